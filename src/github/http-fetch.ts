/**
 * `fetch` as Octokit calls it, over @actions/http-client (Node's http and https, with the proxy
 * and redirect handling every `@actions/*` package shares). Node's own fetch loads undici on its
 * first request: its JavaScript, and its HTTP parser compiled from WebAssembly on V8's helper
 * threads, about 0.16 s of CPU taken from the Kyverno processes the first request runs beside.
 */
import { HttpClient } from '@actions/http-client';
import type { IncomingHttpHeaders } from 'node:http';

/** What Octokit passes (`@octokit/request`'s fetch wrapper). */
export interface FetchInit {
  method?: string;
  body?: string | null;
  headers?: Record<string, string>;
}

/** What Octokit reads of a response. */
export interface FetchResponse {
  status: number;
  statusText: string;
  url: string;
  headers: ResponseHeaders;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The response's headers, iterated and read as a `Headers` would be. */
export class ResponseHeaders implements Iterable<[string, string]> {
  private readonly values = new Map<string, string>();

  constructor(headers: IncomingHttpHeaders) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) {
        this.values.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value);
      }
    }
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }

  [Symbol.iterator](): Iterator<[string, string]> {
    return this.values.entries();
  }
}

type RequestHandler = NonNullable<ConstructorParameters<typeof HttpClient>[1]>[number];

/** Keeps Octokit's user agent: HttpClient would put its own in its place. */
const userAgentOf = (userAgent: string | undefined): RequestHandler[] =>
  userAgent === undefined
    ? []
    : [
        {
          prepareRequest: (options) => {
            options.headers = { ...options.headers, 'user-agent': userAgent };
          },
          canHandleAuthentication: () => false,
          handleAuthentication: () => Promise.reject(new Error('not an authentication handler')),
        },
      ];

export function httpClientFetch(): (url: string, init?: FetchInit) => Promise<FetchResponse> {
  return async (url, init = {}) => {
    const headers = Object.fromEntries(
      Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    );
    // One client per request: they share Node's global agents, and so their connections.
    const client = new HttpClient(undefined, userAgentOf(headers['user-agent']));
    const response = await client.request(init.method ?? 'GET', url, init.body ?? null, headers);
    // Always there in @actions/http-client 4; its type marks it optional.
    const body = await (response.readBodyBuffer?.() ?? response.readBody().then(Buffer.from));
    return {
      status: response.message.statusCode ?? 0,
      statusText: response.message.statusMessage ?? '',
      url,
      headers: new ResponseHeaders(response.message.headers),
      text: async () => body.toString('utf8'),
      arrayBuffer: async () =>
        body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer,
    };
  };
}
