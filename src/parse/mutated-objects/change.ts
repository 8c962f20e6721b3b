/**
 * What Kyverno's policies changed in one object: from the object as checked to the last document
 * Kyverno wrote for it, without what the CLI itself writes into every object.
 */
import { applyPatch, createPatch } from 'rfc6902';
import type { JsonPatchOperation } from '../../model/mutation.js';
import { isObject, type JsonObject } from './read.js';
import { yamlDiff } from './yaml-diff.js';

export interface ObjectChange {
  /** Checked object -> final object; never empty. */
  patch: JsonPatchOperation[];
  /** The checked object with `patch` applied (its key order, new keys last). */
  mutated: JsonObject;
  /**
   * The change of each written document that changed the object, from the one before it (the
   * first from the checked object), in Kyverno's processing order.
   */
  steps: JsonPatchOperation[][];
  /** `yamlDiff` of checked and mutated. */
  diff: string;
}

/** The change Kyverno's documents make to `checked`; undefined when they change nothing. */
export function changeOf(
  checked: JsonObject,
  written: readonly JsonObject[],
): ObjectChange | undefined {
  const before = plain(checked);
  // A repeated document is the same object (parseWritten): it adds no step.
  const distinct = written.filter((object, index) => object !== written[index - 1]);
  const states = distinct.map((object) => withoutCliChanges(before, object));
  const last = states.at(-1);
  if (!last) return undefined;
  const operations = createPatch(before, last);
  if (operations.length === 0) return undefined;
  const steps: JsonPatchOperation[][] = [];
  let previous = before;
  for (const state of states) {
    // One state: its step is the whole change, already computed.
    const step = (
      states.length === 1 ? [...operations] : createPatch(previous, state)
    ) as JsonPatchOperation[];
    if (step.length > 0) steps.push(step);
    previous = state;
  }
  const mutated = structuredClone(before);
  applyPatch(mutated, operations);
  return {
    patch: operations as JsonPatchOperation[],
    mutated,
    steps,
    diff: yamlDiff(before, mutated),
  };
}

/** A JSON copy of the checked object: what Kyverno read (no Dates, no undefined). */
function plain(object: JsonObject): JsonObject {
  return JSON.parse(JSON.stringify(object)) as JsonObject;
}

/**
 * `written` without the changes the CLI makes to every object it reads, whatever the policies
 * do: it writes `metadata.namespace: default` into an object that has no namespace (checked with
 * Kyverno 1.19.1, test/integration/mutate/).
 */
export function withoutCliChanges(checked: JsonObject, written: JsonObject): JsonObject {
  const metadata = written.metadata;
  const declared = isObject(checked.metadata) ? checked.metadata : {};
  if (isObject(metadata) && !('namespace' in declared) && metadata.namespace === 'default') {
    const rest = { ...metadata };
    delete rest.namespace;
    return { ...written, metadata: rest };
  }
  return written;
}
