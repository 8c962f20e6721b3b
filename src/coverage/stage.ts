/**
 * The test review as a stage. Its run part follows the Kyverno stages in every tree it runs in
 * (so the base commit's vacuous rows are reviewed too and come out `existing`), and reviews their
 * rows; the upgrade preview compares Kyverno's own, unreviewed rows. After the run it hands the
 * head's coverage to the report and, in a pull request, warns at the changed policies' units that
 * no test covers fully.
 */
import type { Stage } from '../stage/stage.js';
import { reviewPlannedRun, uncoveredChangeWarnings } from './index.js';

export const coverageStage: Stage = {
  name: 'test review and coverage',

  async run({ config }, plan, run) {
    const review = await reviewPlannedRun(config, plan, run.results);
    run.results = review.results;
    if (review.coverage) run.coverage = review.coverage;
  },

  async after({ config, deps, changes, head }, report) {
    const { coverage } = head.run;
    if (!coverage) return;
    report.coverage = coverage;
    if (deps.event.name.startsWith('pull_request') && !changes.everything && !config.shard) {
      report.results.push(...uncoveredChangeWarnings(coverage, changes.files));
    }
  },
};
