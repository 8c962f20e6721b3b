/**
 * The mutation preview of one `kyverno apply` run: the objects Kyverno wrote into the run's
 * `-o` folder, compared with the objects as checked. Kyverno's own output is the only source of a
 * mutation; nothing here re-implements one.
 */
import { parse } from 'yaml';
import type { DeclaredObject } from '../locate/manifest.js';
import type { MutatedResource } from '../model/mutation.js';
import type { PolicyResult, ResourceRef } from '../model/result.js';
import {
  attributeSteps,
  changeOf,
  isMutateResult,
  isObject,
  readWrittenObjects,
  type MutatingPolicies,
} from '../parse/mutated-objects/index.js';
import type { Unit } from './apply-units.js';

export interface RunMutations {
  /** The run's results, each mutate result that changed its object with its `mutation`. */
  results: PolicyResult[];
  mutations: MutatedResource[];
  problems: string[];
}

/**
 * Reads what the run wrote into `outputDir` for the checked objects of `units` that have a mutate
 * result (others are not read at all: most runs mutate nothing).
 */
export async function runMutations(
  units: readonly Unit[],
  results: readonly PolicyResult[],
  outputDir: string,
  policies: MutatingPolicies,
): Promise<RunMutations> {
  const makers = results.filter((result) => isMutateResult(result, policies.mutating));
  if (makers.length === 0) return { results: [...results], mutations: [], problems: [] };
  const written = await readWrittenObjects(outputDir);
  const patches = new Map<PolicyResult, MutatedResource['patch']>();
  const mutations: MutatedResource[] = [];
  for (const unit of units) {
    unit.declared.forEach((object, member) => {
      const own = policies.inOrder(makers.filter((result) => sameObject(object, result.resource)));
      if (own.length === 0) return;
      const checked = checkedObject(unit.texts[member]!);
      const change = checked && changeOf(checked, written.of(object.object.resource));
      if (!change) return;
      for (const [result, patch] of attributeSteps(own, change.steps)) patches.set(result, patch);
      mutations.push({
        resource: object.object.resource,
        file: object.file,
        line: object.object.line,
        ...(object.render
          ? { render: object.render }
          : { documentIndex: object.object.documentIndex }),
        makers: own.map((result) => ({ policy: result.policy, rule: result.rule })),
        patch: change.patch,
        mutated: change.mutated,
        diff: change.diff,
      });
    });
  }
  return {
    results: results.map((result) => {
      const patch = patches.get(result);
      return patch
        ? { ...result, mutation: { patch, policy: result.policy, rule: result.rule } }
        : result;
    }),
    mutations,
    problems: written.problems,
  };
}

/** The object as Kyverno read it: YAML 1.1, as Kubernetes and Kyverno parse manifests. */
function checkedObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = parse(text, { version: '1.1' });
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A result about `object` (Kyverno shows an empty namespace as `default`). */
export function sameObject(object: DeclaredObject, resource: ResourceRef): boolean {
  const declared = object.object.resource;
  return (
    declared.kind === resource.kind &&
    declared.name === resource.name &&
    (declared.namespace || 'default') === (resource.namespace || 'default')
  );
}
