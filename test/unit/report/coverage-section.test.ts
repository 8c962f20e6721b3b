import { describe, expect, it } from 'vitest';
import { withEntry, type CoverageReport, type CoverageUnit } from '../../../src/model/coverage.js';
import type { RunReport } from '../../../src/model/report.js';
import { emptyCounts } from '../../../src/model/result.js';
import { renderCheckOutput } from '../../../src/report/check-run.js';
import { addCoverageSection } from '../../../src/report/coverage-section.js';
import { BoundedMarkdown } from '../../../src/report/markdown.js';
import { renderTerminal } from '../../../src/report/terminal.js';

const units: CoverageUnit[] = [
  {
    file: 'policies/labels.yaml',
    line: 9,
    policy: 'require-team-label',
    rule: 'check-team',
    kind: 'ClusterPolicy',
    type: 'validate',
    failing: true,
    passing: true,
    checked: false,
    matchKind: 'Pod',
  },
  {
    file: 'policies/labels.yaml',
    line: 20,
    policy: 'require-team-label',
    rule: 'check_owner',
    kind: 'ClusterPolicy',
    type: 'validate',
    failing: false,
    passing: true,
    checked: false,
    matchKind: 'Deployment',
  },
];

const coverage: CoverageReport = {
  units: units.map(withEntry),
  minimum: 60,
  untested: [{ file: 'policies/other.yaml', line: 1, policy: 'disallow-latest' }],
};

const report: RunReport = {
  schemaVersion: 1,
  kyvernoVersion: '1.19.1',
  summary: emptyCounts(),
  results: [],
  skipped: [],
  notices: [],
  coverage,
};
const verdict = { failed: true, reason: 'Kyverno policy check failed: coverage.' };

describe('the coverage section', () => {
  it('shows the table, each unit not fully covered with a results entry to paste, and untested policies', () => {
    const doc = new BoundedMarkdown(100_000, 'for the test');
    addCoverageSection(doc, report);
    expect(doc.toString()).toBe(
      [
        '### Coverage',
        '',
        '| Coverage | Units | Fully covered | Not fully covered | Untested policies |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| 50.0 % (min-coverage 60 %: not met) | 2 | 1 | 1 | 1 |',
        '',
        'Not fully covered (1):',
        '',
        '| Policy / rule | Kind | Lacks | Location |',
        '| --- | --- | --- | --- |',
        '| require-team-label / check\\_owner | ClusterPolicy | no failing case \\(\\`result: fail\\`\\) | policies/labels.yaml:20 |',
        '',
        '<details><summary>A results entry to add for require-team-label / check_owner (policies/labels.yaml:20)</summary>',
        '',
        '````yaml',
        '- policy: require-team-label',
        '  rule: check_owner',
        '  resources:',
        '    - REPLACE-WITH-A-RESOURCE-NAME',
        '  kind: Deployment',
        '  result: fail',
        '````',
        '',
        '</details>',
        '',
        'Policies given to `policies` that no test suite loads (1):',
        '',
        '| Policy | Location |',
        '| --- | --- |',
        '| disallow-latest | policies/other.yaml:1 |',
        '',
      ].join('\n'),
    );
  });

  it('gives the check run the short table and the terminal one line', () => {
    const output = renderCheckOutput(report, { verdict });
    expect(output.summary).toContain(
      '### Coverage\n\n| Coverage | Units | Fully covered | Not fully covered | Untested policies |',
    );
    expect(renderTerminal(report, { verdict, color: false })).toContain(
      'coverage: 50.0 % (1 of 2 units fully covered, 1 untested policies)',
    );
  });
});
