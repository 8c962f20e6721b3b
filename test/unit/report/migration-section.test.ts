/** The job summary's "Migration" section and the JSON report's `migration` (migration-report). */
import { describe, expect, it } from 'vitest';
import type { MigrationInfo } from '../../../src/model/report.js';
import { renderJsonReport } from '../../../src/report/json-file.js';
import { renderSummary } from '../../../src/report/summary.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { githubContext, KYVERNO, makeReport } from '../../support/make-report.js';

const migration: MigrationInfo[] = [
  {
    file: 'policies/require-labels.yaml',
    line: 1,
    policy: 'require-labels',
    status: 'equivalent',
    reason: '4 expected result(s) hold and 4 resource(s) give the same outcome.',
    converted: 'apiVersion: policies.kyverno.io/v1\nkind: ValidatingPolicy\n# ``` stays inside\n',
    suites: ['policies/.kyverno-test/kyverno-test.yaml'],
    resourcesCompared: 4,
  },
  {
    file: 'policies/mutate.yaml',
    line: 3,
    policy: 'add-<labels>',
    status: 'unsupported',
    reason:
      'mutate rule add (only validate rules convert) (policies/mutate.yaml:9) does not convert.',
    converted: null,
    suites: [],
    resourcesCompared: 0,
  },
];

const summary = (withMigration: boolean) => {
  const report = { ...makeReport([]), ...(withMigration && { migration }) };
  return renderSummary(report, {
    verdict: verdict(report, 'fail'),
    ctx: githubContext(),
    kyverno: KYVERNO,
  });
};

describe('migration report', () => {
  it('adds a Migration section with counts and one collapsible block per policy', () => {
    const text = summary(true);
    expect(text).toContain('### Migration: 2 legacy policies to ValidatingPolicy');
    expect(text).toContain('| equivalent | 1 |');
    expect(text).toContain('| differs | 0 |');
    expect(text).toContain('| unsupported | 1 |');
    expect(text).toContain(
      '<details><summary>equivalent: require-labels (policies/require-labels.yaml:1)</summary>',
    );
    expect(text).toContain(
      '````yaml\napiVersion: policies.kyverno.io/v1\nkind: ValidatingPolicy\n# ``` stays inside\n````',
    );
    expect(text).toContain(
      '<summary>unsupported: add-&lt;labels&gt; (policies/mutate.yaml:3)</summary>',
    );
  });

  it('leaves the summary alone without migration results', () => {
    expect(summary(false)).not.toContain('Migration');
  });

  it('attaches the conversions to the JSON report, schemaVersion unchanged', () => {
    const json = JSON.parse(renderJsonReport({ ...makeReport([]), migration }));
    expect(json.schemaVersion).toBe(1);
    expect(json.migration).toEqual(migration);
  });
});
