import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkRenderValues, type ReadFile } from '../../../src/checks/helm-values-files.js';

const fixtures = fileURLToPath(new URL('../../fixtures/kyverno-install/', import.meta.url));
const read: ReadFile = (file) => readFile(path.join(fixtures, file), 'utf8').catch(() => undefined);

describe('checkRenderValues', () => {
  it('checks the values file of a render against its chart', async () => {
    const results = await checkRenderValues(
      { root: 'chart', values: 'chart/ci/replicacount-values.yaml', dependencies: [] },
      read,
    );
    expect(results.map((r) => [r.file, r.line, r.status])).toEqual([
      ['chart/ci/replicacount-values.yaml', 3, 'warn'],
      ['chart/ci/replicacount-values.yaml', 4, 'warn'],
    ]);
    expect(results[0]!.message).toMatch(/^`replicaCount` is not a value of chart kyverno 3\.x;/);
  });

  it('has nothing to check without a values file, or when a file cannot be read', async () => {
    expect(await checkRenderValues({ root: 'chart', dependencies: [] }, read)).toEqual([]);
    expect(
      await checkRenderValues(
        { root: 'chart', values: 'chart/ci/missing.yaml', dependencies: [] },
        read,
      ),
    ).toEqual([]);
    expect(
      await checkRenderValues(
        { root: 'nowhere', values: 'chart/ci/replicacount-values.yaml', dependencies: [] },
        read,
      ),
    ).toEqual([]);
  });

  it('leaves keys named after a dependency (or its alias) to it', async () => {
    const chart: Record<string, string> = {
      'c/Chart.yaml': 'name: app\nversion: 1.2.3\n',
      'c/values.yaml': 'image: x\n',
      'c/values/prod.yaml': 'db:\n  size: 1\nredis:\n  on: true\nimagee: y\n',
    };
    const results = await checkRenderValues(
      {
        root: 'c',
        values: 'c/values/prod.yaml',
        dependencies: [{ name: 'postgresql', alias: 'db' }, { name: 'redis' }],
      },
      async (file) => chart[file],
    );
    expect(results.map((r) => r.message)).toEqual([
      '`imagee` is not a value of chart app 1.x; did you mean `image`? Helm passes it to the templates, and none of them reads it.',
    ]);
  });
});
