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
  const written = readWrittenObjects(outputDir);
  const patches = new Map<PolicyResult, MutatedResource['patch']>();
  const mutations: MutatedResource[] = [];
  // Grouped by the identity sameObject compares: one lookup per object, however many share a name.
  const byObject = new Map<string, PolicyResult[]>();
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
      const checked = checkedObject(object, unit.texts[member]!);
      const change = checked && changeOf(checked, await written.of(object.object.resource));
      if (!change) continue;
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
    }
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

/**
 * The object as Kyverno read it: YAML 1.1, as Kubernetes and Kyverno parse manifests. A plain
 * manifest's object was parsed so already (its tree); a render's tree is its template's, so its
 * text is parsed again.
 */
function checkedObject(object: DeclaredObject, text: string): Record<string, unknown> | undefined {
  const { node } = object.object.tree;
  try {
    if (!object.render && object.object.template === undefined && node.items.length > 0) {
      const value: unknown = node.toJSON();
      if (isObject(value)) return value;
    }
  } catch {
    // An alias needs its document: parse the text instead.
  }
  try {
    const value: unknown = parse(text, { version: '1.1' });
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What results and checked objects are matched by: kind, namespace (empty: `default`), name. */
const objectKey = (resource: ResourceRef): string =>
  [resource.kind, resource.namespace || 'default', resource.name].join('\u0000');

/** A result about `object` (Kyverno shows an empty namespace as `default`). */
export function sameObject(object: DeclaredObject, resource: ResourceRef): boolean {
  return objectKey(object.object.resource) === objectKey(resource);
}
