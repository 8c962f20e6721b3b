/**
 * Installs the Kyverno CLI the action runs: an existing binary (`kyverno-path`), a tool-cache hit,
 * or a release archive downloaded from `kyverno-release-url`, verified against checksums.txt,
 * extracted and cached. Every path ends by asking the binary for its version.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import type { InstallConfig } from '../inputs/config.js';
import type { Logger } from '../model/logger.js';
import type { KyvernoInfo } from '../model/report.js';
import { runProcess, type ProcessRunner } from '../process/run-process.js';
import { fetchRelease } from './fetch-release.js';
import { listKyvernoReleases } from './github-releases.js';
import { assertKyvernoVersion, parseKyvernoVersion } from './kyverno-version.js';
import { checkLocalBinary } from './local-binary.js';
import {
  kyvernoReleaseFiles,
  releaseAsset,
  releaseTarget,
  type ReleaseTarget,
} from './platform.js';
import { trimUrl } from './release-files.js';
import { releaseSignature } from './release-signature.js';
import { sigstoreTrustedRoot, type TrustedRootSource } from './sigstore-root.js';
import { actionsToolCache, type ToolCache } from './tool-cache.js';
import { parseVersionSpec, pickRelease, type VersionSpec } from './version-spec.js';

export interface InstallDeps {
  /** `process.platform`. */
  platform: string;
  /** `process.arch`; also the tool-cache arch key. */
  arch: string;
  /** GitHub REST API base for the releases list (`GITHUB_API_URL`). */
  apiUrl: string;
  /** Token for the releases list; may be empty. */
  token: string;
  /** Without `warning`, warnings go to `info`. */
  logger: Pick<Logger, 'info' | 'debug'> & Partial<Pick<Logger, 'warning'>>;
  runProcess: ProcessRunner;
  fetch: typeof fetch;
  toolCache: ToolCache;
  /** Waits between attempts of a GitHub API call (downloads use tool-cache's own retries). */
  retryDelaysMs: readonly number[];
  addPath: (dir: string) => void;
  /** Sigstore's trusted root for `verify-signature` (the one bundled with the action). */
  trustedRoot: TrustedRootSource;
}

const TOOL = 'kyverno';

function defaultDeps(): InstallDeps {
  return {
    platform: process.platform,
    arch: process.arch,
    apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
    token: core.getInput('github-token'),
    logger: { info: core.info, debug: core.debug, warning: core.warning },
    runProcess,
    fetch: globalThis.fetch,
    toolCache: actionsToolCache,
    retryDelaysMs: [1_000, 3_000, 9_000],
    addPath: core.addPath,
    trustedRoot: sigstoreTrustedRoot(process.env),
  };
}

async function versionOf(binary: string, run: ProcessRunner): Promise<string | undefined> {
  const result = await run(binary, ['version'], { timeoutMs: 60_000 }).catch((error: Error) => {
    throw new Error(`Could not run \`${binary} version\`: ${error.message}`, { cause: error });
  });
  if (result.exitCode !== 0 || result.timedOut) {
    const why = result.timedOut ? 'timed out' : `exited with ${result.exitCode}`;
    throw new Error(
      `\`${binary} version\` ${why}: ${result.stderr.trim() || result.stdout.trim()}. ` +
        `Is it a Kyverno binary built for this platform?`,
    );
  }
  return parseKyvernoVersion(result.stdout);
}

async function useLocalBinary(input: string, deps: InstallDeps): Promise<KyvernoInfo> {
  const binary = await checkLocalBinary(input, deps.platform);
  const version = await versionOf(binary, deps.runProcess);
  if (!version) {
    throw new Error(
      `kyverno-path "${input}": \`${binary} version\` prints no \`Version: X.Y.Z\` line; is it Kyverno?`,
    );
  }
  deps.addPath(path.dirname(binary));
  deps.logger.info(`Using Kyverno ${version} from kyverno-path: ${binary}`);
  return { version, path: binary, origin: 'kyverno-path input' };
}

/** The release tag to install. `latest` and ranges list releases even when a match is cached. */
async function resolveTag(spec: VersionSpec, deps: InstallDeps): Promise<string> {
  if (spec.kind === 'exact') return spec.tag;
  const releases = await listKyvernoReleases({
    apiUrl: deps.apiUrl,
    token: deps.token,
    fetch: deps.fetch,
    retryDelaysMs: deps.retryDelaysMs,
    log: deps.logger.info,
  });
  const tag = pickRelease(spec, releases);
  deps.logger.info(
    `kyverno-version "${spec.input}" resolves to ${tag} (${releases.length} releases listed)`,
  );
  return tag;
}

async function verified(
  dir: string,
  target: ReleaseTarget,
  version: string,
  deps: InstallDeps,
  whatToDo: string,
): Promise<{ binary: string; version: string }> {
  const binary = path.join(dir, target.binaryName);
  const reported = await versionOf(binary, deps.runProcess);
  return { binary, version: assertKyvernoVersion(reported, version, binary, whatToDo) };
}

export async function installKyverno(
  config: InstallConfig,
  overrides: Partial<InstallDeps> = {},
): Promise<KyvernoInfo> {
  const deps = { ...defaultDeps(), ...overrides };
  if (config.path) return useLocalBinary(config.path, deps);

  const spec = parseVersionSpec(config.version);
  const target = releaseTarget(deps.platform, deps.arch);
  const tag = await resolveTag(spec, deps);
  const version = tag.replace(/^v/, '');

  const releaseUrl = trimUrl(config.releaseUrl);
  const signature = releaseSignature({
    mode: config.verifySignature ?? 'auto',
    tag,
    releaseUrl,
    verifyChecksum: config.verifyChecksum,
    toolCache: deps.toolCache,
    trustedRoot: deps.trustedRoot,
    log: deps.logger.info,
    warning: (message) => (deps.logger.warning ?? deps.logger.info)(message),
  });
  const cached = deps.toolCache.find(TOOL, version, deps.arch);
  if (cached && !(await signature.cachedVerified(cached))) {
    deps.logger.info(
      `The tool cache's Kyverno ${tag} has no record of a verified signature: downloading it again.`,
    );
  } else if (cached) {
    const hint = `The cached copy is damaged: delete ${cached} and re-run the job.`;
    const found = await verified(cached, target, version, deps, hint);
    deps.addPath(cached);
    deps.logger.info(`Kyverno ${tag} found in the tool cache: ${found.binary}`);
    return { version: found.version, path: found.binary, origin: 'tool cache' };
  }

  const asset = releaseAsset(tag, target);
  const { dir, url } = await fetchRelease({
    toolCache: deps.toolCache,
    release: kyvernoReleaseFiles(releaseUrl, tag, asset),
    verifyChecksum: config.verifyChecksum,
    checkChecksums: signature.verifyChecksums,
    log: deps.logger.info,
  });
  const hint = `The archive does not hold the version its name promises: check kyverno-release-url.`;
  let extracted: { version: string };
  let cachedDir: string;
  try {
    extracted = await verified(dir, target, version, deps, hint);
    await signature.record(dir);
    cachedDir = await deps.toolCache.cacheDir(dir, TOOL, version, deps.arch);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  deps.addPath(cachedDir);
  const binary = path.join(cachedDir, target.binaryName);
  deps.logger.info(`Installed Kyverno ${tag} into the tool cache: ${binary}`);
  return { version: extracted.version, path: binary, origin: `downloaded from ${url}` };
}
