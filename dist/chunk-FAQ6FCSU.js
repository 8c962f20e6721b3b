import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  parsedYaml
} from "./chunk-WDHDWASF.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  perCheck
} from "./chunk-VDQOXA3B.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/locate/test-file.ts
var import_yaml = __toESM(require_dist(), 1);
var TOP = { line: 1, column: 1 };
var indexes = perCheck();
function indexTestFile(text) {
  let index = indexes.get(text);
  if (!index) indexes.set(text, index = indexOf(text));
  return index;
}
function indexOf(text) {
  const { documents, lineCounter } = parsedYaml(text);
  const index = { entries: [], keys: [], scalars: [], documentLines: [] };
  const position = (node) => {
    const offset = node?.range?.[0];
    if (offset === void 0) return TOP;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  documents.forEach((document, documentIndex) => {
    index.documentLines.push(position(document.contents ?? void 0).line);
    (0, import_yaml.visit)(document, {
      Pair: (_key, pair, path) => {
        if (!(0, import_yaml.isScalar)(pair.key)) return;
        const names = path.filter(import_yaml.isPair).map((ancestor) => (0, import_yaml.isScalar)(ancestor.key) ? String(ancestor.key.value) : "");
        index.keys.push({
          key: String(pair.key.value),
          path: [...names, String(pair.key.value)].join("."),
          topLevel: names.length === 0,
          ...position(pair.key)
        });
      },
      Scalar: (_key, node) => {
        if (typeof node.value === "string")
          index.scalars.push({ value: node.value, ...position(node) });
      }
    });
    const contents = document.contents;
    const results = (0, import_yaml.isMap)(contents) ? contents.get("results", true) : void 0;
    if (!(0, import_yaml.isSeq)(results)) return;
    for (const item of results.items) {
      if (!(0, import_yaml.isMap)(item)) continue;
      index.entries.push({ document: documentIndex, ...readEntry(item), ...position(item) });
    }
  });
  return index;
}
function readEntry(item) {
  const text = (key) => {
    const value = item.get(key);
    return typeof value === "string" ? value : value === void 0 || value === null ? "" : String(value);
  };
  const list = (key) => {
    const value = item.get(key, true);
    return (0, import_yaml.isSeq)(value) ? value.toJSON() : [];
  };
  return {
    policy: text("policy"),
    rule: text("rule"),
    resources: list("resources").map(String),
    resourceSpecs: list("resourceSpecs").filter((spec) => typeof spec === "object" && spec !== null).map((spec) => ({ namespace: String(spec.namespace ?? ""), name: String(spec.name ?? "") })),
    expected: text("result"),
    kind: text("kind"),
    checksResource: ["patchedResources", "generatedResource", "generatedResources"].some(
      (key) => item.get(key) !== void 0 && item.get(key) !== null
    )
  };
}
function displayedPolicy(policy) {
  const parts = policy.split("/");
  return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : policy;
}
var policyMatches = (entry, policy) => entry.policy === policy || displayedPolicy(entry.policy) === policy;
var ruleMatches = (entry, rule) => entry.rule === "" || rule === "" || rule === entry.rule || rule === `autogen-${entry.rule}` || rule === `autogen-cronjob-${entry.rule}`;
function resourceMatches(entry, query) {
  const { name, namespace } = query.resource;
  if (entry.resources.length === 0 && entry.resourceSpecs.length === 0) return true;
  const named = entry.resources.some((written) => {
    if (written === query.resourceKey) return true;
    const parts = written.split("/");
    if (parts.length === 1) return written === name;
    if (parts.length === 2) return parts[0] === namespace && parts[1] === name;
    return false;
  });
  return named || entry.resourceSpecs.some((spec) => spec.name === name && spec.namespace === namespace);
}
function locateResult(index, query) {
  let best;
  for (const entry of index.entries) {
    if (!policyMatches(entry, query.policy)) continue;
    const score = (ruleMatches(entry, query.rule) ? 4 : 0) + (resourceMatches(entry, query) ? 2 : 0) + (query.expected !== void 0 && entry.expected === query.expected ? 1 : 0);
    if (!best || score > best.score) best = { entry, score };
  }
  if (!best) return { ...TOP };
  return { line: best.entry.line, column: best.entry.column, entry: best.entry };
}
function locateError(index, message) {
  const unknownField = /unknown field "([^"]+)"/.exec(message)?.[1];
  const structField = /Go struct field [\w]+\.([\w.]+) of type/.exec(message)?.[1];
  const fieldPath = unknownField ?? structField;
  if (fieldPath !== void 0) {
    const key = fieldPath.split(".").pop() ?? fieldPath;
    const found = index.keys.find((candidate) => candidate.path.endsWith(fieldPath)) ?? index.keys.find((candidate) => candidate.key === key);
    if (found) return { line: found.line, column: found.column };
  }
  const yamlLine = /\byaml: line (\d+):/.exec(message)?.[1];
  if (yamlLine !== void 0) {
    return { line: (index.documentLines[0] ?? 1) - 1 + Number(yamlLine), column: 1 };
  }
  const quoted = index.scalars.filter((scalar) => scalar.value.length >= 3 && message.includes(scalar.value)).sort((a, b) => b.value.length - a.value.length)[0];
  if (quoted) return { line: quoted.line, column: quoted.column };
  return { ...TOP };
}
function locateTopLevelKey(index, key) {
  const found = index.keys.find((candidate) => candidate.topLevel && candidate.key === key);
  return found ? { line: found.line, column: found.column } : { ...TOP };
}

export {
  indexTestFile,
  locateResult,
  locateError,
  locateTopLevelKey
};
//# sourceMappingURL=chunk-FAQ6FCSU.js.map
