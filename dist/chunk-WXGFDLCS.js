import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/stable-report.ts
function toStableReport(report) {
  return {
    schemaVersion: 1,
    kyvernoVersion: report.kyvernoVersion,
    summary: stableCounts(report.summary),
    results: report.results.map(stableResult),
    skipped: report.skipped.map(({ file, line, reason }) => ({ file, line, reason })),
    notices: [...report.notices],
    ...report.shard ? { shard: { index: report.shard.index, total: report.shard.total } } : {},
    ...report.policies ? { policies: report.policies.map(stablePolicy) } : {},
    ...report.baseline ? { baseline: { commit: report.baseline.commit } } : {},
    ...report.fixed ? { fixed: report.fixed.map(stableResult) } : {},
    ...report.migration ? { migration: report.migration.map(stableMigration) } : {},
    ...report.coverage ? { coverage: stableCoverage(report.coverage) } : {},
    ...report.mutations ? { mutations: report.mutations.map(stableMutation) } : {}
  };
}
var stablePatch = (patch) => patch.map(({ op, path, value, from }) => ({
  op,
  path,
  ...from !== void 0 && { from },
  ...value !== void 0 && { value }
}));
function stableResource({
  apiVersion,
  kind,
  namespace,
  name,
  generateName
}) {
  return { apiVersion, kind, namespace, name, ...generateName !== void 0 && { generateName } };
}
function stableMutation(mutation) {
  return {
    resource: stableResource(mutation.resource),
    file: mutation.file,
    line: mutation.line,
    ...mutation.documentIndex !== void 0 && { documentIndex: mutation.documentIndex },
    ...mutation.render && {
      render: {
        tool: mutation.render.tool,
        root: mutation.render.root,
        ...mutation.render.values !== void 0 && { values: mutation.render.values }
      }
    },
    makers: mutation.makers.map(({ policy, rule }) => ({ policy, rule })),
    patch: stablePatch(mutation.patch),
    mutated: mutation.mutated,
    ...mutation.diff !== void 0 && { diff: mutation.diff }
  };
}
function stableCounts(counts) {
  return {
    pass: counts.pass,
    fail: counts.fail,
    warn: counts.warn,
    error: counts.error,
    skip: counts.skip
  };
}
var OPTIONAL_RESULT_KEYS = [
  "file",
  "line",
  "column",
  "path",
  "suite",
  "category",
  "severity",
  "upgrade",
  "baseline",
  "vacuous"
];
function stableResult(result) {
  const stable = {
    source: result.source,
    status: result.status,
    policy: result.policy,
    rule: result.rule,
    resource: stableResource(result.resource),
    message: result.message,
    reason: result.reason
  };
  for (const key of OPTIONAL_RESULT_KEYS) {
    if (result[key] !== void 0) Object.assign(stable, { [key]: result[key] });
  }
  if (result.render) {
    const { tool, root, values } = result.render;
    stable.render = { tool, root, ...values !== void 0 && { values } };
  }
  if (result.mutation) {
    const { patch, policy, rule } = result.mutation;
    stable.mutation = { patch: stablePatch(patch), policy, rule };
  }
  if (result.diff !== void 0) stable.diff = result.diff;
  return stable;
}
var OPTIONAL_POLICY_KEYS = [
  "title",
  "category",
  "severity",
  "description",
  "file",
  "line"
];
function stablePolicy(policy) {
  const stable = {
    name: policy.name,
    ...policy.namespace !== void 0 && { namespace: policy.namespace },
    kind: policy.kind
  };
  for (const key of OPTIONAL_POLICY_KEYS) {
    if (policy[key] !== void 0) Object.assign(stable, { [key]: policy[key] });
  }
  return stable;
}
function stableMigration(entry) {
  return {
    file: entry.file,
    line: entry.line,
    policy: entry.policy,
    status: entry.status,
    reason: entry.reason,
    converted: entry.converted,
    suites: [...entry.suites],
    resourcesCompared: entry.resourcesCompared
  };
}
function stableCoverage(coverage) {
  return {
    units: coverage.units.map(stableUnit),
    ...coverage.minimum !== void 0 && { minimum: coverage.minimum },
    untested: coverage.untested.map(({ file, line, policy }) => ({ file, line, policy }))
  };
}
function stableUnit(unit) {
  return {
    file: unit.file,
    line: unit.line,
    policy: unit.policy,
    rule: unit.rule,
    kind: unit.kind,
    type: unit.type,
    failing: unit.failing,
    passing: unit.passing,
    checked: unit.checked,
    ...unit.matchKind !== void 0 && { matchKind: unit.matchKind },
    ...unit.entry !== void 0 && { entry: unit.entry }
  };
}

export {
  toStableReport,
  stableMigration
};
//# sourceMappingURL=chunk-WXGFDLCS.js.map
