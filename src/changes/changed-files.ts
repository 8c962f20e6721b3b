import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from '../process/run-process.js';
import type { ProcessRunner } from '../process/run-process.js';
import { pullRequestFiles } from './pull-files.js';
import type { FileChange, PullFilesLister } from './pull-files.js';
import { gitChangedFiles, gitTopLevel } from './changed-files-git.js';
import type { GitDiffRequest } from './changed-files-git.js';
import { isInside, toPosix } from '../documents/workspace-files.js';

export type { PullFilesLister } from './pull-files.js';

/** Files a pull request, push or merge group changed, relative to the workspace. */
export interface ChangeSet {
  everything: false;
  /** Added, modified, renamed (new name) and copied files: the ones to check. */
  files: string[];
  /** Removed files and the old names of renamed ones: they matter to the scope decision. */
  removed: string[];
  /** New name -> old name of every renamed file. */
  renamed?: Record<string, string>;
  /** Where the list comes from, for the summary. */
  origin: string;
  notices: string[];
}

/** No list of changed files: every matching file is checked. */
export interface Everything {
  everything: true;
  reason: string;
  notices: string[];
}

export type Changes = ChangeSet | Everything;

export interface ChangeContext {
  /** `github.context.eventName`. */
  eventName: string;
  /** `github.context.payload`, taken as plain data. */
  payload: unknown;
  workspace: string;
  repo: { owner: string; repo: string };
  /** Lists a pull request's files with GitHub's API (see `github/pull-files.ts`); else git. */
  listPullFiles?: PullFilesLister;
}

const COUNTED = new Set(['added', 'modified', 'renamed', 'copied', 'changed']);
const NO_COMMIT = /^0+$/;
const FETCH_ADVICE =
  'Give actions/checkout `fetch-depth: 0` (or a depth that reaches the base) so the history is there.';

/** What changed, per event: the pull request's files, a push's commits, a merge group's range. */
export async function changedFiles(
  context: ChangeContext,
  runner: ProcessRunner = runProcess,
): Promise<Changes> {
  const payload = (context.payload ?? {}) as Payload;
  switch (context.eventName) {
    case 'pull_request':
    case 'pull_request_target':
      return pullRequestChanges(context, payload, runner);
    case 'push':
      return pushChanges(context, payload, runner);
    case 'merge_group': {
      const group = payload.merge_group;
      if (!group?.base_sha || !group.head_sha)
        return everything('the merge_group payload has no base_sha/head_sha');
      const range = `${short(group.base_sha)}..${short(group.head_sha)}`;
      return fromGit(
        context,
        runner,
        { base: group.base_sha, head: group.head_sha, mergeBase: false },
        `merge group ${range}`,
      );
    }
    default:
      return everything(`the ${context.eventName} event has no changed files`);
  }
}

interface Payload {
  number?: number;
  pull_request?: {
    number?: number;
    changed_files?: number;
    base?: { sha?: string };
    head?: { sha?: string };
  };
  before?: string;
  after?: string;
  ref?: string;
  repository?: { default_branch?: string };
  merge_group?: { base_sha?: string; head_sha?: string };
}

async function pullRequestChanges(
  context: ChangeContext,
  payload: Payload,
  runner: ProcessRunner,
): Promise<Changes> {
  const pull = payload.pull_request;
  const number = pull?.number ?? payload.number;
  if (!pull || number === undefined) return everything('the event payload has no pull request');
  const notices: string[] = [];
  if (context.listPullFiles) {
    const listed = await pullRequestFiles(context.listPullFiles, {
      number,
      ...(pull.changed_files === undefined ? {} : { changedFiles: pull.changed_files }),
    });
    if (listed.ok) {
      const origin = `pull request #${number} (GitHub API)`;
      return toChangeSet(context, runner, listed.changes, origin, notices);
    }
    notices.push(`Listing the pull request's files with git, because ${listed.reason}.`);
  }
  const base = pull.base?.sha;
  const head = pull.head?.sha;
  if (!base || !head) return everything('the pull request payload has no base/head SHA', notices);
  const request: Omit<GitDiffRequest, 'cwd'> = { base, head, mergeBase: true, fetch: [] };
  const changes = await fromGit(context, runner, request, `pull request #${number} (git diff)`);
  changes.notices.unshift(...notices);
  return changes;
}

async function pushChanges(
  context: ChangeContext,
  payload: Payload,
  runner: ProcessRunner,
): Promise<Changes> {
  const { before, after } = payload;
  if (!before || !after) return everything('the push payload has no before/after');
  if (NO_COMMIT.test(after)) {
    return { everything: false, files: [], removed: [], origin: 'deleted ref', notices: [] };
  }
  if (!NO_COMMIT.test(before)) {
    const request = { base: before, head: after, mergeBase: false };
    return fromGit(context, runner, request, `push ${short(before)}..${short(after)}`);
  }
  const branch = payload.repository?.default_branch;
  if (!branch)
    return everything('this push created a new branch and the default branch is unknown');
  if (payload.ref === `refs/heads/${branch}`) {
    return everything(`this push created the default branch ${branch}`);
  }
  const tracking = `refs/remotes/origin/${branch}`;
  const request: Omit<GitDiffRequest, 'cwd'> = {
    base: tracking,
    head: after,
    mergeBase: true,
    fetch: [`+refs/heads/${branch}:${tracking}`],
  };
  const origin = `new branch, compared with its merge base with ${branch}`;
  const changes = await fromGit(context, runner, request, origin);
  if (!changes.everything) {
    changes.notices.unshift(`This push created a new branch: comparing it with ${branch}.`);
  } else {
    changes.reason = `this push created a new branch and its merge base with ${branch} could not be found (${changes.reason})`;
  }
  return changes;
}

async function fromGit(
  context: ChangeContext,
  runner: ProcessRunner,
  request: Omit<GitDiffRequest, 'cwd'>,
  origin: string,
): Promise<Changes> {
  const diff = await gitChangedFiles({ ...request, cwd: context.workspace }, runner);
  if (!diff.ok)
    return everything(`git could not list the changed files: ${diff.reason}. ${FETCH_ADVICE}`);
  return toChangeSet(context, runner, diff.changes, origin, diff.notices);
}

async function toChangeSet(
  context: ChangeContext,
  runner: ProcessRunner,
  changes: readonly FileChange[],
  origin: string,
  notices: string[],
): Promise<ChangeSet> {
  const toWorkspace = await repositoryToWorkspace(context.workspace, runner);
  const files = new Set<string>();
  const removed = new Set<string>();
  const renamed: Record<string, string> = {};
  let outside = 0;
  const add = (target: Set<string>, repoPath: string | undefined): string | undefined => {
    if (repoPath === undefined) return undefined;
    const relative = toWorkspace(repoPath);
    if (relative === undefined) outside += 1;
    else target.add(relative);
    return relative;
  };
  for (const change of changes) {
    const now = COUNTED.has(change.status) ? add(files, change.path) : undefined;
    if (change.status === 'removed') add(removed, change.path);
    const before = change.status === 'renamed' ? add(removed, change.previousPath) : undefined;
    if (now !== undefined && before !== undefined) renamed[now] = before;
  }
  if (outside > 0) {
    notices.push(`${outside} changed path(s) lie outside the workspace and are not checked.`);
  }
  return {
    everything: false,
    files: [...files].sort(),
    removed: [...removed].sort(),
    ...(Object.keys(renamed).length > 0 && { renamed }),
    origin,
    notices,
  };
}

/** Maps repository-root paths to workspace paths (the checkout may sit in a subfolder). */
async function repositoryToWorkspace(
  workspace: string,
  runner: ProcessRunner,
): Promise<(repoPath: string) => string | undefined> {
  const topLevel = await gitTopLevel(workspace, runner);
  const real = await realpath(workspace).catch(() => workspace);
  const root = topLevel ? await realpath(topLevel).catch(() => topLevel) : real;
  return (repoPath) => {
    const absolute = path.resolve(root, repoPath);
    return isInside(real, absolute) ? toPosix(path.relative(real, absolute)) : undefined;
  };
}

function everything(reason: string, notices: string[] = []): Everything {
  return { everything: true, reason, notices };
}

const short = (sha: string): string => sha.slice(0, 12);
