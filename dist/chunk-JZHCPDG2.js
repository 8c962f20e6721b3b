import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_semver
} from "./chunk-7KOYF6KA.js";
import {
  parsedYaml
} from "./chunk-WDHDWASF.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/upgrade/find-deprecations.ts
var import_yaml = __toESM(require_dist(), 1);
var import_semver = __toESM(require_semver(), 1);

// src/upgrade/crd-versions.generated.ts
var CRD_SOURCE_VERSION = "1.19.1";
var DEPRECATED_CRD_VERSIONS = [
  {
    group: "kyverno.io",
    kind: "CleanupPolicy",
    version: "v2",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_cleanuppolicies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "CleanupPolicy",
    version: "v2beta1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_cleanuppolicies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "ClusterCleanupPolicy",
    version: "v2",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_clustercleanuppolicies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "ClusterCleanupPolicy",
    version: "v2beta1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_clustercleanuppolicies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "ClusterPolicy",
    version: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_clusterpolicies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "ClusterPolicy",
    version: "v2beta1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_clusterpolicies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "Policy",
    version: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_policies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "Policy",
    version: "v2beta1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_policies.yaml"
  },
  {
    group: "kyverno.io",
    kind: "PolicyException",
    version: "v2",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_policyexceptions.yaml"
  },
  {
    group: "kyverno.io",
    kind: "PolicyException",
    version: "v2beta1",
    source: "cmd/cli/kubectl-kyverno/data/crds/kyverno.io_policyexceptions.yaml"
  },
  {
    group: "policies.kyverno.io",
    kind: "DeletingPolicy",
    version: "v1alpha1",
    use: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/policies.kyverno.io_deletingpolicies.yaml"
  },
  {
    group: "policies.kyverno.io",
    kind: "GeneratingPolicy",
    version: "v1alpha1",
    use: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/policies.kyverno.io_generatingpolicies.yaml"
  },
  {
    group: "policies.kyverno.io",
    kind: "ImageValidatingPolicy",
    version: "v1alpha1",
    use: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/policies.kyverno.io_imagevalidatingpolicies.yaml"
  },
  {
    group: "policies.kyverno.io",
    kind: "MutatingPolicy",
    version: "v1alpha1",
    use: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/policies.kyverno.io_mutatingpolicies.yaml"
  },
  {
    group: "policies.kyverno.io",
    kind: "PolicyException",
    version: "v1alpha1",
    use: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/policies.kyverno.io_policyexceptions.yaml"
  },
  {
    group: "policies.kyverno.io",
    kind: "ValidatingPolicy",
    version: "v1alpha1",
    use: "v1",
    source: "cmd/cli/kubectl-kyverno/data/crds/policies.kyverno.io_validatingpolicies.yaml"
  }
];

// src/upgrade/deprecations.ts
var DEPRECATIONS = {
  "legacy-policy": {
    id: "legacy-policy",
    subject: "kyverno.io ClusterPolicy and Policy",
    deprecatedIn: "1.19",
    removedIn: "1.20",
    replacement: "ValidatingPolicy, MutatingPolicy, GeneratingPolicy or ImageValidatingPolicy (policies.kyverno.io/v1), by rule type",
    source: "kyverno/kyverno#16302 (1.19 deprecation, 1.20 removal); kyverno/kyverno#17553 (1.20 CLI rejects them); https://kyverno.io/docs/policy-types/overview (marked deprecated since 1.17)"
  },
  "legacy-cleanup-policy": {
    id: "legacy-cleanup-policy",
    subject: "kyverno.io CleanupPolicy and ClusterCleanupPolicy",
    deprecatedIn: "1.19",
    removedIn: "1.20",
    replacement: "DeletingPolicy (policies.kyverno.io/v1; NamespacedDeletingPolicy for CleanupPolicy)",
    source: "kyverno/kyverno#16302, kyverno/kyverno#16507 (DeletingPolicy parity); kyverno/kyverno#17553 (1.20 CLI rejects them)"
  },
  "legacy-policy-exception": {
    id: "legacy-policy-exception",
    subject: "kyverno.io PolicyException",
    deprecatedIn: "1.19",
    removedIn: "1.20",
    replacement: "PolicyException (policies.kyverno.io/v1)",
    source: "kyverno/kyverno#16868 (1.19 deprecation warning); kyverno/kyverno#17553 (1.20 CLI rejects it)"
  },
  "global-context-entry-v2alpha1": {
    id: "global-context-entry-v2alpha1",
    subject: "kyverno.io/v2alpha1 GlobalContextEntry",
    deprecatedIn: "1.17",
    removedIn: "1.21",
    replacement: "GlobalContextEntry (kyverno.io/v2)",
    source: "config/crds/kyverno/kyverno.io_globalcontextentries.yaml (v2alpha1 `deprecated: true` since v1.17.0); kyverno/kyverno#17493 (1.21 deletes api/kyverno/v2alpha1)"
  },
  "deprecated-crd-version": {
    id: "deprecated-crd-version",
    subject: "deprecated CRD versions",
    deprecatedIn: "the running CLI",
    replacement: "the CRD\u2019s storage version",
    source: "cmd/cli/kubectl-kyverno/data/crds (`deprecated: true`), see crd-versions.generated.ts"
  },
  "validation-failure-action": {
    id: "validation-failure-action",
    subject: "spec.validationFailureAction",
    deprecatedIn: "1.13",
    removedIn: "1.20",
    replacement: "`failureAction` in each `validate` rule",
    source: 'api/kyverno/v1/spec_types.go ("Deprecated, use validationFailureAction under the validate rule", since v1.13.0); https://kyverno.io/docs/policy-types/cluster-policy/policy-settings; removed with kyverno.io/v1 in 1.20'
  },
  "validation-failure-action-overrides": {
    id: "validation-failure-action-overrides",
    subject: "spec.validationFailureActionOverrides",
    deprecatedIn: "1.13",
    removedIn: "1.20",
    replacement: "`failureActionOverrides` in each `validate` rule",
    source: 'api/kyverno/v1/spec_types.go ("Deprecated, use validationFailureActionOverrides under the validate rule", since v1.13.0); removed with kyverno.io/v1 in 1.20'
  },
  "test-schema": {
    id: "test-schema",
    subject: "test file without apiVersion/kind, or with a top-level name",
    deprecatedIn: "1.12",
    removedIn: "1.15",
    replacement: "`apiVersion: cli.kyverno.io/v1alpha1`, `kind: Test` and `metadata.name`",
    fix: "kyverno fix test",
    source: 'cmd/cli/kubectl-kyverno/deprecations/check.go (CheckTest, v1.12.0); cmd/cli/kubectl-kyverno/commands/test/command.go ("uses a deprecated schema" error since v1.15.0)'
  },
  "test-json-payload": {
    id: "test-json-payload",
    subject: "test file jsonPayload",
    deprecatedIn: "1.19",
    replacement: "`jsonPayloads` (a list)",
    source: 'cmd/cli/kubectl-kyverno/apis/v1alpha1/test.go ("Deprecated: Use JSONPayloads instead."); kyverno/kyverno#15584 (v1.19.0)'
  }
};
var RULE_REPLACEMENTS = [
  { rule: "validate", cluster: "ValidatingPolicy", namespaced: "NamespacedValidatingPolicy" },
  { rule: "mutate", cluster: "MutatingPolicy", namespaced: "NamespacedMutatingPolicy" },
  { rule: "generate", cluster: "GeneratingPolicy", namespaced: "NamespacedGeneratingPolicy" },
  {
    rule: "verifyImages",
    cluster: "ImageValidatingPolicy",
    namespaced: "NamespacedImageValidatingPolicy"
  }
];
var REPLACEMENT_API_VERSION = "policies.kyverno.io/v1";

// src/upgrade/find-deprecations.ts
var LEGACY_POLICY_KINDS = ["ClusterPolicy", "Policy"];
var CLEANUP_KINDS = ["CleanupPolicy", "ClusterCleanupPolicy"];
function text(map, path) {
  const value = map.getIn(path);
  return typeof value === "string" ? value.trim() : "";
}
function keyNode(map, key) {
  const pair = map.items.find((item) => (0, import_yaml.isScalar)(item.key) && item.key.value === key);
  return pair && (0, import_yaml.isScalar)(pair.key) ? pair.key : void 0;
}
function groupOf(apiVersion) {
  return apiVersion.includes("/") ? apiVersion.slice(0, apiVersion.lastIndexOf("/")) : "";
}
function versionOf(apiVersion) {
  return apiVersion.slice(apiVersion.lastIndexOf("/") + 1);
}
function removal(row) {
  return row.removedIn ? `is removed in ${row.removedIn} (its CLI rejects it)` : "has no announced removal release yet";
}
function replacementKinds(map, namespaced) {
  const rules = map.getIn(["spec", "rules"]);
  const used = /* @__PURE__ */ new Set();
  if ((0, import_yaml.isSeq)(rules)) {
    for (const rule of rules.items) {
      if (!(0, import_yaml.isMap)(rule)) continue;
      for (const { rule: type } of RULE_REPLACEMENTS) if (rule.has(type)) used.add(type);
    }
  }
  return RULE_REPLACEMENTS.filter(({ rule }) => used.has(rule)).map(
    (row) => namespaced ? row.namespaced : row.cluster
  );
}
function listed(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function legacyPolicy(doc) {
  const row = DEPRECATIONS["legacy-policy"];
  const namespaced = doc.kind === "Policy";
  const kinds = replacementKinds(doc.map, namespaced);
  const instead = kinds.length === 0 ? `Rewrite it as ${row.replacement}.` : kinds.length === 1 ? `Rewrite it as a ${kinds[0]} (${REPLACEMENT_API_VERSION}).` : `Rewrite it as ${listed(kinds)} (${REPLACEMENT_API_VERSION}), one for each rule type it uses.`;
  return {
    id: row.id,
    at: doc.position(keyNode(doc.map, "kind")),
    message: `${doc.kind} (${doc.apiVersion}) is deprecated since Kyverno ${row.deprecatedIn} and ${removal(row)}. ${instead}`
  };
}
function kindFinding(doc, row, instead) {
  return {
    id: row.id,
    at: doc.position(keyNode(doc.map, "kind")),
    message: `${doc.kind} (${doc.apiVersion}) is deprecated since Kyverno ${row.deprecatedIn} and ${removal(row)}. Use ${instead}.`
  };
}
function kindOrVersion(doc) {
  const group = groupOf(doc.apiVersion);
  const version = versionOf(doc.apiVersion);
  if (group === "kyverno.io") {
    if (LEGACY_POLICY_KINDS.includes(doc.kind)) return legacyPolicy(doc);
    if (CLEANUP_KINDS.includes(doc.kind)) {
      const kind = doc.kind === "CleanupPolicy" ? "NamespacedDeletingPolicy" : "DeletingPolicy";
      return kindFinding(
        doc,
        DEPRECATIONS["legacy-cleanup-policy"],
        `a ${kind} (${REPLACEMENT_API_VERSION})`
      );
    }
    if (doc.kind === "PolicyException") {
      return kindFinding(
        doc,
        DEPRECATIONS["legacy-policy-exception"],
        `a PolicyException of ${REPLACEMENT_API_VERSION}`
      );
    }
    if (doc.kind === "GlobalContextEntry" && version === "v2alpha1") {
      return kindFinding(
        doc,
        DEPRECATIONS["global-context-entry-v2alpha1"],
        "`apiVersion: kyverno.io/v2`"
      );
    }
  }
  const crd = DEPRECATED_CRD_VERSIONS.find(
    (row) => row.group === group && row.kind === doc.kind && row.version === version
  );
  if (!crd) return void 0;
  const instead = crd.use ? ` Use \`apiVersion: ${group}/${crd.use}\`.` : "";
  return {
    id: "deprecated-crd-version",
    subject: `${doc.apiVersion} ${doc.kind}`,
    at: doc.position(keyNode(doc.map, "kind")),
    message: `${doc.kind} ${doc.apiVersion}: this API version is marked deprecated in the CRDs of Kyverno ${CRD_SOURCE_VERSION}; no removal release is announced yet.${instead}`
  };
}
function fieldFinding(doc, id, key, field) {
  const row = DEPRECATIONS[id];
  return {
    id,
    field,
    at: doc.position(key),
    message: `${row.subject} is deprecated since Kyverno ${row.deprecatedIn} and ${removal(row)}. Use ${row.replacement}.`
  };
}
function policyFindings(doc) {
  const findings = [];
  const kind = kindOrVersion(doc);
  if (kind) findings.push(kind);
  const spec = doc.map.get("spec", true);
  if (groupOf(doc.apiVersion) === "kyverno.io" && (0, import_yaml.isMap)(spec)) {
    const fields = [
      ["validationFailureAction", "validation-failure-action"],
      ["validationFailureActionOverrides", "validation-failure-action-overrides"]
    ];
    for (const [field, id] of fields) {
      const key = keyNode(spec, field);
      if (key) findings.push(fieldFinding(doc, id, key, ["spec", field]));
    }
  }
  return findings;
}
function testFindings(doc) {
  if (doc.kind !== "" && doc.kind !== "Test") return [];
  const findings = [];
  const nameKey = keyNode(doc.map, "name");
  if (doc.apiVersion === "" || doc.kind === "" || nameKey) {
    const row = DEPRECATIONS["test-schema"];
    const missing = [
      ...doc.apiVersion === "" ? ["apiVersion"] : [],
      ...doc.kind === "" ? ["kind"] : []
    ];
    const problem = [
      ...missing.length > 0 ? [`has no ${missing.join(" or ")}`] : [],
      ...nameKey ? ["sets a top-level `name`"] : []
    ].join(" and ");
    findings.push({
      id: row.id,
      at: doc.position(nameKey ?? doc.map.items[0]?.key),
      message: `This test file ${problem}: a schema deprecated since Kyverno ${row.deprecatedIn} that \`kyverno test\` rejects since ${row.removedIn}. Use ${row.replacement}; \`${row.fix}\` rewrites it.`
    });
  }
  const payload = keyNode(doc.map, "jsonPayload");
  if (payload) findings.push(fieldFinding(doc, "test-json-payload", payload, ["jsonPayload"]));
  return findings;
}
function statusOf(row, options) {
  if (options.mode === "error") return "error";
  const running = import_semver.default.coerce(options.kyvernoVersion);
  const removed = row.removedIn && import_semver.default.coerce(row.removedIn);
  return running && removed && import_semver.default.gte(running, removed) ? "error" : "warn";
}
function findDeprecations(yamlText, file, role, options) {
  return findDeprecationFields(yamlText, file, role, options).map(({ result }) => result);
}
function findDeprecationFields(yamlText, file, role, options) {
  const { documents, lineCounter } = parsedYaml(yamlText);
  const results = [];
  for (const document of documents) {
    const map = document.contents;
    if (document.errors.length > 0 || !(0, import_yaml.isMap)(map)) continue;
    const doc = {
      map,
      apiVersion: text(map, ["apiVersion"]),
      kind: text(map, ["kind"]),
      name: text(map, ["metadata", "name"]) || text(map, ["name"]),
      namespace: text(map, ["metadata", "namespace"]),
      position: (node) => {
        const { line, col } = lineCounter.linePos(node?.range?.[0] ?? map.range?.[0] ?? 0);
        return { line, column: col };
      }
    };
    const findings = role === "policy" ? policyFindings(doc) : testFindings(doc);
    for (const finding of findings) {
      const row = DEPRECATIONS[finding.id];
      const result = {
        source: "upgrade",
        status: statusOf(row, options),
        policy: doc.name,
        rule: "",
        resource: {
          apiVersion: doc.apiVersion,
          kind: doc.kind || (role === "test" ? "Test" : ""),
          namespace: doc.namespace,
          name: doc.name
        },
        message: finding.message,
        reason: row.removedIn ? `Removed in ${row.removedIn}` : "Deprecated",
        file,
        line: finding.at.line,
        column: finding.at.column,
        upgrade: {
          type: "deprecation",
          subject: finding.subject ?? row.subject,
          ...row.removedIn && { removedIn: row.removedIn },
          ...row.fix && { fix: row.fix }
        }
      };
      results.push({ result, ...finding.field && { field: finding.field } });
    }
  }
  return results;
}

export {
  findDeprecations,
  findDeprecationFields
};
//# sourceMappingURL=chunk-JZHCPDG2.js.map
