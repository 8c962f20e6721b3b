import { ensureKyvernoFromSource } from '../../scripts/kyverno-from-source.mjs';

/** Runs once before all tests: the real Kyverno CLI must be there, and the runtime must be GitHub's. */
export default async function setup(): Promise<void> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major !== 24) {
    throw new Error(
      `tests must run on Node 24 (the action's runtime), not ${process.version}: run them with \`npm test\`.`,
    );
  }
  const { binary, version, releaseDir } = await ensureKyvernoFromSource();
  process.env.KYVERNO_TEST_BINARY = binary;
  process.env.KYVERNO_TEST_VERSION = version;
  process.env.KYVERNO_TEST_RELEASE_DIR = releaseDir;
}
