/**
 * Every bad input and failure of the installer, end to end against the loopback release server
 * (the real archive) and the fake GitHub releases API: each one fails with a message that says
 * what went wrong and what to do, and nothing broken lands in the tool cache.
 */
import { chmod, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { damaged, sha256 } from '../../support/release-server.js';
import { serverError } from '../../support/fake-github/server.js';
import { startInstallHarness, type InstallHarness } from './harness.js';

let h: InstallHarness;
let tag: string;
let archivePath: string;

beforeAll(async () => {
  h = await startInstallHarness();
  tag = h.releases.tag;
  archivePath = `/${tag}/${h.releases.archiveName}`;
});
beforeEach(() => h.resetCounters());
afterEach(async () => {
  expect(h.gh.validationErrors).toEqual([]);
  expect(await h.tempLeftovers()).toEqual([]);
});
afterAll(async () => {
  await h.close();
});

const cachedVersions = async (): Promise<string[]> =>
  readdir(path.join(h.toolCache, 'kyverno')).catch(() => []);

describe('bad kyverno-version', () => {
  it.each(['banana', '1.19.0.1', '>=1.x <'])(
    '"%s" is rejected before any request',
    async (spec) => {
      await expect(h.install({ version: spec })).rejects.toThrow(
        `kyverno-version "${spec}" is not a version: use an exact tag (v1.19.0 or 1.19.0), ` +
          '`latest`, or a semver range (1.19.x, ~1.18, >=1.17 <1.19).',
      );
      expect(h.releases.requests).toEqual([]);
      expect(h.gh.requests).toEqual([]);
    },
  );

  it.each([true, false])(
    'an unknown version (404, verify-checksum %s) says how to list versions',
    async (verifyChecksum) => {
      const asset = verifyChecksum ? 'checksums.txt' : `kyverno-cli_v1.99.0_linux_x86_64.tar.gz`;
      await expect(h.install({ version: '1.99.0', verifyChecksum })).rejects.toThrow(
        `Kyverno v1.99.0 was not found: ${h.releases.url}/v1.99.0/${asset} answered 404. Check ` +
          'kyverno-version (and kyverno-release-url if you use a mirror). List the released ' +
          'versions with `gh release list --repo kyverno/kyverno` or at ' +
          'https://github.com/kyverno/kyverno/releases.',
      );
      expect(h.releases.requests.map((r) => r.status)).toEqual([404]);
    },
  );

  it('a range that matches no release names the newest releases', async () => {
    await expect(h.install({ version: '>=2.0' })).rejects.toThrow(
      /^kyverno-version ">=2\.0" matches no Kyverno release among the \d+ releases listed by the GitHub API \(newest: v1\.19\.1, v1\.19\.0, v1\.18\.2, .*\)\. List the released versions with `gh release list --repo kyverno\/kyverno`/,
    );
    expect(h.releases.requests).toEqual([]);
  });

  it('a platform Kyverno does not build for is named with the supported ones', async () => {
    await expect(h.install({}, { platform: 'freebsd', arch: 'x64' })).rejects.toThrow(
      'Kyverno publishes no CLI build for freebsd/x64. Supported platforms: linux/x64,',
    );
    expect(h.releases.requests).toEqual([]);
  });
});

describe('network failures', () => {
  it('a release server answering 500 is retried, then a clear error', async () => {
    h.releases.fail({ path: /checksums/, fault: 500, times: 3 });
    await expect(h.install()).rejects.toThrow(
      `Could not download ${h.releases.url}/${tag}/checksums.txt: the server answered HTTP 500 ` +
        "(after retrying). Check the runner's network access to kyverno-release-url, then re-run the job.",
    );
    expect(h.releases.requests.map((r) => r.status)).toEqual([500, 500, 500]);
  });

  it('a connection dropped mid-download every time is retried, then a clear error', async () => {
    h.releases.fail({ path: archivePath, fault: 'drop', times: 3 });
    await expect(h.install()).rejects.toThrow(
      new RegExp(
        `^Could not download ${h.releases.url}${archivePath}: the connection failed \\(aborted\\) \\(after retrying\\)\\. Check the runner's network access`,
      ),
    );
    expect(h.releases.count(archivePath)).toBe(3);
    expect(await cachedVersions()).toEqual([]);
  });

  it('the GitHub API failing for `latest` is retried, then a clear error', async () => {
    h.gh.inject({ path: /releases/, ...serverError(), times: 3 });
    await expect(h.install({ version: 'latest' })).rejects.toThrow(
      `Could not list Kyverno releases from ${h.gh.url}/repos/kyverno/kyverno/releases?per_page=100 after 3 attempts`,
    );
    expect(h.gh.requests.map((r) => r.status)).toEqual([500, 500, 500]);
  });
});

describe('damaged downloads', () => {
  it.each([
    ['truncated', 'truncate'],
    ['corrupted', 'corrupt'],
  ] as const)(
    'a %s archive fails the checksum, showing both hashes, and is not extracted',
    async (_name, fault) => {
      h.releases.fail({ path: archivePath, fault });
      const real = h.releases.file(tag, h.releases.archiveName);
      await expect(h.install()).rejects.toThrow(
        `SHA-256 mismatch for ${h.releases.archiveName} downloaded from ${h.releases.url}${archivePath}: ` +
          `checksums.txt says ${sha256(real)}, the download is ${sha256(damaged(real, fault))}. The ` +
          'archive is truncated, corrupt or was tampered with; it was not extracted.',
      );
      expect(await cachedVersions()).toEqual([]);
    },
  );

  it.each([
    ['truncated', 'truncate'],
    ['corrupted', 'corrupt'],
  ] as const)(
    'with verify-checksum: false, a %s archive fails extraction with a clear error',
    async (_name, fault) => {
      h.releases.fail({ path: archivePath, fault });
      await expect(h.install({ verifyChecksum: false })).rejects.toThrow(
        new RegExp(
          `^Could not extract ${h.releases.archiveName} downloaded from ${h.releases.url}${archivePath}: ` +
            'the archive is truncated or corrupt \\(.+\\)\\. Re-run the job; keep verify-checksum: true',
        ),
      );
      expect(h.releases.requests.map((r) => r.path)).toEqual([archivePath]);
      expect(await cachedVersions()).toEqual([]);
    },
  );

  it('checksums.txt without the asset is an error naming what it lists', async () => {
    h.releases.setFile(
      'v1.18.1',
      'checksums.txt',
      `${'0'.repeat(64)}  kyverno-cli_v1.18.1_darwin_arm64.tar.gz\n`,
    );
    await h.releases.sign('v1.18.1');
    await expect(h.install({ version: 'v1.18.1' })).rejects.toThrow(
      `${h.releases.url}/v1.18.1/checksums.txt has no checksum for kyverno-cli_v1.18.1_linux_x86_64.tar.gz ` +
        '(it lists kyverno-cli_v1.18.1_darwin_arm64.tar.gz), so the download cannot be verified.',
    );
    expect(h.releases.requests.map((r) => r.path)).toEqual([
      '/v1.18.1/checksums.txt',
      '/v1.18.1/checksums.txt.sigstore.json',
    ]);
  });

  it('an archive whose binary reports another version fails and is not cached', async () => {
    await h.releases.alias('v1.18.2');
    await expect(h.install({ version: '~1.18' })).rejects.toThrow(
      new RegExp(
        `^The Kyverno binary \\S+/kyverno reports version ${tag.slice(1).replaceAll('.', '\\.')}, but 1\\.18\\.2 was requested\\. The archive does not hold the version its name promises: check kyverno-release-url\\.$`,
      ),
    );
    expect(await cachedVersions()).toEqual([]);
  });

  it('a connection dropped once is retried and the install succeeds', async () => {
    h.releases.fail({ path: archivePath, fault: 'drop' });
    const info = await h.install();
    expect(info.origin).toBe(`downloaded from ${h.releases.url}${archivePath}`);
    expect(h.releases.requests.map((r) => [r.path, r.fault])).toEqual([
      [`/${tag}/checksums.txt`, undefined],
      [`/${tag}/checksums.txt.sigstore.json`, undefined],
      [archivePath, 'drop'],
      [archivePath, undefined],
    ]);
  });
});

describe('bad kyverno-path', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kyverno-path-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a missing binary says what to do', async () => {
    const missing = path.join(dir, 'kyverno');
    await expect(h.install({ path: missing })).rejects.toThrow(
      `kyverno-path "${missing}" does not exist: point it at a Kyverno binary, or leave ` +
        'kyverno-path empty to install the version in kyverno-version.',
    );
  });

  it('a binary that is not executable says how to fix it', async () => {
    const file = path.join(dir, 'kyverno-copy');
    await writeFile(file, '#!/bin/sh\n');
    await chmod(file, 0o600);
    await expect(h.install({ path: file })).rejects.toThrow(
      `kyverno-path "${file}" is not executable (mode 600): run \`chmod +x ${file}\``,
    );
  });

  it('a program that is not Kyverno is reported as such', async () => {
    await expect(h.install({ path: '/bin/true' })).rejects.toThrow(
      'kyverno-path "/bin/true": `/bin/true version` prints no `Version: X.Y.Z` line; is it Kyverno?',
    );
  });
});
