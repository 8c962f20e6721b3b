/**
 * Installs Helm or Kustomize the way the Kyverno CLI is installed: `<tool>-path`, a tool-cache hit
 * (no request), the same version already on PATH (no request), or the official release archive
 * from `<tool>-release-url`, verified against its published SHA-256 before it is extracted and
 * cached. Every path ends by asking the binary for its version.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import * as core from '@actions/core';
import * as io from '@actions/io';
import semver from 'semver';
import type { InstallConfig } from '../inputs/config.js';
import type { KyvernoInfo } from '../model/report.js';
import { runProcess } from '../process/run-process.js';
import { fetchRelease } from './fetch-release.js';
import type { InstallDeps } from './index.js';
import { checkLocalBinary } from './local-binary.js';
import { HELM, KUSTOMIZE, toolRelease, type ReleasedTool } from './released-tools.js';
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
    findOnPath: async (name) => (await io.which(name, false)) || undefined,
  };
}

/** `v4.3.2` or `4.3.2` → `4.3.2`. @throws for anything else, naming the input. */
export function exactVersion(tool: ReleasedTool, input: string): string {
  const version = semver.valid(input.trim());
  if (version) return version;
  throw new Error(
    `${tool.name}-version "${input.trim()}" is not an exact version: use a release tag such as ` +
      `${tool.exampleTag} (${tool.title} is installed by exact version only).`,
  );
}

async function reportedVersion(
  tool: ReleasedTool,
  binary: string,
  deps: ToolInstallDeps,
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

/** @throws when the binary does not report `wanted`. */
async function verifiedVersion(
  tool: ReleasedTool,
  binary: string,
  wanted: string,
  deps: ToolInstallDeps,
  whatToDo: string,
): Promise<string> {
  const reported = await reportedVersion(tool, binary, deps);
  if (reported && semver.eq(reported, wanted)) return reported;
  const said = reported ? `reports version ${reported}` : 'prints no version';
  throw new Error(
    `The ${tool.title} binary ${binary} ${said}, but ${wanted} was requested. ${whatToDo}`,
  );
}

async function useLocalBinary(
  tool: ReleasedTool,
  input: string,
  deps: ToolInstallDeps,
): Promise<ToolInfo> {
  const binary = await checkLocalBinary(input, deps.platform, tool);
  const version = await reportedVersion(tool, binary, deps);
  if (!version) {
    throw new Error(
      `${tool.name}-path "${input}": \`${binary} ${tool.versionArgs.join(' ')}\` prints no ` +
        `version; is it ${tool.title}?`,
    );
  }
  deps.addPath(path.dirname(binary));
  deps.logger.info(`Using ${tool.title} ${version} from ${tool.name}-path: ${binary}`);
  return { version, path: binary, origin: `${tool.name}-path input` };
}

/** The binary on PATH when it reports exactly `version`. */
async function onPath(
  tool: ReleasedTool,
  version: string,
  deps: ToolInstallDeps,
): Promise<string | undefined> {
  const binaryName = deps.platform === 'win32' ? `${tool.name}.exe` : tool.name;
  const binary = await deps.findOnPath(binaryName);
  if (!binary) return undefined;
  const reported = await reportedVersion(tool, binary, deps).catch(() => undefined);
  if (reported && semver.eq(reported, version)) return binary;
  deps.logger.info(
    `${tool.title} on PATH (${binary}) is ${reported ?? 'of unknown version'}, not ${version}: ` +
      `installing ${version}.`,
  );
  return undefined;
}

export async function installTool(
  tool: ReleasedTool,
  config: InstallConfig,
  overrides: Partial<ToolInstallDeps> = {},
): Promise<ToolInfo> {
  const deps = { ...defaultDeps(), ...overrides };
  if (config.path) return useLocalBinary(tool, config.path, deps);

  const version = exactVersion(tool, config.version);
  const tag = `v${version}`;
  const platformKey = `${deps.platform}/${deps.arch}`;
  if (!tool.platforms.includes(platformKey)) {
    throw new Error(
      `${tool.title} publishes no build for ${platformKey}. Supported platforms: ` +
        `${tool.platforms.join(', ')}. On another platform, install ${tool.title} yourself and ` +
        `point the ${tool.name}-path input at the binary.`,
    );
  }
  const release = toolRelease(tool, trimUrl(config.releaseUrl), tag, deps.platform, deps.arch);
  const binaryName = path.basename(release.binaryPath);

  const cached = deps.toolCache.find(tool.name, version, deps.arch);
  if (cached) {
    const binary = path.join(cached, binaryName);
    const hint = `The cached copy is damaged: delete ${cached} and re-run the job.`;
    const found = await verifiedVersion(tool, binary, version, deps, hint);
    deps.addPath(cached);
    deps.logger.info(`${tool.title} ${tag} found in the tool cache: ${binary}`);
    return { version: found, path: binary, origin: 'tool cache' };
  }

  const existing = await onPath(tool, version, deps);
  if (existing) {
    deps.logger.info(`Using ${tool.title} ${tag} already on PATH: ${existing}`);
    return { version, path: existing, origin: 'PATH' };
  }

  const { dir, url } = await fetchRelease({
    toolCache: deps.toolCache,
    release,
    verifyChecksum: config.verifyChecksum,
    log: deps.logger.info,
  });
  const hint = `The archive does not hold the version its name promises: check ${tool.name}-release-url.`;
  let installed: string;
  let cachedDir: string;
  try {
    const extracted = path.join(dir, release.binaryPath);
    installed = await verifiedVersion(tool, extracted, version, deps, hint);
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
