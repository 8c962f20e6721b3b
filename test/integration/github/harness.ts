/** A FakeGitHub with check runs and comments, and an Octokit client whose waits take milliseconds. */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Bottleneck from 'bottleneck';
import { afterEach, beforeEach, expect } from 'vitest';
import { createGitHubClient, type Octokit } from '../../../src/github/client.js';
import { type FakeCheckRuns, registerCheckRuns } from '../../support/fake-github/checks.js';
import {
  type FakeComments,
  type FakeUser,
  registerComments,
} from '../../support/fake-github/comments.js';
import { FakeGitHub, type RecordedRequest } from '../../support/fake-github/server.js';

export interface Harness {
  gh: FakeGitHub;
  checks: FakeCheckRuns;
  comments: FakeComments;
  /** A client as the action builds it, with retry delays in milliseconds instead of seconds. */
  client(apiUrl?: string): Octokit;
  close(): Promise<void>;
}

export async function startHarness(tokenUser?: FakeUser): Promise<Harness> {
  const gh = await FakeGitHub.start();
  const checks = registerCheckRuns(gh);
  const comments = registerComments(gh, tokenUser);
  return {
    gh,
    checks,
    comments,
    client: (apiUrl = gh.url) =>
      createGitHubClient({
        token: 'ghs_fake_installation_token',
        apiUrl,
        retryDelayUnitMs: 1,
        // Still one write at a time, but without the production 1 s (3 s for comments) spacing.
        throttle: {
          write: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
          notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 }),
        },
      }),
    close: () => gh.close(),
  };
}

/** The current test's harness; `restart` replaces it with one whose token is `tokenUser`'s. */
export interface PerTestHarness {
  (): Harness;
  restart(tokenUser?: FakeUser): Promise<Harness>;
}

/**
 * A fresh harness for each test of the file, closed after it once every request it got is
 * checked against GitHub's contract.
 */
export function harnessPerTest(): PerTestHarness {
  let current: Harness | undefined;
  beforeEach(async () => {
    current = await startHarness();
  });
  afterEach(async () => {
    expect(current?.gh.validationErrors).toEqual([]);
    await current?.close();
  });
  const get = () => {
    if (!current) throw new Error('the harness exists only inside a test');
    return current;
  };
  return Object.assign(get, {
    async restart(tokenUser?: FakeUser) {
      await current?.close();
      current = await startHarness(tokenUser);
      return current;
    },
  });
}

export const checkRunRequests = (gh: FakeGitHub): RecordedRequest[] =>
  gh.requests.filter((request) => request.path.includes('/check-runs'));

export const commentWrites = (gh: FakeGitHub): RecordedRequest[] =>
  gh.requests.filter((request) => request.path.includes('/comments') && request.method !== 'GET');

/** The annotations each check-run request carried. */
export function annotationCounts(requests: readonly RecordedRequest[]): number[] {
  return requests.map(
    (request) =>
      ((request.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length,
  );
}

/**
 * A GHES-shaped front for the fake: serves `/api/v3/...` by forwarding to the fake's `/...`, and
 * records the paths it was asked for.
 */
export async function startGhesFront(
  target: string,
): Promise<{ url: string; paths: string[]; close(): Promise<void> }> {
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const forwarded = httpRequest(
      `${target}${(req.url ?? '').replace(/^\/api\/v3/, '')}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
