/**
 * Pull request routes of the fake GitHub API.
 *
 *   routePullFiles(gh, { 7: [{ filename: 'deploy/a.yaml', status: 'added' }] });
 *
 * Like GitHub, `GET /repos/{owner}/{repo}/pulls/{pull_number}/files` pages through at most
 * 3000 files (30 per page by default, up to 100) and answers 404 for an unknown pull request.
 */
import { createHash } from 'node:crypto';
import { git } from '../git-repo.js';
import { notFound, paginate } from './server.js';
import type { FakeGitHub } from './server.js';

export type PullFileStatus =
  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface PullFile {
  filename: string;
  status: PullFileStatus;
  previous_filename?: string;
  /** The diff's hunks as GitHub's `patch` field holds them (from `@@` on). */
  patch?: string;
  /** The file at the head: its git blob SHA becomes `sha`, as on GitHub. */
  content?: string;
}

/** Git's blob SHA of a file's content. */
export const blobSha = (content: string): string =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(content)}\0`)
    .update(content)
    .digest('hex');

/** GitHub lists no more than this many files of a pull request. */
export const PULL_FILES_CAP = 3000;

/** A diff entry shaped like GitHub's (`diff-entry` in the OpenAPI description). */
function diffEntry(owner: string, repo: string, file: PullFile) {
  const sha =
    file.content === undefined
      ? createHash('sha1').update(file.filename).digest('hex')
      : blobSha(file.content);
  const blob = `https://github.com/${owner}/${repo}/blob/${sha}/${encodeURI(file.filename)}`;
  return {
    sha,
    filename: file.filename,
    status: file.status,
    additions: file.status === 'removed' ? 0 : 1,
    deletions: file.status === 'added' ? 0 : 1,
    changes: file.status === 'renamed' ? 0 : 1,
    blob_url: blob,
    raw_url: blob.replace('/blob/', '/raw/'),
    contents_url: `https://api.github.com/repos/${owner}/${repo}/contents/${encodeURI(file.filename)}?ref=${sha}`,
    ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
    ...(file.patch === undefined ? {} : { patch: file.patch }),
  };
}

export function routePullFiles(gh: FakeGitHub, pulls: Record<number, readonly PullFile[]>): void {
  gh.route('GET', '/repos/{owner}/{repo}/pulls/{pull_number}/files', (req) => {
    const files = pulls[Number(req.params.pull_number)];
    if (!files) return notFound();
    const { owner = '', repo = '' } = req.params;
    const entries = files.slice(0, PULL_FILES_CAP).map((file) => diffEntry(owner, repo, file));
    return paginate(entries, req.query, `${gh.url}${req.path}`);
  });
}

/**
 * A pull request's files as GitHub lists them, from a real repository: every file of
 * `git diff base...head` (three-dot, as GitHub's), with its hunks and its content at the head.
 */
export async function pullFilesOf(dir: string, base: string, head: string): Promise<PullFile[]> {
  const range = `${base}...${head}`;
  const changed = await git(dir, 'diff', '--no-color', '--no-renames', '--name-status', range);
  const files: PullFile[] = [];
  for (const [letter = '', filename = ''] of changed.split('\n').map((line) => line.split('\t'))) {
    const diff = await git(dir, 'diff', '--no-color', range, '--', filename);
    const removed = letter === 'D';
    files.push({
      filename,
      status: removed ? 'removed' : letter === 'A' ? 'added' : 'modified',
      patch: diff.slice(diff.indexOf('@@')),
      ...(!removed && { content: `${await git(dir, 'show', `${head}:${filename}`)}\n` }),
    });
  }
  return files;
}
