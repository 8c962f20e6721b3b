/**
 * The objects `kyverno apply -o <dir>` wrote: one `<metadata.name>-mutated.yaml` per resource
 * name, appended to once per mutate block (legacy policy, MutatingAdmissionPolicy, MutatingPolicy)
 * in processing order. Same-name resources share a file, so a resource's documents are those whose
 * apiVersion, kind, namespace and name match; the last is its final state. Targets of
 * mutate-existing rules land in the same files and never match a checked object.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { ResourceRef } from '../../model/result.js';

export type JsonObject = Record<string, unknown>;

/** Every document Kyverno wrote into one output folder. */
export interface WrittenObjects {
  /** The documents written for `resource` (as declared: an empty namespace is `default`). */
  of(resource: ResourceRef): JsonObject[];
  /** Problems reading the folder, one sentence each. */
  problems: string[];
}

const MUTATED_FILE = /-mutated\.yaml$/;

export async function readWrittenObjects(dir: string): Promise<WrittenObjects> {
  const problems: string[] = [];
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    MUTATED_FILE.test(name),
  );
  const byName = new Map<string, JsonObject[]>();
  for (const name of names.sort()) {
    const text = await readFile(path.join(dir, name), 'utf8');
    const documents = parseWritten(text);
    if (documents === undefined) {
      problems.push(`the mutated objects Kyverno wrote to ${name} are not valid YAML`);
      continue;
    }
    for (const object of documents) {
      const key = nameOf(object);
      byName.set(key, [...(byName.get(key) ?? []), object]);
    }
  }
  return {
    problems,
    of: (resource) =>
      (byName.get(resource.name) ?? []).filter((object) => sameResource(object, resource)),
  };
}

/** The documents of one written file; undefined when any is not valid YAML. */
export function parseWritten(text: string): JsonObject[] | undefined {
  const objects: JsonObject[] = [];
  // Kyverno writes YAML with go.yaml.in/yaml/v3, which quotes every string YAML 1.1 would misread.
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) return undefined;
    const value: unknown = document.toJS();
    if (isObject(value)) objects.push(value);
  }
  return objects;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function field(object: unknown, key: string): string {
  const value = isObject(object) ? object[key] : undefined;
  return typeof value === 'string' ? value : '';
}

function nameOf(object: JsonObject): string {
  return field(object.metadata, 'name');
}

function sameResource(object: JsonObject, resource: ResourceRef): boolean {
  const namespace = field(object.metadata, 'namespace');
  return (
    field(object, 'apiVersion') === resource.apiVersion &&
    field(object, 'kind') === resource.kind &&
    (namespace === resource.namespace || (resource.namespace === '' && namespace === 'default'))
  );
}
