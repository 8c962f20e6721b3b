/**
 * Helm and Kustomize as the installer sees them: the platforms their releases build, the archive
 * and checksum file each release publishes (named as in Helm's Makefile and Kustomize's
 * releasing/build-kustomize-binary.sh), and how each binary reports its version.
 */
import type { ReleaseFiles, ToolNames } from './release-files.js';

export interface ReleasedTool extends ToolNames {
  /** A tag to show in messages, e.g. `v4.3.2`. */
  exampleTag: string;
  /** `process.platform/process.arch` pairs the releases build for. */
  platforms: readonly string[];
  layout: Layout;
  versionArgs: readonly string[];
  /** The `X.Y.Z` the binary reports, from the output of `versionArgs`. */
  parseVersion(stdout: string): string | undefined;
}

/** How a tool's release names and places its files. */
export interface Layout {
  /** The archive's name for a tag, Go's os/arch, and the format (`.zip` on Windows). */
  fileName: (tag: string, os: string, arch: string, format: string) => string;
  /** The URL folder that holds the archive. */
  folder: (releaseUrl: string, tag: string) => string;
  /** The checksum file's name, in the same folder. */
  checksumName: (fileName: string) => string;
  /** The folder inside the archive that holds the binary ('' for its root). */
  binaryDir: (os: string, arch: string) => string;
  /** The GitHub repository whose releases list the versions. */
  repo: string;
}

export interface ToolRelease extends ReleaseFiles {
  /** Relative path of the binary inside the extracted archive, e.g. `linux-amd64/helm`. */
  binaryPath: string;
}

const GOOS: Record<string, string> = { linux: 'linux', darwin: 'darwin', win32: 'windows' };
const GOARCH: Record<string, string> = {
  x64: 'amd64',
  arm64: 'arm64',
  arm: 'arm',
  ia32: '386',
  ppc64: 'ppc64le',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
};

/** Go's names for Node's platform and arch (`linux`, `amd64`). */
export function goPlatform(platform: string, arch: string): { os: string; arch: string } {
  return { os: GOOS[platform] ?? platform, arch: GOARCH[arch] ?? arch };
}

/** The release files of a tag under `releaseUrl` for Node's platform and arch. */
export function toolRelease(
  tool: ReleasedTool,
  releaseUrl: string,
  tag: string,
  platform: string,
  arch: string,
): ToolRelease {
  const go = goPlatform(platform, arch);
  const { layout } = tool;
  const windows = go.os === 'windows';
  const format = windows ? 'zip' : 'tar.gz';
  const fileName = layout.fileName(tag, go.os, go.arch, format);
  const folder = layout.folder(releaseUrl, tag);
  const checksumName = layout.checksumName(fileName);
  const binary = `${tool.name}${windows ? '.exe' : ''}`;
  const dir = layout.binaryDir(go.os, go.arch);
  return {
    tool: { title: tool.title, name: tool.name },
    tag,
    fileName,
    format,
    archiveUrl: `${folder}/${fileName}`,
    checksumUrl: `${folder}/${checksumName}`,
    checksumName,
    listVersionsHint:
      `List the released versions with \`gh release list --repo ${layout.repo}\` or at ` +
      `https://github.com/${layout.repo}/releases.`,
    binaryPath: dir ? `${dir}/${binary}` : binary,
  };
}

const firstVersion = (stdout: string): string | undefined =>
  /\bv?(\d+\.\d+\.\d+(?:-[\w.]+)?)\b/.exec(stdout)?.[1];

/** macOS and Windows builds, which both tools publish for amd64 and arm64. */
const DESKTOP = ['darwin/x64', 'darwin/arm64', 'win32/x64', 'win32/arm64'];

export const HELM: ReleasedTool = {
  title: 'Helm',
  name: 'helm',
  exampleTag: 'v4.3.2',
  // helm's Makefile: build-cross targets.
  platforms: [
    ...['x64', 'arm64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64'].map(
      (a) => `linux/${a}`,
    ),
    ...DESKTOP,
  ],
  // get.helm.sh serves every release flat: helm-<tag>-<os>-<arch>.tar.gz (.zip on Windows) holding
  // <os>-<arch>/helm, and <archive>.sha256sum (`<sha256>  <archive>`) beside it.
  layout: {
    fileName: (tag, os, arch, format) => `helm-${tag}-${os}-${arch}.${format}`,
    folder: (releaseUrl) => releaseUrl,
    checksumName: (fileName) => `${fileName}.sha256sum`,
    binaryDir: (os, arch) => `${os}-${arch}`,
    repo: 'helm/helm',
  },
  versionArgs: ['version', '--template', '{{.Version}}'],
  parseVersion: firstVersion,
};

export const KUSTOMIZE: ReleasedTool = {
  title: 'Kustomize',
  name: 'kustomize',
  exampleTag: 'v5.8.2',
  // releasing/build-kustomize-binary.sh: linux amd64/arm64/s390x/ppc64le, darwin and windows.
  platforms: [...['x64', 'arm64', 's390x', 'ppc64'].map((a) => `linux/${a}`), ...DESKTOP],
  // Release tags are `kustomize/<tag>` (the monorepo's module path): archives
  // kustomize_<tag>_<os>_<arch>.tar.gz with the binary at the root, and one checksums.txt.
  layout: {
    fileName: (tag, os, arch, format) => `kustomize_${tag}_${os}_${arch}.${format}`,
    folder: (releaseUrl, tag) => `${releaseUrl}/kustomize%2F${tag}`,
    checksumName: () => 'checksums.txt',
    binaryDir: () => '',
    repo: 'kubernetes-sigs/kustomize',
  },
  versionArgs: ['version'],
  parseVersion: firstVersion,
};
