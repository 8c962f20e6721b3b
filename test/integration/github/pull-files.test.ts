/**
 * The pull request's files from the fake GitHub (every request validated by the OpenAPI
 * description): every page with the fields the changed files and the suggestions read, and one
 * listing per pull request for the whole run.
 */
import { Octokit } from '@octokit/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchPullFiles, pullFilesOnce } from '../../../src/github/pull-files.js';
import { blobSha, routePullFiles, type PullFile } from '../../support/fake-github/pulls.js';
import { FakeGitHub, serverError } from '../../support/fake-github/server.js';

const repo = { owner: 'octo', repo: 'deploy' };
const PATCH = '@@ -1,1 +1,2 @@\n a: 1\n+b: 2';

let gh: FakeGitHub;
let octokit: Octokit;
beforeEach(async () => {
  gh = await FakeGitHub.start();
  octokit = new Octokit({ baseUrl: gh.url });
});
afterEach(async () => {
  expect(gh.validationErrors).toEqual([]);
  await gh.close();
});

const listings = () => gh.requests.filter((r) => r.path.endsWith('/pulls/7/files'));

describe('fetchPullFiles', () => {
  it('reads every page, keeping path, status, old name, blob SHA and patch', async () => {
    const files: PullFile[] = [
      { filename: 'deploy/a.yaml', status: 'modified', patch: PATCH, content: 'a: 1\nb: 2\n' },
      { filename: 'deploy/new.yaml', status: 'renamed', previous_filename: 'deploy/old.yaml' },
      ...Array.from({ length: 150 }, (_, i): PullFile => ({ filename: `f${i}`, status: 'added' })),
    ];
    routePullFiles(gh, { 7: files });
    const listed = await fetchPullFiles(octokit, { ...repo, pullRequestNumber: 7 });
    expect(listed.ok && listed.capped).toBe(false);
    if (!listed.ok) throw new Error(listed.reason);
    expect(listed.files).toHaveLength(152);
    expect(listed.files[0]).toEqual({
      path: 'deploy/a.yaml',
      status: 'modified',
      sha: blobSha('a: 1\nb: 2\n'),
      patch: PATCH,
    });
    expect(listed.files[1]).toMatchObject({
      path: 'deploy/new.yaml',
      status: 'renamed',
      previousPath: 'deploy/old.yaml',
    });
    expect(listed.files[1]).not.toHaveProperty('patch');
    expect(listings().map((r) => [r.query.page, r.query.per_page])).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
  });

  it('says why, with the error, when the API fails', async () => {
    routePullFiles(gh, { 7: [] });
    gh.inject({ path: '/repos/{owner}/{repo}/pulls/{pull_number}/files', ...serverError() });
    const listed = await fetchPullFiles(octokit, { ...repo, pullRequestNumber: 7 });
    expect(listed).toMatchObject({
      ok: false,
      reason: 'the GitHub API failed: HTTP 500: Server Error',
      error: { status: 500 },
    });
  });
});

describe('pullFilesOnce', () => {
  it('lists each pull request once for every reader', async () => {
    routePullFiles(gh, { 7: [{ filename: 'a.yaml', status: 'added' }], 8: [] });
    const list = pullFilesOnce(octokit, repo);
    const [first, second] = await Promise.all([list(7), list(7)]);
    expect(second).toBe(first);
    expect(await list(7)).toBe(first);
    expect(listings()).toHaveLength(1);
    expect(await list(8)).toEqual({ ok: true, files: [], capped: false });
  });

  it('keeps no failure: the next reader asks again', async () => {
    routePullFiles(gh, { 7: [{ filename: 'a.yaml', status: 'added' }] });
    gh.inject({ path: '/repos/{owner}/{repo}/pulls/{pull_number}/files', ...serverError() });
    const list = pullFilesOnce(octokit, repo);
    expect((await list(7)).ok).toBe(false);
    expect(await list(7)).toMatchObject({ ok: true, files: [{ path: 'a.yaml' }] });
    expect(listings()).toHaveLength(2);
  });
});
