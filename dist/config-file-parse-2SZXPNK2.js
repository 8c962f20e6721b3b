import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  inFile
} from "./chunk-5HNOJ7BE.js";
import {
  ConfigFileError,
  INPUT_NAMES,
  inputSpec
} from "./chunk-PE3WTNPT.js";
import "./chunk-KUDXUIRI.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/inputs/config-file-parse.ts
var import_yaml = __toESM(require_dist(), 1);
var FILE_KEYS = INPUT_NAMES.filter((name) => inFile(inputSpec(name)));
var KEY_SET = new Set(FILE_KEYS);
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)
      );
    }
    previous = current;
  }
  return previous[b.length];
}
function suggestion(key) {
  const best = FILE_KEYS.map((name) => ({ name, far: distance(key, name) })).sort(
    (a, b) => a.far - b.far
  )[0];
  return best && best.far <= 3 ? ` Did you mean \`${best.name}\`?` : "";
}
var typeName = (value) => value === null || value === void 0 ? "nothing" : Array.isArray(value) ? "a list" : typeof value === "object" ? "a mapping" : `a ${typeof value}`;
function checkValue(spec, node) {
  const value = (0, import_yaml.isScalar)(node) ? node.value : (0, import_yaml.isSeq)(node) ? [] : (0, import_yaml.isMap)(node) ? {} : node;
  switch (spec.type) {
    case "list": {
      if (spec.detected && typeof value === "string" && value.trim().toLowerCase() === "none") {
        return { value: "none" };
      }
      if (!(0, import_yaml.isSeq)(node)) {
        const none = spec.detected ? ", or `none`" : "";
        return { problem: `must be a YAML list of strings${none}, not ${typeName(value)}` };
      }
      const items = [];
      for (const item of node.items) {
        const text = (0, import_yaml.isScalar)(item) ? item.value : void 0;
        if (typeof text !== "string") {
          return {
            problem: `must list strings; quote the item ${JSON.stringify(String((0, import_yaml.isScalar)(item) ? item.value : item))}`
          };
        }
        if (spec.values && !spec.values.includes(text)) {
          return { problem: `has "${text}", which is not one of: ${spec.values.join(", ")}` };
        }
        items.push(text);
      }
      return { value: items.length === 0 && spec.detected ? "none" : items.join("\n") };
    }
    case "boolean":
      return typeof value === "boolean" ? { value: String(value) } : { problem: `must be true or false, not ${typeName(value)}` };
    case "enum": {
      const allowed = spec.values ?? [];
      const text = typeof value === "boolean" ? String(value) : value;
      return typeof text === "string" && allowed.includes(text) ? { value: text } : { problem: `must be one of: ${allowed.join(", ")} (got ${JSON.stringify(value)})` };
    }
    case "integer": {
      const minimum = spec.minimum ?? 1;
      const ok = typeof value === "number" && Number.isInteger(value) && value >= minimum && (spec.maximum === void 0 || value <= spec.maximum);
      return ok ? { value: String(value) } : {
        problem: `must be a whole number of at least ${minimum} (got ${JSON.stringify(value)})`
      };
    }
    default:
      if (typeof value !== "string") {
        return { problem: `must be a string, not ${typeName(value)}; quote it` };
      }
      if (spec.pattern && !new RegExp(spec.pattern).test(value)) {
        return { problem: `"${value}" does not have the expected form (${spec.pattern})` };
      }
      return { value };
  }
}
function parseConfigFile(text, file) {
  const lines = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true });
  const at = (node) => node?.range ? lines.linePos(node.range[0]).line : 1;
  const problems = [];
  for (const error of document.errors) {
    const line = error.linePos?.[0].line ?? 1;
    problems.push(
      `${file} line ${line}: not valid YAML: ${error.message.split("\n")[0]}. Fix the YAML.`
    );
  }
  if (problems.length > 0) throw new ConfigFileError(file, problems);
  const root = document.contents;
  const values = {};
  if (root === null || (0, import_yaml.isScalar)(root) && root.value === null) return { file, values };
  if (!(0, import_yaml.isMap)(root)) {
    throw new ConfigFileError(file, [
      `${file} line ${at(root)}: the file must be a YAML mapping of input names to values (e.g. \`policies: [policies/]\`).`
    ]);
  }
  for (const pair of root.items) {
    const keyNode = pair.key;
    const key = (0, import_yaml.isScalar)(keyNode) ? String(keyNode.value) : "";
    const line = at(keyNode);
    if (key === "$schema") continue;
    if (!KEY_SET.has(key)) {
      const why = key === "github-token" ? " A token does not belong in a committed file: pass it in the workflow." : key === "config" ? " The file cannot name another configuration file." : suggestion(key);
      problems.push(
        `${file} line ${line}: \`${key}\` is not a key of the configuration file.${why} The keys are the action's inputs (see the README's input table).`
      );
      continue;
    }
    const checked = checkValue(inputSpec(key), pair.value);
    if ("problem" in checked) {
      problems.push(
        `${file} line ${at(pair.value ?? keyNode)}: \`${key}\` ${checked.problem}. Fix the value of \`${key}\`.`
      );
    } else values[key] = checked.value;
  }
  if (problems.length > 0) throw new ConfigFileError(file, problems);
  return { file, values };
}
export {
  parseConfigFile
};
//# sourceMappingURL=config-file-parse-2SZXPNK2.js.map
