/**
 * No file in src/ over 400 lines: a longer file is doing more than one job. Generated tables are
 * the only exception, named here with why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../../src');
const LIMIT = 400;

/** Generated files: regenerated, never edited, so their length is the data's. */
const GENERATED = new Set(['upgrade/crd-versions.generated.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(c|m)?ts$/.test(entry.name) ? [full] : [];
  });
}

describe('src/ file sizes', () => {
  it(`keeps every hand-written file at ${LIMIT} lines or fewer`, () => {
    const files = sourceFiles(SRC).map((file) =>
      path.relative(SRC, file).split(path.sep).join('/'),
    );
    expect(files.length).toBeGreaterThan(50);
    const over = files
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({
        file,
        lines: readFileSync(path.join(SRC, file), 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > LIMIT)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over, `split these files (at most ${LIMIT} lines each)`).toEqual([]);
  });

  it('allows only generated files that exist', () => {
    for (const file of GENERATED)
      expect(readFileSync(path.join(SRC, file), 'utf8')).toMatch(/generated/i);
  });
});
