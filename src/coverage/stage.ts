/**
 * The test review as a stage. Its run part follows the Kyverno stages in every tree it runs in
 * (so the base commit's vacuous rows are reviewed too and come out `existing`), and reviews their
 * rows; the upgrade preview compares Kyverno's own, unreviewed rows. After the run it hands the
 * head's coverage to the report and, in a pull request, warns at the changed policies' units that
 * no test covers fully. The review (and the YAML parser it reads suites with) is imported only by
 * a tree with local suites, the only one it has rows to review in.
 */
import type { PolicyPlan } from '../plan/policies.js';
import { localSuiteFiles } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';
import { StartedWork } from '../stage/started-work.js';
import type { SuiteContents } from './suites.js';

/** The head's suites, read and parsed while Kyverno runs them. */
const loadedSuites = new StartedWork<SuiteContents[]>();

/**
 * The `policies` input, planned for the untested list when `kyverno apply` has nothing to check
 * (a policy library, say): the policies no suite loads are listed whether or not apply runs.
 */
const policiesToList = new StartedWork<PolicyPlan>();

export const coverageStage: Stage = {
  name: 'test review and coverage',

  start({ config }, plan) {
    const testFiles = localSuiteFiles(plan.suites);
    if (testFiles.length === 0) return;
    // Not the resource files: the review reads only those its rows leave unexplained.
    loadedSuites.begin(plan, async () =>
      (await import('./index.js')).loadSuites(config.workspace, testFiles, undefined, {
        resources: 'none',
      }),
    );
    if (!plan.policies && config.apply.policies.length > 0) {
      policiesToList.begin(plan, async () =>
        (await import('../plan/policies.js')).planPolicies(config.workspace, {
          policies: config.apply.policies,
          exceptions: [],
        }),
      );
    }
  },

  async run({ config }, plan, run) {
    if (localSuiteFiles(plan.suites).length === 0) return;
    const { reviewPlannedRun } = await import('./index.js');
    // Its problems are the apply stage's to report, when it runs.
    const policies = plan.policies ?? (await policiesToList.result(plan)?.catch(() => undefined));
    const review = await reviewPlannedRun(
      config,
      { suites: plan.suites, ...(policies && { policies }) },
      run.results,
      await loadedSuites.result(plan),
    );
    run.results = review.results;
    if (review.coverage) run.coverage = review.coverage;
  },

  async after({ config, deps, changes, head }, report) {
    const { coverage } = head.run;
    if (!coverage) return;
    report.coverage = coverage;
    if (deps.event.name.startsWith('pull_request') && !changes.everything && !config.shard) {
      const { uncoveredChangeWarnings } = await import('./index.js');
      report.results.push(...uncoveredChangeWarnings(coverage, changes.files));
    }
  },
};
