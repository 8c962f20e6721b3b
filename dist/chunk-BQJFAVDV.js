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
var COMMENT_WITHOUT_SPACE = /\S#/;
var hasLongLine = (text) => text.split("\n").some((line) => line.length > 1024);
var sameKey = (a, b) => a === b || (0, import_yaml.isScalar)(a) && (0, import_yaml.isScalar)(b) && a.value === b.value;
function mayFailStrictly(document, text) {
  let found = false;
  (0, import_yaml.visit)(document, {
    Map: (_key, map) => {
      const keys = map.items.map((pair) => pair.key);
      found = keys.some((key, index) => keys.findIndex((prior) => sameKey(prior, key)) < index);
      return found ? import_yaml.visit.BREAK : void 0;
    },
    Seq: (_key, seq) => {
      const range = seq.range;
      found = Boolean(seq.flow && range && /[\n\r]/.test(text.slice(range[0], range[1])));
      return found ? import_yaml.visit.BREAK : void 0;
    }
  });
  return found;
}
function strictlyParsedYaml(text) {
  if (!COMMENT_WITHOUT_SPACE.test(text) && !hasLongLine(text)) {
    const shared = parsedYaml(text);
    if (!shared.documents.some((document) => mayFailStrictly(document, text))) return shared;
  }
  const lineCounter = new import_yaml.LineCounter();
  const parsed = (0, import_yaml.parseAllDocuments)(text, { lineCounter });
  return { documents: Array.isArray(parsed) ? parsed : [], lineCounter };
}

export {
  parsedYaml,
  listedStrings,
  strictlyParsedYaml
};
//# sourceMappingURL=chunk-BQJFAVDV.js.map
