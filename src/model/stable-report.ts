/**
 * The report in the JSON file's fixed key order (schemaVersion 1), so files diff cleanly; the
 * writer (`report/json-file.ts`) and the reader (`parse/json-report.ts`) share it.
 */
import type { MigrationInfo, PolicyInfo, RunReport } from './report.js';
import type { Counts, PolicyResult, ResourceRef } from './result.js';
import type { CoverageReport, CoverageUnit } from './coverage.js';
import type { JsonPatchOperation, MutatedResource } from './mutation.js';

export function toStableReport(report: RunReport): RunReport {
  return {
    schemaVersion: 1,
    kyvernoVersion: report.kyvernoVersion,
    summary: stableCounts(report.summary),
    results: report.results.map(stableResult),
    skipped: report.skipped.map(({ file, line, reason }) => ({ file, line, reason })),
    notices: [...report.notices],
    ...(report.shard ? { shard: { index: report.shard.index, total: report.shard.total } } : {}),
    ...(report.policies ? { policies: report.policies.map(stablePolicy) } : {}),
    ...(report.baseline ? { baseline: { commit: report.baseline.commit } } : {}),
    ...(report.fixed ? { fixed: report.fixed.map(stableResult) } : {}),
    ...(report.migration ? { migration: report.migration.map(stableMigration) } : {}),
    ...(report.coverage ? { coverage: stableCoverage(report.coverage) } : {}),
    ...(report.mutations ? { mutations: report.mutations.map(stableMutation) } : {}),
  };
}

const stablePatch = (patch: readonly JsonPatchOperation[]): JsonPatchOperation[] =>
  patch.map(({ op, path, value, from }) => ({
    op,
    path,
    ...(from !== undefined && { from }),
    ...(value !== undefined && { value }),
  }));

function stableResource({
  apiVersion,
  kind,
  namespace,
  name,
  generateName,
}: ResourceRef): ResourceRef {
  return { apiVersion, kind, namespace, name, ...(generateName !== undefined && { generateName }) };
}

function stableMutation(mutation: MutatedResource): MutatedResource {
  return {
    resource: stableResource(mutation.resource),
    file: mutation.file,
    line: mutation.line,
    ...(mutation.documentIndex !== undefined && { documentIndex: mutation.documentIndex }),
    ...(mutation.render && {
      render: {
        tool: mutation.render.tool,
        root: mutation.render.root,
        ...(mutation.render.values !== undefined && { values: mutation.render.values }),
      },
    }),
    makers: mutation.makers.map(({ policy, rule }) => ({ policy, rule })),
    patch: stablePatch(mutation.patch),
    mutated: mutation.mutated,
    ...(mutation.diff !== undefined && { diff: mutation.diff }),
  };
}

function stableCounts(counts: Counts): Counts {
  return {
    pass: counts.pass,
    fail: counts.fail,
    warn: counts.warn,
    error: counts.error,
    skip: counts.skip,
  };
}

const OPTIONAL_RESULT_KEYS = [
  'file',
  'line',
  'column',
  'path',
  'suite',
  'category',
  'severity',
  'upgrade',
  'baseline',
  'vacuous',
] as const;

function stableResult(result: PolicyResult): PolicyResult {
  const stable: PolicyResult = {
    source: result.source,
    status: result.status,
    policy: result.policy,
    rule: result.rule,
    resource: stableResource(result.resource),
    message: result.message,
    reason: result.reason,
  };
  for (const key of OPTIONAL_RESULT_KEYS) {
    if (result[key] !== undefined) Object.assign(stable, { [key]: result[key] });
  }
  if (result.render) {
    const { tool, root, values } = result.render;
    stable.render = { tool, root, ...(values !== undefined && { values }) };
  }
  if (result.mutation) {
    const { patch, policy, rule } = result.mutation;
    stable.mutation = { patch: stablePatch(patch), policy, rule };
  }
  if (result.diff !== undefined) stable.diff = result.diff;
  return stable;
}

const OPTIONAL_POLICY_KEYS = [
  'title',
  'category',
  'severity',
  'description',
  'file',
  'line',
] as const;

function stablePolicy(policy: PolicyInfo): PolicyInfo {
  const stable: PolicyInfo = {
    name: policy.name,
    ...(policy.namespace !== undefined && { namespace: policy.namespace }),
    kind: policy.kind,
  };
  for (const key of OPTIONAL_POLICY_KEYS) {
    if (policy[key] !== undefined) Object.assign(stable, { [key]: policy[key] });
  }
  return stable;
}

/** A migration entry with only the report's fields, in their fixed order. */
export function stableMigration(entry: MigrationInfo): MigrationInfo {
  return {
    file: entry.file,
    line: entry.line,
    policy: entry.policy,
    status: entry.status,
    reason: entry.reason,
    converted: entry.converted,
    suites: [...entry.suites],
    resourcesCompared: entry.resourcesCompared,
  };
}

function stableCoverage(coverage: CoverageReport): CoverageReport {
  return {
    units: coverage.units.map(stableUnit),
    ...(coverage.minimum !== undefined && { minimum: coverage.minimum }),
    untested: coverage.untested.map(({ file, line, policy }) => ({ file, line, policy })),
  };
}

function stableUnit(unit: CoverageUnit): CoverageUnit {
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
    ...(unit.matchKind !== undefined && { matchKind: unit.matchKind }),
    ...(unit.entry !== undefined && { entry: unit.entry }),
  };
}
