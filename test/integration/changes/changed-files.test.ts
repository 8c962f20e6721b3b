/**
 * Changed files per event, from real git repositories in temp folders (cloned the way
 * actions/checkout does) and from the fake GitHub API (listed by `github/pull-files.ts`, the
 * lister the action gives `changedFiles`).
 */
import { Octokit } from '@octokit/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changedFiles, type Changes } from '../../../src/changes/changed-files.js';
import { pullFilesOnce } from '../../../src/github/pull-files.js';
import { FakeGitHub, serverError } from '../../support/fake-github/server.js';
import { routePullFiles, type PullFile } from '../../support/fake-github/pulls.js';
import { cleanupRepos, GitRepo } from '../../support/git-repo.js';

const repo = { owner: 'octo', repo: 'deploy' };
const ZEROS = '0'.repeat(40);
const manifest = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;

afterAll(cleanupRepos);

function changed(changes: Changes) {
  if (changes.everything)
    throw new Error(`expected a change set, got everything: ${changes.reason}`);
  return changes;
}

/** The change set of an event in `workspace`; fails the test when it is "everything". */
async function changeSet(
  eventName: string,
  payload: unknown,
  workspace: string,
  octokit?: Octokit,
) {
  return changed(
    await changedFiles({
      eventName,
      payload,
      workspace,
      repo,
      ...(octokit && { listPullFiles: pullFilesOnce(octokit, repo) }),
    }),
  );
}

/**
 * main: a, b, c, old, policies/p. The pull request (branch `feature`) adds new and
 * `ünï côde.yaml`, modifies a, renames old to renamed, removes c. After it branched, main
 * changed b: that change is not part of the pull request.
 */
async function pullRequestRepo() {
  const origin = await GitRepo.create();
  await origin.writeAll({
    'deploy/a.yaml': manifest('a'),
    'deploy/b.yaml': manifest('b'),
    'deploy/c.yaml': manifest('c'),
    'deploy/old.yaml': manifest('old'),
    'policies/p.yaml': 'kind: ClusterPolicy\n',
  });
  const fork = await origin.commit('base');
  await origin.branch('feature');
  await origin.write('deploy/new.yaml', manifest('new'));
  await origin.write('deploy/ünï côde.yaml', manifest('unicode'));
  await origin.write('deploy/a.yaml', manifest('a2'));
  await origin.move('deploy/old.yaml', 'deploy/renamed.yaml');
  await origin.remove('deploy/c.yaml');
  const head = await origin.commit('feature work');
  await origin.switch('main');
  await origin.write('deploy/b.yaml', manifest('b2'));
  const base = await origin.commit('main moves on');
  return { origin, fork, base, head };
}

const prPayload = (base: string, head: string, extra: Record<string, unknown> = {}) => ({
  number: 7,
  pull_request: { number: 7, base: { sha: base }, head: { sha: head }, ...extra },
  repository: { default_branch: 'main' },
});

describe('pull_request', () => {
  let pr: Awaited<ReturnType<typeof pullRequestRepo>>;
  let gh: FakeGitHub | undefined;
  beforeAll(async () => {
    pr = await pullRequestRepo();
  });
  afterEach(async () => {
    await gh?.close();
    gh = undefined;
  });

  it('lists added, modified, renamed (new name) files from git in a depth-1 clone; removed ones apart', async () => {
    const clone = await pr.origin.clone({ ref: pr.head, depth: 1 });
    const changes = await changeSet('pull_request', prPayload(pr.base, pr.head), clone.dir);
    expect(changes.files).toEqual([
      'deploy/a.yaml',
      'deploy/new.yaml',
      'deploy/renamed.yaml',
      'deploy/ünï côde.yaml',
    ]);
    expect(changes.removed).toEqual(['deploy/c.yaml', 'deploy/old.yaml']);
    expect(changes.origin).toBe('pull request #7 (git diff)');
    expect(changes.notices).toEqual([
      `Fetched ${pr.base} from \`origin\` to list the changed files.`,
      'Fetched more history to find the merge base.',
    ]);
  });

  it('uses the REST API, all pages, when it answers', async () => {
    gh = await FakeGitHub.start();
    const files: PullFile[] = [
      { filename: 'deploy/a.yaml', status: 'modified' },
      { filename: 'deploy/c.yaml', status: 'removed' },
      { filename: 'deploy/renamed.yaml', status: 'renamed', previous_filename: 'deploy/old.yaml' },
      { filename: 'deploy/copy.yaml', status: 'copied' },
      ...Array.from({ length: 250 }, (_, i): PullFile => ({
        filename: `gen/f${i}.yaml`,
        status: 'added',
      })),
    ];
    routePullFiles(gh, { 7: files });
    const octokit = new Octokit({ baseUrl: gh.url });
    const clone = await pr.origin.clone({ ref: pr.head, depth: 1 });
    const changes = await changeSet(
      'pull_request_target',
      prPayload(pr.base, pr.head),
      clone.dir,
      octokit,
    );
    expect(changes.files).toHaveLength(253);
    expect(changes.files.slice(0, 3)).toEqual([
      'deploy/a.yaml',
      'deploy/copy.yaml',
      'deploy/renamed.yaml',
    ]);
    expect(changes.removed).toEqual(['deploy/c.yaml', 'deploy/old.yaml']);
    expect(changes.origin).toBe('pull request #7 (GitHub API)');
    expect(gh.requests.map((r) => r.query.page)).toEqual(['1', '2', '3']);
    expect(gh.validationErrors).toEqual([]);
  });

  it('falls back to git when the API fails, and says why', async () => {
    gh = await FakeGitHub.start();
    routePullFiles(gh, { 7: [] });
    gh.inject({ path: '/repos/{owner}/{repo}/pulls/{pull_number}/files', ...serverError() });
    const clone = await pr.origin.clone({ ref: pr.head, depth: 1 });
    const changes = await changeSet(
      'pull_request',
      prPayload(pr.base, pr.head),
      clone.dir,
      new Octokit({ baseUrl: gh.url }),
    );
    expect(changes.files).toContain('deploy/new.yaml');
    expect(changes.notices[0]).toBe(
      "Listing the pull request's files with git, because the GitHub API failed: HTTP 500: Server Error.",
    );
  });

  it('checks everything, with a clear message, when the base commit cannot be fetched', async () => {
    const clone = await pr.origin.clone({ ref: pr.head, depth: 1 });
    const missing = 'f'.repeat(40);
    const changes = await changedFiles({
      eventName: 'pull_request',
      payload: prPayload(missing, pr.head),
      workspace: clone.dir,
      repo,
    });
    expect(changes.everything).toBe(true);
    expect(changes.everything && changes.reason).toMatch(
      new RegExp(
        `^git could not list the changed files: ${missing} is not in the clone and could not be fetched from \`origin\` \\(.+\\)\\. ` +
          'Give actions/checkout `fetch-depth: 0` \\(or a depth that reaches the base\\) so the history is there\\.$',
      ),
    );
  });
});

describe('a pull request larger than the API lists', () => {
  let origin: GitRepo;
  let base: string;
  let head: string;
  let gh: FakeGitHub;
  const many = Array.from({ length: 3001 }, (_, i) => `gen/m-${String(i).padStart(4, '0')}.yaml`);

  beforeAll(async () => {
    origin = await GitRepo.create();
    await origin.write('README.md', 'x\n');
    base = await origin.commit('base');
    await origin.branch('big');
    await origin.writeAll(
      Object.fromEntries(many.map((file) => [file, manifest(file.slice(4, -5))])),
    );
    head = await origin.commit('3001 files');
    gh = await FakeGitHub.start();
    routePullFiles(gh, { 9: many.map((filename): PullFile => ({ filename, status: 'added' })) });
  });
  afterAll(async () => {
    await gh.close();
  });

  it('reads the 30 pages, sees the cap, and lists all files with git', async () => {
    const clone = await origin.clone({ ref: head, depth: 1 });
    const payload = { pull_request: { number: 9, base: { sha: base }, head: { sha: head } } };
    const octokit = new Octokit({ baseUrl: gh.url });
    const changes = await changeSet('pull_request', payload, clone.dir, octokit);
    expect(changes.files).toEqual(many);
    expect(changes.notices[0]).toBe(
      "Listing the pull request's files with git, because the pull request has at least 3000 files and the GitHub API lists only the first 3000.",
    );
    expect(gh.requests).toHaveLength(30);
    expect(gh.validationErrors).toEqual([]);
  });

  it('goes straight to git when the payload says the pull request has more than 3000 files', async () => {
    const before = gh.requests.length;
    const clone = await origin.clone({ ref: head, depth: 1 });
    const payload = {
      pull_request: { number: 9, changed_files: 3001, base: { sha: base }, head: { sha: head } },
    };
    const octokit = new Octokit({ baseUrl: gh.url });
    const changes = await changeSet('pull_request', payload, clone.dir, octokit);
    expect(changes.files).toHaveLength(3001);
    expect(gh.requests.length).toBe(before);
    expect(changes.notices[0]).toMatch(
      /because the pull request has 3001 files and the GitHub API lists only the first 3000\.$/,
    );
  });
});

describe('push, new branch, merge_group and other events', () => {
  let origin: GitRepo;
  let first: string;
  let second: string;
  let branchHead: string;

  beforeAll(async () => {
    origin = await GitRepo.create();
    await origin.writeAll({ 'deploy/a.yaml': manifest('a'), 'deploy/b.yaml': manifest('b') });
    first = await origin.commit('one');
    await origin.write('deploy/b.yaml', manifest('b2'));
    await origin.write('deploy/d.yaml', manifest('d'));
    second = await origin.commit('two');
    await origin.branch('topic');
    await origin.write('deploy/topic.yaml', manifest('topic'));
    await origin.commit('topic 1');
    await origin.remove('deploy/a.yaml');
    branchHead = await origin.commit('topic 2');
    await origin.switch('main');
    await origin.write('deploy/main-only.yaml', manifest('m'));
    await origin.commit('main moves on');
  });

  it('push: the files between before and after', async () => {
    const clone = await origin.clone({ ref: second, depth: 1 });
    const changes = changed(
      await changedFiles({
        eventName: 'push',
        payload: {
          before: first,
          after: second,
          ref: 'refs/heads/main',
          repository: { default_branch: 'main' },
        },
        workspace: clone.dir,
        repo,
      }),
    );
    expect(changes.files).toEqual(['deploy/b.yaml', 'deploy/d.yaml']);
    expect(changes.origin).toBe(`push ${first.slice(0, 12)}..${second.slice(0, 12)}`);
  });

  it('new branch: compared with its merge base with the default branch, and says so', async () => {
    const clone = await origin.clone({ ref: branchHead, depth: 1 });
    const changes = changed(
      await changedFiles({
        eventName: 'push',
        payload: {
          before: ZEROS,
          after: branchHead,
          ref: 'refs/heads/topic',
          repository: { default_branch: 'main' },
        },
        workspace: clone.dir,
        repo,
      }),
    );
    expect(changes.files).toEqual(['deploy/topic.yaml']);
    expect(changes.removed).toEqual(['deploy/a.yaml']);
    expect(changes.notices[0]).toBe('This push created a new branch: comparing it with main.');
  });

  it('new branch whose default branch cannot be found: everything, and says so', async () => {
    const clone = await origin.clone({ ref: branchHead, depth: 1 });
    const changes = await changedFiles({
      eventName: 'push',
      payload: {
        before: ZEROS,
        after: branchHead,
        ref: 'refs/heads/topic',
        repository: { default_branch: 'trunk' },
      },
      workspace: clone.dir,
      repo,
    });
    expect(changes.everything && changes.reason).toMatch(
      /^this push created a new branch and its merge base with trunk could not be found \(git could not list the changed files: refs\/remotes\/origin\/trunk is not in the clone and could not be fetched from `origin`/,
    );
  });

  it('merge_group: base_sha..head_sha', async () => {
    const clone = await origin.clone({ ref: branchHead, depth: 1 });
    const changes = await changeSet(
      'merge_group',
      { merge_group: { base_sha: second, head_sha: branchHead } },
      clone.dir,
    );
    expect(changes.files).toEqual(['deploy/topic.yaml']);
    expect(changes.removed).toEqual(['deploy/a.yaml']);
  });

  it('workflow_dispatch and schedule: everything', async () => {
    for (const eventName of ['workflow_dispatch', 'schedule']) {
      const changes = await changedFiles({ eventName, payload: {}, workspace: origin.dir, repo });
      expect(changes).toEqual({
        everything: true,
        reason: `the ${eventName} event has no changed files`,
        notices: [],
      });
    }
  });
});
