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
  /** JSON pointer of the whole path, with the keys as found in the object. */
  path: string;
  /** JSON pointer of the node found: the whole path, or its deepest part that exists. */
  found: string;
  /** True when the node of the whole path exists. */
  exact: boolean;
}

// `rule X failed at path /a/b/0/c/` (pattern rules; also once per `anyPattern` entry). Kyverno
// ends a path with `/`; a key holding spaces is cut there, which only makes the match shallower.
const FAILED_AT_PATH = /\bfailed at path (\/\S*)/;

/**
 * The path a Kyverno message names (`failed at path /spec/containers/0/image/`) split at `/`, or
 * undefined when it names none. Kyverno 1.19 does not escape `/` in keys
 * (`/metadata/annotations/example.com/owner/`), so a key may span several segments:
 * `locatePath` joins them again.
 */
export function messagePath(message: string): string[] | undefined {
  const match = FAILED_AT_PATH.exec(message);
  if (!match) return undefined;
  const segments = match[1]!.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return segments.length > 0 ? segments : undefined;
}

/** `['metadata', 'a/b']` as `/metadata/a~1b`. */
export function toPointer(keys: readonly string[]): string {
  return keys.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Where the node at `segments` starts in the source: the key of a map entry (`image:`), the
 * first line of a list item. When the path goes further than the object does, the deepest part
 * that exists (a missing label: the `labels:` key; no `labels:` either: the `metadata:` key).
 * A map key matches one segment, JSON-pointer escaped (`~1`, `~0`) or not, or else several
 * segments joined by `/`. Undefined when not even the first segment exists: the path is not
 * about this object (for example a `foreach` path, relative to a list element).
 */
export function locatePath(tree: YamlTree, segments: readonly string[]): PathPosition | undefined {
  let node: unknown = tree.node;
  let offset: number | undefined;
  const keys: string[] = [];
  let index = 0;
  while (index < segments.length) {
    const step = child(node, segments, index);
    if (!step) break;
    keys.push(step.key);
    offset = step.offset;
    node = step.node;
    index += step.used;
  }
  if (offset === undefined) return undefined;
  const position = tree.positionOf(offset);
  const rest = segments.slice(index).map(unescape);
  return {
    line: position.line,
    column: position.col,
    path: toPointer([...keys, ...rest]),
    found: toPointer(keys),
    exact: index === segments.length,
  };
}

/**
 * For a Helm template, whose fields are not YAML until rendered: the one line of `template` that
 * holds the key a path ends with (`image:` for `/spec/containers/0/image`), or undefined when
 * none or several do.
 */
export function templateKeyLine(
  template: string,
  segments: readonly string[],
): { line: number; column: number; path: string } | undefined {
  const key = [...segments].reverse().find((segment) => !/^\d+$/.test(segment));
  if (!key) return undefined;
  const escaped = unescape(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(\\s*(?:-\\s+)?)(["']?)${escaped}\\2\\s*:(\\s|$)`);
  const found = template.split(/\r?\n/).flatMap((text, index) => {
    const match = pattern.exec(text);
    return match ? [{ line: index + 1, column: match[1]!.length + 1 }] : [];
  });
  if (found.length !== 1) return undefined;
  return { ...found[0]!, path: toPointer(segments.map(unescape)) };
}

interface Step {
  node: unknown;
  offset: number;
  key: string;
  /** How many segments the step consumed. */
  used: number;
}

function child(node: unknown, segments: readonly string[], from: number): Step | undefined {
  const segment = segments[from]!;
  if (isMap(node)) {
    const entries = node.items.filter(isPair).flatMap((pair) => {
      const key = keyText(pair);
      const start = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
      return key === undefined || start === undefined ? [] : [{ key, start, value: pair.value }];
    });
    for (let end = from + 1; end <= segments.length; end += 1) {
      const raw = segments.slice(from, end).join('/');
      const entry =
        entries.find((candidate) => candidate.key === raw) ??
        entries.find((candidate) => candidate.key === unescape(raw));
      if (entry)
        return { node: entry.value, offset: entry.start, key: entry.key, used: end - from };
    }
    return undefined;
  }
  if (isSeq(node) && /^(0|[1-9]\d*)$/.test(segment)) {
    const item: unknown = node.items[Number(segment)];
    const start = isItemNode(item) ? item.range?.[0] : undefined;
    return start === undefined ? undefined : { node: item, offset: start, key: segment, used: 1 };
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
