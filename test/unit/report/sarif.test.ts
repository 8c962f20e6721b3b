import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyInfo, RunReport } from '../../../src/model/report.js';
import { MAX_SARIF_RESULTS, renderSarif } from '../../../src/report/sarif.js';
import {
  KYVERNO,
  expectGolden,
  failures,
  goldenReport,
  makeReport,
  result,
} from '../../support/make-report.js';
import { sarifValidator } from '../../support/sarif-schema.js';

let validate: Awaited<ReturnType<typeof sarifValidator>>;
beforeAll(async () => {
  validate = await sarifValidator();
});

function expectValid(log: unknown): void {
  const valid = validate(log);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

describe('SARIF', () => {
  it('matches the golden file and the SARIF 2.1.0 schema', async () => {
    const log = renderSarif(goldenReport(), { kyverno: KYVERNO });
    expectValid(log);
    await expectGolden('report.sarif', `${JSON.stringify(log, null, 2)}\n`);
  });

  it('the validator rejects what the schema forbids', () => {
    expect(validate({ version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(false);
    expect(validate({ version: '2.0.0', runs: [] })).toBe(false);
  });

  it('has one run, tool kyverno with its version, one rule per policy/rule, levels from status', () => {
    const log = renderSarif(goldenReport(), { kyverno: KYVERNO });
    expect(log.runs).toHaveLength(1);
    const [run] = log.runs;
    expect(run.tool.driver).toMatchObject({
      name: 'kyverno',
      version: 'v1.19.0',
      semanticVersion: '1.19.0',
    });
    expect(run.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'disallow-latest-tag/require-image-tag',
      'disallow-latest-tag/validate-image-tag',
      'kyverno-error',
      'remote-policy/r',
      'require-labels/check-team',
      'require-probes/validate-probes',
    ]);
    const checkTeam = run.tool.driver.rules[4]!;
    expect(checkTeam.properties).toEqual({
      tags: ['kyverno', 'Pod Security'],
      category: 'Pod Security',
      severity: 'high',
      'security-severity': '8.0',
    });
    expect(checkTeam.help.text.split('\n\n').at(-1)).toBe(
      'Kyverno ClusterPolicy require-labels, rule check-team. Category: Pod Security. ' +
        'Severity: high. Defined in policies/labels.yaml, line 1.',
    );
    expect(run.tool.driver.rules[5]!.defaultConfiguration.level).toBe('warning');
    expect(run.results.map((r) => [r.ruleId, r.level])).toEqual([
      ['kyverno-error', 'error'],
      ['require-labels/check-team', 'error'],
      ['disallow-latest-tag/require-image-tag', 'error'],
      ['require-probes/validate-probes', 'warning'],
    ]);
    for (const sarifResult of run.results) {
      expect(run.tool.driver.rules[sarifResult.ruleIndex]!.id).toBe(sarifResult.ruleId);
    }
    expect(run.results[1]!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'deploy/web.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 1 },
    });
    expect(run.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text)).toContain(
      '1 results from remote test suites have no file in this repository and are not listed.',
    );
  });

  it('encodes file names as URI references and keeps columns', () => {
    const log = renderSarif(
      makeReport([result({ file: 'deploy/my app#1.yaml', line: 7, column: 5 })]),
    );
    expectValid(log);
    expect(log.runs[0].results[0]!.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'deploy/my%20app%231.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 7, startColumn: 5 },
    });
  });

  it(`keeps at most ${MAX_SARIF_RESULTS} results per run and says so`, () => {
    const log = renderSarif(makeReport(failures(MAX_SARIF_RESULTS + 10)));
    expect(log.runs[0].results).toHaveLength(MAX_SARIF_RESULTS);
    expect(log.runs[0].invocations[0]!.toolExecutionNotifications.at(-1)!.message.text).toBe(
      `10 of ${MAX_SARIF_RESULTS + 10} results are left out: GitHub code scanning accepts at most ${MAX_SARIF_RESULTS} per run.`,
    );
  });

  describe('rules described by the policy annotations', () => {
    const labels: PolicyInfo = {
      name: 'require-labels',
      kind: 'ClusterPolicy',
      title: 'Require Labels',
      category: 'Best Practices',
      severity: 'medium',
      description: 'Labels help `kubectl` users.\n\nSee <b>docs</b> @octocat.',
      file: 'policies/labels.yaml',
      line: 4,
    };
    const ruleOf = (report: RunReport, id: string) =>
      renderSarif(report).runs[0].tool.driver.rules.find((rule) => rule.id === id)!;

    it('takes the title, description, category and severity from the policy', () => {
      const log = renderSarif(makeReport([result()], { policies: [labels] }));
      expectValid(log);
      const [rule] = log.runs[0].tool.driver.rules;
      expect(rule).toMatchObject({
        id: 'require-labels/check-team',
        shortDescription: { text: 'Require Labels' },
        fullDescription: { text: 'Labels help `kubectl` users.\n\nSee <b>docs</b> @octocat.' },
        defaultConfiguration: { level: 'error' },
        properties: {
          tags: ['kyverno', 'Best Practices'],
          category: 'Best Practices',
          severity: 'medium',
          'security-severity': '5.5',
        },
      });
      expect(rule!.help.text).toBe(
        'Require Labels\n\nLabels help `kubectl` users.\n\nSee <b>docs</b> @octocat.\n\n' +
          'Kyverno ClusterPolicy require-labels, rule check-team. Category: Best Practices. ' +
          'Severity: medium. Defined in policies/labels.yaml, line 4.',
      );
      // Paragraphs survive; Markdown, HTML and mentions in the annotations do not.
      expect(rule!.help.markdown).toBe(
        '**Require Labels**\n\nLabels help \\`kubectl\\` users.\n\n' +
          'See &lt;b&gt;docs&lt;/b&gt; @\u200boctocat.\n\n' +
          'Kyverno ClusterPolicy require-labels, rule check-team. Category: Best Practices. ' +
          'Severity: medium. Defined in policies/labels.yaml, line 4.',
      );
    });

    it("prefers Kyverno's category and severity on the result to the policy's", () => {
      const rule = ruleOf(
        makeReport([result({ category: 'Security', severity: 'high' })], { policies: [labels] }),
        'require-labels/check-team',
      );
      expect(rule.properties).toMatchObject({ category: 'Security', severity: 'high' });
    });

    it('finds namespaced policies by namespace/name, and by name alone', () => {
      const policies: PolicyInfo[] = [
        { name: 'probes', namespace: 'dev', kind: 'Policy', title: 'Dev probes' },
        { name: 'probes', namespace: 'prod', kind: 'Policy', title: 'Prod probes' },
      ];
      const report = makeReport(
        [
          result({ policy: 'prod/probes', rule: 'a' }),
          result({ policy: 'probes', rule: 'b' }),
          result({ policy: 'staging/probes', rule: 'c' }),
        ],
        { policies },
      );
      expect(ruleOf(report, 'prod/probes/a').shortDescription.text).toBe('Prod probes');
      expect(ruleOf(report, 'probes/b').shortDescription.text).toBe('Dev probes');
      expect(ruleOf(report, 'staging/probes/c').shortDescription.text).toBe('Dev probes');
    });

    it("levels a rule without findings by the policy's severity", () => {
      const passing = (policy: string) => result({ policy, rule: 'r', status: 'pass' });
      const report = makeReport(
        ['critical', 'high', 'medium', 'low', 'info', 'unknown', 'none'].map(passing),
        {
          policies: ['critical', 'high', 'medium', 'low', 'info', 'unknown'].map((severity) => ({
            name: severity,
            kind: 'ValidatingPolicy',
            severity,
          })),
        },
      );
      const levels = Object.fromEntries(
        renderSarif(report).runs[0].tool.driver.rules.map((rule) => [
          rule.id,
          rule.defaultConfiguration.level,
        ]),
      );
      expect(levels).toEqual({
        'critical/r': 'error',
        'high/r': 'error',
        'medium/r': 'warning',
        'low/r': 'note',
        'info/r': 'note',
        'unknown/r': 'error',
        'none/r': 'error',
      });
    });

    it('describes a rule-less policy and a policy the report does not know', () => {
      const report = makeReport(
        [result({ policy: 'vpol', rule: '' }), result({ policy: 'unknown', rule: 'r' })],
        { policies: [{ name: 'vpol', kind: 'ValidatingPolicy' }] },
      );
      expect(ruleOf(report, 'vpol').help).toEqual({
        text: 'Kyverno ValidatingPolicy vpol.',
        markdown: 'Kyverno ValidatingPolicy vpol.',
      });
      expect(ruleOf(report, 'unknown/r')).toMatchObject({
        shortDescription: { text: 'unknown/r' },
        fullDescription: { text: 'Kyverno policy unknown, rule r.' },
      });
    });

    it('cuts a very long description', () => {
      const long = { ...labels, description: 'x'.repeat(50_000) };
      const rule = ruleOf(
        makeReport([result()], { policies: [long] }),
        'require-labels/check-team',
      );
      expect(rule.fullDescription.text).toHaveLength(10_000);
      expect(rule.fullDescription.text.endsWith('…')).toBe(true);
    });
  });
});
