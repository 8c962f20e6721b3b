/**
 * The YAML dump that yamlDiff compares: `stringify(value, { lineWidth: 0, version: '1.1' })`.
 *
 * Why not `stringify` alone: it first builds a document of nodes for the whole object, and the
 * preview dumps two objects per changed resource (bench/mutation-preview.ts). Here a JSON object
 * whose strings are plain or simply quoted on one line, or literal blocks (a manifest's object,
 * nearly always) is written directly, by the rules `stringify` follows for such values: block maps
 * and sequences indented by 2 (sequences under their key too), `{}` and `[]` when empty, and a
 * string plain unless `yaml`'s own test of plain scalars (its regular expression and the YAML 1.1
 * schema's tags) says to quote it. Anything else (control characters, a key over several lines or
 * over 1024 characters, an object met twice, which `stringify` writes as an alias, a value JSON
 * does not have) is left to `stringify`. test/unit/parse/yaml-dump.test.ts holds both to the same
 * text.
 */
import { Document, stringify } from 'yaml';

const OPTIONS = { lineWidth: 0, version: '1.1' } as const;
const STRING_TAG = 'tag:yaml.org,2002:str';

/** Thrown inside the writer for a value it leaves to `stringify`; never leaves this module. */
const UNSUPPORTED = new Error('not a simple JSON object');
const unsupported = (): never => {
  throw UNSUPPORTED;
};

/** `yaml`'s test of a plain scalar (stringifyString.js `plainString`): what may not be plain. */
const NOT_PLAIN =
  /^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/;
/** Characters `yaml` writes only as escapes in double quotes, and line breaks and tabs. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPES = /[\x00-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
/** The same, line breaks allowed (a literal block holds them). */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPES_IN_BLOCK = /[\x00-\x09\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u;
const DOCUMENT_MARKER = /^(%|---|\.\.\.)/m;
const MAX_KEY_LENGTH = 1024;

let implicitTags: RegExp[] | undefined;

/** The tests of the YAML 1.1 tags a plain scalar could be read as, other than a string. */
function otherTags(): RegExp[] {
  implicitTags ??= new Document(null, OPTIONS).schema.tags.flatMap((tag) =>
    tag.default && tag.tag !== STRING_TAG && 'test' in tag && tag.test ? [tag.test] : [],
  );
  return implicitTags;
}

export function dumpYaml11(value: unknown): string {
  if (isMap(value) && Object.keys(value).length > 0) {
    try {
      return `${new Writer().map(value, '')}\n`;
    } catch (error) {
      if (error !== UNSUPPORTED) throw error;
    }
  }
  return stringify(value, OPTIONS);
}

function isMap(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

const isNonEmpty = (value: unknown): value is Record<string, unknown> | unknown[] =>
  Array.isArray(value) ? value.length > 0 : isMap(value) && Object.keys(value).length > 0;

class Writer {
  /** Every map and sequence met so far: `stringify` writes a repeated one as an alias. */
  private readonly seen = new Set<object>();

  map(object: Record<string, unknown>, indent: string): string {
    this.meet(object);
    const inner = `${indent}  `;
    const lines: string[] = [];
    for (const key of Object.keys(object)) {
      const value = object[key];
      const keyText = text(key, true);
      if (keyText.length > MAX_KEY_LENGTH) unsupported();
      lines.push(
        isNonEmpty(value)
          ? `${keyText}:\n${inner}${this.block(value, inner)}`
          : `${keyText}: ${this.scalar(value, inner)}`,
      );
    }
    return lines.join(`\n${indent}`);
  }

  private sequence(items: readonly unknown[], indent: string): string {
    this.meet(items);
    const inner = `${indent}  `;
    return items
      .map((item) => `- ${isNonEmpty(item) ? this.block(item, inner) : this.scalar(item, inner)}`)
      .join(`\n${indent}`);
  }

  private block(value: Record<string, unknown> | unknown[], indent: string): string {
    return Array.isArray(value) ? this.sequence(value, indent) : this.map(value, indent);
  }

  /** A scalar, or an empty map or sequence; `indent` is that of a literal block's lines. */
  private scalar(value: unknown, indent: string): string {
    if (value === null) return 'null';
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'string') {
      return value.includes('\n') ? literal(value, indent) : text(value, false);
    }
    if (typeof value === 'number') {
      // -0 and non-finite numbers are written otherwise; JSON has neither.
      return Number.isFinite(value) && !Object.is(value, -0) ? String(value) : unsupported();
    }
    if (Array.isArray(value) || isMap(value)) {
      this.meet(value);
      return Array.isArray(value) ? '[]' : '{}';
    }
    return unsupported();
  }

  private meet(value: object): void {
    if (this.seen.has(value)) unsupported();
    this.seen.add(value);
  }
}

/** A string as `stringify` writes it on one line: plain, or quoted when plain would misread. */
function text(value: string, key: boolean): string {
  if (NEEDS_ESCAPES.test(value) || DOCUMENT_MARKER.test(value)) return unsupported();
  // An empty key is written as an explicit `? ` key; `<<` is the merge key's own text.
  if ((key && value === '') || value === '<<') return unsupported();
  if (!NOT_PLAIN.test(value) && !otherTags().some((test) => test.test(value))) return value;
  // `yaml` writes one kind of quote inside the other, and double quotes when both are there: as
  // JSON, since the string has no characters to escape but quotes and backslashes.
  return value.includes('"') && !value.includes("'") ? `'${value}'` : JSON.stringify(value);
}

/**
 * A value over several lines as `stringify` writes it: a literal block, `|` when it ends with one
 * line break, `|-` when with none, each line at `indent` but empty ones. Leading spaces or line
 * breaks, trailing spaces and several final line breaks take other headers: left to `stringify`.
 */
function literal(value: string, indent: string): string {
  if (NEEDS_ESCAPES_IN_BLOCK.test(value) || DOCUMENT_MARKER.test(value)) return unsupported();
  if (/^[\n ]|[\n ]\n$| $/.test(value)) return unsupported();
  const clip = value.endsWith('\n');
  const lines = (clip ? value.slice(0, -1) : value).replace(/\n+/g, `$&${indent}`);
  return `|${clip ? '' : '-'}\n${indent}${lines}`;
}
