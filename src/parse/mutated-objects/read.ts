/**
 * The objects `kyverno apply -o <dir>` wrote: one `<metadata.name>-mutated.yaml` per resource
 * name, appended to once per mutate block (legacy policy, MutatingAdmissionPolicy, MutatingPolicy)
 * in processing order. Same-name resources share a file, so a resource's documents are those whose
 * apiVersion, kind, namespace and name match; the last is its final state. Targets of
 * mutate-existing rules land in the same files and never match a checked object.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import type { ResourceRef } from '../../model/result.js';

export type JsonObject = Record<string, unknown>;

/** The documents Kyverno wrote into one output folder, read on demand. */
export interface WrittenObjects {
  /** The documents written for `resource` (as declared: an empty namespace is `default`). */
  of(resource: ResourceRef): Promise<JsonObject[]>;
  /** Problems reading the folder so far, one sentence each. */
  problems: string[];
}

/**
 * Only the files of the names asked for are read (a run mutates few objects, and a file holds
 * only its name's objects), each once.
 */
export function readWrittenObjects(dir: string): WrittenObjects {
  const problems: string[] = [];
  const files = new Map<string, Promise<JsonObject[]>>();
  const read = async (name: string): Promise<JsonObject[]> => {
    const file = `${name}-mutated.yaml`;
    const text = await readFile(path.join(dir, file), 'utf8').catch(() => '');
    const documents = parseWritten(text);
    if (documents === undefined) {
      problems.push(`the mutated objects Kyverno wrote to ${file} are not valid YAML`);
      return [];
    }
    return documents;
  };
  return {
    problems,
    of: async (resource) => {
      // A name with a path separator could not be a file name Kyverno wrote.
      if (resource.name === '' || /[/\\]/.test(resource.name)) return [];
      let documents = files.get(resource.name);
      if (!documents) {
        documents = read(resource.name);
        files.set(resource.name, documents);
      }
      return (await documents).filter((object) => sameResource(object, resource));
    },
  };
}

/**
 * The documents of one written file; undefined when any is not valid YAML. Kyverno ends each
 * document with `\n---\n\n`, and most of a file's documents repeat the one before (a policy that
 * did not match): a repeated text is parsed once and gives the same object.
 */
export function parseWritten(text: string): JsonObject[] | undefined {
  const objects: JsonObject[] = [];
  const seen = new Map<string, JsonObject | null>();
  for (const source of text.split(/^---[ \t]*$/m)) {
    if (source.trim() === '') continue;
    let object = seen.get(source);
    if (object === undefined) {
      // Kyverno writes YAML with go.yaml.in/yaml/v3, which quotes every string YAML 1.1 would
      // misread: the default (1.2) schema reads it as written.
      let value: unknown;
      try {
        value = parse(source, { uniqueKeys: false, prettyErrors: false });
      } catch {
        return undefined;
      }
      object = isObject(value) ? value : null;
      seen.set(source, object);
    }
    if (object) objects.push(object);
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

function sameResource(object: JsonObject, resource: ResourceRef): boolean {
  const namespace = field(object.metadata, 'namespace');
  return (
    field(object, 'apiVersion') === resource.apiVersion &&
    field(object, 'kind') === resource.kind &&
    field(object.metadata, 'name') === resource.name &&
    (namespace === resource.namespace || (resource.namespace === '' && namespace === 'default'))
  );
}
