/**
 * The pull request's files as GitHub's pull-request files API lists them. The API call itself is
 * `github/`'s (`github/pull-files.ts`): it is injected here as a lister, since `changes/` sits
 * below `github/` and never talks to the API.
 */

/** The statuses GitHub gives a pull request file; git's letters map onto the same words. */
export type FileStatus =
  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface FileChange {
  /** Path from the repository root, `/`-separated. */
  path: string;
  status: FileStatus;
  /** The old path of a renamed or copied file. */
  previousPath?: string;
}

/** GitHub lists at most this many files of a pull request. */
export const PULL_FILES_LIMIT = 3000;

/**
 * What the API answered: the files in its order, `capped` when it listed `PULL_FILES_LIMIT` of
 * them (there may be more); or why there is no list (the API failed, or sent none).
 */
export type ListedPullFiles =
  { ok: true; files: readonly FileChange[]; capped: boolean } | { ok: false; reason: string };

/** Lists a pull request's files, every page; never throws (a failure is `ok: false`). */
export type PullFilesLister = (pullNumber: number) => Promise<ListedPullFiles>;

export type ApiFilesOutcome =
  { ok: true; changes: readonly FileChange[] } | { ok: false; reason: string };

/**
 * All files of a pull request from the lister. Fails (so the caller can use git) when the API
 * errors or the pull request has more files than the API lists; a payload that says so already
 * (`changedFiles`) costs no request.
 */
export async function pullRequestFiles(
  list: PullFilesLister,
  pull: { number: number; changedFiles?: number },
): Promise<ApiFilesOutcome> {
  if (pull.changedFiles !== undefined && pull.changedFiles > PULL_FILES_LIMIT) {
    return { ok: false, reason: tooMany(pull.changedFiles) };
  }
  const listed = await list(pull.number);
  if (!listed.ok) return listed;
  if (
    listed.capped &&
    (pull.changedFiles === undefined || pull.changedFiles > listed.files.length)
  ) {
    return { ok: false, reason: tooMany(pull.changedFiles) };
  }
  return { ok: true, changes: listed.files };
}

function tooMany(count: number | undefined): string {
  const files = count === undefined ? `at least ${PULL_FILES_LIMIT}` : String(count);
  return `the pull request has ${files} files and the GitHub API lists only the first ${PULL_FILES_LIMIT}`;
}
