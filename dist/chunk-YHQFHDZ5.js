import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  renderLabel
} from "./chunk-6WOCR7F3.js";

// src/model/baseline.ts
var BASELINED = ["fail", "warn", "error"];
function compareWithBase(head, base, renamed = {}) {
  const atBase = /* @__PURE__ */ new Map();
  for (const result of base) {
    if (!BASELINED.includes(result.status)) continue;
    const key = baselineKey(result, renamed);
    atBase.set(key, [...atBase.get(key) ?? [], result]);
  }
  const results = head.map((result) => {
    if (!BASELINED.includes(result.status)) return result;
    const matches = atBase.get(baselineKey(result));
    const mark = matches?.shift() ? "existing" : "new";
    return { ...result, baseline: mark };
  });
  const fixed = [...atBase.values()].flat().filter((result) => result.status === "fail" || result.status === "warn");
  return { results, fixed };
}
function markExisting(results) {
  return results.map(
    (result) => BASELINED.includes(result.status) ? { ...result, baseline: "existing" } : result
  );
}
function baselineKey(result, renamed = {}) {
  const where = result.file === void 0 ? result.suite ?? "" : renamed[result.file] ?? result.file;
  const { kind, namespace, name } = result.resource;
  const render = result.render ? renderLabel(result.render) : "";
  return [result.source, where, render, result.policy, result.rule, kind, namespace, name].join(
    "\0"
  );
}
function countBaseline(results, fixed) {
  return {
    new: results.filter((result) => result.baseline === "new").length,
    existing: results.filter((result) => result.baseline === "existing").length,
    fixed: fixed.length
  };
}
function describeBaseline(results, fixed) {
  const counts = countBaseline(results, fixed);
  return `${counts.new} new, ${counts.existing} existing and ${counts.fixed} fixed failure(s), warning(s) and error(s)`;
}

export {
  compareWithBase,
  markExisting,
  countBaseline,
  describeBaseline
};
//# sourceMappingURL=chunk-YHQFHDZ5.js.map
