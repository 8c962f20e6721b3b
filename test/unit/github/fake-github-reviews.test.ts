/** The fake GitHub's reviews: GitHub's contract (OpenAPI), its diff rules, its all-or-nothing 422. */
import { getOctokit } from '@actions/github';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routePullFiles, type PullFile } from '../../support/fake-github/pulls.js';
import { registerReviews, type FakeReviews } from '../../support/fake-github/reviews.js';
import { FakeGitHub, resourceNotAccessible } from '../../support/fake-github/server.js';

const SHA = 'a'.repeat(40);
const files: PullFile[] = [
  {
    filename: 'a.yaml',
    status: 'modified',
    patch: '@@ -1,3 +1,4 @@\n a\n+b\n c\n d',
    content: 'a\nb\nc\nd\ne\n',
  },
];
let gh: FakeGitHub;
let reviews: FakeReviews;
let octokit: ReturnType<typeof getOctokit>;
beforeEach(async () => {
  gh = await FakeGitHub.start();
  routePullFiles(gh, { 7: files });
  reviews = registerReviews(gh, { 7: files }, { 7: [SHA] });
  octokit = getOctokit('test-token', { baseUrl: gh.url, request: { retries: 0 } });
});
afterEach(async () => {
  await gh.close();
});

const review = (comments: { path: string; body: string; line: number; start_line?: number }[]) =>
  octokit.rest.pulls.createReview({
    owner: 'acme',
    repo: 'web',
    pull_number: 7,
    commit_id: SHA,
    event: 'COMMENT',
    body: 'x',
    comments: comments.map((c) => ({ side: 'RIGHT', ...c })),
  });

describe('fake GitHub reviews', () => {
  it('stores a review whose comments are on diff lines, and lists, updates and deletes them', async () => {
    const { status, data } = await review([
      { path: 'a.yaml', body: '```suggestion\nB\n```', line: 2 },
    ]);
    expect(status).toBe(200);
    expect(data.state).toBe('COMMENTED');
    const listed = await octokit.rest.pulls.listReviewComments({
      owner: 'acme',
      repo: 'web',
      pull_number: 7,
    });
    expect(listed.data.map((c) => [c.line, c.pull_request_review_id])).toEqual([[2, data.id]]);
    expect(reviews.applySuggestions(7, 'a.yaml', 'a\nb\nc\nd\ne\n')).toBe('a\nB\nc\nd\ne\n');
    await octokit.rest.pulls.updateReview({
      owner: 'acme',
      repo: 'web',
      pull_number: 7,
      review_id: data.id,
      body: 'y',
    });
    expect(reviews.reviews[0]!.body).toBe('y');
    const deleted = await octokit.rest.pulls.deleteReviewComment({
      owner: 'acme',
      repo: 'web',
      comment_id: listed.data[0]!.id,
    });
    expect(deleted.status).toBe(204);
    expect(reviews.comments).toEqual([]);
    expect(gh.validationErrors).toEqual([]);
  });

  it('rejects the whole review when one comment is outside the diff', async () => {
    const error = await review([
      { path: 'a.yaml', body: 'ok', line: 2 },
      { path: 'a.yaml', body: 'outside', line: 5 },
    ]).catch((e: unknown) => e as { status: number; response: { data: { errors: string[] } } });
    expect(error).toMatchObject({ status: 422 });
    expect((error as { response: { data: { errors: string[] } } }).response.data.errors).toEqual([
      'Pull request review thread line must be part of the diff',
    ]);
    expect(reviews.reviews).toEqual([]);
    expect(reviews.comments).toEqual([]);
  });

  it('rejects a start line that does not precede the line, and an unknown commit', async () => {
    await expect(
      review([{ path: 'a.yaml', body: 'x', line: 2, start_line: 2 }]),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      octokit.rest.pulls.createReview({
        owner: 'acme',
        repo: 'web',
        pull_number: 7,
        commit_id: 'b'.repeat(40),
        event: 'COMMENT',
        body: 'x',
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('flags a request that breaks GitHub’s contract, and injects faults', async () => {
    await expect(
      octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
        owner: 'acme',
        repo: 'web',
        pull_number: 7,
        event: 'MAYBE' as 'COMMENT',
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect(gh.validationErrors.length).toBeGreaterThan(0);
    gh.validationErrors.length = 0;
    gh.inject({
      method: 'POST',
      path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
      ...resourceNotAccessible('pull_requests=write'),
    });
    await expect(review([])).rejects.toMatchObject({ status: 403 });
  });
});
