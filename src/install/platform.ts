/** Which release archive fits this machine, named the way Kyverno's goreleaser config names it. */
import type { ReleaseFiles } from './release-files.js';
import { KYVERNO } from './release-files.js';
import { LIST_VERSIONS_HINT } from './version-spec.js';

/** The build of Kyverno that runs here. */
export interface ReleaseTarget {
  /** goreleaser's `{{ .Os }}`. */
  os: 'linux' | 'darwin' | 'windows';
  /** goreleaser's arch after Kyverno's replacements (amd64 → x86_64). */
  arch: 'x86_64' | 'arm64' | 's390x';
  format: 'tar.gz' | 'zip';
  /** The binary at the archive's root. */
  binaryName: 'kyverno' | 'kyverno.exe';
}

export interface ReleaseAsset extends ReleaseTarget {
  /** e.g. `kyverno-cli_v1.19.0_linux_x86_64.tar.gz`. */
  fileName: string;
}

const OS_BY_PLATFORM: Record<string, ReleaseAsset['os']> = {
  linux: 'linux',
  darwin: 'darwin',
  win32: 'windows',
};

const ARCH_BY_NODE_ARCH: Record<string, ReleaseAsset['arch']> = {
  x64: 'x86_64',
  arm64: 'arm64',
  s390x: 's390x',
};

/** Kyverno builds linux/darwin/windows × amd64/arm64/s390x, without darwin/s390x and windows/s390x. */
export const SUPPORTED_PLATFORMS: readonly string[] = [
  'linux/x64',
  'linux/arm64',
  'linux/s390x',
  'darwin/x64',
  'darwin/arm64',
  'win32/x64',
  'win32/arm64',
];

/**
 * The Kyverno build for Node's `process.platform` and `process.arch`.
 * @throws when Kyverno publishes no CLI build for that platform.
 */
export function releaseTarget(platform: string, arch: string): ReleaseTarget {
  const os = OS_BY_PLATFORM[platform];
  const releaseArch = ARCH_BY_NODE_ARCH[arch];
  if (!os || !releaseArch || !SUPPORTED_PLATFORMS.includes(`${platform}/${arch}`)) {
    throw new Error(
      `Kyverno publishes no CLI build for ${platform}/${arch}. Supported platforms: ` +
        `${SUPPORTED_PLATFORMS.join(', ')}. On another platform, build or install Kyverno yourself ` +
        `and point the kyverno-path input at the binary.`,
    );
  }
  const windows = os === 'windows';
  return {
    os,
    arch: releaseArch,
    format: windows ? 'zip' : 'tar.gz',
    binaryName: windows ? 'kyverno.exe' : 'kyverno',
  };
}

/** The archive of a release tag for a target, named as `kyverno-cli_<tag>_<os>_<arch>.<format>`. */
export function releaseAsset(tag: string, target: ReleaseTarget): ReleaseAsset {
  return { ...target, fileName: `kyverno-cli_${tag}_${target.os}_${target.arch}.${target.format}` };
}

/** The archive and `checksums.txt` of a Kyverno release under `kyverno-release-url`. */
export function kyvernoReleaseFiles(
  releaseUrl: string,
  tag: string,
  asset: ReleaseAsset,
): ReleaseFiles {
  return {
    tool: KYVERNO,
    tag,
    fileName: asset.fileName,
    format: asset.format,
    archiveUrl: `${releaseUrl}/${tag}/${asset.fileName}`,
    checksumUrl: `${releaseUrl}/${tag}/checksums.txt`,
    checksumName: 'checksums.txt',
    listVersionsHint: LIST_VERSIONS_HINT,
  };
}
