/**
 * The one install flow of Kyverno, Helm and Kustomize (`installWith`): `<tool>-path`, a tool-cache
 * hit (no request), the same version already on PATH (no request; Helm and Kustomize), or the
 * official release archive from `<tool>-release-url`, verified against its published SHA-256 (and
 * Kyverno's signature) before it is extracted and cached. Every path ends by asking the binary for
 * its version. Each tool is a recipe: Helm and Kustomize here, Kyverno in `index.ts`.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import eq from 'semver/functions/eq.js';
import valid from 'semver/functions/valid.js';
import type { InstallConfig } from '../inputs/config.js';
import type { KyvernoInfo } from '../model/report.js';
import { runProcess } from '../process/run-process.js';
import { fetchRelease } from './fetch-release.js';
import type { InstallDeps } from './index.js';
import { checkLocalBinary } from './local-binary.js';
import {
  HELM,
  KUSTOMIZE,
  toolRelease,
  type ReleasedTool,
  type ToolRelease,
} from './released-tools.js';
import type { ReleaseSignature } from './release-signature.js';
import { trimUrl } from './release-files.js';
import { actionsToolCache } from './tool-cache.js';

/** What was installed: its version, binary, and where it came from. */
export type ToolInfo = KyvernoInfo;

export type ToolInstallDeps = Pick<
  InstallDeps,
  'platform' | 'arch' | 'logger' | 'runProcess' | 'toolCache' | 'addPath'
> & {
  /** The binary of that name on PATH, if any. */
  findOnPath: (name: string) => Promise<string | undefined>;
};

function defaultDeps(): ToolInstallDeps {
  return {
    platform: process.platform,
    arch: process.arch,
    logger: { info: core.info, debug: core.debug },
    runProcess,
    toolCache: actionsToolCache,
    addPath: core.addPath,
    // `@actions/io` is loaded only when a tool is looked for on PATH.
    findOnPath: async (name) =>
      (await (await import('@actions/io')).which(name, false)) || undefined,
  };
}

/** `v4.3.2` or `4.3.2` → `4.3.2`. @throws for anything else, naming the input. */
export function exactVersion(tool: ReleasedTool, input: string): string {
  const version = valid(input.trim());
  if (version) return version;
  throw new Error(
    `${tool.name}-version "${input.trim()}" is not an exact version: use a release tag such as ` +
      `${tool.exampleTag} (${tool.title} is installed by exact version only).`,
  );
}

async function reportedVersion(
  tool: Pick<ReleasedTool, 'title' | 'versionArgs' | 'parseVersion'>,
  binary: string,
  deps: Pick<BaseInstallDeps, 'runProcess'>,
): Promise<string | undefined> {
  const command = `\`${binary} ${tool.versionArgs.join(' ')}\``;
  const result = await deps
    .runProcess(binary, tool.versionArgs, { timeoutMs: 60_000 })
    .catch((error: Error) => {
      throw new Error(`Could not run ${command}: ${error.message}`, { cause: error });
    });
  if (result.exitCode !== 0 || result.timedOut) {
    const why = result.timedOut ? 'timed out' : `exited with ${result.exitCode}`;
    throw new Error(
      `${command} ${why}: ${result.stderr.trim() || result.stdout.trim()}. Is it a ${tool.title} ` +
        `binary built for this platform?`,
    );
  }
  return tool.parseVersion(result.stdout);
}

async function useLocalBinary<D extends BaseInstallDeps>(
  tool: ToolRecipe<D>,
  input: string,
  deps: D,
): Promise<ToolInfo> {
  const binary = await checkLocalBinary(input, deps.platform, tool);
  const version = await reportedVersion(tool, binary, deps);
  if (!version) throw new Error(tool.noVersion(input, binary));
  deps.addPath(path.dirname(binary));
  deps.logger.info(`Using ${tool.title} ${version} from ${tool.name}-path: ${binary}`);
  return { version, path: binary, origin: `${tool.name}-path input` };
}

/** The binary on PATH when it reports exactly `version`. */
async function onPath<D extends BaseInstallDeps>(
  tool: ToolRecipe<D>,
  version: string,
  deps: D,
): Promise<string | undefined> {
  const binaryName = deps.platform === 'win32' ? `${tool.name}.exe` : tool.name;
  const binary = await deps.findOnPath?.(binaryName);
  if (!binary) return undefined;
  const reported = await reportedVersion(tool, binary, deps).catch(() => undefined);
  if (reported && eq(reported, version)) return binary;
  deps.logger.info(
    `${tool.title} on PATH (${binary}) is ${reported ?? 'of unknown version'}, not ${version}: ` +
      `installing ${version}.`,
  );
  return undefined;
}

/** The deps every install shares; `findOnPath` is needed only by tools that use PATH. */
export type BaseInstallDeps = Omit<ToolInstallDeps, 'findOnPath'> &
  Partial<Pick<ToolInstallDeps, 'findOnPath'>>;

/**
 * How one tool is installed over the shared skeleton of `installTool`: the names and version
 * command of `ReleasedTool`, plus hooks for what differs between tools.
 */
export interface ToolRecipe<D extends BaseInstallDeps> extends Pick<
  ReleasedTool,
  'title' | 'name' | 'versionArgs' | 'parseVersion'
> {
  /** The release tag to install (Kyverno resolves `latest` and ranges here). */
  resolveTag(config: InstallConfig, deps: D): Promise<string>;
  /** The release's files for this platform. @throws for a platform without a release. */
  release(releaseUrl: string, tag: string, deps: D): ToolRelease;
  /** Why a `<name>-path` binary that prints no version is refused. */
  noVersion(input: string, binary: string): string;
  /** @throws unless `reported` is `wanted`; returns the version to report. */
  checkVersion(
    reported: string | undefined,
    wanted: string,
    binary: string,
    whatToDo: string,
  ): string;
  /** Whether the same version already on PATH is used instead of a download. */
  usesPath: boolean;
  /** Signature verification of the release (Kyverno's `verify-signature`), if any. */
  signature?(tag: string, releaseUrl: string, config: InstallConfig, deps: D): ReleaseSignature;
}

/** Helm or Kustomize as a recipe: an exact version, the platforms it builds, PATH reused. */
export function releasedToolRecipe(tool: ReleasedTool): ToolRecipe<ToolInstallDeps> {
  return {
    ...tool,
    usesPath: true,
    resolveTag: async (config, deps) => {
      const tag = `v${exactVersion(tool, config.version)}`;
      const platformKey = `${deps.platform}/${deps.arch}`;
      if (!tool.platforms.includes(platformKey)) {
        throw new Error(
          `${tool.title} publishes no build for ${platformKey}. Supported platforms: ` +
            `${tool.platforms.join(', ')}. On another platform, install ${tool.title} yourself and ` +
            `point the ${tool.name}-path input at the binary.`,
        );
      }
      return tag;
    },
    release: (releaseUrl, tag, deps) =>
      toolRelease(tool, releaseUrl, tag, deps.platform, deps.arch),
    noVersion: (input, binary) =>
      `${tool.name}-path "${input}": \`${binary} ${tool.versionArgs.join(' ')}\` prints no ` +
      `version; is it ${tool.title}?`,
    checkVersion: (reported, wanted, binary, whatToDo) => {
      if (reported && eq(reported, wanted)) return reported;
      const said = reported ? `reports version ${reported}` : 'prints no version';
      throw new Error(
        `The ${tool.title} binary ${binary} ${said}, but ${wanted} was requested. ${whatToDo}`,
      );
    },
  };
}

/**
 * The one install flow: `<name>-path`, a tool-cache hit (no request), the same version on PATH
 * (tools that allow it), or the release archive, verified (checksum, and signature where the
 * recipe has one) before it is extracted and cached.
 */
export async function installWith<D extends BaseInstallDeps>(
  tool: ToolRecipe<D>,
  config: InstallConfig,
  deps: D,
): Promise<ToolInfo> {
  if (config.path) return useLocalBinary(tool, config.path, deps);

  const tag = await tool.resolveTag(config, deps);
  const version = tag.replace(/^v/, '');
  const releaseUrl = trimUrl(config.releaseUrl);
  const signature = tool.signature?.(tag, releaseUrl, config, deps);
  const release = tool.release(releaseUrl, tag, deps);
  const binaryName = path.basename(release.binaryPath);
  const verified = async (binary: string, whatToDo: string) =>
    tool.checkVersion(await reportedVersion(tool, binary, deps), version, binary, whatToDo);

  const cached = await deps.toolCache.find(tool.name, version, deps.arch);
  if (cached && signature && !(await signature.cachedVerified(cached))) {
    deps.logger.info(
      `The tool cache's ${tool.title} ${tag} has no record of a verified signature: downloading it again.`,
    );
  } else if (cached) {
    const binary = path.join(cached, binaryName);
    const found = await verified(
      binary,
      `The cached copy is damaged: delete ${cached} and re-run the job.`,
    );
    deps.addPath(cached);
    deps.logger.info(`${tool.title} ${tag} found in the tool cache: ${binary}`);
    return { version: found, path: binary, origin: 'tool cache' };
  }

  const existing = tool.usesPath ? await onPath(tool, version, deps) : undefined;
  if (existing) {
    deps.logger.info(`Using ${tool.title} ${tag} already on PATH: ${existing}`);
    return { version, path: existing, origin: 'PATH' };
  }

  const { dir, url } = await fetchRelease({
    toolCache: deps.toolCache,
    release,
    verifyChecksum: config.verifyChecksum,
    ...(signature && { checkChecksums: signature.verifyChecksums }),
    log: deps.logger.info,
  });
  const hint = `The archive does not hold the version its name promises: check ${tool.name}-release-url.`;
  let installed: string;
  let cachedDir: string;
  try {
    const extracted = path.join(dir, release.binaryPath);
    installed = await verified(extracted, hint);
    await signature?.record(dir);
    cachedDir = await deps.toolCache.cacheDir(
      path.dirname(extracted),
      tool.name,
      version,
      deps.arch,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  deps.addPath(cachedDir);
  const binary = path.join(cachedDir, binaryName);
  deps.logger.info(`Installed ${tool.title} ${tag} into the tool cache: ${binary}`);
  return { version: installed, path: binary, origin: `downloaded from ${url}` };
}

export async function installTool(
  tool: ReleasedTool,
  config: InstallConfig,
  overrides: Partial<ToolInstallDeps> = {},
): Promise<ToolInfo> {
  return installWith(releasedToolRecipe(tool), config, { ...defaultDeps(), ...overrides });
}

/** Installs Helm per the `helm-version`, `helm-path` and `helm-release-url` inputs. */
export const installHelm = (
  config: InstallConfig,
  overrides: Partial<ToolInstallDeps> = {},
): Promise<ToolInfo> => installTool(HELM, config, overrides);

/** Installs Kustomize per the `kustomize-version`, `kustomize-path` and `kustomize-release-url` inputs. */
export const installKustomize = (
  config: InstallConfig,
  overrides: Partial<ToolInstallDeps> = {},
): Promise<ToolInfo> => installTool(KUSTOMIZE, config, overrides);
