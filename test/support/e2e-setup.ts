/**
 * What the end-to-end tests share: a git repository made from examples/, the event payloads
 * GitHub sends, the fake GitHub API with the routes the action calls, and one Kyverno install
 * per test file (the first run downloads it from the loopback release server, later runs hit the
 * tool cache).
 *
 *   const kyverno = await SharedKyverno.start();           // kyverno.inputs, kyverno.toolCache
 *   const api = await E2eGitHub.start({ 7: [{ filename: 'manifests/api.yaml', status: 'added' }] });
 *   const origin = await exampleRepo();                    // `main` holds examples/, committed
 *   await runAction({ ..., env: api.env(sha), payload: pullRequestEvent({ ... }) });
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ActionRun, WorkflowCommand } from './action-runner.js';
import { repoRoot } from './action-runner.js';
import { type FakeCheckRuns, registerCheckRuns } from './fake-github/checks.js';
import { type FakeComments, registerComments } from './fake-github/comments.js';
import { type PullFile, routePullFiles } from './fake-github/pulls.js';
import { type FakeReviews, registerReviews } from './fake-github/reviews.js';
import { FakeGitHub, type RecordedRequest, resourceNotAccessible } from './fake-github/server.js';
import { GitRepo } from './git-repo.js';
import { kyvernoVersion } from './kyverno.js';
import { ReleaseServer } from './release-server.js';

export const EXAMPLES_DIR = path.join(repoRoot, 'examples');
/** `GITHUB_REPOSITORY` as runAction sets it. */
export const REPOSITORY = 'octo-org/octo-repo';
export const FORK_REPOSITORY = 'contributor/octo-repo';
/** The Kyverno version the action reports (the pinned tag without its `v`). */
export const KYVERNO_VERSION = (): string => kyvernoVersion().replace(/^v/, '');

/** The inputs of examples/workflows/pull-request.yml, the layout every example shares. */
export const EXAMPLE_INPUTS = {
  policies: 'policies/',
  manifests: 'manifests/**/*.yaml\n!**/kustomization.yaml',
  tests: 'policies/',
} as const;

/** A new repository whose `main` branch holds examples/ (workflows under .github/workflows). */
export async function exampleRepo(): Promise<GitRepo> {
  const repo = await GitRepo.create();
  for (const folder of ['policies', 'manifests']) {
    await cp(path.join(EXAMPLES_DIR, folder), path.join(repo.dir, folder), { recursive: true });
  }
  await cp(path.join(EXAMPLES_DIR, 'workflows'), path.join(repo.dir, '.github', 'workflows'), {
    recursive: true,
  });
  await repo.commit('Add the example policies, suites and manifests');
  return repo;
}

/** A Pod manifest for `manifests/api.yaml`; `broken` breaks both example policies. */
export function apiManifest(broken: boolean): string {
  const labels = broken ? '' : '\n  labels:\n    app.kubernetes.io/name: api';
  const tag = broken ? 'latest' : '2.4.1';
  return `apiVersion: v1
kind: Pod
metadata:
  name: api
  namespace: shop${labels}
spec:
  containers:
    - name: api
      image: ghcr.io/example/api:${tag}
`;
}

const repository = (fullName: string) => ({
  full_name: fullName,
  name: fullName.split('/')[1],
  owner: { login: fullName.split('/')[0] },
  default_branch: 'main',
});

export interface PullRequestSpec {
  number: number;
  base: string;
  head: string;
  /** The head repository; a fork when it differs from REPOSITORY. */
  headRepository?: string;
  action?: 'opened' | 'synchronize';
}

/** The `pull_request` event payload for a PR into REPOSITORY's `main`. */
export function pullRequestEvent(spec: PullRequestSpec): Record<string, unknown> {
  const headRepository = spec.headRepository ?? REPOSITORY;
  return {
    action: spec.action ?? 'opened',
    number: spec.number,
    pull_request: {
      number: spec.number,
      state: 'open',
      head: { sha: spec.head, ref: 'feature', repo: repository(headRepository) },
      base: { sha: spec.base, ref: 'main', repo: repository(REPOSITORY) },
    },
    repository: repository(REPOSITORY),
  };
}

export function pushEvent(before: string, after: string): Record<string, unknown> {
  return { ref: 'refs/heads/main', before, after, repository: repository(REPOSITORY) };
}

export function mergeGroupEvent(baseSha: string, headSha: string): Record<string, unknown> {
  return {
    action: 'checks_requested',
    merge_group: {
      head_sha: headSha,
      head_ref: 'refs/heads/gh-readonly-queue/main/pr-7-0123456789abcdef',
      base_sha: baseSha,
      base_ref: 'refs/heads/main',
      head_commit: { id: headSha, message: 'Merge pull request #7' },
    },
    repository: repository(REPOSITORY),
  };
}

/** The `workflow_run` event of a pull request run (from a fork: `pull_requests` is empty). */
export function workflowRunEvent(run: {
  id: number;
  name: string;
  headSha: string;
}): Record<string, unknown> {
  return {
    action: 'completed',
    workflow_run: {
      id: run.id,
      name: run.name,
      event: 'pull_request',
      status: 'completed',
      conclusion: 'failure',
      head_sha: run.headSha,
      head_repository: repository(FORK_REPOSITORY),
      pull_requests: [],
    },
    repository: repository(REPOSITORY),
  };
}

/** A workflow's `permissions:` block, e.g. `{ contents: 'read', checks: 'write' }`. */
export type Permissions = Record<string, string>;

/** The writes the action makes, and the permission each needs from the GITHUB_TOKEN. */
const WRITES: { method: string; path: string; needs: string[] }[] = [
  { method: 'POST', path: '/repos/{owner}/{repo}/check-runs', needs: ['checks'] },
  { method: 'PATCH', path: '/repos/{owner}/{repo}/check-runs/{check_run_id}', needs: ['checks'] },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    needs: ['pull-requests', 'issues'],
  },
  {
    method: 'PATCH',
    path: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    needs: ['pull-requests', 'issues'],
  },
  {
    method: 'POST',
    path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    needs: ['pull-requests'],
  },
  {
    method: 'PUT',
    path: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}',
    needs: ['pull-requests'],
  },
  {
    method: 'DELETE',
    path: '/repos/{owner}/{repo}/pulls/comments/{comment_id}',
    needs: ['pull-requests'],
  },
];

/** The fake GitHub API with check runs, comments, reviews and the pull requests' files. */
export class E2eGitHub {
  private constructor(
    readonly gh: FakeGitHub,
    readonly checks: FakeCheckRuns,
    readonly comments: FakeComments,
    readonly reviews: FakeReviews,
  ) {}

  /**
   * With `permissions`, the token has only those: a write it does not grant gets GitHub's 403
   * "Resource not accessible by integration", as for a workflow's GITHUB_TOKEN. `heads` are the
   * commits of each pull request a review may be posted on.
   */
  static async start(
    pulls: Record<number, readonly PullFile[]> = {},
    permissions?: Permissions,
    heads: Record<number, readonly string[]> = {},
  ): Promise<E2eGitHub> {
    const gh = await FakeGitHub.start();
    const api = new E2eGitHub(
      gh,
      registerCheckRuns(gh),
      registerComments(gh),
      registerReviews(gh, pulls, heads),
    );
    routePullFiles(gh, pulls);
    for (const write of WRITES) {
      if (!permissions || write.needs.some((scope) => permissions[scope] === 'write')) continue;
      gh.route(write.method, write.path, () => resourceNotAccessible(`${write.needs[0]}=write`));
    }
    return api;
  }

  /** Writes GitHub refused for lack of a permission. */
  refused(): RecordedRequest[] {
    return this.writes().filter((request) => request.status === 403);
  }

  /** The runner's variables for this API; `sha` is GITHUB_SHA (a PR's merge commit). */
  env(sha: string): Record<string, string> {
    return { GITHUB_API_URL: this.gh.url, GITHUB_SHA: sha };
  }

  /** Requests that change something (everything but GET). */
  writes(): RecordedRequest[] {
    return this.gh.requests.filter((request) => request.method !== 'GET');
  }

  /** The annotations sent in check-run bodies (the create and its PATCHes), in order. */
  sentAnnotations(): Record<string, unknown>[] {
    return this.gh.requests.flatMap((request) => {
      if (!/\/check-runs(\/|$)/.test(request.path)) return [];
      if (request.method !== 'POST' && request.method !== 'PATCH') return [];
      const body = request.body as { output?: { annotations?: Record<string, unknown>[] } };
      return body.output?.annotations ?? [];
    });
  }

  /** Forgets what was recorded (between runs of one scenario). */
  clear(): void {
    this.gh.requests.length = 0;
  }

  close(): Promise<void> {
    return this.gh.close();
  }
}

/** One Kyverno install per test file: a release server and a tool cache shared by its runs. */
export class SharedKyverno {
  private constructor(
    readonly releases: ReleaseServer,
    readonly toolCache: string,
  ) {}

  static async start(): Promise<SharedKyverno> {
    const toolCache = await mkdtemp(path.join(os.tmpdir(), 'kpc-e2e-tool-cache-'));
    return new SharedKyverno(await ReleaseServer.start(), toolCache);
  }

  /** Where the action downloads Kyverno from (the machine cannot reach github.com). */
  get inputs(): Record<string, string> {
    return { 'kyverno-release-url': this.releases.url };
  }

  async close(): Promise<void> {
    await this.releases.close();
    await rm(this.toolCache, { recursive: true, force: true });
  }
}

export const commandsNamed = (run: ActionRun, command: string): WorkflowCommand[] =>
  run.commands.filter((candidate) => candidate.command === command);

/** Text of a failed run for assertion messages: what the action printed. */
export const transcript = (run: ActionRun): string =>
  `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
