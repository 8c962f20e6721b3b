/**
 * A `kyverno test` suite's results for converted policies, keyed the way Kyverno's CEL policy
 * suites are: `isValidatingPolicy: true`, no rule name, one result per policy and resource
 * (a resource that failed any rule fails; one that passed some and skipped the rest passes).
 */
type Json = Record<string, unknown>;

const RANK: Record<string, number> = { skip: 0, pass: 1, warn: 2, fail: 3, error: 4 };

/** The policy name a result refers to (`ns/name` keeps only the name, as Kyverno does). */
export const resultPolicy = (result: Json): string =>
  String(result.policy ?? '')
    .split('/')
    .pop()!;

export function convertSuiteResults(results: unknown, converted: ReadonlySet<string>): Json[] {
  if (!Array.isArray(results)) return [];
  const kept: Json[] = [];
  const merged = new Map<string, { template: Json; resource: string; result: string }>();
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
    for (const resource of resources) {
      const key = JSON.stringify([rest, resource]);
      const previous = merged.get(key);
      const value = String(outcome ?? '');
      if (!previous || (RANK[value] ?? 0) > (RANK[previous.result] ?? 0))
        merged.set(key, { template: rest, resource, result: value });
    }
  }
  const grouped = new Map<string, Json>();
  for (const { template, resource, result } of merged.values()) {
    const key = JSON.stringify([template, result]);
    const entry = grouped.get(key);
    if (entry) (entry.resources as string[]).push(resource);
    else grouped.set(key, { isValidatingPolicy: true, ...template, resources: [resource], result });
  }
  return [...kept, ...grouped.values()];
}
