import type { PolicyResult, RenderRef, ResourceRef } from '../model/result.js';
import type { ManifestObject } from '../documents/manifest-documents.js';
import { locatePath, messagePath, templateKeyLine } from '../documents/yaml-path.js';

/** A Kubernetes object and the manifest file that declares it. */
export interface DeclaredObject {
  file: string;
  object: ManifestObject;
  /** For a rendered object: the chart render or Kustomize build it came from. */
  render?: RenderRef;
}

export interface LocatedResults {
  results: PolicyResult[];
  /** Results whose resource no given manifest declares (returned without a file). */
  unlocated: PolicyResult[];
}

/**
 * Places `kyverno apply` results at the manifest that declares their resource: at the field
 * Kyverno's message names (`failed at path /spec/containers/0/image/`), or its deepest part
 * that exists; else at the `metadata.name` line (else the `kind:` line) of that document or
 * List item. Paths are relative to the object itself, also for `autogen-` rules and List items.
 *
 * Kyverno reports a resource by apiVersion, kind, namespace and name, with an empty namespace
 * shown as `default`. Results of `autogen-` rules already name the Deployment, StatefulSet, Job
 * or CronJob. A resource declared in several of the given manifests gets the result in each.
 */
export function locateResults(
  results: readonly PolicyResult[],
  declared: readonly DeclaredObject[],
): LocatedResults {
  const byName = new Map<string, DeclaredObject[]>();
  for (const entry of declared) {
    const key = nameKey(entry.object.resource);
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  const located: LocatedResults = { results: [], unlocated: [] };
  for (const result of results) {
    const candidates = byName.get(nameKey(result.resource)) ?? [];
    const matches = bestMatches(result.resource, candidates);
    if (matches.length === 0) located.unlocated.push(result);
    const segments = messagePath(result.message);
    for (const match of matches) {
      const { tree, template } = match.object;
      const at =
        segments &&
        (template === undefined ? locatePath(tree, segments) : templateKeyLine(template, segments));
      const { generateName } = match.object.resource;
      located.results.push({
        ...result,
        ...(generateName &&
          !result.resource.name && { resource: { ...result.resource, generateName } }),
        file: match.file,
        line: at ? at.line : match.object.line,
        column: at ? at.column : match.object.column,
        ...(at && { path: at.path }),
        ...(match.render && { render: match.render }),
      });
    }
  }
  return located;
}

function nameKey(resource: ResourceRef): string {
  return `${resource.kind}\u0000${resource.name}`;
}

function sameNamespace(declared: string, reported: string): boolean {
  if (declared === reported) return true;
  return declared === '' && (reported === 'default' || reported === '');
}

/** Exact matches first; a looser match only when the exact one finds nothing. */
function bestMatches(resource: ResourceRef, candidates: DeclaredObject[]): DeclaredObject[] {
  const tiers: ((object: ResourceRef) => boolean)[] = [
    (object) =>
      object.apiVersion === resource.apiVersion &&
      sameNamespace(object.namespace, resource.namespace),
    (object) => sameNamespace(object.namespace, resource.namespace),
    // Cluster-scoped kinds may be reported with or without a namespace.
    () => true,
  ];
  for (const tier of tiers) {
    const found = candidates.filter((candidate) => tier(candidate.object.resource));
    if (found.length > 0) return found;
  }
  return [];
}
