import { describe, expect, it } from 'vitest';
import { listTree } from '../../../src/detect/tree.js';
import type { ProcessRunner } from '../../../src/process/run-process.js';

describe("listTree: git's listing, never a walk of the disk", () => {
  it('asks git with an argument array for tracked and untracked-but-not-ignored files', async () => {
    const calls: { command: string; args: readonly string[]; cwd?: string }[] = [];
    const runner: ProcessRunner = async (command, args, options) => {
      calls.push({ command, args, ...(options?.cwd && { cwd: options.cwd }) });
      return {
        exitCode: 0,
        stdout: 'b.yaml\0a dir/ünïcode.yaml\0nested-repo/\0b.yaml\0',
        stderr: '',
        timedOut: false,
      };
    };
    expect(await listTree('/repo', runner)).toEqual({
      files: ['a dir/ünïcode.yaml', 'b.yaml'],
    });
    expect(calls).toEqual([
      {
        command: 'git',
        args: [
          '-c',
          'core.quotePath=false',
          'ls-files',
          '-z',
          '--cached',
          '--others',
          '--exclude-standard',
        ],
        cwd: '/repo',
      },
    ]);
  });

  it('says why when git fails or cannot run', async () => {
    const failing: ProcessRunner = async () => ({
      exitCode: 128,
      stdout: '',
      stderr: 'fatal: not a git repository (or any of the parent directories): .git\n',
      timedOut: false,
    });
    expect(await listTree('/x', failing)).toEqual({
      files: [],
      problem:
        'git ls-files failed: fatal: not a git repository (or any of the parent directories): .git',
    });
    const missing: ProcessRunner = () => Promise.reject(new Error('could not run git: ENOENT'));
    expect(await listTree('/x', missing)).toEqual({
      files: [],
      problem: 'could not run git: ENOENT',
    });
  });
});
