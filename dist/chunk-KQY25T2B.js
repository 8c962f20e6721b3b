import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  policyKindRole
} from "./chunk-2M3XXGMH.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  YAML_NAME,
  isInside,
  isUrl
} from "./chunk-VDQOXA3B.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/run/suite-cost.ts
var import_node_fs = __toESM(require_fs(), 1);
var import_node_path = __toESM(require_path(), 1);
var SUITE_COST = 5;
var COST_PER_TEST_FILE_BYTE = 0.05;
var KIND_COST = {
  ValidatingPolicy: 17,
  NamespacedValidatingPolicy: 17,
  ImageValidatingPolicy: 17,
  NamespacedImageValidatingPolicy: 17,
  GeneratingPolicy: 17,
  NamespacedGeneratingPolicy: 17,
  DeletingPolicy: 17,
  NamespacedDeletingPolicy: 17,
  MutatingPolicy: 50,
  NamespacedMutatingPolicy: 50
};
var PATTERN_RULES = 2.5;
var CEL_RULES = 1;
var PER_CEL_EXPRESSION = 2;
var ADMISSION_POLICIES = /* @__PURE__ */ new Set(["ValidatingAdmissionPolicy", "MutatingAdmissionPolicy"]);
var MOST_BYTES_READ = 2 ** 20;
var BYTES_PER_RESOURCE = 400;
function listedPaths(text, key) {
  const lines = text.split(/\r?\n/);
  const paths = [];
  for (let index = 0; index < lines.length; index++) {
    const rest = new RegExp(`^${key}\\s*:(.*)$`).exec(lines[index])?.[1];
    if (rest === void 0) continue;
    const value = withoutComment(rest).trim();
    if (value.startsWith("[")) {
      paths.push(
        ...value.replace(/^\[|\]$/g, "").split(",").map(unquoted).filter(Boolean)
      );
      continue;
    }
    for (index++; index < lines.length; index++) {
      const line = lines[index];
      if (/^\s*(#.*)?$/.test(line)) continue;
      const item = /^\s*-\s+(.*)$/.exec(line)?.[1];
      if (item === void 0) break;
      const listed = unquoted(withoutComment(item));
      if (listed) paths.push(listed);
    }
    index--;
  }
  return paths;
}
var withoutComment = (value) => value.replace(/(^|\s)#.*$/, "");
var unquoted = (value) => value.trim().replace(/^(['"])(.*)\1$/, "$2");
function resourceCount(text) {
  return text.match(/^kind\s*:/gm)?.length ?? 0;
}
function policyCostPerResource(text) {
  let cost = 0;
  for (const document of text.split(/^---.*$/m)) {
    const kind = /^kind\s*:\s*['"]?(\w+)/m.exec(document)?.[1];
    const apiVersion = /^apiVersion\s*:\s*['"]?([\w./-]+)/m.exec(document)?.[1];
    if (!kind || !apiVersion || policyKindRole(apiVersion, kind) !== "policy") continue;
    const expressions = document.match(/\bexpression\s*:/g)?.length ?? 0;
    if (Object.hasOwn(KIND_COST, kind)) cost += KIND_COST[kind];
    else if (ADMISSION_POLICIES.has(kind) || /^\s+cel\s*:/m.test(document)) {
      cost += CEL_RULES + PER_CEL_EXPRESSION * expressions;
    } else cost += PATTERN_RULES;
  }
  return cost;
}
var estimated = /* @__PURE__ */ new WeakMap();
function estimateSuiteCosts(suites, workspace) {
  const texts = /* @__PURE__ */ new Map();
  const textOf = (absolute) => {
    if (!texts.has(absolute)) texts.set(absolute, smallText(absolute));
    return texts.get(absolute);
  };
  const estimate = (suite) => {
    const bySize = SUITE_COST + suite.size * COST_PER_TEST_FILE_BYTE;
    const text = textOf(suite.path);
    if (text === void 0) return bySize;
    const folder = import_node_path.default.dirname(suite.path);
    const files = (key) => listedPaths(text, key).flatMap((listed) => yamlFilesAt(folder, listed, workspace));
    const policies = files("policies");
    const resources = files("resources");
    if (policies.length === 0 || resources.length === 0) return bySize;
    const perResource = policies.reduce(
      (sum, file) => sum + policyCostPerResource(textOf(file) ?? ""),
      0
    );
    const count = resources.reduce((sum, file) => {
      const resourceText = textOf(file);
      return sum + (resourceText === void 0 ? fileSize(file) / BYTES_PER_RESOURCE : resourceCount(resourceText));
    }, 0);
    return SUITE_COST + perResource * count;
  };
  return suites.map((suite) => {
    const known = estimated.get(suite);
    if (known?.workspace === workspace) return known.cost;
    const cost = estimate(suite);
    estimated.set(suite, { workspace, cost });
    return cost;
  });
}
function yamlFilesAt(folder, listed, workspace) {
  if (isUrl(listed)) return [];
  const absolute = import_node_path.default.resolve(folder, listed);
  if (!isInside(workspace, absolute)) return [];
  const info = statOf(absolute);
  if (info?.isFile()) return [absolute];
  if (!info?.isDirectory()) return [];
  try {
    return (0, import_node_fs.readdirSync)(absolute).filter((name) => YAML_NAME.test(name) && !name.startsWith(".")).map((name) => import_node_path.default.join(absolute, name));
  } catch {
    return [];
  }
}
function smallText(absolute) {
  const info = statOf(absolute);
  if (!info?.isFile() || info.size > MOST_BYTES_READ) return void 0;
  try {
    return (0, import_node_fs.readFileSync)(absolute, "utf8");
  } catch {
    return void 0;
  }
}
var fileSize = (absolute) => statOf(absolute)?.size ?? 0;
function statOf(absolute) {
  try {
    return (0, import_node_fs.statSync)(absolute);
  } catch {
    return void 0;
  }
}

export {
  listedPaths,
  resourceCount,
  policyCostPerResource,
  estimateSuiteCosts
};
//# sourceMappingURL=chunk-KQY25T2B.js.map
