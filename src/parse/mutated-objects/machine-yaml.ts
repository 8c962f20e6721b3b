/**
 * A fast reader for the YAML that Kyverno writes with `-o`: go.yaml.in/yaml/v3 `Marshal` of an
 * unstructured object, so block maps and sequences only, keys sorted, one scalar per line (plain,
 * or quoted when a plain scalar would be misread) or a literal block (a string over several
 * lines), `{}` and `[]` for empty collections.
 *
 * Why: the preview reads every object of every mutate block Kyverno writes, and `yaml`'s `parse`
 * builds a whole document model (tokens, nodes, ranges) for each; this reads the same text about
 * ten times faster (bench/mutation-preview.ts, 1000 mutated objects).
 *
 * It gives exactly what `parse(text)` gives (YAML 1.2, the core schema; plain scalars are resolved
 * by `yaml`'s own schema tags), or undefined for anything outside that subset: comments, tabs,
 * anchors, aliases, tags, flow collections that are not empty, block scalars other than plain
 * literals (`|`, `|-`), other scalars over several lines, explicit keys (`? `), directives. The
 * caller then parses the text with `yaml` (see parseWritten). test/unit/parse/machine-yaml.test.ts
 * holds both to the same answers.
 */
import { Document, isScalar, type ParseOptions } from 'yaml';

type JsonObject = Record<string, unknown>;

/** Thrown inside the reader for text outside the subset; never leaves this module. */
const UNSUPPORTED = new Error('not machine-written YAML');
const unsupported = (): never => {
  throw UNSUPPORTED;
};

/** Characters YAML treats specially anywhere (tabs, line breaks of YAML 1.1, a BOM, controls). */
// eslint-disable-next-line no-control-regex
const SPECIAL_CHARACTERS = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]/;
/** A plain scalar cannot start so (an indicator, or `-`, `?`, `:` before a space). */
const BAD_PLAIN_START = /^(?:[ [\]{},#&*!|>'"%@`]|[-?:](?: |$)|---|\.\.\.)/;
/** What the longest implicit key may be (`yaml` refuses longer ones). */
const MAX_KEY_LENGTH = 1024;

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
};
const HEX_LENGTH: Record<string, number> = { x: 2, u: 4, U: 8 };

/** The object `text` holds (one document, a block map at column 0); undefined: ask `yaml`. */
export function parseMachineYaml(text: string): JsonObject | undefined {
  if (SPECIAL_CHARACTERS.test(text)) return undefined;
  try {
    return new Reader(text.split('\n')).document();
  } catch (error) {
    if (error === UNSUPPORTED) return undefined;
    throw error;
  }
}

class Reader {
  private line = 0;

  constructor(private readonly lines: readonly string[]) {}

  document(): JsonObject {
    this.skipBlank();
    if (this.line >= this.lines.length || indentOf(this.current()) !== 0) unsupported();
    const object = this.map(0);
    if (this.line < this.lines.length) unsupported();
    return object;
  }

  private current(): string {
    return this.lines[this.line]!;
  }

  private skipBlank(): void {
    while (this.line < this.lines.length && /^ *$/.test(this.current())) this.line += 1;
  }

  /**
   * After a finished entry or item: whether the next line goes on with the collection at `col`
   * (`dash`: a sequence's next item). A line indented more than the collection can only continue
   * a scalar over several lines, which the subset leaves out.
   */
  private continues(col: number, dash: boolean): boolean {
    this.skipBlank();
    if (this.line >= this.lines.length) return false;
    const text = this.current();
    const indent = indentOf(text);
    if (indent > col) return unsupported();
    if (indent < col) return false;
    if (isDash(text, col) !== dash) return dash ? false : unsupported();
    return true;
  }

  /** A block map whose first key starts at column `col` of the current line. */
  private map(col: number): JsonObject {
    const object: JsonObject = {};
    do {
      const text = this.current();
      const { key, colon } = keyAt(text, col) ?? unsupported();
      let value: unknown;
      if (colon + 1 === text.length) {
        value = this.below(col, true);
      } else {
        if (text[colon + 1] !== ' ') unsupported();
        value = this.scalarLine(text.slice(colon + 2), col);
      }
      // As `yaml` sets a key: `__proto__` and inherited names become own properties.
      if (key in object) {
        Object.defineProperty(object, key, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      } else object[key] = value;
    } while (this.continues(col, false));
    return object;
  }

  /** A block sequence whose first dash is at column `col` of the current line. */
  private sequence(col: number): unknown[] {
    const items: unknown[] = [];
    do {
      const text = this.current();
      items.push(text.length === col + 1 ? this.below(col, false) : this.inline(col + 2));
    } while (this.continues(col, true));
    return items;
  }

  /** The item that starts at column `col` of the current line, after `- `. */
  private inline(col: number): unknown {
    const text = this.current();
    if (isDash(text, col)) return this.sequence(col);
    if (keyAt(text, col)) return this.map(col);
    // A literal's lines must be indented past the dash and its space (`yaml` may allow less).
    return this.scalarLine(text.slice(col), col - 1);
  }

  /** The scalar that fills the rest of the current line, with a literal block's lines below. */
  private scalarLine(source: string, parent: number): unknown {
    this.line += 1;
    return source === '|' || source === '|-'
      ? this.literal(parent, source === '|')
      : scalar(source);
  }

  /**
   * A literal block scalar (`|` ends it with one line break, `|-` with none): the lines below
   * indented more than `parent`, none less than the first. Blank lines only as empty lines, and
   * none before the first: what go-yaml writes for a string over several lines.
   */
  private literal(parent: number, clip: boolean): string {
    const start = this.line;
    const indent = start < this.lines.length ? indentOf(this.current()) : 0;
    if (indent <= parent) unsupported();
    let end = start;
    for (; this.line < this.lines.length; this.line += 1) {
      const text = this.current();
      if (text === '') continue;
      const own = indentOf(text);
      if (own === text.length) unsupported();
      if (own <= parent) break;
      if (own < indent) unsupported();
      end = this.line + 1;
    }
    const lines = this.lines.slice(start, end).map((text) => text.slice(indent));
    return lines.join('\n') + (clip ? '\n' : '');
  }

  /**
   * The value of a key or dash that ends its line: the block on the lines below, indented more
   * (or, for a key, a sequence at the key's own column), else null.
   */
  private below(col: number, key: boolean): unknown {
    this.line += 1;
    this.skipBlank();
    if (this.line >= this.lines.length) return null;
    const text = this.current();
    const indent = indentOf(text);
    if (indent > col) return isDash(text, indent) ? this.sequence(indent) : this.map(indent);
    if (key && indent === col && isDash(text, col)) return this.sequence(col);
    return null;
  }
}

function indentOf(text: string): number {
  let indent = 0;
  while (text.charCodeAt(indent) === 32) indent += 1;
  return indent;
}

const isDash = (text: string, col: number): boolean =>
  text[col] === '-' && (text.length === col + 1 || text[col + 1] === ' ');

/** The key that starts at `col` and the index of its `:`, when `text` holds one there. */
function keyAt(text: string, col: number): { key: string; colon: number } | undefined {
  const first = text[col];
  if (first === '"' || first === "'") {
    const { value, end } = quoted(text, col);
    const followed = text[end] === ':' && (end + 1 === text.length || text[end + 1] === ' ');
    if (!followed) return undefined;
    if (end - col > MAX_KEY_LENGTH) unsupported();
    return { key: value, colon: end };
  }
  let colon = text.indexOf(':', col);
  while (colon !== -1 && colon + 1 < text.length && text[colon + 1] !== ' ') {
    colon = text.indexOf(':', colon + 1);
  }
  if (colon === -1) return undefined;
  const source = text.slice(col, colon);
  if (source.length > MAX_KEY_LENGTH) unsupported();
  const key = plain(source);
  // A key that reads as a number, a boolean or null would not be this string in JavaScript.
  if (key !== source) unsupported();
  return { key: source, colon };
}

/** The value of a scalar that fills the rest of its line. */
function scalar(source: string): unknown {
  if (source === '{}') return {};
  if (source === '[]') return [];
  const first = source[0];
  if (first === '"' || first === "'") {
    const { value, end } = quoted(source, 0);
    if (end !== source.length) unsupported();
    return value;
  }
  return plain(source);
}

/** A plain scalar resolved by `yaml`'s core schema, as `parse` resolves it. */
function plain(source: string): unknown {
  if (
    source === '' ||
    BAD_PLAIN_START.test(source) ||
    source.endsWith(' ') ||
    source.endsWith(':') ||
    source.includes(' #') ||
    source.includes(': ')
  ) {
    return unsupported();
  }
  // Only nulls, booleans and numbers resolve to non-strings; none starts with another letter.
  if (/^[A-EG-MO-SU-Za-eg-mo-su-z]/.test(source)) return source;
  const tag = coreTags().find((candidate) => candidate.test.test(source));
  if (!tag) return source;
  const resolved = tag.resolve(source, unsupported, PARSE_OPTIONS);
  return isScalar(resolved) ? resolved.value : resolved;
}

interface ScalarTest {
  test: RegExp;
  resolve(value: string, onError: (message: string) => void, options: ParseOptions): unknown;
}

const PARSE_OPTIONS: ParseOptions = { intAsBigInt: false };
let tags: ScalarTest[] | undefined;

/** The scalar tags `parse` tries on a plain scalar, in its order (the core schema of YAML 1.2). */
function coreTags(): ScalarTest[] {
  tags ??= new Document().schema.tags.flatMap((tag) =>
    tag.default === true && 'test' in tag && tag.test && 'resolve' in tag
      ? [{ test: tag.test, resolve: tag.resolve.bind(tag) as ScalarTest['resolve'] }]
      : [],
  );
  return tags;
}

/** A quoted scalar starting at `start`, on one line; `end` is the index after its closing quote. */
function quoted(text: string, start: number): { value: string; end: number } {
  const quote = text[start]!;
  let value = '';
  let from = start + 1;
  for (let at = from; at < text.length;) {
    const ch = text[at];
    if (ch === quote) {
      value += text.slice(from, at);
      if (quote === "'" && text[at + 1] === "'") {
        value += "'";
        at += 2;
        from = at;
        continue;
      }
      return { value, end: at + 1 };
    }
    if (ch === '\\' && quote === '"') {
      value += text.slice(from, at) + escaped(text, at);
      at += 2 + (HEX_LENGTH[text[at + 1]!] ?? 0);
      from = at;
      continue;
    }
    at += 1;
  }
  return unsupported();
}

/** The character of the escape at `at` (`\n`, `\x41`, `\u00e9`, `\U0001f600`, …). */
function escaped(text: string, at: number): string {
  const name = text[at + 1]!;
  const simple = ESCAPES[name];
  if (simple !== undefined) return simple;
  const length = HEX_LENGTH[name] ?? unsupported();
  const hex = text.slice(at + 2, at + 2 + length);
  if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) unsupported();
  const code = parseInt(hex, 16);
  return code > 0x10ffff ? unsupported() : String.fromCodePoint(code);
}
