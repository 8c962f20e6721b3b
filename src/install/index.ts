/**
 * Installs the Kyverno CLI the action runs: an existing binary (`kyverno-path`), a tool-cache hit,
 * or a release archive downloaded from `kyverno-release-url`, verified against checksums.txt,
 * extracted and cached. Every path ends by asking the binary for its version.
 */
import * as core from '@actions/core';
import type { InstallConfig } from '../inputs/config.js';
import type { Logger } from '../model/logger.js';
import type { KyvernoInfo } from '../model/report.js';
import { runProcess, type ProcessRunner } from '../process/run-process.js';
import { listKyvernoReleases } from './github-releases.js';
import { installWith, type ToolRecipe } from './install-tool.js';
import { assertKyvernoVersion, parseKyvernoVersion } from './kyverno-version.js';
import { kyvernoReleaseFiles, releaseAsset, releaseTarget } from './platform.js';
import { KYVERNO } from './release-files.js';
import { releaseSignature } from './release-signature.js';
import type { TrustedRootSource } from './sigstore-root.js';
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

/**
 * The trusted root of `sigstoreTrustedRoot(env)`, with `sigstore-root.ts` (and the Sigstore
 * packages it reads the root with) imported only when a signature is verified.
 */
const lazyTrustedRoot =
  (env: NodeJS.ProcessEnv): TrustedRootSource =>
  async () =>
    (await import('./sigstore-root.js')).sigstoreTrustedRoot(env)();

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
    trustedRoot: lazyTrustedRoot(process.env),
  };
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

/** Kyverno over the shared install flow: version ranges resolved, signatures verified, no PATH. */
const KYVERNO_RECIPE: ToolRecipe<InstallDeps> = {
  ...KYVERNO,
  versionArgs: ['version'],
  parseVersion: parseKyvernoVersion,
  usesPath: false,
  async resolveTag(config, deps) {
    const spec = parseVersionSpec(config.version);
    // An unsupported platform fails before any request.
    releaseTarget(deps.platform, deps.arch);
    return resolveTag(spec, deps);
  },
  release(releaseUrl, tag, deps) {
    const target = releaseTarget(deps.platform, deps.arch);
    const files = kyvernoReleaseFiles(releaseUrl, tag, releaseAsset(tag, target));
    return { ...files, binaryPath: target.binaryName };
  },
  noVersion: (input, binary) =>
    `kyverno-path "${input}": \`${binary} version\` prints no \`Version: X.Y.Z\` line; is it Kyverno?`,
  checkVersion: assertKyvernoVersion,
  signature: (tag, releaseUrl, config, deps) =>
    releaseSignature({
      mode: config.verifySignature ?? 'auto',
      tag,
      releaseUrl,
      verifyChecksum: config.verifyChecksum,
      toolCache: deps.toolCache,
      trustedRoot: deps.trustedRoot,
      log: deps.logger.info,
      warning: (message) => (deps.logger.warning ?? deps.logger.info)(message),
    }),
};

export function installKyverno(
  config: InstallConfig,
  overrides: Partial<InstallDeps> = {},
): Promise<KyvernoInfo> {
  return installWith(KYVERNO_RECIPE, config, { ...defaultDeps(), ...overrides });
}
