import type { JsonPatchOperation } from '../../model/mutation.js';
import type { PolicyResult } from '../../model/result.js';

/** MutatingAdmissionPolicy's message (`pkg/admissionpolicy`); legacy rules say `mutated <Kind>/<name> …`. */
const MAP_MESSAGE = 'mutation is successfully applied';

/** A policy Kyverno loaded, in the order it loads them (the order of the paths and files). */
export interface LoadedPolicy {
  name: string;
  kind: string;
  /** A legacy policy with a mutate rule. */
  mutates?: boolean;
}

const MUTATING_KINDS = ['MutatingPolicy', 'NamespacedMutatingPolicy', 'MutatingAdmissionPolicy'];
/** Kyverno mutates with legacy policies, then MutatingAdmissionPolicies, then MutatingPolicies. */
const STAGE_OF_KIND: Record<string, number> = {
  MutatingAdmissionPolicy: 1,
  MutatingPolicy: 2,
  NamespacedMutatingPolicy: 2,
};

/** What the preview needs to know of the policies of a run. */
export interface MutatingPolicies {
  /** Whether any policy can mutate (a mutate rule, or a mutating kind). */
  any: boolean;
  /** Names of the policies whose every pass may be a mutation (see isMutateResult). */
  mutating: ReadonlySet<string>;
  /** Sorts a resource's mutate results into Kyverno's processing order. */
  inOrder(results: readonly PolicyResult[]): PolicyResult[];
}

export function mutatingPolicies(loaded: readonly LoadedPolicy[]): MutatingPolicies {
  const rank = new Map<string, number>();
  loaded.forEach((policy, index) => {
    if (!rank.has(policy.name))
      rank.set(policy.name, (STAGE_OF_KIND[policy.kind] ?? 0) * 1e6 + index);
  });
  const rankOf = (result: PolicyResult) => rank.get(bareName(result.policy)) ?? 0;
  const mutating = loaded.filter((p) => MUTATING_KINDS.includes(p.kind));
  return {
    any: mutating.length > 0 || loaded.some((p) => p.mutates),
    mutating: new Set(mutating.map((p) => p.name)),
    // The report lists results in no fixed order (Go maps): the policies' order is Kyverno's.
    inOrder: (results) => [...results].sort((a, b) => rankOf(a) - rankOf(b)),
  };
}

const bareName = (policy: string): string => policy.split('/').at(-1) ?? policy;

/**
 * Whether `result` is a mutate result that may have changed its object: a legacy rule's
 * `mutated …` pass (a rule that changed nothing is `skip` / `no patches applied`), a
 * MutatingAdmissionPolicy's pass, or any pass of a policy in `mutating` (MutatingPolicies report
 * `pass` / `success` whether or not they changed the object).
 */
export function isMutateResult(result: PolicyResult, mutating: ReadonlySet<string>): boolean {
  if (result.status !== 'pass') return false;
  if (/^mutated \S/.test(result.message) || result.message === MAP_MESSAGE) return true;
  return mutating.has(bareName(result.policy));
}

/**
 * Which change each maker made. Kyverno writes one document per mutate block, chained (legacy
 * policies in load order, each after the ones before; MutatingAdmissionPolicies; then MutatingPolicies,
 * every block of which already holds all of them), and a block that changes nothing adds no step.
 * So the n-th policy among the makers (in `inOrder`'s order) made the n-th step. Where the counts differ (several
 * MutatingPolicies share one step), the last policies that have no step of their own share the
 * last step, and a policy left with several steps takes them all. Rules of one policy share its
 * change: Kyverno writes one block per policy.
 */
export function attributeSteps(
  makers: readonly PolicyResult[],
  steps: readonly JsonPatchOperation[][],
): Map<PolicyResult, JsonPatchOperation[]> {
  const byPolicy = new Map<string, PolicyResult[]>();
  for (const maker of makers)
    byPolicy.set(maker.policy, [...(byPolicy.get(maker.policy) ?? []), maker]);
  const policies = [...byPolicy.values()];
  const found = new Map<PolicyResult, JsonPatchOperation[]>();
  if (steps.length === 0) return found;
  policies.forEach((rules, index) => {
    const last = index === policies.length - 1;
    const own = Math.min(index, steps.length - 1);
    const patch = last && index < steps.length ? steps.slice(index).flat() : steps[own]!;
    for (const rule of rules) found.set(rule, patch);
  });
  return found;
}
