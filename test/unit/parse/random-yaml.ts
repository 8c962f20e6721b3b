/**
 * Generated inputs for the tests that hold a fast YAML path to `yaml`'s answers
 * (src/parse/mutated-objects/machine-yaml.ts, yaml-dump.ts): JSON values full of strings YAML
 * treats specially, written out the way go.yaml.in/yaml/v3 writes Kyverno's objects and in other
 * layouts, and texts with random edits. Seeded, so a failure repeats.
 */

/** A small seeded generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)]!;

/** Strings near the edges of plain scalars, quoting and the schemas of YAML 1.1 and 1.2. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  'a',
  'app',
  'nginx:1.27',
  'http://example.com/a?b=c#d',
  'a: b',
  'a:',
  ':a',
  'a #b',
  'a#b',
  '#a',
  '- a',
  '-a',
  '-',
  '?',
  '? a',
  '[a]',
  '{a}',
  'a,b',
  '&a',
  '*a',
  '!a',
  '|',
  '>',
  '%a',
  '@a',
  '`a',
  "it's",
  'say "hi"',
  'both \' and "',
  'back\\slash',
  '"quoted"',
  "'single'",
  'true',
  'True',
  'TRUE',
  'false',
  'yes',
  'no',
  'on',
  'off',
  'y',
  'n',
  'Y',
  'null',
  'Null',
  '~',
  '0',
  '1',
  '-1',
  '+1',
  '007',
  '0o17',
  '0x1F',
  '0b101',
  '1_000',
  '1.5',
  '1.',
  '.5',
  '1e3',
  '1E-3',
  '.inf',
  '-.inf',
  '.nan',
  '1:20',
  '2024-01-01',
  '2024-01-01T10:00:00Z',
  '<<',
  '---',
  '--- a',
  '...',
  'a ',
  ' a',
  'a  b',
  'é',
  'π ≈ 3.14',
  '😀',
  'a\tb',
  'line\nbreak',
  'trailing\n',
  'two\n\nparagraphs\n',
  '  indented\nfirst line',
  'ends\n\n',
  '\nstarts with a break',
  'script: run\n# not a comment\n  - not a list\n',
  'nul\u0000',
  'del\u007f',
  'nel\u0085',
  'nbsp\u00a0',
  'ls\u2028',
  'x'.repeat(1030),
  '__proto__',
  'constructor',
  'toString',
  'system-node-critical',
  'IfNotPresent',
  'app.kubernetes.io/name',
] as const;

function randomString(next: () => number): string {
  if (next() < 0.6) return pick(next, TRICKY_STRINGS);
  const alphabet = 'abcxyz019 :-#"\'\\/.,[]{}&*!|>%@`?~_+=é\t\n';
  const length = Math.floor(next() * 8);
  let text = '';
  for (let i = 0; i < length; i += 1) text += pick(next, [...alphabet]);
  return text;
}

const NUMBERS = [0, 1, -1, 2, 80, 443, 65535, 1.5, -0.25, 1e21, 1e-7, 2 ** 53, 0.1 + 0.2];

/** A JSON value: maps and sequences (some empty) down to `depth`, scalars of every JSON kind. */
export function randomValue(next: () => number, depth = 4): unknown {
  const roll = next();
  if (depth > 0 && roll < 0.25) return randomMap(next, depth - 1);
  if (depth > 0 && roll < 0.4) {
    const length = Math.floor(next() * 4);
    return Array.from({ length }, () => randomValue(next, depth - 1));
  }
  if (roll < 0.75) return randomString(next);
  if (roll < 0.87) return pick(next, NUMBERS);
  if (roll < 0.95) return next() < 0.5;
  return null;
}

export function randomMap(next: () => number, depth = 4): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const size = Math.floor(next() * 5);
  for (let i = 0; i < size; i += 1) {
    Object.defineProperty(object, randomString(next), {
      value: randomValue(next, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

export interface Layout {
  /** Spaces per level. */
  indent: number;
  /** Sequences under a key at the key's column (go-yaml v2) instead of indented (v3). */
  compactSequences: boolean;
  /** How to write a string: plain even where that misreads, quoted, or as a literal block. */
  quote: (value: string) => 'plain' | 'double' | 'single' | 'literal';
}

/** go.yaml.in/yaml/v3's layout (4 spaces, sequences indented, keys sorted), chosen quoting. */
export function goYaml(value: unknown, layout: Layout): string {
  const step = ' '.repeat(layout.indent);
  const scalar = (item: unknown, indent: string): string => {
    if (typeof item !== 'string') return item === null ? 'null' : String(item);
    const style = layout.quote(item);
    if (style === 'double') return JSON.stringify(item);
    if (style === 'single') return `'${item.replace(/'/g, "''")}'`;
    if (style === 'literal') {
      // go-yaml's `|` (one final line break) or `|-` (none), the lines indented one step more.
      const clip = item.endsWith('\n');
      const lines = (clip ? item.slice(0, -1) : item).split('\n');
      const body = lines.map((line) => (line === '' ? '' : `${indent}${step}${line}`));
      return [clip ? '|' : '|-', ...body].join('\n');
    }
    return item;
  };
  const empty = (item: unknown) =>
    typeof item !== 'object' ||
    item === null ||
    (Array.isArray(item) ? item.length === 0 : Object.keys(item).length === 0);
  const write = (item: unknown, indent: string, first: string): string[] => {
    if (empty(item)) {
      const text = Array.isArray(item) ? '[]' : typeof item === 'object' && item ? '{}' : '';
      return [`${first}${text || scalar(item, indent)}`];
    }
    if (Array.isArray(item)) {
      return item.flatMap((element, index) =>
        write(element, `${indent}  `, `${index === 0 ? first : indent}- `),
      );
    }
    const object = item as Record<string, unknown>;
    return Object.keys(object)
      .sort()
      .flatMap((key, index) => {
        const head = `${index === 0 ? first : indent}${scalar(key, indent)}:`;
        const child = object[key];
        if (empty(child)) return write(child, indent, `${head} `);
        const below = Array.isArray(child) && layout.compactSequences ? indent : `${indent}${step}`;
        return [head, ...write(child, below, below)];
      });
  };
  return `${write(value, '', '').join('\n')}\n`;
}

/** `text` with a few random edits of the characters YAML's structure hangs on. */
export function edited(next: () => number, text: string): string {
  let result = text;
  const edits = 1 + Math.floor(next() * 3);
  for (let i = 0; i < edits; i += 1) {
    const at = Math.floor(next() * (result.length + 1));
    const roll = next();
    if (roll < 0.4)
      result = result.slice(0, at) + pick(next, [...' :-#"\'\n\\{}[]|>&*!\t?']) + result.slice(at);
    else if (roll < 0.8) result = result.slice(0, at) + result.slice(at + 1);
    else {
      const lines = result.split('\n');
      const line = Math.floor(next() * lines.length);
      lines.splice(line, 0, lines[line] ?? '');
      result = lines.join('\n');
    }
  }
  return result;
}
