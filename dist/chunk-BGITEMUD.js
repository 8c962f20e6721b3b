import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  applyError
} from "./chunk-6WOCR7F3.js";
import {
  policyKindRole,
  readPolicyInfo
} from "./chunk-2M3XXGMH.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  require_picomatch
} from "./chunk-Y7JBPN7J.js";
import {
  inspectPath,
  readText,
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
  __commonJS,
  __require,
  __toESM
} from "./chunk-DUEHMRHB.js";

// node-builtin:url
var require_url = __commonJS({
  "node-builtin:url"(exports, module) {
    module.exports = __require("node:url");
  }
});

// src/plan/policies.ts
var import_node_path2 = __toESM(require_path(), 1);
var import_picomatch = __toESM(require_picomatch(), 1);
var import_yaml = __toESM(require_dist(), 1);

// src/plan/builtin-packs.ts
var import_node_fs = __toESM(require_fs(), 1);
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_node_url = __toESM(require_url(), 1);
var PACKS_FOLDER = import_node_path.default.join("policies", "builtin");
function builtinPacksRoot(from = (0, import_node_url.fileURLToPath)(import.meta.url)) {
  for (let folder = import_node_path.default.dirname(from); ; folder = import_node_path.default.dirname(folder)) {
    const candidate = import_node_path.default.join(folder, PACKS_FOLDER);
    if ((0, import_node_fs.existsSync)(candidate)) return candidate;
    if (import_node_path.default.dirname(folder) === folder) {
      throw new Error(
        `the action's built-in policies (${PACKS_FOLDER}) were not found above ${from}: the action is incomplete; check it out again.`
      );
    }
  }
}
var YAML = /\.ya?ml$/i;
var hidden = (_relative, name) => name.startsWith(".");
async function loadBuiltinPack(name, root = builtinPacksRoot()) {
  const folder = import_node_path.default.join(root, name);
  const walked = await walkFiles(folder, "", hidden);
  const files = walked.files.filter(
    (file) => YAML.test(file) && !import_node_path.default.posix.basename(file).startsWith(".")
  );
  const display = `builtin-policies: ${name}`;
  const policies = (await Promise.all(
    files.sort().map(async (file) => {
      const shown = `${name}/${file}`;
      return readPolicyInfo(await (0, import_promises.readFile)(import_node_path.default.join(folder, file), "utf8"), shown);
    })
  )).flat();
  if (policies.length === 0) throw new Error(`the built-in policy pack ${name} holds no policy`);
  return {
    name,
    source: {
      argument: folder,
      display,
      builtin: name,
      policies: policies.map((policy) => ({
        kind: policy.kind,
        name: policy.name,
        file: display,
        line: policy.line ?? 1
      }))
    },
    policies: policies.map(({ file: _file, line: _line, ...info }) => info)
  };
}

// src/plan/policies.ts
var YAML2 = /\.ya?ml$/i;
async function planPolicies(workspace, inputs) {
  const plan = { sources: [], exceptions: [], errors: [] };
  for (const given of inputs.policies) {
    const { files, folder, expanded, errors } = await expandInput(workspace, "policies", given);
    plan.errors.push(...errors);
    const checks = (await Promise.all(files.map((file) => checkFile(workspace, file, "policy")))).map((check) => withForeignObjects(check, expanded));
    checks.forEach((check) => plan.errors.push(...check.errors));
    const definitions = checks.flatMap((check) => check.definitions);
    const broken = checks.some((check) => check.errors.length > 0);
    const leftOut = checks.some((check) => check.leftOut);
    if (errors.length === 0 && definitions.length === 0 && !broken) {
      plan.errors.push(noPolicyError(given, folder ?? files[0] ?? given));
    } else if (folder !== void 0 && !broken && !leftOut && definitions.length > 0) {
      const display = folder === "" ? "." : folder;
      plan.sources.push({
        argument: import_node_path2.default.resolve(workspace, folder),
        display,
        policies: definitions
      });
    } else {
      files.forEach((file, index) => {
        const { definitions: policies, errors: problems } = checks[index];
        if (problems.length > 0 || policies.length === 0) return;
        plan.sources.push({ argument: import_node_path2.default.resolve(workspace, file), display: file, policies });
      });
    }
  }
  for (const pack of inputs.builtinPolicies ?? []) {
    plan.sources.push((await loadBuiltinPack(pack)).source);
  }
  for (const given of inputs.exceptions) {
    const { files, expanded, errors } = await expandInput(workspace, "exceptions", given);
    plan.errors.push(...errors);
    for (const file of files) {
      const check = withForeignObjects(await checkFile(workspace, file, "exception"), expanded);
      plan.errors.push(...check.errors);
      if (check.errors.length === 0 && check.definitions.length > 0) {
        plan.exceptions.push(import_node_path2.default.resolve(workspace, file));
      }
    }
  }
  if (inputs.valuesFile) {
    const relative = workspaceRelative(workspace, inputs.valuesFile);
    const entry = relative === void 0 ? void 0 : await inspectPath(workspace, relative);
    if (relative === void 0 || entry?.kind !== "file") {
      plan.errors.push(
        applyError({
          message: `values-file: \`${inputs.valuesFile}\` ` + (relative === void 0 ? "is outside the workspace" : "does not exist or is not a file") + ". Fix the `values-file` input.",
          reason: "Values file not found"
        })
      );
    } else {
      plan.valuesFile = import_node_path2.default.resolve(workspace, relative);
    }
  }
  return plan;
}
function withForeignObjects(check, expanded) {
  if (check.foreign.length === 0) return check;
  if (expanded && check.definitions.length === 0 && check.errors.length === 0) {
    return { definitions: [], errors: [], foreign: [], leftOut: true };
  }
  return { ...check, errors: [...check.errors, ...check.foreign], foreign: [] };
}
function noPolicyError(given, shown) {
  return applyError({
    message: `policies: \`${given}\` holds no Kyverno policy (${shown}). Point the \`policies\` input at files or folders holding ClusterPolicy, Policy, ValidatingPolicy, \u2026 documents.`,
    reason: "No policy found",
    file: shown,
    line: 1
  });
}
async function expandInput(workspace, input, given) {
  const problem = (what) => ({
    files: [],
    expanded: false,
    errors: [
      applyError({
        message: `${input}: \`${given}\` ${what}. Fix the \`${input}\` input.`,
        reason: input === "policies" ? "Policy path not found" : "Exception path not found"
      })
    ]
  });
  const pattern = given.replace(/\\/g, "/");
  const scan = import_picomatch.default.scan(pattern);
  if (scan.isGlob) {
    const base = workspaceRelative(workspace, scan.base || ".");
    if (base === void 0) return problem("points outside the workspace");
    const full = base === "" ? scan.glob : `${base}/${scan.glob}`;
    const matcher = (0, import_picomatch.default)(full);
    const walked2 = await walkFiles(workspace, base, isHidden);
    const files2 = walked2.files.filter((file) => matcher(file) && YAML2.test(file));
    return files2.length > 0 ? { files: files2, expanded: true, errors: [] } : problem("matches no file");
  }
  const relative = workspaceRelative(workspace, pattern);
  if (relative === void 0) return problem("is outside the workspace");
  const entry = await inspectPath(workspace, relative);
  if (entry.escapesTo) return problem(`is a symlink to ${entry.escapesTo}, outside the workspace`);
  if (entry.kind === "file" && input === "policies" && !YAML2.test(relative)) {
    return problem("is not a .yaml or .yml file, and Kyverno loads policies only from those");
  }
  if (entry.kind === "file") return { files: [relative], expanded: false, errors: [] };
  if (entry.kind !== "directory") return problem("does not exist");
  const walked = await walkFiles(workspace, relative, isHidden);
  const files = walked.files.filter(
    (file) => YAML2.test(file) && !import_node_path2.default.posix.basename(file).startsWith(".")
  );
  return { files, folder: relative, expanded: true, errors: [] };
}
function hasMutateRule(policy) {
  const rules = policy.getIn(["spec", "rules"]);
  return (0, import_yaml.isSeq)(rules) && rules.items.some((rule) => (0, import_yaml.isMap)(rule) && rule.has("mutate"));
}
var isHidden = (_relative, name) => name.startsWith(".");
async function checkFile(workspace, file, expected) {
  const check = { definitions: [], errors: [], foreign: [] };
  const input = expected === "policy" ? "policies" : "exceptions";
  let text;
  try {
    text = await readText(import_node_path2.default.join(workspace, file));
  } catch (error) {
    check.errors.push(
      applyError({
        message: `${input}: cannot read ${file}: ${error.message}.`,
        reason: "Unreadable file",
        file,
        line: 1
      })
    );
    return check;
  }
  const lines = new import_yaml.LineCounter();
  const documents = (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines });
  if (!Array.isArray(documents)) return check;
  for (const document of documents) {
    const line = lines.linePos(document.contents?.range?.[0] ?? document.range[0]).line;
    const [error] = document.errors;
    if (error) {
      const position = error.linePos?.[0];
      const detail = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
      check.errors.push(
        applyError({
          message: `${input}: ${file} is not valid YAML at line ${position?.line ?? line}${position ? `, column ${position.col}` : ""}: ${detail}. Kyverno would drop this file${expected === "policy" ? " (and a folder holding it) without a word" : ""}; fix the YAML.`,
          reason: "Policy YAML syntax error",
          file,
          line: position?.line ?? line,
          ...position ? { column: position.col } : {}
        })
      );
      continue;
    }
    const contents = document.contents;
    if (!(0, import_yaml.isMap)(contents)) continue;
    const apiVersion = contents.get("apiVersion");
    const kind = contents.get("kind");
    if (typeof apiVersion !== "string" || typeof kind !== "string") continue;
    const metadata = contents.get("metadata");
    const name = (0, import_yaml.isMap)(metadata) ? String(metadata.get("name") ?? "") : "";
    const role = policyKindRole(apiVersion, kind);
    if (role !== void 0 && (expected === "policy" || role === "exception")) {
      check.definitions.push({
        kind,
        name,
        file,
        line,
        ...hasMutateRule(contents) && { mutates: true }
      });
      continue;
    }
    check.foreign.push(
      applyError({
        message: `${input}: ${file} line ${line} holds a ${kind} (${apiVersion}), not a Kyverno ${expected === "policy" ? "policy" : "PolicyException"}; Kyverno would drop the whole file${expected === "policy" ? " (and a folder holding it)" : ""}. Move it out of the \`${input}\` paths.`,
        reason: expected === "policy" ? "Not a policy" : "Not a policy exception",
        file,
        line
      })
    );
  }
  return check;
}

export {
  loadBuiltinPack,
  planPolicies
};
//# sourceMappingURL=chunk-BGITEMUD.js.map
