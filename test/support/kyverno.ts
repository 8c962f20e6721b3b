/** The real Kyverno CLI built from source by the global setup (scripts/kyverno-from-source.mjs). */
export function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests with \`npm test\` (vitest global setup)`);
  return value;
}

/** Absolute path of the real `kyverno` binary (the default version). */
export const kyvernoBinary = (): string => required('KYVERNO_TEST_BINARY');
/** The default version tag, e.g. `v1.19.1`. */
export const kyvernoVersion = (): string => required('KYVERNO_TEST_VERSION');
/** Folder holding `kyverno-cli_<tag>_linux_x86_64.tar.gz` and `checksums.txt`. */
export const kyvernoReleaseDir = (): string => required('KYVERNO_TEST_RELEASE_DIR');

interface KyvernoBuild {
  binary: string;
  releaseDir: string;
}

function builds(): Record<string, KyvernoBuild> {
  return JSON.parse(required('KYVERNO_TEST_BUILDS')) as Record<string, KyvernoBuild>;
}

/** The `kyverno` binary of a pinned version (test/kyverno-cli/<tag>/), or undefined when not built. */
export const kyvernoBinaryFor = (version: string): string | undefined => builds()[version]?.binary;
/** The release folder of a pinned version, or undefined when not built. */
export const kyvernoReleaseDirFor = (version: string): string | undefined =>
  builds()[version]?.releaseDir;
/** Why a test that needs `version` is skipped, with the command that builds it. */
export const kyvernoNotBuilt = (version: string): string =>
  `Kyverno ${version} is not built: run \`node scripts/kyverno-from-source.mjs ${version}\` (or \`npm test\`, which builds every pinned version)`;
