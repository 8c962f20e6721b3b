import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SARIF_RESULTS, renderSarif } from '../../../src/report/sarif.js';
import {
  KYVERNO,
  expectGolden,
  failures,
  goldenReport,
  makeReport,
  result,
} from './make-report.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * The OASIS SARIF 2.1.0 schema as shipped by @microsoft/jest-sarif (draft-04: its top-level `id`
 * becomes `$id` for Ajv, which reads draft-07; the schema uses no other draft-04-only keyword).
 */
async function sarifValidator() {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json');
  const schema = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const { id } = schema;
  delete schema.$schema;
  delete schema.id;
  // The schema's `language` pattern is valid only without the `u` flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  addFormats(ajv);
  return ajv.compile({ ...schema, $id: String(id) });
}

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
    expect(checkTeam.help.text).toBe(
      'Kyverno policy require-labels, rule check-team. Category: Pod Security. Severity: high.',
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
});
