/**
 * A `kyverno test` suite's results for converted policies, keyed the way Kyverno's CEL policy
 * suites are: `isValidatingPolicy: true`, no rule name, one result per policy and resource
 * (a resource that failed any rule fails; one that passed some and skipped the rest passes).
 * A pass the suite states for only some of a policy's rules says nothing about the others, so
 * it is left out (the resource is still compared with `kyverno apply`).
 */
import type { Json } from './json.js';

const RANK: Record<string, number> = { skip: 0, pass: 1, warn: 2, fail: 3, error: 4 };

/** The policy name a result refers to (`ns/name` keeps only the name, as Kyverno does). */
export const resultPolicy = (result: Json): string =>
  String(result.policy ?? '')
    .split('/')
    .pop()!;

const baseRule = (rule: string) => rule.replace(/^autogen-(cronjob-)?/, '');

/** `converted`: each converted policy's name with its rule names. */
export function convertSuiteResults(
  results: unknown,
  converted: ReadonlyMap<string, readonly string[]>,
): Json[] {
  if (!Array.isArray(results)) return [];
  const kept: Json[] = [];
  const merged = new Map<
    string,
    { template: Json; resource: string; result: string; policy: string; rules: Set<string> }
  >();
  for (const raw of results) {
    const result = (raw ?? {}) as Json;
    if (!converted.has(resultPolicy(result))) {
      kept.push(result);
      continue;
    }
    const resources = Array.isArray(result.resources) ? result.resources.map(String) : [];
    const { rule: _rule, resources: _resources, result: outcome, ...rest } = result;
    void _rule;
    void _resources;
    const policy = resultPolicy(result);
    const rules =
      typeof _rule === 'string' && _rule ? [baseRule(_rule)] : (converted.get(policy) ?? []);
    for (const resource of resources) {
      const key = JSON.stringify([rest, resource]);
      const previous = merged.get(key);
      const value = String(outcome ?? '');
      const entry = previous ?? {
        template: rest,
        resource,
        result: value,
        policy,
        rules: new Set(),
      };
      if ((RANK[value] ?? 0) > (RANK[entry.result] ?? 0)) entry.result = value;
      for (const rule of rules) entry.rules.add(rule);
      merged.set(key, entry);
    }
  }
  const grouped = new Map<string, Json>();
  for (const { template, resource, result, policy, rules } of merged.values()) {
    const all = converted.get(policy) ?? [];
    if (result !== 'fail' && result !== 'error' && all.some((rule) => !rules.has(rule))) continue;
    const key = JSON.stringify([template, result]);
    const entry = grouped.get(key);
    if (entry) (entry.resources as string[]).push(resource);
    else grouped.set(key, { isValidatingPolicy: true, ...template, resources: [resource], result });
  }
  return [...kept, ...grouped.values()];
}
