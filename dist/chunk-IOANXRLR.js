import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/changes/baseline.ts
var BASE_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "merge_group"]);
function decideBaseline(config, event) {
  if (config.commit) return { commit: config.commit };
  if (config.mode === "off") return { reason: "baseline is `off`" };
  if (!BASE_EVENTS.has(event.name)) {
    return { reason: `the ${event.name} event has no base commit to compare with` };
  }
  const payload = event.payload ?? {};
  const commit = payload.pull_request?.base?.sha ?? payload.merge_group?.base_sha;
  return commit ? { commit } : { reason: `the ${event.name} payload names no base commit` };
}
function changesAtBase(changes) {
  if (changes.everything) return changes;
  const files = [.../* @__PURE__ */ new Set([...changes.files, ...changes.removed])].sort();
  return { ...changes, files, removed: [] };
}
function headNames(changes) {
  if (changes.everything) return {};
  return Object.fromEntries(
    Object.entries(changes.renamed ?? {}).map(([head, base]) => [base, head])
  );
}

export {
  decideBaseline,
  changesAtBase,
  headNames
};
//# sourceMappingURL=chunk-IOANXRLR.js.map
