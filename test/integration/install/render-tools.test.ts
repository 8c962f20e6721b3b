/**
 * Installing Helm and Kustomize end to end: the real archives built from their Go modules
 * (scripts/go-tool-from-source.mjs), served on loopback the way get.helm.sh and Kustomize's GitHub
 * releases lay them out, verified against their published checksum file, extracted into a temp
 * tool cache and run.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InstallConfig } from '../../../src/inputs/config.js';
import {
  installHelm,
  installKustomize,
  type ToolInfo,
  type ToolInstallDeps,
} from '../../../src/install/install-tool.js';
import { runProcess } from '../../../src/process/run-process.js';
import { damaged, ReleaseServer, sha256 } from '../../support/release-server.js';
import * as built from '../../support/tools.js';

interface Case {
  name: 'helm' | 'kustomize';
  title: string;
  tag: () => string;
  binary: () => string;
  releaseDir: () => string;
  /** URL path prefix of a tag's files on the release server (decoded). */
  folder: (tag: string) => string;
  archive: (tag: string) => string;
  checksumName: (tag: string) => string;
  versionArgs: string[];
  install: (config: InstallConfig, deps: Partial<ToolInstallDeps>) => Promise<ToolInfo>;
}

const CASES: Case[] = [
  {
    name: 'helm',
    title: 'Helm',
    tag: built.helmVersion,
    binary: built.helmBinary,
    releaseDir: built.helmReleaseDir,
    folder: () => '',
    archive: (tag) => `helm-${tag}-linux-amd64.tar.gz`,
    checksumName: (tag) => `helm-${tag}-linux-amd64.tar.gz.sha256sum`,
    versionArgs: ['version', '--template', '{{.Version}}'],
    install: installHelm,
  },
  {
    name: 'kustomize',
    title: 'Kustomize',
    tag: built.kustomizeVersion,
    binary: built.kustomizeBinary,
    releaseDir: built.kustomizeReleaseDir,
    folder: (tag) => `/kustomize/${tag}`,
    archive: (tag) => `kustomize_${tag}_linux_amd64.tar.gz`,
    checksumName: () => 'checksums.txt',
    versionArgs: ['version'],
    install: installKustomize,
  },
];

/** tool-cache's own test hook: no 10–20 s sleeps between download attempts. */
function fastDownloadRetries(): void {
  const hooks = globalThis as Record<string, unknown>;
  hooks.TEST_DOWNLOAD_TOOL_RETRY_MIN_SECONDS = 0;
  hooks.TEST_DOWNLOAD_TOOL_RETRY_MAX_SECONDS = 0;
}

describe.each(CASES)('install $title', (tool) => {
  let root: string;
  let releases: ReleaseServer;
  let toolCache: string;
  let caches = 0;
  let logs: string[] = [];
  let addedPaths: string[] = [];
  let tag: string;
  let version: string;
  const archivePath = (t = tag): string => `${tool.folder(t)}/${tool.archive(t)}`;
  const checksumPath = (t = tag): string => `${tool.folder(t)}/${tool.checksumName(t)}`;
  /** The URL as the installer requests it (Kustomize's `kustomize/<tag>` folder is one escaped segment). */
  const url = (urlPath: string): string =>
    `${releases.url}${urlPath.replace(/^\/kustomize\//, '/kustomize%2F')}`;

  const freshToolCache = (): string => {
    caches += 1;
    toolCache = path.join(root, `tool-cache-${caches}`);
    process.env.RUNNER_TOOL_CACHE = toolCache;
    return toolCache;
  };
  const install = (
    overrides: Partial<InstallConfig> = {},
    deps: Partial<ToolInstallDeps> = {},
  ): Promise<ToolInfo> =>
    tool.install(
      { version: tag, releaseUrl: releases.url, verifyChecksum: true, ...overrides },
      {
        logger: { info: (m) => logs.push(m), debug: () => undefined },
        addPath: (dir) => addedPaths.push(dir),
        findOnPath: async () => undefined,
        ...deps,
      },
    );
  const cachedVersions = async (): Promise<string[]> =>
    readdir(path.join(toolCache, tool.name)).catch(() => []);

  beforeAll(async () => {
    fastDownloadRetries();
    tag = tool.tag();
    version = tag.replace(/^v/, '');
    root = await mkdtemp(path.join(os.tmpdir(), `${tool.name}-install-`));
    process.env.RUNNER_TEMP = path.join(root, 'temp');
    releases = await ReleaseServer.start(tool.releaseDir(), { prefix: tool.folder(tag) });
  });
  beforeEach(() => {
    releases.requests.length = 0;
    logs = [];
    addedPaths = [];
    freshToolCache();
  });
  afterAll(async () => {
    await releases.close();
    await rm(root, { recursive: true, force: true });
  });

  it('downloads the official archive, verifies its published checksum, caches and runs it', async () => {
    const info = await install();
    const cached = path.join(toolCache, tool.name, version, process.arch, tool.name);
    expect(info).toEqual({
      version,
      path: cached,
      origin: `downloaded from ${url(archivePath())}`,
    });
    expect(releases.requests.map((r) => [r.path, r.status])).toEqual([
      [checksumPath(), 200],
      [archivePath(), 200],
    ]);
    expect(addedPaths).toEqual([path.dirname(cached)]);
    const sha = sha256(releases.fileAt(archivePath()));
    expect(logs).toContain(`SHA-256 verified against ${tool.checksumName(tag)}: ${sha}`);
    const { stdout } = await runProcess(info.path, tool.versionArgs);
    expect(stdout.trim()).toBe(tag);
    expect(await readdir(process.env.RUNNER_TEMP ?? '')).toEqual([]);

    // The same version again is a tool-cache hit that makes no request.
    releases.requests.length = 0;
    const again = await install({ version });
    expect(again).toEqual({ version, path: cached, origin: 'tool cache' });
    expect(releases.requests).toEqual([]);
  });

  it('uses the pinned version already on PATH without any request', async () => {
    const info = await install({}, { findOnPath: async () => tool.binary() });
    expect(info).toEqual({ version, path: tool.binary(), origin: 'PATH' });
    expect(releases.requests).toEqual([]);
    expect(await cachedVersions()).toEqual([]);
  });

  it('installs when PATH has another version, saying so', async () => {
    const other = '9.9.9';
    await expect(
      install({ version: other }, { findOnPath: async () => tool.binary() }),
    ).rejects.toThrow(`${tool.title} v${other} was not found`);
    expect(logs[0]).toBe(
      `${tool.title} on PATH (${tool.binary()}) is ${version}, not ${other}: installing ${other}.`,
    );
    expect(releases.requests.map((r) => r.status)).toEqual([404]);
  });

  it('an unknown version (404) names the inputs and where versions are listed', async () => {
    await expect(install({ version: 'v9.9.9' })).rejects.toThrow(
      `${tool.title} v9.9.9 was not found: ${url(checksumPath('v9.9.9'))} answered 404. Check ` +
        `${tool.name}-version (and ${tool.name}-release-url if you use a mirror). List the ` +
        'released versions with `gh release list --repo',
    );
  });

  it('a version that is not exact is refused before any request', async () => {
    await expect(install({ version: 'latest' })).rejects.toThrow(
      `${tool.name}-version "latest" is not an exact version: use a release tag such as`,
    );
    expect(releases.requests).toEqual([]);
  });

  it('a corrupt archive fails the checksum, showing both hashes, and is not extracted', async () => {
    releases.fail({ path: archivePath(), fault: 'corrupt' });
    const real = releases.fileAt(archivePath());
    await expect(install()).rejects.toThrow(
      `SHA-256 mismatch for ${tool.archive(tag)} downloaded from ${url(archivePath())}: ` +
        `${tool.checksumName(tag)} says ${sha256(real)}, the download is ` +
        `${sha256(damaged(real, 'corrupt'))}. The archive is truncated, corrupt or was tampered ` +
        `with; it was not extracted. Retry the job, and if it persists check ${tool.name}-release-url.`,
    );
    expect(await cachedVersions()).toEqual([]);
  });

  it('a checksum file that does not list the archive is refused before the download', async () => {
    const checksums = releases.fileAt(checksumPath());
    releases.setFileAt(checksumPath(), `${'0'.repeat(64)}  ${tool.archive(tag)}.other\n`);
    try {
      await expect(install()).rejects.toThrow(
        `${url(checksumPath())} has no checksum for ${tool.archive(tag)} (it lists ` +
          `${tool.archive(tag)}.other), so the download cannot be verified.`,
      );
    } finally {
      releases.setFileAt(checksumPath(), checksums);
    }
    expect(releases.requests.map((r) => r.path)).toEqual([checksumPath()]);
  });

  it('a missing checksum file stops the install: the archive is never downloaded', async () => {
    const checksums = releases.fileAt(checksumPath());
    releases.remove(checksumPath());
    try {
      await expect(install()).rejects.toThrow(
        `${tool.title} ${tag} was not found: ${url(checksumPath())} answered 404.`,
      );
    } finally {
      releases.setFileAt(checksumPath(), checksums);
    }
    expect(releases.requests.map((r) => [r.path, r.status])).toEqual([[checksumPath(), 404]]);
    expect(await cachedVersions()).toEqual([]);
  });

  it(`${tool.name}-path uses the given binary without any request`, async () => {
    const info = await install({ path: tool.binary(), version: 'v0.0.1' });
    expect(info).toEqual({ version, path: tool.binary(), origin: `${tool.name}-path input` });
    expect(releases.requests).toEqual([]);
  });

  it(`a program that is not ${tool.title} given as ${tool.name}-path is reported as such`, async () => {
    await expect(install({ path: '/bin/true' })).rejects.toThrow(
      `${tool.name}-path "/bin/true": \`/bin/true ${tool.versionArgs.join(' ')}\` prints no version; is it ${tool.title}?`,
    );
  });
});
