/**
 * What the installer's integration tests share: a temp RUNNER_TOOL_CACHE and RUNNER_TEMP, the
 * loopback release server with the real Kyverno archive, and a FakeGitHub with Kyverno's releases.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InstallConfig } from '../../../src/inputs/config.js';
import { installKyverno, type InstallDeps } from '../../../src/install/index.js';
import { trustMaterialFromJSON } from '../../../src/install/sigstore-root.js';
import type { KyvernoInfo } from '../../../src/model/report.js';
import { registerKyvernoReleases } from '../../support/fake-github/releases.js';
import { FakeGitHub } from '../../support/fake-github/server.js';
import { ReleaseServer } from '../../support/release-server.js';
import { releaseSigner } from '../../support/sigstore.js';

export interface InstallHarness {
  releases: ReleaseServer;
  gh: FakeGitHub;
  toolCache: string;
  temp: string;
  logs: string[];
  warnings: string[];
  addedPaths: string[];
  config(overrides?: Partial<InstallConfig>): InstallConfig;
  install(overrides?: Partial<InstallConfig>, deps?: Partial<InstallDeps>): Promise<KyvernoInfo>;
  /** Points RUNNER_TOOL_CACHE at a new empty folder. */
  freshToolCache(): Promise<string>;
  /** Entries left in RUNNER_TEMP (downloads and extractions should be cleaned up). */
  tempLeftovers(): Promise<string[]>;
  resetCounters(): void;
  close(): Promise<void>;
}

/** tool-cache's own test hook: no 10–20 s sleeps between download attempts. */
function fastDownloadRetries(): void {
  const hooks = globalThis as Record<string, unknown>;
  hooks.TEST_DOWNLOAD_TOOL_RETRY_MIN_SECONDS = 0;
  hooks.TEST_DOWNLOAD_TOOL_RETRY_MAX_SECONDS = 0;
}

export async function startInstallHarness(): Promise<InstallHarness> {
  fastDownloadRetries();
  const root = await mkdtemp(path.join(os.tmpdir(), 'kyverno-install-'));
  const temp = path.join(root, 'temp');
  process.env.RUNNER_TEMP = temp;
  const releases = await ReleaseServer.start();
  const gh = await FakeGitHub.start();
  registerKyvernoReleases(gh);
  // The trusted root of the Sigstore that signed the release server's checksums.txt.
  const trust = trustMaterialFromJSON((await releaseSigner()).sigstore.trustedRoot);
  let caches = 0;
  const harness: InstallHarness = {
    releases,
    gh,
    toolCache: '',
    temp,
    logs: [],
    warnings: [],
    addedPaths: [],
    config: (overrides = {}) => ({
      version: releases.tag,
      releaseUrl: releases.url,
      verifyChecksum: true,
      verifySignature: 'auto',
      ...overrides,
    }),
    install: (overrides = {}, deps = {}) =>
      installKyverno(harness.config(overrides), {
        apiUrl: gh.url,
        token: 'ghs_installer_test',
        retryDelaysMs: [5, 5],
        logger: {
          info: (m) => harness.logs.push(m),
          debug: () => undefined,
          warning: (m) => harness.warnings.push(m),
        },
        trustedRoot: () => Promise.resolve(trust),
        addPath: (dir) => harness.addedPaths.push(dir),
        ...deps,
      }),
    freshToolCache: async () => {
      caches += 1;
      harness.toolCache = path.join(root, `tool-cache-${caches}`);
      process.env.RUNNER_TOOL_CACHE = harness.toolCache;
      return harness.toolCache;
    },
    tempLeftovers: async () => readdir(temp).catch(() => []),
    resetCounters: () => {
      releases.requests.length = 0;
      gh.requests.length = 0;
      harness.logs.length = 0;
      harness.warnings.length = 0;
      harness.addedPaths.length = 0;
    },
    close: async () => {
      await releases.close();
      await gh.close();
      await rm(root, { recursive: true, force: true });
    },
  };
  await harness.freshToolCache();
  return harness;
}
