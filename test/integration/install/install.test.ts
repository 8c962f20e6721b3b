/**
 * The installer end to end: the real Kyverno release archive served on loopback, real SHA-256
 * verification, real extraction into a temp tool cache, and the installed binary run for real.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../../../src/process/run-process.js';
import { kyvernoBinary } from '../../support/kyverno.js';
import { sha256 } from '../../support/release-server.js';
import { startInstallHarness, type InstallHarness } from './harness.js';

const run = promisify(execFile);
let h: InstallHarness;
let version: string;

beforeAll(async () => {
  h = await startInstallHarness();
  version = h.releases.tag.replace(/^v/, '');
});
afterAll(async () => {
  expect(h.gh.validationErrors).toEqual([]);
  await h.close();
});

describe('installKyverno', () => {
  it('downloads, verifies, extracts and caches an exact version, then runs it', async () => {
    const info = await h.install({ version: h.releases.tag });
    const assetUrl = `${h.releases.url}/${h.releases.tag}/${h.releases.archiveName}`;
    expect(info).toEqual({
      version,
      path: path.join(h.toolCache, 'kyverno', version, process.arch, 'kyverno'),
      origin: `downloaded from ${assetUrl}`,
    });
    expect(h.releases.requests.map((r) => [r.path, r.status])).toEqual([
      [`/${h.releases.tag}/checksums.txt`, 200],
      [`/${h.releases.tag}/checksums.txt.sigstore.json`, 200],
      [`/${h.releases.tag}/${h.releases.archiveName}`, 200],
    ]);
    expect(h.gh.requests).toEqual([]);
    expect(h.addedPaths).toEqual([path.dirname(info.path)]);
    const archiveSha = sha256(h.releases.file(h.releases.tag, h.releases.archiveName));
    expect(h.logs).toContain(`SHA-256 verified against checksums.txt: ${archiveSha}`);
    expect(h.logs).toContainEqual(
      expect.stringMatching(
        /^Sigstore signature of checksums\.txt verified: signed by https:\/\/github\.com\/kyverno\/kyverno\/\.github\/workflows\/release\.yaml@refs\/tags\/v\d+\.\d+\.\d+ \(issuer https:\/\/token\.actions\.githubusercontent\.com\), transparency-log entry \d+$/,
      ),
    );
    expect(h.warnings).toEqual([]);
    const { stdout } = await runProcess(info.path, ['version']);
    expect(stdout).toMatch(new RegExp(`^Version: ${version.replace(/\./g, '\\.')}$`, 'm'));
    expect(await h.tempLeftovers()).toEqual([]);
  });

  it.each(['v', ''])(
    'a second run of the same exact version (prefix "%s") is a tool-cache hit with no network request',
    async (prefix) => {
      h.resetCounters();
      const info = await h.install({ version: `${prefix}${version}` });
      expect(info.origin).toBe('tool cache');
      expect(info.version).toBe(version);
      expect(info.path).toBe(path.join(h.toolCache, 'kyverno', version, process.arch, 'kyverno'));
      expect(h.releases.requests).toEqual([]);
      expect(h.gh.requests).toEqual([]);
    },
  );

  it.each(['latest', '1.19.x', '>=1.17 <1.20', '~1.19'])(
    '%s resolves through the releases API (every page) and then hits the cache',
    async (spec) => {
      h.resetCounters();
      const info = await h.install({ version: spec });
      expect(info).toMatchObject({ version, origin: 'tool cache' });
      expect(h.gh.requests.map((r) => `${r.operationId} page=${r.query.page ?? '1'}`)).toEqual([
        'repos/list-releases page=1',
        'repos/list-releases page=2',
      ]);
      expect(h.releases.requests).toEqual([]);
      expect(h.logs[0]).toMatch(`kyverno-version "${spec}" resolves to ${h.releases.tag}`);
    },
  );

  it('kyverno-path uses the given binary without any network request', async () => {
    h.resetCounters();
    const info = await h.install({ path: kyvernoBinary(), version: 'v1.0.0' });
    expect(info).toEqual({ version, path: kyvernoBinary(), origin: 'kyverno-path input' });
    expect(h.addedPaths).toEqual([path.dirname(kyvernoBinary())]);
    expect(h.releases.requests).toEqual([]);
    expect(h.gh.requests).toEqual([]);
  });
});

describe('installKyverno on Windows (the .zip asset, kyverno.exe)', () => {
  it('downloads the windows zip, verifies it, and caches kyverno.exe', async () => {
    const { tag } = h.releases;
    const zipName = `kyverno-cli_${tag}_windows_x86_64.zip`;
    // The zip holds the real (Linux) binary named kyverno.exe, so the Windows code path runs here.
    // Stored uncompressed: deflating 250 MB would dominate the test's time.
    const stage = await mkdtemp(path.join(os.tmpdir(), 'kyverno-zip-'));
    try {
      await symlink(kyvernoBinary(), path.join(stage, 'kyverno.exe'));
      await run('zip', ['-q', '-0', zipName, 'kyverno.exe'], { cwd: stage });
      const zip = await readFile(path.join(stage, zipName));
      const checksums = h.releases.file(tag, 'checksums.txt').toString();
      h.releases.setFile(tag, zipName, zip);
      h.releases.setFile(tag, 'checksums.txt', `${checksums}${sha256(zip)}  ${zipName}\n`);
      await h.releases.sign(tag);
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
    const cache = await h.freshToolCache();
    h.resetCounters();
    const info = await h.install({}, { platform: 'win32', arch: 'x64' });
    expect(info).toEqual({
      version,
      path: path.join(cache, 'kyverno', version, 'x64', 'kyverno.exe'),
      origin: `downloaded from ${h.releases.url}/${tag}/${zipName}`,
    });
    expect(h.releases.requests.map((r) => r.path)).toEqual([
      `/${tag}/checksums.txt`,
      `/${tag}/checksums.txt.sigstore.json`,
      `/${tag}/${zipName}`,
    ]);
  });
});
