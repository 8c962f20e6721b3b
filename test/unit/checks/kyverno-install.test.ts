import { describe, expect, it } from 'vitest';
import {
  checkAdmissionControllerBudgets,
  drainProblem,
  selects,
  type SetObject,
} from '../../../src/checks/kyverno-install.js';

const podLabels = {
  'app.kubernetes.io/component': 'admission-controller',
  'app.kubernetes.io/instance': 'kyverno',
  'app.kubernetes.io/part-of': 'kyverno',
};

function deployment(name: string, replicas: unknown, labels = podLabels): SetObject {
  return {
    resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'kyverno', name },
    value: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name, namespace: 'kyverno', labels },
      spec: {
        ...(replicas === undefined ? {} : { replicas }),
        template: { metadata: { labels: podLabels } },
      },
    },
  };
}

function budget(name: string, spec: Record<string, unknown>, namespace = 'kyverno'): SetObject {
  return {
    resource: { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', namespace, name },
    value: {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      metadata: { name, namespace },
      spec: {
        selector: { matchLabels: { 'app.kubernetes.io/component': 'admission-controller' } },
        ...spec,
      },
    },
  };
}

const summary = (objects: SetObject[]) =>
  checkAdmissionControllerBudgets(objects).map((r) => [r.status, r.rule, r.resource.name]);

describe('checkAdmissionControllerBudgets', () => {
  it('fails an admission controller that no budget selects, at the Deployment', () => {
    const results = checkAdmissionControllerBudgets([
      deployment('kyverno-admission-controller', 3),
    ]);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      source: 'apply',
      status: 'fail',
      policy: 'kyverno-admission-controller-pdb',
      rule: 'pdb-exists',
      category: 'kyverno-production',
      severity: 'high',
      resource: { kind: 'Deployment', name: 'kyverno-admission-controller' },
    });
    expect(results[0]!.message).toMatch(/No PodDisruptionBudget here selects the pods/);
    expect(results[0]!.file).toBeUndefined();
  });

  it('passes a budget that lets drains proceed', () => {
    expect(summary([deployment('ac', 3), budget('pdb', { minAvailable: 1 })])).toEqual([
      ['pass', 'pdb-exists', 'ac'],
      ['pass', 'pdb-allows-drain', 'pdb'],
    ]);
    expect(summary([deployment('ac', 3), budget('pdb', { maxUnavailable: 1 })])).toEqual([
      ['pass', 'pdb-exists', 'ac'],
      ['pass', 'pdb-allows-drain', 'pdb'],
    ]);
  });

  it('fails, at the budget, one that allows no eviction', () => {
    const results = checkAdmissionControllerBudgets([
      deployment('ac', undefined),
      budget('pdb', { minAvailable: 1 }),
    ]);
    expect(results.map((r) => [r.status, r.rule, r.resource.kind])).toEqual([
      ['pass', 'pdb-exists', 'Deployment'],
      ['fail', 'pdb-allows-drain', 'PodDisruptionBudget'],
    ]);
    expect(results[1]!.message).toContain(
      'has minAvailable: 1 with 1 replica(s), so it allows no eviction',
    );
  });

  it('ignores budgets in other namespaces or selecting other pods, and other Deployments', () => {
    const other = budget('other', {});
    (other.value as { spec: { selector: unknown } }).spec.selector = {
      matchLabels: { app: 'shop' },
    };
    expect(
      summary([
        deployment('ac', 3),
        budget('elsewhere', { minAvailable: 1 }, 'shop'),
        other,
        deployment('shop', 1, { ...podLabels, 'app.kubernetes.io/part-of': 'shop' }),
      ]),
    ).toEqual([['fail', 'pdb-exists', 'ac']]);
  });

  it('gives nothing without an admission controller', () => {
    expect(summary([budget('pdb', { minAvailable: 1 })])).toEqual([]);
  });

  it('does not crash on replicas as a string, and still checks maxUnavailable', () => {
    expect(summary([deployment('ac', '3'), budget('pdb', { minAvailable: 2 })])).toEqual([
      ['pass', 'pdb-exists', 'ac'],
      ['pass', 'pdb-allows-drain', 'pdb'],
    ]);
    expect(summary([deployment('ac', '3'), budget('pdb', { maxUnavailable: 0 })])).toEqual([
      ['pass', 'pdb-exists', 'ac'],
      ['fail', 'pdb-allows-drain', 'pdb'],
    ]);
  });
});

describe('drainProblem', () => {
  it.each([
    [{ maxUnavailable: 0 }, 3, 'has maxUnavailable: 0, so it allows no eviction'],
    [{ maxUnavailable: '0%' }, 3, 'has maxUnavailable: "0%", so it allows no eviction'],
    [{ maxUnavailable: 1 }, 1, undefined],
    [{ maxUnavailable: '34%' }, 3, undefined],
    [{ minAvailable: 2 }, 3, undefined],
    [{ minAvailable: 3 }, 3, 'has minAvailable: 3 with 3 replica(s), so it allows no eviction'],
    [{ minAvailable: '50%' }, 3, undefined],
    [
      { minAvailable: '100%' },
      3,
      'has minAvailable: "100%" with 3 replica(s), so it allows no eviction',
    ],
    [
      {},
      1,
      'has no minAvailable (which defaults to 1) with 1 replica(s), so it allows no eviction',
    ],
    [{}, 3, undefined],
    [
      { minAvailable: 1, maxUnavailable: 1 },
      3,
      'sets both minAvailable and maxUnavailable, which Kubernetes rejects',
    ],
    [{ maxUnavailable: 'one' }, 3, 'has maxUnavailable: "one", which Kubernetes cannot use'],
    [
      { minAvailable: '2' },
      3,
      'has minAvailable: "2" (a string; write a number, or a percentage such as "50%"), which Kubernetes cannot use',
    ],
    [{ maxUnavailable: -1 }, 3, 'has maxUnavailable: -1, which Kubernetes cannot use'],
  ])('%j with %i replicas', (spec, replicas, expected) => {
    expect(drainProblem(spec, replicas)).toBe(expected);
  });
});

describe('selects', () => {
  const labels = { app: 'kyverno', tier: 'admission' };
  it.each([
    [{ matchLabels: { app: 'kyverno' } }, true],
    [{ matchLabels: { app: 'other' } }, false],
    [{ matchExpressions: [{ key: 'tier', operator: 'In', values: ['admission'] }] }, true],
    [{ matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['admission'] }] }, false],
    [{ matchExpressions: [{ key: 'app', operator: 'Exists' }] }, true],
    [{ matchExpressions: [{ key: 'zone', operator: 'DoesNotExist' }] }, true],
    [{ matchExpressions: [{ key: 'app', operator: 'Bogus' }] }, false],
    [{}, true],
    [undefined, false],
  ])('%j', (selector, expected) => {
    expect(selects(selector, labels, true)).toBe(expected);
  });

  it('an empty policy/v1beta1 selector selects nothing', () => {
    expect(selects({}, labels, false)).toBe(false);
  });
});
