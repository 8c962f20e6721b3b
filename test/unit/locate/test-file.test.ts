import { describe, expect, it } from 'vitest';
import { beginCheckReads, endCheckReads } from '../../../src/documents/check-reads.js';
import {
  indexTestFile,
  locateError,
  locateResult,
  type ResultQuery,
} from '../../../src/locate/test-file.js';
import type { ResourceRef } from '../../../src/model/result.js';

const TEST_FILE = `apiVersion: cli.kyverno.io/v1alpha1
kind: Test
metadata:
  name: locate
policies:
  - policy.yaml
  - missing-policy.yaml
results:
  - policy: team/require-labels
    rule: check-labels
    resources: [good-pod]
    result: pass
  - policy: team/require-labels
    rule: check-labels
    resources:
      - prod/bad-pod
      - apps/v1/Deployment/prod/web
    result: fail
  - policy: require-image-tag
    rule: check-tag
    resources: [web]
    result: pass
  - policy: require-image-tag
    rule: check-tag
    resources: [web]
    result: skip
  - policy: vpol
    resourceSpecs:
      - {version: v1, kind: Pod, namespace: dev, name: api}
    result: fail
  - policy: ns-owner
    rule: owner
    resources: [prod]
    result: pass
---
apiVersion: cli.kyverno.io/v1alpha1
kind: Test
metadata:
  name: second
results:
  - policy: second-doc
    rule: r
    resources: [x]
    result: pass
`;

const index = indexTestFile(TEST_FILE);
const pod = (namespace: string, name: string): ResourceRef => ({
  apiVersion: 'v1',
  kind: 'Pod',
  namespace,
  name,
});
const at = (query: ResultQuery) => {
  const located = locateResult(index, query);
  return [located.line, located.column, located.entry?.expected];
};

describe('locateResult', () => {
  it('reads every results[] entry of every document', () => {
    expect(
      index.entries.map((entry) => [entry.document, entry.line, entry.policy, entry.expected]),
    ).toEqual([
      [0, 9, 'team/require-labels', 'pass'],
      [0, 13, 'team/require-labels', 'fail'],
      [0, 19, 'require-image-tag', 'pass'],
      [0, 23, 'require-image-tag', 'skip'],
      [0, 27, 'vpol', 'fail'],
      [0, 31, 'ns-owner', 'pass'],
      [1, 41, 'second-doc', 'pass'],
    ]);
  });

  it('matches namespaced policies and resources by name or namespace/name', () => {
    expect(
      at({
        policy: 'team/require-labels',
        rule: 'check-labels',
        resource: pod('default', 'good-pod'),
      }),
    ).toEqual([9, 5, 'pass']);
    expect(
      at({ policy: 'team/require-labels', rule: 'check-labels', resource: pod('prod', 'bad-pod') }),
    ).toEqual([13, 5, 'fail']);
  });

  it('matches the rule names Kyverno generates for controllers', () => {
    const deployment = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      namespace: 'prod',
      name: 'bad-pod',
    };
    expect(
      at({ policy: 'team/require-labels', rule: 'autogen-check-labels', resource: deployment }),
    ).toEqual([13, 5, 'fail']);
    expect(
      at({
        policy: 'team/require-labels',
        rule: 'autogen-cronjob-check-labels',
        resource: pod('default', 'good-pod'),
      }),
    ).toEqual([9, 5, 'pass']);
  });

  it('matches an entry written in the JUnit resource form', () => {
    const web = { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'prod', name: 'web' };
    expect(
      at({
        policy: 'team/require-labels',
        rule: 'check-labels',
        resource: web,
        resourceKey: 'apps/v1/Deployment/prod/web',
      }),
    ).toEqual([13, 5, 'fail']);
  });

  it('matches cluster-scoped resources and resourceSpecs, and rule-less policies', () => {
    const namespace = { apiVersion: 'v1', kind: 'Namespace', namespace: '', name: 'prod' };
    expect(
      at({
        policy: 'ns-owner',
        rule: 'owner',
        resource: namespace,
        resourceKey: 'v1/Namespace//prod',
      }),
    ).toEqual([31, 5, 'pass']);
    expect(at({ policy: 'vpol', rule: '', resource: pod('dev', 'api') })).toEqual([27, 5, 'fail']);
  });

  it('prefers the entry whose expected result Kyverno names', () => {
    expect(
      at({ policy: 'require-image-tag', rule: 'check-tag', resource: pod('default', 'web') }),
    ).toEqual([19, 5, 'pass']);
    expect(
      at({
        policy: 'require-image-tag',
        rule: 'check-tag',
        resource: pod('default', 'web'),
        expected: 'skip',
      }),
    ).toEqual([23, 5, 'skip']);
  });

  it("falls back to the policy's first entry, then to the top of the file", () => {
    expect(at({ policy: 'team/require-labels', rule: 'other', resource: pod('x', 'y') })).toEqual([
      9,
      5,
      'pass',
    ]);
    expect(at({ policy: 'second-doc', rule: 'r', resource: pod('default', 'unknown') })).toEqual([
      41,
      5,
      'pass',
    ]);
    expect(
      locateResult(index, { policy: 'typo', rule: 'r', resource: pod('default', 'x') }),
    ).toEqual({ line: 1, column: 1 });
  });
});

describe('locateError', () => {
  it('finds the key an unknown-field or type error names', () => {
    const text = TEST_FILE.replace(
      '    result: skip',
      '    isMutatingPolcy: true\n    result: skip',
    );
    const withTypo = indexTestFile(text);
    expect(
      locateError(
        withTypo,
        'error unmarshaling JSON: while decoding JSON: json: unknown field "isMutatingPolcy"',
      ),
    ).toEqual({ line: 26, column: 5 });
    expect(
      locateError(
        index,
        'json: cannot unmarshal string into Go struct field TestResult.results.resourceSpecs of type []v1alpha1.TestResourceSpec',
      ),
    ).toEqual({ line: 28, column: 5 });
  });

  it('uses the line of a YAML error and a file named in the message', () => {
    expect(
      locateError(
        index,
        'error converting YAML to JSON: yaml: line 12: mapping values are not allowed',
      ),
    ).toEqual({ line: 12, column: 1 });
    expect(
      locateError(
        index,
        'error: failed to load policies (stat dir/missing-policy.yaml: no such file or directory)',
      ),
    ).toEqual({ line: 7, column: 5 });
    expect(locateError(index, 'something else')).toEqual({ line: 1, column: 1 });
  });

  it('copes with a file that is not YAML at all', () => {
    const broken = indexTestFile('results: [\n  - {policy: a');
    expect(broken.entries).toEqual([]);
    expect(locateResult(broken, { policy: 'a', rule: '', resource: pod('', 'x') })).toEqual({
      line: 1,
      column: 1,
    });
  });
});

describe('indexTestFile', () => {
  it('indexes a text once per check, and afresh outside one', () => {
    const outside = indexTestFile(TEST_FILE);
    expect(indexTestFile(TEST_FILE)).not.toBe(outside);
    beginCheckReads();
    try {
      const first = indexTestFile(TEST_FILE);
      expect(first).toEqual(outside);
      expect(indexTestFile(TEST_FILE)).toBe(first);
    } finally {
      endCheckReads();
    }
    expect(indexTestFile(TEST_FILE)).not.toBe(outside);
  });
});
