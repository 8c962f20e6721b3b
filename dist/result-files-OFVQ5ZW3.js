import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  listed
} from "./chunk-PZ3PRSQE.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/merge/result-files.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
async function resolveResultFiles(pattern, cwd) {
  if (typeof import_promises.default.glob !== "function") {
    throw new Error(
      `merge-results: matching \`${pattern}\` needs Node.js 22 or later (this is ${process.version}).`
    );
  }
  const matches = /* @__PURE__ */ new Set();
  for await (const match of import_promises.default.glob(pattern, { cwd })) matches.add(import_node_path.default.resolve(cwd, match));
  const files = [];
  const folders = [];
  for (const match of [...matches].sort()) {
    const info = await import_promises.default.stat(match).catch(() => void 0);
    if (info?.isFile()) files.push(match);
    else if (info?.isDirectory()) folders.push(match);
  }
  if (files.length > 0) return files;
  if (folders.length > 0) {
    throw new Error(
      `merge-results: \`${pattern}\` matches only folders (${listed(folders)}), not results files; match the files inside them, e.g. \`${pattern.replace(/\/+$/, "")}/**/*.json\`.`
    );
  }
  throw new Error(
    `merge-results: no file matches \`${pattern}\` in ${cwd}. Download every shard's results (actions/download-artifact) before this step, and make the glob match them, e.g. \`kyverno-results/**/*.json\`.`
  );
}
export {
  resolveResultFiles
};
//# sourceMappingURL=result-files-OFVQ5ZW3.js.map
