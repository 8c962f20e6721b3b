import { mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ProcessOptions, ProcessResult, ProcessRunner } from '../process/run-process.js';
import { gitTopLevel } from './changed-files-git.js';
import { isInside, toPosix } from '../documents/workspace-files.js';

export interface BaseTree {
  /** The workspace folder inside a checkout of the base commit. */
  workspace: string;
  /** Removes the checkout and its worktree entry. */
  dispose(): Promise<void>;
  notices: string[];
}

export type BaseTreeOutcome = ({ ok: true } & BaseTree) | { ok: false; reason: string };

/** The base commit, in the clone the workspace is in (fetched when it was missing). */
export interface BaseCommit {
  /** The clone's top-level folder, where `git` runs. */
  topLevel: string;
  /** The commit's full SHA. */
  sha: string;
  /** The workspace's path in the clone (`/`-separated, `''` at the top). */
  inside: string;
  /** Runs git in `topLevel`, never prompting. */
  git(args: string[], options?: Pick<ProcessOptions, 'input' | 'bytes'>): Promise<ProcessResult>;
  notices: string[];
}

export type BaseCommitOutcome = ({ ok: true } & BaseCommit) | { ok: false; reason: string };

const GIT_TIMEOUT_MS = 10 * 60_000;

/**
 * Makes sure `commit` is in the workspace's clone: a commit missing from a shallow clone is
 * fetched (`git fetch --depth=1 origin <sha>`).
 */
export async function openBaseCommit(
  workspace: string,
  commit: string,
  runner: ProcessRunner,
  remote = 'origin',
): Promise<BaseCommitOutcome> {
  const topLevel = await gitTopLevel(workspace, runner);
  if (!topLevel) return { ok: false, reason: `${workspace} is not in a git clone` };
  const git: BaseCommit['git'] = (args, options = {}) =>
    runner('git', args, {
      cwd: topLevel,
      timeoutMs: GIT_TIMEOUT_MS,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      ...options,
    });
  const resolve = async () => {
    const resolved = await git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]);
    return resolved.exitCode === 0 ? resolved.stdout.trim() : undefined;
  };
  const notices: string[] = [];
  let sha = await resolve();
  if (sha === undefined) {
    const fetched = await git(['fetch', '--no-tags', '--depth=1', remote, commit]);
    sha = await resolve();
    if (sha === undefined) {
      const why = fetched.exitCode === 0 ? '' : `: ${firstLine(fetched.stderr)}`;
      return {
        ok: false,
        reason: `the base commit ${short(commit)} is not in the clone and could not be fetched from \`${remote}\`${why}`,
      };
    }
    notices.push(`Fetched the base commit ${short(commit)} from \`${remote}\` for the baseline.`);
  }
  const realTop = await realpath(topLevel).catch(() => topLevel);
  const realWorkspace = await realpath(workspace).catch(() => workspace);
  const inside = isInside(realTop, realWorkspace)
    ? toPosix(path.relative(realTop, realWorkspace))
    : '';
  return { ok: true, topLevel, sha, inside, git, notices };
}

/**
 * A checkout of `commit` next to the workspace, by `git worktree add --detach` into a temporary
 * folder: the workspace itself is never touched. A commit missing from a shallow clone is fetched
 * (`git fetch --depth=1 origin <sha>`) first.
 */
export async function openBaseTree(
  workspace: string,
  commit: string,
  runner: ProcessRunner,
  remote = 'origin',
  opened?: BaseCommit,
): Promise<BaseTreeOutcome> {
  const base = opened
    ? { ok: true as const, ...opened }
    : await openBaseCommit(workspace, commit, runner, remote);
  if (!base.ok) return base;
  const { git, inside, notices } = base;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kyverno-baseline-'));
  const added = await git(['worktree', 'add', '--detach', '--force', folder, commit]);
  if (added.exitCode !== 0) {
    await rm(folder, { recursive: true, force: true });
    return {
      ok: false,
      reason: `git worktree add of the base commit ${short(commit)} failed: ${firstLine(added.stderr)}`,
    };
  }
  return {
    ok: true,
    workspace: path.join(folder, inside),
    notices: [...notices],
    async dispose() {
      await git(['worktree', 'remove', '--force', folder]);
      await rm(folder, { recursive: true, force: true });
      await git(['worktree', 'prune']);
    },
  };
}

const short = (sha: string): string => sha.slice(0, 12);
const firstLine = (text: string): string => text.trim().split('\n')[0] ?? '';
