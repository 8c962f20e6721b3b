/**
 * The loop over the stages: plan one tree, run its plan, and after the head's run let each
 * stage add to the report. The baseline and the upgrade preview reach these through the context.
 */
import type { Config } from '../inputs/config.js';
import type { Logger } from '../model/logger.js';
import type { PolicyResult } from '../model/result.js';
import type { Changes } from '../changes/changed-files.js';
import type { RenderOutput } from '../render/index.js';
import {
  plansKyverno,
  type AfterContext,
  type CheckDeps,
  type CheckPlan,
  type CheckRun,
  type DraftReport,
  type PlanDeps,
  type RunContext,
  type Stage,
} from '../stage/stage.js';

/** What to check in the tree at `config.workspace`: the same plan serves the head and the base. */
export async function planTree(
  stages: readonly Stage[],
  config: Config,
  deps: PlanDeps,
  changes: Changes,
  logger: Pick<Logger, 'info'>,
  tree: 'head' | 'base' = 'head',
): Promise<CheckPlan> {
  const plan: CheckPlan = {
    suites: [],
    manifestFiles: [],
    renders: [],
    renderErrors: [],
    isRenderedSource: () => false,
    notices: [...changes.notices],
    idle: [],
  };
  const ctx = { config, deps, changes, logger, tree };
  for (const stage of stages) await stage.plan?.(ctx, plan);
  if (config.shard) {
    const { index, total } = config.shard;
    logger.info(
      `Shard ${index}/${total}: ${plan.suites.length} suite(s), ${plan.manifestFiles.length} manifest file(s) and ${plan.renders.length} render(s).`,
    );
  }
  return plan;
}

/** Runs the run parts of `stages` over `plan`, in the tree at `ctx.config.workspace`. */
export async function runTree(
  stages: readonly Stage[],
  ctx: RunContext,
  plan: CheckPlan,
  rendered: readonly RenderOutput[] = [],
): Promise<CheckRun & { kyvernoResults: PolicyResult[] }> {
  const run: CheckRun = { results: [], skipped: [], notices: [], rendered: [...rendered] };
  const kyvernoResults: PolicyResult[] = [];
  for (const stage of stages) {
    if (!stage.run) continue;
    const before = run.results.length;
    await stage.run(ctx, plan, run);
    if (stage.runsKyverno) kyvernoResults.push(...run.results.slice(before));
  }
  return { ...run, kyvernoResults };
}

/** Runs the head's planned tree, then lets each stage's after-run part add to the report. */
export async function runStages(
  stages: readonly Stage[],
  config: Config,
  deps: CheckDeps,
  { changes, plan }: { changes: Changes; plan: CheckPlan },
  notices: readonly string[],
): Promise<{ draft: DraftReport; run: CheckRun }> {
  const draft: DraftReport = {
    results: [],
    notices: [...notices, ...plan.notices],
  };
  // Say so when nothing at all ran, so a pass with no results is not mistaken for a real one.
  // A shard may legitimately get nothing; the merged report speaks for the whole.
  if (!plansKyverno(plan) && !config.shard) {
    draft.notices.push(`Nothing was checked. ${plan.idle.join(' ')}`);
  }
  const runContext = (workspace: string, quiet: boolean): RunContext => ({
    config: { ...config, workspace },
    deps,
    kyverno: deps.kyverno.path,
    ...(!quiet && deps.onProgress && { onProgress: deps.onProgress }),
    ...(quiet && { quiet }),
  });
  for (const stage of stages) stage.start?.({ config, deps }, plan);
  const head = await runTree(stages, runContext(config.workspace, false), plan);
  draft.results.push(...head.results);
  draft.notices.push(...head.notices);
  const ctx: AfterContext = {
    config,
    deps,
    changes,
    head: { plan, run: head, kyvernoResults: head.kyvernoResults },
    planTree: async (treeConfig, logger, atBase) =>
      planTree(stages, treeConfig, { ...deps, logger }, atBase, logger, 'base'),
    runTree: async (workspace, logger, basePlan) =>
      (
        await runTree(
          stages,
          { ...runContext(workspace, true), deps: { ...deps, logger } },
          basePlan,
        )
      ).results,
    rerunKyverno: async (kyverno, part, rendered) => {
      const kyvernoStages = stages.filter((stage) => stage.runsKyverno);
      const quiet = { ...runContext(config.workspace, true), kyverno };
      return (await runTree(kyvernoStages, quiet, part, rendered)).results;
    },
  };
  for (const stage of stages) await stage.after?.(ctx, draft);
  // Helm and Kustomize install when a render first needs them: in the head's run or the base's.
  draft.notices.push(...(deps.renderTools?.notices ?? []));
  return { draft, run: head };
}
