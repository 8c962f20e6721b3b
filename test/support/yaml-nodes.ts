/**
 * Where a field of a manifest's object is, computed for tests independently of src/locate:
 * every map key and list item of the object gets its JSON pointer from the ancestors that
 * `yaml`'s visitor reports, and a path is looked up from its longest prefix down.
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, visit } from 'yaml';
import type { Node } from 'yaml';
import type { PolicyResult } from '../../src/model/result.js';

const unescape = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The objects of a manifest file (documents, and items of `kind: List`). */
function objectsOf(text: string): { node: Node; lines: LineCounter }[] {
  const lines = new LineCounter();
  const objects: { node: Node; lines: LineCounter }[] = [];
  for (const document of parseAllDocuments(text, { lineCounter: lines, version: '1.1' })) {
    const contents = document.contents;
    if (!isMap(contents)) continue;
    const items = contents.get('items');
    if ((contents.toJSON() as { kind?: unknown }).kind === 'List' && isSeq(items)) {
      for (const item of items.items) if (isMap(item)) objects.push({ node: item, lines });
    } else objects.push({ node: contents, lines });
  }
  return objects;
}

/**
 * Path -> 1-based line of every key and list item below `node`. Paths are keys joined by `/`
 * unescaped, the way Kyverno writes them (`/metadata/annotations/example.com/owner`).
 */
function pointerLines(node: Node, lines: LineCounter): Map<string, number> {
  const table = new Map<string, number>();
  const pointerOf = (ancestors: readonly unknown[], last: unknown): string => {
    const chain = [...ancestors, last];
    let pointer = '';
    for (let i = 1; i < chain.length; i += 1) {
      const parent = chain[i - 1];
      const current = chain[i];
      if (isPair(current) && isScalar(current.key)) pointer += `/${String(current.key.value)}`;
      else if (isSeq(parent)) pointer += `/${parent.items.indexOf(current as never)}`;
    }
    return pointer;
  };
  visit(node, {
    Pair(_, pair, ancestors) {
      if (isScalar(pair.key) && pair.key.range) {
        table.set(pointerOf(ancestors, pair), lines.linePos(pair.key.range[0]).line);
      }
    },
    Node(_, item, ancestors) {
      const parent = ancestors.at(-1);
      if (isSeq(parent) && item.range) {
        table.set(pointerOf(ancestors, item), lines.linePos(item.range[0]).line);
      }
    },
  });
  return table;
}

/**
 * The line a result about `segments` belongs on: the deepest existing prefix of the path in the
 * object declaring the result's resource; undefined when no prefix exists in it.
 */
export function expectedPathLine(
  text: string,
  result: PolicyResult,
  segments: readonly string[],
): number | undefined {
  const owner = objectsOf(text).find(({ node }) => {
    const object = node.toJSON() as { kind?: string; metadata?: { name?: string } };
    return object.kind === result.resource.kind && object.metadata?.name === result.resource.name;
  });
  if (!owner) throw new Error(`no object declares ${JSON.stringify(result.resource)}`);
  const table = pointerLines(owner.node, owner.lines);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const prefix = segments.slice(0, depth);
    const line =
      table.get(`/${prefix.join('/')}`) ?? table.get(`/${prefix.map(unescape).join('/')}`);
    if (line !== undefined) return line;
  }
  return undefined;
}
