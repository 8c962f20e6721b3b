import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyError
} from "./chunk-6WOCR7F3.js";
import {
  isKustomizationFile,
  kustomizationFileByFolder,
  readKustomization
} from "./chunk-CRP6RW6T.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  relativePattern
} from "./chunk-B3KCFFVR.js";
import {
  require_picomatch
} from "./chunk-Y7JBPN7J.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/plan/renders.ts
var import_node_path2 = __toESM(require_path(), 1);
var import_picomatch2 = __toESM(require_picomatch(), 1);

// src/plan/chart.ts
var import_yaml = __toESM(require_dist(), 1);
function readChartYaml(text) {
  const lines = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text, { lineCounter: lines });
  const lineOf = (node) => node?.range ? lines.linePos(node.range[0]).line : 1;
  const error = document.errors[0];
  if (error) {
    return {
      problem: `not valid YAML: ${error.message.split("\n")[0]}`,
      line: error.linePos?.[0].line ?? 1
    };
  }
  const root = document.contents;
  if (!(0, import_yaml.isMap)(root)) return { problem: "not a YAML mapping", line: 1 };
  const name = root.get("name");
  if (typeof name !== "string" || name.trim() === "") {
    return { problem: "has no `name`", line: 1 };
  }
  const dependencies = [];
  const entries = root.get("dependencies", true);
  if ((0, import_yaml.isSeq)(entries)) {
    for (const entry of entries.items) {
      if (!(0, import_yaml.isMap)(entry)) continue;
      const field = (key) => {
        const value = entry.get(key);
        return typeof value === "string" && value !== "" ? value : void 0;
      };
      const depName = field("name");
      if (!depName) continue;
      const nameNode = entry.items.find((pair) => (0, import_yaml.isScalar)(pair.key) && pair.key.value === "name");
      const alias = field("alias");
      const version = field("version");
      const repository = field("repository");
      dependencies.push({
        name: depName,
        ...alias && { alias },
        ...version && { version },
        ...repository && { repository },
        line: lineOf(nameNode?.key ?? entry)
      });
    }
  }
  return { chart: { name, library: root.get("type") === "library", dependencies } };
}
function missingDependencies(chart, entries) {
  return chart.dependencies.filter((dependency) => {
    const archive = entries.some(
      (entry) => entry.startsWith(`${dependency.name}-`) && entry.endsWith(".tgz")
    );
    return !archive && !entries.includes(dependency.name);
  });
}

// src/plan/render-patterns.ts
var import_node_path = __toESM(require_path(), 1);
var import_picomatch = __toESM(require_picomatch(), 1);
var workspaceBase = (workspace, input) => ({
  input,
  relative: (pattern) => relativePattern(workspace, pattern || "."),
  inside: "the workspace"
});
function splitPatterns(given, warnings, base) {
  const patterns = { include: [], exclude: [] };
  for (const raw of given) {
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const negated = trimmed.startsWith("!");
    const body = (negated ? trimmed.slice(1) : trimmed).replace(/\/+$/, "");
    const relative = base.relative(body);
    if (relative === void 0) {
      warnings.push(`${base.input}: \`${trimmed}\` points outside ${base.inside}; ignored.`);
      continue;
    }
    (negated ? patterns.exclude : patterns.include).push(relative);
  }
  return patterns;
}
function insideFolder(pattern) {
  const normalized = import_node_path.default.posix.normalize(pattern.replace(/\\/g, "/"));
  return normalized === ".." || normalized.startsWith("../") || import_node_path.default.posix.isAbsolute(normalized) ? void 0 : normalized;
}
var isGlob = (pattern) => import_picomatch.default.scan(pattern).isGlob;
var under = (folder, file) => folder === "" || file === folder || file.startsWith(`${folder}/`);
function foldersOf(files) {
  const folders = /* @__PURE__ */ new Set([""]);
  for (const file of files) {
    for (let dir = import_node_path.default.posix.dirname(file); dir !== "."; dir = import_node_path.default.posix.dirname(dir)) {
      if (folders.has(dir)) break;
      folders.add(dir);
    }
  }
  return folders;
}
function selectRoots(patterns, marked, folders, warnings, input) {
  const selection = { roots: [], unmarked: [] };
  const excluded = patterns.exclude.length > 0 ? (0, import_picomatch.default)(patterns.exclude, { dot: true }) : () => false;
  const isExcluded = (folder) => excluded(folder) || excluded(`${folder}/${marked.get(folder) ?? ""}`);
  const roots = /* @__PURE__ */ new Set();
  for (const pattern of patterns.include) {
    if (!isGlob(pattern)) {
      const folder = marked.has(import_node_path.default.posix.dirname(pattern)) && !folders.has(pattern) ? import_node_path.default.posix.dirname(pattern) : pattern;
      if (marked.has(folder)) roots.add(folder);
      else if (folders.has(folder)) selection.unmarked.push(folder);
      else warnings.push(`${input}: \`${pattern}\` does not exist.`);
      continue;
    }
    const matches = (0, import_picomatch.default)(pattern, { dot: true });
    const before = roots.size;
    for (const [folder, marker] of marked) {
      if (matches(folder) || matches(folder === "" ? marker : `${folder}/${marker}`))
        roots.add(folder);
    }
    if (roots.size === before) warnings.push(`${input}: no folder matches \`${pattern}\`.`);
  }
  selection.roots = [...roots].filter((folder) => !isExcluded(folder)).sort();
  selection.unmarked = selection.unmarked.filter((folder) => !isExcluded(folder));
  return selection;
}

// src/plan/renders.ts
function renderRef(render) {
  return render.tool === "helm" && render.values !== void 0 ? { tool: render.tool, root: render.root, values: render.values } : { tool: render.tool, root: render.root };
}
function describeRender(render) {
  const what = render.tool === "helm" ? "chart" : "kustomization";
  const values = render.tool === "helm" && render.values ? ` (${render.values})` : "";
  return `${what} ${render.root}${values}`;
}
async function planRenders(input) {
  const warnings = [];
  const errors = [];
  const folders = foldersOf(input.files);
  const fileSet = new Set(input.files);
  const { planned: helm, folders: chartFolders } = await planCharts(
    input,
    folders,
    warnings,
    errors
  );
  const kustomize = await planKustomizations(input, folders, fileSet, warnings, errors);
  const kustomizeFiles = new Set(kustomize.flatMap((entry) => [...entry.uses.files]));
  const isRenderedSource = (file) => chartFolders.some((folder) => under(folder, file)) || !isKustomizationFile(file) && kustomizeFiles.has(file);
  const changed = input.changed;
  const touches = (folderList, fileList) => changed === void 0 || changed.some((file) => fileList.has(file) || folderList.some((folder) => under(folder, file)));
  const renders = [
    ...helm.filter((chart) => touches([chart.render.root], /* @__PURE__ */ new Set())).map((chart) => chart.render),
    ...kustomize.filter((entry) => touches(entry.uses.folders, entry.uses.files)).map((entry) => entry.render)
  ];
  return {
    renders,
    total: helm.length + kustomize.length,
    errors,
    warnings: [...new Set(warnings)],
    isRenderedSource
  };
}
async function planCharts(input, folders, warnings, errors) {
  const { config } = input;
  if (config.helmCharts.length === 0) return { planned: [], folders: [] };
  const marked = /* @__PURE__ */ new Map();
  for (const file of input.files) {
    if (import_node_path2.default.posix.basename(file) === "Chart.yaml") marked.set(dirOf(file), "Chart.yaml");
  }
  const patterns = splitPatterns(
    config.helmCharts,
    warnings,
    workspaceBase(input.workspace, "helm-charts")
  );
  const selection = selectRoots(patterns, marked, folders, warnings, "helm-charts");
  for (const folder of selection.unmarked) {
    errors.push(
      applyError({
        message: `helm-charts: ${folder || "."} has no Chart.yaml, so it is not a Helm chart and was not rendered. Name the folder that holds Chart.yaml, or remove it from \`helm-charts\`.`,
        reason: "Not a Helm chart",
        file: folder || ".",
        line: 1
      })
    );
  }
  const roots = selection.roots.filter(
    (folder) => !selection.roots.some((outer) => outer !== folder && under(outer, folder))
  );
  const valueFiles = splitPatterns(config.helmValues, warnings, {
    input: "helm-values",
    relative: insideFolder,
    inside: "its chart folder"
  });
  const planned = [];
  for (const root of roots) {
    const chartFile = root === "" ? "Chart.yaml" : `${root}/Chart.yaml`;
    const text = await input.read(chartFile);
    const reading = text === void 0 ? { problem: "cannot be read", line: 1 } : readChartYaml(text);
    if ("problem" in reading) {
      errors.push({
        ...applyError({
          message: `${chartFile} ${reading.problem}: the chart was not rendered. Fix Chart.yaml.`,
          reason: "Invalid Chart.yaml",
          file: chartFile,
          line: reading.line
        }),
        render: { tool: "helm", root }
      });
      continue;
    }
    if (reading.chart.library) {
      warnings.push(
        `helm-charts: ${root || "."} is a library chart (\`type: library\` in ${chartFile}): Helm renders it only through the charts that depend on it, so it was not rendered on its own.`
      );
      continue;
    }
    const release = config.helmReleaseName ?? reading.chart.name;
    const values = valuesFilesOf(root, input.files, valueFiles);
    const base = { tool: "helm", root, chart: reading.chart, release };
    if (values.length === 0) planned.push({ render: base });
    for (const file of values) planned.push({ render: { ...base, values: file } });
  }
  return { planned, folders: [...selection.roots, ...selection.unmarked] };
}
function valuesFilesOf(root, files, patterns) {
  if (patterns.include.length === 0) return [];
  const included = (0, import_picomatch2.default)(patterns.include, { dot: true });
  const excluded = patterns.exclude.length > 0 ? (0, import_picomatch2.default)(patterns.exclude, { dot: true }) : () => false;
  const prefix = root === "" ? "" : `${root}/`;
  return files.filter((file) => file.startsWith(prefix)).filter((file) => {
    const relative = file.slice(prefix.length);
    return included(relative) && !excluded(relative);
  }).sort();
}
async function planKustomizations(input, folders, fileSet, warnings, errors) {
  if (input.config.kustomizations.length === 0) return [];
  const marked = kustomizationFileByFolder(input.files);
  const patterns = splitPatterns(
    input.config.kustomizations,
    warnings,
    workspaceBase(input.workspace, "kustomizations")
  );
  const selection = selectRoots(patterns, marked, folders, warnings, "kustomizations");
  for (const folder of selection.unmarked) {
    errors.push(
      applyError({
        message: `kustomizations: ${folder || "."} has no kustomization.yaml, so there is nothing to build. Name a folder that holds a kustomization, or remove it from \`kustomizations\`.`,
        reason: "Not a kustomization",
        file: folder || ".",
        line: 1
      })
    );
  }
  const literal = new Set(patterns.include.filter((pattern) => !isGlob(pattern)));
  const cache = /* @__PURE__ */ new Map();
  const kustomizationAt = (folder) => {
    const name = marked.get(folder);
    if (name === void 0) return Promise.resolve(void 0);
    const file = join(folder, name);
    if (!cache.has(file))
      cache.set(
        file,
        input.read(file).then((text) => text === void 0 ? void 0 : readKustomization(text))
      );
    return cache.get(file);
  };
  const planned = [];
  for (const root of selection.roots) {
    const file = join(root, marked.get(root));
    const kustomization = await kustomizationAt(root);
    if (kustomization?.kind === "Component") {
      if (literal.has(root)) {
        errors.push(
          applyError({
            message: `kustomizations: ${file} is a Kustomize Component, which cannot be built on its own. List the kustomization that uses it instead.`,
            reason: "Not a kustomization",
            file,
            line: 1
          })
        );
      }
      continue;
    }
    const uses = { folders: [root], files: /* @__PURE__ */ new Set() };
    let helm;
    const queue = [root];
    while (queue.length > 0) {
      const folder = queue.shift();
      const kustomization2 = await kustomizationAt(folder);
      const charts = kustomization2?.helmCharts;
      if (charts) {
        helm ??= { chartHomes: [] };
        const home = import_node_path2.default.posix.normalize(join(folder, charts.chartHome));
        const inside = !import_node_path2.default.posix.isAbsolute(charts.chartHome) && !home.startsWith("..");
        const fresh = inside && home !== "." && !helm.chartHomes.includes(home);
        if (charts.pulls && fresh) helm.chartHomes.push(home);
      }
      const references = kustomization2?.references ?? [];
      for (const reference of references) {
        const target = import_node_path2.default.posix.normalize(join(folder, reference.replace(/\\/g, "/")));
        if (target.startsWith("../") || target === "..") continue;
        const resolved = target === "." ? "" : target.replace(/\/+$/, "");
        if (fileSet.has(resolved)) uses.files.add(resolved);
        else if (folders.has(resolved) && !uses.folders.includes(resolved)) {
          uses.folders.push(resolved);
          queue.push(resolved);
        }
      }
    }
    planned.push({ render: { tool: "kustomize", root, file, ...helm && { helm } }, uses });
  }
  return planned;
}
var dirOf = (file) => {
  const dir = import_node_path2.default.posix.dirname(file);
  return dir === "." ? "" : dir;
};
var join = (folder, name) => folder === "" ? name : `${folder}/${name}`;

export {
  missingDependencies,
  renderRef,
  describeRender,
  planRenders
};
//# sourceMappingURL=chunk-AFIPBSQZ.js.map
