import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  require_picomatch
} from "./chunk-Y7JBPN7J.js";
import {
  workspaceRelative
} from "./chunk-VDQOXA3B.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/plan/scope.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_picomatch = __toESM(require_picomatch(), 1);
var import_yaml = __toESM(require_dist(), 1);
var CHANGE_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target", "push", "merge_group"]);
function decideScope(input) {
  const { changes } = input;
  if (input.scope === "all")
    return { scope: "all", reason: "scope is `all`: every matching manifest is checked." };
  if (changes.everything) {
    return { scope: "all", reason: `Every matching manifest is checked: ${changes.reason}.` };
  }
  const changed = { scope: "changed", changed: changes.files };
  const count = `${changes.files.length} changed file(s) of ${changes.origin}`;
  if (input.scope === "changed")
    return { ...changed, reason: `Only manifests among the ${count} are checked.` };
  if (!CHANGE_EVENTS.has(input.eventName)) {
    return { scope: "all", reason: `The ${input.eventName} event checks every matching manifest.` };
  }
  const isInput = policyInputMatcher(input.workspace, input.config);
  const trigger = [...changes.files, ...changes.removed].find(isInput);
  if (trigger !== void 0) {
    return {
      scope: "all",
      reason: `${trigger} is a policy, values or exception file and changed, so every matching manifest is checked (a policy change can affect any manifest).`
    };
  }
  return { ...changed, reason: `Only manifests among the ${count} are checked.` };
}
function policyInputMatcher(workspace, config) {
  const matchers = [
    ...config.policies,
    ...config.exceptions,
    ...config.valuesFile ? [config.valuesFile] : []
  ].map((given) => given.trim().replace(/\\/g, "/")).filter(Boolean).map((given) => {
    const { base, glob, isGlob } = import_picomatch.default.scan(given);
    const relative = workspaceRelative(workspace, isGlob ? base || "." : given);
    if (relative === void 0) return () => false;
    if (isGlob) return (0, import_picomatch.default)(relative === "" ? glob : `${relative}/${glob}`);
    return (file) => relative === "" || file === relative || file.startsWith(`${relative}/`);
  });
  return (file) => matchers.some((matches) => matches(file));
}
async function filterAffectedSuites(input) {
  const all = [...input.testFiles];
  if (input.scope === "all") return { testFiles: all, reason: "tests-scope is `all`." };
  if (input.changes.everything) {
    return { testFiles: all, reason: `Every suite runs: ${input.changes.reason}.` };
  }
  const touched = [...input.changes.files, ...input.changes.removed];
  const read = input.read ?? ((file) => (0, import_promises.readFile)(file, "utf8"));
  const selected = [];
  for (const testFile of all) {
    const folder = import_node_path.default.posix.dirname(testFile);
    const within = (file) => folder === "." || file.startsWith(`${folder}/`);
    if (touched.some(within)) {
      selected.push(testFile);
      continue;
    }
    const text = await read(import_node_path.default.join(input.workspace, testFile)).catch(() => "");
    const named = namedPaths(text, folder);
    const names = (file) => named.exact.has(file) || named.folders.some((named2) => file.startsWith(`${named2}/`));
    if (touched.some(names)) selected.push(testFile);
  }
  return {
    testFiles: selected,
    reason: `tests-scope is \`affected\`: ${selected.length} of ${all.length} suite(s) hold or name one of the ${touched.length} changed file(s).`
  };
}
var FOLDER_FIELDS = /* @__PURE__ */ new Set(["policies", "resources"]);
function namedPaths(text, folder) {
  const named = { exact: /* @__PURE__ */ new Set(), folders: [] };
  const visit = (value, field) => {
    if (typeof value === "string") {
      if (value === "" || value.includes("://")) return;
      const resolved = import_node_path.default.posix.normalize(import_node_path.default.posix.join(folder, value));
      if (resolved.startsWith("../")) return;
      named.exact.add(resolved);
      if (FOLDER_FIELDS.has(field) && resolved !== ".") named.folders.push(resolved);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, field));
    else if (typeof value === "object" && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, key);
    }
  };
  for (const document of (0, import_yaml.parseAllDocuments)(text)) {
    if (document.errors.length > 0) continue;
    visit(document.toJS(), "");
  }
  return named;
}
export {
  decideScope,
  filterAffectedSuites
};
//# sourceMappingURL=scope-I3CJRKGE.js.map
