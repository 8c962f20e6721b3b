import { describe, expect, it } from 'vitest';
import {
  bySeverity,
  countResults,
  explanation,
  resourceLabel,
  type PolicyResult,
} from '../../../src/model/result.js';

const result = (overrides: Partial<PolicyResult>): PolicyResult => ({
  source: 'test',
  status: 'fail',
  policy: 'disallow-latest-tag',
  rule: 'validate-image-tag',
  resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'latest-pod' },
  message: 'validation error: Using a mutable image tag is not allowed.',
  reason: 'Want pass, got fail',
  ...overrides,
});

describe('explanation', () => {
  it("leads a failing test case with Kyverno's reason", () => {
    expect(explanation(result({}))).toBe(
      'Want pass, got fail: validation error: Using a mutable image tag is not allowed.',
    );
    expect(explanation(result({ message: '', reason: 'Not found' }))).toBe('Not found');
  });

  it('shows the message alone for passes and for kyverno apply results', () => {
    expect(explanation(result({ status: 'pass', reason: 'Ok' }))).toBe(
      'validation error: Using a mutable image tag is not allowed.',
    );
    expect(explanation(result({ source: 'apply', reason: 'fail' }))).toBe(
      'validation error: Using a mutable image tag is not allowed.',
    );
    expect(explanation(result({ source: 'apply', message: '', reason: '' }))).toBe('fail');
  });

  it('does not repeat a reason the message already starts with', () => {
    expect(
      explanation(result({ status: 'error', reason: 'Load error', message: 'Load error: x' })),
    ).toBe('Load error: x');
  });
});

describe('counting and ordering', () => {
  it('counts every status and sorts the most severe first', () => {
    const results = [
      result({ status: 'pass' }),
      result({ status: 'skip' }),
      result({ status: 'error' }),
      result({ status: 'warn' }),
      result({ status: 'fail' }),
    ];
    expect(countResults(results)).toEqual({ pass: 1, fail: 1, warn: 1, error: 1, skip: 1 });
    expect([...results].sort(bySeverity).map((r) => r.status)).toEqual([
      'error',
      'fail',
      'warn',
      'skip',
      'pass',
    ]);
  });
});

describe('resourceLabel', () => {
  it('names namespaced, cluster-scoped, unnamed and generated-name resources', () => {
    const ref = { apiVersion: 'v1', kind: 'Pod', namespace: 'dev', name: 'web' };
    expect(resourceLabel(ref)).toBe('Pod dev/web');
    expect(resourceLabel({ ...ref, kind: 'Namespace', namespace: '' })).toBe('Namespace web');
    expect(resourceLabel({ ...ref, name: '', generateName: 'smoke-' })).toBe('Pod dev/smoke-*');
    expect(resourceLabel({ apiVersion: '', kind: '', namespace: '', name: '' })).toBe('');
  });
});
