import { renderLabel, type BaselineMark, type PolicyResult, type Status } from './result.js';

/** The statuses a baseline marks: what a reviewer has to act on. */
export const BASELINED: readonly Status[] = ['fail', 'warn', 'error'];

export interface BaselineComparison {
  /** The head results, each `fail`, `warn` and `error` one marked `new` or `existing`. */
  results: PolicyResult[];
  /** Results that failed (or warned) at the base and no longer do, as the base reported them. */
  fixed: PolicyResult[];
}

/**
 * Compares the head commit's results with the base commit's. A result is the same one when its
 * source file (by its head name: `renamed` maps a base path to its head path), policy, rule and
 * resource are; lines do not matter, since edits above a failure move it. Several results of one
 * key are matched one for one.
 */
export function compareWithBase(
  head: readonly PolicyResult[],
  base: readonly PolicyResult[],
  renamed: Readonly<Record<string, string>> = {},
): BaselineComparison {
  const atBase = new Map<string, PolicyResult[]>();
  for (const result of base) {
    if (!BASELINED.includes(result.status)) continue;
    const key = baselineKey(result, renamed);
    atBase.set(key, [...(atBase.get(key) ?? []), result]);
  }
  const results = head.map((result): PolicyResult => {
    if (!BASELINED.includes(result.status)) return result;
    const matches = atBase.get(baselineKey(result));
    const mark: BaselineMark = matches?.shift() ? 'existing' : 'new';
    return { ...result, baseline: mark };
  });
  const fixed = [...atBase.values()]
    .flat()
    .filter((result) => result.status === 'fail' || result.status === 'warn');
  return { results, fixed };
}

/** Marks results that cannot have changed with the pull request (e.g. remote suites) existing. */
export function markExisting(results: readonly PolicyResult[]): PolicyResult[] {
  return results.map((result) =>
    BASELINED.includes(result.status) ? { ...result, baseline: 'existing' as const } : result,
  );
}

function baselineKey(result: PolicyResult, renamed: Readonly<Record<string, string>> = {}): string {
  const where =
    result.file === undefined ? (result.suite ?? '') : (renamed[result.file] ?? result.file);
  const { kind, namespace, name } = result.resource;
  // The same template rendered with two values files gives two results.
  const render = result.render ? renderLabel(result.render) : '';
  return [result.source, where, render, result.policy, result.rule, kind, namespace, name].join(
    '\u0000',
  );
}

export interface BaselineCounts {
  new: number;
  existing: number;
  fixed: number;
}

/** How many `fail`, `warn` and `error` results are new and existing, and how many were fixed. */
export function countBaseline(
  results: readonly PolicyResult[],
  fixed: readonly PolicyResult[],
): BaselineCounts {
  return {
    new: results.filter((result) => result.baseline === 'new').length,
    existing: results.filter((result) => result.baseline === 'existing').length,
    fixed: fixed.length,
  };
}

/** `2 new, 12 existing, 1 fixed` failure(s) and warning(s). */
export function describeBaseline(
  results: readonly PolicyResult[],
  fixed: readonly PolicyResult[],
): string {
  const counts = countBaseline(results, fixed);
  return `${counts.new} new, ${counts.existing} existing and ${counts.fixed} fixed failure(s), warning(s) and error(s)`;
}
