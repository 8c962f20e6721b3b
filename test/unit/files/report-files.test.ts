import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { countResults, type PolicyResult } from '../../../src/model/result.js';
import { writeJsonReport, writeJUnitReport } from '../../../src/files/report-files.js';
import { readJsonReport } from '../../../src/parse/json-report.js';
import { renderJUnit } from '../../../src/report/junit-file.js';

const pod = (name: string) => ({ apiVersion: 'v1', kind: 'Pod', namespace: 'default', name });

const RESULTS: PolicyResult[] = [
  {
    source: 'test',
    status: 'fail',
    policy: 'limit-replicas',
    rule: 'max-replicas',
    resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'huge' },
    message: 'replicas <= 3 & "small" only ]]> see <docs>\nsecond line \u001b[31mred\u001b[0m',
    reason: 'Want pass, got fail',
    file: 'escaping/kyverno-test.yaml',
    line: 18,
    column: 5,
    suite: 'escaping/kyverno-test.yaml',
  },
  {
    source: 'test',
    status: 'pass',
    policy: 'limit-replicas',
    rule: 'max-replicas',
    resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'big' },
    message: 'ok',
    reason: 'Ok',
    file: 'escaping/kyverno-test.yaml',
    line: 11,
    suite: 'escaping/kyverno-test.yaml',
  },
  {
    source: 'test',
    status: 'skip',
    policy: 'require-owner-in-prod',
    rule: 'check-owner',
    resource: pod('dev-pod'),
    message: 'preconditions not met',
    reason: 'Ok',
    file: 'skip/kyverno-test.yaml',
    line: 17,
    suite: 'skip/kyverno-test.yaml',
  },
  {
    source: 'test',
    status: 'error',
    policy: '',
    rule: '',
    resource: { apiVersion: '', kind: '', namespace: '', name: '' },
    message: 'Kyverno could not load this test file: json: unknown field "isMutatingPolcy".',
    reason: 'Load error',
    file: 'load-error/kyverno-test.yaml',
    line: 21,
    suite: 'load-error/kyverno-test.yaml',
  },
  {
    source: 'test',
    status: 'pass',
    policy: 'p',
    rule: 'r',
    resource: pod('remote'),
    message: 'ok',
    reason: 'Ok',
    suite: 'http://127.0.0.1:1/org/repo',
  },
  {
    source: 'apply',
    status: 'warn',
    policy: 'require-team-label',
    rule: 'check-team',
    resource: pod('web'),
    message: 'The label `team` is required.',
    reason: 'audit',
    file: 'manifests/web.yaml',
    line: 3,
    category: 'Best Practices',
    severity: 'medium',
  },
];

const report: RunReport = {
  schemaVersion: 1,
  kyvernoVersion: 'v1.19.0',
  summary: countResults(RESULTS),
  results: RESULTS,
  skipped: [{ file: 'manifests/values.yaml', line: 1, reason: 'not a Kubernetes resource' }],
  notices: ['a notice'],
};

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'report-files-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('JSON report file', () => {
  it('writes the stable format and reads it back', async () => {
    const file = path.join(folder, 'nested/results.json');
    await writeJsonReport(file, { ...report, shard: { index: 1, total: 2 } });
    const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([
      'schemaVersion',
      'kyvernoVersion',
      'summary',
      'results',
      'skipped',
      'notices',
      'shard',
    ]);
    expect(data.summary).toEqual({ pass: 2, fail: 1, warn: 1, error: 1, skip: 1 });
    expect(Object.keys((data.results as object[])[0] ?? {})).toEqual([
      'source',
      'status',
      'policy',
      'rule',
      'resource',
      'message',
      'reason',
      'file',
      'line',
      'column',
      'suite',
    ]);
    expect(await readJsonReport(file)).toEqual({ ...report, shard: { index: 1, total: 2 } });
  });

  it.each([
    ['not JSON', '{', /is not a Kyverno Policy Check results file: invalid JSON/],
    [
      'another schema version',
      JSON.stringify({ ...report, schemaVersion: 2 }),
      /schemaVersion is 2, but only 1 can be read/,
    ],
    [
      'a bad status',
      JSON.stringify({ ...report, results: [RESULTS[0], { ...RESULTS[1], status: 'passed' }] }),
      /report\.results\[1\]\.status must be one of pass, fail, warn, error, skip/,
    ],
    [
      'a missing field',
      JSON.stringify({ ...report, notices: undefined }),
      /report\.notices is missing/,
    ],
    [
      'a bad resource',
      JSON.stringify({ ...report, results: [{ ...RESULTS[0], resource: { name: 'x' } }] }),
      /report\.results\[0\]\.resource\.apiVersion is missing/,
    ],
    [
      'counts that do not add up',
      JSON.stringify({ ...report, summary: { ...report.summary, fail: 3 } }),
      /summary\.fail is 3 but the file holds 1 fail results/,
    ],
  ])('rejects %s with a message naming the file', async (_case, text, message) => {
    const file = path.join(folder, 'shard-1.json');
    await writeFile(file, text);
    const error = await readJsonReport(file).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(message);
  });

  it('names a file that cannot be read', async () => {
    const file = path.join(folder, 'missing.json');
    await expect(readJsonReport(file)).rejects.toThrow(`cannot read the results file ${file}`);
  });
});

describe('normalized JUnit report', () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (name) => name === 'testsuite' || name === 'testcase',
  });
  const xml = renderJUnit(report, new Date('2026-01-02T03:04:05.678Z'));
  const parsed = parser.parse(xml) as {
    testsuites: Record<string, string> & {
      testsuite: (Record<string, string> & { testcase: Record<string, unknown>[] })[];
    };
  };
  const suites = parsed.testsuites.testsuite;

  it('is well-formed XML with totals', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(parsed.testsuites).toMatchObject({
      name: 'Kyverno Policy Check',
      tests: '6',
      failures: '1',
      errors: '1',
      skipped: '1',
      time: '0',
    });
  });

  it('has one testsuite per suite file (per manifest for apply), with counts, times and file', () => {
    expect(
      suites.map((suite) => [
        suite.name,
        suite.tests,
        suite.failures,
        suite.errors,
        suite.skipped,
        suite.file,
      ]),
    ).toEqual([
      ['escaping/kyverno-test.yaml', '2', '1', '0', '0', 'escaping/kyverno-test.yaml'],
      ['skip/kyverno-test.yaml', '1', '0', '0', '1', 'skip/kyverno-test.yaml'],
      ['load-error/kyverno-test.yaml', '1', '0', '1', '0', 'load-error/kyverno-test.yaml'],
      ['http://127.0.0.1:1/org/repo', '1', '0', '0', '0', undefined],
      ['kyverno apply: manifests/web.yaml', '1', '0', '0', '0', 'manifests/web.yaml'],
    ]);
    expect(
      suites.every((suite) => suite.time === '0' && suite.timestamp === '2026-01-02T03:04:05'),
    ).toBe(true);
  });

  it('closes failures with their message, escapes them, and drops ANSI escapes', () => {
    const failure = suites[0]?.testcase[0];
    expect(failure).toMatchObject({
      name: 'max-replicas Deployment default/huge',
      classname: 'limit-replicas',
      file: 'escaping/kyverno-test.yaml',
      line: '18',
      time: '0',
      failure: {
        message: 'Want pass, got fail: replicas <= 3 & "small" only ]]> see <docs>',
        type: 'Want pass, got fail',
      },
    });
    const text = (failure?.failure as Record<string, string>)['#text'];
    expect(text).toContain('Message: replicas <= 3 & "small" only ]]> see <docs>\nsecond line red');
    expect(text).toContain('Location: escaping/kyverno-test.yaml:18');
    expect(xml).not.toContain('\u001b');
    expect(xml).toContain('replicas &lt;= 3 &amp; &quot;small&quot; only ]]&gt; see &lt;docs&gt;');
  });

  it('marks skips with <skipped/>, errors with <error>, and passes and warnings with output only', () => {
    expect(xml).toMatch(/<skipped message="Ok: preconditions not met"\/>/);
    expect(suites[2]?.testcase[0]).toMatchObject({
      name: 'Load error',
      classname: 'kyverno test',
      line: '21',
      error: { type: 'Load error' },
    });
    expect(suites[0]?.testcase[1]).not.toHaveProperty('failure');
    expect(suites[4]?.testcase[0]?.['system-out']).toMatch(/^WARNING\nStatus: warn/);
  });

  it('writes the file', async () => {
    const file = path.join(folder, 'out/junit.xml');
    await writeJUnitReport(file, report, new Date('2026-01-02T03:04:05.678Z'));
    expect(await readFile(file, 'utf8')).toBe(xml);
  });
});
