import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generate, kyvernoModule } from '../../../scripts/crd-deprecations.mjs';

/** The Kyverno module pinned by test/kyverno-cli/go.mod, or why it cannot be read here. */
function pinnedModule(): { dir: string; version: string } | string {
  try {
    return kyvernoModule();
  } catch (error) {
    return (error as Error).message;
  }
}

const module = pinnedModule();

describe('src/upgrade/crd-versions.generated.ts', () => {
  it.skipIf(typeof module === 'string')(
    'matches the deprecated versions in the CRDs embedded in the pinned Kyverno CLI',
    async () => {
      if (typeof module === 'string') return;
      const current = await readFile(GENERATED_FILE, 'utf8');
      // On failure: run `node scripts/crd-deprecations.mjs` and commit the result.
      expect(current).toBe(await generate(module));
      expect(current).toContain("kind: 'ValidatingPolicy'");
    },
  );
  if (typeof module === 'string') {
    it.skip(`needs Go and the pinned Kyverno module (${module}); run \`go mod download\` in test/kyverno-cli`, () => {});
  }
});
