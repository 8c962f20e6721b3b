import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewTestRows } from '../../../src/coverage/review.js';
import { loadSuites } from '../../../src/coverage/suites.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { interpretTestRun, type TestRun } from '../../../src/parse/junit/test-run.js';
import { readCapture } from '../parse/captures.js';

const fixtures = (folder: string) =>
  fileURLToPath(new URL(`../../fixtures/suites/${folder}/`, import.meta.url));

function run(capture: string, workspace: string, suites: string[]): TestRun {
  return {
    target: '.',
    remote: false,
    suites,
    ...readCapture(capture),
    timedOut: false,
    fileOf: (printed) => printed.replace(/^\.\//, ''),
    texts: new Map(suites.map((file) => [file, readFileSync(`${workspace}${file}`, 'utf8')])),
  };
}

const brief = (result: PolicyResult) =>
  [result.file, result.line, result.status, result.reason, result.resource.name].join(' | ');

describe('Kyverno duplicate Excluded rows beside Ok rows (captured)', () => {
  const workspace = fixtures('vacuous');
  const suites = ['duplicate/kyverno-test.yaml'];
  const { results } = interpretTestRun(run('vacuous-duplicate', workspace, suites));

  it('the capture holds an Excluded row beside an Ok row for the same resource', () => {
    const excluded = results.filter((result) => result.reason === 'Excluded');
    expect(excluded.length).toBeGreaterThan(0);
    for (const row of excluded) {
      expect(
        results.some((other) => other.reason === 'Ok' && other.resource.name === row.resource.name),
      ).toBe(true);
    }
  });

  it('is not flagged but left out: the resource was evaluated, and the Ok row stays', async () => {
    const loaded = await loadSuites(workspace, suites);
    const reviewed = reviewTestRows(results, loaded, 'fail');
    expect(reviewed).toEqual(results.filter((result) => result.reason !== 'Excluded'));
    // `vacuous-tests: off` keeps Kyverno's rows as they are.
    expect(reviewTestRows(results, loaded, 'off')).toEqual(results);
  });

  it('the counts do not depend on how many duplicates Kyverno printed', async () => {
    const loaded = await loadSuites(workspace, suites);
    const withMore = results.flatMap((result) =>
      result.reason === 'Ok'
        ? [result, { ...result, status: 'skip' as const, reason: 'Excluded' }]
        : [result],
    );
    expect(reviewTestRows(withMore, loaded, 'fail')).toEqual(
      reviewTestRows(results, loaded, 'fail'),
    );
  });

  it('flags once per entry and resource when every row of it is Excluded, however many', async () => {
    const loaded = await loadSuites(workspace, suites);
    const onlyExcluded = results.flatMap((result) =>
      result.resource.name === 'cronjob01'
        ? [
            { ...result, status: 'skip' as const, reason: 'Excluded' },
            { ...result, status: 'skip' as const, reason: 'Excluded' },
          ]
        : [result],
    );
    const reviewed = reviewTestRows(onlyExcluded, loaded, 'fail');
    expect(reviewed.filter((result) => result.resource.name === 'cronjob01').map(brief)).toEqual([
      'duplicate/kyverno-test.yaml | 10 | fail | Excluded | cronjob01',
    ]);
    const duplicates = results.filter(
      (result) => result.reason === 'Excluded' && result.resource.name !== 'cronjob01',
    );
    expect(reviewed.length).toBe(results.length - duplicates.length);
  });
});

describe('vacuous-tests on the existing outcome fixtures (captured)', () => {
  const workspace = fixtures('outcomes');
  const suites = [
    'pass/kyverno-test.yaml',
    'fail/kyverno-test.yaml',
    'skip/kyverno-test.yaml',
    'excluded/kyverno-test.yaml',
    'not-found/kyverno-test.yaml',
    'invalid-policy/kyverno-test.yaml',
    'mutate-diff/kyverno-test.yaml',
    'generate/kyverno-test.yaml',
    'cluster-scoped/kyverno-test.yaml',
    'multi-doc/kyverno-test.yaml',
  ];
  const { results } = interpretTestRun(run('outcomes-detailed', workspace, suites));

  it('off gives the results of today, byte for byte', async () => {
    const loaded = await loadSuites(workspace, suites);
    expect(JSON.stringify(reviewTestRows(results, loaded, 'off'))).toBe(JSON.stringify(results));
  });

  it('fail changes only the excluded entry that expects pass (a warning) and the invalid policy', async () => {
    const loaded = await loadSuites(workspace, suites);
    const before = new Set(results.map((result) => JSON.stringify(result)));
    const changed = reviewTestRows(results, loaded, 'fail').filter(
      (result) => !before.has(JSON.stringify(result)),
    );
    expect(changed.map(brief)).toEqual([
      'excluded/kyverno-test.yaml | 17 | warn | Excluded | node-agent',
      'not-found/kyverno-test.yaml | 17 | fail | Not found | bad-pod',
      'invalid-policy/policy.yaml | 1 | error | Invalid Policy | ',
    ]);
    // An expected skip is never vacuous.
    expect(changed.some((result) => result.suite === 'skip/kyverno-test.yaml')).toBe(false);
  });
});
