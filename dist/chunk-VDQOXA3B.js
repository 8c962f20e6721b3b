import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/documents/check-reads.ts
var import_promises = __toESM(require_promises(), 1);
var KEPT_TEXT = 32 * 2 ** 20;
var KEPT_FILE = 2 ** 20;
var memos = [];
var keptText = 0;
var inCheck = false;
function perCheck() {
  const memo = /* @__PURE__ */ new Map();
  memos.push(memo);
  return {
    get: (key) => inCheck ? memo.get(key) : void 0,
    set: (key, value) => {
      if (inCheck) memo.set(key, value);
    },
    delete: (key) => memo.delete(key)
  };
}
function forget() {
  for (const memo of memos) memo.clear();
  keptText = 0;
}
function beginCheckReads() {
  forget();
  inCheck = true;
}
function endCheckReads() {
  forget();
  inCheck = false;
}
var texts = perCheck();
function readText(absolute) {
  const hit = texts.get(absolute);
  if (hit) return hit;
  const reading = (0, import_promises.readFile)(absolute, "utf8");
  if (keptText < KEPT_TEXT) {
    texts.set(absolute, reading);
    reading.then(
      (text) => {
        if (text.length > KEPT_FILE) texts.delete(absolute);
        else keptText += text.length;
      },
      () => void 0
    );
  }
  return reading;
}
var roots = perCheck();
function realWorkspace(workspace) {
  let root = roots.get(workspace);
  if (!root) roots.set(workspace, root = (0, import_promises.realpath)(workspace).catch(() => workspace));
  return root;
}

// src/documents/workspace-files.ts
var import_promises2 = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
function toPosix(relative) {
  return relative.split(import_node_path.default.sep).join("/");
}
function isInside(root, target) {
  const relative = import_node_path.default.relative(root, target);
  return relative === "" || !relative.startsWith("..") && !import_node_path.default.isAbsolute(relative);
}
function workspaceRelative(workspace, given) {
  const absolute = import_node_path.default.resolve(workspace, given);
  if (!isInside(workspace, absolute)) return void 0;
  return toPosix(import_node_path.default.relative(workspace, absolute));
}
var inspected = perCheck();
function inspectPath(workspace, relative) {
  const key = `${workspace}\0${relative}`;
  let entry = inspected.get(key);
  if (!entry) inspected.set(key, entry = inspectUncached(workspace, relative));
  return entry;
}
async function inspectUncached(workspace, relative) {
  const absolute = import_node_path.default.join(workspace, relative);
  let resolved;
  try {
    resolved = await (0, import_promises2.realpath)(absolute);
  } catch {
    return { kind: "missing" };
  }
  const root = await realWorkspace(workspace);
  if (!isInside(root, resolved)) return { kind: "other", escapesTo: resolved };
  const info = await (0, import_promises2.stat)(resolved);
  return { kind: info.isFile() ? "file" : info.isDirectory() ? "directory" : "other" };
}
async function walkFiles(workspace, start, skipDirectory = () => false) {
  const result = { files: [], escaping: [] };
  const root = await realWorkspace(workspace);
  const visited = /* @__PURE__ */ new Set();
  const visit = async (relative) => {
    const absolute = import_node_path.default.join(workspace, relative);
    const real = await (0, import_promises2.realpath)(absolute).catch(() => void 0);
    if (real === void 0 || visited.has(real)) return;
    visited.add(real);
    const entries = await (0, import_promises2.readdir)(absolute, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== ".git" && !skipDirectory(child, entry.name)) await visit(child);
      } else if (entry.isFile()) {
        result.files.push(child);
      } else if (entry.isSymbolicLink()) {
        const target = await (0, import_promises2.realpath)(import_node_path.default.join(workspace, child)).catch(() => void 0);
        if (target === void 0) continue;
        if (!isInside(root, target)) {
          result.escaping.push({ path: child, target });
          continue;
        }
        const info = await (0, import_promises2.lstat)(target);
        if (info.isDirectory()) {
          if (!skipDirectory(child, entry.name)) await visit(child);
        } else if (info.isFile()) result.files.push(child);
      }
    }
  };
  await visit(toPosix(start) === "." ? "" : toPosix(start));
  result.files.sort();
  return result;
}
var YAML_NAME = /\.ya?ml$/i;
var isUrl = (entry) => /^[a-z][a-z\d+.-]*:\/\//i.test(entry);
var yamlListings = perCheck();
function kyvernoYamlFiles(workspace, relative) {
  const key = `${workspace}\0${relative}`;
  let listing = yamlListings.get(key);
  if (!listing) yamlListings.set(key, listing = listYamlFiles(workspace, relative));
  return listing;
}
async function listYamlFiles(workspace, relative) {
  const entry = await inspectPath(workspace, relative);
  if (entry.kind === "file") return YAML_NAME.test(relative) ? [relative] : [];
  if (entry.kind !== "directory") return void 0;
  const walked = await walkFiles(workspace, relative, (_child, name) => name.startsWith("."));
  return walked.files.filter(
    (file) => YAML_NAME.test(file) && !import_node_path.default.posix.basename(file).startsWith(".")
  );
}

export {
  perCheck,
  beginCheckReads,
  endCheckReads,
  readText,
  toPosix,
  isInside,
  workspaceRelative,
  inspectPath,
  walkFiles,
  YAML_NAME,
  isUrl,
  kyvernoYamlFiles
};
//# sourceMappingURL=chunk-VDQOXA3B.js.map
