import { describe, expect, it } from 'vitest';
import { locateResults } from '../../../src/locate/manifest.js';
import type { DeclaredObject } from '../../../src/locate/manifest.js';
import type { PolicyResult, ResourceRef } from '../../../src/model/result.js';
import { parseManifest } from '../../../src/documents/manifest-documents.js';
import {
  argumentLength,
  commandLineLimit,
  planBatches,
  WINDOWS_COMMAND_LINE_LIMIT,
} from '../../../src/run/apply-batches.js';

const result = (resource: ResourceRef, rule = 'r'): PolicyResult => ({
  source: 'apply',
  status: 'fail',
  policy: 'p',
  rule,
  resource,
  message: 'm',
  reason: 'Fail',
});

const declared = (file: string, text: string): DeclaredObject[] =>
  parseManifest(file, text).documents.map((document) => ({ file, object: document.object }));

const deployment = `apiVersion: apps/v1
kind: Deployment
metadata:
  labels:
    app: web
  name: web
spec: {}
`;
const namespace = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: team-a\n';

describe('locateResults', () => {
  it('puts an autogen rule result on the Deployment name line, defaulting the namespace', () => {
    const objects = declared('deploy/web.yaml', `${namespace}---\n${deployment}`);
    const located = locateResults(
      [
        result(
          { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'web' },
          'autogen-check',
        ),
      ],
      objects,
    );
    expect(located.unlocated).toEqual([]);
    expect(located.results[0]).toMatchObject({
      file: 'deploy/web.yaml',
      line: 11,
      column: 3,
      rule: 'autogen-check',
    });
  });

  it('matches cluster-scoped resources, reported without a namespace', () => {
    const located = locateResults(
      [result({ apiVersion: 'v1', kind: 'Namespace', namespace: '', name: 'team-a' })],
      declared('ns.yaml', namespace),
    );
    expect(located.results[0]).toMatchObject({ file: 'ns.yaml', line: 4 });
  });

  it('reports the same resource declared in two files in both', () => {
    const objects = [
      ...declared('a.yaml', deployment),
      ...declared('b/a.yaml', `# x\n${deployment}`),
    ];
    const located = locateResults(
      [result({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'web' })],
      objects,
    );
    expect(located.results.map((r) => [r.file, r.line])).toEqual([
      ['a.yaml', 6],
      ['b/a.yaml', 7],
    ]);
  });

  it('keeps a namespaced object apart from one of the same name elsewhere', () => {
    const other = deployment.replace('  name: web\n', '  name: web\n  namespace: prod\n');
    const objects = [...declared('dev.yaml', deployment), ...declared('prod.yaml', other)];
    const located = locateResults(
      [result({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'prod', name: 'web' })],
      objects,
    );
    expect(located.results.map((r) => r.file)).toEqual(['prod.yaml']);
  });

  it('returns results whose resource is nowhere declared as unlocated', () => {
    const located = locateResults(
      [result({ apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'ghost' })],
      declared('a.yaml', deployment),
    );
    expect(located.results).toEqual([]);
    expect(located.unlocated).toHaveLength(1);
  });
});

describe('planBatches', () => {
  const unit = (argument: string, keys: string[] = [argument]) => ({ argument, keys });

  it('keeps every command line under the Windows limit', () => {
    const units = Array.from({ length: 2000 }, (_, i) =>
      unit(`deploy/service-${i}/manifest with space.yaml`),
    );
    const fixedLength = 5000;
    const batches = planBatches(units, {
      fixedLength,
      limit: commandLineLimit('win32'),
      targetBatches: 2,
    });
    expect(commandLineLimit('win32')).toBe(WINDOWS_COMMAND_LINE_LIMIT);
    expect(batches.flat()).toHaveLength(2000);
    for (const batch of batches) {
      const length =
        fixedLength + batch.map((u) => argumentLength(u.argument)).reduce((a, b) => a + b, 0);
      expect(length).toBeLessThanOrEqual(32_767);
    }
    expect(batches.length).toBeGreaterThan(2);
  });

  it('spreads the work over the target number of batches', () => {
    const units = Array.from({ length: 10 }, (_, i) => unit(`f${i}.yaml`));
    const batches = planBatches(units, {
      fixedLength: 0,
      limit: commandLineLimit('linux'),
      targetBatches: 3,
    });
    expect(batches.map((b) => b.length)).toEqual([4, 4, 2]);
  });

  it('never puts two objects with the same identity in one batch (Kyverno would panic)', () => {
    const units = [
      unit('a.yaml', ['Deployment/web']),
      unit('b.yaml', ['Deployment/web']),
      unit('c.yaml', ['Service/web']),
    ];
    const batches = planBatches(units, { fixedLength: 0, limit: 1000, targetBatches: 1 });
    expect(batches.map((b) => b.map((u) => u.argument))).toEqual([
      ['a.yaml', 'c.yaml'],
      ['b.yaml'],
    ]);
  });

  it('says so when one argument cannot fit at all', () => {
    expect(() =>
      planBatches([unit('x'.repeat(100))], { fixedLength: 950, limit: 1000, targetBatches: 1 }),
    ).toThrow(/longer than the 1000-character limit/);
  });
});
