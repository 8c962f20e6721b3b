/**
 * What the reporters need to know about the workflow run, read once from the runner's
 * environment and event payload.
 */
import { readFileSync } from 'node:fs';

export interface GitHubContext {
  owner: string;
  repo: string;
  eventName: string;
  /**
   * The commit the results belong to: the pull request's head on `pull_request*` events (not
   * `GITHUB_SHA`, which is the merge commit there), the triggering run's head on `workflow_run`,
   * otherwise `GITHUB_SHA`.
   */
  headSha: string;
  /** Absent on events without a pull request (push, merge_group, schedule, …). */
  pullRequestNumber?: number;
  /** Web base for links, e.g. `https://github.com` or a GHES host. */
  serverUrl: string;
  /** REST API base, e.g. `https://api.github.com` or `https://ghes.example/api/v3`. */
  apiUrl: string;
  runId: number;
  runAttempt: number;
  workflow: string;
  job: string;
  actor: string;
  /**
   * The token cannot write checks or comments whatever `permissions:` says (fork pull requests
   * and Dependabot); `readOnlyReason` says which.
   */
  readOnlyToken: boolean;
  readOnlyReason?: string;
}

export interface ContextOverrides {
  /** From the `pull-request-number` input (the `workflow_run` pattern). */
  pullRequestNumber?: number;
  /** The commit to report on when the caller knows better (e.g. from a results file). */
  headSha?: string;
}

interface RepoRef {
  full_name?: string;
}

interface EventPayload {
  pull_request?: {
    number?: number;
    head?: { sha?: string; repo?: RepoRef | null };
    base?: { repo?: RepoRef | null };
  };
  workflow_run?: {
    head_sha?: string;
    pull_requests?: { number?: number }[];
  };
}

const PULL_REQUEST_EVENTS = new Set([
  'pull_request',
  'pull_request_review',
  'pull_request_review_comment',
]);
/** Events on which a Dependabot-triggered run gets a read-only token. */
const DEPENDABOT_READ_ONLY_EVENTS = new Set([...PULL_REQUEST_EVENTS, 'push']);
const DEPENDABOT = 'dependabot[bot]';

function readOnlyReason(
  eventName: string,
  actor: string,
  payload: EventPayload,
): string | undefined {
  if (actor === DEPENDABOT && DEPENDABOT_READ_ONLY_EVENTS.has(eventName)) {
    return 'Dependabot run';
  }
  if (!PULL_REQUEST_EVENTS.has(eventName)) return undefined;
  const head = payload.pull_request?.head?.repo?.full_name;
  const base = payload.pull_request?.base?.repo?.full_name;
  // A deleted fork has no head repository.
  if (head === undefined || head !== base) return 'pull request from a fork';
  return undefined;
}

function pullRequestNumber(eventName: string, payload: EventPayload): number | undefined {
  if (eventName === 'workflow_run') return payload.workflow_run?.pull_requests?.[0]?.number;
  return payload.pull_request?.number;
}

function headSha(eventName: string, payload: EventPayload, env: NodeJS.ProcessEnv): string {
  if (eventName === 'workflow_run' && payload.workflow_run?.head_sha) {
    return payload.workflow_run.head_sha;
  }
  return payload.pull_request?.head?.sha ?? env.GITHUB_SHA ?? '';
}

function positiveNumber(value: string | undefined): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}

/** Builds the context from environment variables and the event payload (pure). */
export function githubContextFrom(
  env: NodeJS.ProcessEnv,
  payload: unknown,
  overrides: ContextOverrides = {},
): GitHubContext {
  const event = (payload ?? {}) as EventPayload;
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  const actor = env.GITHUB_ACTOR ?? '';
  const reason = readOnlyReason(eventName, actor, event);
  const prNumber = overrides.pullRequestNumber ?? pullRequestNumber(eventName, event);
  return {
    owner,
    repo,
    eventName,
    headSha: overrides.headSha ?? headSha(eventName, event, env),
    ...(prNumber !== undefined && { pullRequestNumber: prNumber }),
    serverUrl: (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, ''),
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    runId: positiveNumber(env.GITHUB_RUN_ID),
    runAttempt: positiveNumber(env.GITHUB_RUN_ATTEMPT) || 1,
    workflow: env.GITHUB_WORKFLOW ?? '',
    job: env.GITHUB_JOB ?? '',
    actor,
    readOnlyToken: reason !== undefined,
    ...(reason !== undefined && { readOnlyReason: reason }),
  };
}

/**
 * Reads the context of the current workflow run; `undefined` outside GitHub Actions (no
 * `GITHUB_REPOSITORY`), e.g. in the local CLI mode.
 */
export function loadGitHubContext(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ContextOverrides = {},
): GitHubContext | undefined {
  return loadGitHubRun(env, overrides)?.ctx;
}

/** The context and the event payload it was read from (the plan stage reads the payload). */
export function loadGitHubRun(
  env: NodeJS.ProcessEnv = process.env,
  overrides: ContextOverrides = {},
): { ctx: GitHubContext; payload: unknown } | undefined {
  if (!env.GITHUB_REPOSITORY?.includes('/')) return undefined;
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload: unknown = {};
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8'));
    } catch (error) {
      throw new Error(
        `Cannot read the event payload GITHUB_EVENT_PATH=${eventPath}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  return { ctx: githubContextFrom(env, payload, overrides), payload };
}

/** `{serverUrl}/{owner}/{repo}/actions/runs/{runId}`: where the job summary is shown. */
export function runUrl(ctx: GitHubContext): string | undefined {
  if (!ctx.runId) return undefined;
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`;
}
