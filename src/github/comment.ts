/**
 * The sticky pull request comment: one per workflow, job and check name, found by a hidden marker
 * across every page of the pull request's comments, written by the same actor, updated in place.
 */
import { COMMENT_LIMIT } from '../report/comment.js';
import { truncateBytes } from '../report/markdown.js';
import type { Octokit } from './client.js';

/** Who the action's comments are written by. */
export type CommentAuthor =
  /** A personal access token: its user. */
  | { kind: 'user'; login: string }
  /** `GITHUB_TOKEN` (author `github-actions[bot]`) or a GitHub App token: a bot. */
  | { kind: 'bot' };

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * `GET /user` answers for a user's token; installation tokens such as `GITHUB_TOKEN` get 403
 * ("Resource not accessible by integration"), and their comments are written by a bot.
 */
export async function resolveCommentAuthor(octokit: Octokit): Promise<CommentAuthor> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: 'user', login: data.login };
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 404) return { kind: 'bot' };
    throw error;
  }
}

/** `resolveCommentAuthor` when first needed, once per run (an answer is kept, a failure is not). */
export function commentAuthorOnce(
  octokit: Octokit,
  known?: CommentAuthor,
): () => Promise<CommentAuthor> {
  let author = known;
  return async () => (author ??= await resolveCommentAuthor(octokit));
}

interface CommentUser {
  login: string;
  type?: string;
}

const normalizeLogin = (login: string) => login.toLowerCase().replace(/\[bot\]$/, '');

export function writtenBy(user: CommentUser | null | undefined, author: CommentAuthor): boolean {
  if (!user) return false;
  if (author.kind === 'user') return normalizeLogin(user.login) === normalizeLogin(author.login);
  return user.type === 'Bot' || /\[bot\]$/i.test(user.login);
}

export interface CommentTarget {
  owner: string;
  repo: string;
  pullRequestNumber: number;
}

export interface ExistingComment {
  id: number;
  url: string;
}

/** Searches every page of the pull request's comments, oldest first. */
export async function findStickyComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  author: CommentAuthor,
): Promise<ExistingComment | undefined> {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.pullRequestNumber,
    per_page: 100,
  });
  for await (const { data } of pages) {
    const found = data.find(
      (comment) => comment.body?.includes(marker) && writtenBy(comment.user, author),
    );
    if (found) return { id: found.id, url: found.html_url };
  }
  return undefined;
}

export type CommentOutcome =
  | { action: 'created' | 'updated'; id: number; url: string }
  | { action: 'skipped'; reason: string };

export interface StickyCommentRequest extends CommentTarget {
  marker: string;
  /** Rendered once the existing comment (if any) is known. */
  body: string;
  /** Whether to create the comment when none exists (`comment: always`, or something failed). */
  create: boolean;
  author?: CommentAuthor;
}

/** Updates this job's comment in place, or creates it; never creates a second one. */
export async function upsertStickyComment(
  octokit: Octokit,
  request: StickyCommentRequest,
): Promise<CommentOutcome> {
  const author = request.author ?? (await resolveCommentAuthor(octokit));
  const existing = await findStickyComment(octokit, request, request.marker, author);
  const body = truncateBytes(request.body, COMMENT_LIMIT);
  if (existing) {
    const { data } = await octokit.rest.issues.updateComment({
      owner: request.owner,
      repo: request.repo,
      comment_id: existing.id,
      body,
    });
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  if (!request.create) {
    return { action: 'skipped', reason: 'nothing failed and no earlier comment exists' };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: request.owner,
    repo: request.repo,
    issue_number: request.pullRequestNumber,
    body,
  });
  return { action: 'created', id: data.id, url: data.html_url };
}
