import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubContextFrom, loadGitHubContext, runUrl } from '../../../src/github/context.js';
import { describeGitHubError } from '../../../src/github/errors.js';
import { HEAD_SHA, MERGE_SHA } from '../../support/make-report.js';

const env = (overrides: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  GITHUB_REPOSITORY: 'acme/web',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_SHA: MERGE_SHA,
  GITHUB_RUN_ID: '4242',
  GITHUB_RUN_ATTEMPT: '2',
  GITHUB_WORKFLOW: 'Policies',
  GITHUB_JOB: 'kyverno',
  GITHUB_ACTOR: 'octocat',
  ...overrides,
});

const pullRequest = (headRepo: string | null, number = 7) => ({
  pull_request: {
    number,
    head: { sha: HEAD_SHA, repo: headRepo === null ? null : { full_name: headRepo } },
    base: { repo: { full_name: 'acme/web' } },
  },
});

describe('githubContextFrom', () => {
  it('reports on the pull request head, not the merge commit in GITHUB_SHA', () => {
    const ctx = githubContextFrom(env(), pullRequest('acme/web'));
    expect(ctx).toEqual({
      owner: 'acme',
      repo: 'web',
      eventName: 'pull_request',
      headSha: HEAD_SHA,
      pullRequestNumber: 7,
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      runId: 4242,
      runAttempt: 2,
      workflow: 'Policies',
      job: 'kyverno',
      actor: 'octocat',
      readOnlyToken: false,
    });
    expect(runUrl(ctx)).toBe('https://github.com/acme/web/actions/runs/4242');
  });

  it('detects fork pull requests (and deleted forks) as read-only up front', () => {
    expect(githubContextFrom(env(), pullRequest('mallory/web'))).toMatchObject({
      readOnlyToken: true,
      readOnlyReason: 'pull request from a fork',
    });
    expect(githubContextFrom(env(), pullRequest(null)).readOnlyToken).toBe(true);
    // pull_request_target runs in the base repository with a write token.
    expect(
      githubContextFrom(
        env({ GITHUB_EVENT_NAME: 'pull_request_target' }),
        pullRequest('mallory/web'),
      ).readOnlyToken,
    ).toBe(false);
  });

  it('detects Dependabot runs as read-only', () => {
    expect(
      githubContextFrom(env({ GITHUB_ACTOR: 'dependabot[bot]' }), pullRequest('acme/web')),
    ).toMatchObject({ readOnlyToken: true, readOnlyReason: 'Dependabot run' });
  });

  it('has no pull request on push and reports on GITHUB_SHA', () => {
    const ctx = githubContextFrom(env({ GITHUB_EVENT_NAME: 'push' }), { after: MERGE_SHA });
    expect(ctx.pullRequestNumber).toBeUndefined();
    expect(ctx.headSha).toBe(MERGE_SHA);
    expect(ctx.readOnlyToken).toBe(false);
  });

  it('supports the workflow_run pattern: head of the triggering run, PR number from the input', () => {
    const ctx = githubContextFrom(
      env({ GITHUB_EVENT_NAME: 'workflow_run' }),
      { workflow_run: { head_sha: HEAD_SHA, pull_requests: [] } },
      { pullRequestNumber: 12 },
    );
    expect(ctx).toMatchObject({ headSha: HEAD_SHA, pullRequestNumber: 12, readOnlyToken: false });
    expect(
      githubContextFrom(env({ GITHUB_EVENT_NAME: 'workflow_run' }), {
        workflow_run: { head_sha: HEAD_SHA, pull_requests: [{ number: 3 }] },
      }).pullRequestNumber,
    ).toBe(3);
  });

  it('takes GHES API and server URLs from the environment', () => {
    const ctx = githubContextFrom(
      env({
        GITHUB_API_URL: 'https://ghes.example/api/v3/',
        GITHUB_SERVER_URL: 'https://ghes.example',
      }),
      pullRequest('acme/web'),
    );
    expect(ctx.apiUrl).toBe('https://ghes.example/api/v3');
    expect(ctx.serverUrl).toBe('https://ghes.example');
  });
});

describe('loadGitHubContext', () => {
  it('reads the event payload file, and is undefined outside GitHub Actions', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ctx-'));
    const eventPath = path.join(dir, 'event.json');
    await writeFile(eventPath, JSON.stringify(pullRequest('acme/web', 9)));
    expect(loadGitHubContext(env({ GITHUB_EVENT_PATH: eventPath }))?.pullRequestNumber).toBe(9);
    expect(loadGitHubContext({})).toBeUndefined();
    expect(() =>
      loadGitHubContext(env({ GITHUB_EVENT_PATH: path.join(dir, 'missing.json') })),
    ).toThrow(/Cannot read the event payload GITHUB_EVENT_PATH=.*missing\.json/);
  });
});

describe('describeGitHubError', () => {
  it('names the status, GitHub message and what to do', () => {
    const error = Object.assign(
      new Error('Resource not accessible by integration - https://docs.github.com/rest'),
      {
        status: 403,
      },
    );
    expect(describeGitHubError('publish the check run', error, 'checks: write')).toBe(
      'Could not publish the check run: 403 Resource not accessible by integration; ' +
        'give the job `permissions: checks: write` (fork pull requests never get it: use the workflow_run pattern).',
    );
    expect(
      describeGitHubError('x', Object.assign(new Error('Server Error'), { status: 502 })),
    ).toBe('Could not x: 502 Server Error; GitHub failed to answer, even after retries.');
  });
});
