/**
 * The YAML dump of the preview's diffs writes exactly what `stringify(value, { lineWidth: 0,
 * version: '1.1' })` writes: over every object in the fixtures, generated values full of strings
 * YAML treats specially, and the values it leaves to `stringify`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { dumpYaml11 } from '../../../src/parse/mutated-objects/yaml-dump.js';
import { random, randomMap, randomValue, TRICKY_STRINGS } from './random-yaml.js';

const reference = (value: unknown) => stringify(value, { lineWidth: 0, version: '1.1' });
const fixtures = new URL('../../fixtures/', import.meta.url).pathname;

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(name) ? [file] : [];
  });
}

describe('the YAML dump of a diff', () => {
  it('writes every object of the fixtures as stringify does', () => {
    let objects = 0;
    for (const file of yamlFiles(fixtures)) {
      for (const document of parseAllDocuments(readFileSync(file, 'utf8'), { version: '1.1' })) {
        if (document.errors.length > 0) continue;
        // As the preview dumps it: a JSON copy of what Kyverno read.
        const value = JSON.parse(JSON.stringify(document.toJS() ?? null)) as unknown;
        expect(dumpYaml11(value), file).toBe(reference(value));
        objects += 1;
      }
    }
    expect(objects).toBeGreaterThan(300);
  });

  it('writes generated values as stringify does', () => {
    const next = random(1610);
    for (let i = 0; i < 5000; i += 1) {
      const value = i % 10 === 0 ? randomValue(next) : randomMap(next);
      const expected = reference(value);
      if (dumpYaml11(value) !== expected) expect.fail(`differs from stringify on:\n${expected}`);
    }
  });

  it('quotes each tricky string, as a key and as a value, as stringify does', () => {
    for (const text of TRICKY_STRINGS) {
      for (const value of [{ [text]: text }, { a: [text, { [text]: [text] }] }]) {
        expect(dumpYaml11(value), JSON.stringify(text)).toBe(reference(value));
      }
    }
  });

  it('leaves aliases, line breaks and other values to stringify', () => {
    const shared = { a: 1 };
    for (const value of [
      { first: shared, second: shared },
      { text: 'one\ntwo\n' },
      { zero: -0, infinite: Infinity, none: undefined },
      { when: new Date(0) },
      { '': 'empty key' },
      [1, 2],
      'text',
      {},
    ]) {
      expect(dumpYaml11(value)).toBe(reference(value));
    }
    expect(dumpYaml11({ first: shared, second: shared })).toContain('*a1');
  });
});
