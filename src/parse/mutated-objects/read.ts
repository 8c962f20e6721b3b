/**
 * The objects `kyverno apply -o <dir>` wrote: one `<metadata.name>-mutated.yaml` per resource
 * name, appended to once per mutate block (legacy policy, MutatingAdmissionPolicy, MutatingPolicy)
 * in processing order. Same-name resources share a file, so a resource's documents are those whose
 * apiVersion, kind, namespace and name match; the last is its final state. Targets of
 * mutate-existing rules land in the same files and never match a checked object.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ResourceRef } from '../../model/result.js';
import { parseMachineYaml } from './machine-yaml.js';

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
 * only its name's objects), each once, and indexed by identity: same-name objects in many
 * namespaces share one file, and each lookup reads only its own documents.
 */
export function readWrittenObjects(dir: string): WrittenObjects {
  const problems: string[] = [];
  const files = new Map<string, Map<string, Written[]>>();
  const read = (name: string): Map<string, Written[]> => {
    const file = `${name}-mutated.yaml`;
    // Read synchronously: these files are small and many, and fs/promises' readFile costs
    // several times the CPU of readFileSync per file (1000 mutated objects, one file each).
    let text = '';
    try {
      text = readFileSync(path.join(dir, file), 'utf8');
    } catch {
      // No file: Kyverno wrote no object of this name.
    }
    const documents = parseWritten(text);
    if (documents === undefined) {
      problems.push(`the mutated objects Kyverno wrote to ${file} are not valid YAML`);
    }
    const index = new Map<string, Written[]>();
    (documents ?? []).forEach((object, position) => {
      const key = writtenKey(object);
      const same = index.get(key);
      if (same) same.push({ object, position });
      else index.set(key, [{ object, position }]);
    });
    return index;
  };
  return {
    problems,
    of: async (resource) => {
      // A name with a path separator could not be a file name Kyverno wrote.
      if (resource.name === '' || /[/\\]/.test(resource.name)) return [];
      let index = files.get(resource.name);
      if (!index) {
        index = read(resource.name);
        files.set(resource.name, index);
      }
      const own = index.get(identityKey(resource, resource.namespace)) ?? [];
      // Kyverno writes `namespace: default` into an object declared without one.
      const defaulted =
        resource.namespace === '' ? (index.get(identityKey(resource, 'default')) ?? []) : [];
      const found = defaulted.length === 0 ? own : [...own, ...defaulted];
      if (own.length > 0 && defaulted.length > 0) found.sort((a, b) => a.position - b.position);
      return found.map((written) => written.object);
    },
  };
}

/** A document of a written file and its place in the file. */
interface Written {
  object: JsonObject;
  position: number;
}

const identityKey = (resource: ResourceRef, namespace: string): string =>
  [resource.apiVersion, resource.kind, namespace, resource.name].join('\u0000');

const writtenKey = (object: JsonObject): string =>
  [
    field(object, 'apiVersion'),
    field(object, 'kind'),
    field(object.metadata, 'namespace'),
    field(object.metadata, 'name'),
  ].join('\u0000');

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
      // misread: the default (1.2) schema reads it as written. Most documents are in the subset
      // the fast reader knows; it gives the same value as `parse`, or nothing.
      let value: unknown = parseMachineYaml(source);
      if (value === undefined) {
        try {
          value = parse(source, { uniqueKeys: false, prettyErrors: false });
        } catch {
          return undefined;
        }
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
