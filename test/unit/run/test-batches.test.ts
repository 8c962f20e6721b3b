import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSuite, Suite } from '../../../src/plan/suites.js';
import { batches, planTargets } from '../../../src/run/test-batches.js';

let workspace: string;
beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-test-batches-'));
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const pods = Array.from(
  { length: 10 },
  (_, i) => `apiVersion: v1\nkind: Pod\nmetadata:\n  name: p${i}\n`,
).join('---\n');

/** A suite of 10 pods under one policy of `kind`, its test file padded to `padding` bytes. */
async function suite(dir: string, kind: string, padding = 0): Promise<LocalSuite> {
  const folder = path.join(workspace, dir);
  await mkdir(folder, { recursive: true });
  const group = kind === 'ClusterPolicy' ? 'kyverno.io/v1' : 'policies.kyverno.io/v1';
  await writeFile(path.join(folder, 'policy.yaml'), `apiVersion: ${group}\nkind: ${kind}\n`);
  await writeFile(path.join(folder, 'pods.yaml'), pods);
  const text = `policies:\n- policy.yaml\nresources:\n- pods.yaml\n${'#'.repeat(padding)}\n`;
  const file = path.join(folder, 'kyverno-test.yaml');
  await writeFile(file, text);
  return {
    kind: 'local',
    file: `${dir}/kyverno-test.yaml`,
    path: file,
    dir: folder,
    size: text.length,
  };
}

const args = (groups: ReturnType<typeof batches>) => groups.map((group) => group.map((t) => t.arg));

describe('planTargets', () => {
  it('gives Kyverno a folder once, with the suites nested in it, and git URLs as they are', async () => {
    const outer = await suite('a', 'ClusterPolicy');
    const nested = await suite('a/b', 'ClusterPolicy');
    const other = await suite('c', 'ClusterPolicy');
    const git: Suite = { kind: 'git', url: 'https://example.com/repo.git' };
    const targets = planTargets([nested, git, other, outer], workspace);
    expect(targets.map((t) => [t.arg, t.files])).toEqual([
      ['a', ['a/kyverno-test.yaml', 'a/b/kyverno-test.yaml']],
      ['c', ['c/kyverno-test.yaml']],
      ['https://example.com/repo.git', []],
    ]);
  });
});

describe('batches', () => {
  it("balances processes by the suites' estimated cost, not the test files' size", async () => {
    const validating = await suite('v', 'ValidatingPolicy');
    const patterns = await Promise.all(
      ['p1', 'p2', 'p3'].map((dir) => suite(dir, 'ClusterPolicy', 4000)),
    );
    const targets = planTargets([validating, ...patterns], workspace);
    const groups = batches(targets, { parallelism: 2, perProcess: 64, workspace });
    // 10 pods under a ValidatingPolicy (175) outweigh 30 under pattern rules (3 × 30).
    expect(args(groups)).toEqual([['v'], ['p1', 'p2', 'p3']]);
  });

  it('starts the costliest process first, and runs git URLs alone', async () => {
    const cheap = await suite('a', 'ClusterPolicy');
    const costly = await suite('b', 'MutatingPolicy');
    const git: Suite = { kind: 'git', url: 'https://example.com/repo.git' };
    const groups = batches(planTargets([cheap, costly, git], workspace), {
      parallelism: 2,
      perProcess: 64,
      workspace,
    });
    expect(args(groups)).toEqual([['b'], ['a'], ['https://example.com/repo.git']]);
  });

  it('keeps every folder in one process when one may run, and caps the folders per process', async () => {
    const suites = await Promise.all(['a', 'b', 'c'].map((dir) => suite(dir, 'ClusterPolicy')));
    const targets = planTargets(suites, workspace);
    expect(args(batches(targets, { parallelism: 1, perProcess: 64, workspace }))).toEqual([
      ['a', 'b', 'c'],
    ]);
    const capped = batches(targets, { parallelism: 1, perProcess: 2, workspace });
    expect(capped.map((group) => group.length).sort()).toEqual([1, 2]);
  });
});
