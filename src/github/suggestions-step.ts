/**
 * The suggested-changes step of publishing: Kyverno's mutations of plain manifest files, written
 * into each file's text, split into suggestions on the pull request's diff and changes outside
 * it, posted as one review. Whatever is not posted goes to the job summary with the reason.
 */
import { createHash } from 'node:crypto';
import { fileMutations, type EditedFile } from '../files/manifest-edits.js';
import type { MutatedResource } from '../model/mutation.js';
import {
  MAX_REVIEW_COMMENTS,
  REVIEW_BODY_LIMIT,
  renderReviewBody,
  renderSuggestionComment,
  type SuggestedChange,
  type SuggestionsSummary,
  type UnsuggestedChange,
} from '../report/suggestions.js';
import { planSuggestions, rightSideHunks, type LineChange } from '../suggest/suggestions.js';
import type { Octokit } from './client.js';
import type { CommentAuthor } from './comment.js';
import type { PullFile, PullFilesSource } from './pull-files.js';
import { postSuggestionReview } from './review.js';

/** The mutation whose document holds the change. */
function ownerOf(file: EditedFile, change: LineChange): MutatedResource | undefined {
  for (const [index, span] of file.documents) {
    if (span.start <= change.start && change.start <= span.end) {
      return file.mutations.find((mutation) => mutation.documentIndex === index);
    }
  }
  return file.mutations[0];
}

const blobSha = (text: string) =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0`)
    .update(text)
    .digest('hex');

/** Why the file's changes cannot be suggested on this diff, or undefined when they can. */
function diffBlocker(file: EditedFile, diff: PullFile | undefined): string | undefined {
  if (!diff) return 'the pull request does not change this file';
  if (diff.patch === undefined) return 'GitHub shows no diff for this file (too large or binary)';
  if (diff.sha !== blobSha(file.before)) {
    return 'the checked-out file is not the pull request\u2019s head version of it';
  }
  return undefined;
}

export interface PlannedReview {
  inline: SuggestedChange[];
  notSuggested: UnsuggestedChange[];
}

/** Splits every file's changes into at most 30 suggestions on the diff and the rest. */
export function planReview(
  files: readonly EditedFile[],
  diffs: ReadonlyMap<string, PullFile> | undefined,
  blocker?: string,
): PlannedReview {
  const planned: PlannedReview = { inline: [], notSuggested: [] };
  const about = (file: EditedFile, change: LineChange) => {
    const owner = ownerOf(file, change);
    return {
      path: file.path,
      makers: owner?.makers ?? [],
      ...(owner && { resource: owner.resource }),
    };
  };
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const reason = blocker ?? diffBlocker(file, diffs?.get(file.path));
    const hunks = reason ? [] : rightSideHunks(diffs?.get(file.path)?.patch ?? '');
    const plan = planSuggestions(file.before, file.after, hunks, reason);
    for (const change of plan.inline) planned.inline.push({ ...change, ...about(file, change) });
    for (const change of plan.outside) {
      planned.notSuggested.push({ change, reason: change.reason, ...about(file, change) });
    }
  }
  const over = planned.inline.splice(MAX_REVIEW_COMMENTS);
  for (const change of over) {
    planned.notSuggested.push({
      ...change,
      change,
      reason: `one review carries at most ${MAX_REVIEW_COMMENTS} suggestions`,
    });
  }
  return planned;
}

/** Where the review goes, and who wrote the earlier ones (asked for only when needed). */
export interface ReviewTarget {
  octokit: Octokit;
  owner: string;
  repo: string;
  pullRequestNumber: number;
  marker: string;
  author: () => Promise<CommentAuthor>;
}

export interface SuggestionsRequest extends ReviewTarget {
  headSha: string;
  /** The run's one listing of the pull request's files (`pullFilesOnce`). */
  pullFiles: PullFilesSource;
  files: readonly EditedFile[];
}

/** Posts the review; throws GitHub's errors for the caller to degrade. */
export async function publishSuggestions(
  request: SuggestionsRequest,
): Promise<SuggestionsSummary & { url?: string }> {
  const target = {
    owner: request.owner,
    repo: request.repo,
    pullRequestNumber: request.pullRequestNumber,
  };
  const listed = await request.pullFiles(request.pullRequestNumber);
  if (!listed.ok) throw listed.error ?? new Error(listed.reason);
  const diffs = new Map(listed.files.map((file) => [file.path, file]));
  const planned = planReview(request.files, diffs);
  const comments = [];
  for (const change of planned.inline) {
    const body = renderSuggestionComment(change, request.marker);
    if (body.length > REVIEW_BODY_LIMIT) {
      planned.notSuggested.push({
        ...change,
        change,
        reason: 'the suggestion is too long for a review comment',
      });
      continue;
    }
    comments.push({ path: change.path, startLine: change.start, line: change.end, body });
  }
  const outcome = await postSuggestionReview(request.octokit, {
    ...target,
    commitId: request.headSha,
    marker: request.marker,
    author: request.author,
    comments,
    body: renderReviewBody(comments.length, planned.notSuggested, request.marker),
  });
  const summary: SuggestionsSummary = { posted: 0, notSuggested: planned.notSuggested };
  if (outcome.action === 'posted')
    return { ...summary, posted: comments.length, reviewUrl: outcome.url };
  if (outcome.action === 'unchanged') {
    return {
      ...summary,
      posted: outcome.comments,
      skipped: 'the same suggestions are already on the pull request',
    };
  }
  return summary;
}

/**
 * Whether a run that posts no review must remove the action's earlier suggestions. A run that
 * checked the whole pull request itself (`checkedWhole`: not a shard, not published results) knows
 * its suggestions are all there are, so none may stand, whatever its mutations (none, none
 * previewed, only rendered objects, or edits that failed). A report made elsewhere says so only
 * with a `mutations` list holding nothing a manifest file could take (none, or only rendered
 * objects): without the list, the run that wrote it may not have previewed mutations at all, and
 * a shard sees only its part of the pull request.
 */
export function clearsEarlier(
  mutations: readonly MutatedResource[] | undefined,
  checkedWhole: boolean,
): boolean {
  if (checkedWhole) return true;
  return mutations !== undefined && fileMutations(mutations).size === 0;
}

/**
 * Removes the action's earlier suggestions when this run posts none. Throws GitHub's errors for
 * the caller to degrade.
 */
export async function clearSuggestions(target: ReviewTarget): Promise<void> {
  const { octokit, ...request } = target;
  await postSuggestionReview(octokit, { ...request, commitId: '', body: '', comments: [] });
}
