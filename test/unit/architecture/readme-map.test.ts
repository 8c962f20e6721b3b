/**
 * The README's folder map (the `src/` block in "## Development") is the layer order of
 * test/support/layers.ts, lowest first, with each folder's one-line description: it lists every
 * folder of src/ and nothing else, so it cannot drift from the code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS } from '../../support/layers.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The map as it must read, from LAYERS. */
function expectedMap(): string {
  const rows = LAYERS.map(([name, why]) => {
    const shown = name === 'main' ? 'main.ts' : `${name}/`;
    return `  ${shown.padEnd(11)}${why.replace(/^src\/main\.ts and src\/index\.ts: /, '')}`;
  });
  return ['src/', ...rows].join('\n');
}

describe("the README's src/ folder map", () => {
  const development = /\n## Development\n([\s\S]*?)(?:\n## |$)/.exec(readme)?.[1] ?? '';
  const map = /```\n(src\/\n[\s\S]*?)\n```/.exec(development)?.[1];

  it('is in the Development section', () => {
    expect(map, 'a ``` block starting with `src/` under ## Development').toBeDefined();
  });

  it('lists the layers of test/support/layers.ts in order, with their descriptions', () => {
    expect(map, 'paste this block into the README').toBe(expectedMap());
  });

  it('names every folder of src/', () => {
    const folders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const listed = LAYERS.map(([name]) => name).filter((name) => name !== 'main');
    expect(folders).toEqual([...listed].sort());
  });
});
