/**
 * The fast reader of Kyverno's written objects gives exactly what `yaml`'s `parse` gives, or
 * nothing (then `parse` reads the text): over Kyverno's own files, generated objects in its layout
 * and others, and texts with random edits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseMachineYaml } from '../../../src/parse/mutated-objects/machine-yaml.js';
import { parseWritten } from '../../../src/parse/mutated-objects/index.js';
import { edited, goYaml, random, randomMap, type Layout } from './random-yaml.js';

const fixtures = new URL('../../fixtures/', import.meta.url).pathname;

/** Every file Kyverno wrote with `-o` that the fixtures keep. */
function kyvernoFiles(): string[] {
  const suggest = path.join(fixtures, 'suggest');
  const captured = path.join(fixtures, 'mutate/kyverno-output');
  return [
    ...readdirSync(suggest).flatMap((name) =>
      readdirSync(path.join(suggest, name, 'mutated')).map((file) =>
        path.join(suggest, name, 'mutated', file),
      ),
    ),
    ...readdirSync(captured)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => path.join(captured, file)),
  ];
}

const documentsOf = (text: string) => text.split(/^---[ \t]*$/m).filter((s) => s.trim() !== '');

/** What `parse` reads, or `thrown` when it refuses the text (as parseWritten calls it). */
function reference(text: string): { value?: unknown; thrown?: true } {
  try {
    return { value: parse(text, { uniqueKeys: false, prettyErrors: false, logLevel: 'error' }) };
  } catch {
    return { thrown: true };
  }
}

/** The fast reader's answer on `text`, held to parse's. */
function readsAsParse(text: string): Record<string, unknown> {
  const fast = parseMachineYaml(text);
  expect(fast, text).toStrictEqual(reference(text).value);
  return fast!;
}

/** The fast reader is right on `text`: the same value as `parse`, or no answer. */
function agrees(text: string): boolean {
  const fast = parseMachineYaml(text);
  if (fast === undefined) return true;
  const expected = reference(text);
  return !expected.thrown && isDeepStrictEqual(fast, expected.value);
}

const LAYOUTS: Array<Omit<Layout, 'quote'>> = [
  { indent: 4, compactSequences: false },
  { indent: 2, compactSequences: false },
  { indent: 2, compactSequences: true },
];

describe('the fast reader of written objects', () => {
  it('reads every document Kyverno wrote in the fixtures, as parse does', () => {
    const files = kyvernoFiles();
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      for (const text of documentsOf(readFileSync(file, 'utf8'))) {
        expect(readsAsParse(text), file).toBeDefined();
      }
    }
  });

  it('agrees with parse on generated objects in go-yaml layouts, quoted right or wrong', () => {
    const next = random(22);
    let read = 0;
    for (let i = 0; i < 3000; i += 1) {
      const value = { apiVersion: 'v1', kind: 'Pod', ...randomMap(next) };
      const quote: Layout['quote'] = (text) => {
        if (text.includes('\n') && next() < 0.7) return 'literal';
        return next() < 0.7 ? 'plain' : next() < 0.5 ? 'double' : 'single';
      };
      const text = goYaml(value, { ...LAYOUTS[i % LAYOUTS.length]!, quote });
      if (!agrees(text)) expect.fail(`differs from parse on:\n${text}`);
      if (parseMachineYaml(text) !== undefined) read += 1;
    }
    // Most of them are in the subset: the test exercises the reader, not only the fallback.
    expect(read).toBeGreaterThan(500);
  });

  it('agrees with parse on texts with random edits', () => {
    const next = random(6902);
    const sources = kyvernoFiles().flatMap((file) => documentsOf(readFileSync(file, 'utf8')));
    for (let i = 0; i < 5000; i += 1) {
      const text = edited(next, sources[i % sources.length]!);
      if (!agrees(text)) expect.fail(`differs from parse on:\n${text}`);
    }
  });

  it('leaves what is outside the subset to parse', () => {
    const outside = [
      'a: 1 # comment\n',
      '# comment\na: 1\n',
      'a: |+\n    text\n\n',
      'a: |2-\n      text\n',
      'a: |\n\n    text\n',
      'a: |\n    text\n  less\n',
      'a: >-\n    text\n',
      'a: &x 1\nb: *x\n',
      'a: !!str 1\n',
      'a: [1, 2]\n',
      'a: {b: 1}\n',
      'a: one\n    two\n',
      'a: "one\n    two"\n',
      'a:\tb\n',
      '? a\n: b\n',
      `${'k'.repeat(1025)}: v\n`,
      '1: a\n',
      'true: a\n',
      'a: 1\n- b\n',
      '- a\n',
      'a\n',
      '%YAML 1.2\na: 1\n',
    ];
    for (const text of outside) {
      expect(parseMachineYaml(text), text).toBeUndefined();
      // parseWritten still reads what parse reads.
      const expected = reference(text);
      const { value } = expected;
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        expect(parseWritten(text)).toStrictEqual([value]);
      }
    }
  });

  it('reads literal blocks as parse does', () => {
    const text = [
      'a: |',
      '    one',
      '',
      '      two # not a comment',
      'b:',
      '    - |-',
      '      x: y',
      '    - c: |',
      '        z',
      '',
      '',
      'd: 1',
      '',
    ].join('\n');
    expect(readsAsParse(text)).toMatchObject({
      a: 'one\n\n  two # not a comment\n',
      b: ['x: y', { c: 'z\n' }],
    });
  });

  it('reads keys as parse sets them: __proto__ as an own key, a repeated key once', () => {
    const text = '__proto__:\n    polluted: true\nconstructor: x\na: 1\na: 2\n';
    const fast = readsAsParse(text);
    expect(Object.keys(fast)).toEqual(['__proto__', 'constructor', 'a']);
    expect(Object.getPrototypeOf(fast)).toBe(Object.prototype);
  });

  it('reads numbers, booleans, nulls and escapes as YAML 1.2 does', () => {
    const text = [
      'a: 1',
      'b: -0.5',
      'c: 1e3',
      'd: 0x1F',
      'e: 0o17',
      'f: .inf',
      'g: true',
      'h: False',
      'i: ~',
      'j: null',
      'k: yes',
      'l: "\\x41\\u00e9\\U0001F600\\t\\"\\\\"',
      "m: 'it''s'",
      'n: 007',
      'o: "1"',
      'p:',
      'q: {}',
      'r: []',
      '',
    ].join('\n');
    expect(readsAsParse(text)).toMatchObject({
      k: 'yes',
      l: 'Aé😀\t"\\',
      m: "it's",
      n: 7,
      o: '1',
      p: null,
    });
  });
});
