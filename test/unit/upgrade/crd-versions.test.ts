import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GENERATED_FILE,
  deprecatedCrdVersions,
  generate,
  kyvernoModule,
} from '../../../scripts/crd-deprecations.mjs';
import { defaultKyvernoVersion } from '../../../scripts/kyverno-from-source.mjs';
import { CRD_SOURCE_VERSION } from '../../../src/upgrade/crd-versions.generated.js';

/** The Kyverno module pinned by test/kyverno-cli/go.mod, or why it cannot be read here. */
function pinnedModule(): { dir: string; version: string } | string {
  try {
    return kyvernoModule();
  } catch (error) {
    return (error as Error).message;
  }
}

const module = pinnedModule();
const skipped = typeof module === 'string' ? ` (skipped: ${module})` : '';

describe('src/upgrade/crd-versions.generated.ts', () => {
  it.skipIf(typeof module === 'string')(
    `matches the deprecated versions in the CRDs embedded in the pinned Kyverno CLI${skipped}`,
    async () => {
      if (typeof module === 'string') return;
      const current = await readFile(GENERATED_FILE, 'utf8');
      // On failure: run `node scripts/crd-deprecations.mjs` and commit the result.
      expect(current).toBe(await generate(module));
      expect(current).toContain("kind: 'ValidatingPolicy'");
    },
  );

  it('was read from the default Kyverno version (regenerate it when the default moves)', () => {
    expect(`v${CRD_SOURCE_VERSION}`).toBe(defaultKyvernoVersion);
  });
});

/** CRDs as the Kyverno module embeds them, under cmd/cli/kubectl-kyverno/data/crds. */
const crd = (group: string, kind: string, versions: Record<string, unknown>[]) => `
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
spec:
  group: ${group}
  names: { kind: ${kind} }
  versions: ${JSON.stringify(versions)}
`;

describe('scripts/crd-deprecations.mjs on a module folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'crd-versions-'));
    const folder = path.join(root, 'cmd/cli/kubectl-kyverno/data/crds');
    await mkdir(folder, { recursive: true });
    await writeFile(
      path.join(folder, 'kyverno.io_policies.yaml'),
      crd('kyverno.io', 'Policy', [
        { name: 'v2beta1', served: true, deprecated: true },
        { name: 'v1', served: true, storage: true },
        { name: 'v2', served: true },
        { name: 'v1alpha1', served: true, deprecated: true },
      ]),
    );
    await writeFile(
      path.join(folder, 'aa.io_widgets.yaml'),
      crd('aa.io', 'Widget', [
        { name: 'v1beta1', served: true, deprecated: true },
        { name: 'v1', served: false },
      ]),
    );
    await writeFile(path.join(folder, 'not-a-crd.yaml'), 'kind: ConfigMap\n');
    await writeFile(path.join(folder, 'README.md'), '# not YAML\n');
  });
  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('lists each deprecated version with the best served one to use instead', async () => {
    expect(await deprecatedCrdVersions(root)).toEqual([
      // No other version is served: nothing to suggest.
      {
        group: 'aa.io',
        kind: 'Widget',
        version: 'v1beta1',
        source: 'cmd/cli/kubectl-kyverno/data/crds/aa.io_widgets.yaml',
      },
      // Stable before beta before alpha, then the higher major: v2 over v1.
      {
        group: 'kyverno.io',
        kind: 'Policy',
        version: 'v1alpha1',
        use: 'v2',
        source: 'cmd/cli/kubectl-kyverno/data/crds/kyverno.io_policies.yaml',
      },
      {
        group: 'kyverno.io',
        kind: 'Policy',
        version: 'v2beta1',
        use: 'v2',
        source: 'cmd/cli/kubectl-kyverno/data/crds/kyverno.io_policies.yaml',
      },
    ]);
  });

  it('writes the table with the module version it was read from', async () => {
    const text = await generate({ dir: root, version: 'v9.8.7' });
    expect(text).toContain(
      '(github.com/kyverno/kyverno v9.8.7, cmd/cli/kubectl-kyverno/data/crds)',
    );
    expect(text).toContain("export const CRD_SOURCE_VERSION = '9.8.7';");
    expect(text).toContain("kind: 'Widget'");
    expect(text).toContain("use: 'v2'");
  });
});
