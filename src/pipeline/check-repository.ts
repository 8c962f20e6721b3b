/**
 * The action's main job, shared by the GitHub Action and the local CLI:
 * plan (what changed, what to run) -> run kyverno test / kyverno apply -> one RunReport.
 * Parsing and locating happen inside the stages; reporting is the caller's.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../inputs/config.js';
import type { Logger } from '../model/logger.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import {
  bySeverityThenLocation,
  countResults,
  type PolicyResult,
  type SkippedDocument,
} from '../model/result.js';
import { changedFiles, type Changes, type OctokitLike } from '../plan/changed-files.js';
import { decideBaseline } from '../plan/baseline.js';
import { selectManifests } from '../plan/manifests.js';
import { planPolicies, type PolicyPlan } from '../plan/policies.js';
import { decideScope, filterAffectedSuites } from '../plan/scope.js';
import { describeRender, planRenders, type Render } from '../plan/renders.js';
import { selectShard, shardSuites } from '../plan/shard.js';
import { walkFiles } from '../plan/workspace-files.js';
import { renderAll } from '../render/index.js';
import { diskIO } from '../render/io.js';
import { describeDiscovery, discoverSuites, isGitUrl, type Suite } from '../plan/suites.js';
import { migrate } from '../migrate/migrate.js';
import { stableMigration } from '../model/stable-report.js';
import { addMigrationNotes } from './migration-notes.js';
import { runProcess, type ProcessRunner } from '../process/run-process.js';
import { checkKyvernoVersion } from './supported-version.js';
import { checkValuesOfRenders } from '../checks/helm-values-files.js';
import { collectPolicyCatalog } from './policy-catalog.js';
import type { RenderTools } from './render-tools.js';
import { foldFindings } from '../upgrade/fold-findings.js';
import { checkDeprecations } from './deprecation-check.js';
import { checkRenderedDeprecations } from './rendered-deprecations.js';
import { runStages, type Stage, type StagePlan } from './run-stages.js';
import type { CompareKyverno } from '../install/compare.js';
import { previewUpgrade } from './upgrade-preview.js';
import { compareWithBaseCommit } from './baseline-run.js';
import { reviewPlannedRun, uncoveredChangeWarnings } from '../coverage/index.js';
import type { CoverageReport } from '../model/coverage.js';

export type { Stage } from './run-stages.js';

export interface CheckDeps {
  kyverno: KyvernoInfo;
  event: { name: string; payload: unknown };
  repo: { owner: string; repo: string };
  octokit?: OctokitLike;
  /** Helm and Kustomize, when the inputs render anything (see `installRenderTools`). */
  renderTools?: RenderTools;
  runner?: ProcessRunner;
  logger: Pick<Logger, 'info'>;
  onProgress?: (stage: Stage, done: number, total: number) => void;
  /** The second Kyverno of `kyverno-compare-version`, or why it could not be installed. */
  compare?: CompareKyverno;
}

interface Plan {
  suites: Suite[];
  manifestFiles: string[];
  renders: Render[];
  /** Bad render inputs (a chart folder without Chart.yaml, …), one error result each. */
  renderErrors: PolicyResult[];
  /** The policies `kyverno apply` runs, planned once when there are manifests to check. */
  policies?: PolicyPlan;
  notices: string[];
  /** Why a stage has nothing to run, one sentence per idle stage. */
  idle: string[];
}

async function sizeOf(workspace: string, file: string): Promise<number> {
  return (await stat(path.join(workspace, file)).catch(() => undefined))?.size ?? 0;
}

function rendersAnything(config: Config): boolean {
  return (config.render?.helmCharts.length ?? 0) + (config.render?.kustomizations.length ?? 0) > 0;
}

function needsChangedFiles(config: Config): boolean {
  const applies = config.apply.manifests.length > 0 || rendersAnything(config);
  const applyNarrows = applies && config.apply.scope !== 'all';
  return applyNarrows || config.tests.scope === 'affected';
}

async function changesFor(config: Config, deps: CheckDeps, baseline: boolean): Promise<Changes> {
  if (!needsChangedFiles(config) && !baseline) {
    return { everything: true, reason: 'no input narrows the check to changed files', notices: [] };
  }
  return changedFiles({
    eventName: deps.event.name,
    payload: deps.event.payload,
    workspace: config.workspace,
    repo: deps.repo,
    ...(deps.octokit && { octokit: deps.octokit }),
  });
}

/** What to check in the tree at `config.workspace`: the same plan serves the head and the base. */
async function planRun(config: Config, deps: CheckDeps, changes: Changes): Promise<Plan> {
  const notices: string[] = [];
  const idle: string[] = [];
  const { workspace } = config;
  notices.push(...changes.notices);

  let suites: Suite[] = [];
  if (config.tests.dirs.length > 0) {
    suites = await discoverSuites(config.tests.dirs, {
      workspace,
      fileName: config.tests.fileName,
      requireTests: config.tests.requireTests,
    });
    const discovery = describeDiscovery(suites, config.tests.dirs, config.tests.fileName);
    deps.logger.info(discovery);
    if (suites.length === 0) idle.push(discovery);
    if (config.tests.scope === 'affected') {
      const local = suites.flatMap((suite) => (suite.kind === 'local' ? [suite.file] : []));
      const affected = await filterAffectedSuites({
        workspace,
        testFiles: local,
        changes,
        scope: config.tests.scope,
      });
      const keep = new Set(affected.testFiles);
      suites = suites.filter((suite) => suite.kind === 'git' || keep.has(suite.file));
      deps.logger.info(affected.reason);
      if (suites.length === 0) idle.push(`${affected.reason} \`kyverno test\` does not run.`);
    }
  } else {
    idle.push('The `tests` input is empty: `kyverno test` does not run.');
  }

  let manifestFiles: string[] = [];
  let renders: Render[] = [];
  const renderErrors: PolicyResult[] = [];
  const scope =
    config.apply.manifests.length > 0 || rendersAnything(config)
      ? decideScope({
          scope: config.apply.scope,
          eventName: deps.event.name,
          changes,
          workspace,
          config: config.apply,
        })
      : undefined;
  if (scope) deps.logger.info(scope.reason);
  let isRenderedSource: (file: string) => boolean = () => false;
  if (config.render && scope && rendersAnything(config)) {
    const planned = await planRenders({
      workspace,
      config: config.render,
      files: (await walkFiles(workspace, '', (_, name) => name === 'node_modules')).files,
      read: (file) => readFile(path.join(workspace, file), 'utf8').catch(() => undefined),
      ...(scope.changed &&
        !changes.everything && { changed: [...changes.files, ...changes.removed] }),
    });
    renders = planned.renders;
    renderErrors.push(...planned.errors);
    notices.push(...planned.warnings);
    isRenderedSource = planned.isRenderedSource;
    deps.logger.info(
      `${renders.length} of ${planned.total} render(s) to run${renders.length > 0 ? `: ${renders.map(describeRender).join(', ')}` : ''}.`,
    );
    if (renders.length === 0 && planned.errors.length === 0) {
      idle.push(`${scope.reason} No chart or kustomization is touched: nothing is rendered.`);
    }
  }
  if (config.apply.manifests.length > 0 && scope) {
    const selection = await selectManifests({
      workspace,
      patterns: config.apply.manifests,
      ...(scope.changed && { changed: scope.changed }),
    });
    notices.push(...selection.warnings);
    // A chart's templates and a kustomization's sources reach Kyverno rendered, never raw.
    manifestFiles = selection.files.filter((file) => !isRenderedSource(file));
    deps.logger.info(`${manifestFiles.length} manifest file(s) to check.`);
    if (manifestFiles.length === 0) {
      idle.push(
        `${scope.reason} No such file matches \`manifests\`: \`kyverno apply\` does not run.`,
      );
    }
  } else {
    idle.push('The `manifests` input is empty: `kyverno apply` does not run.');
  }

  if (config.shard) {
    const { index, total } = config.shard;
    suites = shardSuites(suites, config.shard);
    const sizes = new Map(
      await Promise.all(
        manifestFiles.map(async (file) => [file, await sizeOf(workspace, file)] as const),
      ),
    );
    manifestFiles = selectShard(
      manifestFiles,
      config.shard,
      (file) => file,
      (file) => sizes.get(file) ?? 0,
    );
    renders = selectShard(
      renders,
      config.shard,
      (render) => describeRender(render),
      () => 1,
    );
    deps.logger.info(
      `Shard ${index}/${total}: ${suites.length} suite(s), ${manifestFiles.length} manifest file(s) and ${renders.length} render(s).`,
    );
  }
  const policies =
    manifestFiles.length > 0 || renders.length > 0
      ? await planPolicies(workspace, config.apply)
      : undefined;
  return {
    suites,
    manifestFiles,
    renders,
    renderErrors,
    notices,
    idle,
    ...(policies && { policies }),
  };
}

interface Checked {
  results: PolicyResult[];
  skipped: SkippedDocument[];
  notices: string[];
  stagePlan: StagePlan;
  /** The Kyverno stages' own results, for the upgrade preview. */
  stageResults: PolicyResult[];
  /** The suites' coverage (`reviewTests`), when a local suite ran. */
  coverage: CoverageReport | undefined;
}

/** Renders, then runs the Kyverno stages as planned, in the tree at `config.workspace`. */
async function runPlan(config: Config, deps: CheckDeps, plan: Plan): Promise<Checked> {
  const results: PolicyResult[] = [...plan.renderErrors];
  // Rendering does not depend on Kyverno: once, for the main run and the upgrade preview alike.
  const rendered =
    plan.policies && config.render && plan.renders.length > 0
      ? await renderAll(plan.renders, {
          workspace: config.workspace,
          config: config.render,
          ...(deps.renderTools?.helm && { helm: deps.renderTools.helm }),
          ...(deps.renderTools?.kustomize && { kustomize: deps.renderTools.kustomize }),
          parallelism: config.parallelism,
          io: diskIO(config.workspace, deps.runner),
        })
      : [];
  if (
    plan.policies &&
    config.render &&
    config.apply.builtinPolicies?.includes('kyverno-production')
  ) {
    results.push(...(await checkValuesOfRenders(plan.renders, diskIO(config.workspace).readText)));
  }
  const stagePlan = { ...plan, rendered };
  const stages = await runStages(config, stagePlan, {
    kyverno: deps.kyverno.path,
    ...(deps.runner && { runner: deps.runner }),
    ...(deps.onProgress && { onProgress: deps.onProgress }),
  });
  const review = await reviewPlannedRun(config, plan, stages.results);
  results.push(...review.results);
  return { ...stages, results, stagePlan, stageResults: stages.results, coverage: review.coverage };
}

/** Runs the whole check and returns its report; throws only for problems that stop everything. */
export async function checkRepository(config: Config, deps: CheckDeps): Promise<RunReport> {
  const supported = checkKyvernoVersion(deps.kyverno.version);
  if (supported.error) throw new Error(supported.error);
  const base = config.baseline ? decideBaseline(config.baseline, deps.event) : undefined;
  const changes = await changesFor(config, deps, base?.commit !== undefined);
  const plan = await planRun(config, deps, changes);
  const notices = [
    ...config.warnings,
    ...(supported.warning ? [supported.warning] : []),
    ...plan.notices,
    ...(deps.renderTools?.notices ?? []),
  ];
  const runner = deps.runner ? { runner: deps.runner } : {};
  // Say so when nothing at all ran, so a pass with no results is not mistaken for a real one.
  // A shard may legitimately get nothing; the merged report speaks for the whole.
  const applies = plan.manifestFiles.length > 0 || plan.renders.length > 0;
  if (plan.suites.length === 0 && !applies && !config.shard) {
    notices.push(`Nothing was checked. ${plan.idle.join(' ')}`);
  }
  const head = await runPlan(config, deps, plan);
  const skipped = head.skipped;
  notices.push(...head.notices);
  // With a baseline, unless nothing is checked and nothing removed.
  const removedAny = !changes.everything && changes.removed.length > 0;
  const compared =
    base?.commit !== undefined && (plan.suites.length > 0 || applies || removedAny)
      ? await compareWithBaseCommit({
          workspace: config.workspace,
          commit: base.commit,
          changes,
          headPlan: plan,
          headResults: head.results,
          ...(config.shard && { shardIndex: config.shard.index }),
          runner: deps.runner ?? runProcess,
          logger: deps.logger,
          // Unsharded: the baseline narrows the base's plan to this shard's files itself.
          plan: (workspace, logger, atBase) =>
            planRun({ ...config, workspace, shard: undefined }, { ...deps, logger }, atBase),
          run: async (workspace, logger, basePlan) => {
            const quiet = { ...deps, logger, onProgress: undefined };
            return (await runPlan({ ...config, workspace }, quiet, basePlan)).results;
          },
        })
      : undefined;
  const results = compared?.results ?? head.results;
  if (deps.event.name.startsWith('pull_request') && !changes.everything && !config.shard) {
    results.push(...uncoveredChangeWarnings(head.coverage, changes.files));
  }
  if (compared) notices.push(...compared.notices);
  if (deps.compare) {
    const preview = await previewUpgrade(config, head.stagePlan, {
      base: { kyverno: deps.kyverno, results: head.stageResults },
      compare: deps.compare,
      ...runner,
      logger: deps.logger,
    });
    results.push(...preview.results);
    notices.push(...preview.notices);
  }

  const testFiles = plan.suites.flatMap((suite) => (suite.kind === 'local' ? [suite.file] : []));
  const policies = await collectPolicyCatalog({
    workspace: config.workspace,
    ...(plan.policies && {
      applyPolicies: config.apply.policies,
      policyPlan: plan.policies,
      ...(config.apply.builtinPolicies && { builtinPolicies: config.apply.builtinPolicies }),
    }),
    testFiles,
  });
  const findings = await checkDeprecations({
    workspace: config.workspace,
    mode: config.upgrade?.deprecations ?? 'off',
    kyvernoVersion: deps.kyverno.version,
    ...(plan.policies && { applyPolicies: config.apply.policies, policyPlan: plan.policies }),
    testFiles,
  });
  findings.push(
    ...checkRenderedDeprecations({
      mode: config.upgrade?.deprecations ?? 'off',
      kyvernoVersion: deps.kyverno.version,
      rendered: head.stagePlan.rendered ?? [],
    }),
  );
  const ordered = foldFindings(results, findings).sort(bySeverityThenLocation);
  const migration = config.report.migrationReport
    ? await migrateForReport(config, plan.manifestFiles, deps.kyverno.path)
    : undefined;
  const noted = migration ? addMigrationNotes(ordered, migration) : ordered;
  return {
    schemaVersion: 1,
    kyvernoVersion: deps.kyverno.version,
    summary: countResults(ordered),
    results: noted,
    skipped,
    notices,
    ...(config.shard && { shard: config.shard }),
    ...(policies.length > 0 && { policies }),
    ...(migration && { migration }),
    ...(head.coverage && { coverage: head.coverage }),
    ...(compared?.fixed &&
      base?.commit && {
        fixed: [...compared.fixed].sort(bySeverityThenLocation),
        baseline: { commit: base.commit },
      }),
  };
}

/** `migration-report`: the legacy policies of the run's policy and test paths, converted and proven. */
async function migrateForReport(config: Config, manifestFiles: readonly string[], kyverno: string) {
  const paths = [...config.apply.policies, ...config.tests.dirs].filter(
    (p) => !isGitUrl(p) && !/[*?[{]/.test(p),
  );
  const entries = await migrate({
    paths: paths.length > 0 ? paths : ['.'],
    cwd: config.workspace,
    manifests: manifestFiles.map((file) => path.resolve(config.workspace, file)),
    kyverno,
  });
  return entries.map(stableMigration);
}
