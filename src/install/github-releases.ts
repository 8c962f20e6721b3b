/** Lists kyverno/kyverno releases from the GitHub REST API, page by page, retrying transient failures. */
import { withRetry } from './retry.js';
import type { ReleaseSummary } from './version-spec.js';

export interface ReleasesSource {
  /** `GITHUB_API_URL`, e.g. `https://api.github.com`. */
  apiUrl: string;
  /** Optional: without it GitHub allows 60 requests per hour per IP. */
  token: string;
  fetch: typeof fetch;
  retryDelaysMs: readonly number[];
  log: (message: string) => void;
}

const MAX_PAGES = 30;
const PIN_HINT = 'or pin kyverno-version to an exact tag such as v1.19.0 (which needs no API call)';

class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    readonly githubMessage: string,
  ) {
    super(`${url} answered ${status}${githubMessage ? ` (${githubMessage})` : ''}`);
  }
}

const isTransient = (error: unknown): boolean =>
  !(error instanceof HttpStatusError) || error.status >= 500 || error.status === 429;

function githubMessage(text: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? '');
  } catch {
    return text.slice(0, 200);
  }
}

function nextLink(link: string | null): string | undefined {
  return link?.match(/<([^<>]+)>;\s*rel="next"/)?.[1];
}

async function getPage(
  url: string,
  source: ReleasesSource,
): Promise<{ body: unknown; next?: string }> {
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'kyverno-policy-check',
  };
  if (source.token) headers.authorization = `Bearer ${source.token}`;
  const response = await source.fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (!response.ok) {
    throw new HttpStatusError(response.status, url, githubMessage(text));
  }
  return { body: JSON.parse(text) as unknown, next: nextLink(response.headers.get('link')) };
}

function explain(error: unknown, url: string, source: ReleasesSource, attempts: number): Error {
  if (!(error instanceof HttpStatusError) || isTransient(error)) {
    const inner = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
    const cause = `${error instanceof Error ? error.message : String(error)}${inner ? ` (${inner.message})` : ''}`;
    return new Error(
      `Could not list Kyverno releases from ${url} after ${attempts} attempts: ${cause}. Check the ` +
        `runner's network access to the GitHub API, ${PIN_HINT}.`,
      { cause: error },
    );
  }
  const advice: Record<number, string> = {
    401: `The token was rejected: check the github-token input, ${PIN_HINT}.`,
    403: `If this is a rate limit, pass github-token (unauthenticated calls get 60 per hour), ${PIN_HINT}.`,
    404:
      `The API at ${source.apiUrl} has no kyverno/kyverno repository (on GitHub Enterprise Server ` +
      `${PIN_HINT}, and set kyverno-release-url to a mirror).`,
  };
  return new Error(
    `Could not list Kyverno releases: ${error.message}. ${advice[error.status] ?? `Retry later, ${PIN_HINT}.`}`,
    { cause: error },
  );
}

function toSummary(item: unknown): ReleaseSummary[] {
  if (typeof item !== 'object' || item === null) return [];
  const { tag_name: tag, prerelease, draft } = item as Record<string, unknown>;
  return typeof tag === 'string'
    ? [{ tag, prerelease: prerelease === true, draft: draft === true }]
    : [];
}

/** Every release of kyverno/kyverno (following the `Link: rel="next"` header). */
export async function listKyvernoReleases(source: ReleasesSource): Promise<ReleaseSummary[]> {
  const base = source.apiUrl.replace(/\/+$/, '');
  let url: string | undefined = `${base}/repos/kyverno/kyverno/releases?per_page=100`;
  const releases: ReleaseSummary[] = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const current: string = url;
    const { body, next } = await withRetry(() => getPage(current, source), {
      delaysMs: source.retryDelaysMs,
      isRetryable: isTransient,
      onRetry: (error, attempt, delay) =>
        source.log(
          `Listing Kyverno releases failed (attempt ${attempt}): ${String(error)}; retrying in ${delay} ms`,
        ),
    }).catch((error: unknown) => {
      throw explain(error, current, source, source.retryDelaysMs.length + 1);
    });
    if (!Array.isArray(body)) throw new Error(`${current} did not answer with a list of releases`);
    releases.push(...body.flatMap(toSummary));
    url = next;
  }
  return releases;
}
