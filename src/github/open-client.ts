/**
 * The Octokit client, loaded on first use. `@actions/github`, its plugins and the undici it sends
 * requests with are the largest part of the bundle, and only a run with a token talks to the API:
 * this dynamic import is what lets scripts/build.mjs keep them in a chunk of their own, so a run
 * without a token (or with nothing to do) never reads them.
 */
import type { ClientOptions, Octokit } from './client.js';

export async function openGitHubClient(options: ClientOptions): Promise<Octokit> {
  const { createGitHubClient } = await import('./client.js');
  return createGitHubClient(options);
}
