/**
 * dist/index.js run as the GitHub runner runs it: installs Kyverno from the loopback release
 * server into a temp tool cache, then a second run is a tool-cache hit with no download at all.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.js';
import { FakeGitHub } from '../support/fake-github/server.js';
import { kyvernoVersion } from '../support/kyverno.js';
import { ReleaseServer } from '../support/release-server.js';

describe('dist/index.js installs Kyverno', () => {
  let releases: ReleaseServer;
  let gh: FakeGitHub;
  let workspace: string;
  let toolCache: string;

  beforeAll(async () => {
    releases = await ReleaseServer.start();
    gh = await FakeGitHub.start();
    workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-e2e-install-'));
    toolCache = await mkdtemp(path.join(os.tmpdir(), 'kpc-e2e-tool-cache-'));
  });

  afterAll(async () => {
    await releases?.close();
    await gh?.close();
  });

  const run = (env: Record<string, string> = {}, cache = toolCache) =>
    runAction({
      workspace,
      toolCache: cache,
      inputs: {
        'kyverno-version': kyvernoVersion(),
        'kyverno-release-url': releases.url,
        tests: 'none',
        'check-run': 'false',
        comment: 'off',
      },
      env: { GITHUB_API_URL: gh.url, ...env },
    });

  it('downloads, verifies and caches the release, then reuses the tool cache', async () => {
    const first = await run();
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    expect(first.outputs['kyverno-version']).toBe(kyvernoVersion().replace(/^v/, ''));
    expect(first.outputs.result).toBe('pass');
    expect(first.outputs.total).toBe('0');
    expect(first.summary).toContain(`downloaded from ${releases.url}`);
    expect(releases.count(/checksums\.txt$/)).toBe(1);
    expect(releases.count(/\.tar\.gz$/)).toBe(1);
    expect(releases.count(/checksums\.txt\.sigstore\.json$/)).toBe(1);
    expect(first.stdout).toMatch(
      /Sigstore signature of checksums\.txt verified: signed by https:\/\/github\.com\/kyverno\/kyverno\/\.github\/workflows\/release\.yaml@refs\/tags\/v/,
    );
    expect(first.summary).toContain('Kyverno');

    releases.requests.length = 0;
    const second = await run();
    expect(second.exitCode).toBe(0);
    expect(second.outputs['kyverno-version']).toBe(kyvernoVersion().replace(/^v/, ''));
    expect(second.summary).toContain('tool cache');
    expect(releases.requests).toEqual([]);
    expect(gh.requests).toEqual([]);
  });

  it("trusts only the Sigstore root it bundles: the tests' signature is refused, offline", async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'kpc-e2e-tool-cache-'));
    releases.requests.length = 0;
    // No trusted root named: the one embedded in dist/ (Sigstore's public-good instance).
    const refused = await run({ KYVERNO_POLICY_CHECK_TRUSTED_ROOT: '' }, fresh);
    expect(refused.exitCode).not.toBe(0);
    expect(refused.stdout).toMatch(
      /The Sigstore signature of Kyverno v[\d.]+'s checksums\.txt does not verify \(.+\): the signing certificate does not chain to Sigstore's trusted root/,
    );
    expect(releases.count(/\.tar\.gz$/)).toBe(0);
  });
});
