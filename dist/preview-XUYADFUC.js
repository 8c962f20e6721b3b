import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  explanation,
  renderLabel
} from "./chunk-6WOCR7F3.js";
import "./chunk-DUEHMRHB.js";

// src/upgrade/compare.ts
var ABSENT = "absent";
function groupOf(result) {
  const where = result.render ? renderGroup(result.render) : result.suite ?? result.file ?? "";
  return `${result.source}\0${where}`;
}
function renderGroup(render) {
  return `render ${renderLabel(render)}`;
}
function namespaceOf(result) {
  return result.resource.namespace || "default";
}
function keyOf(result) {
  const { apiVersion, kind, name } = result.resource;
  const namespace = namespaceOf(result);
  return [groupOf(result), result.policy, result.rule, apiVersion, kind, namespace, name].join(
    "\0"
  );
}
function differ(a, b) {
  const left = new Set(a.split("+"));
  return !b.split("+").some((status) => left.has(status));
}
function statusesByKey(results) {
  const all = /* @__PURE__ */ new Map();
  for (const result of results) {
    const key = keyOf(result);
    all.set(key, [...all.get(key) ?? [], result.status]);
  }
  return new Map([...all].map(([key, statuses]) => [key, [...new Set(statuses)].sort().join("+")]));
}
function looseKeyOf(result) {
  const { apiVersion, kind, name } = result.resource;
  const namespace = namespaceOf(result);
  return [groupOf(result), result.policy, apiVersion, kind, namespace, name].join("\0");
}
function firstByKey(results) {
  const first = /* @__PURE__ */ new Map();
  for (const result of results) if (!first.has(keyOf(result))) first.set(keyOf(result), result);
  return first;
}
function findChanges(base, other) {
  const baseStatuses = statusesByKey(base);
  const otherStatuses = statusesByKey(other);
  const baseFirst = firstByKey(base);
  const otherFirst = firstByKey(other);
  const pairs = /* @__PURE__ */ new Map();
  const onlyIn = (mine, theirs) => {
    const loose = /* @__PURE__ */ new Map();
    for (const [key, result] of mine) {
      if (theirs.has(key)) continue;
      loose.set(looseKeyOf(result), [...loose.get(looseKeyOf(result)) ?? [], key]);
    }
    return loose;
  };
  const baseOnly = onlyIn(baseFirst, otherStatuses);
  const otherOnly = onlyIn(otherFirst, baseStatuses);
  for (const [loose, keys2] of baseOnly) {
    const others = otherOnly.get(loose);
    if (keys2.length === 1 && others?.length === 1) pairs.set(keys2[0], others[0]);
  }
  const paired = new Set(pairs.values());
  const keys = [.../* @__PURE__ */ new Set([...baseStatuses.keys(), ...otherStatuses.keys()])].filter((key) => !paired.has(key)).sort();
  return keys.flatMap((key) => {
    const otherKey = pairs.get(key) ?? key;
    const baseStatus = baseStatuses.get(key) ?? ABSENT;
    const otherStatus = otherStatuses.get(otherKey) ?? ABSENT;
    if (!differ(baseStatus, otherStatus)) return [];
    const baseResult = baseFirst.get(key);
    const otherResult = otherFirst.get(otherKey);
    const group = groupOf(baseResult ?? otherResult);
    return [
      {
        key,
        otherKey,
        group,
        baseStatus,
        otherStatus,
        ...baseResult && { base: baseResult },
        ...otherResult && { other: otherResult }
      }
    ];
  });
}
function confirmedChanges(changes, reruns) {
  const baseRuns = reruns.base.map(statusesByKey);
  const otherRuns = reruns.other.map(statusesByKey);
  const seen = (first, runs, key) => [first, ...runs.map((run) => run.get(key) ?? ABSENT)].join("+");
  return changes.filter(
    (change) => differ(
      seen(change.baseStatus, baseRuns, change.key),
      seen(change.otherStatus, otherRuns, change.otherKey)
    )
  );
}
var BREAKDOWNS = /* @__PURE__ */ new Set(["Crashed", "Timed out", "Run error", "Kyverno run failed"]);
function breakdowns(base, other) {
  const broken = (results) => {
    const found = /* @__PURE__ */ new Map();
    for (const result of results) {
      if (BREAKDOWNS.has(result.reason) && !found.has(groupOf(result))) {
        found.set(groupOf(result), result);
      }
    }
    return found;
  };
  const baseBroken = broken(base);
  const otherBroken = broken(other);
  return [
    ...[...baseBroken].filter(([group]) => !otherBroken.has(group)).map(([group, result]) => ({ group, side: "base", result })),
    ...[...otherBroken].filter(([group]) => !baseBroken.has(group)).map(([group, result]) => ({ group, side: "other", result }))
  ];
}
function describeStatus(status) {
  return status === ABSENT ? "no result" : status;
}
function changeResult(change, versions) {
  const first = change.base ?? change.other;
  const sides = [change.other, change.base].filter((side) => side !== void 0);
  const said = sides.find((side) => side.status !== "pass") ?? sides[0];
  const text = explanation(said);
  return {
    source: "upgrade",
    status: "warn",
    policy: first.policy,
    rule: first.rule,
    resource: { ...first.resource },
    message: `${describeStatus(change.baseStatus)} under ${versions.base}, ${describeStatus(change.otherStatus)} under ${versions.other}` + (text ? `: ${text}` : ""),
    reason: "Upgrade change",
    ...first.file !== void 0 && { file: first.file },
    ...first.line !== void 0 && { line: first.line },
    ...first.column !== void 0 && { column: first.column },
    ...first.suite !== void 0 && { suite: first.suite },
    upgrade: { type: "change", subject: `${versions.base} -> ${versions.other}` }
  };
}
function describeGroup(group) {
  const [source, where = ""] = group.split("\0");
  if (source === "test") return `suite ${where || "(unknown)"}`;
  return where.startsWith("render ") ? where : `manifest ${where || "(unknown)"}`;
}

// src/upgrade/preview.ts
var CONFIRMING_RUNS = 2;
var truncated = (text, max = 300) => text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
var compared = (result) => result.source === "test" || result.source === "apply";
function planOf(plan, groups) {
  const suites = plan.suites.filter(
    (suite) => groups.has(`test\0${suite.kind === "local" ? suite.file : suite.url}`)
  );
  const all = groups.has("apply\0");
  const manifestFiles = all ? plan.manifestFiles : plan.manifestFiles.filter((file) => groups.has(`apply\0${file}`));
  const rendered = all ? plan.rendered : plan.rendered.filter((output) => groups.has(`apply\0${renderGroup(output.render)}`));
  const applies = manifestFiles.length > 0 || rendered.length > 0;
  const { policies, ...rest } = plan;
  return {
    ...rest,
    suites,
    manifestFiles,
    rendered,
    ...applies && policies && { policies }
  };
}
async function previewUpgrade(plan, input) {
  if ("error" in input.compare) {
    return { results: [], notices: [`Upgrade preview: ${input.compare.error}`] };
  }
  const base = input.base.kyverno;
  const other = input.compare.kyverno;
  const versions = { base: base.version, other: other.version };
  const runWith = (kyverno, part2) => input.rerun(kyverno.path, part2).then((results) => results.filter(compared));
  input.logger.info(`Upgrade preview: running the same checks with Kyverno ${other.version}.`);
  let first;
  try {
    first = await runWith(other, plan);
  } catch (error) {
    return {
      results: [],
      notices: [
        `Upgrade preview: Kyverno ${other.version} (${other.path}) could not run: ${error.message}. Nothing was compared.`
      ]
    };
  }
  const notices = [];
  const broken = breakdowns(input.base.results.filter(compared), first);
  for (const { group, side, result } of broken) {
    const version = side === "base" ? base.version : other.version;
    notices.push(
      `Upgrade preview error: Kyverno ${version} could not check ${describeGroup(group)} (${result.reason}: ${truncated(result.message)}); its results are not compared.`
    );
  }
  const skip = new Set(broken.map((entry) => entry.group));
  const kept = (result) => !skip.has(groupOf(result));
  const baseKept = input.base.results.filter(compared).filter(kept);
  const changes = findChanges(baseKept, first.filter(kept));
  const same = `Upgrade preview: Kyverno ${other.version} gives the same results as ${base.version} (${baseKept.length} compared).`;
  if (changes.length === 0) return { results: [], notices: [...notices, same] };
  const groups = new Set(changes.map((change) => change.group));
  const part = planOf(plan, groups);
  input.logger.info(
    `Upgrade preview: ${changes.length} result(s) differ; running ${groups.size} suite(s) or manifest(s) ${CONFIRMING_RUNS} more times under each version to rule out Kyverno's own noise.`
  );
  const reruns = { base: [], other: [] };
  for (let run = 0; run < CONFIRMING_RUNS; run += 1) {
    reruns.other.push(await runWith(other, part));
    reruns.base.push(await runWith(base, part));
  }
  const confirmed = confirmedChanges(changes, reruns);
  const noise = changes.length - confirmed.length;
  if (noise > 0) {
    notices.push(
      `Upgrade preview: ${noise} differing result(s) were left out because Kyverno did not repeat them between identical runs of one version.`
    );
  }
  if (confirmed.length === 0) notices.push(same);
  return { results: confirmed.map((change) => changeResult(change, versions)), notices };
}
export {
  CONFIRMING_RUNS,
  previewUpgrade
};
//# sourceMappingURL=preview-XUYADFUC.js.map
