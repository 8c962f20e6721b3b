/**
 * The `kyverno-production` pack's cross-object checks over plain manifests: each manifest file
 * is one set of objects, and results are placed like Kyverno's own apply results.
 */
import { parse } from 'yaml';
import { locateResults } from '../locate/manifest.js';
import type { PolicyResult } from '../model/result.js';
import type { ParsedManifest } from '../plan/manifest-documents.js';
import { checkAdmissionControllerBudgets, type SetObject } from './kyverno-install.js';

/** The results of the cross-object checks over the Kubernetes objects of one manifest file. */
export function checkManifestSet(manifest: ParsedManifest): PolicyResult[] {
  const objects: SetObject[] = manifest.documents.map((document) => ({
    resource: document.object.resource,
    // The text parsed cleanly already: as a YAML 1.1 document, or as JSON for a List item.
    value: parse(document.text, { version: '1.1' }) as unknown,
  }));
  const results = checkAdmissionControllerBudgets(objects);
  if (results.length === 0) return [];
  const declared = manifest.documents.map((document) => ({
    file: manifest.file,
    object: document.object,
  }));
  return locateResults(results, declared).results;
}
