/**
 * `yaml`'s documents, with the start of every node, read by js-yaml: about four times less CPU
 * than `parseAllDocuments`, whose lexer is most of the node process's own work while Kyverno runs
 * (the test and policy files of a check are parsed with positions for the coverage, the catalog,
 * the deprecation check and the result lines). js-yaml reports where each node opens and closes
 * (its `listener`); the nodes are rebuilt from those events as `yaml`'s own classes, so readers
 * keep `yaml`'s API. Only plain YAML is read this way: a text with an anchor, an alias, a tag, an
 * explicit key, a merge key or a byte-order mark, or one js-yaml rejects, or whose events do not
 * match the values read, gets undefined, and the caller parses it with `yaml`.
 */
import { CORE_SCHEMA, loadAll, type State } from 'js-yaml';
import { Document, LineCounter, Pair, Scalar, YAMLMap, YAMLSeq, type Node } from 'yaml';

interface Frame {
  /** js-yaml's position when the node opened: before the separation space of a value. */
  open: number;
  children: Built[];
}

interface Built {
  node: Node | null;
  /** What js-yaml read for this node, to check the rebuilt tree against. */
  result: unknown;
  kind: string | null;
}

/** Thrown inside the listener to stop reading a text this reader leaves to `yaml`. */
class NotPlain extends Error {}

const SPACE = new Set([' ', '\t', '\n', '\r']);

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (text[at] === ' ' || text[at] === '\t') at++;
  return at;
}

/** The offset of the node's first character: past spaces, line breaks and comments. */
function contentStart(text: string, from: number): number {
  let at = from;
  for (;;) {
    while (at < text.length && SPACE.has(text[at]!)) at++;
    if (text[at] !== '#') return at;
    while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at++;
  }
}

function range(node: Node, start: number, end: number): Node {
  node.range = [start, end, end];
  return node;
}

/** A `[…]` or `{…}` collection, as `yaml` marks it. */
function flowMarked(collection: YAMLMap | YAMLSeq, text: string, start: number): Node {
  if (text[start] === '[' || text[start] === '{') collection.flow = true;
  return collection;
}

function scalarNode(result: unknown, start: number, end: number): Node {
  return range(new Scalar(result), start, end);
}

function mapNode(text: string, entries: Built[], result: object, start: number, end: number): Node {
  const values = result as Record<string, unknown>;
  // A mapping ended by a document marker tried to read one more key there, and found nothing.
  const children =
    entries.length % 2 === 1 && entries.at(-1)!.kind === null ? entries.slice(0, -1) : entries;
  if (children.length !== 2 * Object.keys(values).length) throw new NotPlain();
  const map = new YAMLMap();
  for (let index = 0; index < children.length; index += 2) {
    const key = children[index]!;
    const value = children[index + 1]!;
    if (key.kind !== 'scalar' || key.result === '<<' || key.result === null) throw new NotPlain();
    if (!Object.is(values[String(key.result)], value.result)) throw new NotPlain();
    map.items.push(new Pair(key.node, value.node));
  }
  return range(flowMarked(map, text, start), start, end);
}

function seqNode(
  text: string,
  children: Built[],
  result: unknown[],
  start: number,
  end: number,
): Node {
  if (children.length !== result.length) throw new NotPlain();
  const seq = new YAMLSeq();
  children.forEach((child, index) => {
    if (!Object.is(child.result, result[index])) throw new NotPlain();
    seq.items.push(child.node);
  });
  return range(flowMarked(seq, text, start), start, end);
}

/** The node js-yaml just closed, rebuilt from its frame. */
function closed(text: string, frame: Frame, state: State): Built {
  // js-yaml's types say a string; an empty node closes with null.
  const kind = state.kind as string | null;
  const result: unknown = state.result;
  const only = frame.children.length === 1 ? frame.children[0]! : undefined;
  // A block mapping's reader composes a key first; a node that is not a mapping keeps it.
  if (only && only.kind === kind && Object.is(only.result, result)) return only;
  const start = contentStart(text, frame.open);
  const first = text[start];
  if (
    first === '&' ||
    first === '*' ||
    first === '!' ||
    (first === '?' && SPACE.has(text[start + 1] ?? ' '))
  ) {
    throw new NotPlain();
  }
  const end = state.position;
  if (kind === null) {
    // `yaml` places an empty value where the line's spaces after its key end.
    const at = skipSpaces(text, frame.open);
    return { node: scalarNode(null, at, at), result: null, kind };
  }
  if (kind === 'scalar') {
    if (frame.children.length > 0) throw new NotPlain();
    return { node: scalarNode(result, start, end), result, kind };
  }
  if (kind === 'sequence' && Array.isArray(result)) {
    return { node: seqNode(text, frame.children, result, start, end), result, kind };
  }
  if (kind === 'mapping' && typeof result === 'object' && result !== null) {
    return { node: mapNode(text, frame.children, result, start, end), result, kind };
  }
  throw new NotPlain();
}

function newlines(text: string): LineCounter {
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    lineCounter.addNewLine(at + 1);
  }
  return lineCounter;
}

/** The documents of a plain YAML text, as `parseAllDocuments` would give them, or undefined. */
export function fastParsedYaml(
  text: string,
): { documents: Document.Parsed[]; lineCounter: LineCounter } | undefined {
  if (text.charCodeAt(0) === 0xfeff) return undefined;
  const stack: Frame[] = [];
  const roots: { built: Built; end: number }[] = [];
  const listener = (event: 'open' | 'close', state: State): void => {
    if (event === 'open') {
      stack.push({ open: state.position, children: [] });
      return;
    }
    const frame = stack.pop()!;
    const built = closed(text, frame, state);
    const parent = stack.at(-1);
    if (parent) parent.children.push(built);
    else roots.push({ built, end: state.position });
  };
  let values: unknown[];
  try {
    values = loadAll(text, undefined, { schema: CORE_SCHEMA, listener });
  } catch {
    return undefined;
  }
  if (values.length !== roots.length) return undefined;
  const documents: Document.Parsed[] = [];
  let from = 0;
  for (const [index, { built, end }] of roots.entries()) {
    if (!Object.is(built.result, values[index])) return undefined;
    const first = contentStart(text, from);
    from = end;
    if (text.startsWith('...', first) || text[first] === '%') return undefined;
    const marker = text.startsWith('---', first) && SPACE.has(text[first + 3] ?? ' ');
    // `yaml` counts an empty document only where a `---` opens it.
    const empty = built.kind === null;
    if (empty && !marker) continue;
    const contents = empty ? scalarNode(null, skipSpaces(text, first + 3), end) : built.node!;
    const document = new Document() as Document.Parsed;
    document.contents = contents as Document.Parsed['contents'];
    document.range = [marker ? first : contents.range![0], end, end];
    documents.push(document);
  }
  return { documents, lineCounter: newlines(text) };
}
