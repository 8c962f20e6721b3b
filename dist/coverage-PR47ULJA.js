import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  indexTestFile
} from "./chunk-FAQ6FCSU.js";
import {
  NO_RESOURCE
} from "./chunk-6WOCR7F3.js";
import {
  byUnitLocation,
  isFullyCovered,
  lacking,
  unitKey,
  withEntry
} from "./chunk-RQPWM56H.js";
import {
  isPolicyKind
} from "./chunk-2M3XXGMH.js";
import {
  CORE_SCHEMA,
  listedStrings,
  loadAll,
  parsedYaml
} from "./chunk-WDHDWASF.js";
import {
  isData
} from "./chunk-LHH4KVAW.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  isUrl,
  kyvernoYamlFiles,
  readText,
  workspaceRelative
} from "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/coverage/entries.ts
function groupByEntry(results, suites) {
  const groups = /* @__PURE__ */ new Map();
  const bySuite = new Map(suites.map((suite) => [suite.file, suite]));
  const entriesOf = /* @__PURE__ */ new Map();
  for (const suite of suites) {
    const entries = /* @__PURE__ */ new Map();
    for (const entry of indexTestFile(suite.text).entries) {
      entries.set(entry.line, entry);
      groups.set(key(suite.file, entry.line), {
        suite: suite.file,
        entry,
        document: suite.documents[entry.document],
        rows: []
      });
    }
    entriesOf.set(suite.file, entries);
  }
  results.forEach((result, index) => {
    if (!isRow(result) || result.file === void 0 || result.line === void 0) return;
    if (!bySuite.has(result.file)) return;
    groups.get(key(result.file, result.line))?.rows.push(index);
  });
  return [...groups.values()];
}
var key = (file, line) => `${line}:${file}`;
var isRow = (result) => result.source === "test" && result.policy !== "" && result.status !== "error";
function baseRule(rule) {
  return rule.replace(/^autogen-(cronjob-)?/, "");
}
function policiesNamed(document, policy) {
  if (!document) return [];
  const parts = policy.split("/");
  const name = parts.at(-1) ?? policy;
  const namespace = parts.length > 1 ? parts[0] : void 0;
  return document.policies.filter(
    (candidate) => candidate.name === name && (namespace === void 0 || candidate.namespace === namespace)
  );
}
function ruleNamed(policies, rule) {
  const wanted = baseRule(rule);
  for (const policy of policies) {
    const found = policy.rules.find((candidate) => candidate.name === wanted);
    if (found) return { policy, rule: found };
  }
  return void 0;
}
function resourceKey(result) {
  const { apiVersion, kind, namespace, name } = result.resource;
  return [apiVersion, kind, namespace, name].join("/");
}

// src/coverage/compute.ts
function computeCoverage(input) {
  const units = /* @__PURE__ */ new Map();
  const loaded = /* @__PURE__ */ new Set();
  for (const suite of input.suites) {
    for (const document of suite.documents) {
      for (const policy of document.policies) {
        loaded.add(JSON.stringify([policy.file, policy.name]));
        for (const unit of unitsOf(policy)) {
          if (!units.has(unitKey(unit))) units.set(unitKey(unit), unit);
        }
      }
    }
  }
  for (const group of groupByEntry(input.results, input.suites)) {
    const { entry } = group;
    for (const index of group.rows) {
      const row = input.results[index];
      if (row.reason !== "Ok") continue;
      const unit = unitOfRow(policiesNamed(group.document, row.policy), row.rule);
      const known = unit && units.get(unitKey(unit));
      if (!known) continue;
      if (known.type === "validate") {
        if (entry.expected === "fail") known.failing = true;
        if (entry.expected === "pass") known.passing = true;
      } else if (entry.checksResource) {
        known.checked = true;
      }
    }
  }
  const untested = (input.applyPolicies ?? []).filter((policy) => !loaded.has(JSON.stringify([policy.file, policy.name]))).map((policy) => ({ file: policy.file, line: policy.line, policy: policy.name }));
  return {
    units: [...units.values()].map(withEntry).sort(byUnitLocation),
    ...input.minimum !== void 0 && { minimum: input.minimum },
    untested: uniqueUntested(untested).sort(byUnitLocation)
  };
}
function unitsOf(policy) {
  const base = { file: policy.file, policy: policy.name, kind: policy.kind };
  const flags = { failing: false, passing: false, checked: false };
  if (!policy.legacy) {
    return [
      {
        ...base,
        line: policy.line,
        rule: "",
        type: policy.type,
        ...flags,
        ...policy.kinds[0] !== void 0 && { matchKind: policy.kinds[0] }
      }
    ];
  }
  return policy.rules.map((rule) => ({
    ...base,
    line: rule.line,
    rule: rule.name,
    type: rule.type,
    ...flags,
    ...rule.kinds[0] !== void 0 && { matchKind: rule.kinds[0] }
  }));
}
function unitOfRow(policies, rule) {
  const cel = policies.find((policy) => !policy.legacy);
  if (cel) return { file: cel.file, policy: cel.name, rule: "" };
  const found = ruleNamed(policies, rule);
  return found && { file: found.policy.file, policy: found.policy.name, rule: found.rule.name };
}
function uniqueUntested(policies) {
  return [
    ...new Map(
      policies.map((policy) => [JSON.stringify([policy.file, policy.policy]), policy])
    ).values()
  ];
}

// src/coverage/review.ts
function reviewTestRows(results, suites, mode) {
  if (mode === "off") return [...results];
  const replaced = /* @__PURE__ */ new Map();
  const added = [];
  for (const group of groupByEntry(results, suites)) {
    const problems = namingProblems(results, group);
    if (problems.length > 0) {
      const notFound = group.rows.filter((index) => results[index]?.reason === "Not found");
      for (const index of notFound) {
        const row = results[index];
        replaced.set(index, {
          ...row,
          message: `${row.message} ${problems.map((problem) => problem.message).join(" ")}`
        });
      }
      if (notFound.length === 0)
        added.push(...problems.map((problem) => entryError(group, problem)));
      continue;
    }
    reviewRowsByResource(results, group, mode, replaced);
  }
  added.push(...invalidPolicyErrors(results, suites));
  const reviewed2 = results.flatMap((result, index) => {
    if (!replaced.has(index)) return [result];
    const replacement = replaced.get(index);
    return replacement ? [replacement] : [];
  });
  return [...reviewed2, ...added];
}
function reviewRowsByResource(results, group, mode, replaced) {
  const expected = group.entry.expected;
  const byResource = /* @__PURE__ */ new Map();
  for (const index of group.rows) {
    const key2 = resourceKey(results[index]);
    byResource.set(key2, [...byResource.get(key2) ?? [], index]);
  }
  for (const rows of byResource.values()) {
    const excluded = rows.filter((index) => results[index]?.reason === "Excluded");
    if (excluded.length < rows.length) {
      for (const duplicate of excluded) replaced.set(duplicate, void 0);
      continue;
    }
    if (expected !== "fail" && expected !== "pass") continue;
    const [first, ...duplicates] = rows;
    const row = results[first];
    replaced.set(first, {
      ...row,
      status: mode === "fail" && expected === "fail" ? "fail" : "warn",
      message: vacuousMessage(row, expected, policiesNamed(group.document, group.entry.policy)),
      vacuous: true
    });
    for (const duplicate of duplicates) replaced.set(duplicate, void 0);
  }
}
function vacuousMessage(row, expected, policies) {
  const { kind, namespace, name } = row.resource;
  const resource = `${kind} ${namespace ? `${namespace}/` : ""}${name}`;
  return `Policy \`${row.policy}\` produced no result for ${resource}, so this test cannot fail: Kyverno prints \`Excluded\` and counts it as passed although the entry expects \`${expected}\`. Check the match/exclude of the rule, the kind (as \`group/version/Kind\`, e.g. \`apps/v1/Deployment\`), the autogen controllers (for a Pod rule on a controller) and the rule name.${shorthandHint(policies, row.rule)}`;
}
function shorthandHint(policies, rule) {
  const found = ruleNamed(policies, rule);
  const kinds = found ? found.rule.kinds : policies.flatMap((policy) => policy.rules.flatMap((each) => each.kinds));
  const shorthand = kinds.find((kind) => /^[A-Z]\w*\.[a-z][\w.-]*$/.test(kind));
  if (!shorthand) return "";
  const [kindName, ...group] = shorthand.split(".");
  return ` The policy matches \`${shorthand}\`, kubectl's shorthand, which matches nothing in Kyverno: write \`${group.join(".")}/<version>/${kindName}\` (e.g. \`apps/v1/Deployment\`) or \`${kindName}\`.`;
}
var MAX_NAMES = 20;
function names(list) {
  const unique = [...new Set(list)];
  if (unique.length === 0) return "(none)";
  const shown = unique.slice(0, MAX_NAMES).join(", ");
  return unique.length > MAX_NAMES ? `${shown} and ${unique.length - MAX_NAMES} more` : shown;
}
var EVALUATED = /^(Ok|Excluded|Want .+)$/;
var writtenResources = (entry) => [
  ...entry.resources,
  ...entry.resourceSpecs.map(
    (spec) => spec.namespace ? `${spec.namespace}/${spec.name}` : spec.name
  )
];
function unevaluated(results, group) {
  const evaluated = group.rows.flatMap((index) => {
    const row = results[index];
    const { kind, name, namespace } = row.resource;
    return EVALUATED.test(row.reason) ? [{ kind, name, namespace }] : [];
  });
  return writtenResources(group.entry).filter((written) => !holdsResource(evaluated, written));
}
var reviewed = (group) => group.document !== void 0 && !group.document.incomplete && group.entry.policy !== "";
function documentsToRead(results, suites) {
  const documents = groupByEntry(results, suites).flatMap(
    (group) => reviewed(group) && unevaluated(results, group).length > 0 ? [group.document] : []
  );
  return [...new Set(documents)];
}
function namingProblems(results, group) {
  if (!reviewed(group)) return [];
  const { entry, document } = group;
  const problems = [];
  const policies = policiesNamed(document, entry.policy);
  if (policies.length === 0) {
    problems.push({
      reason: "Unknown policy",
      message: `No policy file of this test defines policy \`${entry.policy}\`; policies of this test: ${names(document.policies.map(displayName))}.`
    });
  } else if (entry.rule !== "" && policies.every((policy) => policy.legacy) && !ruleNamed(policies, entry.rule)) {
    problems.push({
      reason: "Unknown rule",
      message: `Policy \`${entry.policy}\` has no rule \`${baseRule(entry.rule)}\`; rules of ${entry.policy}: ${names(policies.flatMap((policy) => policy.rules.map((rule) => rule.name)))}.`
    });
  }
  if (document.resources) problems.push(...unknownResources(results, group, document.resources));
  return problems;
}
function unknownResources(results, group, resources) {
  return unevaluated(results, group).filter((written) => !holdsResource(resources, written)).map((resource) => ({
    reason: "Unknown resource",
    resource,
    message: `No resource file of this test holds \`${resource}\`, so Kyverno checks this entry against every resource of the test instead; resources of this test: ${names(resources.map(describeResource))}.`
  }));
}
var displayName = (policy) => policy.namespace ? `${policy.namespace}/${policy.name}` : policy.name;
var describeResource = (resource) => resource.namespace ? `${resource.namespace}/${resource.name}` : resource.name;
function holdsResource(resources, written) {
  const parts = written.split("/");
  const name = parts.at(-1) ?? written;
  const namespace = parts.length >= 2 ? parts.at(-2) : void 0;
  const kind = parts.length >= 4 ? parts.at(-3) : void 0;
  const inNamespace = (resource) => namespace === void 0 || (resource.namespace || "default") === (namespace || "default");
  return resources.some(
    (resource) => resource.name === name && inNamespace(resource) && (kind === void 0 || resource.kind === kind)
  );
}
function entryError(group, problem) {
  return {
    source: "test",
    status: "error",
    policy: group.entry.policy,
    rule: group.entry.rule,
    resource: {
      apiVersion: "",
      kind: problem.resource === void 0 ? "" : group.entry.kind,
      namespace: "",
      name: problem.resource ?? ""
    },
    message: problem.message,
    reason: problem.reason,
    file: group.suite,
    line: group.entry.line,
    column: group.entry.column,
    suite: group.suite
  };
}
function invalidPolicyErrors(results, suites) {
  const documents = new Map(
    suites.map((suite) => [suite.file, suite.documents])
  );
  const errors = /* @__PURE__ */ new Map();
  for (const row of results) {
    if (row.source !== "test" || row.reason !== "Invalid Policy" || row.file === void 0)
      continue;
    const policy = (documents.get(row.file) ?? []).flatMap((document) => policiesNamed(document, row.policy)).at(0);
    const at = policy ? { file: policy.file, line: policy.line } : { file: row.file, line: row.line ?? 1 };
    const key2 = JSON.stringify([at.file, at.line, row.policy]);
    if (errors.has(key2)) continue;
    const text = row.message.trim() || "no reason given";
    errors.set(key2, {
      source: "test",
      status: "error",
      policy: row.policy,
      rule: "",
      resource: { apiVersion: "", kind: "", namespace: "", name: "" },
      message: `Kyverno skipped policy \`${row.policy}\` because it fails validation: ${text}. The cluster refuses such a policy too, and its tests cannot fail: fix the policy.`,
      reason: "Invalid Policy",
      ...at,
      suite: row.file
    });
  }
  return [...errors.values()];
}

// src/coverage/suites.ts
var import_node_path = __toESM(require_path(), 1);

// src/coverage/documents.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/documents/plain-yaml.ts
var import_yaml = __toESM(require_dist(), 1);
function plainDocuments(text) {
  let documents;
  try {
    documents = loadAll(text, void 0, { schema: CORE_SCHEMA });
  } catch {
    const parsed = (0, import_yaml.parseAllDocuments)(text, { uniqueKeys: false, strict: false });
    documents = (Array.isArray(parsed) ? parsed : []).filter((document) => document.errors.length === 0).map((document) => document.toJS());
  }
  return documents.filter((document) => document !== null && document !== void 0);
}

// src/coverage/documents.ts
function celType(kind) {
  if (kind.includes("Mutating")) return "mutate";
  if (kind.includes("Generating")) return "generate";
  return "validate";
}
var str = (value) => typeof value === "string" ? value.trim() : "";
function documentsOf(text) {
  const { documents, lineCounter: lines } = parsedYaml(text);
  return documents.flatMap((document) => {
    const contents = document.contents;
    if (document.errors.length > 0 || !(0, import_yaml2.isMap)(contents)) return [];
    const lineOf = (node) => lines.linePos(node.range?.[0] ?? contents.range?.[0] ?? 0).line;
    return [{ contents, line: lineOf(contents), lineOf }];
  });
}
function readSuitePolicies(text, file) {
  return documentsOf(text).flatMap(({ contents, line, lineOf }) => {
    const apiVersion = str(contents.get("apiVersion"));
    const kind = str(contents.get("kind"));
    const name = str(contents.getIn(["metadata", "name"]));
    const group = apiVersion.split("/")[0] ?? "";
    if (!name || !isPolicyKind(apiVersion, kind)) return [];
    const legacy = group === "kyverno.io";
    const namespace = str(contents.getIn(["metadata", "namespace"]));
    const rules = [];
    const ruleList = contents.getIn(["spec", "rules"], true);
    if (legacy && (0, import_yaml2.isSeq)(ruleList)) {
      for (const item of ruleList.items) {
        if (!(0, import_yaml2.isMap)(item)) continue;
        const ruleName = str(item.get("name"));
        if (!ruleName) continue;
        rules.push({
          name: ruleName,
          line: lineOf(item),
          type: item.has("mutate") ? "mutate" : item.has("generate") ? "generate" : "validate",
          kinds: legacyKinds(item.get("match"))
        });
      }
    }
    return [
      {
        file,
        line,
        name,
        ...namespace && { namespace },
        kind,
        legacy,
        type: legacy ? "validate" : celType(kind),
        rules,
        kinds: legacy ? [] : celKinds(contents.getIn(["spec", "matchConstraints"]))
      }
    ];
  });
}
function readSuiteResources(text) {
  return plainDocuments(text).flatMap((document) => {
    if (!isData(document)) return [];
    const kind = str(document.kind);
    if (kind === "List" || kind.endsWith("List")) {
      return str(metadataOf(document).name) ? listItems(document) : [];
    }
    return identityOf(document);
  });
}
var metadataOf = (object) => isData(object.metadata) ? object.metadata : {};
function identityOf(object) {
  if (!isData(object)) return [];
  const kind = str(object.kind);
  const metadata = metadataOf(object);
  const name = str(metadata.name);
  return kind && name ? [{ kind, name, namespace: str(metadata.namespace) }] : [];
}
function listItems(list) {
  return Array.isArray(list.items) ? list.items.flatMap(identityOf) : [];
}
function legacyKinds(match) {
  const json = toJson(match);
  const blocks = [
    ...Array.isArray(json.any) ? json.any : [],
    ...Array.isArray(json.all) ? json.all : [],
    json
  ];
  return blocks.flatMap((block) => {
    const resources = block?.resources;
    return Array.isArray(resources?.kinds) ? resources.kinds.map(String) : [];
  });
}
function celKinds(constraints) {
  const json = toJson(constraints);
  const rules = Array.isArray(json.resourceRules) ? json.resourceRules : [];
  return rules.flatMap(
    (rule) => Array.isArray(rule?.resources) ? rule.resources.map(String).filter((resource) => !resource.includes("/") && resource !== "*").map(kindOfResource) : []
  );
}
var IRREGULAR = {
  ingresses: "Ingress",
  networkpolicies: "NetworkPolicy",
  podsecuritypolicies: "PodSecurityPolicy",
  endpoints: "Endpoints",
  poddisruptionbudgets: "PodDisruptionBudget",
  replicasets: "ReplicaSet",
  daemonsets: "DaemonSet",
  statefulsets: "StatefulSet",
  cronjobs: "CronJob",
  configmaps: "ConfigMap",
  serviceaccounts: "ServiceAccount",
  persistentvolumeclaims: "PersistentVolumeClaim",
  persistentvolumes: "PersistentVolume",
  horizontalpodautoscalers: "HorizontalPodAutoscaler",
  clusterroles: "ClusterRole",
  clusterrolebindings: "ClusterRoleBinding",
  rolebindings: "RoleBinding",
  storageclasses: "StorageClass",
  limitranges: "LimitRange",
  resourcequotas: "ResourceQuota"
};
function kindOfResource(resource) {
  const irregular = IRREGULAR[resource];
  if (irregular) return irregular;
  const singular = resource.replace(/ies$/, "y").replace(/(ss|[^s])es$/, "$1e").replace(/s$/, "");
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}
function toJson(node) {
  const value = node && typeof node.toJSON === "function" ? node.toJSON() : node;
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}

// src/coverage/suites.ts
function diskSuiteFiles(workspace) {
  return {
    read: (relative) => readText(import_node_path.default.join(workspace, relative)).catch(() => void 0),
    yamlFiles: (relative) => kyvernoYamlFiles(workspace, relative)
  };
}
function readOnce(files) {
  const cache = /* @__PURE__ */ new Map();
  return (relative) => {
    let text = cache.get(relative);
    if (!text) cache.set(relative, text = files.read(relative));
    return text;
  };
}
async function loadSuites(workspace, testFiles, files = diskSuiteFiles(workspace), options = { resources: "all" }) {
  const read = readOnce(files);
  const suites = await Promise.all(
    testFiles.map(async (file) => {
      const text = await read(file);
      if (text === void 0) return void 0;
      const documents = await Promise.all(
        listsOf(text).map((lists) => loadDocument(workspace, file, lists, files, read))
      );
      return { file, text, documents };
    })
  );
  const loaded = suites.filter((suite) => suite !== void 0);
  if (options.resources === "all") {
    await readResources(
      loaded.flatMap((suite) => suite.documents),
      files,
      read
    );
  }
  return loaded;
}
async function readResources(documents, files, read = readOnce(files)) {
  await Promise.all(
    documents.map(async (document) => {
      if (document.resources) return;
      const resources = [];
      for (const file of document.resourceFiles) {
        const text = await read(file);
        if (text === void 0) document.incomplete = true;
        else resources.push(...readSuiteResources(text));
      }
      document.resources = resources;
    })
  );
}
async function loadDocument(workspace, testFile, lists, files, read) {
  const document = { policies: [], resourceFiles: [], incomplete: false };
  const resolve = async (entry) => {
    const relative = isUrl(entry) ? void 0 : workspaceRelative(workspace, import_node_path.default.resolve(workspace, import_node_path.default.dirname(testFile), entry));
    if (relative === void 0) {
      document.incomplete = true;
      return [];
    }
    if (import_node_path.default.posix.basename(relative).startsWith(".")) return [];
    const found = await files.yamlFiles(relative);
    if (found === void 0) document.incomplete = true;
    return found ?? [];
  };
  for (const entry of lists.policies) {
    for (const file of await resolve(entry)) {
      const text = await read(file);
      if (text === void 0) document.incomplete = true;
      else document.policies.push(...readSuitePolicies(text, file));
    }
  }
  for (const entry of lists.resources) document.resourceFiles.push(...await resolve(entry));
  return document;
}
function listsOf(text) {
  return parsedYaml(text).documents.map((document) => ({
    policies: listedStrings(document, "policies"),
    resources: listedStrings(document, "resources")
  }));
}

// src/coverage/index.ts
function reviewPlannedRun(config, plan, results, suites) {
  return reviewTests({
    ...suites && { suites },
    workspace: config.workspace,
    results,
    testFiles: plan.suites.flatMap((suite) => suite.kind === "local" ? [suite.file] : []),
    mode: config.tests.vacuousTests ?? "fail",
    ...config.report.minCoverage !== void 0 && { minimum: config.report.minCoverage },
    ...plan.policies && {
      applyPolicies: plan.policies.sources.flatMap(
        (source) => source.builtin ? [] : source.policies
      )
    }
  });
}
async function reviewTests(input) {
  if (input.testFiles.length === 0) return { results: [...input.results] };
  const files = input.files ?? diskSuiteFiles(input.workspace);
  const suites = input.suites ?? await loadSuites(input.workspace, input.testFiles, files);
  await readResources(documentsToRead(input.results, suites), files);
  return {
    results: reviewTestRows(input.results, suites, input.mode),
    coverage: computeCoverage({
      results: input.results,
      suites,
      ...input.minimum !== void 0 && { minimum: input.minimum },
      ...input.applyPolicies && { applyPolicies: input.applyPolicies }
    })
  };
}
function uncoveredChangeWarnings(coverage, changed) {
  const files = new Set(changed);
  return (coverage?.units ?? []).filter((unit) => files.has(unit.file) && !isFullyCovered(unit)).map((unit) => ({
    source: "test",
    status: "warn",
    policy: unit.policy,
    rule: unit.rule,
    resource: NO_RESOURCE,
    message: `${unit.rule ? `Rule \`${unit.rule}\` of policy` : "Policy"} \`${unit.policy}\` is not fully covered by the tests: ${lacking(unit)}. See the coverage section for a results entry to add.`,
    reason: "Not covered",
    file: unit.file,
    line: unit.line
  }));
}
export {
  loadSuites,
  reviewPlannedRun,
  reviewTests,
  uncoveredChangeWarnings
};
//# sourceMappingURL=coverage-PR47ULJA.js.map
