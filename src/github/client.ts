/**
 * The Octokit client: `@actions/github`'s `getOctokit` with the retry and throttling plugins,
 * pointed at the API of the server the workflow runs on (GitHub.com or GHES), sending its requests
 * through `@actions/http-client` (http-fetch.ts).
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { httpClientFetch } from './http-fetch.js';

export type Octokit = ReturnType<typeof getOctokit>;

type ThrottleOptions = NonNullable<Parameters<typeof throttling>[1]['throttle']>;

export interface ClientOptions {
  token: string;
  /** `GITHUB_API_URL`, e.g. `https://ghes.example/api/v3`. */
  apiUrl: string;
  /** Retries after a 5xx, 429 or rate limit (default 3). */
  retries?: number;
  /**
   * Multiplier in milliseconds for retry delays (`retry-after` seconds, or the retry plugin's
   * 1, 4, 9 … backoff); 1000 in production, a few milliseconds in tests.
   */
  retryDelayUnitMs?: number;
  /**
   * Overrides for the throttling plugin. The plugin spaces writes ≥ 1 s apart as GitHub asks (3 s
   * for those that notify, such as comments); tests pass their own groups to keep that fast.
   */
  throttle?: Partial<Pick<ThrottleOptions, 'write' | 'notifications' | 'id'>>;
  /** Where rate-limit messages go. */
  log?: (message: string) => void;
}

export function createGitHubClient(options: ClientOptions): Octokit {
  const retries = options.retries ?? 3;
  const unitMs = options.retryDelayUnitMs ?? 1000;
  const log = options.log ?? (() => undefined);
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      count: number,
    ) => {
      const retrying = count < retries;
      log(
        `GitHub ${kind} rate limit on ${request.method} ${request.url}: ` +
          (retrying ? `retrying after ${retryAfter} s.` : `giving up after ${count} retries.`),
      );
      return retrying;
    };
  return getOctokit(
    options.token,
    {
      baseUrl: options.apiUrl,
      // Not @actions/github's fetch: behind a proxy it is undici's (dist/undici.cjs, 0.8 MB to
      // load), and without one Node's own, which loads the same undici on its first request.
      request: { fetch: httpClientFetch() },
      retry: { retries, retryAfterBaseValue: unitMs },
      throttle: {
        ...options.throttle,
        retryAfterBaseValue: unitMs,
        onRateLimit: onLimit('primary'),
        onSecondaryRateLimit: onLimit('secondary'),
      },
    },
    retry,
    throttling,
  );
}
