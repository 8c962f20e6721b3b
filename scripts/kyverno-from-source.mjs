// Builds the real Kyverno CLI from its Go module the way Kyverno's release does (one pinned module
// per version: test/kyverno-cli/<tag>/go.mod + go.sum), caches it outside the repository, and
// packages it as a release archive with checksums.txt. See scripts/go-tool-from-source.mjs.
//
//   node scripts/kyverno-from-source.mjs            build or reuse the default version; prints its path
//   node scripts/kyverno-from-source.mjs v1.18.2    another pinned version
//   node scripts/kyverno-from-source.mjs --all      every pinned version, one after another
import { fileURLToPath } from 'node:url';
import {
  GO_TOOLS,
  buildCommand,
  cacheRoot,
  ensureToolFromSource,
  findBuilt,
  main,
  pinnedVersions,
} from './go-tool-from-source.mjs';

export { cacheRoot };

/** The version the tests run by default. */
export const defaultKyvernoVersion = GO_TOOLS.kyverno.defaultVersion;

/** Every Kyverno version pinned under test/kyverno-cli/, oldest first. */
export const kyvernoVersions = () => pinnedVersions('kyverno');

/** The command that builds one version, for skip messages. */
export const kyvernoBuildCommand = (version) => buildCommand('kyverno', version);

/** Returns the cached binary, building it first when needed. */
export const ensureKyvernoFromSource = (version = defaultKyvernoVersion) =>
  ensureToolFromSource('kyverno', version);

/** The cached build of a version, or undefined when it is not built (never builds). */
export function findBuiltKyverno(version) {
  const built = findBuilt('kyverno', version);
  return built && { binary: built.binary, version, releaseDir: built.releaseDir };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(['kyverno', ...process.argv.slice(2)]);
}
