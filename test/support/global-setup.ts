import {
  ensureKyvernoFromSource,
  findBuiltKyverno,
  kyvernoVersions,
} from '../../scripts/kyverno-from-source.mjs';
import { ensureToolFromSource } from '../../scripts/go-tool-from-source.mjs';

/**
 * Runs once before all tests: the real Kyverno (default version), Helm and Kustomize CLIs must be
 * there, built from their Go modules; other pinned Kyverno versions are exposed when already built.
 */
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
  const builds = Object.fromEntries(
    kyvernoVersions().flatMap((v) => {
      const built = findBuiltKyverno(v);
      return built ? [[v, built]] : [];
    }),
  );
  process.env.KYVERNO_TEST_BUILDS = JSON.stringify(builds);

  const helm = await ensureToolFromSource('helm');
  process.env.HELM_TEST_BINARY = helm.binary;
  process.env.HELM_TEST_VERSION = helm.version;
  process.env.HELM_TEST_RELEASE_DIR = helm.releaseDir;
  const kustomize = await ensureToolFromSource('kustomize');
  process.env.KUSTOMIZE_TEST_BINARY = kustomize.binary;
  process.env.KUSTOMIZE_TEST_VERSION = kustomize.version;
  process.env.KUSTOMIZE_TEST_RELEASE_DIR = kustomize.releaseDir;
}
