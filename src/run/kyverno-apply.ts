import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit, { type LimitFunction } from 'p-limit';
import { checksOfPacks } from '../checks/packs.js';
import type { ApplyConfig } from '../inputs/config.js';
import type { DeclaredObject } from '../locate/manifest.js';
import type { MutatedResource } from '../model/mutation.js';
import {
  applyError,
  compareText,
  type PolicyResult,
  type SkippedDocument,
} from '../model/result.js';
import type { ObjectFailure } from '../parse/policy-report/object-failures.js';
import type { ApplyDiagnostics } from '../parse/policy-report/diagnostics.js';
import { CLEANUP_KINDS, readCleanupResults } from '../parse/policy-report/cleanup.js';
import { droppedFile, loadProblems } from '../parse/policy-report/load-problems.js';
import { mutatingPolicies } from '../parse/mutated-objects/index.js';
import { parseManifest } from '../documents/manifest-documents.js';
import type { ParsedManifest } from '../documents/manifest-documents.js';
import type { PolicyPlan } from '../plan/policies.js';
import type { RenderOutput } from '../render/index.js';
import { runProcess } from '../process/run-process.js';
import type { ProcessResult, ProcessRunner } from '../process/run-process.js';
import { argumentLength, commandLineLimit, planBatches } from './apply-batches.js';
import { csvField, manifestSet, renderedSet, UnitWriter, type Unit } from './apply-units.js';
import { collectCrds, crdKey, definitionOf, writeCrdFile, type CrdCatalog } from './crds.js';
import type { CrdDefinition } from './crds.js';
import { kyvernoEnvironment } from './go-runtime.js';
import {
  checkBatch,
  describeFiles,
  RUN_FAILED,
  type BatchOutcome,
  type RunFailure,
} from './isolate.js';
import { explainNotChecked } from './not-checked.js';
import { policyArguments, recheckCrashes, type PolicyArgument } from './crash-policies.js';

export interface ApplyOptions {
  /** Path of the `kyverno` binary. */
  kyverno: string;
  workspace: string;
  /** Workspace-relative manifest files (from `selectManifests`). */
  manifestFiles: readonly string[];
  /** Objects of rendered charts and kustomizations, placed at their sources. */
  rendered?: readonly RenderOutput[];
  config: ApplyConfig;
  /** The `policies`, `exceptions` and `values-file` inputs, resolved and checked by `planPolicies`. */
  policies: PolicyPlan;
  /** How many Kyverno processes may run at once. */
  parallelism: number;
  /** The pool of Kyverno processes, when several stages' runs share it (of `parallelism`). */
  limit?: LimitFunction;
  /** Where the policies' display paths are read from when not `workspace` (the head's). */
  policyWorkspace?: string;
  runner?: ProcessRunner;
  /** For tests: the platform whose command-line limit applies. */
  platform?: NodeJS.Platform;
  timeoutMs?: number;
  /** For tests: at most this many `--resource` arguments per Kyverno run. */
  unitsPerBatch?: number;
  /** Read the objects Kyverno mutated (`mutations`, results' `mutation`); off in quiet runs. */
  mutationPreview?: boolean;
}

export interface ApplyOutcome {
  results: PolicyResult[];
  skipped: SkippedDocument[];
  notices: string[];
  /** Manifest files with at least one object that Kyverno checked. */
  checkedFiles: string[];
  /** The objects Kyverno's mutations change, by file and line (with `mutationPreview`). */
  mutations: MutatedResource[];
  /**
   * Set when the preview read Kyverno's output with policies that can mutate: `mutations` is the
   * whole answer then, and empty means nothing changes (earlier suggestions are stale).
   */
  previewed?: boolean;
}

const DEFAULT_TIMEOUT_MS = 20 * 60_000;
const RESOURCES_PER_BATCH_FLOOR = 25;
/** How Kyverno versions spell the flag, newest first (`--crd-path`: deprecated in 1.19). */
const CRD_FLAGS: readonly string[] = ['--crd-paths', '--crd-path'];

/**
 * Runs `kyverno apply` over the manifest files and returns every result placed at its file
 * and line, the documents that were skipped, and the problems found on the way.
 */
export async function runApply(options: ApplyOptions): Promise<ApplyOutcome> {
  const { workspace, config } = options;
  const outcome: ApplyOutcome = {
    results: [],
    skipped: [],
    notices: [],
    checkedFiles: [],
    mutations: [],
  };
  const plan = options.policies;
  outcome.results.push(...plan.errors);
  for (const output of options.rendered ?? []) {
    outcome.skipped.push(...output.skipped);
    outcome.results.push(...output.errors);
  }
  if (plan.sources.length === 0) {
    outcome.notices.push('kyverno apply did not run: no policy could be loaded (see the errors).');
    return outcome;
  }
  const manifests = await Promise.all(
    options.manifestFiles.map((file) => readManifest(workspace, file)),
  );
  for (const manifest of manifests) {
    outcome.skipped.push(...manifest.skipped);
    outcome.results.push(...manifest.errors);
  }
  const temp = await mkdtemp(path.join(os.tmpdir(), 'kyverno-apply-'));
  try {
    const sets = [...manifests.map(manifestSet), ...(options.rendered ?? []).map(renderedSet)];
    for (const { objectSet } of checksOfPacks(config.builtinPolicies)) {
      if (objectSet) for (const set of sets) outcome.results.push(...objectSet(set));
    }
    const writer = new UnitWriter(temp);
    const units = (await Promise.all(sets.map((set) => writer.units(set)))).flat();
    if (units.length === 0) return outcome;
    outcome.checkedFiles = [...new Set(units.map((unit) => unit.file))].sort();
    const catalog = await collectCrds({
      workspace,
      crds: config.crds ?? [],
      manifestPatterns: config.manifests,
      manifests,
      rendered: options.rendered ?? [],
    });
    outcome.results.push(...catalog.errors);
    const runs = new KyvernoRuns(options, catalog, temp);
    // Kyverno reads the CRD file again for every object of a run (see crds.ts): objects whose
    // kind needs one run in batches of their own, so the other objects' runs do not pay for it.
    const needsCrd = (unit: Unit) => crdsOf(catalog, [unit]).length > 0;
    const batches = [
      ...runs.plan(units.filter((unit) => !needsCrd(unit))),
      ...runs.plan(units.filter(needsCrd)),
    ];
    const limit = options.limit ?? pLimit(Math.max(1, options.parallelism));
    const port = {
      run: (batch: readonly Unit[], leaveOut?: ReadonlySet<string>) => runs.run(batch, leaveOut),
      subset: (unit: Unit, members: readonly number[]) => writer.subset(unit, members),
      explain: runs.explain,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(options.mutationPreview && {
        mutating: mutatingPolicies(plan.sources.flatMap((source) => source.policies)),
      }),
    };
    // Reruns and halves of a failed batch run in the batch's slot: waiting for new slots
    // while holding one could deadlock.
    const outcomes = await recheckCrashes(
      await Promise.all(batches.map((batch) => limit(() => checkBatch(batch, port)))),
      port,
      runs.policies,
      (crashed) => runs.plan(crashed),
    );
    if (port.mutating?.any) outcome.previewed = true;
    for (const batch of outcomes) {
      outcome.results.push(...batch.results);
      outcome.notices.push(...batch.notices);
      outcome.mutations.push(...batch.mutations);
    }
    outcome.mutations.sort(
      (a, b) =>
        compareText(a.file, b.file) ||
        a.line - b.line ||
        compareText(a.render?.values ?? '', b.render?.values ?? '') ||
        compareText(a.resource.namespace, b.resource.namespace) ||
        compareText(a.resource.name, b.resource.name) ||
        compareText(a.resource.kind, b.resource.kind),
    );
    outcome.results.push(...runFailureErrors(outcomes.flatMap((batch) => batch.runFailures)));
    const diagnostics = outcomes.flatMap((batch: BatchOutcome) => batch.diagnostics);
    const problems = loadProblems(
      plan,
      diagnostics,
      await droppedTexts(plan, diagnostics, options.policyWorkspace ?? options.workspace),
    );
    outcome.results.push(...problems);
    const silent = outcomes.every((batch) => !batch.results.length && !batch.runFailures.length);
    // A pass with no result at all would look like every object complying.
    if (silent && problems.length === 0) outcome.notices.push(noPolicyMatched(units));
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  const cleanupPolicies = plan.sources
    .flatMap((source) => source.policies)
    .filter((policy) => CLEANUP_KINDS.has(policy.kind));
  outcome.results = readCleanupResults(
    dedupeRunErrors(outcome.results),
    new Set(cleanupPolicies.map((policy) => policy.name)),
  );
  outcome.notices = [...new Set(outcome.notices)];
  return outcome;
}

function noPolicyMatched(units: readonly Unit[]): string {
  const objects = units.reduce((count, unit) => count + unit.declared.length, 0);
  const files = new Set(units.map((unit) => unit.file)).size;
  return (
    `kyverno apply checked ${objects} object(s) in ${files} file(s) or render(s), and no policy ` +
    "matched any of them: nothing was evaluated. If that is not expected, check the policies' " +
    'match (kinds, namespaces, selectors).'
  );
}

/** The CRDs of the kinds that the objects of `units` have, each once. */
function crdsOf(catalog: CrdCatalog, units: readonly Unit[]): CrdDefinition[] {
  const found = new Map<string, CrdDefinition>();
  for (const object of units.flatMap((unit) => unit.declared)) {
    const definition = definitionOf(catalog, object.object.resource);
    if (definition) found.set(crdKey(definition.group, definition.kind), definition);
  }
  return [...found.values()];
}

/** The `kyverno apply` processes of one stage: their batches, arguments and CRD files. */
class KyvernoRuns {
  private count = 0;
  private crdFlag: string | undefined = CRD_FLAGS[0];
  private readonly crdFiles = new Map<string, Promise<string>>();
  private readonly baseArgs: string[];
  private readonly flags: string[];
  private readonly runner: ProcessRunner;
  /** One per policy file, for runs that leave one out (crash-policies.ts). */
  readonly policies: PolicyArgument[];

  constructor(
    private readonly options: ApplyOptions,
    private readonly catalog: CrdCatalog,
    private readonly temp: string,
  ) {
    this.flags = applyFlags(options.policies, options.config);
    this.baseArgs = [
      'apply',
      ...options.policies.sources.map((source) => source.argument),
      ...this.flags,
    ];
    this.runner = options.runner ?? runProcess;
    this.policies = policyArguments(options.policies, options.policyWorkspace ?? options.workspace);
  }

  /** The run's arguments: every policy source as given, or each policy file but `leaveOut`. */
  private argumentsWithout(leaveOut: ReadonlySet<string> | undefined): string[] {
    if (!leaveOut?.size) return this.baseArgs;
    const policies = this.policies.filter((policy) => !leaveOut.has(policy.argument));
    return ['apply', ...policies.map((policy) => policy.argument), ...this.flags];
  }

  plan(units: readonly Unit[]): Unit[][] {
    if (units.length === 0) return [];
    const crdArgument = `${CRD_FLAGS[0]}=${path.join(this.temp, 'crds-0000', 'crds.yaml')}`;
    const fixed = [this.options.kyverno, ...this.baseArgs, '-o', path.join(this.temp, 'out-0000')];
    return planBatches(units, {
      fixedLength: [...fixed, crdArgument].map(argumentLength).reduce((a, b) => a + b, 0),
      limit: commandLineLimit(this.options.platform ?? process.platform),
      targetBatches: this.options.unitsPerBatch
        ? Math.ceil(units.length / this.options.unitsPerBatch)
        : Math.min(
            Math.max(1, this.options.parallelism),
            Math.ceil(units.length / RESOURCES_PER_BATCH_FLOOR),
          ),
    });
  }

  async run(
    units: readonly Unit[],
    leaveOut?: ReadonlySet<string>,
  ): Promise<{ ran: ProcessResult; run: number; outputDir: string }> {
    const run = ++this.count;
    const outputDir = path.join(this.temp, `out-${run}`);
    await mkdir(outputDir);
    const crds = crdsOf(this.catalog, units);
    const resources = units.map((unit) => unit.argument);
    for (;;) {
      const flag = crds.length > 0 ? this.crdFlag : undefined;
      const crdArgs = flag ? [`${flag}=${csvField(await this.crdFile(crds))}`] : [];
      const ran = await this.runner(
        this.options.kyverno,
        [...this.argumentsWithout(leaveOut), '-o', outputDir, ...crdArgs, ...resources],
        {
          cwd: this.options.workspace,
          timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          env: kyvernoEnvironment(process.env, this.options.parallelism),
        },
      );
      if (!flag || !ran.stderr.includes(`unknown flag: ${flag}`)) return { ran, run, outputDir };
      // An older Kyverno: the next spelling, or none (its objects then say so).
      if (this.crdFlag === flag) this.crdFlag = CRD_FLAGS[CRD_FLAGS.indexOf(flag) + 1];
    }
  }

  readonly explain = (object: DeclaredObject, failure: ObjectFailure): string => {
    const definition = definitionOf(this.catalog, object.object.resource);
    return explainNotChecked(object, failure, {
      ...(definition && { definition }),
      flagKnown: this.crdFlag !== undefined,
    });
  };

  /** One `--crd-paths` file per set of CRDs, written once. */
  private crdFile(crds: readonly CrdDefinition[]): Promise<string> {
    const key = crds
      .map((crd) => crdKey(crd.group, crd.kind))
      .sort()
      .join('\u0001');
    let file = this.crdFiles.get(key);
    if (!file) {
      file = writeCrdFile(path.join(this.temp, `crds-${this.crdFiles.size}`), crds);
      this.crdFiles.set(key, file);
    }
    return file;
  }
}

async function readManifest(workspace: string, file: string): Promise<ParsedManifest> {
  try {
    return parseManifest(file, await readFile(path.join(workspace, file), 'utf8'));
  } catch (error) {
    const message = `manifests: cannot read ${file}: ${(error as Error).message}.`;
    return {
      file,
      documents: [],
      skipped: [],
      errors: [applyError({ message, reason: 'Unreadable file', file, line: 1 })],
      passAsIs: false,
    };
  }
}

function applyFlags(plan: PolicyPlan, config: ApplyConfig): string[] {
  const args: string[] = [];
  // --continue-on-fail: an object Kyverno cannot evaluate is left out, not the run (isolate.ts).
  args.push('--policy-report', '--output-format=json', '-v=3', '--continue-on-fail');
  if (plan.valuesFile) args.push(`--values-file=${plan.valuesFile}`);
  for (const exception of plan.exceptions) args.push(`--exception=${csvField(exception)}`);
  if (config.auditWarn) args.push('--audit-warn');
  return args;
}

/**
 * Runs that failed for a reason no object explains, one error per reason: it names the runs and
 * the files they held, since it has no file of its own.
 */
function runFailureErrors(failures: readonly RunFailure[]): PolicyResult[] {
  const byReason = new Map<string, RunFailure[]>();
  for (const failure of failures) {
    byReason.set(failure.reason, [...(byReason.get(failure.reason) ?? []), failure]);
  }
  return [...byReason].map(([reason, same]) => {
    const runs = same.map((failure) => failure.run).sort((a, b) => a - b);
    const files = same.flatMap((failure) => failure.files).map((file) => ({ file }));
    const which = runs.length === 1 ? `run ${runs[0]}` : `runs ${runs.join(', ')}`;
    return applyError({
      message:
        `kyverno apply failed (${which} of this check, over ${describeFiles(files)}); none of ` +
        `those files was checked. Kyverno said: ${reason}`,
      reason: RUN_FAILED,
    });
  });
}

/** One error per file and message, even when a file was split or batches failed alike. */
function dedupeRunErrors(results: PolicyResult[]): PolicyResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    if (result.reason !== RUN_FAILED) return true;
    const key = `${result.file}\u0000${result.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The texts of the policy files Kyverno dropped, by display path, to place their errors. */
async function droppedTexts(
  plan: PolicyPlan,
  diagnostics: readonly ApplyDiagnostics[],
  workspace: string,
): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const dropped of diagnostics.flatMap((run) => run.droppedPaths)) {
    const { file } = droppedFile(plan, dropped);
    if (texts.has(file)) continue;
    const text = await readFile(path.resolve(workspace, file), 'utf8').catch(() => undefined);
    if (text !== undefined) texts.set(file, text);
  }
  return texts;
}
