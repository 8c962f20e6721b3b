import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uncoveredChangeWarnings } from '../../../src/coverage/index.js';
import { reviewTestRows } from '../../../src/coverage/review.js';
import { loadSuites } from '../../../src/coverage/suites.js';
import { compareWithBase } from '../../../src/model/baseline.js';
import { withEntry, type CoverageReport } from '../../../src/model/coverage.js';
import type { PolicyResult } from '../../../src/model/result.js';

const workspace = fileURLToPath(new URL('../../fixtures/suites/vacuous/', import.meta.url));

/** The two rows Kyverno printed for suite `shorthand` (kyverno-cli.md 8.1: `Pass` / `Excluded`). */
const rows: PolicyResult[] = ['bad-deploy', 'good-deploy'].map((name, index) => ({
  source: 'test',
  status: 'skip',
  policy: 'require-team-label',
  rule: 'check-team',
  resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name },
  message: 'The policy did not apply to this resource (no rule matched it, or it was excluded).',
  reason: 'Excluded',
  file: 'shorthand/kyverno-test.yaml',
  line: index === 0 ? 10 : 16,
  column: 5,
  suite: 'shorthand/kyverno-test.yaml',
}));

describe('vacuous rows and the baseline', () => {
  it('marks a vacuous entry that the base commit had too as existing', async () => {
    const suites = await loadSuites(workspace, ['shorthand/kyverno-test.yaml']);
    const head = reviewTestRows(rows, suites, 'fail');
    const base = reviewTestRows(rows, suites, 'fail');
    const compared = compareWithBase(head, base);
    expect(compared.results.map((result) => [result.status, result.baseline])).toEqual([
      ['fail', 'existing'],
      ['warn', 'existing'],
    ]);
    expect(compared.fixed).toEqual([]);
  });
});

describe('a pull request that adds or changes a policy with a unit not fully covered', () => {
  const coverage: CoverageReport = {
    units: [
      {
        file: 'policies/a.yaml',
        line: 9,
        policy: 'a',
        rule: 'check',
        kind: 'ClusterPolicy',
        type: 'validate' as const,
        failing: true,
        passing: false,
        checked: false,
      },
      {
        file: 'policies/b.yaml',
        line: 1,
        policy: 'b',
        rule: '',
        kind: 'ValidatingPolicy',
        type: 'validate' as const,
        failing: false,
        passing: false,
        checked: false,
      },
    ].map(withEntry),
    untested: [],
  };

  it('warns at each such unit of a changed file, whatever min-coverage says', () => {
    expect(uncoveredChangeWarnings(coverage, ['policies/a.yaml', 'README.md'])).toEqual([
      {
        source: 'test',
        status: 'warn',
        policy: 'a',
        rule: 'check',
        resource: { apiVersion: '', kind: '', namespace: '', name: '' },
        message:
          'Rule `check` of policy `a` is not fully covered by the tests: no passing case (`result: pass`). ' +
          'See the coverage section for a results entry to add.',
        reason: 'Not covered',
        file: 'policies/a.yaml',
        line: 9,
      },
    ]);
    expect(uncoveredChangeWarnings(coverage, []).length).toBe(0);
    expect(uncoveredChangeWarnings(undefined, ['policies/a.yaml'])).toEqual([]);
  });
});
