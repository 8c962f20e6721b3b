import { getOctokit } from '@actions/github';
import { throttling } from '@octokit/plugin-throttling';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FakeGitHub,
  badCredentials,
  notFound,
  paginate,
  rateLimited,
  resourceNotAccessible,
  secondaryRateLimit,
  serverError,
  validationFailed,
} from '../../support/fake-github/server.js';

let gh: FakeGitHub;
beforeEach(async () => {
  gh = await FakeGitHub.start();
});
afterEach(async () => {
  await gh.close();
});

const octokit = () => getOctokit('test-token', { baseUrl: gh.url, request: { retries: 0 } });

async function raw(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${gh.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

const annotation = {
  path: 'a.yaml',
  start_line: 1,
  end_line: 1,
  annotation_level: 'failure' as const,
  message: 'm',
};

describe('FakeGitHub routing and validation', () => {
  it('serves a registered route, records the request with its operationId, and passes params', async () => {
    gh.route('POST', '/repos/{owner}/{repo}/check-runs', (req) => ({
      status: 201,
      body: { id: 7, owner: req.params.owner, name: (req.body as { name: string }).name },
    }));
    const { data } = await octokit().rest.checks.create({
      owner: 'acme',
      repo: 'web',
      name: 'Kyverno',
      head_sha: 'abc',
      status: 'completed',
      conclusion: 'failure',
      output: { title: 't', summary: 's', annotations: [annotation] },
    });
    expect(data).toMatchObject({ id: 7, owner: 'acme', name: 'Kyverno' });
    expect(gh.validationErrors).toEqual([]);
    expect(gh.requests).toHaveLength(1);
    expect(gh.requests[0]).toMatchObject({
      method: 'POST',
      path: '/repos/acme/web/check-runs',
      status: 201,
      operationId: 'checks/create',
    });
    expect(gh.requests[0]?.headers.authorization).toBe('token test-token');
  });

  it('answers a valid but unregistered route with GitHub 404', async () => {
    const { status, json } = await raw('GET', '/repos/acme/web/pulls/3/files');
    expect(status).toBe(404);
    expect(json).toMatchObject({ message: 'Not Found' });
    expect(gh.validationErrors).toEqual([]);
  });

  it('prefers literal segments: /releases/latest is not /releases/{release_id}', async () => {
    gh.route('GET', '/repos/{owner}/{repo}/releases/latest', () => ({
      status: 200,
      body: { tag_name: 'v1' },
    }));
    const { status } = await raw('GET', '/repos/kyverno/kyverno/releases/latest');
    expect(status).toBe(200);
    expect(gh.requests[0]?.operationId).toBe('repos/get-latest-release');
  });

  it('lets a trailing {path} span several segments', async () => {
    gh.route('GET', '/repos/{owner}/{repo}/contents/{path}', (req) => ({
      status: 200,
      body: { path: req.params.path },
    }));
    const { json } = await raw('GET', '/repos/o/r/contents/policies/require-labels.yaml');
    expect(json).toEqual({ path: 'policies/require-labels.yaml' });
    expect(gh.validationErrors).toEqual([]);
  });

  it.each([
    [
      'an unknown path',
      'GET',
      '/repos/o/r/no-such-thing',
      undefined,
      'no GitHub REST API path matches /repos/o/r/no-such-thing',
    ],
    [
      'a method the path lacks',
      'DELETE',
      '/repos/o/r/check-runs',
      undefined,
      'DELETE is not an operation of /repos/{owner}/{repo}/check-runs',
    ],
    [
      'a bad path parameter',
      'GET',
      '/repos/o/r/check-runs/abc',
      undefined,
      'path parameter check_run_id must be integer',
    ],
    [
      'a bad query parameter',
      'GET',
      '/repos/o/r/releases?per_page=many',
      undefined,
      'query parameter per_page must be integer',
    ],
    [
      'an unknown query parameter',
      'GET',
      '/repos/o/r/releases?perPage=5',
      undefined,
      "unknown query parameter 'perPage'",
    ],
    [
      'a missing body',
      'POST',
      '/repos/o/r/issues/1/comments',
      undefined,
      'requires a request body',
    ],
    [
      'a body missing a required field',
      'POST',
      '/repos/o/r/issues/1/comments',
      {},
      "must have required property 'body'",
    ],
    [
      'an unknown body field',
      'POST',
      '/repos/o/r/issues/1/comments',
      { body: 'x', bdy: 'y' },
      "body has unknown field 'bdy'",
    ],
    [
      'malformed JSON',
      'POST',
      '/repos/o/r/issues/1/comments',
      '{"body":',
      'body is not valid JSON',
    ],
    [
      'a wrong enum value deep in the body',
      'POST',
      '/repos/o/r/check-runs',
      {
        name: 'n',
        head_sha: 's',
        output: {
          title: 't',
          summary: 's',
          annotations: [{ ...annotation, annotation_level: 'error' }],
        },
      },
      'body/output/annotations/0/annotation_level must be equal to one of the allowed values (["notice","warning","failure"])',
    ],
  ])('rejects %s with 422 and records it', async (_name, method, path, body, message) => {
    const { status, json } = await raw(method, path, body);
    expect(status).toBe(422);
    expect(JSON.stringify(json)).toContain(message.replace(/"/g, '\\"'));
    expect(gh.validationErrors).toHaveLength(1);
    expect(gh.validationErrors[0]).toContain(message);
    expect(gh.requests[0]?.status).toBe(422);
  });

  it('refuses to register a route that GitHub does not have', () => {
    expect(() => gh.route('GET', '/repos/{owner}/{repo}/nope', () => ({ status: 200 }))).toThrow(
      "GET /repos/{owner}/{repo}/nope is not an operation in GitHub's OpenAPI description",
    );
    expect(() =>
      gh.route('PUT', '/repos/{owner}/{repo}/check-runs', () => ({ status: 200 })),
    ).toThrow(/not an operation/);
  });
});

describe('FakeGitHub faults', () => {
  it('injects a fault for the next N matching requests, then serves the handler', async () => {
    gh.route('GET', '/repos/{owner}/{repo}/releases', () => ({ status: 200, body: [] }));
    gh.inject({
      method: 'GET',
      path: '/repos/{owner}/{repo}/releases',
      ...serverError(),
      times: 2,
    });
    gh.inject({ method: 'GET', path: /pulls/, ...notFound() });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await raw('GET', '/repos/o/r/releases')).status);
    expect(statuses).toEqual([500, 500, 200]);
  });

  it('delays a request with slow() and with a fault delay', async () => {
    gh.route('GET', '/repos/{owner}/{repo}/releases', () => ({ status: 200, body: [] }));
    gh.slow({ path: /releases/ }, 150);
    let started = Date.now();
    await raw('GET', '/repos/o/r/releases');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    started = Date.now();
    await raw('GET', '/repos/o/r/releases');
    expect(Date.now() - started).toBeLessThan(140);
    gh.inject({ path: /releases/, ...serverError(), delayMs: 150 });
    started = Date.now();
    expect((await raw('GET', '/repos/o/r/releases')).status).toBe(500);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it.each([
    ['badCredentials', badCredentials(), 401, 'Bad credentials'],
    [
      'resourceNotAccessible',
      resourceNotAccessible(),
      403,
      'Resource not accessible by integration',
    ],
    ['notFound', notFound(), 404, 'Not Found'],
    [
      'validationFailed',
      validationFailed([{ resource: 'IssueComment', code: 'custom', field: 'body' }]),
      422,
      'Validation Failed',
    ],
    ['serverError', serverError(), 500, 'Server Error'],
  ])(
    '%s reaches Octokit as a RequestError with GitHub message',
    async (_name, fault, status, message) => {
      gh.inject({ ...fault });
      const error = (await octokit()
        .rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: 1, body: 'x' })
        .catch((e: unknown) => e)) as { status: number; message: string };
      expect(error.status).toBe(status);
      expect(error.message).toContain(message);
    },
  );

  it('rate-limit helpers are recognised by @octokit/plugin-throttling', async () => {
    gh.route('GET', '/repos/{owner}/{repo}/releases', () => ({ status: 200, body: [] }));
    gh.inject(secondaryRateLimit(1));
    gh.inject(rateLimited(0));
    const seen: string[] = [];
    const client = getOctokit(
      'test-token',
      {
        baseUrl: gh.url,
        throttle: {
          onRateLimit: (retryAfter: number) => (seen.push(`primary ${retryAfter}`), true),
          onSecondaryRateLimit: (retryAfter: number) => (
            seen.push(`secondary ${retryAfter}`),
            true
          ),
        },
      },
      throttling,
    );
    const { data } = await client.rest.repos.listReleases({ owner: 'o', repo: 'r' });
    expect(data).toEqual([]);
    expect(seen[0]).toBe('secondary 1');
    expect(seen[1]).toMatch(/^primary [0-2]$/);
    expect(gh.requests.map((r) => r.status)).toEqual([403, 429, 200]);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 250 }, (_, i) => ({ id: i + 1 }));

  it('lets Octokit walk every page through the Link header', async () => {
    gh.route('GET', '/repos/{owner}/{repo}/releases', (req) =>
      paginate(items, req.query, `${gh.url}${req.path}`),
    );
    const all = await octokit().paginate(octokit().rest.repos.listReleases, {
      owner: 'o',
      repo: 'r',
      per_page: 100,
    });
    expect(all.map((r) => r.id)).toEqual(items.map((r) => r.id));
    expect(gh.requests.map((r) => r.query.page ?? '1')).toEqual(['1', '2', '3']);
    expect(gh.validationErrors).toEqual([]);
  });

  it('defaults to 30 per page, caps per_page at 100, and links next/last/prev/first', () => {
    const first = paginate(items, new URLSearchParams(), 'http://x/r');
    expect(first.body).toHaveLength(30);
    expect(first.headers.link).toBe(
      '<http://x/r?page=2>; rel="next", <http://x/r?page=9>; rel="last"',
    );
    const capped = paginate(items, new URLSearchParams('per_page=500&page=2'), 'http://x/r');
    expect(capped.body[0]).toEqual({ id: 101 });
    expect(capped.headers.link).toBe(
      '<http://x/r?per_page=500&page=1>; rel="prev", <http://x/r?per_page=500&page=3>; rel="next", ' +
        '<http://x/r?per_page=500&page=3>; rel="last", <http://x/r?per_page=500&page=1>; rel="first"',
    );
    const last = paginate(items, new URLSearchParams('per_page=100&page=3'), 'http://x/r');
    expect(last.body).toHaveLength(50);
    expect(last.headers.link).not.toContain('rel="next"');
    expect(paginate([], new URLSearchParams(), 'http://x/r').headers).toEqual({});
  });
});
