import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  UnitWriter,
  attributeSteps,
  changeOf,
  csvField,
  isMutateResult,
  isObject,
  manifestSet,
  mutatingPolicies,
  readWrittenObjects,
  renderedSet
} from "./chunk-CNCIU465.js";
import {
  collectCrds,
  crdKey,
  definitionOf,
  writeCrdFile
} from "./chunk-3RRI5DY6.js";
import {
  parseManifest
} from "./chunk-3QQPXDUM.js";
import {
  checksOfPacks,
  locateResults
} from "./chunk-H75RVIVP.js";
import {
  locatePath
} from "./chunk-V5MRDQDJ.js";
import "./chunk-AFIPBSQZ.js";
import "./chunk-TXOLKLHR.js";
import "./chunk-PPNBKED6.js";
import {
  parseApplyOutput
} from "./chunk-BXIEVUCK.js";
import {
  kyvernoEnvironment
} from "./chunk-QL5ECD4H.js";
import {
  pLimit
} from "./chunk-FC44KZJV.js";
import {
  applyError,
  compareText,
  resourceLabel
} from "./chunk-6WOCR7F3.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import {
  require_dist
} from "./chunk-3V4DOGM5.js";
import "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/run/kyverno-apply.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_os = __toESM(require_os(), 1);
var import_node_path2 = __toESM(require_path(), 1);

// src/parse/policy-report/cleanup.ts
var CLEANUP_KINDS = /* @__PURE__ */ new Set([
  "CleanupPolicy",
  "ClusterCleanupPolicy",
  "DeletingPolicy",
  "NamespacedDeletingPolicy"
]);
var NOT_SELECTED = /^\w+ did not match$/;
var SELECTED = /^\w+ matched$/;
function readCleanupResults(results, cleanupPolicies) {
  if (cleanupPolicies.size === 0) return [...results];
  return results.map((result) => {
    const { policy, rule, status, message } = result;
    if (result.source !== "apply" || rule !== policy || !cleanupPolicies.has(policy)) {
      return result;
    }
    if (status === "fail" && NOT_SELECTED.test(message)) {
      return {
        ...result,
        status: "skip",
        reason: "Not selected for cleanup",
        message: `Cleanup policy ${policy} does not select this object, so it would not delete it (Kyverno reports this as a failure; a cleanup policy admits or rejects nothing).`
      };
    }
    if (status === "pass" && SELECTED.test(message)) {
      return {
        ...result,
        reason: "Selected for cleanup",
        message: `Cleanup policy ${policy} selects this object: Kyverno would delete it on the policy's schedule.`
      };
    }
    return result;
  });
}

// src/parse/policy-report/load-problems.ts
var import_yaml = __toESM(require_dist(), 1);
var NOT_KUBERNETES = /GVK cannot be empty|Object 'Kind' is missing/;
var INVALID_OBJECT = /([A-Za-z]+)\.[\w.]+ "([^"]+)" is invalid/;
var UNKNOWN_VERSION = /kind (\w+) not found in ([\w.-]+\/\w+) groupversion/;
function loadProblems(plan, runs, texts = /* @__PURE__ */ new Map()) {
  const problems = /* @__PURE__ */ new Map();
  const add = (result) => {
    problems.set(`${result.file}\0${result.message}`, result);
  };
  const definitions = plan.sources.flatMap((source) => source.policies);
  for (const run of runs) {
    for (const dropped of run.droppedPaths) {
      const { shown, file, error } = droppedFile(plan, dropped);
      const source = plan.sources.find((candidate) => candidate.argument === dropped.path);
      add(
        applyError({
          message: `policies: Kyverno did not load ${shown} (${error}), so none of its policies were applied. Fix the file so that Kyverno can read it.`,
          reason: "Policy not loaded",
          file,
          line: fieldLine(texts.get(file), error) ?? source?.policies.find((policy) => policy.file === file)?.line ?? 1
        })
      );
    }
    for (const error of run.documentErrors) {
      if (NOT_KUBERNETES.test(error)) continue;
      const unknownVersion = UNKNOWN_VERSION.exec(error);
      if (unknownVersion) {
        for (const result of unknownVersionErrors(definitions, unknownVersion, error)) add(result);
        continue;
      }
      const [, kind, name] = INVALID_OBJECT.exec(error) ?? [];
      const definition = definitions.find((d) => d.kind === kind && d.name === name);
      add(
        applyError({
          message: `policies: Kyverno could not load ${definition ? `${kind} ${name} from ${definition.file}` : "a policy document"} and did not apply it: ${error}. Fix the policy.`,
          reason: "Policy not loaded",
          ...definition ? { file: definition.file, line: definition.line } : {},
          ...name ? { policy: name } : {}
        })
      );
    }
    for (const skipped of run.skippedPolicies) {
      const name = skipped.name.split("/").at(-1);
      const definition = definitions.find((d) => d.name === name);
      add(
        applyError({
          message: `Kyverno rejected policy ${skipped.name} and did not apply it${skipped.reason ? `: ${skipped.reason}` : ""}. Fix the policy.`,
          reason: skipped.kind === "invalid" ? "Invalid policy" : "Policy skipped",
          policy: skipped.name,
          ...definition ? { file: definition.file, line: definition.line } : {}
        })
      );
    }
  }
  return [...problems.values()];
}
function droppedFile(plan, dropped) {
  const source = plan.sources.find((candidate) => candidate.argument === dropped.path);
  const shown = source?.display ?? dropped.path;
  const error = dropped.error.split(dropped.path).join(shown);
  const named = /failed to load file ([^:]+): /.exec(error)?.[1];
  return { shown, file: named ?? shown, error };
}
var UNKNOWN_FIELD = /\(([\w.-]+(?:\[\d+\][\w.-]*)*): Invalid value: value provided for unknown field\)/;
function fieldLine(text, error) {
  const field = UNKNOWN_FIELD.exec(error)?.[1];
  if (text === void 0 || field === void 0) return void 0;
  const segments = field.replace(/\[(\d+)\]/g, ".$1").split(".");
  const lines = new import_yaml.LineCounter();
  for (const document of (0, import_yaml.parseAllDocuments)(text, { lineCounter: lines })) {
    if (!document.contents) continue;
    const found = locatePath(
      { node: document.contents, positionOf: (offset) => lines.linePos(offset) },
      segments
    );
    if (found?.exact) return found.line;
  }
  return void 0;
}
function unknownVersionErrors(definitions, [, kind, groupVersion], error) {
  const candidates2 = definitions.filter((definition) => definition.kind === kind);
  const what = `${kind} at ${groupVersion}`;
  const fix = kind === "MutatingAdmissionPolicy" ? " This Kyverno loads MutatingAdmissionPolicy only at admissionregistration.k8s.io/v1alpha1." : "";
  const message = (where) => `policies: Kyverno could not load ${where} and did not apply it: ${error}.${fix} Fix the apiVersion, or check this policy with a Kyverno that supports it.`;
  if (candidates2.length === 0) {
    return [applyError({ message: message(`a ${what}`), reason: "Policy not loaded" })];
  }
  return candidates2.map(
    (definition) => applyError({
      message: message(
        candidates2.length === 1 ? `${what} ${definition.name} from ${definition.file}` : `a ${what} (one of the ${candidates2.length} policies of that kind; this is ${definition.name})`
      ),
      reason: "Policy not loaded",
      file: definition.file,
      line: definition.line,
      policy: definition.name
    })
  );
}

// src/run/apply-batches.ts
var WINDOWS_COMMAND_LINE_LIMIT = 32767;
var POSIX_COMMAND_LINE_LIMIT = 256 * 1024;
function commandLineLimit(platform) {
  return platform === "win32" ? WINDOWS_COMMAND_LINE_LIMIT : POSIX_COMMAND_LINE_LIMIT;
}
function argumentLength(argument) {
  const escapes = (argument.match(/["\\]/g) ?? []).length;
  return argument.length + escapes + 3;
}
function planBatches(units, options) {
  const room = options.limit - options.fixedLength;
  const perBatch = Math.max(1, Math.ceil(units.length / Math.max(1, options.targetBatches)));
  const batches = [];
  for (const unit of units) {
    const length = argumentLength(unit.argument);
    if (length > room) {
      throw new Error(
        `the command line for ${unit.argument} alone is longer than the ${options.limit}-character limit: shorten the policy paths or pass fewer policy files (a folder counts as one).`
      );
    }
    const fits = batches.find(
      (batch2) => batch2.units.length < perBatch && batch2.length + length <= room && unit.keys.every((key) => !batch2.keys.has(key))
    );
    const batch = fits ?? { units: [], length: 0, keys: /* @__PURE__ */ new Set() };
    if (!fits) batches.push(batch);
    batch.units.push(unit);
    batch.length += length;
    unit.keys.forEach((key) => batch.keys.add(key));
  }
  return batches.map((batch) => batch.units);
}

// src/parse/policy-report/diagnostics.ts
var ANSI = /\u001b\[[0-9;]*m/g;
var DIVIDER = /^-{20,}$/;
function parseApplyDiagnostics(stdout, stderr) {
  const diagnostics = {
    droppedPaths: [],
    documentErrors: [],
    skippedPolicies: []
  };
  for (const raw of stderr.replace(ANSI, "").split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (line.includes("> skipping invalid YAML file ")) {
      const fields = logFields(line);
      diagnostics.droppedPaths.push({ path: fields.path ?? "", error: fields.error ?? "" });
    } else if (line.includes("> Non-fatal parsing error for single document")) {
      diagnostics.documentErrors.push(logFields(line).error ?? line);
    } else if (line.startsWith("Error: ") && diagnostics.fatal === void 0) {
      diagnostics.fatal = line.slice("Error: ".length);
    } else if (line.startsWith("panic: ") && diagnostics.fatal === void 0) {
      diagnostics.fatal = `Kyverno crashed: ${line.slice("panic: ".length)}`;
    }
  }
  let block;
  for (const line of stdout.split(/\r?\n/)) {
    if (line === "Policies Skipped:" || line.startsWith("Policies Skipped (")) block = "skipped";
    else if (line === "Invalid Policies:") block = "invalid";
    else if (DIVIDER.test(line)) block = void 0;
    else if (block) {
      const match = /^\d+\. ([^:]+)(?::\s*(.*))?$/.exec(line.trim());
      const previous = diagnostics.skippedPolicies.at(-1);
      if (match) {
        diagnostics.skippedPolicies.push({ name: match[1], reason: match[2] ?? "", kind: block });
      } else if (previous && line.trim()) {
        previous.reason = `${previous.reason} ${line.trim()}`.trim();
      }
    }
  }
  return diagnostics;
}
function logFields(line) {
  const fields = {};
  for (const match of line.matchAll(/(\w+)=("(?:[^"\\]|\\.)*"|\S+)/g)) {
    const [, key, value] = match;
    fields[key] = value.startsWith('"') ? unquote(value) : value;
  }
  return fields;
}
function unquote(quoted) {
  try {
    return JSON.parse(quoted);
  } catch {
    return quoted.slice(1, -1).replace(/\\"/g, '"');
  }
}

// src/parse/policy-report/object-failures.ts
var ANSI2 = /\u001b\[[0-9;]*m/g;
var ON_RESOURCE = /failed to apply (?:image validating )?policies on resource (\S+) \(/;
var GVK = /failed to map gvk to gvr ([^\s/,]*)\/([^\s,]+), Kind=([A-Za-z0-9]+)/;
var GKV_FIELD = /gkv="?([^\s/,"]*)\/([^\s,"]+), Kind=([A-Za-z0-9]+)"?/;
function parseObjectFailure(text) {
  const clean = text.replace(ANSI2, "").trim();
  const name = ON_RESOURCE.exec(clean)?.[1];
  const kind = GVK.exec(clean) ?? GKV_FIELD.exec(clean);
  if (name === void 0 && !kind) return void 0;
  return {
    ...name !== void 0 && { name },
    ...kind && {
      unmappedKind: { apiVersion: kind[1] ? `${kind[1]}/${kind[2]}` : kind[2], kind: kind[3] }
    },
    text: clean
  };
}
function parseSkippedObjects(stdout, stderr) {
  const failures = [];
  const lines = [...stderr.replace(ANSI2, "").split(/\r?\n/), ...stdout.split(/\r?\n/)];
  for (const line of lines) {
    const logged = line.includes("> failed to ");
    const printed = line.startsWith("failed to apply image validating policies on resource ");
    if (!logged && !printed) continue;
    const message = logged ? line.slice(line.indexOf("> ") + 2) : line;
    const failure = parseObjectFailure(message);
    if (failure) failures.push({ ...failure, text: messageOf(message) });
  }
  return failures;
}
function messageOf(message) {
  return message.split(/\s+(?:error|gkv|logger|v)=/)[0].trim();
}

// src/run/mutations.ts
var import_yaml2 = __toESM(require_dist(), 1);
async function runMutations(units, results, outputDir, policies) {
  const makers = results.filter((result) => isMutateResult(result, policies.mutating));
  if (makers.length === 0) return { results: [...results], mutations: [], problems: [] };
  const written = readWrittenObjects(outputDir);
  const patches = /* @__PURE__ */ new Map();
  const mutations = [];
  const byObject = /* @__PURE__ */ new Map();
  for (const maker of makers) {
    const key = objectKey(maker.resource);
    const same = byObject.get(key);
    if (same) same.push(maker);
    else byObject.set(key, [maker]);
  }
  for (const unit of units) {
    for (const [member, object] of unit.declared.entries()) {
      const own = policies.inOrder(byObject.get(objectKey(object.object.resource)) ?? []);
      if (own.length === 0) continue;
      const checked = checkedObject(object, unit.texts[member]);
      const change = checked && changeOf(checked, await written.of(object.object.resource));
      if (!change) continue;
      for (const [result, patch] of attributeSteps(own, change.steps)) patches.set(result, patch);
      mutations.push({
        resource: object.object.resource,
        file: object.file,
        line: object.object.line,
        ...object.render ? { render: object.render } : { documentIndex: object.object.documentIndex },
        makers: own.map((result) => ({ policy: result.policy, rule: result.rule })),
        patch: change.patch,
        mutated: change.mutated,
        diff: change.diff
      });
    }
  }
  return {
    results: results.map((result) => {
      const patch = patches.get(result);
      return patch ? { ...result, mutation: { patch, policy: result.policy, rule: result.rule } } : result;
    }),
    mutations,
    problems: written.problems
  };
}
function checkedObject(object, text) {
  const { node } = object.object.tree;
  try {
    if (!object.render && object.object.template === void 0 && node.items.length > 0) {
      const value = node.toJSON();
      if (isObject(value)) return value;
    }
  } catch {
  }
  try {
    const value = (0, import_yaml2.parse)(text, { version: "1.1" });
    return isObject(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
var objectKey = (resource) => [resource.kind, resource.namespace || "default", resource.name].join("\0");
function sameObject(object, resource) {
  return objectKey(object.object.resource) === objectKey(resource);
}

// src/run/isolate.ts
var RUN_FAILED = "Kyverno run failed";
var OBJECT_NOT_CHECKED = "Object not checked";
var NAMED_RERUNS = 4;
var EMPTY = {
  results: [],
  diagnostics: [],
  notices: [],
  runFailures: [],
  mutations: [],
  crashed: []
};
function stopReason(ran, diagnostics = parseApplyDiagnostics(ran.stdout, ran.stderr), reportCount = parseApplyOutput(ran.stdout).reportCount) {
  const crashed = ran.exitCode !== 0 && ran.exitCode !== 1;
  if (reportCount > 0) return void 0;
  if (diagnostics.fatal === void 0 && !crashed) return void 0;
  return diagnostics.fatal ?? `exit code ${ran.exitCode}: ${lastLine(ran.stderr)}`;
}
async function checkBatch(units, port, reruns = NAMED_RERUNS) {
  const { ran, run, outputDir } = await port.run(units);
  if (ran.timedOut) {
    const message = `kyverno apply ran out of time (${Math.round(port.timeoutMs / 1e3)} s) on ${describeFiles(units)}; they were not checked.`;
    return { ...EMPTY, results: units.map((unit) => fileError(unit, message)) };
  }
  const diagnostics = parseApplyDiagnostics(ran.stdout, ran.stderr);
  const parsed = parseApplyOutput(ran.stdout);
  const reason = stopReason(ran, diagnostics, parsed.reportCount);
  if (reason !== void 0) return stopped(units, { reason, run }, port, reruns);
  const skipped = skippedPlaces(units, parseSkippedObjects(ran.stdout, ran.stderr));
  const unsure = new Set(skipped.unsure.map((place) => objectAt(units, place)));
  const sure = parsed.results.filter(
    (result) => ![...unsure].some((o) => sameObject(o, result.resource))
  );
  const preview = port.mutating ? await runMutations(units, sure, outputDir, port.mutating) : { results: sure, mutations: [], problems: [] };
  const located = locateResults(
    preview.results,
    units.flatMap((unit) => unit.declared).filter((object) => !unsure.has(object))
  );
  const notices = [
    ...parsed.problems.map((problem) => `kyverno apply printed ${problem}`),
    ...preview.problems.map((problem) => `Mutation preview of run ${run}: ${problem}.`)
  ];
  if (located.unlocated.length > 0) {
    notices.push(
      `${located.unlocated.length} kyverno apply result(s) of run ${run} (over ${describeFiles(units)}) name resources that no checked manifest declares (for example ${describeResource(located.unlocated[0].resource)}); they are reported without a file.`
    );
  }
  const outcome = {
    results: [
      ...located.results,
      ...located.unlocated,
      ...skipped.sure.map(({ place, failure }) => notChecked(units, place, failure, port))
    ],
    diagnostics: [diagnostics],
    notices,
    runFailures: [],
    mutations: preview.mutations,
    crashed: []
  };
  const alone = await Promise.all(
    skipped.unsure.map((place) => port.subset(units[place.unit], [place.member]))
  );
  const outcomes = [outcome];
  for (const unit of alone) outcomes.push(await checkBatch([unit], port, 0));
  return merge(outcomes);
}
async function stopped(units, stop, port, reruns) {
  const failure = parseObjectFailure(stop.reason);
  const kind = failure?.unmappedKind;
  const named = failure ? candidates(units, kind ? { unmappedKind: kind, text: "" } : failure) : [];
  if (failure && named.length > 0 && reruns > 0) {
    const sure = kind !== void 0 || named.length === 1;
    const rest = await without(units, named, port);
    const failureOf = (place) => {
      const name = objectAt(units, place).object.resource.name;
      if (name === failure.name || !kind) return failure;
      return { ...failure, name, text: failure.text.slice(failure.text.indexOf("failed to map")) };
    };
    const outcomes = [
      sure ? {
        ...EMPTY,
        results: named.map((place) => notChecked(units, place, failureOf(place), port))
      } : EMPTY,
      rest.length > 0 ? await checkBatch(rest, port, reruns - 1) : EMPTY
    ];
    if (!sure) {
      for (const place of named) {
        const unit2 = await port.subset(units[place.unit], [place.member]);
        outcomes.push(await checkBatch([unit2], port, 0));
      }
    }
    return merge(outcomes);
  }
  const aboutObjects = failure !== void 0 || /failed to load resources|crashed|exit code/.test(stop.reason);
  if (!aboutObjects) {
    const files = [...new Set(units.map((unit2) => unit2.file))];
    return { ...EMPTY, runFailures: [{ reason: stop.reason, run: stop.run, files }] };
  }
  if (units.length > 1) {
    const half = Math.ceil(units.length / 2);
    return merge([
      await checkBatch(units.slice(0, half), port, reruns),
      await checkBatch(units.slice(half), port, reruns)
    ]);
  }
  const unit = units[0];
  if (unit.declared.length > 1) {
    const members = unit.declared.map((_, member) => member);
    const half = Math.ceil(members.length / 2);
    const first = await port.subset(unit, members.slice(0, half));
    const second = await port.subset(unit, members.slice(half));
    return merge([
      await checkBatch([first], port, reruns),
      await checkBatch([second], port, reruns)
    ]);
  }
  const seen = failure ?? { text: stop.reason };
  const result = notChecked(units, { unit: 0, member: 0 }, seen, port);
  const crashed = failure === void 0 ? [{ unit, reason: stop.reason, result }] : [];
  return { ...EMPTY, results: [result], crashed };
}
function candidates(units, failure) {
  const places = [];
  units.forEach((unit, index) => {
    unit.declared.forEach((object, member) => {
      const { resource } = object.object;
      if (failure.name !== void 0 && resource.name !== failure.name) return;
      const kind = failure.unmappedKind;
      if (kind && (resource.kind !== kind.kind || resource.apiVersion !== kind.apiVersion)) return;
      places.push({ unit: index, member });
    });
  });
  return places;
}
function skippedPlaces(units, failures) {
  const found = { sure: [], unsure: [] };
  const byKey = /* @__PURE__ */ new Map();
  for (const failure of failures) {
    const kind = failure.unmappedKind;
    const key = `${failure.name ?? ""}\0${kind ? `${kind.apiVersion}\0${kind.kind}` : ""}`;
    byKey.set(key, [...byKey.get(key) ?? [], failure]);
  }
  const taken = /* @__PURE__ */ new Set();
  for (const same of byKey.values()) {
    const first = same[0];
    const places = candidates(units, first).filter((p) => !taken.has(`${p.unit}:${p.member}`));
    places.forEach((p) => taken.add(`${p.unit}:${p.member}`));
    if (first.unmappedKind !== void 0 || places.length <= same.length) {
      places.forEach((place, i) => found.sure.push({ place, failure: same[i] ?? first }));
    } else {
      found.unsure.push(...places);
    }
  }
  return found;
}
async function without(units, places, port) {
  const rest = [];
  for (const [index, unit] of units.entries()) {
    const out = new Set(places.filter((p) => p.unit === index).map((p) => p.member));
    const keep = unit.declared.map((_, member) => member).filter((member) => !out.has(member));
    if (out.size === 0) rest.push(unit);
    else if (keep.length > 0) rest.push(await port.subset(unit, keep));
  }
  return rest;
}
var objectAt = (units, place) => units[place.unit].declared[place.member];
function notChecked(units, place, failure, port) {
  const object = objectAt(units, place);
  const error = applyError({
    message: port.explain(object, failure),
    reason: OBJECT_NOT_CHECKED,
    file: object.file,
    line: object.object.line,
    column: object.object.column
  });
  return {
    ...error,
    resource: object.object.resource,
    ...object.render && { render: object.render }
  };
}
function fileError(unit, message) {
  const first = unit.declared[0];
  const error = applyError({
    message,
    reason: RUN_FAILED,
    file: first?.file ?? unit.file,
    line: first?.object.line ?? 1
  });
  return first?.render ? { ...error, render: first.render } : error;
}
function merge(outcomes) {
  return {
    results: outcomes.flatMap((outcome) => outcome.results),
    diagnostics: outcomes.flatMap((outcome) => outcome.diagnostics),
    notices: outcomes.flatMap((outcome) => outcome.notices),
    runFailures: outcomes.flatMap((outcome) => outcome.runFailures),
    mutations: outcomes.flatMap((outcome) => outcome.mutations),
    crashed: outcomes.flatMap((outcome) => outcome.crashed)
  };
}
function describeFiles(units) {
  const files = [...new Set(units.map((unit) => unit.file))];
  if (files.length <= 3) return files.join(", ");
  return `${files.slice(0, 3).join(", ")} and ${files.length - 3} more file(s)`;
}
function describeResource(resource) {
  return [resource.namespace, resource.kind, resource.name].filter(Boolean).join("/");
}
var lastLine = (text) => text.trim().split("\n").at(-1) ?? "";

// src/run/not-checked.ts
function explainNotChecked(object, failure, crd) {
  const { resource } = object.object;
  const said = `Kyverno said: ${failure.text.replace(/\s+/g, " ").trim()}`;
  const what = `kyverno apply could not check ${resource.kind} ${resource.name}; the other objects were checked without it.`;
  if (failure.unmappedKind === void 0) {
    return `${what} Fix this object, or, if it is valid, report the Kyverno error with it. ${said}`;
  }
  const group = resource.apiVersion.includes("/") ? resource.apiVersion.split("/")[0] : "";
  const version = resource.apiVersion.split("/").at(-1);
  const why = `With a ValidatingAdmissionPolicy or MutatingAdmissionPolicy among the policies, Kyverno must map every object to its resource, and`;
  const { definition } = crd;
  if (definition === void 0) {
    return `${what} ${why} it has no CustomResourceDefinition for ${resource.kind} (${resource.apiVersion}). Give Kyverno that CRD: list the file that defines it in the \`crds\` input (files, folders or globs), or keep it with the checked manifests or in the chart's crds/ folder. ${said}`;
  }
  const at = `${definition.file}:${definition.line}`;
  if (!crd.flagKnown) {
    return `${what} ${why} this Kyverno version takes no CRDs (\`--crd-paths\`), so the CustomResourceDefinition at ${at} could not be given to it. Use Kyverno 1.19 or later. ${said}`;
  }
  if (!definition.served.includes(version)) {
    const served = definition.served.length > 0 ? definition.served.join(", ") : "none";
    return `${what} ${why} the CustomResourceDefinition of ${resource.kind} at ${at} does not serve version ${version} of group ${group} (served: ${served}). Use a served version in this object, or give the CRD that serves it in the \`crds\` input. ${said}`;
  }
  return `${what} ${why} it could not map it even with the CustomResourceDefinition at ${at}: check that CRD's group, kind and versions. ${said}`;
}

// src/run/crash-policies.ts
var import_node_path = __toESM(require_path(), 1);
var MAX_SEARCHES = 4;
var MAX_FAILED_SEARCHES = 2;
var POLICY_CRASHED = "Kyverno crashed";
function policyArguments(plan, policyWorkspace) {
  return plan.sources.flatMap((source) => {
    const files = [...new Set(source.policies.map((policy) => policy.file))];
    const lineOf = (file) => source.policies.find((policy) => policy.file === file)?.line ?? 1;
    if (source.builtin || files.length <= 1) {
      return [{ argument: source.argument, display: source.display, line: lineOf(files[0] ?? "") }];
    }
    return files.map((file) => ({
      argument: import_node_path.default.resolve(policyWorkspace, file),
      display: file,
      line: lineOf(file)
    }));
  });
}
async function recheckCrashes(outcomes, port, policies, batches) {
  const all = [...outcomes];
  const replaced = /* @__PURE__ */ new Set();
  const leftOut = /* @__PURE__ */ new Set();
  let open = outcomes.flatMap((outcome) => outcome.crashed);
  let pending = [];
  let searches = 0;
  let failed = 0;
  while (searches < MAX_SEARCHES && open.length > 0) {
    const [first, ...others] = mostCommonFirst(open);
    const found = [];
    for (let stillCrashes = true; stillCrashes && searches < MAX_SEARCHES; ) {
      searches += 1;
      const out = /* @__PURE__ */ new Set([...leftOut, ...found.map((policy) => policy.argument)]);
      const candidates2 = policies.filter((policy) => !out.has(policy.argument));
      const culprit = await findCulprit(first.unit, port, candidates2, out);
      if (!culprit) break;
      found.push(culprit);
      out.add(culprit.argument);
      stillCrashes = stopReason((await port.run([first.unit], out)).ran) !== void 0;
    }
    if (found.length === 0) {
      failed += 1;
      if (failed >= MAX_FAILED_SEARCHES) break;
      open = others;
      continue;
    }
    found.forEach((policy) => leftOut.add(policy.argument));
    const without2 = new Set(leftOut);
    const rerun = { ...port, run: (units) => port.run(units, without2) };
    const rechecked = merge(
      await Promise.all(
        batches(open.map((crash) => crash.unit)).map((batch) => checkBatch(batch, rerun))
      )
    );
    const still = new Set(rechecked.crashed.map((crash) => crash.unit.declared[0]));
    const freed = open.filter((crash) => !still.has(crash.unit.declared[0]));
    open.forEach((crash) => replaced.add(crash.result));
    pending.push(...found);
    const errors = freed.length === 0 ? [] : culpritErrors(pending, freed, first.reason);
    if (errors.length > 0) pending = [];
    all.push({ ...rechecked, results: [...rechecked.results, ...errors] });
    open = rechecked.crashed;
  }
  return all.map((outcome) => ({
    ...outcome,
    results: outcome.results.filter((result) => !replaced.has(result))
  }));
}
function mostCommonFirst(crashes) {
  const count = /* @__PURE__ */ new Map();
  for (const crash of crashes) count.set(crash.reason, (count.get(crash.reason) ?? 0) + 1);
  return [...crashes].sort((a, b) => count.get(b.reason) - count.get(a.reason));
}
async function findCulprit(unit, port, candidates2, leftOut) {
  const crashes = async (out) => {
    if (out.length >= candidates2.length) return true;
    const leave = /* @__PURE__ */ new Set([...leftOut, ...out.map((policy) => policy.argument)]);
    const { ran } = await port.run([unit], leave);
    return stopReason(ran) !== void 0;
  };
  const also = [];
  let suspects = [...candidates2];
  if (suspects.length < 2) return void 0;
  while (suspects.length > 1) {
    const half = Math.ceil(suspects.length / 2);
    const first = suspects.slice(0, half);
    const second = suspects.slice(half);
    if (!await crashes([...also, ...first])) suspects = first;
    else if (!await crashes([...also, ...second])) suspects = second;
    else {
      also.push(...second);
      suspects = first;
    }
  }
  const [culprit] = suspects;
  return culprit && !await crashes([...also, culprit]) ? culprit : void 0;
}
function culpritErrors(culprits, freed, reason) {
  const first = freed[0].result;
  const example = `${resourceLabel(first.resource)} in ${first.file}:${first.line}`;
  return culprits.map((culprit) => {
    const others = culprits.filter((other) => other !== culprit).map((other) => other.display);
    const together = others.length > 0 ? ` (and of ${others.join(", ")})` : "";
    return applyError({
      message: `Kyverno crashed applying the policies of ${culprit.display}${together} to ${freed.length} object(s) (${example}), and did not when they were left out: ${reason}. Those objects were checked again without them, so their other results stand; these policies have no result for them. The crash may need another policy beside these (Kyverno applies them together): report it to Kyverno with the policies and ${first.file}.`,
      reason: POLICY_CRASHED,
      file: culprit.display,
      line: culprit.line
    });
  });
}

// src/run/kyverno-apply.ts
var DEFAULT_TIMEOUT_MS = 20 * 6e4;
var RESOURCES_PER_BATCH_FLOOR = 25;
var CRD_FLAGS = ["--crd-paths", "--crd-path"];
async function runApply(options) {
  const { workspace, config } = options;
  const outcome = {
    results: [],
    skipped: [],
    notices: [],
    checkedFiles: [],
    mutations: []
  };
  const plan = options.policies;
  outcome.results.push(...plan.errors);
  for (const output of options.rendered ?? []) {
    outcome.skipped.push(...output.skipped);
    outcome.results.push(...output.errors);
  }
  if (plan.sources.length === 0) {
    outcome.notices.push("kyverno apply did not run: no policy could be loaded (see the errors).");
    return outcome;
  }
  const manifests = await Promise.all(
    options.manifestFiles.map((file) => readManifest(workspace, file))
  );
  for (const manifest of manifests) {
    outcome.skipped.push(...manifest.skipped);
    outcome.results.push(...manifest.errors);
  }
  const temp = await (0, import_promises.mkdtemp)(import_node_path2.default.join(import_node_os.default.tmpdir(), "kyverno-apply-"));
  try {
    const sets = [...manifests.map(manifestSet), ...(options.rendered ?? []).map(renderedSet)];
    for (const { objectSet } of checksOfPacks(config.builtinPolicies)) {
      if (objectSet) for (const set of sets) outcome.results.push(...objectSet(set));
    }
    const writer = new UnitWriter(temp);
    const units = (await Promise.all(sets.map((set) => writer.units(set)))).flat();
    if (units.length === 0) return outcome;
    outcome.checkedFiles = [...new Set(units.map((unit) => unit.file))].sort();
    const catalog = await collectCrds({
      workspace,
      crds: config.crds ?? [],
      manifestPatterns: config.manifests,
      manifests,
      rendered: options.rendered ?? []
    });
    outcome.results.push(...catalog.errors);
    const runs = new KyvernoRuns(options, catalog, temp);
    const needsCrd = (unit) => crdsOf(catalog, [unit]).length > 0;
    const batches = [
      ...runs.plan(units.filter((unit) => !needsCrd(unit))),
      ...runs.plan(units.filter(needsCrd))
    ];
    const limit = options.limit ?? pLimit(Math.max(1, options.parallelism));
    const port = {
      run: (batch, leaveOut) => runs.run(batch, leaveOut),
      subset: (unit, members) => writer.subset(unit, members),
      explain: runs.explain,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...options.mutationPreview && {
        mutating: mutatingPolicies(plan.sources.flatMap((source) => source.policies))
      }
    };
    const outcomes = await recheckCrashes(
      await Promise.all(batches.map((batch) => limit(() => checkBatch(batch, port)))),
      port,
      runs.policies,
      (crashed) => runs.plan(crashed)
    );
    if (port.mutating?.any) outcome.previewed = true;
    for (const batch of outcomes) {
      outcome.results.push(...batch.results);
      outcome.notices.push(...batch.notices);
      outcome.mutations.push(...batch.mutations);
    }
    outcome.mutations.sort(
      (a, b) => compareText(a.file, b.file) || a.line - b.line || compareText(a.render?.values ?? "", b.render?.values ?? "") || compareText(a.resource.namespace, b.resource.namespace) || compareText(a.resource.name, b.resource.name) || compareText(a.resource.kind, b.resource.kind)
    );
    outcome.results.push(...runFailureErrors(outcomes.flatMap((batch) => batch.runFailures)));
    const diagnostics = outcomes.flatMap((batch) => batch.diagnostics);
    const problems = loadProblems(
      plan,
      diagnostics,
      await droppedTexts(plan, diagnostics, options.policyWorkspace ?? options.workspace)
    );
    outcome.results.push(...problems);
    const silent = outcomes.every((batch) => !batch.results.length && !batch.runFailures.length);
    if (silent && problems.length === 0) outcome.notices.push(noPolicyMatched(units));
  } finally {
    await (0, import_promises.rm)(temp, { recursive: true, force: true });
  }
  const cleanupPolicies = plan.sources.flatMap((source) => source.policies).filter((policy) => CLEANUP_KINDS.has(policy.kind));
  outcome.results = readCleanupResults(
    dedupeRunErrors(outcome.results),
    new Set(cleanupPolicies.map((policy) => policy.name))
  );
  outcome.notices = [...new Set(outcome.notices)];
  return outcome;
}
function noPolicyMatched(units) {
  const objects = units.reduce((count, unit) => count + unit.declared.length, 0);
  const files = new Set(units.map((unit) => unit.file)).size;
  return `kyverno apply checked ${objects} object(s) in ${files} file(s) or render(s), and no policy matched any of them: nothing was evaluated. If that is not expected, check the policies' match (kinds, namespaces, selectors).`;
}
function crdsOf(catalog, units) {
  const found = /* @__PURE__ */ new Map();
  for (const object of units.flatMap((unit) => unit.declared)) {
    const definition = definitionOf(catalog, object.object.resource);
    if (definition) found.set(crdKey(definition.group, definition.kind), definition);
  }
  return [...found.values()];
}
var KyvernoRuns = class {
  constructor(options, catalog, temp) {
    this.options = options;
    this.catalog = catalog;
    this.temp = temp;
    this.flags = applyFlags(options.policies, options.config);
    this.baseArgs = [
      "apply",
      ...options.policies.sources.map((source) => source.argument),
      ...this.flags
    ];
    this.runner = options.runner ?? runProcess;
    this.policies = policyArguments(options.policies, options.policyWorkspace ?? options.workspace);
  }
  options;
  catalog;
  temp;
  count = 0;
  crdFlag = CRD_FLAGS[0];
  crdFiles = /* @__PURE__ */ new Map();
  baseArgs;
  flags;
  runner;
  /** One per policy file, for runs that leave one out (crash-policies.ts). */
  policies;
  /** The run's arguments: every policy source as given, or each policy file but `leaveOut`. */
  argumentsWithout(leaveOut) {
    if (!leaveOut?.size) return this.baseArgs;
    const policies = this.policies.filter((policy) => !leaveOut.has(policy.argument));
    return ["apply", ...policies.map((policy) => policy.argument), ...this.flags];
  }
  plan(units) {
    if (units.length === 0) return [];
    const crdArgument = `${CRD_FLAGS[0]}=${import_node_path2.default.join(this.temp, "crds-0000", "crds.yaml")}`;
    const fixed = [this.options.kyverno, ...this.baseArgs, "-o", import_node_path2.default.join(this.temp, "out-0000")];
    return planBatches(units, {
      fixedLength: [...fixed, crdArgument].map(argumentLength).reduce((a, b) => a + b, 0),
      limit: commandLineLimit(this.options.platform ?? process.platform),
      targetBatches: this.options.unitsPerBatch ? Math.ceil(units.length / this.options.unitsPerBatch) : Math.min(
        Math.max(1, this.options.parallelism),
        Math.ceil(units.length / RESOURCES_PER_BATCH_FLOOR)
      )
    });
  }
  async run(units, leaveOut) {
    const run = ++this.count;
    const outputDir = import_node_path2.default.join(this.temp, `out-${run}`);
    await (0, import_promises.mkdir)(outputDir);
    const crds = crdsOf(this.catalog, units);
    const resources = units.map((unit) => unit.argument);
    for (; ; ) {
      const flag = crds.length > 0 ? this.crdFlag : void 0;
      const crdArgs = flag ? [`${flag}=${csvField(await this.crdFile(crds))}`] : [];
      const ran = await this.runner(
        this.options.kyverno,
        [...this.argumentsWithout(leaveOut), "-o", outputDir, ...crdArgs, ...resources],
        {
          cwd: this.options.workspace,
          timeoutMs: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          env: kyvernoEnvironment(process.env, this.options.parallelism)
        }
      );
      if (!flag || !ran.stderr.includes(`unknown flag: ${flag}`)) return { ran, run, outputDir };
      if (this.crdFlag === flag) this.crdFlag = CRD_FLAGS[CRD_FLAGS.indexOf(flag) + 1];
    }
  }
  explain = (object, failure) => {
    const definition = definitionOf(this.catalog, object.object.resource);
    return explainNotChecked(object, failure, {
      ...definition && { definition },
      flagKnown: this.crdFlag !== void 0
    });
  };
  /** One `--crd-paths` file per set of CRDs, written once. */
  crdFile(crds) {
    const key = crds.map((crd) => crdKey(crd.group, crd.kind)).sort().join("");
    let file = this.crdFiles.get(key);
    if (!file) {
      file = writeCrdFile(import_node_path2.default.join(this.temp, `crds-${this.crdFiles.size}`), crds);
      this.crdFiles.set(key, file);
    }
    return file;
  }
};
async function readManifest(workspace, file) {
  try {
    return parseManifest(file, await (0, import_promises.readFile)(import_node_path2.default.join(workspace, file), "utf8"));
  } catch (error) {
    const message = `manifests: cannot read ${file}: ${error.message}.`;
    return {
      file,
      documents: [],
      skipped: [],
      errors: [applyError({ message, reason: "Unreadable file", file, line: 1 })],
      passAsIs: false
    };
  }
}
function applyFlags(plan, config) {
  const args = [];
  args.push("--policy-report", "--output-format=json", "-v=3", "--continue-on-fail");
  if (plan.valuesFile) args.push(`--values-file=${plan.valuesFile}`);
  for (const exception of plan.exceptions) args.push(`--exception=${csvField(exception)}`);
  if (config.auditWarn) args.push("--audit-warn");
  return args;
}
function runFailureErrors(failures) {
  const byReason = /* @__PURE__ */ new Map();
  for (const failure of failures) {
    byReason.set(failure.reason, [...byReason.get(failure.reason) ?? [], failure]);
  }
  return [...byReason].map(([reason, same]) => {
    const runs = same.map((failure) => failure.run).sort((a, b) => a - b);
    const files = same.flatMap((failure) => failure.files).map((file) => ({ file }));
    const which = runs.length === 1 ? `run ${runs[0]}` : `runs ${runs.join(", ")}`;
    return applyError({
      message: `kyverno apply failed (${which} of this check, over ${describeFiles(files)}); none of those files was checked. Kyverno said: ${reason}`,
      reason: RUN_FAILED
    });
  });
}
function dedupeRunErrors(results) {
  const seen = /* @__PURE__ */ new Set();
  return results.filter((result) => {
    if (result.reason !== RUN_FAILED) return true;
    const key = `${result.file}\0${result.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
async function droppedTexts(plan, diagnostics, workspace) {
  const texts = /* @__PURE__ */ new Map();
  for (const dropped of diagnostics.flatMap((run) => run.droppedPaths)) {
    const { file } = droppedFile(plan, dropped);
    if (texts.has(file)) continue;
    const text = await (0, import_promises.readFile)(import_node_path2.default.resolve(workspace, file), "utf8").catch(() => void 0);
    if (text !== void 0) texts.set(file, text);
  }
  return texts;
}
export {
  runApply
};
//# sourceMappingURL=kyverno-apply-I5H3DJXQ.js.map
