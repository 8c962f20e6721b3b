/**
 * The `kyverno-production` pack's cross-object checks over one set of objects (one manifest file,
 * or one render), placed like Kyverno's own apply results.
 */
import { parse } from 'yaml';
import { locateResults, type DeclaredObject } from '../locate/manifest.js';
import type { PolicyResult } from '../model/result.js';
import type { ManifestDocument } from '../documents/manifest-documents.js';
import { checkAdmissionControllerBudgets, type SetObject } from './kyverno-install.js';

/** The objects of one manifest file or one render, and where each was declared (same order). */
export interface ObjectSet {
  documents: readonly Pick<ManifestDocument, 'text' | 'object'>[];
  declared: readonly DeclaredObject[];
}

/** The results of the cross-object checks over one set, each at its object's declaration. */
export function checkObjectSet(set: ObjectSet): PolicyResult[] {
  const objects: SetObject[] = set.documents.map((document) => ({
    resource: document.object.resource,
    // The text parsed cleanly already: as a YAML 1.1 document, or as JSON for a List item.
    value: parse(document.text, { version: '1.1' }) as unknown,
  }));
  const results = checkAdmissionControllerBudgets(objects);
  return results.length === 0 ? [] : locateResults(results, set.declared).results;
}
