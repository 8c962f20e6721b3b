/**
 * The one pull request review of suggested changes per run. Before it is posted, the action's own
 * earlier review comments are found by their hidden marker (every page) and, once the new review
 * stands, deleted; earlier reviews' bodies say they were superseded (a `COMMENTED` review can be
 * neither deleted nor dismissed). A rerun with the same suggestions on the same commit posts
 * nothing. Reviews are all-or-nothing: one bad comment rejects the whole request. Who wrote a
 * marked comment is asked of GitHub only once one is found: a pull request without any costs one
 * listing.
 */
import { SUPERSEDED, renderSupersededBody } from '../report/suggestions.js';
import type { Octokit } from './client.js';
import { writtenBy, type CommentAuthor } from './comment.js';

export interface PullTarget {
  owner: string;
  repo: string;
  pullRequestNumber: number;
}

/** One inline comment of the review, on RIGHT-side lines start..line. */
export interface ReviewComment {
  path: string;
  /** First line; equal to `line` for one line. */
  startLine: number;
  line: number;
  body: string;
}

export interface ReviewRequest extends PullTarget {
  /** `pull_request.head.sha`: the commit the lines belong to. */
  commitId: string;
  marker: string;
  body: string;
  comments: readonly ReviewComment[];
  /** Who the action's comments are written by, asked for only when a marked one is found. */
  author: () => Promise<CommentAuthor>;
}

export type ReviewOutcome =
  | { action: 'posted'; id: number; url: string; deleted: number; superseded: number }
  | { action: 'unchanged'; comments: number }
  | { action: 'cleared'; deleted: number; superseded: number }
  | { action: 'none' };

interface OwnComment {
  id: number;
  reviewId: number | null;
  key: string;
  commitId: string;
}

const keyOf = (path: string, startLine: number, line: number, body: string) =>
  `${path}\n${startLine}\n${line}\n${body}`;

async function ownComments(octokit: Octokit, request: ReviewRequest): Promise<OwnComment[]> {
  const found: OwnComment[] = [];
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, {
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    per_page: 100,
  });
  for await (const { data } of pages) {
    for (const comment of data) {
      if (!comment.body.includes(request.marker)) continue;
      if (!writtenBy(comment.user, await request.author())) continue;
      const line = comment.line ?? comment.original_line ?? 0;
      found.push({
        id: comment.id,
        reviewId: comment.pull_request_review_id,
        key: keyOf(comment.path, comment.start_line ?? line, line, comment.body),
        commitId: comment.commit_id,
      });
    }
  }
  return found;
}

function sameSet(existing: readonly OwnComment[], request: ReviewRequest): boolean {
  if (existing.length !== request.comments.length || existing.length === 0) return false;
  const wanted = new Set(request.comments.map((c) => keyOf(c.path, c.startLine, c.line, c.body)));
  return existing.every((c) => c.commitId === request.commitId && wanted.has(c.key));
}

/** Marks the action's earlier reviews (all but `keep`) as superseded; returns how many. */
async function supersedeReviews(
  octokit: Octokit,
  request: ReviewRequest,
  keep: number | undefined,
  url: string | undefined,
): Promise<number> {
  let count = 0;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviews, {
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    per_page: 100,
  });
  const stale: number[] = [];
  for await (const { data } of pages) {
    for (const review of data) {
      if (review.id === keep || !review.body.includes(request.marker)) continue;
      if (review.body.includes(SUPERSEDED)) continue;
      if (!writtenBy(review.user, await request.author())) continue;
      stale.push(review.id);
    }
  }
  for (const id of stale) {
    await octokit.rest.pulls.updateReview({
      owner: request.owner,
      repo: request.repo,
      pull_number: request.pullRequestNumber,
      review_id: id,
      body: renderSupersededBody(request.marker, url),
    });
    count += 1;
  }
  return count;
}

async function deleteComments(
  octokit: Octokit,
  request: ReviewRequest,
  comments: readonly OwnComment[],
): Promise<number> {
  // One at a time: GitHub asks for writes in series (secondary rate limits).
  for (const comment of comments) {
    await octokit.rest.pulls.deleteReviewComment({
      owner: request.owner,
      repo: request.repo,
      comment_id: comment.id,
    });
  }
  return comments.length;
}

/**
 * Posts the review (type `COMMENT`, on `commitId`), then removes the action's earlier
 * suggestions. With no comments, only removes the earlier ones.
 */
export async function postSuggestionReview(
  octokit: Octokit,
  request: ReviewRequest,
): Promise<ReviewOutcome> {
  const existing = await ownComments(octokit, request);
  if (sameSet(existing, request)) return { action: 'unchanged', comments: existing.length };
  if (request.comments.length === 0) {
    if (existing.length === 0) return { action: 'none' };
    const deleted = await deleteComments(octokit, request, existing);
    const superseded = await supersedeReviews(octokit, request, undefined, undefined);
    return { action: 'cleared', deleted, superseded };
  }
  const { data } = await octokit.rest.pulls.createReview({
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    commit_id: request.commitId,
    event: 'COMMENT',
    body: request.body,
    comments: request.comments.map((comment) => ({
      path: comment.path,
      body: comment.body,
      line: comment.line,
      side: 'RIGHT',
      // GitHub rejects a start_line that does not precede the line.
      ...(comment.startLine < comment.line && {
        start_line: comment.startLine,
        start_side: 'RIGHT',
      }),
    })),
  });
  const deleted = await deleteComments(
    octokit,
    request,
    existing.filter((comment) => comment.reviewId !== data.id),
  );
  const superseded = await supersedeReviews(octokit, request, data.id, data.html_url);
  return { action: 'posted', id: data.id, url: data.html_url, deleted, superseded };
}
