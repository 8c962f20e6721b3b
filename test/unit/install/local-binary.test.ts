import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLocalBinary } from '../../../src/install/local-binary.js';
import { kyvernoBinary } from '../../support/kyverno.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kyverno-path-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('kyverno-path', () => {
  it('accepts the real binary', async () => {
    await expect(checkLocalBinary(kyvernoBinary(), 'linux')).resolves.toBe(kyvernoBinary());
  });

  it('a path that does not exist names the input and what to do', async () => {
    const missing = path.join(dir, 'nope', 'kyverno');
    await expect(checkLocalBinary(missing, 'linux')).rejects.toThrow(
      `kyverno-path "${missing}" does not exist: point it at a Kyverno binary, or leave ` +
        'kyverno-path empty to install the version in kyverno-version.',
    );
  });

  it('a relative path is shown with what it resolved to', async () => {
    await expect(checkLocalBinary('bin/no-kyverno', 'linux')).rejects.toThrow(
      `kyverno-path "bin/no-kyverno" (${path.resolve('bin/no-kyverno')}) does not exist`,
    );
  });

  it('a file that is not executable says how to fix it', async () => {
    const file = path.join(dir, 'kyverno');
    await writeFile(file, 'not a program');
    await chmod(file, 0o644);
    await expect(checkLocalBinary(file, 'linux')).rejects.toThrow(
      `kyverno-path "${file}" is not executable (mode 644): run \`chmod +x ${file}\` in an earlier step`,
    );
  });

  it('a directory points at the binary inside', async () => {
    await expect(checkLocalBinary(dir, 'win32')).rejects.toThrow(
      `kyverno-path "${dir}" is a directory: point it at the binary itself (e.g. ${path.join(dir, 'kyverno.exe')}).`,
    );
  });
});
