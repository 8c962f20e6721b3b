import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { discoverSuites, type Suite } from '../../../src/plan/suites.js';
import { runTestSuites, type TestStageOptions } from '../../../src/run/kyverno-test.js';
import { runProcess, type ProcessRunner } from '../../../src/process/run-process.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = fileURLToPath(new URL('../../fixtures/suites/outcomes/', import.meta.url));
const fileName = 'kyverno-test.yaml';

const brief = (result: PolicyResult) =>
  [result.file, result.line, result.status, result.reason, result.resource.name].join(' | ');

/** What every suite of test/fixtures/suites/outcomes must produce. */
const EXPECTED = [
  'cluster-scoped/kyverno-test.yaml | 10 | pass | Ok | owned',
  'cluster-scoped/kyverno-test.yaml | 16 | fail | Want pass, got fail | orphan',
  'deprecated/kyverno-test.yaml | 1 | error | Deprecated schema | ',
  'escaping/kyverno-test.yaml | 11 | pass | Ok | big',
  'escaping/kyverno-test.yaml | 18 | fail | Want pass, got fail | huge',
  'excluded/kyverno-test.yaml | 10 | pass | Ok | app',
  'excluded/kyverno-test.yaml | 17 | skip | Excluded | node-agent',
  'fail/kyverno-test.yaml | 10 | pass | Ok | good-pod',
  'fail/kyverno-test.yaml | 17 | fail | Want pass, got fail | bad-pod',
  'generate/kyverno-test.yaml | 10 | pass | Ok | default-quota',
  'hidden/.kyverno-test/kyverno-test.yaml | 10 | pass | Ok | labelled',
  'hidden/.kyverno-test/kyverno-test.yaml | 16 | pass | Ok | unlabelled',
  'invalid-policy/kyverno-test.yaml | 10 | skip | Invalid Policy | good-pod',
  'load-error/kyverno-test.yaml | 21 | error | Load error | ',
  'missing-policy/kyverno-test.yaml | 7 | error | Run error | ',
  'multi-doc/kyverno-test.yaml | 10 | pass | Ok | good-pod',
  'multi-doc/kyverno-test.yaml | 26 | pass | Ok | bad-pod',
  'mutate-diff/kyverno-test.yaml | 10 | fail | Resource diff | web',
  'nested-broken/inner/kyverno-test.yaml | 12 | error | Load error | ',
  'nested-broken/kyverno-test.yaml | 1 | error | Not run | ',
  'nested/inner/kyverno-test.yaml | 10 | fail | Want pass, got fail | bad-pod',
  'nested/kyverno-test.yaml | 10 | pass | Ok | good-pod',
  'not-found/kyverno-test.yaml | 10 | pass | Ok | good-pod',
  'not-found/kyverno-test.yaml | 17 | fail | Not found | bad-pod',
  'pass/kyverno-test.yaml | 10 | pass | Ok | good-pod',
  'pass/kyverno-test.yaml | 16 | pass | Ok | bad-pod',
  'pass/kyverno-test.yaml | 22 | pass | Ok | good-deployment',
  'skip/kyverno-test.yaml | 10 | pass | Ok | prod-pod',
  'skip/kyverno-test.yaml | 17 | skip | Ok | dev-pod',
];

describe('the test stage over suites made for each outcome (real Kyverno)', () => {
  let suites: Suite[] = [];
  const calls: string[][] = [];
  const recordingRunner: ProcessRunner = (command, args, options) => {
    calls.push([...args]);
    return runProcess(command, args, options);
  };
  const stage = (options: Partial<TestStageOptions> = {}) =>
    runTestSuites({
      kyverno: kyvernoBinary(),
      workspace,
      suites,
      fileName,
      parallelism: 2,
      ...options,
    });

  beforeAll(async () => {
    suites = await discoverSuites(['.'], { workspace, fileName });
  });

  it('gives every suite its outcome, at its line, while broken suites share processes', async () => {
    const progress: string[] = [];
    const { results, notices } = await stage({
      runner: recordingRunner,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(results.map(brief)).toEqual(EXPECTED);
    expect(notices).toEqual([]);
    expect(progress.at(-1)).toBe(`${suites.length}/${suites.length}`);
    // Two processes to start with; the folders a broken suite stopped ran again without it.
    expect(calls.length).toBeGreaterThan(2);
    // A nested suite is covered by its outer folder, never given to Kyverno on its own.
    const folders = calls.flatMap((args) => args.filter((arg) => arg.startsWith('./')));
    expect(folders).toContain('./nested');
    expect(folders.filter((folder) => folder.includes('/inner'))).toEqual([]);
    expect(calls[0]).toEqual(
      expect.arrayContaining(['--output-format', 'junit', '--detailed-results', '--remove-color']),
    );
  });

  it('gives the same results with one process per suite folder', async () => {
    const { results } = await stage({ foldersPerProcess: 1 });
    expect(results.map(brief)).toEqual(EXPECTED);
  });

  it('explains each error and what to do', async () => {
    const { results } = await stage({
      suites: suites.filter(
        (suite) =>
          suite.kind === 'local' && /load-error|deprecated|missing|nested-broken/.test(suite.file),
      ),
    });
    const messages = Object.fromEntries(results.map((result) => [result.file, result.message]));
    expect(messages).toEqual({
      'deprecated/kyverno-test.yaml': expect.stringContaining(
        'add `apiVersion: cli.kyverno.io/v1alpha1`',
      ),
      'load-error/kyverno-test.yaml': expect.stringMatching(
        /unknown field "isMutatingPolcy".*fix the field/,
      ),
      'missing-policy/kyverno-test.yaml': expect.stringMatching(
        /require-cost-center\.yaml: no such file or directory.*Check the paths listed under `policies`/,
      ),
      'nested-broken/inner/kyverno-test.yaml': expect.stringContaining('unknown field "resource"'),
      'nested-broken/kyverno-test.yaml': expect.stringContaining(
        'Kyverno stopped at nested-broken/inner/kyverno-test.yaml',
      ),
    });
  });

  it('keeps the messages Kyverno left unescaped, and the diff of a mutation', async () => {
    const { results } = await stage({
      suites: suites.filter(
        (suite) => suite.kind === 'local' && /escaping|mutate-diff/.test(suite.file),
      ),
    });
    expect(results.map((result) => result.message)).toEqual([
      'validation error: replicas <= 3 & "small" only ]]> see <docs>. rule max-replicas failed at path /spec/replicas/',
      'validation error: replicas <= 3 & "small" only ]]> see <docs>. rule max-replicas failed at path /spec/replicas/',
      expect.stringMatching(/^Patched resource didn't match[^]*cost-center: platfinanceorm/),
    ]);
  });

  it('passes the selector to Kyverno', async () => {
    const { results } = await stage({
      suites: suites.filter((suite) => suite.kind === 'local' && suite.file.startsWith('pass/')),
      selector: 'policy=require-team-label,rule=check-team,resource=bad-pod',
    });
    expect(results.map(brief)).toEqual(['pass/kyverno-test.yaml | 16 | pass | Ok | bad-pod']);
  });

  it('stops a suite that runs past the timeout, alone, without losing the others', async () => {
    const { results } = await stage({
      suites: suites.filter((suite) => suite.kind === 'local' && /^(pass|fail)\//.test(suite.file)),
      timeoutMs: 1,
    });
    expect(results.map(brief)).toEqual([
      'fail/kyverno-test.yaml | 1 | error | Timed out | ',
      'pass/kyverno-test.yaml | 1 | error | Timed out | ',
    ]);
    expect(results[0]?.message).toContain('did not finish within 1 ms');
  });
});
