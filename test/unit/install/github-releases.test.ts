import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listKyvernoReleases, type ReleasesSource } from '../../../src/install/github-releases.js';
import { loadOpenApi } from '../../support/fake-github/openapi.js';
import {
  KYVERNO_RELEASE_TAGS,
  registerKyvernoReleases,
  releaseJson,
  fixture,
} from '../../support/fake-github/releases.js';
import {
  FakeGitHub,
  badCredentials,
  notFound,
  rateLimited,
  serverError,
} from '../../support/fake-github/server.js';

let gh: FakeGitHub;
let logs: string[];
beforeEach(async () => {
  gh = await FakeGitHub.start();
  registerKyvernoReleases(gh);
  logs = [];
});
afterEach(async () => {
  expect(gh.validationErrors).toEqual([]);
  await gh.close();
});

const source = (overrides: Partial<ReleasesSource> = {}): ReleasesSource => ({
  apiUrl: gh.url,
  token: 'ghs_test',
  fetch,
  retryDelaysMs: [5, 5],
  log: (m) => logs.push(m),
  ...overrides,
});

describe('listKyvernoReleases', () => {
  it('walks every page of the releases API with the token', async () => {
    expect(KYVERNO_RELEASE_TAGS.length).toBeGreaterThan(100);
    const releases = await listKyvernoReleases(source());
    expect(releases.map((r) => r.tag)).toEqual(KYVERNO_RELEASE_TAGS);
    expect(releases[0]).toEqual({ tag: 'v1.20.0-rc.1', prerelease: true, draft: false });
    expect(gh.requests.map((r) => [r.operationId, r.query.page ?? '1', r.query.per_page])).toEqual([
      ['repos/list-releases', '1', '100'],
      ['repos/list-releases', '2', '100'],
    ]);
    expect(gh.requests[0]?.headers.authorization).toBe('Bearer ghs_test');
  });

  it('works without a token', async () => {
    await listKyvernoReleases(source({ token: '' }));
    expect(gh.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('retries 5xx and 429, then succeeds', async () => {
    gh.inject({ path: /releases/, ...serverError() });
    gh.inject({ path: /releases/, ...rateLimited(0) });
    const releases = await listKyvernoReleases(source());
    expect(releases).toHaveLength(KYVERNO_RELEASE_TAGS.length);
    expect(gh.requests.map((r) => r.status)).toEqual([500, 429, 200, 200]);
    expect(logs[0]).toContain('Listing Kyverno releases failed (attempt 1)');
  });

  it('a persistent server error is a clear error after the retries', async () => {
    gh.inject({ path: /releases/, ...serverError(), times: 3 });
    await expect(listKyvernoReleases(source())).rejects.toThrow(
      `Could not list Kyverno releases from ${gh.url}/repos/kyverno/kyverno/releases?per_page=100 ` +
        'after 3 attempts: ' +
        `${gh.url}/repos/kyverno/kyverno/releases?per_page=100 answered 500 (Server Error). Check ` +
        "the runner's network access to the GitHub API, or pin kyverno-version to an exact tag " +
        'such as v1.19.0 (which needs no API call).',
    );
  });

  it('a network failure (nothing listening) is retried, then explained', async () => {
    const url = gh.url;
    await gh.close();
    gh = await FakeGitHub.start();
    await expect(listKyvernoReleases(source({ apiUrl: url }))).rejects.toThrow(
      new RegExp(
        `^Could not list Kyverno releases from ${url}/.* after 3 attempts: fetch failed \\(.*ECONNREFUSED`,
      ),
    );
    expect(logs).toHaveLength(2);
  });

  it.each([
    [
      badCredentials(),
      'answered 401 (Bad credentials). The token was rejected: check the github-token input',
    ],
    [notFound(), 'answered 404 (Not Found). The API at'],
  ])('%j is not retried and says what to do', async (fault, message) => {
    gh.inject({ path: /releases/, ...fault });
    await expect(listKyvernoReleases(source())).rejects.toThrow(message);
    expect(gh.requests).toHaveLength(1);
  });

  it('serves release objects that match GitHub’s release schema', async () => {
    const api = await loadOpenApi();
    expect(api.validateComponent('release', releaseJson(fixture('v1.19.0'), 0, gh.url))).toEqual(
      [],
    );
  });
});
