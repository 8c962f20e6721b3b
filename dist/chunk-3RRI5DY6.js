import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyError
} from "./chunk-6WOCR7F3.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  selectManifests
} from "./chunk-B3KCFFVR.js";
import {
  require_picomatch
} from "./chunk-Y7JBPN7J.js";
import {
  inspectPath,
  walkFiles,
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

// src/run/crds.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);

// src/plan/crd-files.ts
var import_picomatch = __toESM(require_picomatch(), 1);
var CRD_FILE = /\.(ya?ml|json)$/i;
var CHART_CRDS = /^(?:charts\/[^/]+\/)*crds\/.+\.(ya?ml|json)$/i;
async function crdInputFiles(workspace, entries) {
  const found = { files: [], errors: [] };
  const problem = (given, what) => {
    found.errors.push(
      applyError({
        message: `crds: \`${given}\` ${what}. Fix the \`crds\` input: it takes files, folders or globs of CustomResourceDefinition YAML.`,
        reason: "CRD path not found"
      })
    );
  };
  for (const given of entries) {
    const pattern = given.replace(/\\/g, "/");
    const scan = import_picomatch.default.scan(pattern);
    if (scan.isGlob) {
      const base = workspaceRelative(workspace, scan.base || ".");
      if (base === void 0) {
        problem(given, "points outside the workspace");
        continue;
      }
      const matcher = (0, import_picomatch.default)(base === "" ? scan.glob : `${base}/${scan.glob}`);
      const files = (await walkFiles(workspace, base)).files.filter(
        (file) => matcher(file) && CRD_FILE.test(file)
      );
      if (files.length === 0) problem(given, "matches no file");
      found.files.push(...files);
      continue;
    }
    const relative = workspaceRelative(workspace, pattern);
    if (relative === void 0) {
      problem(given, "is outside the workspace");
      continue;
    }
    const entry = await inspectPath(workspace, relative);
    if (entry.escapesTo)
      problem(given, `is a symlink to ${entry.escapesTo}, outside the workspace`);
    else if (entry.kind === "file") found.files.push(relative);
    else if (entry.kind === "directory") {
      const files = (await walkFiles(workspace, relative)).files.filter((f) => CRD_FILE.test(f));
      if (files.length === 0) problem(given, "holds no .yaml, .yml or .json file");
      found.files.push(...files);
    } else problem(given, "does not exist");
  }
  found.files = [...new Set(found.files)];
  return found;
}
async function chartCrdFiles(workspace, root) {
  const prefix = root === "" ? "" : `${root}/`;
  const { files } = await walkFiles(workspace, root);
  return files.filter((file) => CHART_CRDS.test(file.slice(prefix.length)));
}
async function allManifestFiles(workspace, patterns) {
  return (await selectManifests({ workspace, patterns })).files;
}

// src/run/crds.ts
var CRD_API = "apiextensions.k8s.io/v1";
var MENTIONS_CRD = /kind:\s*["']?CustomResourceDefinition|"kind"\s*:\s*"CustomResourceDefinition"/;
function crdKey(group, kind) {
  return `${group}\0${kind}`;
}
var groupOf = (apiVersion) => apiVersion.includes("/") ? apiVersion.split("/")[0] : "";
function definitionOf(catalog, resource) {
  const group = groupOf(resource.apiVersion);
  return group === "" ? void 0 : catalog.definitions.get(crdKey(group, resource.kind));
}
function crdDefinition(object, file, line) {
  if (!isRecord(object) || object.apiVersion !== CRD_API) return void 0;
  if (object.kind !== "CustomResourceDefinition" || !isRecord(object.spec)) return void 0;
  const { group, names, versions } = object.spec;
  if (typeof group !== "string" || !isRecord(names) || typeof names.kind !== "string")
    return void 0;
  const served = (Array.isArray(versions) ? versions : []).filter((version) => isRecord(version) && version.served === true).map((version) => String(version.name));
  return {
    group,
    kind: names.kind,
    plural: typeof names.plural === "string" ? names.plural : "",
    served,
    file,
    line,
    json: JSON.stringify(object)
  };
}
function crdsInText(file, text) {
  if (!MENTIONS_CRD.test(text)) return [];
  const lines = new import_yaml.LineCounter();
  const found = [];
  for (const document of (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines })) {
    if (document.errors.length > 0 || !(0, import_yaml.isMap)(document.contents)) continue;
    const line = lines.linePos(document.contents.range[0]).line;
    const definition = crdDefinition(document.toJS(), file, line);
    if (definition) found.push(definition);
  }
  return found;
}
async function collectCrds(sources) {
  const catalog = { definitions: /* @__PURE__ */ new Map(), errors: [] };
  const add = (definition) => {
    const key = crdKey(definition.group, definition.kind);
    if (!catalog.definitions.has(key)) catalog.definitions.set(key, definition);
  };
  const readCrds = async (file) => {
    const text = await (0, import_promises.readFile)(import_node_path.default.join(sources.workspace, file), "utf8").catch(() => "");
    return crdsInText(file, text);
  };
  const given = await crdInputFiles(sources.workspace, sources.crds);
  catalog.errors.push(...given.errors);
  for (const file of given.files) {
    const found = await readCrds(file);
    if (found.length === 0) catalog.errors.push(noCrdError(file));
    found.forEach(add);
  }
  const parsed = new Set(sources.manifests.map((manifest) => manifest.file));
  for (const manifest of sources.manifests) {
    for (const document of manifest.documents) {
      const { resource, startLine } = document.object;
      if (resource.kind !== "CustomResourceDefinition") continue;
      crdsInText(manifest.file, document.text).forEach(
        (found) => add({ ...found, line: startLine })
      );
    }
  }
  for (const output of sources.rendered) {
    for (const document of output.documents) {
      if (document.object.resource.kind !== "CustomResourceDefinition") continue;
      const found = crdsInText(document.file, document.text);
      found.forEach((definition) => add({ ...definition, line: document.object.line }));
    }
  }
  const charts = new Set(
    sources.rendered.filter((output) => output.render.tool === "helm").map((o) => o.render.root)
  );
  for (const root of charts) {
    for (const file of await chartCrdFiles(sources.workspace, root))
      (await readCrds(file)).forEach(add);
  }
  const objects = [
    ...sources.manifests.flatMap((manifest) => manifest.documents),
    ...sources.rendered.flatMap((output) => output.documents)
  ];
  const wanting = objects.some(
    ({ object }) => isCustomGroup(groupOf(object.resource.apiVersion)) && !definitionOf(catalog, object.resource)
  );
  if (wanting && sources.manifestPatterns.length > 0) {
    const others = (await allManifestFiles(sources.workspace, sources.manifestPatterns)).filter(
      (file) => !parsed.has(file)
    );
    for (const file of others) (await readCrds(file)).forEach(add);
  }
  return catalog;
}
var BUILT_IN_GROUPS = new Set(
  [
    "admissionregistration",
    "apiextensions",
    "apiregistration",
    "authentication",
    "authorization",
    "certificates",
    "coordination",
    "discovery",
    "events",
    "flowcontrol.apiserver",
    "internal.apiserver",
    "networking",
    "node",
    "rbac.authorization",
    "resource",
    "scheduling",
    "storage",
    "storagemigration"
  ].map((group) => `${group}.k8s.io`)
);
var KYVERNO_GROUPS = /(^|\.)kyverno\.io$|^wgpolicyk8s\.io$|^openreports\.io$/;
function isCustomGroup(group) {
  return group.includes(".") && !BUILT_IN_GROUPS.has(group) && !KYVERNO_GROUPS.test(group);
}
function isCustomResource(resource) {
  return isCustomGroup(groupOf(resource.apiVersion));
}
function noCrdError(file) {
  return applyError({
    message: `crds: ${file} holds no CustomResourceDefinition (apiextensions.k8s.io/v1). Point the \`crds\` input at the files that define your custom resources.`,
    reason: "No CRD found",
    file,
    line: 1
  });
}
async function writeCrdFile(folder, definitions) {
  await (0, import_promises.mkdir)(folder, { recursive: true });
  const file = import_node_path.default.join(folder, "crds.yaml");
  await (0, import_promises.writeFile)(file, `${definitions.map((definition) => definition.json).join("\n---\n")}
`);
  return file;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  crdKey,
  definitionOf,
  collectCrds,
  isCustomResource,
  writeCrdFile
};
//# sourceMappingURL=chunk-3RRI5DY6.js.map
