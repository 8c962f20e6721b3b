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

// src/documents/workspace-files.ts
var import_promises = __toESM(require_promises(), 1);
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
async function inspectPath(workspace, relative) {
  const absolute = import_node_path.default.join(workspace, relative);
  let resolved;
  try {
    resolved = await (0, import_promises.realpath)(absolute);
  } catch {
    return { kind: "missing" };
  }
  const root = await (0, import_promises.realpath)(workspace).catch(() => workspace);
  if (!isInside(root, resolved)) return { kind: "other", escapesTo: resolved };
  const info = await (0, import_promises.stat)(resolved);
  return { kind: info.isFile() ? "file" : info.isDirectory() ? "directory" : "other" };
}
async function walkFiles(workspace, start, skipDirectory = () => false) {
  const result = { files: [], escaping: [] };
  const root = await (0, import_promises.realpath)(workspace).catch(() => workspace);
  const visited = /* @__PURE__ */ new Set();
  const visit = async (relative) => {
    const absolute = import_node_path.default.join(workspace, relative);
    const real = await (0, import_promises.realpath)(absolute).catch(() => void 0);
    if (real === void 0 || visited.has(real)) return;
    visited.add(real);
    const entries = await (0, import_promises.readdir)(absolute, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const child = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== ".git" && !skipDirectory(child, entry.name)) await visit(child);
      } else if (entry.isFile()) {
        result.files.push(child);
      } else if (entry.isSymbolicLink()) {
        const target = await (0, import_promises.realpath)(import_node_path.default.join(workspace, child)).catch(() => void 0);
        if (target === void 0) continue;
        if (!isInside(root, target)) {
          result.escaping.push({ path: child, target });
          continue;
        }
        const info = await (0, import_promises.lstat)(target);
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

export {
  toPosix,
  isInside,
  workspaceRelative,
  inspectPath,
  walkFiles
};
//# sourceMappingURL=chunk-TDMDYNJO.js.map
