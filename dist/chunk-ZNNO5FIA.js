import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  plansKyverno
} from "./chunk-PK42BOQQ.js";
import {
  addPath,
  debug,
  getInput,
  info,
  warning
} from "./chunk-KO5QH5DI.js";
import {
  require_prerelease,
  require_rcompare,
  require_valid as require_valid2
} from "./chunk-AKNTW45J.js";
import {
  require_crypto
} from "./chunk-6B5PNUJ7.js";
import {
  SIGNATURE_ASSET,
  missingBundle,
  signaturePolicy,
  unsignedRefusal,
  unsignedWarning
} from "./chunk-TEKLKG2I.js";
import {
  require_eq,
  require_satisfies,
  require_valid
} from "./chunk-JGL2GAG7.js";
import {
  applyDetection,
  inputsToDetect,
  withWholeWorkspaceTests
} from "./chunk-WOVFLSLH.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  INPUTS,
  InputError,
  InputReader,
  fileInputs,
  layerInputs,
  positiveInt,
  readConfigFile
} from "./chunk-PE3WTNPT.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-DUEHMRHB.js";

// node-builtin:timers/promises
var require_promises2 = __commonJS({
  "node-builtin:timers/promises"(exports, module) {
    module.exports = __require("node:timers/promises");
  }
});

// src/inputs/read.ts
var import_node_os = __toESM(require_os(), 1);
var import_node_path = __toESM(require_path(), 1);

// src/inputs/test-case-selector.ts
var SELECTOR_KEYS = ["policy", "rule", "resource"];
var EXAMPLE = "policy=require-labels, rule=check-labels, resource=bad-pod";
function validateTestCaseSelector(input) {
  const trimmed = input.trim();
  if (trimmed === "") return { selector: "", parts: [], warnings: [] };
  const errors = [];
  const parts = [];
  for (const raw of trimmed.split(",")) {
    const error = partError(raw);
    if (error) {
      errors.push(error);
      continue;
    }
    const [key, value] = raw.split("=").map((piece) => piece.trim());
    parts.push({ key, value });
  }
  if (errors.length > 0) {
    throw new Error(
      `test-case-selector: ${errors.join("; ")}. Write comma-separated key=value parts with the keys policy, rule and resource, e.g. \`${EXAMPLE}\`.`
    );
  }
  return {
    selector: parts.map((part) => `${part.key}=${part.value}`).join(","),
    parts,
    warnings: parts.flatMap(partWarnings)
  };
}
function partError(raw) {
  const part = raw.trim();
  if (part === "") return "empty part (two commas in a row, or a comma at the start or end)";
  const pieces = part.split("=");
  if (pieces.length !== 2) {
    return pieces.length === 1 ? `invalid part \`${part}\`: it has no \`=\`` : `invalid part \`${part}\`: a value cannot contain \`=\``;
  }
  const key = (pieces[0] ?? "").trim();
  if (!SELECTOR_KEYS.includes(key)) {
    const hint = SELECTOR_KEYS.includes(key.toLowerCase()) ? ` (keys are lower case: \`${key.toLowerCase()}\`)` : "";
    return `invalid part \`${part}\`: unknown key \`${key}\`${hint}`;
  }
  return void 0;
}
function partWarnings(part) {
  if (part.value === "") {
    return [
      `test-case-selector: \`${part.key}=\` has an empty value, which only matches results that have no ${part.key}; use \`${part.key}=*\` to match all.`
    ];
  }
  if (part.key === "resource" && part.value !== "*" && /[*?]/.test(part.value)) {
    return [
      `test-case-selector: \`resource=${part.value}\` selects results by pattern, but Kyverno then checks them against a resource literally named \`${part.value}\`. No resource has that name, so Kyverno falls back to checking every resource of the selected results and reports rows you did not ask for. Use exact resource names, or narrow with policy= and rule= instead.`
    ];
  }
  return [];
}

// src/inputs/read.ts
function defaultEnvironment(env = process.env) {
  return {
    workspace: import_node_path.default.resolve(env.GITHUB_WORKSPACE || process.cwd()),
    runnerTemp: env.RUNNER_TEMP || import_node_os.default.tmpdir(),
    cpuCount: import_node_os.default.availableParallelism()
  };
}
function optionalPercent(input, value) {
  const trimmed = (value ?? "").trim().replace(/\s*%$/, "");
  if (trimmed === "") return {};
  const parsed = Number(trimmed);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || parsed > 100) {
    throw new InputError(input, `got "${value}"; use a percentage from 0 to 100, e.g. 80 or 85.5.`);
  }
  return { minCoverage: parsed };
}
function parseShard(value) {
  const trimmed = value.trim();
  if (trimmed === "") return void 0;
  const match = new RegExp(INPUTS.shard.pattern).exec(trimmed);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total) {
    throw new InputError(
      "shard",
      `got "${value}"; use \`i/n\` with 1 <= i <= n, e.g. \`1/3\` (in a matrix: \`\${{ matrix.shard }}/3\`).`
    );
  }
  return { index, total };
}
function readSelector(value) {
  try {
    return validateTestCaseSelector(value);
  } catch (error) {
    throw new InputError(
      "test-case-selector",
      error.message.replace(/^test-case-selector: /, "")
    );
  }
}
function readRenderConfig(get) {
  const releaseName = get.text("helm-release-name");
  const kubeVersion = get.text("helm-kube-version");
  if (kubeVersion !== void 0 && !new RegExp(INPUTS["helm-kube-version"].pattern).test(kubeVersion)) {
    throw new InputError(
      "helm-kube-version",
      `got "${kubeVersion}"; use a Kubernetes version such as \`1.31.0\` or \`v1.31\`.`
    );
  }
  return {
    helmCharts: get.list("helm-charts"),
    // Unset means chart-testing's convention; an explicit empty line list means defaults only.
    helmValues: get.list("helm-values"),
    ...releaseName && { helmReleaseName: releaseName },
    helmNamespace: get.text("helm-namespace") ?? "",
    ...kubeVersion && { helmKubeVersion: kubeVersion },
    helmApiVersions: get.list("helm-api-versions"),
    kustomizations: get.list("kustomizations"),
    ...get.choice("kustomize-load-restrictor") === "none" && { kustomizeLoadAnywhere: true }
  };
}
function readBuiltinPacks(get) {
  const names = [...new Set(get.list("builtin-policies"))];
  const packs = INPUTS["builtin-policies"].values;
  for (const name of names) {
    if (!packs.includes(name)) {
      throw new InputError(
        "builtin-policies",
        `there is no built-in policy pack named "${name}"; the packs are: ${packs.join(", ")}.`
      );
    }
  }
  return names;
}
function readToolInstall(get, names, resolveInWorkspace) {
  const toolPath = get.text(names.path);
  return {
    version: get.text(names.version) ?? "",
    ...toolPath && { path: resolveInWorkspace(toolPath) },
    releaseUrl: (get.text(names.releaseUrl) ?? "").replace(/\/+$/, ""),
    verifyChecksum: get.bool("verify-checksum")
  };
}
function readConfig(input, env) {
  const get = new InputReader(input);
  const resolveInWorkspace = (file) => import_node_path.default.resolve(env.workspace, file);
  const manifests = get.list("manifests");
  const crds = get.list("crds");
  const policies = get.list("policies");
  const render = readRenderConfig(get);
  const renders = render.helmCharts.length > 0 || render.kustomizations.length > 0;
  const builtinPolicies = readBuiltinPacks(get);
  if ((manifests.length > 0 || renders) && policies.length === 0 && builtinPolicies.length === 0) {
    const what = manifests.length > 0 ? "`manifests`" : "`helm-charts` or `kustomizations`";
    throw new InputError(
      "policies",
      `is required when ${what} is set: list the policy files or folders to apply (or name a pack in \`builtin-policies\`).`
    );
  }
  const pullRequest = get.text("pull-request-number");
  const pullRequestNumber = pullRequest === void 0 ? void 0 : positiveInt("pull-request-number", pullRequest, 0);
  const shard = parseShard(get.raw("shard"));
  const junitFile = get.text("junit-file");
  const sarifFile = get.text("sarif-file");
  const valuesFile = get.text("values-file");
  const selector = readSelector(get.raw("test-case-selector"));
  const gitBranch = get.text("tests-git-branch");
  const mergeResults = get.text("merge-results");
  const resultsFile = get.text("results-file");
  const compareVersion = get.text("kyverno-compare-version");
  const comparePath = get.text("kyverno-compare-path");
  return {
    workspace: env.workspace,
    warnings: selector.warnings,
    parallelism: get.count("parallelism") ?? env.cpuCount,
    githubToken: get.text("github-token") ?? "",
    install: {
      ...readToolInstall(
        get,
        { version: "kyverno-version", path: "kyverno-path", releaseUrl: "kyverno-release-url" },
        resolveInWorkspace
      ),
      verifySignature: get.choice("verify-signature")
    },
    helmInstall: readToolInstall(
      get,
      { version: "helm-version", path: "helm-path", releaseUrl: "helm-release-url" },
      resolveInWorkspace
    ),
    kustomizeInstall: readToolInstall(
      get,
      { version: "kustomize-version", path: "kustomize-path", releaseUrl: "kustomize-release-url" },
      resolveInWorkspace
    ),
    tests: {
      dirs: get.list("tests"),
      fileName: get.text("test-file-name") ?? "",
      ...selector.selector && { selector: selector.selector },
      ...gitBranch && { gitBranch },
      requireTests: get.bool("require-tests"),
      scope: get.choice("tests-scope"),
      vacuousTests: get.choice("vacuous-tests")
    },
    apply: {
      policies,
      ...builtinPolicies.length > 0 && { builtinPolicies },
      manifests,
      scope: get.choice("scope"),
      ...valuesFile && { valuesFile },
      exceptions: get.list("exceptions"),
      ...crds.length > 0 && { crds },
      auditWarn: get.bool("audit-warn")
    },
    render,
    report: {
      failOn: get.choice("fail-on"),
      failOnExisting: get.bool("fail-on-existing"),
      annotations: get.bool("annotations"),
      checkRun: get.bool("check-run"),
      checkName: get.text("check-name") ?? "",
      comment: get.choice("comment"),
      suggestions: get.choice("suggestions"),
      jobSummary: get.bool("job-summary"),
      migrationReport: get.bool("migration-report"),
      ...optionalPercent("min-coverage", get.text("min-coverage")),
      jsonFile: resolveInWorkspace(
        get.text("json-file") ?? import_node_path.default.join(env.runnerTemp, "kyverno-policy-check", "results.json")
      ),
      ...junitFile && { junitFile: resolveInWorkspace(junitFile) },
      ...sarifFile && { sarifFile: resolveInWorkspace(sarifFile) }
    },
    upgrade: {
      deprecations: get.choice("deprecations"),
      ...compareVersion && { compareVersion },
      ...comparePath && { comparePath: resolveInWorkspace(comparePath) }
    },
    baseline: { mode: get.choice("baseline") },
    ...shard && { shard },
    ...mergeResults && { mergeResults },
    ...resultsFile && { resultsFile: resolveInWorkspace(resultsFile) },
    ...pullRequestNumber !== void 0 && { pullRequestNumber }
  };
}

// src/detect/load.ts
async function loadConfig(given, env, options = {}) {
  const file = await readConfigFile(env.workspace, given("config"));
  const layered = layerInputs(given, fileInputs(file), options.defaults ?? (() => ""));
  const configFile = file && { configFile: file.file };
  const publishes = layered("merge-results").trim() !== "" || layered("results-file").trim() !== "";
  if (publishes) return readConfig(layered, env);
  if (inputsToDetect(layered).every((name) => name === "tests")) {
    return readConfig(withWholeWorkspaceTests(layered), env);
  }
  const { detect } = await import("./detect-F3U3R555.js");
  const { manifestMatcher } = await import("./manifests-DNZEQJYJ.js");
  const detected = await detect(env.workspace, {
    testFileName: layered("test-file-name").trim() || INPUTS["test-file-name"].default,
    ...options.runner && { runner: options.runner }
  });
  const manifests = new InputReader(layered).list("manifests");
  const selects = manifests.length > 0 ? await manifestMatcher(env.workspace, manifests) : void 0;
  const { input, report } = applyDetection(layered, detected, selects);
  const config = readConfig(input, env);
  return {
    ...config,
    warnings: [...config.warnings, ...report.notices],
    detection: { ...report, ...configFile }
  };
}

// src/install/retry.ts
var import_promises = __toESM(require_promises2(), 1);
async function withRetry(action, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      const delay = options.delaysMs[attempt - 1];
      if (delay === void 0 || !options.isRetryable(error)) throw error;
      options.onRetry?.(error, attempt, delay);
      await (0, import_promises.setTimeout)(delay);
    }
  }
}

// src/install/github-releases.ts
var MAX_PAGES = 30;
var PIN_HINT = "or pin kyverno-version to an exact tag such as v1.19.0 (which needs no API call)";
var HttpStatusError = class extends Error {
  constructor(status, url, githubMessage2) {
    super(`${url} answered ${status}${githubMessage2 ? ` (${githubMessage2})` : ""}`);
    this.status = status;
    this.url = url;
    this.githubMessage = githubMessage2;
  }
  status;
  url;
  githubMessage;
};
var isTransient = (error) => !(error instanceof HttpStatusError) || error.status >= 500 || error.status === 429;
function githubMessage(text) {
  try {
    return String(JSON.parse(text).message ?? "");
  } catch {
    return text.slice(0, 200);
  }
}
function nextLink(link) {
  return link?.match(/<([^<>]+)>;\s*rel="next"/)?.[1];
}
async function getPage(url, source) {
  const headers = {
    accept: "application/vnd.github+json",
    "x-github-api-version": "2022-11-28",
    "user-agent": "kyverno-policy-check"
  };
  if (source.token) headers.authorization = `Bearer ${source.token}`;
  const response = await source.fetch(url, { headers, signal: AbortSignal.timeout(3e4) });
  const text = await response.text();
  if (!response.ok) {
    throw new HttpStatusError(response.status, url, githubMessage(text));
  }
  return { body: JSON.parse(text), next: nextLink(response.headers.get("link")) };
}
function explain(error, url, source, attempts) {
  if (!(error instanceof HttpStatusError) || isTransient(error)) {
    const inner = error instanceof Error && error.cause instanceof Error ? error.cause : void 0;
    const cause = `${error instanceof Error ? error.message : String(error)}${inner ? ` (${inner.message})` : ""}`;
    return new Error(
      `Could not list Kyverno releases from ${url} after ${attempts} attempts: ${cause}. Check the runner's network access to the GitHub API, ${PIN_HINT}.`,
      { cause: error }
    );
  }
  const advice = {
    401: `The token was rejected: check the github-token input, ${PIN_HINT}.`,
    403: `If this is a rate limit, pass github-token (unauthenticated calls get 60 per hour), ${PIN_HINT}.`,
    404: `The API at ${source.apiUrl} has no kyverno/kyverno repository (on GitHub Enterprise Server ${PIN_HINT}, and set kyverno-release-url to a mirror).`
  };
  return new Error(
    `Could not list Kyverno releases: ${error.message}. ${advice[error.status] ?? `Retry later, ${PIN_HINT}.`}`,
    { cause: error }
  );
}
function toSummary(item) {
  if (typeof item !== "object" || item === null) return [];
  const { tag_name: tag, prerelease: prerelease2, draft } = item;
  return typeof tag === "string" ? [{ tag, prerelease: prerelease2 === true, draft: draft === true }] : [];
}
async function listKyvernoReleases(source) {
  const base = source.apiUrl.replace(/\/+$/, "");
  let url = `${base}/repos/kyverno/kyverno/releases?per_page=100`;
  const releases = [];
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const current = url;
    const { body, next } = await withRetry(() => getPage(current, source), {
      delaysMs: source.retryDelaysMs,
      isRetryable: isTransient,
      onRetry: (error, attempt, delay) => source.log(
        `Listing Kyverno releases failed (attempt ${attempt}): ${String(error)}; retrying in ${delay} ms`
      )
    }).catch((error) => {
      throw explain(error, current, source, source.retryDelaysMs.length + 1);
    });
    if (!Array.isArray(body)) throw new Error(`${current} did not answer with a list of releases`);
    releases.push(...body.flatMap(toSummary));
    url = next;
  }
  return releases;
}

// src/install/install-tool.ts
var import_promises4 = __toESM(require_promises(), 1);
var import_node_path3 = __toESM(require_path(), 1);
var import_eq = __toESM(require_eq(), 1);
var import_valid = __toESM(require_valid(), 1);

// src/install/fetch-release.ts
var import_node_crypto = __toESM(require_crypto(), 1);
var import_node_fs = __toESM(require_fs(), 1);
var import_promises2 = __toESM(require_promises(), 1);

// src/install/release-files.ts
var KYVERNO = { title: "Kyverno", name: "kyverno" };
var trimUrl = (url) => url.replace(/\/+$/, "");

// src/install/checksums.ts
function parseChecksums(text) {
  const entries = /* @__PURE__ */ new Map();
  for (const line of text.split(/\r?\n/)) {
    const match = /^([0-9a-fA-F]{64})\s+\*?(\S+)\s*$/.exec(line.trim());
    if (match?.[1] && match[2]) entries.set(match[2], match[1].toLowerCase());
  }
  return entries;
}
function expectedChecksum(checksumsText, asset, checksumsUrl, tool = KYVERNO) {
  const entries = parseChecksums(checksumsText);
  const expected = entries.get(asset);
  if (expected) return expected;
  const listed = [...entries.keys()].join(", ") || "nothing";
  throw new Error(
    `${checksumsUrl} has no checksum for ${asset} (it lists ${listed}), so the download cannot be verified. The release may not ship this platform; check ${tool.name}-version and ${tool.name}-release-url, or set verify-checksum: false only if you trust the source.`
  );
}
function assertChecksum(asset, url, expected, actual, checksumName = "checksums.txt", tool = KYVERNO) {
  if (expected === actual.toLowerCase()) return;
  throw new Error(
    `SHA-256 mismatch for ${asset} downloaded from ${url}: ${checksumName} says ${expected}, the download is ${actual}. The archive is truncated, corrupt or was tampered with; it was not extracted. Retry the job, and if it persists check ${tool.name}-release-url.`
  );
}

// src/install/tool-cache.ts
var loaded;
var tc = async () => loaded ??= await import("./tool-cache-SAEOHR74.js");
var actionsToolCache = {
  find: async (tool, version, arch) => (await tc()).find(tool, version, arch),
  downloadTool: async (url) => (await tc()).downloadTool(url),
  extractTar: async (file, dest) => (await tc()).extractTar(file, dest),
  extractZip: async (file, dest) => (await tc()).extractZip(file, dest),
  cacheDir: async (dir, tool, version, arch) => (await tc()).cacheDir(dir, tool, version, arch)
};
function httpStatusOf(error) {
  return loaded && error instanceof loaded.HTTPError ? error.httpStatusCode : void 0;
}

// src/install/fetch-release.ts
async function sha256File(file) {
  const hash = (0, import_node_crypto.createHash)("sha256");
  for await (const chunk of (0, import_node_fs.createReadStream)(file)) hash.update(chunk);
  return hash.digest("hex");
}
async function download(toolCache, url, release) {
  const { name, title } = release.tool;
  try {
    return await toolCache.downloadTool(url);
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404) {
      throw new Error(
        `${title} ${release.tag} was not found: ${url} answered 404. Check ${name}-version (and ${name}-release-url if you use a mirror). ${release.listVersionsHint}`,
        { cause: error }
      );
    }
    const why = status ? `the server answered HTTP ${status}` : `the connection failed (${error.message})`;
    throw new Error(
      `Could not download ${url}: ${why} (after retrying). Check the runner's network access to ${name}-release-url, then re-run the job.`,
      { cause: error }
    );
  }
}
async function extract(options, archive, url) {
  const { toolCache, release } = options;
  const dest = `${archive}-extracted`;
  try {
    return release.format === "zip" ? await toolCache.extractZip(archive, dest) : await toolCache.extractTar(archive, dest);
  } catch (error) {
    await (0, import_promises2.rm)(dest, { recursive: true, force: true });
    throw new Error(
      `Could not extract ${release.fileName} downloaded from ${url}: the archive is truncated or corrupt (${error.message.trim()}). Re-run the job; keep verify-checksum: true to catch this before extracting.`,
      { cause: error }
    );
  }
}
async function fetchRelease(options) {
  const { toolCache, release, log } = options;
  const url = release.archiveUrl;
  let expected;
  if (options.verifyChecksum) {
    const checksumsFile = await download(toolCache, release.checksumUrl, release);
    const checksums = await (0, import_promises2.readFile)(checksumsFile).finally(
      () => (0, import_promises2.rm)(checksumsFile, { force: true })
    );
    await options.checkChecksums?.(checksums);
    expected = expectedChecksum(
      checksums.toString("utf8"),
      release.fileName,
      release.checksumUrl,
      release.tool
    );
  }
  log(`Downloading ${url}`);
  const archive = await download(toolCache, url, release);
  try {
    if (expected) {
      const actual = await sha256File(archive);
      assertChecksum(release.fileName, url, expected, actual, release.checksumName, release.tool);
      log(`SHA-256 verified against ${release.checksumName}: ${expected}`);
    }
    return { dir: await extract(options, archive, url), url };
  } finally {
    await (0, import_promises2.rm)(archive, { force: true });
  }
}

// src/install/local-binary.ts
var import_node_fs2 = __toESM(require_fs(), 1);
var import_promises3 = __toESM(require_promises(), 1);
var import_node_path2 = __toESM(require_path(), 1);
async function checkLocalBinary(input, platform, tool = KYVERNO) {
  const orInstall = `or leave ${tool.name}-path empty to install the version in ${tool.name}-version`;
  const file = import_node_path2.default.resolve(input);
  const named = `${tool.name}-path "${input}"${file === input ? "" : ` (${file})`}`;
  const info2 = await (0, import_promises3.stat)(file).catch((error) => {
    throw new Error(`${named} does not exist: point it at a ${tool.title} binary, ${orInstall}.`, {
      cause: error
    });
  });
  if (info2.isDirectory()) {
    const binary = import_node_path2.default.join(file, platform === "win32" ? `${tool.name}.exe` : tool.name);
    throw new Error(`${named} is a directory: point it at the binary itself (e.g. ${binary}).`);
  }
  if (platform !== "win32") {
    await (0, import_promises3.access)(file, import_node_fs2.constants.X_OK).catch((error) => {
      const mode = (info2.mode & 511).toString(8);
      throw new Error(
        `${named} is not executable (mode ${mode}): run \`chmod +x ${file}\` in an earlier step, ${orInstall}.`,
        { cause: error }
      );
    });
  }
  return file;
}

// src/install/released-tools.ts
var GOOS = { linux: "linux", darwin: "darwin", win32: "windows" };
var GOARCH = {
  x64: "amd64",
  arm64: "arm64",
  arm: "arm",
  ia32: "386",
  ppc64: "ppc64le",
  s390x: "s390x",
  riscv64: "riscv64",
  loong64: "loong64"
};
function goPlatform(platform, arch) {
  return { os: GOOS[platform] ?? platform, arch: GOARCH[arch] ?? arch };
}
function toolRelease(tool, releaseUrl, tag, platform, arch) {
  const go = goPlatform(platform, arch);
  const { layout } = tool;
  const windows = go.os === "windows";
  const format = windows ? "zip" : "tar.gz";
  const fileName = layout.fileName(tag, go.os, go.arch, format);
  const folder = layout.folder(releaseUrl, tag);
  const checksumName = layout.checksumName(fileName);
  const binary = `${tool.name}${windows ? ".exe" : ""}`;
  const dir = layout.binaryDir(go.os, go.arch);
  return {
    tool: { title: tool.title, name: tool.name },
    tag,
    fileName,
    format,
    archiveUrl: `${folder}/${fileName}`,
    checksumUrl: `${folder}/${checksumName}`,
    checksumName,
    listVersionsHint: `List the released versions with \`gh release list --repo ${layout.repo}\` or at https://github.com/${layout.repo}/releases.`,
    binaryPath: dir ? `${dir}/${binary}` : binary
  };
}
var firstVersion = (stdout) => /\bv?(\d+\.\d+\.\d+(?:-[\w.]+)?)\b/.exec(stdout)?.[1];
var DESKTOP = ["darwin/x64", "darwin/arm64", "win32/x64", "win32/arm64"];
var HELM = {
  title: "Helm",
  name: "helm",
  exampleTag: "v4.3.2",
  // helm's Makefile: build-cross targets.
  platforms: [
    ...["x64", "arm64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64"].map(
      (a) => `linux/${a}`
    ),
    ...DESKTOP
  ],
  // get.helm.sh serves every release flat: helm-<tag>-<os>-<arch>.tar.gz (.zip on Windows) holding
  // <os>-<arch>/helm, and <archive>.sha256sum (`<sha256>  <archive>`) beside it.
  layout: {
    fileName: (tag, os2, arch, format) => `helm-${tag}-${os2}-${arch}.${format}`,
    folder: (releaseUrl) => releaseUrl,
    checksumName: (fileName) => `${fileName}.sha256sum`,
    binaryDir: (os2, arch) => `${os2}-${arch}`,
    repo: "helm/helm"
  },
  versionArgs: ["version", "--template", "{{.Version}}"],
  parseVersion: firstVersion
};
var KUSTOMIZE = {
  title: "Kustomize",
  name: "kustomize",
  exampleTag: "v5.8.2",
  // releasing/build-kustomize-binary.sh: linux amd64/arm64/s390x/ppc64le, darwin and windows.
  platforms: [...["x64", "arm64", "s390x", "ppc64"].map((a) => `linux/${a}`), ...DESKTOP],
  // Release tags are `kustomize/<tag>` (the monorepo's module path): archives
  // kustomize_<tag>_<os>_<arch>.tar.gz with the binary at the root, and one checksums.txt.
  layout: {
    fileName: (tag, os2, arch, format) => `kustomize_${tag}_${os2}_${arch}.${format}`,
    folder: (releaseUrl, tag) => `${releaseUrl}/kustomize%2F${tag}`,
    checksumName: () => "checksums.txt",
    binaryDir: () => "",
    repo: "kubernetes-sigs/kustomize"
  },
  versionArgs: ["version"],
  parseVersion: firstVersion
};

// src/install/install-tool.ts
function defaultDeps() {
  return {
    platform: process.platform,
    arch: process.arch,
    logger: { info, debug },
    runProcess,
    toolCache: actionsToolCache,
    addPath,
    // `@actions/io` is loaded only when a tool is looked for on PATH.
    findOnPath: async (name) => await (await import("./io-SQV75IYE.js")).which(name, false) || void 0
  };
}
function exactVersion(tool, input) {
  const version = (0, import_valid.default)(input.trim());
  if (version) return version;
  throw new Error(
    `${tool.name}-version "${input.trim()}" is not an exact version: use a release tag such as ${tool.exampleTag} (${tool.title} is installed by exact version only).`
  );
}
async function reportedVersion(tool, binary, deps) {
  const command = `\`${binary} ${tool.versionArgs.join(" ")}\``;
  const result = await deps.runProcess(binary, tool.versionArgs, { timeoutMs: 6e4 }).catch((error) => {
    throw new Error(`Could not run ${command}: ${error.message}`, { cause: error });
  });
  if (result.exitCode !== 0 || result.timedOut) {
    const why = result.timedOut ? "timed out" : `exited with ${result.exitCode}`;
    throw new Error(
      `${command} ${why}: ${result.stderr.trim() || result.stdout.trim()}. Is it a ${tool.title} binary built for this platform?`
    );
  }
  return tool.parseVersion(result.stdout);
}
async function useLocalBinary(tool, input, deps) {
  const binary = await checkLocalBinary(input, deps.platform, tool);
  const version = await reportedVersion(tool, binary, deps);
  if (!version) throw new Error(tool.noVersion(input, binary));
  deps.addPath(import_node_path3.default.dirname(binary));
  deps.logger.info(`Using ${tool.title} ${version} from ${tool.name}-path: ${binary}`);
  return { version, path: binary, origin: `${tool.name}-path input` };
}
async function onPath(tool, version, deps) {
  const binaryName = deps.platform === "win32" ? `${tool.name}.exe` : tool.name;
  const binary = await deps.findOnPath?.(binaryName);
  if (!binary) return void 0;
  const reported = await reportedVersion(tool, binary, deps).catch(() => void 0);
  if (reported && (0, import_eq.default)(reported, version)) return binary;
  deps.logger.info(
    `${tool.title} on PATH (${binary}) is ${reported ?? "of unknown version"}, not ${version}: installing ${version}.`
  );
  return void 0;
}
function releasedToolRecipe(tool) {
  return {
    ...tool,
    usesPath: true,
    resolveTag: async (config, deps) => {
      const tag = `v${exactVersion(tool, config.version)}`;
      const platformKey = `${deps.platform}/${deps.arch}`;
      if (!tool.platforms.includes(platformKey)) {
        throw new Error(
          `${tool.title} publishes no build for ${platformKey}. Supported platforms: ${tool.platforms.join(", ")}. On another platform, install ${tool.title} yourself and point the ${tool.name}-path input at the binary.`
        );
      }
      return tag;
    },
    release: (releaseUrl, tag, deps) => toolRelease(tool, releaseUrl, tag, deps.platform, deps.arch),
    noVersion: (input, binary) => `${tool.name}-path "${input}": \`${binary} ${tool.versionArgs.join(" ")}\` prints no version; is it ${tool.title}?`,
    checkVersion: (reported, wanted, binary, whatToDo) => {
      if (reported && (0, import_eq.default)(reported, wanted)) return reported;
      const said = reported ? `reports version ${reported}` : "prints no version";
      throw new Error(
        `The ${tool.title} binary ${binary} ${said}, but ${wanted} was requested. ${whatToDo}`
      );
    }
  };
}
async function installWith(tool, config, deps) {
  if (config.path) return useLocalBinary(tool, config.path, deps);
  const tag = await tool.resolveTag(config, deps);
  const version = tag.replace(/^v/, "");
  const releaseUrl = trimUrl(config.releaseUrl);
  const signature = tool.signature?.(tag, releaseUrl, config, deps);
  const release = tool.release(releaseUrl, tag, deps);
  const binaryName = import_node_path3.default.basename(release.binaryPath);
  const verified = async (binary2, whatToDo) => tool.checkVersion(await reportedVersion(tool, binary2, deps), version, binary2, whatToDo);
  const cached = await deps.toolCache.find(tool.name, version, deps.arch);
  if (cached && signature && !await signature.cachedVerified(cached)) {
    deps.logger.info(
      `The tool cache's ${tool.title} ${tag} has no record of a verified signature: downloading it again.`
    );
  } else if (cached) {
    const binary2 = import_node_path3.default.join(cached, binaryName);
    const found = await verified(
      binary2,
      `The cached copy is damaged: delete ${cached} and re-run the job.`
    );
    deps.addPath(cached);
    deps.logger.info(`${tool.title} ${tag} found in the tool cache: ${binary2}`);
    return { version: found, path: binary2, origin: "tool cache" };
  }
  const existing = tool.usesPath ? await onPath(tool, version, deps) : void 0;
  if (existing) {
    deps.logger.info(`Using ${tool.title} ${tag} already on PATH: ${existing}`);
    return { version, path: existing, origin: "PATH" };
  }
  const { dir, url } = await fetchRelease({
    toolCache: deps.toolCache,
    release,
    verifyChecksum: config.verifyChecksum,
    ...signature && { checkChecksums: signature.verifyChecksums },
    log: deps.logger.info
  });
  const hint = `The archive does not hold the version its name promises: check ${tool.name}-release-url.`;
  let installed;
  let cachedDir;
  try {
    const extracted = import_node_path3.default.join(dir, release.binaryPath);
    installed = await verified(extracted, hint);
    await signature?.record(dir);
    cachedDir = await deps.toolCache.cacheDir(
      import_node_path3.default.dirname(extracted),
      tool.name,
      version,
      deps.arch
    );
  } finally {
    await (0, import_promises4.rm)(dir, { recursive: true, force: true });
  }
  deps.addPath(cachedDir);
  const binary = import_node_path3.default.join(cachedDir, binaryName);
  deps.logger.info(`Installed ${tool.title} ${tag} into the tool cache: ${binary}`);
  return { version: installed, path: binary, origin: `downloaded from ${url}` };
}
async function installTool(tool, config, overrides = {}) {
  return installWith(releasedToolRecipe(tool), config, { ...defaultDeps(), ...overrides });
}
var installHelm = (config, overrides = {}) => installTool(HELM, config, overrides);
var installKustomize = (config, overrides = {}) => installTool(KUSTOMIZE, config, overrides);

// src/install/kyverno-version.ts
var import_eq2 = __toESM(require_eq(), 1);
var import_valid2 = __toESM(require_valid(), 1);
function parseKyvernoVersion(stdout) {
  return /^Version:\s*(\S+)\s*$/m.exec(stdout)?.[1];
}
function assertKyvernoVersion(reported, wanted, binary, whatToDo) {
  if (reported && (0, import_valid2.default)(reported) && (0, import_eq2.default)(reported, wanted)) return reported;
  const said = reported ? `reports version ${reported}` : "prints no `Version:` line";
  throw new Error(`The Kyverno binary ${binary} ${said}, but ${wanted} was requested. ${whatToDo}`);
}

// src/install/version-spec.ts
var import_prerelease = __toESM(require_prerelease(), 1);
var import_rcompare = __toESM(require_rcompare(), 1);
var import_satisfies = __toESM(require_satisfies(), 1);
var import_valid3 = __toESM(require_valid(), 1);
var import_valid4 = __toESM(require_valid2(), 1);
var LIST_VERSIONS_HINT = "List the released versions with `gh release list --repo kyverno/kyverno` or at https://github.com/kyverno/kyverno/releases.";
var FORMS = "an exact tag (v1.19.0 or 1.19.0), `latest`, or a semver range (1.19.x, ~1.18, >=1.17 <1.19)";
function parseVersionSpec(input) {
  const trimmed = input.trim();
  if (trimmed === "") throw new Error(`kyverno-version is empty: set it to ${FORMS}.`);
  if (trimmed.toLowerCase() === "latest") return { kind: "latest", input: trimmed };
  const exact = (0, import_valid3.default)(trimmed);
  if (exact) return { kind: "exact", input: trimmed, tag: `v${exact}`, version: exact };
  const range = (0, import_valid4.default)(trimmed);
  if (range) return { kind: "range", input: trimmed, range };
  throw new Error(`kyverno-version "${trimmed}" is not a version: use ${FORMS}.`);
}
function newestFirst(releases) {
  return releases.flatMap((r) => {
    const version = (0, import_valid3.default)(r.tag);
    return version && !r.draft ? [{ tag: r.tag, version, prerelease: r.prerelease }] : [];
  }).sort((a, b) => (0, import_rcompare.default)(a.version, b.version));
}
function pickRelease(spec, releases) {
  const sorted = newestFirst(releases);
  const stable = sorted.filter((r) => !(0, import_prerelease.default)(r.version));
  const wantsPrerelease = spec.kind === "range" && spec.range.includes("-");
  const flagged = new Set(releases.filter((r) => r.prerelease).map((r) => r.tag));
  const found = spec.kind === "latest" ? stable.find((r) => !flagged.has(r.tag)) : sorted.find(
    (r) => (wantsPrerelease || !flagged.has(r.tag)) && (0, import_satisfies.default)(r.version, spec.range, { includePrerelease: false })
  );
  if (found) return found.tag;
  const newest = stable.slice(0, 5).map((r) => r.tag).join(", ");
  const what = spec.kind === "latest" ? "no Kyverno release that is not a prerelease" : `kyverno-version "${spec.input}" matches no Kyverno release`;
  throw new Error(
    `${what} among the ${releases.length} releases listed by the GitHub API${newest ? ` (newest: ${newest})` : ""}. ${LIST_VERSIONS_HINT}`
  );
}

// src/install/platform.ts
var OS_BY_PLATFORM = {
  linux: "linux",
  darwin: "darwin",
  win32: "windows"
};
var ARCH_BY_NODE_ARCH = {
  x64: "x86_64",
  arm64: "arm64",
  s390x: "s390x"
};
var SUPPORTED_PLATFORMS = [
  "linux/x64",
  "linux/arm64",
  "linux/s390x",
  "darwin/x64",
  "darwin/arm64",
  "win32/x64",
  "win32/arm64"
];
function releaseTarget(platform, arch) {
  const os2 = OS_BY_PLATFORM[platform];
  const releaseArch = ARCH_BY_NODE_ARCH[arch];
  if (!os2 || !releaseArch || !SUPPORTED_PLATFORMS.includes(`${platform}/${arch}`)) {
    throw new Error(
      `Kyverno publishes no CLI build for ${platform}/${arch}. Supported platforms: ${SUPPORTED_PLATFORMS.join(", ")}. On another platform, build or install Kyverno yourself and point the kyverno-path input at the binary.`
    );
  }
  const windows = os2 === "windows";
  return {
    os: os2,
    arch: releaseArch,
    format: windows ? "zip" : "tar.gz",
    binaryName: windows ? "kyverno.exe" : "kyverno"
  };
}
function releaseAsset(tag, target) {
  return { ...target, fileName: `kyverno-cli_${tag}_${target.os}_${target.arch}.${target.format}` };
}
function kyvernoReleaseFiles(releaseUrl, tag, asset) {
  return {
    tool: KYVERNO,
    tag,
    fileName: asset.fileName,
    format: asset.format,
    archiveUrl: `${releaseUrl}/${tag}/${asset.fileName}`,
    checksumUrl: `${releaseUrl}/${tag}/checksums.txt`,
    checksumName: "checksums.txt",
    listVersionsHint: LIST_VERSIONS_HINT
  };
}

// src/install/release-signature.ts
var import_promises5 = __toESM(require_promises(), 1);
var import_node_path4 = __toESM(require_path(), 1);
var SIGNATURE_RECORD_FILE = "kyverno-policy-check-signature.json";
function releaseSignature(options) {
  const { tag, mode } = options;
  const policy = signaturePolicy(mode, tag.replace(/^v/, ""));
  if (policy === "refuse") throw new Error(unsignedRefusal(tag));
  if (policy === "warn") options.warning(unsignedWarning(tag));
  if (policy === "require" && !options.verifyChecksum) {
    if (mode === "true") {
      throw new Error(
        "verify-signature: true needs verify-checksum: true: the signature covers checksums.txt, which covers the archive."
      );
    }
    options.log(`verify-checksum is false, so the Sigstore signature of ${tag} is not checked.`);
  }
  const required = policy === "require" && options.verifyChecksum;
  let verified;
  return {
    required,
    cachedVerified: async (dir) => {
      if (!required) return true;
      const text = await (0, import_promises5.readFile)(import_node_path4.default.join(dir, SIGNATURE_RECORD_FILE), "utf8").catch(() => "");
      try {
        return JSON.parse(text).tag === tag;
      } catch {
        return false;
      }
    },
    verifyChecksums: async (checksums) => {
      if (!required) return;
      const bundleUrl = `${options.releaseUrl}/${tag}/${SIGNATURE_ASSET}`;
      const bundleText = await downloadBundle(options.toolCache, bundleUrl, tag);
      const { verifyChecksumsBundle } = await import("./signature-verify-RASLLEWX.js");
      verified = verifyChecksumsBundle({
        checksums,
        bundleText,
        bundleUrl,
        tag,
        trust: await options.trustedRoot()
      });
      options.log(
        `Sigstore signature of checksums.txt verified: signed by ${verified.identity} (issuer ${verified.issuer}), transparency-log entry ${verified.logIndex}`
      );
    },
    record: async (dir) => {
      if (!verified) return;
      await (0, import_promises5.writeFile)(import_node_path4.default.join(dir, SIGNATURE_RECORD_FILE), `${JSON.stringify(verified)}
`);
    }
  };
}
async function downloadBundle(toolCache, url, tag) {
  let file;
  try {
    file = await toolCache.downloadTool(url);
  } catch (error) {
    if (httpStatusOf(error) === 404) throw new Error(missingBundle(tag, url), { cause: error });
    const status = httpStatusOf(error);
    const why = status ? `the server answered HTTP ${status}` : `the connection failed (${error.message})`;
    throw new Error(
      `Could not download ${url}: ${why} (after retrying). The archive was not downloaded. Check the runner's network access to kyverno-release-url, then re-run the job.`,
      { cause: error }
    );
  }
  try {
    return await (0, import_promises5.readFile)(file, "utf8");
  } finally {
    await (0, import_promises5.rm)(file, { force: true });
  }
}

// src/install/index.ts
var lazyTrustedRoot = (env) => async () => (await import("./sigstore-root-JYAHZKHA.js")).sigstoreTrustedRoot(env)();
function defaultDeps2() {
  return {
    platform: process.platform,
    arch: process.arch,
    apiUrl: process.env.GITHUB_API_URL || "https://api.github.com",
    token: getInput("github-token"),
    logger: { info, debug, warning },
    runProcess,
    fetch: globalThis.fetch,
    toolCache: actionsToolCache,
    retryDelaysMs: [1e3, 3e3, 9e3],
    addPath,
    trustedRoot: lazyTrustedRoot(process.env)
  };
}
async function resolveTag(spec, deps) {
  if (spec.kind === "exact") return spec.tag;
  const releases = await listKyvernoReleases({
    apiUrl: deps.apiUrl,
    token: deps.token,
    fetch: deps.fetch,
    retryDelaysMs: deps.retryDelaysMs,
    log: deps.logger.info
  });
  const tag = pickRelease(spec, releases);
  deps.logger.info(
    `kyverno-version "${spec.input}" resolves to ${tag} (${releases.length} releases listed)`
  );
  return tag;
}
var KYVERNO_RECIPE = {
  ...KYVERNO,
  versionArgs: ["version"],
  parseVersion: parseKyvernoVersion,
  usesPath: false,
  async resolveTag(config, deps) {
    const spec = parseVersionSpec(config.version);
    releaseTarget(deps.platform, deps.arch);
    return resolveTag(spec, deps);
  },
  release(releaseUrl, tag, deps) {
    const target = releaseTarget(deps.platform, deps.arch);
    const files = kyvernoReleaseFiles(releaseUrl, tag, releaseAsset(tag, target));
    return { ...files, binaryPath: target.binaryName };
  },
  noVersion: (input, binary) => `kyverno-path "${input}": \`${binary} version\` prints no \`Version: X.Y.Z\` line; is it Kyverno?`,
  checkVersion: assertKyvernoVersion,
  signature: (tag, releaseUrl, config, deps) => releaseSignature({
    mode: config.verifySignature ?? "auto",
    tag,
    releaseUrl,
    verifyChecksum: config.verifyChecksum,
    toolCache: deps.toolCache,
    trustedRoot: deps.trustedRoot,
    log: deps.logger.info,
    warning: (message) => (deps.logger.warning ?? deps.logger.info)(message)
  })
};
function installKyverno(config, overrides = {}) {
  return installWith(KYVERNO_RECIPE, config, { ...defaultDeps2(), ...overrides });
}

// src/install/compare.ts
function compareInstallConfig(config) {
  const upgrade = config.upgrade;
  if (!upgrade?.compareVersion && !upgrade?.comparePath) return void 0;
  const install = {
    ...config.install,
    version: upgrade.compareVersion ?? config.install.version
  };
  delete install.path;
  if (upgrade.comparePath) install.path = upgrade.comparePath;
  return install;
}
async function installCompareKyverno(install, overrides = {}) {
  try {
    return { kyverno: await installKyverno(install, { ...overrides, addPath: () => void 0 }) };
  } catch (error) {
    const input = install.path ? "kyverno-compare-path" : "kyverno-compare-version";
    return {
      error: `Input \`${input}\`: could not install Kyverno ${install.path ?? install.version}: ${error.message} Nothing was compared; only the main run's results are reported. Fix \`${input}\` or remove it.`
    };
  }
}

// src/install/render-tools.ts
var PATH_INPUTS = {
  helm: "helm-path",
  kustomize: "kustomize-path"
};
function renderToolInstaller(config, overrides = {}) {
  const installers = {
    helm: () => installHelm(config.helmInstall, overrides),
    kustomize: () => installKustomize(config.kustomizeInstall, overrides)
  };
  const notices = [];
  const installs = /* @__PURE__ */ new Map();
  const install = (name) => {
    let installing = installs.get(name);
    if (!installing) {
      installing = installers[name]().then(
        (tool) => tool.path,
        (error) => {
          notices.push(
            `Could not install ${name}: ${error.message} Its renders are errors; fix the install inputs or point \`${PATH_INPUTS[name]}\` at a binary.`
          );
          return void 0;
        }
      );
      installs.set(name, installing);
    }
    return installing;
  };
  return { paths: (names) => pathsOf(names, install), notices };
}
async function pathsOf(names, path5) {
  const paths = {};
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      const found = await path5(name);
      if (found !== void 0) paths[name] = found;
    })
  );
  return paths;
}

// src/pipeline/install-and-check.ts
var KyvernoInstallError = class extends Error {
};
async function installAndCheck(config, options) {
  let processStarted;
  const started = new Promise((resolve) => processStarted = resolve);
  const runner = (command, args, runOptions) => {
    const running = (options.install.runProcess ?? runProcess)(command, args, runOptions);
    processStarted();
    return running;
  };
  const installing = installKyverno(config.install, { ...options.install, runProcess: runner });
  const checking = started.then(() => import("./check-repository-HMJRGUR3.js"));
  const held = [];
  let planLine = (line) => {
    held.push(line);
  };
  const planning = checking.then(
    ({ planCheck }) => planCheck(config, { ...options.check, logger: { info: (line) => planLine(line) } })
  );
  checking.catch(() => void 0);
  planning.catch(() => void 0);
  const whileKyvernoRuns = options.whileKyvernoRuns && once(options.whileKyvernoRuns);
  void planning.then(
    ({ plan }) => {
      if (!plansKyverno(plan)) whileKyvernoRuns?.();
    },
    () => void 0
  );
  let kyverno;
  try {
    kyverno = await installing;
  } catch (error) {
    throw new KyvernoInstallError(error.message, { cause: error });
  }
  options.onKyverno?.(kyverno);
  const { token, logger, addPath: addPath2 } = options.install;
  const compareInstall = compareInstallConfig(config);
  const compare = compareInstall && await installCompareKyverno(compareInstall, {
    ...token !== void 0 && { token },
    ...logger && { logger }
  });
  const renderTools = renderToolInstaller(config, {
    ...logger && { logger },
    ...addPath2 && { addPath: addPath2 }
  });
  const { checkRepository } = await checking;
  const check = () => {
    planLine = (line) => options.check.logger.info(line);
    for (const line of held.splice(0)) planLine(line);
    return checkRepository(
      config,
      {
        ...options.check,
        runner: firstStartedThen(options.check.runner ?? runProcess, whileKyvernoRuns),
        kyverno,
        ...compare && { compare },
        renderTools
      },
      planning
    );
  };
  const report = await (options.around ? options.around(check) : check());
  return { kyverno, report };
}
function once(call) {
  let called = false;
  return () => {
    if (!called) call();
    called = true;
  };
}
function firstStartedThen(runner, then) {
  return (command, args, runOptions) => {
    const running = runner(command, args, runOptions);
    if (then) setImmediate(then);
    return running;
  };
}

export {
  defaultEnvironment,
  readConfig,
  loadConfig,
  installKyverno,
  KyvernoInstallError,
  installAndCheck
};
//# sourceMappingURL=chunk-ZNNO5FIA.js.map
