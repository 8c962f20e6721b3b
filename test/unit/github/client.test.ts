import { describe, expect, it } from 'vitest';
import { createGitHubClient } from '../../../src/github/client.js';

const fetchOf = (octokit: ReturnType<typeof createGitHubClient>): unknown =>
  (octokit.request.endpoint.DEFAULTS.request as { fetch?: unknown } | undefined)?.fetch;

describe('createGitHubClient', () => {
  it('sends requests through @actions/http-client, not a fetch that loads undici', () => {
    const octokit = createGitHubClient({ token: 't', apiUrl: 'https://api.github.com' });
    expect(fetchOf(octokit)).toBeTypeOf('function');
    expect(fetchOf(octokit)).not.toBe(globalThis.fetch);
    expect((fetchOf(octokit) as { name: string }).name).not.toBe('fetch');
  });
});
