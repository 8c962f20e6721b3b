/**
 * The upgrade preview's comparison: the results of the same suites and `kyverno apply` batches
 * under two Kyverno versions, matched by (source, suite or manifest, policy, rule, resource).
 * Pure: the pipeline runs Kyverno and hands the results in.
 */
import { explanation, renderLabel, type PolicyResult, type RenderRef } from '../model/result.js';

/** Results of one run of a group of suites or manifests, under one version. */
export type RunResults = readonly PolicyResult[];

/** A key whose status differs between the two versions. */
export interface Change {
  /** The result's key under the base version (see `findChanges` for when the two differ). */
  key: string;
  /** The result's key under the other version. */
  otherKey: string;
  /** What reruns are about: a suite (test file or git URL) or a manifest file. */
  group: string;
  /** `pass`, `fail+pass` when a key has several results, or `absent`. */
  baseStatus: string;
  otherStatus: string;
  base?: PolicyResult;
  other?: PolicyResult;
}

export const ABSENT = 'absent';

/**
 * The suite (test), render (a chart or kustomization given to apply) or manifest file (apply) a
 * result belongs to; reruns run whole groups.
 */
export function groupOf(result: PolicyResult): string {
  const where = result.render ? renderGroup(result.render) : (result.suite ?? result.file ?? '');
  return `${result.source}\u0000${where}`;
}

/** The group part of a render's results. */
export function renderGroup(render: RenderRef): string {
  return `render ${renderLabel(render)}`;
}

/**
 * A resource's namespace as both versions mean it: Kyverno 1.18 reports cluster-scoped resources
 * (a Namespace, a FlowSchema) in `default`, 1.19 with no namespace; and a namespaced resource
 * that names none is in `default` anyway.
 */
function namespaceOf(result: PolicyResult): string {
  return result.resource.namespace || 'default';
}

/** The identity of a result across versions. */
export function keyOf(result: PolicyResult): string {
  const { apiVersion, kind, name } = result.resource;
  const namespace = namespaceOf(result);
  return [groupOf(result), result.policy, result.rule, apiVersion, kind, namespace, name].join(
    '\u0000',
  );
}

/**
 * Whether two keys' statuses (`pass`, `pass+skip`, `absent`) differ: they share no status. A key
 * that has a `pass` under both versions did not change, whatever extra rows one run added.
 */
function differ(a: string, b: string): boolean {
  const left = new Set(a.split('+'));
  return !b.split('+').some((status) => left.has(status));
}

/** Each key's status in one run; several results of one key give their sorted, joined statuses. */
export function statusesByKey(results: RunResults): Map<string, string> {
  const all = new Map<string, string[]>();
  for (const result of results) {
    const key = keyOf(result);
    all.set(key, [...(all.get(key) ?? []), result.status]);
  }
  return new Map([...all].map(([key, statuses]) => [key, [...new Set(statuses)].sort().join('+')]));
}

/** Group, policy and resource, without the rule: what stays when a version renames a rule. */
function looseKeyOf(result: PolicyResult): string {
  const { apiVersion, kind, name } = result.resource;
  const namespace = namespaceOf(result);
  return [groupOf(result), result.policy, apiVersion, kind, namespace, name].join('\u0000');
}

function firstByKey(results: RunResults): Map<string, PolicyResult> {
  const first = new Map<string, PolicyResult>();
  for (const result of results) if (!first.has(keyOf(result))) first.set(keyOf(result), result);
  return first;
}

/**
 * The results whose status differs between one run of each version. A result is matched by its
 * key; one that only one version has is then matched by its group, policy and resource when
 * exactly one such result is left on each side, since versions rename rules: Kyverno 1.19 reports
 * a CEL policy's result skipped by an exception under the rule `exception`, where 1.18 reported
 * the policy's result under no rule.
 */
export function findChanges(base: RunResults, other: RunResults): Change[] {
  const baseStatuses = statusesByKey(base);
  const otherStatuses = statusesByKey(other);
  const baseFirst = firstByKey(base);
  const otherFirst = firstByKey(other);
  const pairs = new Map<string, string>();
  const onlyIn = (mine: Map<string, PolicyResult>, theirs: Map<string, string>) => {
    const loose = new Map<string, string[]>();
    for (const [key, result] of mine) {
      if (theirs.has(key)) continue;
      loose.set(looseKeyOf(result), [...(loose.get(looseKeyOf(result)) ?? []), key]);
    }
    return loose;
  };
  const baseOnly = onlyIn(baseFirst, otherStatuses);
  const otherOnly = onlyIn(otherFirst, baseStatuses);
  for (const [loose, keys] of baseOnly) {
    const others = otherOnly.get(loose);
    if (keys.length === 1 && others?.length === 1) pairs.set(keys[0]!, others[0]!);
  }
  const paired = new Set(pairs.values());
  const keys = [...new Set([...baseStatuses.keys(), ...otherStatuses.keys()])]
    .filter((key) => !paired.has(key))
    .sort();
  return keys.flatMap((key) => {
    const otherKey = pairs.get(key) ?? key;
    const baseStatus = baseStatuses.get(key) ?? ABSENT;
    const otherStatus = otherStatuses.get(otherKey) ?? ABSENT;
    if (!differ(baseStatus, otherStatus)) return [];
    const baseResult = baseFirst.get(key);
    const otherResult = otherFirst.get(otherKey);
    const group = groupOf((baseResult ?? otherResult)!);
    return [
      {
        key,
        otherKey,
        group,
        baseStatus,
        otherStatus,
        ...(baseResult && { base: baseResult }),
        ...(otherResult && { other: otherResult }),
      },
    ];
  });
}

/**
 * The changes that every rerun confirms: across the first run and every rerun, no status of the
 * key under the base version is ever seen under the other. Kyverno does not always repeat itself
 * between identical runs: it adds or drops rows of a suite from one run to the next (e.g. an
 * extra `Excluded` row for a CronJob, in some runs only), and from one run per version there is
 * no telling which side flickered. A key whose statuses overlap between the versions in any
 * pair of runs is that noise, not an upgrade change.
 */
export function confirmedChanges(
  changes: readonly Change[],
  reruns: { base: readonly RunResults[]; other: readonly RunResults[] },
): Change[] {
  const baseRuns = reruns.base.map(statusesByKey);
  const otherRuns = reruns.other.map(statusesByKey);
  const seen = (first: string, runs: Map<string, string>[], key: string) =>
    [first, ...runs.map((run) => run.get(key) ?? ABSENT)].join('+');
  return changes.filter((change) =>
    differ(
      seen(change.baseStatus, baseRuns, change.key),
      seen(change.otherStatus, otherRuns, change.otherKey),
    ),
  );
}

/** Reasons that say Kyverno itself broke down on a suite or manifest, rather than judged it. */
const BREAKDOWNS = new Set(['Crashed', 'Timed out', 'Run error', 'Kyverno run failed']);

export interface Breakdown {
  group: string;
  /** Which version broke down. */
  side: 'base' | 'other';
  result: PolicyResult;
}

/**
 * The groups where one version broke down (crash, timeout) and the other did not: such a
 * group's results cannot be compared result by result.
 */
export function breakdowns(base: RunResults, other: RunResults): Breakdown[] {
  const broken = (results: RunResults) => {
    const found = new Map<string, PolicyResult>();
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
    ...[...baseBroken]
      .filter(([group]) => !otherBroken.has(group))
      .map(([group, result]) => ({ group, side: 'base' as const, result })),
    ...[...otherBroken]
      .filter(([group]) => !baseBroken.has(group))
      .map(([group, result]) => ({ group, side: 'other' as const, result })),
  ];
}

export interface Versions {
  base: string;
  other: string;
}

function describeStatus(status: string): string {
  return status === ABSENT ? 'no result' : status;
}

/** One `source: upgrade` warning for a change, at the first result's location. */
export function changeResult(change: Change, versions: Versions): PolicyResult {
  const first = (change.base ?? change.other)!;
  // Kyverno's message explains the side that did not pass; a pass says nothing.
  const sides = [change.other, change.base].filter((side) => side !== undefined);
  const said = sides.find((side) => side.status !== 'pass') ?? sides[0]!;
  const text = explanation(said);
  return {
    source: 'upgrade',
    status: 'warn',
    policy: first.policy,
    rule: first.rule,
    resource: { ...first.resource },
    message:
      `${describeStatus(change.baseStatus)} under ${versions.base}, ` +
      `${describeStatus(change.otherStatus)} under ${versions.other}` +
      (text ? `: ${text}` : ''),
    reason: 'Upgrade change',
    ...(first.file !== undefined && { file: first.file }),
    ...(first.line !== undefined && { line: first.line }),
    ...(first.column !== undefined && { column: first.column }),
    ...(first.suite !== undefined && { suite: first.suite }),
    upgrade: { type: 'change', subject: `${versions.base} -> ${versions.other}` },
  };
}

/** What a group is, for notices: `suite <file>`, `render <chart>` or `manifest <file>`. */
export function describeGroup(group: string): string {
  const [source, where = ''] = group.split('\u0000');
  if (source === 'test') return `suite ${where || '(unknown)'}`;
  return where.startsWith('render ') ? where : `manifest ${where || '(unknown)'}`;
}
