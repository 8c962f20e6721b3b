/**
 * The baseline stage: with `baseline: auto` on a pull request or merge group (or `--baseline` in
 * local mode), the head's results are marked new or existing against the base commit's.
 */
import { decideBaseline } from '../changes/baseline.js';
import { runProcess } from '../process/run-process.js';
import type { Config } from '../inputs/config.js';
import type { CheckDeps, Stage } from '../stage/stage.js';
import { compareWithBaseCommit } from './compare-with-base.js';

const baseCommit = (config: Config, event: CheckDeps['event']) =>
  config.baseline ? decideBaseline(config.baseline, event).commit : undefined;

export const baselineStage: Stage = {
  name: 'baseline',
  needsChanges: (config, event) => baseCommit(config, event) !== undefined,

  async after(ctx, report) {
    const { config, deps, changes, head } = ctx;
    const commit = baseCommit(config, deps.event);
    if (commit === undefined) return;
    const applies = head.plan.manifestFiles.length > 0 || head.plan.renders.length > 0;
    // Unless nothing is checked and nothing removed.
    const removedAny = !changes.everything && changes.removed.length > 0;
    if (head.plan.suites.length === 0 && !applies && !removedAny) return;
    const compared = await compareWithBaseCommit({
      workspace: config.workspace,
      commit,
      changes,
      headPlan: head.plan,
      headResults: report.results,
      ...(config.shard && { shardIndex: config.shard.index }),
      runner: deps.runner ?? runProcess,
      logger: deps.logger,
      // Unsharded: the baseline narrows the base's plan to this shard's files itself.
      plan: ctx.planTree,
      run: ctx.runTree,
    });
    report.results = compared.results;
    report.notices.push(...compared.notices);
    if (compared.fixed) {
      report.fixed = compared.fixed;
      report.baseline = { commit };
    }
  },
};
