/** The real Kyverno CLI built from source by the global setup (scripts/kyverno-from-source.mjs). */
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the tests with \`npm test\` (vitest global setup)`);
  return value;
}

/** Absolute path of the real `kyverno` binary. */
export const kyvernoBinary = (): string => required('KYVERNO_TEST_BINARY');
/** The pinned version tag, e.g. `v1.19.0`. */
export const kyvernoVersion = (): string => required('KYVERNO_TEST_VERSION');
/** Folder holding `kyverno-cli_<tag>_linux_x86_64.tar.gz` and `checksums.txt`. */
export const kyvernoReleaseDir = (): string => required('KYVERNO_TEST_RELEASE_DIR');
