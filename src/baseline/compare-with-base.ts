/**
 * The baseline: the same plan run over a checkout of the base commit, and the head's results
 * marked new or existing against it. The planning and running are the caller's (the pipeline's),
 * so the base is checked exactly as the head is: suites, manifests and renders alike.
 */
import { compareWithBase, describeBaseline, markExisting } from '../model/baseline.js';
import type { Logger } from '../model/logger.js';
import type { PolicyResult } from '../model/result.js';
import { openBaseTree, type BaseCommit } from '../changes/base-tree.js';
import { changesAtBase, headNames } from '../changes/baseline.js';
import type { Changes } from '../changes/changed-files.js';
import { describeRender } from '../plan/renders.js';
import type { ProcessRunner } from '../process/run-process.js';
import type { CheckPlan } from '../stage/stage.js';

/** The parts of a plan the baseline narrows to what the head checks. */
export type BaselinePlan = Pick<
  CheckPlan,
  'suites' | 'manifestFiles' | 'renders' | 'renderErrors' | 'policies'
>;

export interface BaselineInput<P extends BaselinePlan> {
  workspace: string;
  commit: string;
  changes: Changes;
  headPlan: P;
  headResults: readonly PolicyResult[];
  /** 1-based shard index: a removed file is checked at the base by the first shard only. */
  shardIndex?: number;
  runner: ProcessRunner;
  logger: Pick<Logger, 'info'>;
  /** Plans the check of the tree at `workspace`, as for the head. */
  plan: (workspace: string, logger: Pick<Logger, 'info'>, changes: Changes) => Promise<P>;
  /** Runs a plan in the tree at `workspace`, as for the head. */
  run: (workspace: string, logger: Pick<Logger, 'info'>, plan: P) => Promise<PolicyResult[]>;
}

export interface Compared {
  results: PolicyResult[];
  /** Absent when the baseline was skipped. */
  fixed?: PolicyResult[];
  notices: string[];
}

/**
 * Checks the base commit's version of what the head checks (files by their old names when
 * renamed, plus files the change removed), with the base commit's policies, in a checkout of the
 * base commit, and marks the head's results. When the base cannot be checked out, says why and
 * leaves the results unmarked: the full verdict stands.
 */
export async function compareWithBaseCommit<P extends BaselinePlan>(
  input: BaselineInput<P> & { opened?: BaseCommit },
): Promise<Compared> {
  const tree = await openBaseTree(
    input.workspace,
    input.commit,
    input.runner,
    'origin',
    input.opened,
  );
  if (!tree.ok) return baselineSkipped(input.headResults, tree.reason);
  try {
    const logger = baseLogger(input);
    const planned = await input.plan(tree.workspace, logger, changesAtBase(input.changes));
    const basePlan = narrow(planned, input);
    logger.info(describeBasePlan(basePlan));
    const base = await input.run(tree.workspace, logger, basePlan);
    return markAgainstBase(input, base, tree.notices);
  } finally {
    await tree.dispose();
  }
}

/** The head's results as they are, and why the baseline was skipped. */
export function baselineSkipped(headResults: readonly PolicyResult[], reason: string): Compared {
  return {
    results: [...headResults],
    notices: [
      `The baseline was skipped: ${reason}. No result is marked new or existing, and the verdict counts them all.`,
    ],
  };
}

export function baseLogger(input: {
  commit: string;
  logger: Pick<Logger, 'info'>;
}): Pick<Logger, 'info'> {
  const short = input.commit.slice(0, 12);
  return { info: (message: string) => input.logger.info(`Baseline ${short}: ${message}`) };
}

export function describeBasePlan(
  plan: Pick<BaselinePlan, 'suites' | 'manifestFiles' | 'renders'>,
): string {
  return `${plan.suites.length} suite(s), ${plan.manifestFiles.length} manifest file(s) and ${plan.renders.length} render(s) to check at the base commit.`;
}

/** The head's results marked new or existing against the base commit's, and the fixed ones. */
export function markAgainstBase(
  input: { commit: string; changes: Changes; headResults: readonly PolicyResult[] },
  base: readonly PolicyResult[],
  notices: readonly string[],
): Compared {
  // Remote suites do not change with the pull request: their results are all existing.
  const remote = input.headResults.filter((r) => r.source === 'test' && r.file === undefined);
  const local = input.headResults.filter((r) => !remote.includes(r));
  const compared = compareWithBase(local, base, headNames(input.changes));
  return {
    results: [...compared.results, ...markExisting(remote)],
    fixed: compared.fixed,
    notices: [
      ...notices,
      `Compared with the base commit ${input.commit.slice(0, 12)}: ${describeBaseline(compared.results, compared.fixed)}.`,
    ],
  };
}

/**
 * The base's manifest files the baseline checks: those the head checks (by their head names),
 * and the files the change removed (by the first shard only).
 */
export function baseManifestFiles(
  planned: readonly string[],
  input: { changes: Changes; headManifestFiles: readonly string[]; shardIndex?: number },
): string[] {
  const renamed = headNames(input.changes);
  const atHead = (file: string) => renamed[file] ?? file;
  const headFiles = new Set(input.headManifestFiles);
  return planned.filter((file) => headFiles.has(atHead(file)) || gone(file, input));
}

function gone(file: string, input: { changes: Changes; shardIndex?: number }): boolean {
  const removed = input.changes.everything ? [] : input.changes.removed;
  return removed.includes(file) && !headNames(input.changes)[file] && (input.shardIndex ?? 1) === 1;
}

/** The base's plan, limited to the suites, files and renders the head checks, and removed files. */
function narrow<P extends BaselinePlan>(planned: P, input: BaselineInput<P>): P {
  const renamed = headNames(input.changes);
  const atHead = (file: string) => renamed[file] ?? file;
  const head = input.headPlan;
  const headSuites = new Set(head.suites.flatMap((s) => (s.kind === 'local' ? [s.file] : [])));
  const headRenders = new Set(head.renders.map(describeRender));
  const manifestFiles = baseManifestFiles(planned.manifestFiles, {
    ...input,
    headManifestFiles: head.manifestFiles,
  });
  const renders = planned.renders.filter((render) => headRenders.has(describeRender(render)));
  const narrowed: P = {
    ...planned,
    manifestFiles,
    renders,
    // Bad render inputs at the base are not the change's to fix.
    renderErrors: [],
    suites: planned.suites.filter(
      (suite) =>
        suite.kind === 'local' && (headSuites.has(atHead(suite.file)) || gone(suite.file, input)),
    ),
  };
  if (manifestFiles.length === 0 && renders.length === 0) delete narrowed.policies;
  return narrowed;
}
