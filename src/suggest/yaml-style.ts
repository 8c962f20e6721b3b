/**
 * The layout a manifest file already uses (indent step, list style, preferred quote), and the
 * text of new YAML written in it. New keys and items are rendered by the `yaml` library with the
 * file's options, then shifted to the column where they go.
 */
import {
  Document,
  isMap,
  isScalar,
  isSeq,
  Scalar,
  visit,
  YAMLMap,
  YAMLSeq,
  type Document as YamlDocument,
  type Node,
} from 'yaml';

export interface FileStyle {
  indent: number;
  /** `key:\n  - item` (true) or `key:\n- item` (false). */
  indentSeq: boolean;
  singleQuote: boolean;
}

/** Turns an offset into its 0-based column. */
export const columnAt = (text: string, offset: number): number =>
  offset - (text.lastIndexOf('\n', offset - 1) + 1);

const mostCommon = (counts: Map<number, number>, fallback: number): number => {
  let best = fallback;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
};

/** Reads the file's own layout from every document; Kubernetes' common defaults otherwise. */
export function detectStyle(text: string, documents: readonly YamlDocument[]): FileStyle {
  const indents = new Map<number, number>();
  let indented = 0;
  let flush = 0;
  let single = 0;
  let double = 0;
  for (const document of documents) {
    visit(document, {
      Pair(_key, pair) {
        const key = pair.key as Node | null;
        const value = pair.value as Node | null;
        if (!isScalar(key) || !key.range || !value?.range) return;
        const keyColumn = columnAt(text, key.range[0]);
        if (isMap(value) && !value.flow && value.items[0]) {
          const first = value.items[0].key as Node | null;
          if (first?.range) {
            const step = columnAt(text, first.range[0]) - keyColumn;
            if (step > 0) indents.set(step, (indents.get(step) ?? 0) + 1);
          }
        }
        if (isSeq(value) && !value.flow && value.items.length > 0) {
          if (columnAt(text, value.range[0]) > keyColumn) indented += 1;
          else flush += 1;
        }
      },
      Scalar(_key, scalar) {
        if (scalar.type === Scalar.QUOTE_SINGLE) single += 1;
        if (scalar.type === Scalar.QUOTE_DOUBLE) double += 1;
      },
    });
  }
  return {
    indent: mostCommon(indents, 2),
    indentSeq: flush <= indented,
    singleQuote: single > double,
  };
}

/** How the old node looked, to keep its quoting or flow style in its replacement. */
export interface RenderHint {
  scalarType?: Scalar.Type | undefined;
  flow?: boolean;
}

function valueNode(document: Document, value: unknown, hint: RenderHint): unknown {
  const isCollection = typeof value === 'object' && value !== null;
  if (isCollection) {
    const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
    return hint.flow && !empty ? document.createNode(value, { flow: true }) : value;
  }
  const node = new Scalar(value);
  if (
    typeof value === 'string' &&
    (hint.scalarType === Scalar.QUOTE_DOUBLE || hint.scalarType === Scalar.QUOTE_SINGLE) &&
    !value.includes('\n')
  ) {
    node.type = hint.scalarType;
  }
  return node;
}

function render(style: FileStyle, contents: unknown): string {
  const document = new Document(null, { version: '1.1' });
  document.contents = document.createNode(contents) as never;
  return document.toString({
    indent: style.indent,
    indentSeq: style.indentSeq,
    // `false` would force double quotes even on a single-quoted scalar; null keeps its type.
    singleQuote: style.singleQuote ? true : null,
    lineWidth: 0,
    minContentWidth: 0,
  });
}

/** A whole document's contents, with no final newline. */
export function renderDocument(style: FileStyle, value: unknown): string {
  return render(style, value).replace(/\n$/, '');
}

/** `key: value` lines (ending in a newline), each shifted right by `column`. */
export function renderPair(style: FileStyle, key: string, value: unknown, column: number): string {
  const document = new Document(null, { version: '1.1' });
  const pairs = new YAMLMap<unknown, unknown>();
  pairs.set(key, valueNode(document, value, {}));
  return shift(render(style, pairs), column, true);
}

/** `- value` lines (ending in a newline), each shifted right by `column`. */
export function renderItem(style: FileStyle, value: unknown, column: number): string {
  const document = new Document(null, { version: '1.1' });
  const items = new YAMLSeq<unknown>();
  items.items.push(valueNode(document, value, {}));
  return shift(render(style, items), column, true);
}

/**
 * The text that follows `key:` (or `-`) for a new value: ` value` on the same line, or a newline
 * and the block, its lines shifted by `column`. No final newline: the old value's stays.
 */
export function renderValueAfter(
  style: FileStyle,
  value: unknown,
  hint: RenderHint,
  column: number,
  after: 'key' | 'dash',
): string {
  const document = new Document(null, { version: '1.1' });
  const node = valueNode(document, value, hint);
  let holder: YAMLMap<unknown, unknown> | YAMLSeq<unknown>;
  if (after === 'key') {
    holder = new YAMLMap<unknown, unknown>();
    holder.set('k', node);
  } else {
    holder = new YAMLSeq<unknown>();
    holder.items.push(node);
  }
  const text = render(style, holder).replace(/\n$/, '');
  const rest = text.slice(after === 'key' ? 2 : 1);
  const [first = '', ...more] = rest.split('\n');
  return [first, ...more.map((line) => (line === '' ? line : ' '.repeat(column) + line))].join(
    '\n',
  );
}

function shift(text: string, column: number, endsWithNewline: boolean): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const shifted = lines.map((line) => (line === '' ? line : ' '.repeat(column) + line)).join('\n');
  return endsWithNewline ? `${shifted}\n` : shifted;
}
