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

/** The part of an Octokit client this stage uses (the real one is built in `src/github/`). */
export interface OctokitLike {
  request(route: string, parameters?: Record<string, unknown>): Promise<{ data: unknown }>;
}

/** GitHub lists at most this many files of a pull request. */
export const PULL_FILES_LIMIT = 3000;
const PER_PAGE = 100;

export type ApiFilesOutcome = { ok: true; changes: FileChange[] } | { ok: false; reason: string };

/**
 * All files of a pull request from `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`,
 * page by page. Fails (so the caller can use git) when the API errors or the pull request
 * has more files than the API lists.
 */
export async function pullRequestFiles(
  octokit: OctokitLike,
  pull: { owner: string; repo: string; number: number; changedFiles?: number },
): Promise<ApiFilesOutcome> {
  if (pull.changedFiles !== undefined && pull.changedFiles > PULL_FILES_LIMIT) {
    return { ok: false, reason: tooMany(pull.changedFiles) };
  }
  const changes: FileChange[] = [];
  for (let page = 1; page <= PULL_FILES_LIMIT / PER_PAGE; page += 1) {
    let data: unknown;
    try {
      ({ data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.number,
        per_page: PER_PAGE,
        page,
      }));
    } catch (error) {
      return { ok: false, reason: `the GitHub API failed: ${describe(error)}` };
    }
    if (!Array.isArray(data)) return { ok: false, reason: 'the GitHub API sent no file list' };
    for (const entry of data as Record<string, unknown>[]) {
      if (typeof entry.filename !== 'string') continue;
      changes.push({
        path: entry.filename,
        status: (typeof entry.status === 'string' ? entry.status : 'modified') as FileStatus,
        ...(typeof entry.previous_filename === 'string'
          ? { previousPath: entry.previous_filename }
          : {}),
      });
    }
    if (data.length < PER_PAGE) return { ok: true, changes };
  }
  if (pull.changedFiles === undefined || pull.changedFiles > changes.length) {
    return { ok: false, reason: tooMany(pull.changedFiles) };
  }
  return { ok: true, changes };
}

function tooMany(count: number | undefined): string {
  const files = count === undefined ? `at least ${PULL_FILES_LIMIT}` : String(count);
  return `the pull request has ${files} files and the GitHub API lists only the first ${PULL_FILES_LIMIT}`;
}

function describe(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    // Octokit appends the documentation URL: ` - https://docs.github.com/rest`.
    const text =
      typeof message === 'string'
        ? message.split('\n')[0]!.replace(/ - https?:\/\/\S+$/, '')
        : String(error);
    return typeof status === 'number' ? `HTTP ${status}: ${text}` : text;
  }
  return String(error);
}
