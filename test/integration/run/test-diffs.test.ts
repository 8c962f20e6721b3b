/**
 * Expected versus actual for failed `patchedResources` rows, against the real Kyverno CLI: the
 * actual object comes from one `kyverno apply` over the suite (test-diffs.ts says how), at the
 * failing policy's place in the chain of legacy mutate policies, or Kyverno's generated object for
 * a failed `generatedResource` row.
 */
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { discoverSuites, type LocalSuite } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { withTestDiffs } from '../../../src/run/test-diffs.js';
import { annotationsFor } from '../../../src/report/annotations.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = fileURLToPath(new URL('../../fixtures/suites/', import.meta.url));

let results: PolicyResult[];

beforeAll(async () => {
  const suites = (
    await discoverSuites(['mutate-expected', 'outcomes/mutate-diff', 'generate-expected'], {
      workspace,
      fileName: 'kyverno-test.yaml',
      requireTests: true,
    })
  ).filter((suite): suite is LocalSuite => suite.kind === 'local');
  expect(suites).toHaveLength(3);
  const tests = await runTestSuites({
    kyverno: kyvernoBinary(),
    workspace,
    suites,
    fileName: 'kyverno-test.yaml',
    parallelism: 2,
  });
  results = await withTestDiffs(tests.results, {
    kyverno: kyvernoBinary(),
    suites,
    parallelism: 2,
  });
});

const diffAt = (file: string, line: number) =>
  results.find((result) => result.file === file && result.line === line)?.diff;

describe('expected versus actual of failed mutate test rows', () => {
  it('diffs the first policy of a chain against the object after it alone', () => {
    expect(diffAt('mutate-expected/kyverno-test.yaml', 10)).toBe(
      [
        '@@',
        '   namespace: shop',
        '   labels:',
        '-    team: security',
        '+    team: platform',
        ' spec:',
        '   containers:',
      ].join('\n'),
    );
  });

  it('diffs a later policy against the object after every policy before it, too', () => {
    expect(diffAt('mutate-expected/kyverno-test.yaml', 17)).toBe(
      [
        '@@',
        '     team: platform',
        '   annotations:',
        '-    owner: finance',
        '+    owner: shop-team',
        ' spec:',
        '   containers:',
      ].join('\n'),
    );
  });

  it('works for a suite whose expected file has no namespace label noise, and keeps the status', () => {
    const row = results.find((result) => result.file === 'outcomes/mutate-diff/kyverno-test.yaml')!;
    expect(row.status).toBe('fail');
    expect(row.reason).toBe('Resource diff');
    expect(row.diff).toContain('-    cost-center: finance\n+    cost-center: platform');
    // Kyverno's own diff, its colours stripped into interleaved text, gives way to this one.
    expect(row.message).toBe(
      "Patched resource didn't match the patched resource in the test result",
    );
  });

  it('puts the diff into the annotation text', () => {
    const { annotations } = annotationsFor(results);
    const owner = annotations.find(
      (a) => a.path === 'mutate-expected/kyverno-test.yaml' && a.line === 17,
    )!;
    expect(owner.message).toContain('Expected (-) versus actual (+):\n@@\n');
    expect(owner.message).toContain('+    owner: shop-team');
  });

  it('diffs a generate row against the object Kyverno generated', () => {
    const row = results.find((result) => result.file === 'generate-expected/kyverno-test.yaml')!;
    expect(row.status).toBe('fail');
    expect(row.diff).toContain('-    pods: "5"\n+    pods: "10"');
  });
});
