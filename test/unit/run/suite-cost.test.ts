import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  estimateSuiteCosts,
  listedPaths,
  policyCostPerResource,
  resourceCount,
} from '../../../src/run/suite-cost.js';

describe('listedPaths', () => {
  it('reads block lists, indented or not, without quotes or comments', () => {
    const text = [
      'apiVersion: cli.kyverno.io/v1alpha1',
      'kind: Test',
      'policies:',
      '- ../policy.yaml',
      "  - 'quoted.yaml' # a comment",
      '',
      '  # a comment line',
      '  - "double.yaml"',
      'resources:',
      '  - resource.yaml',
      'results:',
      '- policy: p',
    ].join('\n');
    expect(listedPaths(text, 'policies')).toEqual(['../policy.yaml', 'quoted.yaml', 'double.yaml']);
    expect(listedPaths(text, 'resources')).toEqual(['resource.yaml']);
  });

  it('reads a one-line flow list, and CRLF line ends', () => {
    const text = 'policies: [a.yaml, "b.yaml"] # two\r\nresources:\r\n- r.yaml\r\n';
    expect(listedPaths(text, 'policies')).toEqual(['a.yaml', 'b.yaml']);
    expect(listedPaths(text, 'resources')).toEqual(['r.yaml']);
  });

  it('ignores nested keys of the same name and finds nothing where there is no list', () => {
    expect(listedPaths('results:\n- resources:\n  - nested\n', 'resources')).toEqual([]);
    expect(listedPaths('kind: Test\n', 'policies')).toEqual([]);
  });
});

describe('resourceCount', () => {
  it('counts the documents by their top-level kind', () => {
    expect(resourceCount('kind: Pod\n---\nkind: Deployment\nspec:\n  kind: nested\n')).toBe(2);
  });
});

describe('policyCostPerResource', () => {
  const policy = (apiVersion: string, kind: string, body = '') =>
    `apiVersion: ${apiVersion}\nkind: ${kind}\nspec:\n${body}`;

  it('weighs a policy by how Kyverno evaluates it', () => {
    const pattern = policy(
      'kyverno.io/v1',
      'ClusterPolicy',
      '  rules:\n  - validate:\n      pattern: {}\n',
    );
    const cel = policy(
      'kyverno.io/v1',
      'ClusterPolicy',
      '  rules:\n  - validate:\n      cel:\n        expressions:\n        - expression: a\n        - expression: b\n',
    );
    const validating = policy('policies.kyverno.io/v1', 'ValidatingPolicy');
    const mutating = policy('policies.kyverno.io/v1', 'MutatingPolicy');
    expect(policyCostPerResource(pattern)).toBe(2.5);
    expect(policyCostPerResource(cel)).toBe(5);
    expect(policyCostPerResource(validating)).toBe(17);
    expect(policyCostPerResource(mutating)).toBe(50);
    expect(policyCostPerResource(`${validating}\n---\n${pattern}`)).toBe(19.5);
  });

  it('counts nothing for what is not a policy', () => {
    expect(policyCostPerResource('apiVersion: v1\nkind: Pod\n')).toBe(0);
    expect(policyCostPerResource(policy('kyverno.io/v2', 'PolicyException'))).toBe(0);
    expect(policyCostPerResource('not: [yaml')).toBe(0);
  });
});

describe('estimateSuiteCosts', () => {
  let workspace: string;
  beforeEach(async () => {
    workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-suite-cost-'));
  });
  afterEach(async () => {
    await rm(workspace, { recursive: true, force: true });
  });

  async function suite(dir: string, test: string) {
    await mkdir(path.join(workspace, dir), { recursive: true });
    const file = path.join(workspace, dir, 'kyverno-test.yaml');
    await writeFile(file, test);
    return { path: file, size: Buffer.byteLength(test) };
  }
  const pods = (count: number) =>
    Array.from(
      { length: count },
      (_, i) => `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p${i}\n`,
    ).join('---\n');

  it('multiplies the resources by what their policies cost, reading folders and files', async () => {
    await mkdir(path.join(workspace, 'policies'));
    await writeFile(
      path.join(workspace, 'policies', 'vpol.yaml'),
      'apiVersion: policies.kyverno.io/v1\nkind: ValidatingPolicy\n',
    );
    await writeFile(path.join(workspace, 'policies', 'notes.txt'), 'kind: ClusterPolicy\n');
    await writeFile(path.join(workspace, 'pods.yaml'), pods(10));
    const costly = await suite('a', 'policies:\n- ../policies\nresources:\n- ../pods.yaml\n');
    const cheap = await suite('b', 'policies:\n- p.yaml\nresources:\n- ../pods.yaml\n');
    await writeFile(
      path.join(workspace, 'b', 'p.yaml'),
      'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\n',
    );
    expect(estimateSuiteCosts([costly, cheap], workspace)).toEqual([5 + 17 * 10, 5 + 2.5 * 10]);
  });

  it('keeps a suite estimate: the same suite is not read again, in the same workspace', async () => {
    await writeFile(path.join(workspace, 'pods.yaml'), pods(4));
    const test = 'policies:\n- p.yaml\nresources:\n- ../pods.yaml\n';
    const kept = await suite('k', test);
    await writeFile(
      path.join(workspace, 'k', 'p.yaml'),
      'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\n',
    );
    expect(estimateSuiteCosts([kept], workspace)).toEqual([5 + 2.5 * 4]);
    await rm(path.join(workspace, 'pods.yaml'));
    expect(estimateSuiteCosts([kept], workspace)).toEqual([5 + 2.5 * 4]);
    // Another suite object, or another workspace, is estimated again.
    expect(estimateSuiteCosts([{ ...kept }], workspace)).toEqual([5 + kept.size * 0.05]);
    expect(estimateSuiteCosts([kept], path.join(workspace, 'k'))).toEqual([5 + kept.size * 0.05]);
  });

  it('falls back on the test file size for what it cannot read', async () => {
    const remote = await suite(
      'r',
      'policies:\n- https://example.com/p.yaml\nresources:\n- x.yaml\n',
    );
    const missing = await suite('m', 'policies:\n- missing.yaml\nresources:\n- gone.yaml\n');
    const unlisted = await suite('u', 'kind: Test\n');
    const gone = { path: path.join(workspace, 'nowhere', 'kyverno-test.yaml'), size: 100 };
    const costs = estimateSuiteCosts([remote, missing, unlisted, gone], workspace);
    expect(costs).toEqual([remote, missing, unlisted, gone].map((s) => 5 + s.size * 0.05));
  });

  it('reads nothing outside the workspace, and no file that is not regular', async () => {
    const outside = await mkdtemp(path.join(os.tmpdir(), 'kpc-suite-cost-out-'));
    try {
      await writeFile(
        path.join(outside, 'p.yaml'),
        'apiVersion: policies.kyverno.io/v1\nkind: MutatingPolicy\n',
      );
      await writeFile(path.join(workspace, 'pods.yaml'), pods(2));
      const escaping = await suite(
        'e',
        `policies:\n- ${path.relative(path.join(workspace, 'e'), path.join(outside, 'p.yaml'))}\nresources:\n- ../pods.yaml\n`,
      );
      await symlink('/dev/zero', path.join(workspace, 'zero.yaml'));
      const device = await suite('d', 'policies:\n- ../zero.yaml\nresources:\n- ../pods.yaml\n');
      expect(estimateSuiteCosts([escaping, device], workspace)).toEqual([
        5 + escaping.size * 0.05,
        5 + device.size * 0.05,
      ]);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });
});
