import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/render/io.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_os = __toESM(require_os(), 1);
var import_node_path = __toESM(require_path(), 1);
function diskIO(workspace, run = runProcess) {
  return {
    run,
    readText: (file) => (0, import_promises.readFile)(import_node_path.default.join(workspace, file), "utf8").catch(() => void 0),
    readOutside: (file) => (0, import_promises.readFile)(file, "utf8").catch(() => void 0),
    listDir: (folder) => (0, import_promises.readdir)(import_node_path.default.join(workspace, folder)).catch(() => []),
    tempDir: async () => {
      const dir = await (0, import_promises.mkdtemp)(import_node_path.default.join(import_node_os.default.tmpdir(), "kyverno-render-"));
      return { dir, remove: () => (0, import_promises.rm)(dir, { recursive: true, force: true }) };
    },
    writeText: (file, text) => (0, import_promises.writeFile)(file, text, "utf8"),
    remove: (file) => (0, import_promises.rm)(import_node_path.default.join(workspace, file), { recursive: true, force: true })
  };
}
async function watchFolder(io, folder) {
  const parent = import_node_path.default.posix.dirname(folder);
  const inParent = async () => (await io.listDir(parent === "." ? "" : parent)).includes(import_node_path.default.posix.basename(folder));
  const existed = await inParent();
  const before = new Set(await io.listDir(folder));
  return async () => {
    if (!existed) return await inParent() ? [folder] : [];
    const after = await io.listDir(folder);
    return after.filter((entry) => !before.has(entry)).map((entry) => `${folder}/${entry}`);
  };
}
async function readSources(io, files) {
  const texts = await Promise.all(
    files.map(async (file) => [file, await io.readText(file)])
  );
  return new Map(texts.filter((entry) => entry[1] !== void 0));
}
async function runTool(io, tool, args, options) {
  const ran = await io.run(tool, args, { cwd: options.workspace, timeoutMs: options.timeoutMs });
  if (ran.timedOut) return { ok: false, message: `timed out after ${options.timeoutMs / 1e3} s` };
  if (ran.exitCode !== 0) return { ok: false, message: [ran.stdout, ran.stderr].join("\n") };
  return { ok: true, stdout: ran.stdout };
}

export {
  diskIO,
  watchFolder,
  readSources,
  runTool
};
//# sourceMappingURL=chunk-R4MNMH7X.js.map
