import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/documents/yaml-path.ts
var import_yaml = __toESM(require_dist(), 1);
var FAILED_AT_PATH = /\bfailed at path (\/\S*)/;
function messagePath(message) {
  const match = FAILED_AT_PATH.exec(message);
  if (!match) return void 0;
  const segments = match[1].split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  return segments.length > 0 ? segments : void 0;
}
function toPointer(keys) {
  return keys.map((key) => `/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
var unescape = (segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~");
function locatePath(tree, segments) {
  let node = tree.node;
  let offset;
  const keys = [];
  let index = 0;
  while (index < segments.length) {
    const step = child(node, segments, index);
    if (!step) break;
    keys.push(step.key);
    offset = step.offset;
    node = step.node;
    index += step.used;
  }
  if (offset === void 0) return void 0;
  const position = tree.positionOf(offset);
  const rest = segments.slice(index).map(unescape);
  return {
    line: position.line,
    column: position.col,
    path: toPointer([...keys, ...rest]),
    found: toPointer(keys),
    exact: index === segments.length
  };
}
function templateKeyLine(template, segments) {
  const key = [...segments].reverse().find((segment) => !/^\d+$/.test(segment));
  if (!key) return void 0;
  const escaped = unescape(key).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^(\\s*(?:-\\s+)?)(["']?)${escaped}\\2\\s*:(\\s|$)`);
  const found = template.split(/\r?\n/).flatMap((text, index) => {
    const match = pattern.exec(text);
    return match ? [{ line: index + 1, column: match[1].length + 1 }] : [];
  });
  if (found.length !== 1) return void 0;
  return { ...found[0], path: toPointer(segments.map(unescape)) };
}
function child(node, segments, from) {
  const segment = segments[from];
  if ((0, import_yaml.isMap)(node)) {
    const entries = node.items.filter(import_yaml.isPair).flatMap((pair) => {
      const key = keyText(pair);
      const start = (0, import_yaml.isScalar)(pair.key) ? pair.key.range?.[0] : void 0;
      return key === void 0 || start === void 0 ? [] : [{ key, start, value: pair.value }];
    });
    for (let end = from + 1; end <= segments.length; end += 1) {
      const raw = segments.slice(from, end).join("/");
      const entry = entries.find((candidate) => candidate.key === raw) ?? entries.find((candidate) => candidate.key === unescape(raw));
      if (entry)
        return { node: entry.value, offset: entry.start, key: entry.key, used: end - from };
    }
    return void 0;
  }
  if ((0, import_yaml.isSeq)(node) && /^(0|[1-9]\d*)$/.test(segment)) {
    const item = node.items[Number(segment)];
    const start = isItemNode(item) ? item.range?.[0] : void 0;
    return start === void 0 ? void 0 : { node: item, offset: start, key: segment, used: 1 };
  }
  return void 0;
}
function keyText(pair) {
  if (!(0, import_yaml.isScalar)(pair.key)) return void 0;
  const value = pair.key.value;
  return value === null || typeof value === "object" ? void 0 : String(value);
}
function isItemNode(item) {
  return typeof item === "object" && item !== null && "range" in item;
}

export {
  messagePath,
  locatePath,
  templateKeyLine
};
//# sourceMappingURL=chunk-V5MRDQDJ.js.map
