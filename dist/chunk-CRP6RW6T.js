import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  isData
} from "./chunk-LHH4KVAW.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/plan/kustomize-references.ts
var import_node_path = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);
var KUSTOMIZATION_FILES = ["kustomization.yaml", "kustomization.yml", "Kustomization"];
function isKustomizationFile(file) {
  return KUSTOMIZATION_FILES.includes(import_node_path.default.posix.basename(file));
}
var folderOf = (file) => {
  const dir = import_node_path.default.posix.dirname(file);
  return dir === "." ? "" : dir;
};
function kustomizationFileByFolder(files) {
  const chosen = /* @__PURE__ */ new Map();
  for (const file of files) {
    if (!isKustomizationFile(file)) continue;
    const folder = folderOf(file);
    const current = chosen.get(folder);
    const name = import_node_path.default.posix.basename(file);
    if (current === void 0 || KUSTOMIZATION_FILES.indexOf(name) < KUSTOMIZATION_FILES.indexOf(current)) {
      chosen.set(folder, name);
    }
  }
  return chosen;
}
var PATH_LISTS = [
  "resources",
  "bases",
  "components",
  "crds",
  "configurations",
  "generators",
  "transformers",
  "validators",
  "patchesStrategicMerge"
];
var PATH_OBJECTS = ["patches", "patchesJson6902", "replacements"];
var GENERATORS = ["configMapGenerator", "secretGenerator"];
function readKustomization(text) {
  let data;
  try {
    data = (0, import_yaml.parse)(text);
  } catch {
    return void 0;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return void 0;
  const record = data;
  const references = [];
  const add = (value) => {
    if (typeof value !== "string" || value.includes("\n") || isRemote(value)) return;
    if (value.trim() !== "") references.push(value.trim());
  };
  const addFile = (value) => add(typeof value === "string" ? value.slice(value.indexOf("=") + 1) : value);
  const list = (value) => Array.isArray(value) ? value : [];
  const field = (value, key) => isData(value) ? value[key] : void 0;
  for (const key of PATH_LISTS) list(record[key]).forEach(add);
  for (const key of PATH_OBJECTS) list(record[key]).forEach((entry) => add(field(entry, "path")));
  for (const key of GENERATORS) {
    for (const generator of list(record[key])) {
      list(field(generator, "files")).forEach(addFile);
      list(field(generator, "envs")).forEach(add);
      add(field(generator, "env"));
    }
  }
  add(field(record.openapi, "path"));
  const helmCharts = readHelmCharts(record);
  if (helmCharts) {
    helmCharts.localCharts.forEach(add);
    for (const chart of list(record.helmCharts)) {
      add(field(chart, "valuesFile"));
      list(field(chart, "additionalValuesFiles")).forEach(add);
    }
  }
  return {
    kind: record.kind === "Component" ? "Component" : "Kustomization",
    references,
    ...helmCharts && { helmCharts }
  };
}
function readHelmCharts(record) {
  const charts = Array.isArray(record.helmCharts) ? record.helmCharts.filter(isData) : [];
  if (charts.length === 0) return void 0;
  const home = isData(record.helmGlobals) ? record.helmGlobals.chartHome : void 0;
  const chartHome = typeof home === "string" && home.trim() !== "" ? home.trim() : "charts";
  const text = (value) => typeof value === "string" ? value.trim() : "";
  const local = charts.filter((chart) => text(chart.repo) === "" && text(chart.name) !== "");
  return {
    chartHome,
    localCharts: local.map((chart) => `${chartHome.replace(/\/+$/, "")}/${text(chart.name)}`),
    pulls: local.length < charts.length
  };
}
function isRemote(reference) {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) || /^(git@|github\.com\/|gitlab\.com\/|bitbucket\.org\/)/.test(reference) || reference.includes("?ref=");
}

export {
  isKustomizationFile,
  kustomizationFileByFolder,
  readKustomization
};
//# sourceMappingURL=chunk-CRP6RW6T.js.map
