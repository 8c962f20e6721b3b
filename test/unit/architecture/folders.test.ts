/**
 * test/ mirrors src/: every folder of test/unit and test/integration is named after a folder of
 * src/ (test/README.md), apart from the few that test the repository or its scripts as a whole.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_NAMES } from '../../support/layers.js';

const TEST = path.resolve(import.meta.dirname, '../..');
const NOT_SRC = new Set(['architecture', 'tools']);

const folders = (kind: string): string[] =>
  readdirSync(path.join(TEST, kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('test/ mirrors src/', () => {
  for (const kind of ['unit', 'integration']) {
    it(`names every folder of test/${kind} after a src/ folder`, () => {
      const strays = folders(kind).filter(
        (name) => !NOT_SRC.has(name) && !LAYER_NAMES.includes(name),
      );
      expect(strays, 'move these tests to the folder of the src/ module they test').toEqual([]);
    });

    it(`keeps no test file loose in test/${kind}`, () => {
      const loose = readdirSync(path.join(TEST, kind)).filter((name) => name.endsWith('.ts'));
      expect(loose).toEqual([]);
    });
  }
});
