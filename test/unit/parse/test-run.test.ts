import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { interpretTestRun, type TestRun } from '../../../src/parse/junit/test-run.js';
import { readCapture } from './captures.js';

const outcomes = new URL('../../fixtures/suites/outcomes/', import.meta.url);

const SUITES = [
  'cluster-scoped/kyverno-test.yaml',
  'deprecated/kyverno-test.yaml',
  'escaping/kyverno-test.yaml',
  'excluded/kyverno-test.yaml',
  'fail/kyverno-test.yaml',
  'generate/kyverno-test.yaml',
  'hidden/.kyverno-test/kyverno-test.yaml',
  'invalid-policy/kyverno-test.yaml',
  'load-error/kyverno-test.yaml',
  'missing-policy/kyverno-test.yaml',
  'multi-doc/kyverno-test.yaml',
  'mutate-diff/kyverno-test.yaml',
  'nested/inner/kyverno-test.yaml',
  'nested/kyverno-test.yaml',
  'nested-broken/inner/kyverno-test.yaml',
  'nested-broken/kyverno-test.yaml',
  'not-found/kyverno-test.yaml',
  'pass/kyverno-test.yaml',
  'skip/kyverno-test.yaml',
];

const texts = new Map(SUITES.map((file) => [file, readFileSync(new URL(file, outcomes), 'utf8')]));

/** A run as the stage builds it, with the workspace at test/fixtures/suites/outcomes. */
function run(capture: string, suites: string[], overrides: Partial<TestRun> = {}): TestRun {
  return {
    target: '.',
    remote: false,
    suites,
    ...readCapture(capture),
    timedOut: false,
    fileOf: (printed) => printed.replace(/^\.\//, ''),
    texts,
    ...overrides,
  };
}

const brief = (result: PolicyResult) =>
  [result.suite, result.line, result.status, result.reason, result.resource.name].join(' | ');

describe('interpretTestRun on real outputs', () => {
  const { results, notices } = interpretTestRun(
    run(
      'outcomes-detailed',
      SUITES.filter((file) => !/deprecated|load-error|missing|broken/.test(file)),
    ),
  );
  const inSuite = (suite: string) =>
    results.filter((result) => result.suite === `${suite}/kyverno-test.yaml`);

  it('agrees with Kyverno summary: no notice', () => {
    expect(notices).toEqual([]);
  });

  it('places every row at its results[] entry', () => {
    expect(inSuite('fail').map(brief)).toEqual([
      'fail/kyverno-test.yaml | 10 | pass | Ok | good-pod',
      'fail/kyverno-test.yaml | 17 | fail | Want pass, got fail | bad-pod',
    ]);
    expect(inSuite('multi-doc').map(brief)).toEqual([
      'multi-doc/kyverno-test.yaml | 10 | pass | Ok | good-pod',
      'multi-doc/kyverno-test.yaml | 26 | pass | Ok | bad-pod',
    ]);
    expect(inSuite('fail')[1]).toMatchObject({
      source: 'test',
      policy: 'require-team-label',
      rule: 'check-team',
      resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'bad-pod' },
      message:
        'validation error: The label `team` is required. rule check-team failed at path /metadata/labels/',
      file: 'fail/kyverno-test.yaml',
      column: 5,
    });
  });

  it('tells an expected skip and an excluded resource from a pass', () => {
    expect(inSuite('skip').map(brief)).toEqual([
      'skip/kyverno-test.yaml | 10 | pass | Ok | prod-pod',
      'skip/kyverno-test.yaml | 17 | skip | Ok | dev-pod',
    ]);
    expect(inSuite('excluded').map(brief)).toEqual([
      'excluded/kyverno-test.yaml | 10 | pass | Ok | app',
      'excluded/kyverno-test.yaml | 17 | skip | Excluded | node-agent',
    ]);
    expect(inSuite('invalid-policy')).toEqual([
      expect.objectContaining({
        status: 'skip',
        reason: 'Invalid Policy',
        message: expect.stringContaining('only select variables are allowed in background mode'),
        line: 10,
      }),
    ]);
  });

  it('fails a typo in the policy name at the entry that has it', () => {
    expect(inSuite('not-found')[1]).toMatchObject({
      status: 'fail',
      reason: 'Not found',
      policy: 'require-team-labels',
      line: 17,
      message: expect.stringContaining('returned no result for this resource'),
    });
  });

  it('reads mutate diffs, generated resources, autogen rules and cluster-scoped resources', () => {
    expect(inSuite('mutate-diff')).toEqual([
      expect.objectContaining({ status: 'fail', reason: 'Resource diff', line: 10 }),
    ]);
    expect(inSuite('generate')).toEqual([
      expect.objectContaining({
        status: 'pass',
        resource: { apiVersion: '', kind: '', namespace: '', name: 'default-quota' },
        line: 10,
      }),
    ]);
    expect(
      inSuite('pass').map((result) => [result.rule, result.line, result.resource.namespace]),
    ).toEqual([
      ['check-team', 10, 'default'],
      ['check-team', 16, 'default'],
      ['autogen-check-team', 22, 'shop'],
    ]);
    expect(
      inSuite('cluster-scoped').map((result) => [
        result.status,
        result.resource.kind,
        result.resource.namespace,
        result.line,
      ]),
    ).toEqual([
      ['pass', 'Namespace', '', 10],
      ['fail', 'Namespace', '', 16],
    ]);
  });

  it('attributes each document of nested suites and of a hidden folder to its own file', () => {
    expect(inSuite('nested').map(brief)).toEqual([
      'nested/kyverno-test.yaml | 10 | pass | Ok | good-pod',
    ]);
    expect(inSuite('nested/inner').map(brief)).toEqual([
      'nested/inner/kyverno-test.yaml | 10 | fail | Want pass, got fail | bad-pod',
    ]);
    expect(
      results
        .filter((result) => result.suite === 'hidden/.kyverno-test/kyverno-test.yaml')
        .map(brief),
    ).toEqual([
      'hidden/.kyverno-test/kyverno-test.yaml | 10 | pass | Ok | labelled',
      'hidden/.kyverno-test/kyverno-test.yaml | 16 | pass | Ok | unlabelled',
    ]);
  });
});

describe('interpretTestRun when Kyverno cannot run a suite', () => {
  it('turns load errors into errors at the offending key and marks the suites it stopped', () => {
    const { results } = interpretTestRun(run('load-errors', SUITES));
    const errors = results.filter((result) => result.reason === 'Load error');
    expect(errors.map(brief)).toEqual([
      'load-error/kyverno-test.yaml | 21 | error | Load error | ',
      'nested-broken/inner/kyverno-test.yaml | 12 | error | Load error | ',
    ]);
    expect(errors[0]?.message).toContain('unknown field "isMutatingPolcy"');
    const notRun = results.filter((result) => result.reason === 'Not run');
    expect(notRun).toHaveLength(SUITES.length - 2);
    expect(notRun[0]?.message).toContain('Kyverno stopped at load-error/kyverno-test.yaml');
  });

  it('turns a deprecated schema into an error at its top-level name', () => {
    const { results } = interpretTestRun(run('deprecated', ['deprecated/kyverno-test.yaml']));
    expect(results).toEqual([
      expect.objectContaining({
        status: 'error',
        reason: 'Deprecated schema',
        file: 'deprecated/kyverno-test.yaml',
        line: 1,
        message: expect.stringContaining('apiVersion: cli.kyverno.io/v1alpha1'),
      }),
    ]);
  });

  it('keeps earlier suites results and places a missing policy file at its line', () => {
    const { results } = interpretTestRun(
      run('missing-policy', ['missing-policy/kyverno-test.yaml', 'pass/kyverno-test.yaml']),
    );
    expect(results.map(brief)).toEqual([
      'pass/kyverno-test.yaml | 10 | pass | Ok | good-pod',
      'pass/kyverno-test.yaml | 16 | pass | Ok | bad-pod',
      'pass/kyverno-test.yaml | 22 | pass | Ok | good-deployment',
      'missing-policy/kyverno-test.yaml | 7 | error | Run error | ',
    ]);
    expect(results[3]?.message).toContain(
      'stat missing-policy/require-cost-center.yaml: no such file or directory',
    );
  });

  it('reports a crash and a timeout on the suite Kyverno was running', () => {
    const stdout = 'Loading test  ( pass/kyverno-test.yaml ) ...\n  Loading values/variables ...\n';
    const crashed = interpretTestRun(
      run('no-tests', ['pass/kyverno-test.yaml'], { stdout, stderr: 'panic: boom\n', exitCode: 2 }),
    );
    expect(crashed.results).toEqual([
      expect.objectContaining({
        status: 'error',
        reason: 'Crashed',
        file: 'pass/kyverno-test.yaml',
        line: 1,
        message: expect.stringContaining('exited with code 2 without a summary: panic: boom'),
      }),
    ]);
    const timedOut = interpretTestRun(
      run('no-tests', ['pass/kyverno-test.yaml', 'fail/kyverno-test.yaml'], {
        stdout,
        stderr: '',
        exitCode: 137,
        timedOut: true,
        timeoutMs: 30_000,
      }),
    );
    expect(timedOut.results.map(brief)).toEqual([
      'pass/kyverno-test.yaml | 1 | error | Timed out | ',
      'fail/kyverno-test.yaml | 1 | error | Not run | ',
    ]);
    expect(timedOut.results[0]?.message).toContain('did not finish within 30 s');
  });

  it('reports loudly when Kyverno summary disagrees with the testcases read', () => {
    const capture = readCapture('outcomes-detailed');
    const { notices } = interpretTestRun(
      run('outcomes-detailed', [], {
        stdout: capture.stdout.replace(
          'Test Summary: 18 tests passed',
          'Test Summary: 19 tests passed',
        ),
      }),
    );
    expect(notices).toEqual([
      expect.stringMatching(
        /^\.: MISMATCH: Kyverno's summary says 19 tests passed and 6 failed, but its JUnit output held 18 passing and 6 failing/,
      ),
    ]);
  });

  it('gives results of a git URL no local file', () => {
    const url = 'http://127.0.0.1:1/org/repo';
    const { results } = interpretTestRun(
      run('outcomes-detailed', [], { target: url, remote: true }),
    );
    expect(results.length).toBeGreaterThan(0);
    expect(
      results.every(
        (result) => result.file === undefined && result.line === undefined && result.suite === url,
      ),
    ).toBe(true);
  });
});
