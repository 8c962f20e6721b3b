/**
 * What Kyverno would change at admission, in the neutral model. The apply stage fills it from
 * Kyverno's own mutated objects (`kyverno apply -o <dir>`); reporters, the suggestions and
 * `--fix` read only this.
 */
import type { RenderRef, ResourceRef } from './result.js';

/** One RFC 6902 operation. */
export interface JsonPatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  /** JSON pointer into the checked object. */
  path: string;
  value?: unknown;
  from?: string;
}

/** A policy rule that changed the object (`rule` is empty for rule-less policies). */
export interface MutationMaker {
  policy: string;
  rule: string;
}

/**
 * One resource that Kyverno's policies change: the whole change, from the object as checked to
 * Kyverno's mutated object, with only what the policies changed (not, e.g., the
 * `namespace: default` the CLI writes into objects without one).
 */
export interface MutatedResource {
  resource: ResourceRef;
  /** Workspace-relative file of the checked object (the template or source for a render). */
  file: string;
  /** 1-based line of the object (its `metadata.name`, as results use). */
  line: number;
  /** 0-based YAML document index in `file`; absent for rendered objects. */
  documentIndex?: number;
  /** Set when the object came from a Helm render or a Kustomize build. */
  render?: RenderRef;
  /** Every policy rule that changed it, in Kyverno's order. */
  makers: MutationMaker[];
  /** Checked object -> mutated object; never empty (an unchanged object is not listed). */
  patch: JsonPatchOperation[];
  /** Kyverno's mutated object, with only the policies' changes applied to the checked object. */
  mutated: Record<string, unknown>;
  /**
   * The change as a unified YAML diff (hunks only, no file header), checked (`-`) to mutated
   * (`+`): reporters cannot rebuild the checked object from `patch` (a replace drops the old value).
   */
  diff?: string;
}
