/**
 * The `kyverno test` stage: the test suites of `tests` (only the affected ones with `tests-scope:
 * affected`). What it runs with is imported once it has suites: a run without tests never loads
 * the scope's matchers, `kyverno test`'s JUnit parser or the test diffs.
 */
import { shardSuites } from '../plan/shard.js';
import { describeDiscovery, discoverSuites, localSuiteFiles } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';

const runnerModules = () =>
  Promise.all([import('./suite-cost.js'), import('./kyverno-test.js'), import('./test-diffs.js')]);

export const testStage: Stage = {
  name: 'test',
  runsKyverno: true,
  needsChanges: (config) => config.tests.scope === 'affected',

  async plan({ config, changes, logger }, plan) {
    const { workspace } = config;
    if (config.tests.dirs.length === 0) {
      plan.idle.push('The `tests` input is empty: `kyverno test` does not run.');
      return;
    }
    let suites = await discoverSuites(config.tests.dirs, {
      workspace,
      fileName: config.tests.fileName,
      requireTests: config.tests.requireTests,
    });
    const discovery = describeDiscovery(suites, config.tests.dirs, config.tests.fileName);
    logger.info(discovery);
    if (suites.length === 0) plan.idle.push(discovery);
    if (config.tests.scope === 'affected') {
      const { filterAffectedSuites } = await import('../plan/scope.js');
      const affected = await filterAffectedSuites({
        workspace,
        testFiles: localSuiteFiles(suites),
        changes,
        scope: config.tests.scope,
      });
      const keep = new Set(affected.testFiles);
      suites = suites.filter((suite) => suite.kind === 'git' || keep.has(suite.file));
      logger.info(affected.reason);
      if (suites.length === 0) plan.idle.push(`${affected.reason} \`kyverno test\` does not run.`);
    }
    plan.suites = config.shard ? shardSuites(suites, config.shard) : suites;
    // Loaded, and the suites' costs estimated, now, while the head is planned beside `kyverno
    // version`, not once Kyverno is known.
    if (plan.suites.length > 0) {
      const local = plan.suites.filter((suite) => suite.kind === 'local');
      void runnerModules()
        .then(([{ estimateSuiteCosts }]) => estimateSuiteCosts(local, workspace))
        .catch(() => undefined);
    }
  },

  async run({ config, deps, kyverno, onProgress, quiet }, plan, run) {
    if (plan.suites.length === 0) return;
    const [, { runTestSuites }, { withTestDiffs }] = await runnerModules();
    const tests = await runTestSuites({
      kyverno,
      workspace: config.workspace,
      suites: plan.suites,
      fileName: config.tests.fileName,
      ...(config.tests.selector && { selector: config.tests.selector }),
      ...(config.tests.gitBranch && { gitBranch: config.tests.gitBranch }),
      parallelism: config.parallelism,
      ...(deps.runner && { runner: deps.runner }),
      onProgress: (done, total) => onProgress?.('test', done, total),
    });
    const results = quiet
      ? tests.results
      : await withTestDiffs(tests.results, {
          kyverno,
          suites: plan.suites.filter((suite) => suite.kind === 'local'),
          parallelism: config.parallelism,
          ...(deps.runner && { runner: deps.runner }),
        });
    run.results.push(...results);
    run.notices.push(...tests.notices);
  },
};
