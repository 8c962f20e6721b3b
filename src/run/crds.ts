/**
 * The CustomResourceDefinitions Kyverno is given through `kyverno apply --crd-paths`: every CRD
 * the action sees (in the `crds` input, in all files the `manifests` globs select, in renders,
 * in charts' `crds/` folders), and the `--crd-paths` file of one run.
 *
 * Kyverno reference notes on `--crd-paths`, Kyverno 1.19.1. "Run:" marks what was run with the
 * binary (`kyverno apply <VAP> --resource=… --policy-report --output-format=json …`; the
 * isolation tests in test/integration/run/isolation.test.ts repeat the cases the action
 * relies on); the rest is read in its source (`cmd/cli/kubectl-kyverno/processor/
 * policy_processor.go`, `utils/common/common.go`, `data/data.go`).
 * - Why (run): with a ValidatingAdmissionPolicy (or a MutatingAdmissionPolicy) among the
 *   policies, Kyverno maps every object's kind to a resource first, whatever the policy matches.
 *   Offline it knows only the built-in kinds (and its own), so a custom resource stops the run:
 *   `Error: failed to apply policies on resource <name> (failed to map gvk to gvr
 *   <group>/<version>, Kind=<kind>: no matches for kind …)`, exit 1, no report for any object.
 *   ClusterPolicies need no mapping, and ValidatingPolicies guess the resource name.
 * - Run: `--crd-paths=<file>` with the CRD makes the policy evaluate the custom resource. The flag
 *   is a string slice of FILES (`--crd-path` is its deprecated alias): a folder fails with `CRD
 *   file must have .yaml or .yml extension: <abs path>`, so does a `.json` file, and a missing
 *   file with `CRD file does not exist at path: <abs path>`; both as an error of EVERY object
 *   (`failed to apply policies on resource <name> (…)`), since the file is read per object.
 * - Run: each path REPLACES the kinds of the previous one (`crdProcessor.UpdateResourceGroups`):
 *   with `--crd-paths=sm.yaml --crd-paths=cert.yaml` the ServiceMonitor still fails, with the two
 *   files' order swapped it maps. So all CRDs go into one multi-document file.
 * - Run: an `apiextensions.k8s.io/v1beta1` CRD is ignored (only v1 is decoded; other documents
 *   are skipped, logged at `-v=3`). Only served versions map.
 * - Kyverno reads that file again for every object of the run (`loadCrds` in
 *   `ApplyPoliciesOnResource`), even for objects of built-in kinds: the cost grows with the
 *   file's size times the run's objects. So a run gets only the CRDs of the kinds it holds, and
 *   objects of such kinds are batched apart from the others (see kyverno-apply.ts).
 * - For MutatingPolicies, the folder holding each path is read as a set of CRD files, in place of
 *   Kyverno's own CRDs (`openAPI()`): the file sits alone in a folder of its own.
 * - Older Kyverno: a run that answers `unknown flag: --crd-paths` is repeated with `--crd-path`,
 *   then without (not run against a 1.18 binary here).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, LineCounter, parseAllDocuments } from 'yaml';
import { applyError, type PolicyResult, type ResourceRef } from '../model/result.js';
import type { ParsedManifest } from '../documents/manifest-documents.js';
import { allManifestFiles, chartCrdFiles, crdInputFiles } from '../plan/crd-files.js';
import type { RenderOutput } from '../render/index.js';

export interface CrdDefinition {
  group: string;
  kind: string;
  plural: string;
  /** Versions the CRD serves. */
  served: string[];
  /** Workspace-relative file and 1-based line where it was found. */
  file: string;
  line: number;
  /** The document as one line of JSON, as the `--crd-paths` file holds it. */
  json: string;
}

export interface CrdCatalog {
  /** By `crdKey`; the first definition found wins. */
  definitions: Map<string, CrdDefinition>;
  /** Problems of the `crds` input. */
  errors: PolicyResult[];
}

const CRD_API = 'apiextensions.k8s.io/v1';
const MENTIONS_CRD =
  /kind:\s*["']?CustomResourceDefinition|"kind"\s*:\s*"CustomResourceDefinition"/;

export function crdKey(group: string, kind: string): string {
  return `${group}\u0000${kind}`;
}

const groupOf = (apiVersion: string): string =>
  apiVersion.includes('/') ? apiVersion.split('/')[0]! : '';

/** The definition of an object's kind, when a collected CRD defines it. */
export function definitionOf(
  catalog: CrdCatalog,
  resource: ResourceRef,
): CrdDefinition | undefined {
  const group = groupOf(resource.apiVersion);
  return group === '' ? undefined : catalog.definitions.get(crdKey(group, resource.kind));
}

/** A CRD document read into a definition; undefined for anything else. */
export function crdDefinition(
  object: unknown,
  file: string,
  line: number,
): CrdDefinition | undefined {
  if (!isRecord(object) || object.apiVersion !== CRD_API) return undefined;
  if (object.kind !== 'CustomResourceDefinition' || !isRecord(object.spec)) return undefined;
  const { group, names, versions } = object.spec;
  if (typeof group !== 'string' || !isRecord(names) || typeof names.kind !== 'string')
    return undefined;
  const served = (Array.isArray(versions) ? versions : [])
    .filter((version) => isRecord(version) && version.served === true)
    .map((version) => String((version as Record<string, unknown>).name));
  return {
    group,
    kind: names.kind,
    plural: typeof names.plural === 'string' ? names.plural : '',
    served,
    file,
    line,
    json: JSON.stringify(object),
  };
}

/** The CRDs of one file's text (any number of YAML documents). */
export function crdsInText(file: string, text: string): CrdDefinition[] {
  if (!MENTIONS_CRD.test(text)) return [];
  const lines = new LineCounter();
  const found: CrdDefinition[] = [];
  for (const document of parseAllDocuments(text, { lineCounter: lines })) {
    if (document.errors.length > 0 || !isMap(document.contents)) continue;
    const line = lines.linePos(document.contents.range[0]).line;
    const definition = crdDefinition(document.toJS(), file, line);
    if (definition) found.push(definition);
  }
  return found;
}

export interface CrdSources {
  workspace: string;
  /** The `crds` input. */
  crds: readonly string[];
  /** The `manifests` input: CRDs in files the scope left out count too. */
  manifestPatterns: readonly string[];
  manifests: readonly ParsedManifest[];
  rendered: readonly RenderOutput[];
}

/** Every CRD the action sees, the `crds` input first. */
export async function collectCrds(sources: CrdSources): Promise<CrdCatalog> {
  const catalog: CrdCatalog = { definitions: new Map(), errors: [] };
  const add = (definition: CrdDefinition): void => {
    const key = crdKey(definition.group, definition.kind);
    if (!catalog.definitions.has(key)) catalog.definitions.set(key, definition);
  };
  const readCrds = async (file: string): Promise<CrdDefinition[]> => {
    const text = await readFile(path.join(sources.workspace, file), 'utf8').catch(() => '');
    return crdsInText(file, text);
  };
  const given = await crdInputFiles(sources.workspace, sources.crds);
  catalog.errors.push(...given.errors);
  for (const file of given.files) {
    const found = await readCrds(file);
    if (found.length === 0) catalog.errors.push(noCrdError(file));
    found.forEach(add);
  }
  const parsed = new Set(sources.manifests.map((manifest) => manifest.file));
  for (const manifest of sources.manifests) {
    for (const document of manifest.documents) {
      const { resource, startLine } = document.object;
      if (resource.kind !== 'CustomResourceDefinition') continue;
      crdsInText(manifest.file, document.text).forEach((found) =>
        add({ ...found, line: startLine }),
      );
    }
  }
  for (const output of sources.rendered) {
    for (const document of output.documents) {
      if (document.object.resource.kind !== 'CustomResourceDefinition') continue;
      const found = crdsInText(document.file, document.text);
      found.forEach((definition) => add({ ...definition, line: document.object.line }));
    }
  }
  const charts = new Set(
    sources.rendered.filter((output) => output.render.tool === 'helm').map((o) => o.render.root),
  );
  for (const root of charts) {
    for (const file of await chartCrdFiles(sources.workspace, root))
      (await readCrds(file)).forEach(add);
  }
  const objects = [
    ...sources.manifests.flatMap((manifest) => manifest.documents),
    ...sources.rendered.flatMap((output) => output.documents),
  ];
  const wanting = objects.some(
    ({ object }) =>
      isCustomGroup(groupOf(object.resource.apiVersion)) && !definitionOf(catalog, object.resource),
  );
  // Reading every other manifest costs time: only when a custom resource still lacks its CRD.
  if (wanting && sources.manifestPatterns.length > 0) {
    const others = (await allManifestFiles(sources.workspace, sources.manifestPatterns)).filter(
      (file) => !parsed.has(file),
    );
    for (const file of others) (await readCrds(file)).forEach(add);
  }
  return catalog;
}

/** API groups Kubernetes and Kyverno serve themselves; a custom resource's group is another. */
const BUILT_IN_GROUPS = new Set(
  [
    'admissionregistration',
    'apiextensions',
    'apiregistration',
    'authentication',
    'authorization',
    'certificates',
    'coordination',
    'discovery',
    'events',
    'flowcontrol.apiserver',
    'internal.apiserver',
    'networking',
    'node',
    'rbac.authorization',
    'resource',
    'scheduling',
    'storage',
    'storagemigration',
  ].map((group) => `${group}.k8s.io`),
);
const KYVERNO_GROUPS = /(^|\.)kyverno\.io$|^wgpolicyk8s\.io$|^openreports\.io$/;

function isCustomGroup(group: string): boolean {
  return group.includes('.') && !BUILT_IN_GROUPS.has(group) && !KYVERNO_GROUPS.test(group);
}

/** True for an object of a custom group: its CRD may be looked for in other manifest files. */
export function isCustomResource(resource: { apiVersion: string }): boolean {
  return isCustomGroup(groupOf(resource.apiVersion));
}

function noCrdError(file: string): PolicyResult {
  return applyError({
    message:
      `crds: ${file} holds no CustomResourceDefinition (apiextensions.k8s.io/v1). Point the ` +
      '`crds` input at the files that define your custom resources.',
    reason: 'No CRD found',
    file,
    line: 1,
  });
}

/**
 * Writes the `--crd-paths` file of one run, alone in a folder of its own (see the notes above),
 * and returns its path.
 */
export async function writeCrdFile(
  folder: string,
  definitions: readonly CrdDefinition[],
): Promise<string> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'crds.yaml');
  await writeFile(file, `${definitions.map((definition) => definition.json).join('\n---\n')}\n`);
  return file;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
