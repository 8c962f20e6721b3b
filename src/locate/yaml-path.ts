import { isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Node, Pair } from 'yaml';

/** Turns an offset into the source into a 1-based line and column. */
export type PositionOf = (offset: number) => { line: number; col: number };

/** A Kubernetes object's YAML node (a document, or a List item) and how to find its lines. */
export interface YamlTree {
  node: Node;
  positionOf: PositionOf;
}

export interface PathPosition {
  line: number;
  column: number;
  /** JSON pointer of the node found: the whole path, or its deepest part that exists. */
  path: string;
  /** True when the node of the whole path exists. */
  exact: boolean;
}

// `rule X failed at path /a/b/0/c/` (pattern rules; also once per `anyPattern` entry). Kyverno
// ends a path with `/`; a key holding spaces is cut there, which only makes the match shallower.
const FAILED_AT_PATH = /\bfailed at path (\/\S*)/;

/**
 * The JSON pointer a Kyverno message names (`failed at path /spec/containers/0/image/`), split
 * into unescaped segments (`~1` is `/`, `~0` is `~`), or undefined when it names none.
 */
export function messagePath(message: string): string[] | undefined {
  const match = FAILED_AT_PATH.exec(message);
  if (!match) return undefined;
  const segments = match[1]!.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return segments.map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `['metadata', 'a/b']` as `/metadata/a~1b`. */
export function toPointer(segments: readonly string[]): string {
  return segments.map((segment) => `/${segment.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Where the node at `segments` starts in the source: the key of a map entry (`image:`), the
 * `-` of a list item. When the path goes further than the object does, the deepest part
 * that exists (a missing label: the `labels:` key; no `labels:` either: the `metadata:` key).
 * Undefined when not even the first segment exists: the path is not about this object.
 */
export function locatePath(tree: YamlTree, segments: readonly string[]): PathPosition | undefined {
  let node: unknown = tree.node;
  let found: { offset: number; depth: number } | undefined;
  for (const [depth, segment] of segments.entries()) {
    const step = child(node, segment);
    if (!step) break;
    found = { offset: step.offset, depth: depth + 1 };
    node = step.node;
  }
  if (!found) return undefined;
  const position = tree.positionOf(found.offset);
  return {
    line: position.line,
    column: position.col,
    path: toPointer(segments.slice(0, found.depth)),
    exact: found.depth === segments.length,
  };
}

interface Step {
  node: unknown;
  offset: number;
}

function child(node: unknown, segment: string): Step | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item): item is Pair => isPair(item) && keyText(item) === segment);
    const start = pair && isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    return pair && start !== undefined ? { node: pair.value, offset: start } : undefined;
  }
  if (isSeq(node) && /^(0|[1-9]\d*)$/.test(segment)) {
    const item: unknown = node.items[Number(segment)];
    const start = isItemNode(item) ? item.range?.[0] : undefined;
    return start !== undefined ? { node: item, offset: start } : undefined;
  }
  return undefined;
}

function keyText(pair: Pair): string | undefined {
  if (!isScalar(pair.key)) return undefined;
  const value = pair.key.value;
  return value === null || typeof value === 'object' ? undefined : String(value);
}

function isItemNode(item: unknown): item is { range?: [number, number, number] | null } {
  return typeof item === 'object' && item !== null && 'range' in item;
}
