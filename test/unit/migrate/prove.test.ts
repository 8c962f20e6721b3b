/**
 * The prover's pure parts: the equivalent/differs decision from the suites' results and the
 * comparisons, which outcomes count as the same, and how policies are batched into one
 * `kyverno apply`. Running Kyverno itself is in test/integration/migrate/prove.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  judgeProof,
  pack,
  sameOutcome,
  type Comparison,
  type Outcome,
  type ProofSubject,
} from '../../../src/migrate/prove.js';

const ID = 'policies/a.yaml#0';
const tests = (failures: string[] = [], passes = 0) => ({
  testFailures: new Map(failures.length > 0 ? [[ID, failures]] : []),
  testPasses: new Map(passes > 0 ? [[ID, passes]] : []),
});
const applied = (comparisons: Comparison[] | undefined, error?: string) => ({
  comparisons: new Map(comparisons ? [[ID, comparisons]] : []),
  applyErrors: new Map(error ? [[ID, error]] : []),
});
const same = (resource: string, outcome: Outcome = 'pass'): Comparison => ({
  resource,
  original: outcome,
  converted: outcome,
});

describe('judgeProof', () => {
  it('equivalent: every expected result holds and every resource gives the same outcome', () => {
    expect(
      judgeProof(ID, true, tests([], 3), applied([same('Pod/a'), same('Pod/b', 'fail')])),
    ).toEqual({
      status: 'equivalent',
      reason: '3 expected result(s) hold and 2 resource(s) give the same outcome.',
      resourcesCompared: 2,
      differences: [],
    });
  });

  it('equivalent without suites, on the --manifests alone', () => {
    expect(judgeProof(ID, false, tests(), applied([same('Pod/a')]))).toMatchObject({
      status: 'equivalent',
      reason: '0 expected result(s) hold and 1 resource(s) give the same outcome.',
    });
  });

  it('differs on a resource: both outcomes named', () => {
    const differ: Comparison = { resource: 'Pod/b', original: 'fail', converted: 'pass' };
    expect(judgeProof(ID, true, tests([], 1), applied([same('Pod/a'), differ]))).toEqual({
      status: 'differs',
      reason: 'outcomes differ on 1 resource(s): Pod/b original fail, converted pass',
      resourcesCompared: 2,
      differences: [differ],
    });
  });

  it('pass, skip and no result all let a resource in: not a difference', () => {
    const comparisons: Comparison[] = [
      { resource: 'Pod/a', original: 'skip', converted: 'pass' },
      { resource: 'Pod/b', original: 'none', converted: 'skip' },
    ];
    expect(judgeProof(ID, false, tests(), applied(comparisons)).status).toBe('equivalent');
  });

  it('lists at most 5 differences and 5 suite failures', () => {
    const differ = Array.from({ length: 7 }, (_, i): Comparison => ({
      resource: `Pod/p${i}`,
      original: 'pass',
      converted: 'error',
    }));
    const failures = Array.from({ length: 6 }, (_, i) => `kyverno-test.yaml: Pod/p${i}: Want pass`);
    const verdict = judgeProof(ID, true, tests(failures), applied(differ));
    expect(verdict.status).toBe('differs');
    expect(verdict.differences).toHaveLength(7);
    expect(verdict.reason).toBe(
      `converted suite failed: ${failures.slice(0, 5).join('; ')} (and 1 more). ` +
        `outcomes differ on 7 resource(s): ${differ
          .slice(0, 5)
          .map((d) => `${d.resource} original pass, converted error`)
          .join('; ')}`,
    );
  });

  it('differs when its suites gave it no result at all', () => {
    expect(judgeProof(ID, true, tests(), applied([same('Pod/a')]))).toMatchObject({
      status: 'differs',
      reason: 'the converted suites produced no result for it',
    });
  });

  it('differs when kyverno apply failed, with its reason', () => {
    expect(
      judgeProof(ID, false, tests(), applied(undefined, 'kyverno apply failed: bad policy')),
    ).toEqual({
      status: 'differs',
      reason: 'kyverno apply failed: bad policy',
      resourcesCompared: 0,
      differences: [],
    });
  });

  it('differs when nothing was compared: an untested conversion is not equivalent', () => {
    expect(judgeProof(ID, false, tests(), applied([]))).toMatchObject({
      status: 'differs',
      reason: 'no resource to compare on: no suite names it and no --manifests were given',
      resourcesCompared: 0,
    });
  });
});

describe('sameOutcome', () => {
  it('fail and error are each their own verdict; the rest admit the resource', () => {
    const outcomes: Outcome[] = ['pass', 'skip', 'none', 'fail', 'error'];
    const verdict = (o: Outcome) => (o === 'fail' || o === 'error' ? o : 'admit');
    for (const a of outcomes)
      for (const b of outcomes)
        expect(sameOutcome(a, b), `${a} ${b}`).toBe(verdict(a) === verdict(b));
  });
});

describe('pack', () => {
  const subject = (
    id: string,
    name: string,
    files: string[],
    identities: string[],
  ): ProofSubject => ({
    id,
    name,
    original: {},
    converted: {},
    resourceFiles: files,
    identities,
  });
  const ids = (groups: ProofSubject[][]) => groups.map((g) => g.map((s) => s.id));

  it('policies on the same files share one batch', () => {
    const a = subject('a', 'a', ['/r/pods.yaml'], ['Pod/default/web']);
    const b = subject('b', 'b', ['/r/pods.yaml'], ['Pod/default/web']);
    expect(ids(pack([a, b]))).toEqual([['a', 'b']]);
  });

  it('resources that do not collide share a batch; colliding ones do not', () => {
    const a = subject('a', 'a', ['/r/one.yaml'], ['Pod/default/web']);
    const b = subject('b', 'b', ['/r/two.yaml'], ['Pod/default/api']);
    const c = subject('c', 'c', ['/r/three.yaml'], ['Pod/default/web']);
    expect(ids(pack([a, b, c]))).toEqual([['a', 'b'], ['c']]);
  });

  it('two policies of the same name never share a batch', () => {
    const a = subject('x.yaml#0', 'same', ['/r/pods.yaml'], ['Pod/default/web']);
    const b = subject('y.yaml#0', 'same', ['/r/pods.yaml'], ['Pod/default/web']);
    expect(ids(pack([a, b]))).toEqual([['x.yaml#0'], ['y.yaml#0']]);
  });
});
