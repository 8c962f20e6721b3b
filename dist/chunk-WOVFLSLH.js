import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DETECTED_INPUTS
} from "./chunk-XSHFO76L.js";

// src/detect/apply.ts
var plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
function inputsToDetect(given) {
  const empty = (name) => given(name).trim() === "";
  return DETECTED_INPUTS.filter(
    (name) => empty(name) && (name !== "policies" || empty("builtin-policies"))
  );
}
var withWholeWorkspaceTests = (given) => (name) => name === "tests" && given(name).trim() === "" ? "." : given(name);
var CHECKED_AS_MANIFESTS = "its files are checked as plain manifests (`manifests`)";
function withoutDoubleChecks(found, sources, selects, kinds) {
  const notChecked = [];
  const kept = { ...found };
  const drop = (name, what, filesOf) => {
    if (!kinds.includes(name)) return;
    kept[name] = found[name].filter((folder) => {
      const files = filesOf(folder);
      if (files === void 0 || ![...files].some(selects)) return true;
      notChecked.push({ what, path: folder || ".", reason: CHECKED_AS_MANIFESTS });
      return false;
    });
  };
  drop("helm-charts", "chart", (folder) => sources?.["helm-charts"].get(folder));
  drop("kustomizations", "kustomization", (folder) => sources?.kustomizations.get(folder));
  return { found: kept, notChecked };
}
function applyDetection(given, everything, selects) {
  const used = inputsToDetect(given);
  const { sources, ...rest } = everything;
  const detected = { ...rest };
  if (selects && !used.includes("manifests")) {
    const narrowed = withoutDoubleChecks(rest.found, sources, selects, used);
    detected.found = narrowed.found;
    detected.notChecked = [...rest.notChecked, ...narrowed.notChecked].sort(
      (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0
    );
  }
  const values = /* @__PURE__ */ new Map();
  const notices = [];
  if (used.includes("tests")) values.set("tests", ".");
  if (used.includes("policies")) values.set("policies", detected.found.policies.join("\n"));
  const policies = used.includes("policies") ? values.get("policies") : given("policies").trim();
  const withPolicies = policies !== "" && policies.toLowerCase() !== "none" || given("builtin-policies").trim() !== "";
  const waiting = [];
  for (const name of ["helm-charts", "kustomizations", "manifests"]) {
    if (!used.includes(name)) continue;
    const found = detected.found[name];
    if (withPolicies) values.set(name, found.join("\n"));
    else if (found.length > 0) waiting.push(describe(name, found.length));
  }
  if (waiting.length > 0) {
    notices.push(
      `Found ${andList(waiting)}, but no policy to check them with, so \`kyverno apply\` does not run. Set \`policies\` (or \`builtin-policies\`).`
    );
  }
  const input = (name) => values.get(name) ?? given(name);
  return { input, report: { ...detected, used, notices } };
}
var andList = (parts) => parts.length <= 1 ? parts[0] ?? "" : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
function describe(name, count) {
  if (name === "helm-charts") return plural(count, "Helm chart");
  if (name === "kustomizations") return plural(count, "kustomization root");
  return plural(count, "manifest file");
}

export {
  inputsToDetect,
  withWholeWorkspaceTests,
  withoutDoubleChecks,
  applyDetection
};
//# sourceMappingURL=chunk-WOVFLSLH.js.map
