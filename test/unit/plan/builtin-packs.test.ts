import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { BUILTIN_PACKS } from '../../../src/inputs/config.js';
import { builtinPacksRoot, loadBuiltinPack } from '../../../src/plan/builtin-packs.js';
import { repoRoot } from '../../support/action-runner.js';

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('builtinPacksRoot', () => {
  it('is policies/builtin at the root of the action', () => {
    expect(builtinPacksRoot()).toBe(path.join(repoRoot, 'policies', 'builtin'));
  });

  it('is found from the bundled dist/index.js, which runs from the action folder', async () => {
    const action = await mkdtemp(path.join(os.tmpdir(), 'action-'));
    temps.push(action);
    await mkdir(path.join(action, 'policies', 'builtin'), { recursive: true });
    await mkdir(path.join(action, 'dist'));
    expect(builtinPacksRoot(path.join(action, 'dist', 'index.js'))).toBe(
      path.join(action, 'policies', 'builtin'),
    );
  });

  it('says the action is incomplete when the folder is missing', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'no-action-'));
    temps.push(empty);
    expect(() => builtinPacksRoot(path.join(empty, 'dist', 'index.js'))).toThrow(
      /built-in policies \(policies\/builtin\) were not found.*check it out again/,
    );
  });
});

describe('the shipped packs', () => {
  it('are exactly the folders of policies/builtin', async () => {
    const folders = (await readdir(builtinPacksRoot(), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...BUILTIN_PACKS].sort());
  });

  it.each(BUILTIN_PACKS)(
    '%s: one argument for Kyverno, and every policy annotated',
    async (pack) => {
      const loaded = await loadBuiltinPack(pack);
      expect(loaded.source.argument).toBe(path.join(builtinPacksRoot(), pack));
      expect(loaded.source.display).toBe(`builtin-policies: ${pack}`);
      expect(loaded.policies.length).toBeGreaterThanOrEqual(5);
      for (const policy of loaded.policies) {
        expect(policy.kind, policy.name).toBe('ValidatingPolicy');
        expect(policy.category, policy.name).toBe(pack);
        expect(policy.title, policy.name).toBeTruthy();
        expect(policy.description, policy.name).toBeTruthy();
        expect(['low', 'medium', 'high'], policy.name).toContain(policy.severity);
        expect(policy.file, 'no workspace file').toBeUndefined();
      }
      expect(loaded.source.policies.map((p) => p.name).sort()).toEqual(
        loaded.policies.map((p) => p.name).sort(),
      );
    },
  );

  it.each(BUILTIN_PACKS)('%s: modern kinds only (policies.kyverno.io/v1)', async (pack) => {
    const folder = path.join(builtinPacksRoot(), pack);
    const policyFiles = (await readdir(folder, { recursive: true }))
      .filter((file) => /\.ya?ml$/.test(file) && !file.includes('.kyverno-test'))
      .map((file) => path.join(folder, file));
    for (const file of policyFiles) {
      for (const document of parseAllDocuments(await readFile(file, 'utf8'))) {
        const value = document.toJS() as { apiVersion: string; kind: string };
        expect([value.apiVersion, value.kind], file).toEqual([
          'policies.kyverno.io/v1',
          'ValidatingPolicy',
        ]);
      }
    }
  });
});
