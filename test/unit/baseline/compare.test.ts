import { describe, expect, it } from 'vitest';
import { compareWithBase, countBaseline } from '../../../src/model/baseline.js';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult, Status } from '../../../src/model/result.js';
import { decideBaseline, changesAtBase, headNames } from '../../../src/changes/baseline.js';
import { annotationsFor } from '../../../src/report/annotations.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { makeReport } from '../../support/make-report.js';

const result = (name: string, status: Status, file = 'deploy/a.yaml', line = 1): PolicyResult => ({
  source: 'apply',
  status,
  policy: 'p',
  rule: 'r',
  resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name },
  message: 'm',
  reason: status,
  file,
  line,
});

describe('compareWithBase', () => {
  it('matches by file, policy, rule and resource, not line; one for one', () => {
    const head = [
      result('a', 'fail', 'deploy/a.yaml', 30),
      result('a', 'fail', 'deploy/a.yaml', 40),
      result('b', 'warn'),
      result('c', 'pass'),
      result('d', 'error', 'deploy/new.yaml'),
    ];
    const base = [
      result('a', 'fail', 'deploy/a.yaml', 3),
      result('b', 'fail'),
      result('d', 'error', 'deploy/old.yaml'),
      result('e', 'fail', 'deploy/gone.yaml'),
      result('f', 'error', 'deploy/gone.yaml'),
      result('g', 'pass'),
    ];
    const compared = compareWithBase(head, base, { 'deploy/old.yaml': 'deploy/new.yaml' });
    expect(
      compared.results.map((r) => `${r.resource.name}:${r.line} ${r.baseline ?? '-'}`),
    ).toEqual(['a:30 existing', 'a:40 new', 'b:1 existing', 'c:1 -', 'd:1 existing']);
    // Errors at the base are not claimed as fixed.
    expect(compared.fixed.map((r) => r.resource.name)).toEqual(['e']);
    expect(countBaseline(compared.results, compared.fixed)).toEqual({
      new: 1,
      existing: 3,
      fixed: 1,
    });
  });
});

describe('decideBaseline', () => {
  const pr = { name: 'pull_request', payload: { pull_request: { base: { sha: 'b1' } } } };
  it('auto compares pull requests and merge groups with their base', () => {
    expect(decideBaseline({ mode: 'auto' }, pr)).toEqual({ commit: 'b1' });
    expect(
      decideBaseline(
        { mode: 'auto' },
        { name: 'merge_group', payload: { merge_group: { base_sha: 'm1' } } },
      ),
    ).toEqual({ commit: 'm1' });
    expect(decideBaseline({ mode: 'auto' }, { name: 'push', payload: {} })).toEqual({
      reason: 'the push event has no base commit to compare with',
    });
    expect(decideBaseline({ mode: 'off' }, pr)).toEqual({ reason: 'baseline is `off`' });
    expect(decideBaseline({ mode: 'off', commit: 'c1' }, pr)).toEqual({ commit: 'c1' });
  });

  it('checks at the base what the change touched there, and maps renames back', () => {
    const changes = {
      everything: false as const,
      files: ['a.yaml', 'new.yaml'],
      removed: ['gone.yaml', 'old.yaml'],
      renamed: { 'new.yaml': 'old.yaml' },
      origin: 'x',
      notices: [],
    };
    expect(changesAtBase(changes)).toMatchObject({
      files: ['a.yaml', 'gone.yaml', 'new.yaml', 'old.yaml'],
      removed: [],
    });
    expect(headNames(changes)).toEqual({ 'old.yaml': 'new.yaml' });
  });
});

describe('verdict with fail-on-existing', () => {
  const report = (results: PolicyResult[], fixed?: PolicyResult[]): RunReport => ({
    ...makeReport(results),
    ...(fixed && { fixed }),
  });
  const existing = { ...result('a', 'fail'), baseline: 'existing' as const };

  it('false: existing failures do not fail the step, new ones do', () => {
    expect(verdict(report([existing], []), 'fail', { failOnExisting: false }).failed).toBe(false);
    const withNew = report([existing, { ...result('b', 'fail'), baseline: 'new' }], []);
    expect(verdict(withNew, 'fail', { failOnExisting: false }).reason).toBe(
      'Kyverno policy check failed: new results: 1 fail (fail-on: fail; fail-on-existing: false, so 1 result(s) that also failed at the base commit do not fail the step).',
    );
  });

  it('without a baseline (skipped, or off) the full verdict stands', () => {
    expect(verdict(report([result('a', 'fail')]), 'fail', { failOnExisting: false }).failed).toBe(
      true,
    );
  });
});

describe('annotations with fail-on-existing: false', () => {
  it('turns existing failures into warnings titled as such; new ones stay failures', () => {
    const results = [
      { ...result('a', 'fail'), baseline: 'existing' as const },
      { ...result('b', 'fail', 'deploy/a.yaml', 2), baseline: 'new' as const },
    ];
    const { annotations } = annotationsFor(results, { existingAsWarnings: true });
    expect(annotations.map((a) => [a.level, a.title, a.line])).toEqual([
      ['warning', 'existing: p/r', 1],
      ['failure', 'p/r', 2],
    ]);
    expect(annotationsFor(results).annotations.map((a) => a.level)).toEqual(['failure', 'failure']);
  });
});
