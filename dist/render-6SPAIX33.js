import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  NO_TREE,
  kindLine,
  lineCount,
  lineMentioning
} from "./chunk-U3MHGOGT.js";
import {
  readSources,
  runTool,
  watchFolder
} from "./chunk-R4MNMH7X.js";
import {
  parseManifest
} from "./chunk-3QQPXDUM.js";
import {
  locatePath
} from "./chunk-V5MRDQDJ.js";
import {
  missingDependencies,
  renderRef
} from "./chunk-AFIPBSQZ.js";
import {
  pLimit
} from "./chunk-FC44KZJV.js";
import {
  applyError
} from "./chunk-6WOCR7F3.js";
import {
  require_crypto
} from "./chunk-6B5PNUJ7.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-CRP6RW6T.js";
import {
  isData
} from "./chunk-LHH4KVAW.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import {
  workspaceRelative
} from "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/render/helm-schema.ts
var import_yaml = __toESM(require_dist(), 1);
var VIOLATION = /- at '([^']*)': /g;
function valuesFilesOf(render) {
  const own = render.root === "" ? "values.yaml" : `${render.root}/values.yaml`;
  return render.values ? [render.values, own] : [own];
}
function schemaViolationPlace(detail, render, sources) {
  const pointers = [...detail.matchAll(VIOLATION)].map((match) => match[1]);
  if (pointers.length === 0) return void 0;
  const files = valuesFilesOf(render).filter((file) => sources.has(file));
  for (const pointer of pointers) {
    const segments = pointer.split("/").slice(1);
    for (const file of files) {
      const line = keyLine(sources.get(file), segments);
      if (line !== void 0) return { file, line };
    }
  }
  return { file: files[0] ?? valuesFilesOf(render)[0], line: 1 };
}
function keyLine(text, segments) {
  const lines = new import_yaml.LineCounter();
  const node = (0, import_yaml.parseDocument)(text, { lineCounter: lines }).contents;
  if (!node || segments.length === 0) return void 0;
  const positionOf = (offset) => lines.linePos(offset);
  return locatePath({ node, positionOf }, segments)?.line;
}

// src/render/helm-output.ts
var SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;
function splitHelmOutput(stdout) {
  const chunks = [];
  for (const text of stdout.split(/^---[ \t]*(?:\r?\n|$)/m)) {
    if (text.trim() === "") continue;
    chunks.push({ source: SOURCE_COMMENT.exec(text)?.[1] ?? "", text });
  }
  return chunks;
}
var chartYamlOf = (root) => root === "" ? "Chart.yaml" : `${root}/Chart.yaml`;
function workspaceFileOf(helmPath, root) {
  const rest = helmPath.slice(helmPath.indexOf("/") + 1);
  return root === "" ? rest : `${root}/${rest}`;
}
function sourceCandidates(stdout, root) {
  const sources = splitHelmOutput(stdout).map((chunk) => chunk.source);
  return [...new Set(sources.filter(Boolean).map((source) => workspaceFileOf(source, root)))];
}
function placeOf(helmPath, context) {
  const file = workspaceFileOf(helmPath, context.root);
  const text = context.sources.get(file);
  if (helmPath !== "" && text !== void 0) {
    return { file, line: 1, column: 1, endLine: lineCount(text), text };
  }
  const dependencyName = /^[^/]+\/charts\/([^/]+)\//.exec(helmPath)?.[1];
  const dependency = context.chart.dependencies.find(
    (entry) => (entry.alias ?? entry.name) === dependencyName || entry.name === dependencyName
  );
  const line = dependency?.line ?? 1;
  return { file: chartYamlOf(context.root), line, column: 1, endLine: line };
}
function readHelmOutput(stdout, context) {
  const objects = { documents: [], skipped: [], errors: [] };
  for (const chunk of splitHelmOutput(stdout)) {
    const place = placeOf(chunk.source, context);
    const parsed = parseManifest(place.file, chunk.text);
    for (const document of parsed.documents) {
      const { kind } = document.object.resource;
      const at = place.text !== void 0 && kindLine(place.text, kind) || place;
      objects.documents.push({
        text: document.text,
        file: place.file,
        object: {
          ...document.object,
          line: at.line,
          column: at.column,
          startLine: place.text === void 0 ? place.line : 1,
          endLine: place.endLine,
          // The rendered output's fields are not the template's lines.
          tree: NO_TREE,
          ...place.text !== void 0 && { template: place.text }
        }
      });
    }
    for (const skipped of parsed.skipped) {
      if (/^(empty|the document holds only comments|the file holds only comments)/.test(
        skipped.reason
      ))
        continue;
      objects.skipped.push({ file: place.file, line: place.line, reason: skipped.reason });
    }
    for (const error of parsed.errors) {
      objects.errors.push({ ...error, file: place.file, line: place.line, render: context.render });
    }
  }
  return objects;
}
function helmPaths(message, chartName) {
  const named = [...message.matchAll(HELM_POSITION)].map((match) => match[1]);
  const yamlOn = /YAML parse error on ([^\s:]+)/.exec(message)?.[1];
  return [.../* @__PURE__ */ new Set([...named, ...yamlOn ? [yamlOn] : []])].filter(
    (helmPath) => helmPath.startsWith(`${chartName}/`)
  );
}
var HELM_POSITION = /\(?([^\s():"'`]+?\.[A-Za-z0-9]+):(\d+)(?::(\d+))?/g;
function helmError(stderr, context) {
  const detail = cleanHelmMessage(stderr);
  const chartYaml = chartYamlOf(context.root);
  const located = locateHelmError(detail, context);
  const { values } = context.render;
  const what = values ? `${context.root} with ${values}` : context.root;
  return {
    ...applyError({
      message: `${context.command} failed for chart ${what}: ${detail}${valuesShapeHint(detail, values)}`,
      reason: "Render failed",
      file: located?.file ?? chartYaml,
      line: located?.line ?? 1,
      ...located?.column !== void 0 && { column: located.column }
    }),
    render: context.render
  };
}
var NOT_A_MAP = /cannot unmarshal (array|string|number|bool) into Go value of type map/;
var SHAPES = {
  array: "a list",
  string: "a single value",
  number: "a single value",
  bool: "a single value"
};
function valuesShapeHint(detail, values) {
  const shape = NOT_A_MAP.exec(detail)?.[1];
  if (!values || !shape || !detail.includes(values)) return "";
  return `. ${values} holds ${SHAPES[shape]}, not a map of values: write \`key: value\` lines at its top level.`;
}
function locateHelmError(detail, context) {
  const { values } = context.render;
  const chartYaml = chartYamlOf(context.root);
  const violation = schemaViolationPlace(detail, context.render, context.sources);
  if (violation) return violation;
  if (values && detail.includes(values)) {
    const line = /\byaml: line (\d+)/.exec(detail)?.[1];
    return { file: values, line: line ? Number(line) : 1 };
  }
  for (const match of detail.matchAll(HELM_POSITION)) {
    const helmPath = match[1];
    if (!helmPath.startsWith(`${context.chart.name}/`)) continue;
    const place = placeOf(helmPath, context);
    if (place.text === void 0) return { file: place.file, line: place.line };
    const line = Math.min(Number(match[2]), place.endLine);
    return { file: place.file, line, ...match[3] && { column: Number(match[3]) } };
  }
  const aboutDependencies = /dependenc|repositor|download|charts\/ directory/i.test(detail);
  for (const dependency of aboutDependencies ? context.chart.dependencies : []) {
    const named = [dependency.name, dependency.alias, dependency.repository].filter(Boolean);
    if (named.some((name) => new RegExp(`(^|[\\s"'/:,])${escape(name)}($|[\\s"'/:,.])`).test(detail))) {
      return { file: chartYaml, line: dependency.line };
    }
  }
  const yamlOn = /YAML parse error on ([^\s:]+)/.exec(detail)?.[1];
  if (yamlOn) {
    const place = placeOf(yamlOn, context);
    return { file: place.file, line: place.line };
  }
  if (/kubeVersion/.test(detail)) {
    const text = context.sources.get(chartYaml);
    return { file: chartYaml, line: text && lineMentioning(text, "kubeVersion") || 1 };
  }
  return void 0;
}
var escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function cleanHelmMessage(stderr) {
  const lines = stderr.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !/^Use --debug flag/.test(line)).filter((line) => !/^(WARNING|walk\.go):/.test(line));
  const isError = (line) => /^(Error:|\.*Unable to )/.test(line);
  const errors = lines.filter(
    (line, index) => isError(line) || /^(- at '|[\w.-]+:$)/.test(line) && lines.slice(0, index).some((before) => isError(before) && before.endsWith(":"))
  );
  const text = (errors.length > 0 ? errors : lines).join(" ").replace(/\bError: /g, "").replace(/^\.+/, "");
  return text === "" ? "no error message" : text;
}

// src/render/helm-repos.ts
var import_node_crypto = __toESM(require_crypto(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_yaml2 = __toESM(require_dist(), 1);
var HTTP = /^https?:\/\//i;
var sameUrl = (a, b) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
function unconfiguredRepositories(dependencies, config) {
  const known = configuredUrls(config === void 0 ? void 0 : (0, import_yaml2.parseDocument)(config));
  const urls = dependencies.flatMap(
    (dependency) => dependency.repository && HTTP.test(dependency.repository) ? [dependency.repository] : []
  );
  return [...new Set(urls)].filter((url) => !known.some((knownUrl) => sameUrl(knownUrl, url)));
}
function configuredUrls(document) {
  const repositories = document?.get("repositories");
  if (!(0, import_yaml2.isSeq)(repositories)) return [];
  return repositories.items.flatMap((entry) => {
    const url = (0, import_yaml2.isMap)(entry) ? entry.get("url") : void 0;
    return typeof url === "string" ? [url] : [];
  });
}
function withRepositories(config, urls) {
  const parsed = config === void 0 ? void 0 : (0, import_yaml2.parseDocument)(config).toJS();
  const file = isData(parsed) ? parsed : {};
  const entries = Array.isArray(file.repositories) ? [...file.repositories] : [];
  for (const url of urls) {
    const key = (0, import_node_crypto.createHash)("sha256").update(url).digest("hex").slice(0, 16);
    entries.push({ name: `kyverno-policy-check-${key}`, url });
  }
  return (0, import_yaml2.stringify)({ ...file, repositories: entries });
}
async function repositoryConfigFor(helm, missing, io) {
  if (!missing.some((dependency) => HTTP.test(dependency.repository ?? ""))) return void 0;
  const located = await io.run(helm, ["env", "HELM_REPOSITORY_CONFIG"], { timeoutMs: 6e4 });
  const file = located.exitCode === 0 ? located.stdout.trim() : "";
  if (file === "") return void 0;
  const config = await io.readOutside(file);
  const urls = unconfiguredRepositories(missing, config);
  if (urls.length === 0) return void 0;
  const temp = await io.tempDir();
  const written = import_node_path.default.join(temp.dir, "repositories.yaml");
  await io.writeText(written, withRepositories(config, urls));
  return { args: ["--repository-config", written], remove: temp.remove };
}

// src/render/helm.ts
var chartArgument = (root) => root === "" ? "." : root;
async function prepareChart(render, options) {
  const prefix = render.root === "" ? "" : `${render.root}/`;
  const entries = await options.io.listDir(`${prefix}charts`);
  const missing = missingDependencies(render.chart, entries);
  if (missing.length === 0) return { created: [] };
  const hadLock = (await options.io.listDir(render.root)).includes("Chart.lock");
  const addedToCharts = await watchFolder(options.io, `${prefix}charts`);
  const repositories = hadLock ? await repositoryConfigFor(options.helm, missing, options.io) : void 0;
  const ran = await runTool(
    options.io,
    options.helm,
    ["dependency", "build", chartArgument(render.root), ...repositories?.args ?? []],
    options
  ).finally(() => repositories?.remove());
  const created = [
    ...await addedToCharts(),
    ...!hadLock && (await options.io.listDir(render.root)).includes("Chart.lock") ? [`${prefix}Chart.lock`] : []
  ];
  if (ran.ok) return { created };
  const names = missing.map((dependency) => dependency.name).join(", ");
  const error = helmError(ran.message, {
    ...await chartContext(render, options, []),
    command: `helm dependency build (charts/ lacks ${names})`
  });
  const first = missing[0];
  const namedOther = missing.some((dependency) => dependency.line === error.line);
  return {
    error: namedOther ? error : { ...error, file: chartYamlOf(render.root), line: first.line },
    created
  };
}
async function chartContext(render, options, files) {
  return {
    root: render.root,
    chart: render.chart,
    render: renderRef(render),
    sources: await readSources(options.io, [chartYamlOf(render.root), ...files])
  };
}
function helmTemplateArguments(render, config) {
  return [
    "template",
    render.release,
    chartArgument(render.root),
    "--namespace",
    config.helmNamespace,
    ...render.values ? ["--values", render.values] : [],
    ...config.helmKubeVersion ? ["--kube-version", config.helmKubeVersion] : [],
    ...config.helmApiVersions.map((api) => `--api-versions=${api}`)
  ];
}
async function renderChart(render, options) {
  const output = {
    render: renderRef(render),
    file: chartYamlOf(render.root),
    documents: [],
    skipped: [],
    errors: []
  };
  const ran = await runTool(
    options.io,
    options.helm,
    helmTemplateArguments(render, options.config),
    options
  );
  if (!ran.ok) {
    const files = [
      ...helmPaths(ran.message, render.chart.name).map(
        (helmPath) => workspaceFileOf(helmPath, render.root)
      ),
      ...valuesFilesOf(renderRef(render))
    ];
    output.errors.push(
      helmError(ran.message, {
        ...await chartContext(render, options, files),
        command: "helm template"
      })
    );
    return output;
  }
  const context = await chartContext(render, options, sourceCandidates(ran.stdout, render.root));
  const objects = readHelmOutput(ran.stdout, context);
  return { ...output, ...objects };
}

// src/render/kustomize.ts
var import_node_path3 = __toESM(require_path(), 1);

// src/render/kustomize-output.ts
var import_node_path2 = __toESM(require_path(), 1);
var import_yaml3 = __toESM(require_dist(), 1);
var ORIGIN_ANNOTATION = "config.kubernetes.io/origin";
function splitBuild(stdout) {
  const built = [];
  for (const document of (0, import_yaml3.parseAllDocuments)(stdout)) {
    if (document.contents === null) continue;
    const annotations = document.getIn(["metadata", "annotations"], true);
    let origin = {};
    if ((0, import_yaml3.isMap)(annotations) && annotations.has(ORIGIN_ANNOTATION)) {
      const value = annotations.get(ORIGIN_ANNOTATION);
      origin = readOrigin(value);
      annotations.delete(ORIGIN_ANNOTATION);
      if (annotations.items.length === 0) document.deleteIn(["metadata", "annotations"]);
    }
    built.push({ text: document.toString({ lineWidth: 0 }), origin });
  }
  return built;
}
function readOrigin(value) {
  if (typeof value !== "string") return {};
  try {
    const data = (0, import_yaml3.parse)(value);
    if (typeof data !== "object" || data === null) return {};
    const record = data;
    const text = (key) => typeof record[key] === "string" ? record[key] : void 0;
    const path4 = text("path");
    const configuredIn = text("configuredIn");
    const repo = text("repo");
    return { ...path4 && { path: path4 }, ...configuredIn && { configuredIn }, ...repo && { repo } };
  } catch {
    return {};
  }
}
function originFiles(stdout, resolve) {
  const files = splitBuild(stdout).flatMap(({ origin }) => {
    if (origin.repo) return [];
    const named = origin.path ?? origin.configuredIn;
    const file = named === void 0 ? void 0 : resolve(named);
    return file === void 0 ? [] : [file];
  });
  return [...new Set(files)];
}
function readKustomizeOutput(stdout, context) {
  const objects = { documents: [], skipped: [], errors: [] };
  const declaredIn = /* @__PURE__ */ new Map();
  const declared = (file, text) => {
    if (!declaredIn.has(file)) {
      declaredIn.set(
        file,
        parseManifest(file, text).documents.map((document) => document.object)
      );
    }
    return declaredIn.get(file);
  };
  for (const { text, origin } of splitBuild(stdout)) {
    const parsed = parseManifest(context.file, text);
    for (const document of parsed.documents) {
      const place = placeObject(document.object.resource, origin, context, declared);
      objects.documents.push({
        text: document.text,
        file: place.file,
        object: place.object(document.object)
      });
    }
    for (const skipped of parsed.skipped) {
      objects.skipped.push({ ...skipped, file: context.file, line: 1 });
    }
    for (const error of parsed.errors) {
      objects.errors.push({ ...error, file: context.file, line: 1, render: context.render });
    }
  }
  return objects;
}
function placeObject(resource, origin, context, declared) {
  const atLine = (file2, line, endLine) => ({
    file: file2,
    object: (rendered) => ({
      ...rendered,
      line,
      column: 1,
      startLine: line,
      endLine,
      tree: NO_TREE
    })
  });
  const named = origin.repo ? void 0 : origin.path ?? origin.configuredIn;
  const file = named === void 0 ? void 0 : context.resolve(named);
  const text = file === void 0 ? void 0 : context.sources.get(file);
  if (file === void 0 || text === void 0) {
    const rootText = context.sources.get(context.file);
    return atLine(context.file, 1, rootText === void 0 ? 1 : lineCount(rootText));
  }
  if (origin.path === void 0) {
    return atLine(file, generatorLine(text, resource.name), lineCount(text));
  }
  const match = bestDeclaration(declared(file, text), resource);
  if (!match) return atLine(file, 1, lineCount(text));
  return {
    file,
    object: (rendered) => ({
      ...rendered,
      line: match.line,
      column: match.column,
      startLine: match.startLine,
      endLine: match.endLine,
      documentIndex: match.documentIndex,
      // A field Kyverno names is found in the declaring document (the base, before patches).
      tree: match.tree
    })
  };
}
function bestDeclaration(candidates, resource) {
  const sameKind = candidates.filter((candidate) => candidate.resource.kind === resource.kind);
  const exact = sameKind.find((candidate) => candidate.resource.name === resource.name);
  if (exact) return exact;
  const contained = sameKind.filter(
    (candidate) => candidate.resource.name !== "" && resource.name.includes(candidate.resource.name)
  ).sort((a, b) => b.resource.name.length - a.resource.name.length);
  if (contained[0]) return contained[0];
  if (sameKind.length === 1) return sameKind[0];
  return candidates.length === 1 ? candidates[0] : void 0;
}
function generatorLine(text, name) {
  let best;
  text.split(/\r?\n/).forEach((line, index) => {
    const value = /^\s*-?\s*name:\s*["']?([^"'\s#]+)/.exec(line)?.[1];
    if (value && name.includes(value) && (!best || value.length > best.length)) {
      best = { line: index + 1, length: value.length };
    }
  });
  return best?.line ?? lineMentioning(text, "Generator") ?? lineMentioning(text, "helmCharts") ?? 1;
}
var LOAD_RESTRICTOR_HINT = ". Kustomize loads only files inside a kustomization's folder unless it is told otherwise: if your deployment builds with `--load-restrictor LoadRestrictionsNone` (Flux does), set `kustomize-load-restrictor: none`; else move the file into the folder.";
function kustomizeError(stderr, context) {
  let detail = stderr.split(/\r?\n/).map((line2) => line2.trim()).filter(Boolean).join(" ").replace(/\bError: /g, "");
  detail = detail.replace(
    /^accumulating resources: accumulation err='accumulating resources from '[^']*': '[^']*' must resolve to a file': recursed accumulation of path '[^']*': /,
    ""
  );
  for (const [from, to] of context.replacements) detail = detail.split(from).join(to);
  const text = context.sources.get(context.file) ?? "";
  const line = entryLine(text, detail, context.render.root) ?? 1;
  const hint = /security; file '[^']*' is not in or below/.test(detail) ? LOAD_RESTRICTOR_HINT : "";
  return {
    ...applyError({
      message: `kustomize build ${context.render.root} failed: ${detail || "no error message"}${hint}`,
      reason: "Render failed",
      file: context.file,
      line
    }),
    render: context.render
  };
}
function entryLine(text, detail, folder) {
  let best;
  text.split(/\r?\n/).forEach((line, index) => {
    const value = /^\s*(?:-\s*|path:\s*)["']?([^"'#\s]+)/.exec(line)?.[1];
    if (!value) return;
    const resolved = import_node_path2.default.posix.normalize(folder === "" ? value : `${folder}/${value}`);
    const named = [resolved, value].find((candidate) => mentions(detail, candidate));
    if (named && (!best || resolved.length > best.length)) {
      best = { line: index + 1, length: resolved.length };
    }
  });
  return best?.line;
}
function mentions(detail, file) {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[\\s'"(=])${escaped}($|[\\s'":),])`).test(detail);
}

// src/render/kustomize.ts
function wrapperKustomization(rootFromWrapper) {
  return [
    "apiVersion: kustomize.config.k8s.io/v1beta1",
    "kind: Kustomization",
    "resources:",
    `  - ${JSON.stringify(rootFromWrapper)}`,
    "buildMetadata:",
    "  - originAnnotations",
    ""
  ].join("\n");
}
async function buildKustomization(render, options) {
  const output = {
    render: renderRef(render),
    file: render.file,
    documents: [],
    skipped: [],
    errors: []
  };
  const root = import_node_path3.default.join(options.workspace, render.root);
  const temp = await options.io.tempDir();
  try {
    const relative = import_node_path3.default.relative(temp.dir, root);
    const reference = (import_node_path3.default.isAbsolute(relative) ? root : relative).split(import_node_path3.default.sep).join("/");
    await options.io.writeText(
      import_node_path3.default.join(temp.dir, "kustomization.yaml"),
      wrapperKustomization(reference)
    );
    const ran = await runTool(
      options.io,
      options.kustomize,
      [
        "build",
        ...options.loadAnywhere ? ["--load-restrictor", "LoadRestrictionsNone"] : [],
        ...helmArguments(options.helm),
        temp.dir
      ],
      options
    );
    if (!ran.ok) {
      output.errors.push(
        kustomizeError(ran.message, {
          render: output.render,
          file: render.file,
          sources: await readSources(options.io, [render.file]),
          replacements: [
            [`${options.workspace}${import_node_path3.default.sep}`, ""],
            [`${temp.dir}${import_node_path3.default.sep}`, ""],
            [reference, render.root || "."]
          ]
        })
      );
      return output;
    }
    const resolve = (originPath) => workspaceRelative(options.workspace, import_node_path3.default.resolve(temp.dir, originPath));
    const sources = await readSources(options.io, [
      render.file,
      ...originFiles(ran.stdout, resolve)
    ]);
    const objects = readKustomizeOutput(ran.stdout, {
      render: output.render,
      file: render.file,
      resolve,
      sources
    });
    return { ...output, ...objects };
  } finally {
    await temp.remove();
  }
}
function helmArguments(helm) {
  if (!helm) return [];
  return [
    "--enable-helm",
    "--helm-command",
    helm.path,
    ...helm.kubeVersion ? ["--helm-kube-version", helm.kubeVersion] : [],
    ...helm.apiVersions.flatMap((version) => ["--helm-api-versions", version])
  ];
}
async function restoreChartHomes(renders, io) {
  const homes = [
    ...new Set(
      renders.flatMap((render) => render.tool === "kustomize" && render.helm?.chartHomes || [])
    )
  ];
  const watches = await Promise.all(homes.map((home) => watchFolder(io, home)));
  return async () => {
    const added = await Promise.all(watches.map((addedTo) => addedTo()));
    await Promise.all(added.flat().map((file) => io.remove(file)));
  };
}

// src/render/index.ts
var DEFAULT_TIMEOUT_MS = 5 * 6e4;
async function renderAll(renders, options) {
  const limit = pLimit(Math.max(1, options.parallelism));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const outputs = new Array(renders.length);
  const byChart = /* @__PURE__ */ new Map();
  const tasks = [];
  const restore = await restoreChartHomes(renders, options.io);
  renders.forEach((render, index) => {
    const tool = render.tool === "helm" ? options.helm : options.kustomize;
    if (tool === void 0) {
      outputs[index] = missingTool(render, render.tool);
    } else if (render.tool === "kustomize") {
      const helm = render.helm && helmForKustomize(options);
      if (render.helm && !helm) {
        outputs[index] = missingTool(render, "helm");
        return;
      }
      const build = {
        kustomize: tool,
        workspace: options.workspace,
        io: options.io,
        timeoutMs,
        loadAnywhere: options.config.kustomizeLoadAnywhere === true,
        ...helm && { helm }
      };
      tasks.push(
        limit(async () => void (outputs[index] = await buildKustomization(render, build)))
      );
    } else {
      byChart.set(render.root, [...byChart.get(render.root) ?? [], index]);
    }
  });
  for (const indexes of byChart.values()) {
    const helmOptions = {
      helm: options.helm,
      workspace: options.workspace,
      config: options.config,
      io: options.io,
      timeoutMs
    };
    tasks.push(
      (async () => {
        const first = renders[indexes[0]];
        const prepared = await limit(() => prepareChart(first, helmOptions));
        try {
          await Promise.all(
            indexes.map(
              (index) => limit(async () => {
                const render = renders[index];
                outputs[index] = prepared.error ? failed(render, prepared.error) : await renderChart(render, helmOptions);
              })
            )
          );
        } finally {
          await Promise.all(prepared.created.map((file) => options.io.remove(file)));
        }
      })()
    );
  }
  try {
    await Promise.all(tasks);
  } finally {
    await restore();
  }
  return outputs;
}
function helmForKustomize(options) {
  if (options.helm === void 0) return void 0;
  const { helmApiVersions, helmKubeVersion } = options.config;
  return {
    path: options.helm,
    apiVersions: helmApiVersions,
    ...helmKubeVersion && { kubeVersion: helmKubeVersion }
  };
}
function failed(render, error) {
  const ref = renderRef(render);
  return {
    render: ref,
    file: error.file,
    documents: [],
    skipped: [],
    errors: [{ ...error, render: ref }]
  };
}
function missingTool(render, tool) {
  const file = render.tool === "helm" ? chartYamlOf(render.root) : render.file;
  const why = render.tool === tool ? "" : " (its `helmCharts` need Helm)";
  return failed(
    render,
    applyError({
      message: `${tool} is not installed, so ${render.root || "."} was not rendered${why} (see the notices).`,
      reason: "Render failed",
      file,
      line: 1
    })
  );
}
export {
  renderAll
};
//# sourceMappingURL=render-6SPAIX33.js.map
