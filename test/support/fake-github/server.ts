/**
 * A fake GitHub REST API on 127.0.0.1 that checks every request against GitHub's published
 * OpenAPI description (`@octokit/openapi`, api.github.com).
 *
 *   const gh = await FakeGitHub.start();                       // gh.url → GITHUB_API_URL / baseUrl
 *   gh.route('POST', '/repos/{owner}/{repo}/check-runs', (req) => ({ status: 201, body: { id: 1 } }));
 *   gh.route('GET', '/repos/{owner}/{repo}/issues/{issue_number}/comments', (req) =>
 *     paginate(comments, req.query, `${gh.url}${req.path}`));  // slice + Link header
 *   gh.inject({ method: 'POST', path: /check-runs/, ...resourceNotAccessible() }); // next matching request
 *   gh.slow({ path: /comments/ }, 500);                       // delay the next matching request
 *   ...
 *   expect(gh.validationErrors).toEqual([]);                    // every request matched GitHub's contract
 *   await gh.close();
 *
 * Order per request: validation (invalid → 422, recorded in `validationErrors`), `slow` delays,
 * injected faults, then the route handler; a valid request with no handler gets GitHub's 404.
 * Templates are written exactly as in the OpenAPI description.
 */
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadOpenApi, type OpenApiIndex } from './openapi.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  status: number;
  operationId?: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  params: Record<string, string>;
}

export interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface Fault {
  method?: string;
  /** A concrete path (`/repos/o/r/check-runs`), an OpenAPI template, or a RegExp tested on the path. */
  path?: string | RegExp;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** How many matching requests get this response; default 1. */
  times?: number;
}

/** The response part of a fault, as the helpers below build it. */
export type FaultResponse = Pick<Fault, 'status' | 'body' | 'headers'>;

interface Match {
  method?: string;
  path?: string | RegExp;
}

interface Pending<T> {
  match: Match;
  remaining: number;
  value: T;
}

const DOCS = 'https://docs.github.com/rest';

function matches(
  match: Match,
  method: string,
  path: string,
  template: string | undefined,
): boolean {
  if (match.method && match.method.toUpperCase() !== method) return false;
  if (match.path === undefined) return true;
  if (match.path instanceof RegExp) return match.path.test(path);
  return match.path === path || match.path === template;
}

function take<T>(
  list: Pending<T>[],
  method: string,
  path: string,
  template: string | undefined,
): T | undefined {
  const index = list.findIndex((p) => matches(p.match, method, path, template));
  if (index < 0) return undefined;
  const pending = list[index] as Pending<T>;
  pending.remaining -= 1;
  if (pending.remaining <= 0) list.splice(index, 1);
  return pending.value;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly validationErrors: string[] = [];
  private readonly routes = new Map<string, Handler>();
  private readonly faults: Pending<Fault>[] = [];
  private readonly delays: Pending<number>[] = [];

  private constructor(
    private readonly server: Server,
    private readonly api: OpenApiIndex,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeGitHub> {
    const api = await loadOpenApi();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    const fake = new FakeGitHub(server, api, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => {
      fake.handle(req, res).catch((error: unknown) => {
        fake.validationErrors.push(
          `fake GitHub crashed on ${req.method} ${req.url}: ${String(error)}`,
        );
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    return fake;
  }

  /** Serves `method pathTemplate`; throws when the template or method is not in GitHub's description. */
  route(method: string, pathTemplate: string, handler: Handler): void {
    const upper = method.toUpperCase();
    if (!this.api.operation(upper, pathTemplate)) {
      throw new Error(
        `${upper} ${pathTemplate} is not an operation in GitHub's OpenAPI description`,
      );
    }
    this.routes.set(`${upper} ${pathTemplate}`, handler);
  }

  inject(fault: Fault): void {
    this.faults.push({
      match: { method: fault.method, path: fault.path },
      remaining: fault.times ?? 1,
      value: fault,
    });
  }

  /** Delays the next `times` (default 1) matching requests by `delayMs`, then serves them normally. */
  slow(match: Match, delayMs: number, times = 1): void {
    this.delays.push({ match, remaining: times, value: delayMs });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', this.url);
    const rawBody = await readBody(req);
    const header = req.headers['content-type'];
    const checked = this.api.validate({
      method,
      path: url.pathname,
      query: url.searchParams,
      contentType: header,
      rawBody,
    });
    const operation = checked.match?.operation;
    const template = checked.match?.template;

    let response: FakeResponse;
    if (checked.errors.length > 0) {
      const where = `${method} ${url.pathname}${url.search}`;
      for (const error of checked.errors) this.validationErrors.push(`${where}: ${error}`);
      response = {
        status: 422,
        body: {
          message: `Fake GitHub: the request does not match GitHub's OpenAPI description (${where})`,
          errors: checked.errors,
          documentation_url: DOCS,
          status: '422',
        },
      };
    } else {
      const delay = take(this.delays, method, url.pathname, template);
      if (delay) await sleep(delay);
      const fault = take(this.faults, method, url.pathname, template);
      if (fault) {
        if (fault.delayMs) await sleep(fault.delayMs);
        response = { status: fault.status, body: fault.body, headers: fault.headers };
      } else {
        const handler = this.routes.get(`${method} ${template}`);
        const fakeRequest: FakeRequest = {
          method,
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: checked.body,
          params: checked.match?.params ?? {},
        };
        response = handler ? await handler(fakeRequest) : notFound();
      }
    }

    this.requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: { ...req.headers },
      body: checked.body,
      status: response.status,
      operationId: operation?.operationId,
    });
    send(res, response);
  }
}

function send(res: ServerResponse, response: FakeResponse): void {
  const headers: Record<string, string> = {
    'x-github-request-id': randomUUID().toUpperCase().slice(0, 23),
    'x-github-api-version-selected': '2022-11-28',
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 3600),
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
  };
  let payload: Buffer | undefined;
  if (response.body !== undefined && response.status !== 204 && response.status !== 304) {
    if (Buffer.isBuffer(response.body) || typeof response.body === 'string') {
      payload = Buffer.from(response.body);
      headers['content-type'] = 'text/plain; charset=utf-8';
    } else {
      payload = Buffer.from(JSON.stringify(response.body));
      headers['content-type'] = 'application/json; charset=utf-8';
    }
  }
  Object.assign(headers, response.headers);
  if (payload) headers['content-length'] = String(payload.length);
  res.writeHead(response.status, headers);
  res.end(payload);
}

const errorBody = (
  message: string,
  status: number,
  extra: Record<string, unknown> = {},
): unknown => ({
  message,
  ...extra,
  documentation_url: DOCS,
  status: String(status),
});

/** 401 as GitHub answers a wrong or expired token. */
export const badCredentials = (): FaultResponse => ({
  status: 401,
  body: errorBody('Bad credentials', 401),
});

/** 403 for a token without the permission, e.g. a fork PR's read-only GITHUB_TOKEN. */
export const resourceNotAccessible = (permission = 'checks=write'): FaultResponse => ({
  status: 403,
  body: errorBody('Resource not accessible by integration', 403),
  headers: { 'x-accepted-github-permissions': permission },
});

export const notFound = (): FaultResponse & { body: unknown } => ({
  status: 404,
  body: errorBody('Not Found', 404),
});

/** 422 with GitHub's `errors` array, e.g. `validationFailed([{ resource: 'IssueComment', code: 'custom', field: 'body', message: 'body is too long (maximum is 65536 characters)' }])`. */
export const validationFailed = (errors: Record<string, unknown>[] = []): FaultResponse => ({
  status: 422,
  body: errorBody('Validation Failed', 422, { errors }),
});

/** Primary rate limit: 429 with `retry-after`, `x-ratelimit-remaining: 0` and the reset time. */
export const rateLimited = (retryAfterSeconds = 1): FaultResponse => ({
  status: 429,
  body: errorBody('API rate limit exceeded for installation ID 1.', 429),
  headers: {
    'retry-after': String(retryAfterSeconds),
    'x-ratelimit-remaining': '0',
    'x-ratelimit-used': '5000',
    'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + retryAfterSeconds),
  },
});

/** Secondary rate limit: 403 whose message mentions "secondary rate limit", with `retry-after`. */
export const secondaryRateLimit = (retryAfterSeconds = 1): FaultResponse => ({
  status: 403,
  body: {
    message:
      'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. ' +
      'If you reach out to GitHub Support for help, please include the request ID 0000:0000:0000000:0000000:00000000.',
    documentation_url:
      'https://docs.github.com/free-pro-team@latest/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
    status: '403',
  },
  headers: { 'retry-after': String(retryAfterSeconds) },
});

export const serverError = (): FaultResponse => ({
  status: 500,
  body: errorBody('Server Error', 500),
});

/**
 * GitHub-style pagination: the page of `items` that `per_page` (default 30, max 100) and `page`
 * (default 1) select, with a `Link` header (`prev`/`next`/`first`/`last`) built on `url`.
 */
export function paginate<T>(
  items: readonly T[],
  query: URLSearchParams,
  url: string,
): { status: 200; body: T[]; headers: Record<string, string> } {
  const perPage = Math.min(Math.max(Number(query.get('per_page') ?? 30) || 30, 1), 100);
  const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  const lastPage = Math.max(Math.ceil(items.length / perPage), 1);
  const link = (n: number, rel: string): string => {
    const target = new URL(url);
    for (const [key, value] of query) if (key !== 'page') target.searchParams.set(key, value);
    target.searchParams.set('page', String(n));
    return `<${target.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'));
  if (page > 1) links.push(link(1, 'first'));
  const headers: Record<string, string> = links.length > 0 ? { link: links.join(', ') } : {};
  return { status: 200, body: items.slice((page - 1) * perPage, page * perPage), headers };
}
