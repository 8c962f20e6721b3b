import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  csvField,
  inOrderOf,
  isObject,
  normaliseForTest,
  parseWritten,
  readWrittenObjects,
  withoutCliChanges,
  yamlDiff
} from "./chunk-CNCIU465.js";
import "./chunk-TXOLKLHR.js";
import "./chunk-PPNBKED6.js";
import {
  kyvernoEnvironment
} from "./chunk-QL5ECD4H.js";
import {
  pLimit
} from "./chunk-FC44KZJV.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/run/test-diffs.ts
var import_promises2 = __toESM(require_promises(), 1);
var import_node_os = __toESM(require_os(), 1);
var import_node_path2 = __toESM(require_path(), 1);
var import_yaml2 = __toESM(require_dist(), 1);

// src/run/test-diff-suite.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var import_yaml = __toESM(require_dist(), 1);
var strings = (value) => Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
var text = (value) => typeof value === "string" && value !== "" ? value : void 0;
function readSuite(source) {
  const lines = new import_yaml.LineCounter();
  for (const document of (0, import_yaml.parseAllDocuments)(source, { lineCounter: lines })) {
    const contents = document.contents;
    if (document.errors.length > 0 || !(0, import_yaml.isMap)(contents)) continue;
    const test = contents.toJS(document);
    const results = contents.get("results", true);
    if (!(0, import_yaml.isSeq)(results)) continue;
    const entries = results.items.filter(import_yaml.isMap).map((item) => {
      const entry = item.toJS(document);
      const generated = [...strings(entry.generatedResources), text(entry.generatedResource)];
      const patched = text(entry.patchedResources);
      return {
        line: lines.linePos(item.range?.[0] ?? 0).line,
        policy: text(entry.policy) ?? "",
        rule: text(entry.rule) ?? "",
        resources: strings(entry.resources),
        expectedFiles: patched ? [patched] : generated.filter((file) => file !== void 0),
        generate: !patched
      };
    });
    const values = isObject(test.values) ? test.values : void 0;
    const variables = text(test.variables);
    const userinfo = text(test.userinfo);
    const context = text(test.context);
    return {
      policies: strings(test.policies),
      resources: strings(test.resources),
      ...values ? { values } : variables && { variables },
      ...userinfo && { userinfo },
      exceptions: strings(test.exceptions),
      ...context && { context },
      targetResources: strings(test.targetResources),
      entries
    };
  }
  return void 0;
}
var bare = (policy) => policy.split("/").at(-1) ?? policy;
function entryOf(suite, result) {
  const candidates = suite.entries.filter((entry) => entry.expectedFiles.length > 0);
  const { namespace, name } = result.resource;
  return candidates.find((entry) => entry.line === result.line) ?? candidates.find(
    (entry) => bare(entry.policy) === bare(result.policy) && (entry.resources.includes(name) || entry.resources.includes(`${namespace}/${name}`))
  );
}
async function legacyMutateOrder(dir, policies) {
  const names = [];
  for (const policy of policies) {
    for (const file of await yamlFiles(import_node_path.default.resolve(dir, policy))) {
      const source = await (0, import_promises.readFile)(file, "utf8").catch(() => "");
      for (const document of (0, import_yaml.parseAllDocuments)(source)) {
        const value = document.errors.length > 0 ? void 0 : document.toJS();
        if (!isObject(value) || !["ClusterPolicy", "Policy"].includes(String(value.kind))) continue;
        const rules = isObject(value.spec) && Array.isArray(value.spec.rules) ? value.spec.rules : [];
        const name = isObject(value.metadata) ? text(value.metadata.name) : void 0;
        if (name && rules.some((rule) => isObject(rule) && rule.mutate !== void 0)) {
          names.push(name);
        }
      }
    }
  }
  return names;
}
async function yamlFiles(target) {
  const info = await (0, import_promises.stat)(target).catch(() => void 0);
  if (!info) return [];
  if (!info.isDirectory()) return [target];
  const found = [];
  for (const entry of (await (0, import_promises.readdir)(target, { withFileTypes: true })).sort(
    (a, b) => a.name < b.name ? -1 : 1
  )) {
    const full = import_node_path.default.join(target, entry.name);
    if (entry.isDirectory()) found.push(...await yamlFiles(full));
    else if (/\.ya?ml$/i.test(entry.name)) found.push(full);
  }
  return found;
}

// src/run/test-diffs.ts
var RESOURCE_DIFF = "Resource diff";
async function withTestDiffs(results, options) {
  const rows = results.filter(
    (result) => result.source === "test" && result.status === "fail" && result.reason === RESOURCE_DIFF
  );
  if (rows.length === 0) return [...results];
  const bySuite = /* @__PURE__ */ new Map();
  for (const row of rows) {
    const suite = options.suites.find((candidate) => candidate.file === row.suite);
    if (suite) bySuite.set(suite, [...bySuite.get(suite) ?? [], row]);
  }
  const limit = pLimit(Math.max(1, options.parallelism));
  const diffs = /* @__PURE__ */ new Map();
  await Promise.all(
    [...bySuite].map(
      ([suite, suiteRows]) => limit(async () => {
        for (const [row, diff] of await suiteDiffs(suite, suiteRows, options)) diffs.set(row, diff);
      })
    )
  );
  return results.map((result) => {
    const diff = diffs.get(result);
    return diff ? { ...result, message: firstSentence(result.message), diff } : result;
  });
}
function firstSentence(message) {
  const legend = /\s*\(only in /.exec(message);
  return legend ? message.slice(0, legend.index).trimEnd() : message;
}
async function suiteDiffs(suite, rows, options) {
  const found = /* @__PURE__ */ new Map();
  const inputs = readSuite(await (0, import_promises2.readFile)(suite.path, "utf8").catch(() => ""));
  if (!inputs || inputs.policies.length === 0) return found;
  const temp = await (0, import_promises2.mkdtemp)(import_node_path2.default.join(import_node_os.default.tmpdir(), "kyverno-test-diff-"));
  try {
    const output = import_node_path2.default.join(temp, "out");
    await (0, import_promises2.mkdir)(output);
    const ran = await (options.runner ?? runProcess)(
      options.kyverno,
      await applyArguments(inputs, temp, output),
      {
        cwd: suite.dir,
        timeoutMs: options.timeoutMs ?? 10 * 6e4,
        env: kyvernoEnvironment(process.env, options.parallelism)
      }
    );
    if (ran.timedOut) return found;
    const written = await readWrittenObjects(output);
    const order = await legacyMutateOrder(suite.dir, inputs.policies);
    for (const row of rows) {
      const entry = entryOf(inputs, row);
      if (!entry) continue;
      const expected = await expectedObject(suite.dir, entry.expectedFiles, row, entry.generate);
      if (!expected) continue;
      const actual = entry.generate ? await generatedObject(output, row.policy, expected) : patchedObject(await written.of(refOf(expected)), order, row.policy);
      if (!actual) continue;
      const before = normaliseForTest(expected);
      const after = normaliseForTest(withoutCliChanges(expected, actual));
      const diff = yamlDiff(before, inOrderOf(before, after));
      if (diff) found.set(row, diff);
    }
  } finally {
    await (0, import_promises2.rm)(temp, { recursive: true, force: true });
  }
  return found;
}
async function applyArguments(inputs, temp, output) {
  const args = ["apply", ...inputs.policies];
  for (const resource of inputs.resources) args.push(`--resource=${csvField(resource)}`);
  if (inputs.values) {
    const file = import_node_path2.default.join(temp, "values.yaml");
    await (0, import_promises2.writeFile)(
      file,
      (0, import_yaml2.stringify)({ apiVersion: "cli.kyverno.io/v1alpha1", kind: "Values", ...inputs.values })
    );
    args.push(`--values-file=${file}`);
  } else if (inputs.variables) {
    args.push(`--values-file=${inputs.variables}`);
  }
  if (inputs.userinfo) args.push(`--userinfo=${inputs.userinfo}`);
  for (const exception of inputs.exceptions) args.push(`--exception=${csvField(exception)}`);
  if (inputs.context) args.push(`--context-file=${inputs.context}`);
  for (const target of inputs.targetResources) args.push(`--target-resource=${csvField(target)}`);
  args.push("-o", output);
  return args;
}
var field = (object, key) => {
  const value = isObject(object) ? object[key] : void 0;
  return typeof value === "string" ? value : "";
};
function refOf(object) {
  return {
    apiVersion: field(object, "apiVersion"),
    kind: field(object, "kind"),
    namespace: field(object.metadata, "namespace"),
    name: field(object.metadata, "name")
  };
}
async function expectedObject(dir, files, row, generate) {
  const objects = [];
  for (const file of files) {
    const source = await (0, import_promises2.readFile)(import_node_path2.default.resolve(dir, file), "utf8").catch(() => "");
    for (const document of (0, import_yaml2.parseAllDocuments)(source, { version: "1.1" })) {
      const value = document.errors.length > 0 ? void 0 : document.toJS();
      if (isObject(value)) objects.push(value);
    }
  }
  if (generate) return objects.length === 1 ? objects[0] : void 0;
  const { kind, name, namespace } = row.resource;
  return objects.find(
    (object) => field(object, "kind") === kind && field(object.metadata, "name") === name && (field(object.metadata, "namespace") || "default") === (namespace || "default")
  );
}
function patchedObject(documents, order, policy) {
  const at = order.indexOf(policy.split("/").at(-1) ?? policy);
  return at >= 0 && at < documents.length ? documents[at] : documents.at(-1);
}
async function generatedObject(output, policy, expected) {
  const name = `${policy.split("/").at(-1) ?? policy}-generated.yaml`;
  const source = await (0, import_promises2.readFile)(import_node_path2.default.join(output, name), "utf8").catch(() => "");
  const { kind } = refOf(expected);
  const same = (parseWritten(source) ?? []).filter(
    (object) => field(object, "kind") === kind && field(object.metadata, "name") === refOf(expected).name
  );
  return same.at(-1);
}
export {
  RESOURCE_DIFF,
  withTestDiffs
};
//# sourceMappingURL=test-diffs-DBZ7IAUV.js.map
