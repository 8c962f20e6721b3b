import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_PACKS } from '../../../src/inputs/config.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { builtinPacksRoot } from '../../../src/plan/builtin-packs.js';
import { discoverSuites } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { kyvernoBinary } from '../../support/kyverno.js';

/** The built-in packs' own suites, run like a user's suites, with the real Kyverno CLI. */
describe.each(BUILTIN_PACKS)('the %s pack passes its own suites (real Kyverno)', (pack) => {
  let results: PolicyResult[] = [];
  let suiteFiles: string[] = [];
  let notices: string[] = [];

  beforeAll(async () => {
    const workspace = builtinPacksRoot();
    const suites = await discoverSuites([pack], { workspace, fileName: 'kyverno-test.yaml' });
    suiteFiles = suites.flatMap((suite) => (suite.kind === 'local' ? [suite.file] : []));
    ({ results, notices } = await runTestSuites({
      kyverno: kyvernoBinary(),
      workspace,
      suites,
      fileName: 'kyverno-test.yaml',
      parallelism: 2,
    }));
  });

  it('has one suite per policy, in the hidden .kyverno-test folder next to it', () => {
    expect(suiteFiles.length).toBeGreaterThanOrEqual(5);
    for (const file of suiteFiles)
      expect(file).toMatch(/^[^/]+\/[^/]+\/\.kyverno-test\/kyverno-test\.yaml$/);
  });

  it('every expected result holds, failing and skipped resources included', () => {
    const broken = results.filter(
      (result) => result.status === 'fail' || result.status === 'error',
    );
    expect(broken.map((r) => `${r.suite}: ${r.resource.name}: ${r.reason} ${r.message}`)).toEqual(
      [],
    );
    expect(notices).toEqual([]);
    for (const file of suiteFiles) {
      const own = results.filter((result) => result.suite === file);
      expect(own.filter((r) => r.status === 'pass').length, file).toBeGreaterThanOrEqual(4);
      expect(own.filter((r) => r.status === 'skip').length, file).toBeGreaterThanOrEqual(1);
    }
  });

  it('checks every resource of every suite', () => {
    // Pass, fail and skip expectations of the kyverno-production suites, resource by resource.
    if (pack === 'kyverno-production') expect(results).toHaveLength(35);
  });
});
