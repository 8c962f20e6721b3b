import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  isCustomResource
} from "./chunk-3RRI5DY6.js";
import {
  parseManifest
} from "./chunk-3QQPXDUM.js";
import {
  baseManifestFiles,
  openBaseCommit
} from "./chunk-OVCPU5GC.js";
import "./chunk-MJXEJRFJ.js";
import {
  changesAtBase
} from "./chunk-IOANXRLR.js";
import "./chunk-AFIPBSQZ.js";
import "./chunk-YHQFHDZ5.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-R2KTKNWY.js";
import {
  rendersAnything
} from "./chunk-KUDXUIRI.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-3V4DOGM5.js";
import {
  manifestMatcher,
  relativePattern
} from "./chunk-B3KCFFVR.js";
import {
  require_picomatch
} from "./chunk-Y7JBPN7J.js";
import {
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

// src/baseline/base-files.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_picomatch = __toESM(require_picomatch(), 1);

// src/baseline/base-blobs.ts
var REGULAR = /* @__PURE__ */ new Set(["100644", "100755"]);
var BaseListing = class _BaseListing {
  constructor(entries) {
    this.entries = entries;
    for (const file of entries.keys()) {
      for (let at = file.lastIndexOf("/"); at > 0; at = file.lastIndexOf("/", at - 1)) {
        this.folders.add(file.slice(0, at));
      }
    }
  }
  entries;
  folders = /* @__PURE__ */ new Set();
  static parse(output) {
    const entries = /* @__PURE__ */ new Map();
    for (const record of output.split("\0")) {
      const tab = record.indexOf("	");
      if (tab < 0) continue;
      const [mode, , sha] = record.slice(0, tab).split(" ");
      if (mode && sha) entries.set(record.slice(tab + 1), { mode, sha });
    }
    return new _BaseListing(entries);
  }
  sha(file) {
    return this.entries.get(file)?.sha;
  }
  /**
   * `unsure` for a symlink or submodule at or above the path: a checkout resolves those, a
   * listing cannot tell what they lead to.
   */
  kind(file) {
    const entry = this.entries.get(file);
    if (entry) return REGULAR.has(entry.mode) ? "file" : "unsure";
    for (let at = file.lastIndexOf("/"); at > 0; at = file.lastIndexOf("/", at - 1)) {
      const above = this.entries.get(file.slice(0, at));
      if (above) return REGULAR.has(above.mode) ? "missing" : "unsure";
    }
    if (file === "" || this.folders.has(file)) return "directory";
    return "missing";
  }
  /** The files at or below `prefix` (`''`: all of them). */
  within(prefix) {
    return [...this.entries.keys()].filter(
      (file) => prefix === "" || file === prefix || file.startsWith(`${prefix}/`)
    );
  }
};
async function listBaseCommit(base) {
  const listed = await base.git(["ls-tree", "-r", "-z", "--full-tree", base.sha]);
  if (listed.exitCode !== 0) return { reason: `git ls-tree failed: ${firstLine(listed.stderr)}` };
  return BaseListing.parse(listed.stdout);
}
async function readBlobs(base, requests, options) {
  if (requests.length === 0) return [];
  if (requests.some((request) => /[\r\n]/.test(request.path))) {
    return { reason: "a path holds a line break, which `git cat-file --batch` cannot be given" };
  }
  const input = requests.map((request) => options.filters ? `${request.sha} ${request.path}` : request.sha).join("\n");
  const args = ["cat-file", "--batch", ...options.filters ? ["--filters"] : []];
  const ran = await base.git(args, { input: `${input}
`, bytes: true });
  const bytes = ran.stdoutBytes ?? Buffer.from(ran.stdout);
  if (ran.exitCode !== 0) return { reason: `git cat-file failed: ${firstLine(ran.stderr)}` };
  const blobs = [];
  let at = 0;
  for (const request of requests) {
    const end = bytes.indexOf(10, at);
    if (end < 0) return { reason: `git cat-file ended before ${request.path}` };
    const header = bytes.subarray(at, end).toString("utf8").split(" ");
    if (header[1] !== "blob" || header[2] === void 0) {
      return { reason: `git cat-file could not read ${request.path}: ${header.join(" ")}` };
    }
    const size = Number(header[2]);
    blobs.push(Buffer.from(bytes.subarray(end + 1, end + 1 + size)));
    at = end + 1 + size + 1;
  }
  return blobs;
}
var firstLine = (text) => text.trim().split("\n")[0] ?? "";

// src/baseline/base-files.ts
function fastPathBlocker(config, changes, plan) {
  if (changes.everything || plan.scope?.scope !== "changed") return "every file is in scope";
  if (config.tests.dirs.length > 0) return "suites are read from the whole tree";
  if (rendersAnything(config)) return "charts and kustomizations are rendered from the whole tree";
  if ((config.apply.crds ?? []).length > 0) return "the `crds` input is read from the tree";
  if (!plan.policies || plan.manifestFiles.length === 0) return "the head checks no manifest";
  return void 0;
}
var failed = (proof) => typeof proof === "object" && proof !== null && "reason" in proof;
async function openBaseFiles(input) {
  const opened = await openBaseCommit(input.workspace, input.commit, input.runner);
  if (!opened.ok) return { kind: "unavailable", reason: opened.reason };
  const checkout = (reason) => ({ kind: "checkout", reason, opened });
  const listing = await listBaseCommit(opened);
  if (failed(listing)) return checkout(listing.reason);
  const top = (file) => opened.inside === "" ? file : file === "" ? opened.inside : `${opened.inside}/${file}`;
  if (listing.kind(opened.inside) === "unsure") {
    return checkout("the workspace folder is a symlink or submodule at the base commit");
  }
  const policyFiles = await policyFilesAtBoth(input, listing, top);
  if (failed(policyFiles)) return checkout(policyFiles.reason);
  const folders = await sameManifestFolders(input, listing, top);
  if (folders) return checkout(folders);
  const matches = await manifestMatcher(input.workspace, input.apply.manifests);
  const selected = /* @__PURE__ */ new Set();
  const atBase = changesAtBase(input.changes);
  for (const given of atBase.everything ? [] : atBase.files) {
    const file = workspaceRelative(input.workspace, given);
    if (file === void 0 || !matches(file)) continue;
    const kind = listing.kind(top(file));
    if (kind === "unsure") return checkout(`${file} is a symlink or submodule at the base commit`);
    if (kind === "file") selected.add(file);
  }
  const manifestFiles = baseManifestFiles([...selected].sort(), input);
  const read = [...manifestFiles, ...policyFiles];
  const attributes = await sameAttributes(opened, listing, read.map(top));
  if (attributes) return checkout(attributes);
  const blobs = await readBlobs(
    opened,
    read.map((file) => ({ sha: listing.sha(top(file)), path: top(file) })),
    { filters: true }
  );
  if (failed(blobs)) return checkout(blobs.reason);
  const texts = new Map(read.map((file, index) => [file, blobs[index]]));
  for (const file of policyFiles) {
    const head = await (0, import_promises.readFile)(import_node_path.default.join(input.workspace, file)).catch(() => void 0);
    if (!head?.equals(texts.get(file))) return checkout(`the policy input file ${file} changed`);
  }
  for (const file of manifestFiles) {
    const { documents } = parseManifest(file, texts.get(file).toString("utf8"));
    if (documents.some((document) => isCustomResource(document.object.resource))) {
      return checkout(`${file} holds a custom resource, whose CRD may be in other files`);
    }
  }
  for (const file of policyFiles) texts.delete(file);
  return { kind: "read", manifestFiles, texts, notices: [...opened.notices] };
}
async function policyFilesAtBoth(input, listing, top) {
  const { apply, workspace } = input;
  const given = [
    ...apply.policies,
    ...apply.exceptions,
    ...apply.valuesFile ? [apply.valuesFile] : []
  ];
  const files = /* @__PURE__ */ new Set();
  for (const raw of given) {
    const pattern = raw.replace(/\\/g, "/");
    const scan = import_picomatch.default.scan(pattern);
    const prefix = workspaceRelative(workspace, scan.isGlob ? scan.base || "." : pattern);
    if (prefix === void 0 || prefix === "") {
      return { reason: `the policy input \`${raw}\` is not a folder or file inside the workspace` };
    }
    const atHead = await headFilesBelow(workspace, prefix);
    if (failed(atHead)) return atHead;
    if (listing.kind(top(prefix)) === "unsure") {
      return { reason: `${prefix} is a symlink or submodule at the base commit` };
    }
    const outside = top("").length === 0 ? 0 : top("").length + 1;
    const atBase = listing.within(top(prefix)).map((file) => file.slice(outside));
    if (atBase.some((file) => listing.kind(top(file)) !== "file")) {
      return { reason: `${prefix} holds a symlink or submodule at the base commit` };
    }
    if (atBase.sort().join("\0") !== atHead.sort().join("\0")) {
      return {
        reason: `the files below the policy input \`${raw}\` differ from the base commit's`
      };
    }
    atHead.forEach((file) => files.add(file));
  }
  return [...files].sort();
}
async function headFilesBelow(workspace, prefix) {
  const parts = prefix.split("/");
  for (let depth = 1; depth < parts.length; depth += 1) {
    const above = parts.slice(0, depth).join("/");
    const info = await (0, import_promises.lstat)(import_node_path.default.join(workspace, above)).catch(() => void 0);
    if (info?.isSymbolicLink()) return { reason: `${above} is a symlink in the workspace` };
  }
  const files = [];
  const visit = async (relative) => {
    const info = await (0, import_promises.lstat)(import_node_path.default.join(workspace, relative)).catch(() => void 0);
    if (!info) return void 0;
    if (info.isFile()) files.push(relative);
    else if (info.isDirectory()) {
      for (const name of await (0, import_promises.readdir)(import_node_path.default.join(workspace, relative))) {
        if (name === ".git") return `${relative} holds a git repository`;
        const why2 = await visit(`${relative}/${name}`);
        if (why2) return why2;
      }
    } else return `${relative} is a symlink or special file in the workspace`;
    return void 0;
  };
  const why = await visit(prefix);
  return why ? { reason: why } : files;
}
async function sameManifestFolders(input, listing, top) {
  for (const raw of input.apply.manifests) {
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const relative = relativePattern(input.workspace, trimmed.replace(/^!/, ""));
    if (relative === void 0 || import_picomatch.default.scan(relative).isGlob) continue;
    const atBase = listing.kind(top(relative));
    const atHead = await (0, import_promises.lstat)(import_node_path.default.join(input.workspace, relative)).catch(() => void 0);
    if (atBase === "unsure" || atHead?.isSymbolicLink()) {
      return `the manifests path ${relative} is a symlink or submodule`;
    }
    if (atBase === "directory" !== (atHead?.isDirectory() ?? false)) {
      return `the manifests path ${relative} is a folder at one commit only`;
    }
  }
  return void 0;
}
async function sameAttributes(base, listing, files) {
  const candidates = /* @__PURE__ */ new Set();
  for (const file of files) {
    const parts = file.split("/");
    for (let depth = 0; depth < parts.length; depth += 1) {
      candidates.add([...parts.slice(0, depth), ".gitattributes"].join("/"));
    }
  }
  const compared = [];
  for (const file of candidates) {
    const atBase = listing.kind(file);
    const head = await (0, import_promises.readFile)(import_node_path.default.join(base.topLevel, file)).catch(() => void 0);
    if (atBase === "missing" && head === void 0) continue;
    const sha = listing.sha(file);
    if (atBase !== "file" || head === void 0 || sha === void 0) {
      return `${file} differs from the base commit's`;
    }
    compared.push({ file, head, sha });
  }
  const blobs = await readBlobs(
    base,
    compared.map(({ file, sha }) => ({ sha, path: file })),
    { filters: false }
  );
  if (failed(blobs)) return blobs.reason;
  const differs = compared.find((entry, index) => !entry.head.equals(blobs[index]));
  return differs ? `${differs.file} differs from the base commit's` : void 0;
}
export {
  fastPathBlocker,
  openBaseFiles
};
//# sourceMappingURL=base-files-XITOZNHK.js.map
