/**
 * The splices that turn one document's text into its mutated object: values rewritten where they
 * stand, keys and list items added or removed as whole lines, in the file's own layout. The
 * caller (edit-manifest.ts) proves the result by parsing it.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import {
  columnAt,
  renderDocument,
  renderItem,
  renderPair,
  renderValueAfter,
  type FileStyle,
  type RenderHint,
} from './yaml-style.js';

export interface Splice {
  start: number;
  end: number;
  text: string;
}

/** A change the editor will not make in place; its message is the reason. */
export class Unsupported extends Error {}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class DocumentEditor {
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

export function applySplices(text: string, splices: readonly Splice[]): string {
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
