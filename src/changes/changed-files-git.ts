import type { ProcessRunner } from '../process/run-process.js';
import type { FileChange, FileStatus } from './pull-files.js';

const STATUS_LETTERS: Record<string, FileStatus> = {
  A: 'added',
  M: 'modified',
  T: 'changed',
  R: 'renamed',
  C: 'copied',
  D: 'removed',
  U: 'changed',
};

const GIT_TIMEOUT_MS = 10 * 60_000;

export type GitDiffOutcome =
  { ok: true; changes: FileChange[]; notices: string[] } | { ok: false; reason: string };

export interface GitDiffRequest {
  /** Folder inside the clone. */
  cwd: string;
  /** A commit SHA or a ref such as `refs/remotes/origin/main`. */
  base: string;
  head: string;
  /** Compare `head` with the merge base of both (`base...head`) instead of `base` itself. */
  mergeBase: boolean;
  /** Refspecs to fetch when `base`/`head` are missing, e.g. `+refs/heads/main:refs/remotes/origin/main`. */
  fetch?: string[];
  remote?: string;
}

/**
 * Files changed between two commits, by `git diff --name-status`. Missing commits are fetched,
 * and a shallow clone is deepened until the merge base is found.
 */
export async function gitChangedFiles(
  request: GitDiffRequest,
  runner: ProcessRunner,
): Promise<GitDiffOutcome> {
  const git = new Git(request.cwd, runner);
  const remote = request.remote ?? 'origin';
  const notices: string[] = [];
  const missing = await git.missing([request.base, request.head]);
  if (missing.length > 0) {
    const wanted = [...(request.fetch ?? []), ...missing.filter(isSha)];
    const fetched = await git.run(['fetch', '--no-tags', '--depth=50', remote, ...wanted]);
    const stillMissing = await git.missing([request.base, request.head]);
    if (stillMissing.length > 0) {
      return {
        ok: false,
        reason:
          `${stillMissing.join(' and ')} ${stillMissing.length > 1 ? 'are' : 'is'} not in the clone ` +
          `and could not be fetched from \`${remote}\`` +
          (fetched.exitCode === 0 ? '' : ` (${firstLine(fetched.stderr)})`),
      };
    }
    notices.push(`Fetched ${missing.join(' and ')} from \`${remote}\` to list the changed files.`);
  }
  let base = request.base;
  if (request.mergeBase) {
    const found = await findMergeBase(git, remote, request);
    if (!found.ok) return found;
    base = found.mergeBase;
    notices.push(...found.notices);
  }
  const diff = await git.run([
    '-c',
    'core.quotepath=false',
    'diff',
    '--name-status',
    '-z',
    '-M',
    '--no-ext-diff',
    '--no-textconv',
    base,
    request.head,
    '--',
  ]);
  if (diff.exitCode !== 0) {
    return {
      ok: false,
      reason: `git diff ${base} ${request.head} failed: ${firstLine(diff.stderr)}`,
    };
  }
  return { ok: true, changes: parseNameStatus(diff.stdout), notices };
}

async function findMergeBase(
  git: Git,
  remote: string,
  request: GitDiffRequest,
): Promise<{ ok: true; mergeBase: string; notices: string[] } | { ok: false; reason: string }> {
  const shas = [request.base, request.head];
  const refspecs = [...(request.fetch ?? []), ...shas.filter(isSha)];
  const attempts: string[][] = [['--deepen=100'], ['--deepen=1000'], ['--unshallow']];
  for (let attempt = 0; ; attempt += 1) {
    const mergeBase = await git.run(['merge-base', request.base, request.head]);
    if (mergeBase.exitCode === 0) {
      const notices = attempt === 0 ? [] : ['Fetched more history to find the merge base.'];
      return { ok: true, mergeBase: mergeBase.stdout.trim(), notices };
    }
    const shallow = await git.run(['rev-parse', '--is-shallow-repository']);
    const deepen = attempts[attempt];
    if (shallow.stdout.trim() !== 'true' || !deepen) {
      return {
        ok: false,
        reason:
          `${short(request.base)} and ${short(request.head)} have no common history in the clone` +
          (shallow.stdout.trim() === 'true' ? ', even after fetching all of it' : ''),
      };
    }
    const fetched = await git.run(['fetch', '--no-tags', ...deepen, remote, ...refspecs]);
    if (fetched.exitCode !== 0) {
      return {
        ok: false,
        reason: `the clone is shallow and fetching more history failed (${firstLine(fetched.stderr)})`,
      };
    }
  }
}

/** Parses `git diff --name-status -z` output. */
export function parseNameStatus(output: string): FileChange[] {
  const fields = output.split('\0');
  const changes: FileChange[] = [];
  for (let index = 0; index < fields.length;) {
    const code = fields[index++];
    if (!code) continue;
    const status = STATUS_LETTERS[code[0]!] ?? 'changed';
    if (status === 'renamed' || status === 'copied') {
      const previous = fields[index++] ?? '';
      const path = fields[index++] ?? '';
      changes.push({ path, status, previousPath: previous });
    } else {
      changes.push({ path: fields[index++] ?? '', status });
    }
  }
  return changes.filter((change) => change.path !== '');
}

class Git {
  private readonly cwd: string;
  private readonly runner: ProcessRunner;

  constructor(cwd: string, runner: ProcessRunner) {
    this.cwd = cwd;
    this.runner = runner;
  }

  run(args: string[]) {
    return this.runner('git', args, {
      cwd: this.cwd,
      timeoutMs: GIT_TIMEOUT_MS,
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
    });
  }

  async missing(revisions: string[]): Promise<string[]> {
    const missing: string[] = [];
    for (const revision of revisions) {
      const found = await this.run(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
      if (found.exitCode !== 0) missing.push(revision);
    }
    return missing;
  }
}

/** Folder of the clone's top level, or undefined when `cwd` is not in a git clone. */
export async function gitTopLevel(cwd: string, runner: ProcessRunner): Promise<string | undefined> {
  const result = await new Git(cwd, runner).run(['rev-parse', '--show-toplevel']);
  return result.exitCode === 0 ? result.stdout.trim() : undefined;
}

const isSha = (revision: string): boolean => /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(revision);
const short = (revision: string): string => (isSha(revision) ? revision.slice(0, 12) : revision);
const firstLine = (text: string): string => text.trim().split('\n')[0] ?? '';
