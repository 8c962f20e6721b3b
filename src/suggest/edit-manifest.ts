/**
 * Writes Kyverno's mutations into a manifest file's text, so that each edited document parses to
 * the mutated object and every other byte stays: comments, key order, quoting, blank lines and
 * the other documents. The `yaml` document model gives each node's source range; the editor
 * splices only the text of the values that change, and inserts new keys and items as lines in the
 * file's own indentation and list style. Every edit is proven by parsing the result again.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyPatch } from 'rfc6902';
import type { Operation } from 'rfc6902';
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseAllDocuments,
  visit,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import type { JsonPatchOperation } from '../model/mutation.js';
import {
  columnAt,
  detectStyle,
  renderItem,
  renderDocument,
  renderPair,
  renderValueAfter,
  type FileStyle,
  type RenderHint,
} from './yaml-style.js';

/** One document's change: Kyverno's patch for it, and the object it must parse to. */
export interface DocumentEdit {
  /** 0-based index among the file's YAML documents. */
  documentIndex: number;
  patch: readonly JsonPatchOperation[];
  mutated: Record<string, unknown>;
}

export interface EditOutcome {
  text: string;
  /** Documents whose text changed. */
  edited: number[];
  /** Documents left as they were, and why. */
  failed: { documentIndex: number; reason: string }[];
  /** 1-based first and last line of each edited document in the original text. */
  lines: Map<number, { start: number; end: number }>;
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

class Unsupported extends Error {}

/** YAML 1.1, as Kubernetes and Kyverno (and the plan stage) read it. */
const parse = (text: string) => parseAllDocuments(text, { version: '1.1' });

const toJs = (document: Document): unknown => document.toJS({ maxAliasCount: -1 }) as unknown;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The mutated object as the file reads it: the patch applied to this parse, else Kyverno's. */
function targetOf(current: unknown, edit: DocumentEdit): unknown {
  const copy = structuredClone(current);
  const errors = applyPatch(copy, structuredClone(edit.patch) as Operation[]);
  return errors.every((error) => error === null) ? copy : edit.mutated;
}

class DocumentEditor {
  readonly splices: Splice[] = [];

  constructor(
    private readonly text: string,
    private readonly style: FileStyle,
  ) {}

  /** Offset of the end of the line holding `offset - 1` (after its newline). */
  private lineEndAfter(offset: number): number {
    if (offset > 0 && this.text[offset - 1] === '\n') return offset;
    const newline = this.text.indexOf('\n', offset);
    return newline < 0 ? this.text.length : newline + 1;
  }

  private lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** Whether only spaces precede `offset` on its line. */
  private startsLine(offset: number): boolean {
    return this.text.slice(this.lineStart(offset), offset).trim() === '';
  }

  /** End of a value's last character, trailing newlines and spaces excluded. */
  private contentEnd(node: Node | null | undefined, fallback: number): number {
    if (!node?.range) return fallback;
    if (isMap(node) && !node.flow && node.items.length > 0) {
      const last = node.items[node.items.length - 1] as Pair<Node, Node | null>;
      return this.contentEnd(last.value, last.key.range?.[1] ?? fallback);
    }
    if (isSeq(node) && !node.flow && node.items.length > 0) {
      return this.contentEnd(node.items[node.items.length - 1] as Node, node.range[1]);
    }
    let end = node.range[1];
    while (end > node.range[0] && /\s/.test(this.text[end - 1] ?? '')) end -= 1;
    return end;
  }

  private insertAt(offset: number, lines: string): void {
    const needsNewline = offset === this.text.length && !this.text.endsWith('\n');
    this.splices.push({ start: offset, end: offset, text: needsNewline ? `\n${lines}` : lines });
  }

  private deleteLines(first: number, lastEnd: number): void {
    this.splices.push({ start: this.lineStart(first), end: this.lineEndAfter(lastEnd), text: '' });
  }

  diff(node: Node | null, current: unknown, target: unknown, place: Place): void {
    if (isDeepStrictEqual(current, target)) return;
    if (isAlias(node)) throw new Unsupported('the document uses YAML aliases');
    if (
      isMap(node) &&
      !node.flow &&
      node.items.length > 0 &&
      isObject(current) &&
      isObject(target)
    ) {
      if (Object.keys(target).length > 0) return this.diffMap(node, current, target, place);
    }
    if (isSeq(node) && !node.flow && node.items.length > 0 && Array.isArray(current)) {
      if (Array.isArray(target) && target.length > 0) {
        return this.diffSeq(node, current, target, place);
      }
    }
    this.replace(node, target, place);
  }

  private replace(node: Node | null, target: unknown, place: Place): void {
    const hint: RenderHint = {
      scalarType: isScalar(node) ? node.type : undefined,
      flow: (isMap(node) || isSeq(node)) && node.flow === true && node.items.length > 0,
    };
    if (place.kind === 'root') {
      if (!node?.range) throw new Unsupported('the document is empty');
      const end = this.contentEnd(node, node.range[1]);
      this.splices.push({ start: node.range[0], end, text: renderDocument(this.style, target) });
      return;
    }
    const start =
      place.kind === 'pair' ? this.colonAfter(place.pair) : this.dashBefore(node, place);
    const end = Math.max(start, this.contentEnd(node, start));
    const between = this.text.slice(start, node?.range ? node.range[0] : end);
    if (between.includes('#')) throw new Unsupported('a comment sits between a key and its value');
    this.splices.push({
      start,
      end,
      text: renderValueAfter(
        this.style,
        target,
        hint,
        place.column,
        place.kind === 'pair' ? 'key' : 'dash',
      ),
    });
  }

  private colonAfter(pair: Pair<Node, Node | null>): number {
    const keyEnd = pair.key.range?.[1];
    if (keyEnd === undefined) throw new Unsupported('a key has no position');
    const colon = this.text.indexOf(':', keyEnd);
    if (colon < 0) throw new Unsupported('a key has no colon');
    return colon + 1;
  }

  private dashBefore(node: Node | null, place: Place): number {
    const from = node?.range?.[0] ?? (place.kind === 'item' ? place.fallback : 0);
    const dash = this.text.lastIndexOf('-', from - 1);
    if (dash < 0) throw new Unsupported('a list item has no dash');
    return dash + 1;
  }

  private diffMap(
    map: YAMLMap,
    current: Record<string, unknown>,
    target: Record<string, unknown>,
    place: Place,
  ): void {
    const pairs = map.items as Pair<Node, Node | null>[];
    const first = pairs[0]!.key.range;
    if (!first) throw new Unsupported('a key has no position');
    const column = columnAt(this.text, first[0]);
    const keys = pairs.map((pair) => {
      if (!isScalar(pair.key)) throw new Unsupported('a key is not a plain value');
      return String(pair.key.value);
    });
    if (new Set(keys).size !== keys.length || keys.includes('<<')) {
      throw new Unsupported('the document repeats a key or uses a merge key');
    }
    const removed = pairs.filter((_, index) => !(keys[index]! in target));
    if (removed.some((pair) => !this.startsLine(pair.key.range![0]))) {
      return this.replace(map, target, place);
    }
    pairs.forEach((pair, index) => {
      const key = keys[index]!;
      if (!(key in target)) {
        this.deleteLines(pair.key.range![0], this.contentEnd(pair.value, pair.key.range![1]));
      } else {
        this.diff(pair.value, current[key], target[key], { kind: 'pair', pair, column });
      }
    });
    const added = Object.keys(target).filter((key) => !keys.includes(key));
    if (added.length === 0) return;
    const last = pairs[pairs.length - 1]!;
    const at = this.lineEndAfter(this.contentEnd(last.value, last.key.range![1]));
    // A file may indent each level differently; new keys follow their own map's step.
    const style =
      place.kind === 'pair' && column > place.column
        ? { ...this.style, indent: column - place.column }
        : this.style;
    this.insertAt(at, added.map((key) => renderPair(style, key, target[key], column)).join(''));
  }

  private diffSeq(seq: YAMLSeq, current: unknown[], target: unknown[], place: Place): void {
    const items = seq.items as (Node | null)[];
    if (!seq.range || items.length !== current.length) {
      throw new Unsupported('a list has items without a position');
    }
    const dashes = items.map((item) => {
      if (!item?.range) throw new Unsupported('a list item is empty');
      const dash = this.text.lastIndexOf('-', item.range[0] - 1);
      if (dash < 0 || !this.startsLine(dash)) throw new Unsupported('a list is nested in a list');
      return dash;
    });
    const column = columnAt(this.text, dashes[0]!);
    let prefix = 0;
    while (
      prefix < Math.min(current.length, target.length) &&
      isDeepStrictEqual(current[prefix], target[prefix])
    ) {
      prefix += 1;
    }
    let suffix = 0;
    while (
      suffix < Math.min(current.length, target.length) - prefix &&
      isDeepStrictEqual(current[current.length - 1 - suffix], target[target.length - 1 - suffix])
    ) {
      suffix += 1;
    }
    const oldMiddle = current.length - suffix - prefix;
    const newMiddle = target.length - suffix - prefix;
    const shared = Math.min(oldMiddle, newMiddle);
    for (let offset = 0; offset < shared; offset += 1) {
      const index = prefix + offset;
      this.diff(items[index]!, current[index], target[index], {
        kind: 'item',
        column,
        fallback: dashes[index]! + 1,
      });
    }
    for (let index = prefix + shared; index < prefix + oldMiddle; index += 1) {
      this.deleteLines(dashes[index]!, this.contentEnd(items[index], dashes[index]! + 1));
    }
    if (newMiddle > shared) {
      const next = prefix + shared;
      const at =
        next < items.length
          ? this.lineStart(dashes[next]!)
          : this.lineEndAfter(this.contentEnd(items[items.length - 1], seq.range[1]));
      const added = target.slice(next, prefix + newMiddle);
      const style =
        place.kind === 'pair' ? { ...this.style, indentSeq: column > place.column } : this.style;
      this.insertAt(at, added.map((value) => renderItem(style, value, column)).join(''));
    }
  }
}

type Place =
  | { kind: 'root' }
  | { kind: 'pair'; pair: Pair<Node, Node | null>; column: number }
  | { kind: 'item'; column: number; fallback: number };

function applySplices(text: string, splices: readonly Splice[]): string {
  // At one offset, the edit made first (the deeper one) must end up first in the text.
  const ordered = splices
    .map((splice, index) => ({ splice, index }))
    .sort((a, b) => b.splice.start - a.splice.start || b.index - a.index)
    .map(({ splice }) => splice);
  let result = text;
  let limit = Infinity;
  for (const splice of ordered) {
    if (splice.end > limit) throw new Unsupported('two edits overlap');
    result = result.slice(0, splice.start) + splice.text + result.slice(splice.end);
    limit = splice.start;
  }
  return result;
}

const usesAliases = (document: Document): boolean => {
  let found = false;
  visit(document, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
};

/** The documents of `text` as objects, or undefined when it does not parse cleanly. */
function objectsOf(text: string): unknown[] | undefined {
  const documents = parse(text);
  if (documents.some((document) => document.errors.length > 0)) return undefined;
  return documents.map(toJs);
}

/**
 * Edits `text` so that each document in `edits` parses to its mutated object. A document the
 * editor cannot change without touching other lines is left as it was, with the reason.
 */
export function editManifest(text: string, edits: readonly DocumentEdit[]): EditOutcome {
  const outcome: EditOutcome = { text, edited: [], failed: [], lines: new Map() };
  const documents = parse(text);
  const originals = documents.map(toJs);
  const style = detectStyle(text, documents);
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const proven: Splice[] = [];
  for (const edit of edits) {
    const fail = (reason: string) =>
      outcome.failed.push({ documentIndex: edit.documentIndex, reason });
    const document = documents[edit.documentIndex];
    if (!document || document.errors.length > 0) {
      fail('the file has no such YAML document, or it does not parse');
      continue;
    }
    const current = originals[edit.documentIndex];
    if (isObject(current) && current.kind === 'List' && edit.mutated.kind !== 'List') {
      fail('the object is an item of a `kind: List`');
      continue;
    }
    if (usesAliases(document)) {
      fail('the document uses YAML anchors and aliases');
      continue;
    }
    const target = targetOf(current, edit);
    if (isDeepStrictEqual(current, target)) continue;
    const editor = new DocumentEditor(text, style);
    try {
      editor.diff(document.contents as Node | null, current, target, { kind: 'root' });
      if (!provenAlone(text, document, editor.splices, target)) {
        throw new Unsupported('the edited text would not parse to the mutated object');
      }
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      fail(`cannot edit it in place: ${error.message}`);
      continue;
    }
    proven.push(...editor.splices);
    outcome.edited.push(edit.documentIndex);
    const range = document.range;
    outcome.lines.set(edit.documentIndex, { start: lineOf(range[0]), end: lineOf(range[2]) });
  }
  outcome.text = applySplices(text, proven);
  const wanted = originals.map(
    (value, index) =>
      (outcome.edited.includes(index) &&
        targetOf(
          value,
          edits.find((edit) => edit.documentIndex === index)!,
        )) ||
      value,
  );
  const objects = objectsOf(outcome.text);
  if (!objects || !isDeepStrictEqual(objects, wanted)) {
    throw new Error('editManifest: edits proven one by one do not combine');
  }
  return outcome;
}

/**
 * Whether the document's own text, with the splices, parses to `target`. Documents share no
 * text, so edits proven one document at a time combine (checked once more on the whole file).
 */
function provenAlone(
  text: string,
  document: Document,
  splices: readonly Splice[],
  target: unknown,
): boolean {
  const [start, , end] = document.range ?? [0, 0, text.length];
  if (splices.some((splice) => splice.start < start || splice.end > end)) return false;
  const shifted = splices.map((splice) => ({
    ...splice,
    start: splice.start - start,
    end: splice.end - start,
  }));
  const objects = objectsOf(applySplices(text.slice(start, end), shifted));
  return objects?.length === 1 && isDeepStrictEqual(objects[0], target);
}
