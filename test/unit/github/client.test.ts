import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../../src/github/client.js';

const fetchOf = (octokit: ReturnType<typeof createGitHubClient>): unknown =>
  (octokit.request.endpoint.DEFAULTS.request as { fetch?: unknown } | undefined)?.fetch;

describe('createGitHubClient', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("uses Node's own fetch when no proxy applies to the API (undici is never loaded)", () => {
    for (const name of ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY']) {
      vi.stubEnv(name, '');
    }
    const octokit = createGitHubClient({ token: 't', apiUrl: 'https://api.github.com' });
    expect(fetchOf(octokit)).toBe(globalThis.fetch);
  });

  it("keeps @actions/github's proxy-aware fetch behind a proxy", () => {
    vi.stubEnv('https_proxy', 'http://proxy.example:3128');
    const octokit = createGitHubClient({ token: 't', apiUrl: 'https://api.github.com' });
    expect(fetchOf(octokit)).toBeTypeOf('function');
    expect(fetchOf(octokit)).not.toBe(globalThis.fetch);
  });

  it('keeps it for an API the proxy does not skip, and drops it for one no_proxy names', () => {
    vi.stubEnv('https_proxy', 'http://proxy.example:3128');
    vi.stubEnv('no_proxy', 'ghes.example');
    const octokit = createGitHubClient({ token: 't', apiUrl: 'https://ghes.example/api/v3' });
    expect(fetchOf(octokit)).toBe(globalThis.fetch);
  });
});
