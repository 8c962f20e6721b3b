import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  locatePath,
  messagePath,
  templateKeyLine
} from "./chunk-V5MRDQDJ.js";
import {
  renderRef
} from "./chunk-AFIPBSQZ.js";
import {
  isData
} from "./chunk-LHH4KVAW.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/checks/helm-values-files.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/checks/helm-values-keys.ts
var import_yaml = __toESM(require_dist(), 1);

// src/checks/kyverno-install.ts
var PDB_POLICY = "kyverno-admission-controller-pdb";
var PDB_EXISTS_RULE = "pdb-exists";
var PDB_ALLOWS_DRAIN_RULE = "pdb-allows-drain";
var PACK_CATEGORY = "kyverno-production";
var SEVERITY = "high";
var CHART_KEY = "admissionController.podDisruptionBudget";
var PDB_POLICY_INFO = {
  name: PDB_POLICY,
  kind: "built-in check",
  title: "A PodDisruptionBudget keeps the Kyverno admission controller through node drains",
  category: PACK_CATEGORY,
  severity: SEVERITY,
  description: "A node drain evicts pods without regard for Kyverno: without a PodDisruptionBudget that selects the admission controller's pods, a drain can take every replica at once and block admission for the whole cluster. The budget must still let drains proceed: `minAvailable` below the number of replicas, or `maxUnavailable` of at least 1. A budget that allows no eviction makes every node drain hang. Checked over the objects of one Helm render or one manifest file."
};
var field = (value, ...path) => path.reduce((current, key) => isData(current) ? current[key] : void 0, value);
function stringMap(value) {
  if (!isData(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(
      ([key, entry]) => typeof entry === "string" ? [[key, entry]] : []
    )
  );
}
function isAdmissionController(object) {
  const labels = stringMap(field(object.value, "metadata", "labels"));
  return object.resource.kind === "Deployment" && labels["app.kubernetes.io/part-of"] === "kyverno" && labels["app.kubernetes.io/component"] === "admission-controller";
}
var sameNamespace = (a, b) => (a || "default") === (b || "default");
function selects(selector, labels, emptyMatchesAll) {
  if (!isData(selector)) return false;
  const matchLabels = stringMap(selector.matchLabels);
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : [];
  if (Object.keys(matchLabels).length === 0 && expressions.length === 0) return emptyMatchesAll;
  const labelsMatch = Object.entries(matchLabels).every(([key, value]) => labels[key] === value);
  return labelsMatch && expressions.every((expression) => matchesExpression(expression, labels));
}
function matchesExpression(expression, labels) {
  const key = field(expression, "key");
  const operator = field(expression, "operator");
  const rawValues = field(expression, "values");
  const values = Array.isArray(rawValues) ? rawValues.map(String) : [];
  if (typeof key !== "string") return false;
  const present = Object.hasOwn(labels, key);
  switch (operator) {
    case "In":
      return present && values.includes(labels[key]);
    case "NotIn":
      return !present || !values.includes(labels[key]);
    case "Exists":
      return present;
    case "DoesNotExist":
      return !present;
    default:
      return false;
  }
}
function amount(value) {
  if (value === void 0 || value === null) return void 0;
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return { count: value };
  if (typeof value === "string" && /^\d+%$/.test(value.trim())) {
    return { percent: Number(value.trim().slice(0, -1)) };
  }
  if (typeof value === "string" && /^\d+$/.test(value.trim())) {
    return { invalid: `"${value}" (a string; write a number, or a percentage such as "50%")` };
  }
  return { invalid: JSON.stringify(value) };
}
var show = (value) => typeof value === "string" ? `"${value}"` : JSON.stringify(value);
function drainProblem(spec, replicas) {
  const rawMin = field(spec, "minAvailable");
  const rawMax = field(spec, "maxUnavailable");
  const min = amount(rawMin);
  const max = amount(rawMax);
  if (min && max) return "sets both minAvailable and maxUnavailable, which Kubernetes rejects";
  for (const [name, parsed] of [
    ["maxUnavailable", max],
    ["minAvailable", min]
  ]) {
    if (parsed && "invalid" in parsed) {
      return `has ${name}: ${parsed.invalid}, which Kubernetes cannot use`;
    }
  }
  if (max && "count" in max) {
    return max.count >= 1 ? void 0 : "has maxUnavailable: 0, so it allows no eviction";
  }
  if (max && "percent" in max) {
    return max.percent > 0 ? void 0 : `has maxUnavailable: ${show(rawMax)}, so it allows no eviction`;
  }
  if (replicas === void 0) return void 0;
  const required = min === void 0 ? 1 : "count" in min ? min.count : Math.ceil(min.percent * replicas / 100);
  if (required < replicas) return void 0;
  const setting = min === void 0 ? "no minAvailable (which defaults to 1)" : `minAvailable: ${show(rawMin)}`;
  return `has ${setting} with ${replicas} replica(s), so it allows no eviction`;
}
function replicaCount(deployment) {
  const replicas = field(deployment, "spec", "replicas");
  if (replicas === void 0 || replicas === null) return 1;
  return typeof replicas === "number" && Number.isInteger(replicas) && replicas >= 0 ? replicas : void 0;
}
function result(status, rule, resource, message) {
  return {
    source: "apply",
    status,
    policy: PDB_POLICY,
    rule,
    resource,
    message,
    reason: status === "pass" ? "Ok" : "Kyverno install check failed",
    category: PACK_CATEGORY,
    severity: SEVERITY
  };
}
var describe = (resource) => `${resource.kind} ${resource.namespace ? `${resource.namespace}/` : ""}${resource.name}`;
function checkAdmissionControllerBudgets(objects) {
  const results = [];
  const budgets = objects.filter((object) => object.resource.kind === "PodDisruptionBudget");
  for (const deployment of objects.filter(isAdmissionController)) {
    const podLabels = stringMap(field(deployment.value, "spec", "template", "metadata", "labels"));
    const replicas = replicaCount(deployment.value);
    const matching = budgets.filter(
      (budget) => sameNamespace(budget.resource.namespace, deployment.resource.namespace) && selects(
        field(budget.value, "spec", "selector"),
        podLabels,
        budget.resource.apiVersion !== "policy/v1beta1"
      )
    );
    if (matching.length === 0) {
      results.push(
        result(
          "fail",
          PDB_EXISTS_RULE,
          deployment.resource,
          `No PodDisruptionBudget here selects the pods of the Kyverno admission controller ${deployment.resource.name}: a node drain can evict every replica at once and block admission for the whole cluster. Add one that keeps minAvailable below the replicas or sets maxUnavailable: 1 (Helm chart: ${CHART_KEY}.enabled: true).`
        )
      );
      continue;
    }
    results.push(
      result(
        "pass",
        PDB_EXISTS_RULE,
        deployment.resource,
        `${describe(matching[0].resource)} selects the pods of the Kyverno admission controller.`
      )
    );
    for (const budget of matching) {
      const problem = drainProblem(field(budget.value, "spec"), replicas);
      results.push(
        problem ? result(
          "fail",
          PDB_ALLOWS_DRAIN_RULE,
          budget.resource,
          `PodDisruptionBudget ${budget.resource.name} of the Kyverno admission controller ${deployment.resource.name} ${problem}: every node drain waits on it forever. Keep minAvailable below the replicas, or set maxUnavailable: 1 (Helm chart: ${CHART_KEY}).`
        ) : result(
          "pass",
          PDB_ALLOWS_DRAIN_RULE,
          budget.resource,
          `PodDisruptionBudget ${budget.resource.name} lets node drains proceed.`
        )
      );
    }
  }
  return results;
}

// src/checks/helm-values-keys.ts
var VALUES_POLICY = "helm-values";
var UNKNOWN_KEY_RULE = "unknown-key";
var CATEGORY = PACK_CATEGORY;
var VALUES_POLICY_INFO = {
  name: VALUES_POLICY,
  kind: "built-in check",
  title: "Every key of a values file is a value of its chart",
  category: CATEGORY,
  severity: "medium",
  description: "Helm passes every key of a values file to the chart's templates, and a key that no template reads changes nothing, without a warning: a typo, or a key of an older version of the chart, leaves the chart's default in place. Each key path that the chart's values.yaml does not define (and its values.schema.json does not declare) is reported at its line, with the closest key the chart defines."
};
var NO_RESOURCE = { apiVersion: "", kind: "", namespace: "", name: "" };
function majorLine(version) {
  const major = /^v?(\d+)\./.exec(version.trim())?.[1];
  return major === void 0 ? version : `${major}.x`;
}
function definedKeys(values, prefix = []) {
  if (!isData(values)) return [];
  return Object.entries(values).flatMap(([key, value]) => [
    { path: [...prefix, key], value },
    ...definedKeys(value, [...prefix, key])
  ]);
}
function editDistance(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost));
    }
    previous = current;
  }
  return previous[y.length];
}
function closestKey(unknownKey, unknownValue, defined, parent = []) {
  const childKeys = isData(unknownValue) ? Object.keys(unknownValue) : [];
  const scored = defined.map((candidate, order) => {
    const last = candidate.path.at(-1);
    const distance = editDistance(unknownKey, last);
    const sameShape = isData(unknownValue) === isData(candidate.value) || candidate.value === null;
    const shared = isData(candidate.value) ? childKeys.filter((key) => Object.hasOwn(candidate.value, key)).length : 0;
    let nearby = 0;
    while (nearby < parent.length && candidate.path[nearby] === parent[nearby]) nearby++;
    return { candidate, distance, sameShape, shared, order, last, nearby };
  });
  const close = scored.filter(
    ({ distance, last }) => distance <= Math.max(2, Math.floor(Math.max(unknownKey.length, last.length) / 2))
  );
  close.sort(
    (a, b) => a.distance - b.distance || b.nearby - a.nearby || Number(b.sameShape) - Number(a.sameShape) || b.shared - a.shared || a.candidate.path.length - b.candidate.path.length || a.order - b.order
  );
  return close[0]?.candidate.path.join(".");
}
function resolve(node, root, depth = 0) {
  if (!isData(node) || depth > 20) return void 0;
  const ref = node.$ref;
  if (typeof ref === "string" && ref.startsWith("#/")) {
    const target = ref.slice(2).split("/").map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~")).reduce((current, part) => isData(current) ? current[part] : void 0, root);
    return resolve(target, root, depth + 1);
  }
  return node;
}
function schemaFor(node, key, root) {
  const schema = resolve(node, root);
  if (!schema) return void 0;
  if (isData(schema.properties) && Object.hasOwn(schema.properties, key)) {
    return schema.properties[key];
  }
  if (isData(schema.patternProperties)) {
    for (const [pattern, sub] of Object.entries(schema.patternProperties)) {
      try {
        if (new RegExp(pattern, "u").test(key)) return sub;
      } catch {
        return "any";
      }
    }
  }
  if (schema.additionalProperties === true) return "any";
  if (isData(schema.additionalProperties)) return schema.additionalProperties;
  for (const branch of [
    ...schema.allOf ?? [],
    ...schema.anyOf ?? [],
    ...schema.oneOf ?? []
  ]) {
    const found = schemaFor(branch, key, root);
    if (found !== void 0) return found;
  }
  return void 0;
}
function isFreeForm(node, root) {
  const schema = resolve(node, root);
  if (!schema) return true;
  return schema.properties === void 0 && schema.patternProperties === void 0 && schema.additionalProperties === void 0 && schema.allOf === void 0 && schema.anyOf === void 0 && schema.oneOf === void 0;
}
function walk(context, node, path, chartValues, schema) {
  for (const pair of node.items) {
    if (!(0, import_yaml.isScalar)(pair.key)) continue;
    const key = String(pair.key.value);
    const keyPath = [...path, key];
    const isTopLevel = path.length === 0;
    if (isTopLevel && (key === "global" || context.chart.dependencies?.includes(key))) continue;
    const inValues = isData(chartValues) && Object.hasOwn(chartValues, key);
    const childValues = inValues ? chartValues[key] : void 0;
    const childSchema = context.schemaRoot === void 0 ? void 0 : schemaFor(schema, key, context.schemaRoot);
    if (!inValues && childSchema === void 0) {
      report(context, key, keyPath, pair.key.range?.[0] ?? 0, pair.value);
      continue;
    }
    const openInValues = !inValues || !isData(childValues) || Object.keys(childValues).length === 0;
    const openInSchema = context.schemaRoot === void 0 || childSchema === "any" || isFreeForm(childSchema, context.schemaRoot);
    if (openInValues && openInSchema) continue;
    if ((0, import_yaml.isMap)(pair.value)) {
      walk(
        context,
        pair.value,
        keyPath,
        openInValues ? void 0 : childValues,
        childSchema === "any" ? void 0 : childSchema
      );
    }
  }
}
function report(context, key, keyPath, offset, valueNode) {
  const position = context.lines.linePos(offset);
  const value = (0, import_yaml.isMap)(valueNode) ? valueNode.toJSON() : (0, import_yaml.isScalar)(valueNode) ? valueNode.value : [];
  const suggestion = closestKey(key, value, context.defined, keyPath.slice(0, -1));
  const where = `chart ${context.chart.name} ${majorLine(context.chart.version)}`;
  context.results.push({
    source: "apply",
    status: "warn",
    policy: VALUES_POLICY,
    rule: UNKNOWN_KEY_RULE,
    resource: NO_RESOURCE,
    message: `\`${keyPath.join(".")}\` is not a value of ${where}` + (suggestion ? `; did you mean \`${suggestion}\`?` : ".") + " Helm passes it to the templates, and none of them reads it.",
    reason: "Unknown value",
    file: context.file,
    line: position.line,
    column: position.col,
    category: CATEGORY,
    severity: VALUES_POLICY_INFO.severity
  });
}
function parseJson(text) {
  if (text === void 0) return void 0;
  try {
    return JSON.parse(text);
  } catch {
    return void 0;
  }
}
function checkValuesKeys(chart, values) {
  const lines = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(values.text, { lineCounter: lines });
  if (document.errors.length > 0) return [];
  const contents = document.contents;
  if (contents === null || (0, import_yaml.isScalar)(contents) && contents.value === null) return [];
  if (!(0, import_yaml.isMap)(contents)) return [];
  const chartDocument = (0, import_yaml.parseDocument)(chart.valuesText);
  const chartValues = chartDocument.errors.length > 0 ? {} : chartDocument.toJS() ?? {};
  const schemaRoot = parseJson(chart.schemaText);
  const context = {
    chart,
    file: values.file,
    lines,
    defined: definedKeys(chartValues),
    schemaRoot: isData(schemaRoot) ? schemaRoot : void 0,
    results: []
  };
  walk(context, contents, [], chartValues, context.schemaRoot);
  return context.results;
}

// src/checks/helm-values-files.ts
async function checkValuesOfRenders(renders, read) {
  const results = await Promise.all(
    renders.map(async (render) => {
      if (render.tool !== "helm") return [];
      const found = await checkRenderValues(
        {
          root: render.root,
          ...render.values !== void 0 && { values: render.values },
          dependencies: render.chart.dependencies
        },
        read
      );
      return found.map((result2) => ({ ...result2, render: renderRef(render) }));
    })
  );
  return results.flat();
}
var join = (root, file) => root === "" ? file : `${root}/${file}`;
function chartField(text, key) {
  try {
    const value = text === void 0 ? void 0 : (0, import_yaml2.parse)(text)?.[key];
    return typeof value === "string" || typeof value === "number" ? String(value) : void 0;
  } catch {
    return void 0;
  }
}
async function checkRenderValues(render, read) {
  if (render.values === void 0) return [];
  const [chartYaml, valuesText, schemaText, userText] = await Promise.all([
    read(join(render.root, "Chart.yaml")),
    read(join(render.root, "values.yaml")),
    read(join(render.root, "values.schema.json")),
    read(render.values)
  ]);
  if (chartYaml === void 0 || userText === void 0) return [];
  return checkValuesKeys(
    {
      name: chartField(chartYaml, "name") ?? (render.root.split("/").at(-1) || "chart"),
      version: chartField(chartYaml, "version") ?? "of unknown version",
      valuesText: valuesText ?? "",
      ...schemaText !== void 0 && { schemaText },
      dependencies: render.dependencies.map((dependency) => dependency.alias ?? dependency.name)
    },
    { file: render.values, text: userText }
  );
}

// src/checks/manifest-sets.ts
var import_yaml3 = __toESM(require_dist(), 1);

// src/locate/manifest.ts
function locateResults(results, declared) {
  const byName = /* @__PURE__ */ new Map();
  for (const entry of declared) {
    const key = nameKey(entry.object.resource);
    byName.set(key, [...byName.get(key) ?? [], entry]);
  }
  const located = { results: [], unlocated: [] };
  for (const result2 of results) {
    const candidates = byName.get(nameKey(result2.resource)) ?? [];
    const matches = bestMatches(result2.resource, candidates);
    if (matches.length === 0) located.unlocated.push(result2);
    const segments = messagePath(result2.message);
    for (const match of matches) {
      const { tree, template } = match.object;
      const at = segments && (template === void 0 ? locatePath(tree, segments) : templateKeyLine(template, segments));
      const { generateName } = match.object.resource;
      located.results.push({
        ...result2,
        ...generateName && !result2.resource.name && { resource: { ...result2.resource, generateName } },
        file: match.file,
        line: at ? at.line : match.object.line,
        column: at ? at.column : match.object.column,
        ...at && { path: at.path },
        ...match.render && { render: match.render }
      });
    }
  }
  return located;
}
function nameKey(resource) {
  return `${resource.kind}\0${resource.name}`;
}
function sameNamespace2(declared, reported) {
  if (declared === reported) return true;
  return declared === "" && (reported === "default" || reported === "");
}
function bestMatches(resource, candidates) {
  const tiers = [
    (object) => object.apiVersion === resource.apiVersion && sameNamespace2(object.namespace, resource.namespace),
    (object) => sameNamespace2(object.namespace, resource.namespace),
    // Cluster-scoped kinds may be reported with or without a namespace.
    () => true
  ];
  for (const tier of tiers) {
    const found = candidates.filter((candidate) => tier(candidate.object.resource));
    if (found.length > 0) return found;
  }
  return [];
}

// src/checks/manifest-sets.ts
function checkObjectSet(set) {
  const objects = set.documents.map((document) => ({
    resource: document.object.resource,
    // The text parsed cleanly already: as a YAML 1.1 document, or as JSON for a List item.
    value: (0, import_yaml3.parse)(document.text, { version: "1.1" })
  }));
  const results = checkAdmissionControllerBudgets(objects);
  return results.length === 0 ? [] : locateResults(results, set.declared).results;
}

// src/checks/packs.ts
var PACKS = {
  "kyverno-production": {
    catalog: [PDB_POLICY_INFO, VALUES_POLICY_INFO],
    objectSet: checkObjectSet,
    renders: checkValuesOfRenders
  }
};
function checksOfPacks(packs) {
  return (packs ?? []).map((pack) => PACKS[pack]);
}
function packChecks(pack) {
  return PACKS[pack].catalog.map((info) => ({ ...info }));
}

export {
  locateResults,
  checksOfPacks,
  packChecks
};
//# sourceMappingURL=chunk-H75RVIVP.js.map
