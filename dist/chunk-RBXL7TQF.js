import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  byPolicyLocation
} from "./chunk-RMBF3HT2.js";
import {
  loadBuiltinPack,
  planPolicies
} from "./chunk-MWEMAHRJ.js";
import {
  packChecks
} from "./chunk-CFMRRJBV.js";
import {
  parsedYaml
} from "./chunk-XUUGAU5H.js";
import {
  readPolicyInfo
} from "./chunk-ZEXOHAX6.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  inspectPath,
  readText,
  walkFiles,
  workspaceRelative
} from "./chunk-3FKSXKUL.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/catalog/policy-catalog.ts
var import_node_path = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);
var YAML = /\.ya?ml$/i;
var URL_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
async function policyFilesOfRun(input) {
  const files = /* @__PURE__ */ new Set();
  for (const file of await applyPolicyFiles(input)) files.add(file);
  for (const testFile of input.testFiles ?? []) {
    for (const file of await testPolicyFiles(input, testFile)) files.add(file);
  }
  return [...files];
}
async function collectPolicyCatalog(input) {
  const files = await policyFilesOfRun(input);
  const read = input.readText ?? readText;
  const infos = await Promise.all(
    files.map(async (file) => {
      try {
        return readPolicyInfo(await read(import_node_path.default.join(input.workspace, file)), file);
      } catch {
        return [];
      }
    })
  );
  const builtin = await Promise.all(
    (input.builtinPolicies ?? []).map(async (pack) => [
      ...(await loadBuiltinPack(pack)).policies,
      ...packChecks(pack)
    ])
  );
  return [...infos.flat(), ...builtin.flat()].sort(byPolicyLocation);
}
async function applyPolicyFiles(input) {
  if (!input.applyPolicies?.length) return [];
  try {
    const plan = input.policyPlan ?? await planPolicies(input.workspace, { policies: input.applyPolicies, exceptions: [] });
    const exceptions = plan.exceptions.flatMap(
      (file) => workspaceRelative(input.workspace, file) ?? []
    );
    return [
      ...plan.sources.flatMap(
        (source) => source.builtin ? [] : source.policies.map((policy) => policy.file)
      ),
      ...exceptions
    ];
  } catch {
    return [];
  }
}
async function testPolicyFiles(input, testFile) {
  const absolute = import_node_path.default.join(input.workspace, testFile);
  try {
    const text = await (input.readText ?? readText)(absolute);
    const files = [];
    for (const entry of fileEntries(text)) {
      if (URL_SCHEME.test(entry)) continue;
      const relative = workspaceRelative(
        input.workspace,
        import_node_path.default.resolve(import_node_path.default.dirname(absolute), entry)
      );
      if (relative === void 0 || import_node_path.default.posix.basename(relative).startsWith(".")) continue;
      files.push(...await yamlFilesAt(input.workspace, relative));
    }
    return files;
  } catch {
    return [];
  }
}
function fileEntries(text) {
  const { documents } = parsedYaml(text);
  return documents.flatMap((document) => {
    const contents = document.contents;
    return ["policies", "exceptions"].flatMap((key) => {
      const list = (0, import_yaml.isMap)(contents) ? contents.get(key) : void 0;
      if (!(0, import_yaml.isSeq)(list)) return [];
      return list.items.flatMap(
        (item) => (0, import_yaml.isScalar)(item) && typeof item.value === "string" && item.value.trim() !== "" ? [item.value.trim()] : []
      );
    });
  });
}
async function yamlFilesAt(workspace, relative) {
  const entry = await inspectPath(workspace, relative);
  if (entry.kind === "file") return YAML.test(relative) ? [relative] : [];
  if (entry.kind !== "directory") return [];
  const walked = await walkFiles(workspace, relative, (_child, name) => name.startsWith("."));
  return walked.files.filter(
    (file) => YAML.test(file) && !import_node_path.default.posix.basename(file).startsWith(".")
  );
}

export {
  policyFilesOfRun,
  collectPolicyCatalog
};
//# sourceMappingURL=chunk-RBXL7TQF.js.map
