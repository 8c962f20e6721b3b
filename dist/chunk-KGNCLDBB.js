import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  policyKindRole
} from "./chunk-2M3XXGMH.js";
import {
  isKustomizationFile,
  kustomizationFileByFolder,
  readKustomization
} from "./chunk-CRP6RW6T.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  isInside
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

// src/detect/detect.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path3 = __toESM(require_path(), 1);

// src/detect/documents.ts
var import_node_fs = __toESM(require_fs(), 1);
var import_node_path = __toESM(require_path(), 1);
var MAX_YAML_BYTES = 5 * 1024 * 1024;
var isYamlName = (file) => /\.ya?ml$/i.test(file);
var KEY = /^(apiVersion|kind)[ \t]*:[ \t]*(.*)$/;
var DOCUMENT_START = /^---(?:[ \t]|$)/;
function scalar(raw) {
  const text = raw.replace(/[ \t]+#.*$/, "").trim();
  const quoted = /^(["'])(.*)\1$/.exec(text);
  return quoted ? quoted[2] : text;
}
function documentHeads(text) {
  const heads = [];
  let current;
  let start = 1;
  let lineNumber = 0;
  let from = 0;
  while (from <= text.length) {
    const to = text.indexOf("\n", from);
    const end = to === -1 ? text.length : to;
    lineNumber += 1;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(from, end - 1) : text.slice(from, end);
    if (DOCUMENT_START.test(line) || line === "...") {
      if (current) heads.push(current);
      current = void 0;
      start = lineNumber + 1;
    } else {
      const match = line.charCodeAt(0) === 97 || line.charCodeAt(0) === 107 ? KEY.exec(line) : null;
      if (match) {
        current ??= { apiVersion: "", kind: "", line: start };
        if (match[1] === "apiVersion") current.apiVersion = scalar(match[2]);
        else {
          current.kind = scalar(match[2]);
          current.line = lineNumber;
        }
      }
    }
    if (to === -1) break;
    from = to + 1;
  }
  if (current) heads.push(current);
  return heads;
}
var SNIFF_BYTES = 8192;
var SHARED = Buffer.allocUnsafe(256 * 1024);
function readOpen(fd, size, maxBytes) {
  if (size > maxBytes) {
    const mb = (size / 1024 / 1024).toFixed(1);
    return { skipped: `${mb} MB, over the ${maxBytes / 1024 / 1024} MB limit; not read` };
  }
  const bytes = size <= SHARED.length ? SHARED : Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const got = (0, import_node_fs.readSync)(fd, bytes, read, size - read, read);
    if (got === 0) break;
    read += got;
    if (read >= SNIFF_BYTES || read === size) {
      if (bytes.subarray(0, Math.min(read, SNIFF_BYTES)).includes(0)) return { skipped: BINARY };
    }
  }
  return { text: bytes.toString("utf8", 0, read) };
}
function readForDetection(workspace, realWorkspace, file, maxBytes = MAX_YAML_BYTES) {
  const absolute = import_node_path.default.join(workspace, file);
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(absolute, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NOFOLLOW);
  } catch (error) {
    if (error.code !== "ELOOP") return void 0;
    let target;
    try {
      target = (0, import_node_fs.realpathSync)(absolute);
    } catch {
      return void 0;
    }
    if (!isInside(realWorkspace, target)) {
      return { skipped: `a symlink to ${target}, outside the workspace; not followed` };
    }
    try {
      fd = (0, import_node_fs.openSync)(target, import_node_fs.constants.O_RDONLY);
    } catch {
      return void 0;
    }
  }
  try {
    const info = (0, import_node_fs.fstatSync)(fd);
    return info.isFile() ? readOpen(fd, info.size, maxBytes) : void 0;
  } catch {
    return void 0;
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
var BINARY = "a binary file (it holds NUL bytes), not YAML; not read";

// src/detect/references.ts
var import_node_path2 = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);
var dirOf = (file) => {
  const dir = import_node_path2.default.posix.dirname(file);
  return dir === "." ? "" : dir;
};
var join = (folder, name) => folder === "" ? name : `${folder}/${name}`;
function resolveReference(folder, reference) {
  const target = import_node_path2.default.posix.normalize(join(folder, reference.replace(/\\/g, "/")));
  if (target === ".." || target.startsWith("../") || import_node_path2.default.posix.isAbsolute(target))
    return void 0;
  return target === "." ? "" : target.replace(/\/+$/, "");
}
async function kustomizeGraph(files, fileSet, read) {
  const marked = kustomizationFileByFolder(files);
  const parsed = /* @__PURE__ */ new Map();
  const unreadable = [];
  await Promise.all(
    [...marked].map(async ([folder, name]) => {
      const text = await read(join(folder, name));
      const kustomization = text === void 0 ? void 0 : readKustomization(text);
      if (kustomization) parsed.set(folder, kustomization);
      else unreadable.push(join(folder, name));
    })
  );
  const referenced = /* @__PURE__ */ new Set();
  const edges = /* @__PURE__ */ new Map();
  const inflatedCharts = /* @__PURE__ */ new Map();
  for (const [folder, kustomization] of parsed) {
    for (const chart of kustomization.helmCharts?.localCharts ?? []) {
      const target = resolveReference(folder, chart);
      if (target !== void 0 && !inflatedCharts.has(target)) inflatedCharts.set(target, folder);
    }
    const edge = { folders: [], files: [] };
    for (const reference of kustomization.references) {
      const target = resolveReference(folder, reference);
      if (target === void 0 || target === folder) continue;
      if (fileSet.has(target)) edge.files.push(target);
      else if (marked.has(target)) {
        edge.folders.push(target);
        referenced.add(target);
      }
    }
    edges.set(folder, edge);
  }
  const roots = [];
  const unusedComponents = [];
  for (const [folder, kustomization] of parsed) {
    if (referenced.has(folder)) continue;
    (kustomization.kind === "Component" ? unusedComponents : roots).push(folder);
  }
  const reach = (starts) => {
    const files2 = /* @__PURE__ */ new Set();
    const seen = /* @__PURE__ */ new Set();
    const queue = [...starts];
    while (queue.length > 0) {
      const folder = queue.pop();
      if (seen.has(folder)) continue;
      seen.add(folder);
      files2.add(join(folder, marked.get(folder)));
      const edge = edges.get(folder);
      edge?.files.forEach((file) => files2.add(file));
      edge?.folders.forEach((next) => queue.push(next));
    }
    return files2;
  };
  const reachedBy = new Map(roots.map((root) => [root, reach([root])]));
  const reached = reach(unusedComponents);
  for (const files2 of reachedBy.values()) files2.forEach((file) => reached.add(file));
  return {
    roots: roots.sort(),
    unusedComponents: unusedComponents.sort(),
    reached,
    reachedBy,
    unreadable: unreadable.sort(),
    inflatedCharts
  };
}
var SUITE_FILE_FIELDS = ["variables", "userinfo", "context"];
var SUITE_LIST_FIELDS = [
  "resources",
  "targetResources",
  "exceptions",
  "paramResources",
  "clusterResources",
  "jsonPayloads",
  "httpPayloads",
  "envoyPayloads"
];
var RESULT_FILE_FIELDS = ["patchedResources", "generatedResource", "cloneSourceResource"];
var RESULT_LIST_FIELDS = ["generatedResources"];
function suiteFiles(suiteFile, text) {
  const files = { policies: [], listed: [] };
  const document = (0, import_yaml.parseDocument)(text);
  const root = document.contents;
  if (document.errors.length > 0 || !(0, import_yaml.isMap)(root)) return files;
  const folder = dirOf(suiteFile);
  const add = (into, value) => {
    if (typeof value !== "string" || value.trim() === "" || /^https?:\/\//i.test(value)) return;
    const resolved = resolveReference(folder, value.trim());
    if (resolved !== void 0) into.push(resolved);
  };
  const each = (map, key, into) => {
    const node = map.get(key, true);
    if ((0, import_yaml.isSeq)(node)) node.items.forEach((item) => add(into, item?.value));
  };
  each(root, "policies", files.policies);
  for (const key of SUITE_LIST_FIELDS) each(root, key, files.listed);
  for (const key of SUITE_FILE_FIELDS) add(files.listed, root.get(key));
  const results = root.get("results", true);
  if ((0, import_yaml.isSeq)(results)) {
    for (const result of results.items) {
      if (!(0, import_yaml.isMap)(result)) continue;
      for (const key of RESULT_FILE_FIELDS) add(files.listed, result.get(key));
      for (const key of RESULT_LIST_FIELDS) each(result, key, files.listed);
    }
  }
  return files;
}

// src/detect/tree.ts
async function listTree(workspace, run = runProcess) {
  let result;
  try {
    result = await run(
      "git",
      [
        "-c",
        "core.quotePath=false",
        "ls-files",
        "-z",
        "--cached",
        "--others",
        "--exclude-standard"
      ],
      { cwd: workspace, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } }
    );
  } catch (error) {
    return { files: [], problem: error.message };
  }
  if (result.exitCode !== 0) {
    const detail = result.stderr.trim().split("\n")[0] ?? "";
    return { files: [], problem: `git ls-files failed: ${detail}` };
  }
  const files = [
    ...new Set(result.stdout.split("\0").filter((file) => file !== "" && !file.endsWith("/")))
  ].sort();
  return { files };
}

// src/detect/detect.ts
var TOOL_GROUPS = /* @__PURE__ */ new Set([
  "cli.kyverno.io",
  "chainsaw.kyverno.io",
  "kustomize.config.k8s.io",
  "kind.x-k8s.io",
  "skaffold"
]);
var groupOf = (apiVersion) => apiVersion.includes("/") ? apiVersion.split("/")[0] : "";
var dirOf2 = (file) => {
  const dir = import_node_path3.default.posix.dirname(file);
  return dir === "." ? "" : dir;
};
var byText = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var isHidden = (file) => file.startsWith(".") || file.includes("/.");
function enclosing(folders, file) {
  for (let dir = dirOf2(file); ; dir = dirOf2(dir)) {
    if (folders.has(dir)) return dir;
    if (dir === "") return void 0;
  }
}
var isObject = (head) => head.apiVersion !== "" && head.kind !== "" && !TOOL_GROUPS.has(groupOf(head.apiVersion));
async function detect(workspace, options) {
  const listing = await listTree(workspace, options.runner);
  const empty = { policies: [], tests: [], "helm-charts": [], kustomizations: [], manifests: [] };
  const detected = {
    files: listing.files.length,
    found: empty,
    notChecked: [],
    skipped: [],
    leftOut: { suiteFiles: 0, chartFiles: 0, kustomizeSources: 0, hidden: 0, hiddenPolicies: 0 }
  };
  if ("problem" in listing) return { ...detected, problem: listing.problem };
  const files = listing.files.filter((file) => !file.startsWith(".github/"));
  const fileSet = new Set(files);
  const realWorkspace = await (0, import_promises.realpath)(workspace).catch(() => workspace);
  const skipped = [];
  const texts = /* @__PURE__ */ new Map();
  const readNow = (file) => {
    if (texts.has(file)) return texts.get(file);
    const outcome = readForDetection(
      workspace,
      realWorkspace,
      file,
      options.maxBytes ?? MAX_YAML_BYTES
    );
    if (outcome && "skipped" in outcome) skipped.push({ file, reason: outcome.skipped });
    const text = outcome && "text" in outcome ? outcome.text : void 0;
    texts.set(file, text);
    return text;
  };
  const read = (file) => Promise.resolve(readNow(file));
  const charts = charted(files);
  const notChecked = [...charts.nested];
  const inChart = (file) => enclosing(charts.all, file);
  const chartRoots = new Set(charts.roots);
  const chartFiles = new Map(charts.roots.map((root) => [root, []]));
  const outsideCharts = [];
  for (const file of files) {
    if (inChart(file) === void 0) outsideCharts.push(file);
    else chartFiles.get(enclosing(chartRoots, file)).push(file);
  }
  const graph = await kustomizeGraph(outsideCharts.filter(isKustomizationFile), fileSet, read);
  const inflated = (root) => graph.inflatedCharts.get(root);
  for (const root of charts.roots.filter((chart) => inflated(chart) !== void 0)) {
    notChecked.push({
      what: "chart",
      path: root || ".",
      reason: `inflated by the kustomization ${inflated(root) || "."} (its helmCharts): rendered with it`
    });
  }
  for (const folder of graph.unusedComponents) {
    notChecked.push({
      what: "kustomization",
      path: folder || ".",
      reason: "a Kustomize Component no kustomization uses; it cannot be built on its own"
    });
  }
  const suites = outsideCharts.filter((file) => import_node_path3.default.posix.basename(file) === options.testFileName);
  const listedBy = /* @__PURE__ */ new Map();
  for (const suite of suites) {
    const text = readNow(suite);
    if (text === void 0) continue;
    for (const file of suiteFiles(suite, text).listed) {
      if (!listedBy.has(file)) listedBy.set(file, suite);
    }
  }
  const candidates = files.filter(
    (file) => isYamlName(file) && !isKustomizationFile(file) && import_node_path3.default.posix.basename(file) !== options.testFileName
  );
  const heads = candidates.map((file) => {
    const text = readNow(file);
    texts.delete(file);
    return text === void 0 ? [] : documentHeads(text);
  });
  const policies = [];
  const manifests = [];
  const holdingObjects = /* @__PURE__ */ new Set();
  candidates.forEach((file, index) => {
    const docs = heads[index];
    const roles = docs.map((head) => policyKindRole(head.apiVersion, head.kind));
    const chart = inChart(file);
    if (docs.some(isObject)) holdingObjects.add(file);
    if (roles.some((role) => role !== void 0)) {
      const policy = roles.some((role) => role === "policy" || role === "cleanup");
      if (!policy) return;
      const suite = listedBy.get(file);
      const foreign = docs.find((head, at) => roles[at] === void 0 && isObject(head));
      if (isHidden(file)) detected.leftOut.hiddenPolicies += 1;
      else if (chart !== void 0) {
        notChecked.push({
          what: "policy",
          path: file,
          reason: `a template of the chart ${chart || "."}: rendered with it, not read as a policy`
        });
      } else if (suite !== void 0) {
        notChecked.push({
          what: "policy",
          path: file,
          reason: `a resource the suite ${suite} lists, not a policy of the repository`
        });
      } else if (foreign) {
        notChecked.push({
          what: "policy",
          path: file,
          reason: `mixes policies with a ${foreign.kind} (line ${foreign.line}), so Kyverno would drop the whole file; put the policies in a file of their own`
        });
      } else policies.push(file);
      return;
    }
    if (!docs.some(isObject)) return;
    if (chart !== void 0) detected.leftOut.chartFiles += 1;
    else if (listedBy.has(file)) detected.leftOut.suiteFiles += 1;
    else if (graph.reached.has(file)) detected.leftOut.kustomizeSources += 1;
    else if (isHidden(file)) detected.leftOut.hidden += 1;
    else manifests.push(file);
  });
  const policyFiles = new Set(policies);
  const kustomizations = graph.roots.filter((root) => {
    const built = [...graph.reachedBy.get(root)].filter((file) => holdingObjects.has(file));
    if (built.length === 0 || !built.every((file) => policyFiles.has(file))) return true;
    notChecked.push({
      what: "kustomization",
      path: root || ".",
      reason: "builds only policies, which are checked as policies, not as objects to check against them"
    });
    return false;
  });
  return {
    ...detected,
    found: {
      policies,
      tests: suites,
      "helm-charts": charts.roots.filter((chart) => inflated(chart) === void 0),
      kustomizations,
      manifests
    },
    notChecked: notChecked.sort((a, b) => byText(a.path, b.path)),
    skipped: skipped.sort((a, b) => byText(a.file, b.file)),
    sources: { "helm-charts": chartFiles, kustomizations: graph.reachedBy }
  };
}
function charted(files) {
  const all = new Set(
    files.filter((file) => import_node_path3.default.posix.basename(file) === "Chart.yaml").map(dirOf2)
  );
  const roots = [];
  const nested = [];
  for (const folder of [...all].sort()) {
    const parent = folder === "" ? void 0 : enclosing(all, folder);
    if (parent === void 0) {
      roots.push(folder);
      continue;
    }
    const vendored = dirOf2(folder) === (parent === "" ? "charts" : `${parent}/charts`);
    nested.push({
      what: "chart",
      path: folder,
      reason: vendored ? `vendored under the chart ${parent || "."} (its charts/ folder): rendered with it` : `inside the chart ${parent || "."}: rendered with it`
    });
  }
  return { all, roots, nested };
}

export {
  detect
};
//# sourceMappingURL=chunk-KGNCLDBB.js.map
