/**
 * `GET /repos/{owner}/{repo}/pulls/{pull_number}/files`: the pull request's files with their
 * diffs, page by page. One listing per pull request serves the whole run: the changed files
 * (`changes/`, which is given `PullFilesSource` as its lister) and the suggested changes' diffs.
 */
import {
  PULL_FILES_LIMIT,
  type FileChange,
  type FileStatus,
  type ListedPullFiles,
} from '../changes/pull-files.js';
import { requestErrorText } from './errors.js';

/** The part of an Octokit client the listing uses (`@octokit/core`'s `request`). */
export interface RequestClient {
  request(route: string, parameters?: Record<string, unknown>): Promise<{ data: unknown }>;
}

/** A file of the pull request, as the API lists it. */
export interface PullFile extends FileChange {
  /** Git blob SHA of the file at the head (empty when GitHub sends none). */
  sha: string;
  /** The diff's hunks; absent for binary or very large files. */
  patch?: string;
}

export type PullFilesOutcome =
  | { ok: true; files: PullFile[]; capped: boolean }
  | (Extract<ListedPullFiles, { ok: false }> & { error?: unknown });

/** Lists a pull request's files; never throws. Also `changes/`' `PullFilesLister`. */
export type PullFilesSource = (pullNumber: number) => Promise<PullFilesOutcome>;

const PER_PAGE = 100;

function toPullFile(entry: Record<string, unknown>): PullFile | undefined {
  if (typeof entry.filename !== 'string') return undefined;
  return {
    path: entry.filename,
    status: (typeof entry.status === 'string' ? entry.status : 'modified') as FileStatus,
    ...(typeof entry.previous_filename === 'string' && { previousPath: entry.previous_filename }),
    sha: typeof entry.sha === 'string' ? entry.sha : '',
    ...(typeof entry.patch === 'string' && { patch: entry.patch }),
  };
}

/** Every page of the pull request's files, up to the API's `PULL_FILES_LIMIT`. */
export async function fetchPullFiles(
  octokit: RequestClient,
  pull: { owner: string; repo: string; pullRequestNumber: number },
): Promise<PullFilesOutcome> {
  const files: PullFile[] = [];
  for (let page = 1; page <= PULL_FILES_LIMIT / PER_PAGE; page += 1) {
    let data: unknown;
    try {
      ({ data } = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.pullRequestNumber,
        per_page: PER_PAGE,
        page,
      }));
    } catch (error) {
      return { ok: false, reason: `the GitHub API failed: ${requestErrorText(error)}`, error };
    }
    if (!Array.isArray(data)) return { ok: false, reason: 'the GitHub API sent no file list' };
    for (const entry of data as Record<string, unknown>[]) {
      const file = toPullFile(entry);
      if (file) files.push(file);
    }
    if (data.length < PER_PAGE) return { ok: true, files, capped: false };
  }
  return { ok: true, files, capped: true };
}

/**
 * The run's one listing of each pull request's files, for every reader. A failed listing is not
 * kept: a later reader asks again, as it would have without the sharing.
 */
export function pullFilesOnce(
  octokit: RequestClient,
  repo: { owner: string; repo: string },
): PullFilesSource {
  const listed = new Map<number, Promise<PullFilesOutcome>>();
  return (pullRequestNumber) => {
    const known = listed.get(pullRequestNumber);
    if (known) return known;
    const listing = fetchPullFiles(octokit, { ...repo, pullRequestNumber }).then((outcome) => {
      if (!outcome.ok) listed.delete(pullRequestNumber);
      return outcome;
    });
    listed.set(pullRequestNumber, listing);
    return listing;
  };
}
