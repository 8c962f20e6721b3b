import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  toStableReport
} from "./chunk-WXGFDLCS.js";
import {
  SOURCES,
  STATUSES,
  countResults
} from "./chunk-6WOCR7F3.js";
import {
  isData
} from "./chunk-LHH4KVAW.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/parse/json-report.ts
var import_promises = __toESM(require_promises(), 1);
async function readJsonReport(file) {
  let text;
  try {
    text = await (0, import_promises.readFile)(file, "utf8");
  } catch (error) {
    throw new Error(`cannot read the results file ${file}: ${error.message}`, {
      cause: error
    });
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not a Kyverno Policy Check results file: invalid JSON (${error.message})`,
      { cause: error }
    );
  }
  const problem = reportProblem(data);
  if (problem !== void 0) {
    throw new Error(
      `${file} is not a valid Kyverno Policy Check results file: ${problem}. Use the file the action wrote as its \`json-file\` output, unchanged.`
    );
  }
  const report = toStableReport(data);
  const counted = countResults(report.results);
  const mismatch = STATUSES.find((status) => counted[status] !== report.summary[status]);
  if (mismatch !== void 0) {
    throw new Error(
      `${file}: summary.${mismatch} is ${report.summary[mismatch]} but the file holds ${counted[mismatch]} ${mismatch} results; the file was edited or truncated.`
    );
  }
  return report;
}
var isObject = isData;
var string = (value, where) => typeof value === "string" ? void 0 : `${where} must be a string`;
var count = (value, where) => Number.isInteger(value) && value >= 0 ? void 0 : `${where} must be a whole number \u2265 0`;
var position = (value, where) => Number.isInteger(value) && value >= 1 ? void 0 : `${where} must be a whole number \u2265 1`;
var boolean = (value, where) => typeof value === "boolean" ? void 0 : `${where} must be true or false`;
var percent = (value, where) => typeof value === "number" && value >= 0 && value <= 100 ? void 0 : `${where} must be a number from 0 to 100`;
var oneOf = (allowed) => (value, where) => allowed.includes(value) ? void 0 : `${where} must be one of ${allowed.join(", ")}`;
var object = (required, optional = {}) => (value, where) => {
  if (!isObject(value)) return `${where} must be an object`;
  for (const [key, check] of Object.entries(required)) {
    if (!(key in value)) return `${where}.${key} is missing`;
    const problem = check(value[key], `${where}.${key}`);
    if (problem) return problem;
  }
  for (const [key, check] of Object.entries(optional)) {
    const problem = value[key] === void 0 ? void 0 : check(value[key], `${where}.${key}`);
    if (problem) return problem;
  }
  return void 0;
};
var arrayOf = (item) => (value, where) => {
  if (!Array.isArray(value)) return `${where} must be an array`;
  for (const [index, entry] of value.entries()) {
    const problem = item(entry, `${where}[${index}]`);
    if (problem) return problem;
  }
  return void 0;
};
var patchCheck = arrayOf(
  object(
    { op: oneOf(["add", "remove", "replace", "move", "copy", "test"]), path: string },
    { from: string }
  )
);
var renderCheck = object(
  { tool: oneOf(["helm", "kustomize"]), root: string },
  { values: string }
);
var resourceCheck = object(
  { apiVersion: string, kind: string, namespace: string, name: string },
  { generateName: string }
);
var resultCheck = object(
  {
    source: oneOf(SOURCES),
    status: oneOf(STATUSES),
    policy: string,
    rule: string,
    resource: resourceCheck,
    message: string,
    reason: string
  },
  {
    file: string,
    line: position,
    column: position,
    path: string,
    suite: string,
    category: string,
    severity: string,
    upgrade: object(
      { type: oneOf(["deprecation", "change"]), subject: string },
      { removedIn: string, fix: string }
    ),
    baseline: oneOf(["new", "existing"]),
    vacuous: boolean,
    render: renderCheck,
    mutation: object({ patch: patchCheck, policy: string, rule: string }),
    diff: string
  }
);
var reportCheck = object(
  {
    kyvernoVersion: string,
    summary: object(Object.fromEntries(STATUSES.map((status) => [status, count]))),
    results: arrayOf(resultCheck),
    skipped: arrayOf(object({ file: string, line: position, reason: string })),
    notices: arrayOf(string)
  },
  {
    shard: object({ index: position, total: position }),
    baseline: object({ commit: string }),
    fixed: arrayOf(resultCheck),
    policies: arrayOf(
      object(
        { name: string, kind: string },
        {
          namespace: string,
          title: string,
          category: string,
          severity: string,
          description: string,
          file: string,
          line: position
        }
      )
    ),
    coverage: object(
      {
        units: arrayOf(
          object(
            {
              file: string,
              line: position,
              policy: string,
              rule: string,
              kind: string,
              type: oneOf(["validate", "mutate", "generate"]),
              failing: boolean,
              passing: boolean,
              checked: boolean
            },
            { matchKind: string, entry: string }
          )
        ),
        untested: arrayOf(object({ file: string, line: position, policy: string }))
      },
      { minimum: percent }
    ),
    mutations: arrayOf(
      object(
        {
          resource: resourceCheck,
          file: string,
          line: position,
          makers: arrayOf(object({ policy: string, rule: string })),
          patch: patchCheck,
          mutated: object({})
        },
        { documentIndex: count, render: renderCheck, diff: string }
      )
    )
  }
);
function reportProblem(data) {
  if (!isObject(data)) return "the top level must be an object";
  if (data.schemaVersion !== 1) {
    return `schemaVersion is ${JSON.stringify(data.schemaVersion)}, but only 1 can be read`;
  }
  return reportCheck(data, "report");
}

export {
  readJsonReport
};
//# sourceMappingURL=chunk-HBGGVU52.js.map
