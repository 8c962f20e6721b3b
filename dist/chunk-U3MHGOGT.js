import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/render/rendered.ts
var import_yaml = __toESM(require_dist(), 1);
var NO_TREE = {
  node: new import_yaml.YAMLMap(),
  positionOf: () => ({ line: 1, col: 1 })
};
function kindLine(text, kind) {
  const escaped = kind.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^(\\s*)kind:\\s*(["']?)${escaped}\\2\\s*(#.*)?$`);
  const found = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const match = pattern.exec(line);
    if (match) found.push({ line: index + 1, column: match[1].length + 1 });
  });
  const top = found.filter((entry) => entry.column === 1);
  if (top.length === 1) return top[0];
  return top.length === 0 && found.length === 1 ? found[0] : void 0;
}
function lineCount(text) {
  return Math.max(1, text.replace(/\r?\n$/, "").split(/\r?\n/).length);
}
function lineMentioning(text, needle) {
  if (needle === "") return void 0;
  const index = text.split(/\r?\n/).findIndex((line) => line.includes(needle));
  return index < 0 ? void 0 : index + 1;
}

export {
  NO_TREE,
  kindLine,
  lineCount,
  lineMentioning
};
//# sourceMappingURL=chunk-U3MHGOGT.js.map
