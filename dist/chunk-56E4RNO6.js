import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  byPolicyLocation
} from "./chunk-RMBF3HT2.js";
import {
  loadBuiltinPack,
  planPolicies
} from "./chunk-BGITEMUD.js";
import {
  packChecks
} from "./chunk-H75RVIVP.js";
import {
  readPolicyInfo
} from "./chunk-2M3XXGMH.js";
import {
  listedStrings,
  parsedYaml
} from "./chunk-WDHDWASF.js";
import {
  isUrl,
  kyvernoYamlFiles,
  readText,
  workspaceRelative
} from "./chunk-VDQOXA3B.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/catalog/policy-catalog.ts
var import_node_path = __toESM(require_path(), 1);
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
    const entries = parsedYaml(text).documents.flatMap((document) => [
      ...listedStrings(document, "policies"),
      ...listedStrings(document, "exceptions")
    ]);
    for (const entry of entries) {
      if (isUrl(entry)) continue;
      const relative = workspaceRelative(
        input.workspace,
        import_node_path.default.resolve(import_node_path.default.dirname(absolute), entry)
      );
      if (relative === void 0 || import_node_path.default.posix.basename(relative).startsWith(".")) continue;
      files.push(...await kyvernoYamlFiles(input.workspace, relative) ?? []);
    }
    return files;
  } catch {
    return [];
  }
}

export {
  policyFilesOfRun,
  collectPolicyCatalog
};
//# sourceMappingURL=chunk-56E4RNO6.js.map
