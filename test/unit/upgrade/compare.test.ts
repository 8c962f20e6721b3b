import { describe, expect, it } from 'vitest';
import type { PolicyResult, Status } from '../../../src/model/result.js';
import {
  breakdowns,
  changeResult,
  confirmedChanges,
  describeGroup,
  findChanges,
} from '../../../src/upgrade/compare.js';

function row(name: string, status: Status, overrides: Partial<PolicyResult> = {}): PolicyResult {
  return {
    source: 'test',
    status,
    policy: 'require-team-label',
    rule: '',
    resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name },
    message: status === 'pass' ? '' : `${name}: Want skip, got ${status}`,
    reason: status === 'pass' ? 'Ok' : 'Want skip, got fail',
    file: 'suites/a/kyverno-test.yaml',
    line: 10,
    suite: 'suites/a/kyverno-test.yaml',
    ...overrides,
  };
}

const VERSIONS = { base: '1.18.2', other: '1.19.1' };

describe('findChanges', () => {
  it('matches results by source, suite, policy, rule and resource, and keeps those that differ', () => {
    const base = [row('web', 'pass'), row('old-app', 'fail'), row('gone', 'pass')];
    const other = [row('old-app', 'pass'), row('web', 'pass'), row('new', 'fail')];
    const changes = findChanges(base, other);
    expect(
      changes.map((change) => [
        change.base?.resource.name ?? change.other?.resource.name,
        change.baseStatus,
        change.otherStatus,
      ]),
    ).toEqual([
      ['gone', 'pass', 'absent'],
      ['new', 'absent', 'fail'],
      ['old-app', 'fail', 'pass'],
    ]);
  });

  it('tells apart the same resource in another suite, source or manifest', () => {
    const base = [row('web', 'pass'), row('web', 'pass', { source: 'apply', suite: undefined })];
    const other = [
      row('web', 'pass', { suite: 'suites/b/kyverno-test.yaml' }),
      row('web', 'pass', { source: 'apply', suite: undefined }),
    ];
    expect(findChanges(base, other)).toHaveLength(2);
  });

  it('takes no namespace and `default` for the same (1.18 and 1.19 report cluster-scoped kinds so)', () => {
    const namespace = (name: string, ns: string) =>
      row(name, 'pass', { resource: { apiVersion: 'v1', kind: 'Namespace', namespace: ns, name } });
    expect(findChanges([namespace('team-a', 'default')], [namespace('team-a', '')])).toEqual([]);
  });

  it('compares all the statuses of a key, not their order', () => {
    const base = [row('web', 'pass'), row('web', 'fail')];
    expect(findChanges(base, [row('web', 'fail'), row('web', 'pass')])).toEqual([]);
    expect(findChanges(base, [row('web', 'skip')])[0]).toMatchObject({
      baseStatus: 'fail+pass',
      otherStatus: 'skip',
    });
  });

  it('does not count an extra row as a change: the key keeps a status it had', () => {
    // Kyverno adds an `Excluded` row for some CronJobs in some runs, under either version.
    const base = [row('cronjob', 'pass')];
    const other = [row('cronjob', 'pass'), row('cronjob', 'skip')];
    expect(findChanges(base, other)).toEqual([]);
  });
});

describe('findChanges when a version renames a rule', () => {
  it('matches the one result each side has for that policy and resource', () => {
    const base = [row('old-app', 'fail'), row('web', 'pass')];
    const other = [row('old-app', 'skip', { rule: 'exception' }), row('web', 'pass')];
    const changes = findChanges(base, other);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ baseStatus: 'fail', otherStatus: 'skip' });
    expect(changes[0]!.key).not.toBe(changes[0]!.otherKey);
    // Reruns look each side up by its own key.
    expect(
      confirmedChanges(changes, {
        base: [[row('old-app', 'fail')]],
        other: [[row('old-app', 'skip', { rule: 'exception' })]],
      }),
    ).toHaveLength(1);
  });

  it('does not guess when several results of that policy and resource are left', () => {
    const base = [row('old-app', 'fail', { rule: 'a' }), row('old-app', 'fail', { rule: 'b' })];
    const other = [row('old-app', 'skip', { rule: 'c' })];
    expect(findChanges(base, other)).toHaveLength(3);
  });
});

describe('confirmedChanges', () => {
  const base = [row('old-app', 'fail'), row('flaky', 'pass')];
  const other = [row('old-app', 'pass')];
  const changes = findChanges(base, other);

  it('keeps a change every rerun repeats, and drops one Kyverno does not repeat', () => {
    // `flaky` was there in the first base run only: Kyverno's own noise.
    const confirmed = confirmedChanges(changes, {
      base: [[row('old-app', 'fail')], [row('old-app', 'fail')]],
      other: [[row('old-app', 'pass')], [row('old-app', 'pass')]],
    });
    expect(confirmed.map((change) => change.key)).toEqual([
      changes.find((c) => c.base?.resource.name === 'old-app')!.key,
    ]);
  });

  it('drops a change whose statuses meet in any pair of runs', () => {
    const confirmed = confirmedChanges(changes, {
      base: [[row('old-app', 'fail')], [row('old-app', 'fail'), row('old-app', 'pass')]],
      other: [[row('old-app', 'pass')], [row('old-app', 'pass')]],
    });
    expect(confirmed.filter((change) => change.base?.resource.name === 'old-app')).toEqual([]);
  });

  it('drops a change that moves in any rerun under the other version', () => {
    const confirmed = confirmedChanges(changes, {
      base: [[row('old-app', 'fail')], [row('old-app', 'fail')]],
      other: [[row('old-app', 'pass')], [row('old-app', 'fail')]],
    });
    expect(confirmed.filter((change) => change.base?.resource.name === 'old-app')).toEqual([]);
  });
});

describe('breakdowns', () => {
  it('finds the groups where only one version crashed or timed out', () => {
    const crash = row('', 'error', { policy: '', reason: 'Crashed', message: 'exit code 2' });
    const base = [row('web', 'pass'), row('x', 'pass', { suite: 'suites/b/kyverno-test.yaml' })];
    const other = [crash, row('x', 'pass', { suite: 'suites/b/kyverno-test.yaml' })];
    expect(breakdowns(base, other)).toEqual([
      { group: 'test\u0000suites/a/kyverno-test.yaml', side: 'other', result: crash },
    ]);
    expect(breakdowns(other, other)).toEqual([]);
    expect(describeGroup('test\u0000suites/a/kyverno-test.yaml')).toBe(
      'suite suites/a/kyverno-test.yaml',
    );
  });
});

describe('changeResult', () => {
  it('is a warning at the first result, with both versions and statuses and the message of the side that did not pass', () => {
    const [change] = findChanges([row('old-app', 'fail')], [row('old-app', 'pass', { line: 12 })]);
    expect(changeResult(change!, VERSIONS)).toEqual({
      source: 'upgrade',
      status: 'warn',
      policy: 'require-team-label',
      rule: '',
      resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'old-app' },
      message:
        'fail under 1.18.2, pass under 1.19.1: Want skip, got fail: old-app: Want skip, got fail',
      reason: 'Upgrade change',
      file: 'suites/a/kyverno-test.yaml',
      line: 10,
      suite: 'suites/a/kyverno-test.yaml',
      upgrade: { type: 'change', subject: '1.18.2 -> 1.19.1' },
    });
  });

  it('says `no result` for a side without one, and uses the message of the side that has it', () => {
    const [change] = findChanges([row('gone', 'fail')], []);
    expect(changeResult(change!, VERSIONS).message).toBe(
      'fail under 1.18.2, no result under 1.19.1: Want skip, got fail: gone: Want skip, got fail',
    );
  });
});
