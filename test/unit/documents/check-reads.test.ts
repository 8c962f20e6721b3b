import { mkdtemp, rm, symlink, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  beginCheckReads,
  endCheckReads,
  perCheck,
  readText,
  realWorkspace,
} from '../../../src/documents/check-reads.js';
import { inspectPath, kyvernoYamlFiles } from '../../../src/documents/workspace-files.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'check-reads-'));
});

afterEach(async () => {
  endCheckReads();
  await rm(dir, { recursive: true, force: true });
});

describe('readText', () => {
  it('reads a file once per check, and afresh in the next check', async () => {
    const file = path.join(dir, 'policy.yaml');
    await writeFile(file, 'first');
    beginCheckReads();
    expect(await readText(file)).toBe('first');
    await writeFile(file, 'second');
    expect(await readText(file)).toBe('first');
    beginCheckReads();
    expect(await readText(file)).toBe('second');
  });

  it('reads afresh outside a check', async () => {
    const file = path.join(dir, 'policy.yaml');
    await writeFile(file, 'first');
    expect(await readText(file)).toBe('first');
    await writeFile(file, 'second');
    expect(await readText(file)).toBe('second');
    beginCheckReads();
    await readText(file);
    endCheckReads();
    await writeFile(file, 'third');
    expect(await readText(file)).toBe('third');
  });

  it('rejects as readFile does for a missing file, and reads it once it exists', async () => {
    const file = path.join(dir, 'missing.yaml');
    beginCheckReads();
    await expect(readText(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await writeFile(file, 'here');
    beginCheckReads();
    expect(await readText(file)).toBe('here');
  });
});

describe('realWorkspace and inspectPath', () => {
  it('resolve a symlinked workspace, and inspect each path once per check', async () => {
    const real = path.join(dir, 'real');
    await mkdir(real);
    const link = path.join(dir, 'link');
    await symlink(real, link);
    beginCheckReads();
    expect(await realWorkspace(link)).toBe(real);
    expect(await inspectPath(link, 'a.yaml')).toEqual({ kind: 'missing' });
    await writeFile(path.join(real, 'a.yaml'), 'x');
    expect(await inspectPath(link, 'a.yaml')).toEqual({ kind: 'missing' });
    endCheckReads();
    expect(await inspectPath(link, 'a.yaml')).toEqual({ kind: 'file' });
  });
});

describe('perCheck', () => {
  it('keeps answers only within a check', () => {
    const memo = perCheck<number>();
    memo.set('a', 1);
    expect(memo.get('a')).toBeUndefined();
    beginCheckReads();
    memo.set('a', 1);
    expect(memo.get('a')).toBe(1);
    endCheckReads();
    expect(memo.get('a')).toBeUndefined();
  });
});

describe('kyvernoYamlFiles', () => {
  it('lists the YAML files Kyverno loads from a path, once per check', async () => {
    await mkdir(path.join(dir, 'policies', 'nested'), { recursive: true });
    await mkdir(path.join(dir, 'policies', '.hidden'));
    for (const file of ['a.yaml', 'b.YML', 'notes.txt', '.skipped.yaml', 'nested/c.yaml']) {
      await writeFile(path.join(dir, 'policies', file), 'kind: ClusterPolicy\n');
    }
    await writeFile(path.join(dir, 'policies', '.hidden', 'd.yaml'), '');
    beginCheckReads();
    const listed = await kyvernoYamlFiles(dir, 'policies');
    expect([...(listed ?? [])].sort()).toEqual([
      'policies/a.yaml',
      'policies/b.YML',
      'policies/nested/c.yaml',
    ]);
    expect(await kyvernoYamlFiles(dir, 'policies/a.yaml')).toEqual(['policies/a.yaml']);
    expect(await kyvernoYamlFiles(dir, 'policies/notes.txt')).toEqual([]);
    expect(await kyvernoYamlFiles(dir, 'missing')).toBeUndefined();
    await writeFile(path.join(dir, 'policies', 'e.yaml'), '');
    expect(await kyvernoYamlFiles(dir, 'policies')).toBe(listed);
    endCheckReads();
    expect(await kyvernoYamlFiles(dir, 'policies')).toContain('policies/e.yaml');
  });
});
