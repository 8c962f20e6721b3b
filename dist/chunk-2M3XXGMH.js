import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  strictlyParsedYaml
} from "./chunk-WDHDWASF.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/documents/policy-info.ts
var import_yaml = __toESM(require_dist(), 1);
var POLICY_KINDS = {
  "kyverno.io": {
    ClusterPolicy: "policy",
    Policy: "policy",
    CleanupPolicy: "cleanup",
    ClusterCleanupPolicy: "cleanup",
    PolicyException: "exception"
  },
  "policies.kyverno.io": {
    ValidatingPolicy: "policy",
    NamespacedValidatingPolicy: "policy",
    MutatingPolicy: "policy",
    NamespacedMutatingPolicy: "policy",
    GeneratingPolicy: "policy",
    NamespacedGeneratingPolicy: "policy",
    ImageValidatingPolicy: "policy",
    NamespacedImageValidatingPolicy: "policy",
    DeletingPolicy: "policy",
    NamespacedDeletingPolicy: "policy",
    PolicyException: "exception"
  },
  "admissionregistration.k8s.io": {
    ValidatingAdmissionPolicy: "policy",
    ValidatingAdmissionPolicyBinding: "binding",
    MutatingAdmissionPolicy: "policy",
    MutatingAdmissionPolicyBinding: "binding"
  }
};
function policyKindRole(apiVersion, kind) {
  const group = apiVersion.includes("/") ? apiVersion.split("/")[0] : "";
  const kinds = POLICY_KINDS[group];
  return kinds && Object.hasOwn(kinds, kind) ? kinds[kind] : void 0;
}
var isPolicyKind = (apiVersion, kind) => policyKindRole(apiVersion, kind) === "policy";
var ANNOTATIONS = {
  title: "policies.kyverno.io/title",
  category: "policies.kyverno.io/category",
  severity: "policies.kyverno.io/severity",
  description: "policies.kyverno.io/description"
};
function text(map, path) {
  const value = map.getIn(path);
  if (typeof value !== "string") return void 0;
  const trimmed = value.trim();
  return trimmed === "" ? void 0 : trimmed;
}
function readPolicyInfo(yamlText, file) {
  const { documents, lineCounter: lines } = strictlyParsedYaml(yamlText);
  const policies = [];
  for (const document of documents) {
    const contents = document.contents;
    if (document.errors.length > 0 || !(0, import_yaml.isMap)(contents)) continue;
    const apiVersion = text(contents, ["apiVersion"]);
    const kind = text(contents, ["kind"]);
    const name = text(contents, ["metadata", "name"]);
    if (!apiVersion || !kind || !name) continue;
    if (!isPolicyKind(apiVersion, kind)) continue;
    const namespace = text(contents, ["metadata", "namespace"]);
    const info = { name, ...namespace && { namespace }, kind };
    for (const [field, annotation] of Object.entries(ANNOTATIONS)) {
      const value = text(contents, ["metadata", "annotations", annotation]);
      if (value !== void 0) info[field] = value;
    }
    info.file = file;
    info.line = lines.linePos(contents.range?.[0] ?? document.range[0]).line;
    policies.push(info);
  }
  return policies;
}

export {
  policyKindRole,
  isPolicyKind,
  readPolicyInfo
};
//# sourceMappingURL=chunk-2M3XXGMH.js.map
