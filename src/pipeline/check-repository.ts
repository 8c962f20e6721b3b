/**
 * The action's main job, shared by the GitHub Action and the local CLI: the stages of
 * `stages.ts`, planned, run and finished into one RunReport. Reporting is the caller's.
 */
import type { Config } from '../inputs/config.js';
import { beginCheckReads, endCheckReads } from '../documents/check-reads.js';
import { checkKyvernoVersion } from '../install/supported-version.js';
import type { RunReport } from '../model/report.js';
import { bySeverityThenLocation, countResults } from '../model/result.js';
import type { Changes } from '../changes/changed-files.js';
import type { CheckDeps, CheckPlan, PlanDeps, Stage } from '../stage/stage.js';
import { planTree, runStages } from './run-stages.js';
import { STAGES } from './stages.js';

export type { CheckDeps, ProgressStage as Stage } from '../stage/stage.js';

async function changesFor(
  stages: readonly Stage[],
  config: Config,
  deps: PlanDeps,
): Promise<Changes> {
  if (!stages.some((stage) => stage.needsChanges?.(config, deps.event))) {
    return { everything: true, reason: 'no input narrows the check to changed files', notices: [] };
  }
  // Git and the pull request's files are read (and their code loaded) only when a stage asks.
  const { changedFiles } = await import('../changes/changed-files.js');
  return changedFiles({
    eventName: deps.event.name,
    payload: deps.event.payload,
    workspace: config.workspace,
    repo: deps.repo,
    ...(deps.listPullFiles && { listPullFiles: deps.listPullFiles }),
  });
}

/** The changed files and the head's plan: what the check will run, known before Kyverno is. */
export interface PlannedCheck {
  changes: Changes;
  plan: CheckPlan;
}

export async function planCheck(config: Config, deps: PlanDeps): Promise<PlannedCheck> {
  beginCheckReads();
  const changes = await changesFor(STAGES, config, deps);
  return { changes, plan: await planTree(STAGES, config, deps, changes, deps.logger) };
}

/**
 * Runs the whole check and returns its report; throws only for problems that stop everything.
 * `planned` is `planCheck` of the same config, when the caller started it while installing.
 */
export async function checkRepository(
  config: Config,
  deps: CheckDeps,
  planned?: Promise<PlannedCheck>,
): Promise<RunReport> {
  try {
    const supported = checkKyvernoVersion(deps.kyverno.version);
    if (supported.error) throw new Error(supported.error);
    const { draft, run } = await runStages(
      STAGES,
      config,
      deps,
      await (planned ?? planCheck(config, deps)),
      [...config.warnings, ...(supported.warning ? [supported.warning] : [])],
    );
    const { results, notices, ...additions } = draft;
    results.sort(bySeverityThenLocation);
    return {
      schemaVersion: 1,
      kyvernoVersion: deps.kyverno.version,
      summary: countResults(results),
      results,
      skipped: run.skipped,
      notices,
      ...(config.shard && { shard: config.shard }),
      ...additions,
    };
  } finally {
    endCheckReads();
  }
}
