/**
 * The baseline stage: with `baseline: auto` on a pull request or merge group (or `--baseline` in
 * local mode), the head's results are marked new or existing against the base commit's.
 *
 * Two ways to check the base, the same results either way:
 * - Fast: when the head's plan allows it (`fastPathBlocker`), the plan part hands the head's
 *   `kyverno apply` a check to run beside it, in the same pool of Kyverno processes, with the
 *   head's policies: only the base versions of the files being checked are read (`openBaseFiles`)
 *   and written to a temporary folder. Base and head files never share a `kyverno apply` run,
 *   since Kyverno keeps one object per identity in a run.
 * - Checkout: otherwise, or when the fast path cannot prove it gives what a checkout gives, the
 *   after-run part checks out the base commit and plans and runs it as the head was.
 *
 * Both ways are imported only by a run with a base commit to compare with.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bySeverityThenLocation, type PolicyResult } from '../model/result.js';
import type { BaseCommit } from '../changes/base-tree.js';
import { decideBaseline } from '../changes/baseline.js';
import { runProcess } from '../process/run-process.js';
import type { Config } from '../inputs/config.js';
import {
  plansKyverno,
  type ApplyBeside,
  type CheckDeps,
  type CheckPlan,
  type Stage,
} from '../stage/stage.js';
import type { BaseFiles } from './base-files.js';
import type { Compared, markAgainstBase } from './compare-with-base.js';

const compareWithBase = () => import('./compare-with-base.js');

const baseCommit = (config: Config, event: CheckDeps['event']) =>
  config.baseline ? decideBaseline(config.baseline, event).commit : undefined;

/** What the fast path found while the head ran: the base's results, or why it could not. */
type Beside =
  | { kind: 'checked'; results: PolicyResult[]; notices: string[] }
  | { kind: 'unavailable'; reason: string }
  | { kind: 'checkout'; reason: string; opened?: BaseCommit }
  | { kind: 'threw'; error: unknown };

/** The fast path's outcome per head plan, set once the head's `kyverno apply` started it. */
const besideRuns = new WeakMap<CheckPlan, Promise<Beside>>();

export const baselineStage: Stage = {
  name: 'baseline',
  needsChanges: (config, event) => baseCommit(config, event) !== undefined,

  async plan({ config, deps, changes, logger, tree }, plan) {
    const commit = baseCommit(config, deps.event);
    if (tree !== 'head' || commit === undefined || changes.everything) return;
    const { fastPathBlocker, openBaseFiles } = await import('./base-files.js');
    const { baseLogger } = await compareWithBase();
    const blocker = fastPathBlocker(config, changes, plan);
    if (blocker) {
      logger.info(`Baseline ${commit.slice(0, 12)}: checks out the base commit: ${blocker}.`);
      return;
    }
    const input = {
      workspace: config.workspace,
      commit,
      apply: config.apply,
      changes,
      headManifestFiles: plan.manifestFiles,
      ...(config.shard && { shardIndex: config.shard.index }),
      runner: deps.runner ?? runProcess,
    };
    const log = baseLogger({ commit, logger });
    // Git reads the base files while the other stages plan and the head's Kyverno starts.
    const opening = openBaseFiles(input);
    opening.catch(() => undefined);
    const beside = async (apply: ApplyBeside): Promise<void> => {
      // The upgrade preview reruns the head's plan: the base is checked once.
      if (besideRuns.has(plan)) return;
      const run = checkBeside(opening, apply, log);
      besideRuns.set(plan, run);
      await run;
    };
    plan.beside = [...(plan.beside ?? []), beside];
  },

  async after(ctx, report) {
    const { config, deps, changes, head } = ctx;
    const commit = baseCommit(config, deps.event);
    if (commit === undefined) return;
    // Unless nothing is checked and nothing removed.
    const removedAny = !changes.everything && changes.removed.length > 0;
    if (!plansKyverno(head.plan) && !removedAny) return;
    const input = { commit, changes, headResults: report.results };
    const beside = await besideRuns.get(head.plan);
    const { baseLogger, compareWithBaseCommit } = await compareWithBase();
    const log = baseLogger({ commit, logger: deps.logger });
    const compared =
      (beside && (await fromBeside(beside, input, log))) ??
      (await compareWithBaseCommit({
        ...input,
        workspace: config.workspace,
        headPlan: head.plan,
        ...(config.shard && { shardIndex: config.shard.index }),
        runner: deps.runner ?? runProcess,
        logger: deps.logger,
        ...(beside?.kind === 'checkout' && beside.opened && { opened: beside.opened }),
        // Unsharded: the baseline narrows the base's plan to this shard's files itself. The base
        // tree is planned with what detection finds there, as globs would match there.
        plan: async (workspace, logger, atBase) => {
          const { detectedFor } = await import('../detect/redetect.js');
          return ctx.planTree(
            { ...(await detectedFor(config, workspace)), shard: undefined },
            logger,
            atBase,
          );
        },
        run: ctx.runTree,
      }));
    report.results = compared.results;
    report.notices.push(...compared.notices);
    if (compared.fixed) {
      report.fixed = [...compared.fixed].sort(bySeverityThenLocation);
      report.baseline = { commit };
    }
  },
};

/** The comparison the fast path allows, or undefined (after saying why) for a checkout. */
async function fromBeside(
  beside: Beside,
  input: Parameters<typeof markAgainstBase>[0],
  log: { info(message: string): void },
): Promise<Compared | undefined> {
  const { baselineSkipped, markAgainstBase } = await compareWithBase();
  switch (beside.kind) {
    case 'checked':
      return markAgainstBase(input, beside.results, beside.notices);
    case 'unavailable':
      return baselineSkipped(input.headResults, beside.reason);
    case 'threw':
      throw beside.error;
    case 'checkout':
      log.info(`checks out the base commit: ${beside.reason}.`);
      return undefined;
  }
}

/**
 * Reads the base files and checks them with the head's policies, in the head's pool. The other
 * run parts of a tree add nothing here: no suites, no renders, and the test review reviews only
 * suites' rows.
 */
async function checkBeside(
  opening: Promise<BaseFiles>,
  apply: ApplyBeside,
  log: { info(message: string): void },
): Promise<Beside> {
  let files: BaseFiles;
  try {
    files = await opening;
  } catch (error) {
    // A checkout needs none of what failed here.
    return {
      kind: 'checkout',
      reason: `reading the base files failed: ${(error as Error).message}`,
    };
  }
  if (files.kind !== 'read') return files;
  try {
    const { describeBasePlan } = await compareWithBase();
    log.info(describeBasePlan({ suites: [], manifestFiles: files.manifestFiles, renders: [] }));
    log.info('their base versions are read from git, with no checkout.');
    if (files.manifestFiles.length === 0)
      return { kind: 'checked', results: [], notices: files.notices };
    const folder = await mkdtemp(path.join(os.tmpdir(), 'kyverno-baseline-'));
    try {
      for (const [file, text] of files.texts) {
        await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
        await writeFile(path.join(folder, file), text);
      }
      const results = await apply({ workspace: folder, manifestFiles: files.manifestFiles });
      return { kind: 'checked', results, notices: files.notices };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  } catch (error) {
    return { kind: 'threw', error };
  }
}
