import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/documents/parsed-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
var KEPT_TEXT = 8 * 2 ** 20;
var kept = /* @__PURE__ */ new Map();
var keptText = 0;
function parsedYaml(text) {
  const hit = kept.get(text);
  if (hit) return hit;
  const lineCounter = new import_yaml.LineCounter();
  const parsed = (0, import_yaml.parseAllDocuments)(text, { lineCounter, uniqueKeys: false, strict: false });
  const result = { documents: Array.isArray(parsed) ? parsed : [], lineCounter };
  if (text.length <= KEPT_TEXT) {
    kept.set(text, result);
    keptText += text.length;
    for (const oldest of kept.keys()) {
      if (keptText <= KEPT_TEXT) break;
      kept.delete(oldest);
      keptText -= oldest.length;
    }
  }
  return result;
}
function listedStrings(document, key) {
  const contents = document.contents;
  const list = (0, import_yaml.isMap)(contents) ? contents.get(key, true) : void 0;
  if (!(0, import_yaml.isSeq)(list)) return [];
  return list.items.flatMap(
    (item) => (0, import_yaml.isScalar)(item) && typeof item.value === "string" && item.value.trim() !== "" ? [item.value.trim()] : []
  );
}

export {
  parsedYaml,
  listedStrings
};
//# sourceMappingURL=chunk-LGNHISPH.js.map
