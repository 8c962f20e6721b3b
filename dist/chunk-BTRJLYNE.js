import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_rfc6902
} from "./chunk-PPNBKED6.js";
import {
  require_util
} from "./chunk-KDNGC4DC.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/files/manifest-edits.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);

// src/suggest/edit-manifest.ts
var import_node_util2 = __toESM(require_util(), 1);
var import_rfc6902 = __toESM(require_rfc6902(), 1);
var import_yaml3 = __toESM(require_dist(), 1);

// src/suggest/document-editor.ts
var import_node_util = __toESM(require_util(), 1);
var import_yaml2 = __toESM(require_dist(), 1);

// src/suggest/yaml-style.ts
var import_yaml = __toESM(require_dist(), 1);
var columnAt = (text, offset) => offset - (text.lastIndexOf("\n", offset - 1) + 1);
var mostCommon = (counts, fallback) => {
  let best = fallback;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || count === bestCount && value < best) {
      best = value;
      bestCount = count;
    }
  }
  return best;
};
function detectStyle(text, documents) {
  const indents = /* @__PURE__ */ new Map();
  let indented = 0;
  let flush = 0;
  let single = 0;
  let double = 0;
  for (const document of documents) {
    (0, import_yaml.visit)(document, {
      Pair(_key, pair) {
        const key = pair.key;
        const value = pair.value;
        if (!(0, import_yaml.isScalar)(key) || !key.range || !value?.range) return;
        const keyColumn = columnAt(text, key.range[0]);
        if ((0, import_yaml.isMap)(value) && !value.flow && value.items[0]) {
          const first = value.items[0].key;
          if (first?.range) {
            const step = columnAt(text, first.range[0]) - keyColumn;
            if (step > 0) indents.set(step, (indents.get(step) ?? 0) + 1);
          }
        }
        if ((0, import_yaml.isSeq)(value) && !value.flow && value.items.length > 0) {
          if (columnAt(text, value.range[0]) > keyColumn) indented += 1;
          else flush += 1;
        }
      },
      Scalar(_key, scalar) {
        if (scalar.type === import_yaml.Scalar.QUOTE_SINGLE) single += 1;
        if (scalar.type === import_yaml.Scalar.QUOTE_DOUBLE) double += 1;
      }
    });
  }
  return {
    indent: mostCommon(indents, 2),
    indentSeq: flush <= indented,
    singleQuote: single > double
  };
}
function valueNode(document, value, hint) {
  const isCollection = typeof value === "object" && value !== null;
  if (isCollection) {
    const empty = Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
    return hint.flow && !empty ? document.createNode(value, { flow: true }) : value;
  }
  const node = new import_yaml.Scalar(value);
  if (typeof value === "string" && (hint.scalarType === import_yaml.Scalar.QUOTE_DOUBLE || hint.scalarType === import_yaml.Scalar.QUOTE_SINGLE) && !value.includes("\n")) {
    node.type = hint.scalarType;
  }
  return node;
}
function render(style, contents) {
  const document = new import_yaml.Document(null, { version: "1.1" });
  document.contents = document.createNode(contents);
  return document.toString({
    indent: style.indent,
    indentSeq: style.indentSeq,
    // `false` would force double quotes even on a single-quoted scalar; null keeps its type.
    singleQuote: style.singleQuote ? true : null,
    lineWidth: 0,
    minContentWidth: 0
  });
}
function renderDocument(style, value) {
  return render(style, value).replace(/\n$/, "");
}
function renderPair(style, key, value, column) {
  const document = new import_yaml.Document(null, { version: "1.1" });
  const pairs = new import_yaml.YAMLMap();
  pairs.set(key, valueNode(document, value, {}));
  return shift(render(style, pairs), column, true);
}
function renderItem(style, value, column) {
  const document = new import_yaml.Document(null, { version: "1.1" });
  const items = new import_yaml.YAMLSeq();
  items.items.push(valueNode(document, value, {}));
  return shift(render(style, items), column, true);
}
function renderValueAfter(style, value, hint, column, after) {
  const document = new import_yaml.Document(null, { version: "1.1" });
  const node = valueNode(document, value, hint);
  let holder;
  if (after === "key") {
    holder = new import_yaml.YAMLMap();
    holder.set("k", node);
  } else {
    holder = new import_yaml.YAMLSeq();
    holder.items.push(node);
  }
  const text = render(style, holder).replace(/\n$/, "");
  const rest = text.slice(after === "key" ? 2 : 1);
  const [first = "", ...more] = rest.split("\n");
  return [first, ...more.map((line) => line === "" ? line : " ".repeat(column) + line)].join(
    "\n"
  );
}
function shift(text, column, endsWithNewline) {
  const lines = text.replace(/\n$/, "").split("\n");
  const shifted = lines.map((line) => line === "" ? line : " ".repeat(column) + line).join("\n");
  return endsWithNewline ? `${shifted}
` : shifted;
}

// src/suggest/document-editor.ts
var Unsupported = class extends Error {
};
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var DocumentEditor = class {
  constructor(text, style) {
    this.text = text;
    this.style = style;
  }
  text;
  style;
  splices = [];
  /** Offset of the end of the line holding `offset - 1` (after its newline). */
  lineEndAfter(offset) {
    if (offset > 0 && this.text[offset - 1] === "\n") return offset;
    const newline = this.text.indexOf("\n", offset);
    return newline < 0 ? this.text.length : newline + 1;
  }
  lineStart(offset) {
    return this.text.lastIndexOf("\n", offset - 1) + 1;
  }
  /** Whether only spaces precede `offset` on its line. */
  startsLine(offset) {
    return this.text.slice(this.lineStart(offset), offset).trim() === "";
  }
  /** End of a value's last character, trailing newlines and spaces excluded. */
  contentEnd(node, fallback) {
    if (!node?.range) return fallback;
    if ((0, import_yaml2.isMap)(node) && !node.flow && node.items.length > 0) {
      const last = node.items[node.items.length - 1];
      return this.contentEnd(last.value, last.key.range?.[1] ?? fallback);
    }
    if ((0, import_yaml2.isSeq)(node) && !node.flow && node.items.length > 0) {
      return this.contentEnd(node.items[node.items.length - 1], node.range[1]);
    }
    let end = node.range[1];
    while (end > node.range[0] && /\s/.test(this.text[end - 1] ?? "")) end -= 1;
    return end;
  }
  insertAt(offset, lines) {
    const needsNewline = offset === this.text.length && !this.text.endsWith("\n");
    this.splices.push({ start: offset, end: offset, text: needsNewline ? `
${lines}` : lines });
  }
  deleteLines(first, lastEnd) {
    this.splices.push({ start: this.lineStart(first), end: this.lineEndAfter(lastEnd), text: "" });
  }
  diff(node, current, target, place) {
    if ((0, import_node_util.isDeepStrictEqual)(current, target)) return;
    if ((0, import_yaml2.isAlias)(node)) throw new Unsupported("the document uses YAML aliases");
    if ((0, import_yaml2.isMap)(node) && !node.flow && node.items.length > 0 && isObject(current) && isObject(target)) {
      if (Object.keys(target).length > 0) return this.diffMap(node, current, target, place);
    }
    if ((0, import_yaml2.isSeq)(node) && !node.flow && node.items.length > 0 && Array.isArray(current)) {
      if (Array.isArray(target) && target.length > 0) {
        return this.diffSeq(node, current, target, place);
      }
    }
    this.replace(node, target, place);
  }
  replace(node, target, place) {
    const hint = {
      scalarType: (0, import_yaml2.isScalar)(node) ? node.type : void 0,
      flow: ((0, import_yaml2.isMap)(node) || (0, import_yaml2.isSeq)(node)) && node.flow === true && node.items.length > 0
    };
    if (place.kind === "root") {
      if (!node?.range) throw new Unsupported("the document is empty");
      const end2 = this.contentEnd(node, node.range[1]);
      this.splices.push({ start: node.range[0], end: end2, text: renderDocument(this.style, target) });
      return;
    }
    const start = place.kind === "pair" ? this.colonAfter(place.pair) : this.dashBefore(node, place);
    const end = Math.max(start, this.contentEnd(node, start));
    const between = this.text.slice(start, node?.range ? node.range[0] : end);
    if (between.includes("#")) throw new Unsupported("a comment sits between a key and its value");
    this.splices.push({
      start,
      end,
      text: renderValueAfter(
        this.style,
        target,
        hint,
        place.column,
        place.kind === "pair" ? "key" : "dash"
      )
    });
  }
  colonAfter(pair) {
    const keyEnd = pair.key.range?.[1];
    if (keyEnd === void 0) throw new Unsupported("a key has no position");
    const colon = this.text.indexOf(":", keyEnd);
    if (colon < 0) throw new Unsupported("a key has no colon");
    return colon + 1;
  }
  dashBefore(node, place) {
    const from = node?.range?.[0] ?? (place.kind === "item" ? place.fallback : 0);
    const dash = this.text.lastIndexOf("-", from - 1);
    if (dash < 0) throw new Unsupported("a list item has no dash");
    return dash + 1;
  }
  diffMap(map, current, target, place) {
    const pairs = map.items;
    const first = pairs[0].key.range;
    if (!first) throw new Unsupported("a key has no position");
    const column = columnAt(this.text, first[0]);
    const keys = pairs.map((pair) => {
      if (!(0, import_yaml2.isScalar)(pair.key)) throw new Unsupported("a key is not a plain value");
      return String(pair.key.value);
    });
    if (new Set(keys).size !== keys.length || keys.includes("<<")) {
      throw new Unsupported("the document repeats a key or uses a merge key");
    }
    const removed = pairs.filter((_, index) => !(keys[index] in target));
    if (removed.some((pair) => !this.startsLine(pair.key.range[0]))) {
      return this.replace(map, target, place);
    }
    pairs.forEach((pair, index) => {
      const key = keys[index];
      if (!(key in target)) {
        this.deleteLines(pair.key.range[0], this.contentEnd(pair.value, pair.key.range[1]));
      } else {
        this.diff(pair.value, current[key], target[key], { kind: "pair", pair, column });
      }
    });
    const added = Object.keys(target).filter((key) => !keys.includes(key));
    if (added.length === 0) return;
    const last = pairs[pairs.length - 1];
    const at = this.lineEndAfter(this.contentEnd(last.value, last.key.range[1]));
    const style = place.kind === "pair" && column > place.column ? { ...this.style, indent: column - place.column } : this.style;
    this.insertAt(at, added.map((key) => renderPair(style, key, target[key], column)).join(""));
  }
  diffSeq(seq, current, target, place) {
    const items = seq.items;
    if (!seq.range || items.length !== current.length) {
      throw new Unsupported("a list has items without a position");
    }
    const dashes = items.map((item) => {
      if (!item?.range) throw new Unsupported("a list item is empty");
      const dash = this.text.lastIndexOf("-", item.range[0] - 1);
      if (dash < 0 || !this.startsLine(dash)) throw new Unsupported("a list is nested in a list");
      return dash;
    });
    const column = columnAt(this.text, dashes[0]);
    let prefix = 0;
    while (prefix < Math.min(current.length, target.length) && (0, import_node_util.isDeepStrictEqual)(current[prefix], target[prefix])) {
      prefix += 1;
    }
    let suffix = 0;
    while (suffix < Math.min(current.length, target.length) - prefix && (0, import_node_util.isDeepStrictEqual)(current[current.length - 1 - suffix], target[target.length - 1 - suffix])) {
      suffix += 1;
    }
    const oldMiddle = current.length - suffix - prefix;
    const newMiddle = target.length - suffix - prefix;
    const shared = Math.min(oldMiddle, newMiddle);
    for (let offset = 0; offset < shared; offset += 1) {
      const index = prefix + offset;
      this.diff(items[index], current[index], target[index], {
        kind: "item",
        column,
        fallback: dashes[index] + 1
      });
    }
    for (let index = prefix + shared; index < prefix + oldMiddle; index += 1) {
      this.deleteLines(dashes[index], this.contentEnd(items[index], dashes[index] + 1));
    }
    if (newMiddle > shared) {
      const next = prefix + shared;
      const at = next < items.length ? this.lineStart(dashes[next]) : this.lineEndAfter(this.contentEnd(items[items.length - 1], seq.range[1]));
      const added = target.slice(next, prefix + newMiddle);
      const style = place.kind === "pair" ? { ...this.style, indentSeq: column > place.column } : this.style;
      this.insertAt(at, added.map((value) => renderItem(style, value, column)).join(""));
    }
  }
};
function applySplices(text, splices) {
  const ordered = splices.map((splice, index) => ({ splice, index })).sort((a, b) => b.splice.start - a.splice.start || b.index - a.index).map(({ splice }) => splice);
  let result = text;
  let limit = Infinity;
  for (const splice of ordered) {
    if (splice.end > limit) throw new Unsupported("two edits overlap");
    result = result.slice(0, splice.start) + splice.text + result.slice(splice.end);
    limit = splice.start;
  }
  return result;
}

// src/suggest/edit-manifest.ts
var parse = (text) => (0, import_yaml3.parseAllDocuments)(text, { version: "1.1" });
var toJs = (document) => document.toJS({ maxAliasCount: -1 });
function targetOf(current, edit) {
  const copy = structuredClone(current);
  const errors = (0, import_rfc6902.applyPatch)(copy, structuredClone(edit.patch));
  return errors.every((error) => error === null) ? copy : edit.mutated;
}
var usesAliases = (document) => {
  let found = false;
  (0, import_yaml3.visit)(document, {
    Alias() {
      found = true;
      return import_yaml3.visit.BREAK;
    }
  });
  return found;
};
function objectsOf(text) {
  const documents = parse(text);
  if (documents.some((document) => document.errors.length > 0)) return void 0;
  return documents.map(toJs);
}
function editManifest(text, edits) {
  const outcome = { text, edited: [], failed: [], lines: /* @__PURE__ */ new Map() };
  const documents = parse(text);
  const originals = documents.map(toJs);
  const style = detectStyle(text, documents);
  const lineStarts = [0];
  for (let index = text.indexOf("\n"); index >= 0; index = text.indexOf("\n", index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const proven = [];
  for (const edit of edits) {
    const fail = (reason) => outcome.failed.push({ documentIndex: edit.documentIndex, reason });
    const document = documents[edit.documentIndex];
    if (!document || document.errors.length > 0) {
      fail("the file has no such YAML document, or it does not parse");
      continue;
    }
    const current = originals[edit.documentIndex];
    if (isObject(current) && current.kind === "List" && edit.mutated.kind !== "List") {
      fail("the object is an item of a `kind: List`");
      continue;
    }
    if (usesAliases(document)) {
      fail("the document uses YAML anchors and aliases");
      continue;
    }
    const target = targetOf(current, edit);
    if ((0, import_node_util2.isDeepStrictEqual)(current, target)) continue;
    const editor = new DocumentEditor(text, style);
    try {
      editor.diff(document.contents, current, target, { kind: "root" });
      if (!provenAlone(text, document, editor.splices, target)) {
        throw new Unsupported("the edited text would not parse to the mutated object");
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
    (value, index) => outcome.edited.includes(index) && targetOf(
      value,
      edits.find((edit) => edit.documentIndex === index)
    ) || value
  );
  const objects = objectsOf(outcome.text);
  if (!objects || !(0, import_node_util2.isDeepStrictEqual)(objects, wanted)) {
    const reason = "cannot edit it in place: the edits of its documents do not combine";
    return {
      text,
      edited: [],
      failed: [
        ...outcome.failed,
        ...outcome.edited.map((documentIndex) => ({ documentIndex, reason }))
      ],
      lines: /* @__PURE__ */ new Map()
    };
  }
  return outcome;
}
function provenAlone(text, document, splices, target) {
  const [start, , end] = document.range ?? [0, 0, text.length];
  if (splices.some((splice) => splice.start < start || splice.end > end)) return false;
  const shifted = splices.map((splice) => ({
    ...splice,
    start: splice.start - start,
    end: splice.end - start
  }));
  const objects = objectsOf(applySplices(text.slice(start, end), shifted));
  return objects?.length === 1 && (0, import_node_util2.isDeepStrictEqual)(objects[0], target);
}

// src/files/manifest-edits.ts
function fileMutations(mutations) {
  const byFile = /* @__PURE__ */ new Map();
  for (const mutation of mutations) {
    if (mutation.render || mutation.documentIndex === void 0) continue;
    byFile.set(mutation.file, [...byFile.get(mutation.file) ?? [], mutation]);
  }
  return byFile;
}
async function editFiles(workspace, mutations, read = (file) => (0, import_promises.readFile)(file, "utf8")) {
  const files = [];
  const failed = [];
  for (const [file, entries] of fileMutations(mutations)) {
    let before;
    try {
      before = await read(import_node_path.default.resolve(workspace, file));
    } catch (error) {
      const reason = `the file cannot be read (${error.message})`;
      failed.push({ path: file, reason, makers: entries.flatMap((entry) => entry.makers) });
      continue;
    }
    const outcome = editManifest(
      before,
      entries.map((entry) => ({
        documentIndex: entry.documentIndex,
        patch: entry.patch,
        mutated: entry.mutated
      }))
    );
    for (const { documentIndex, reason } of outcome.failed) {
      const entry = entries.find((candidate) => candidate.documentIndex === documentIndex);
      failed.push({
        path: file,
        reason,
        makers: entry?.makers ?? [],
        ...entry && { resource: entry.resource }
      });
    }
    if (outcome.edited.length > 0) {
      files.push({
        path: file,
        before,
        after: outcome.text,
        mutations: entries,
        documents: outcome.lines
      });
    }
  }
  return { files, failed };
}

export {
  fileMutations,
  editFiles
};
//# sourceMappingURL=chunk-BTRJLYNE.js.map
