/**
 * What refers to what, for detection: which kustomizations are roots (no other kustomization
 * references them) and which files each root reaches, and which files the test suites list.
 */
import path from 'node:path';
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import {
  kustomizationFileByFolder,
  readKustomization,
  type Kustomization,
} from '../plan/kustomize-references.js';

const dirOf = (file: string): string => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
};
const join = (folder: string, name: string): string => (folder === '' ? name : `${folder}/${name}`);

/** `reference` (relative to `folder`) as a workspace-relative path; undefined when it leaves it. */
export function resolveReference(folder: string, reference: string): string | undefined {
  const target = path.posix.normalize(join(folder, reference.replace(/\\/g, '/')));
  if (target === '..' || target.startsWith('../') || path.posix.isAbsolute(target))
    return undefined;
  return target === '.' ? '' : target.replace(/\/+$/, '');
}

export interface KustomizeGraph {
  /** Folders of the kustomizations no other kustomization references, sorted (Components left out). */
  roots: string[];
  /** Component folders no kustomization uses: they cannot be built on their own. */
  unusedComponents: string[];
  /**
   * Every file a root (or an unused Component) reaches, kustomization files included,
   * transitively: these are built, not checked as plain manifests.
   */
  reached: Set<string>;
  /** The files each root reaches (as in `reached`), by root folder. */
  reachedBy: Map<string, Set<string>>;
  /** Kustomization files that are not YAML. */
  unreadable: string[];
  /** Chart folders a kustomization's `helmCharts` inflates -> that kustomization's folder. */
  inflatedCharts: Map<string, string>;
}

/**
 * Builds the graph from the kustomization files of the tree (`files` is the whole listing;
 * `read` returns a file's text). Kustomize takes the first of its file names in a folder.
 */
export async function kustomizeGraph(
  files: readonly string[],
  fileSet: ReadonlySet<string>,
  read: (file: string) => Promise<string | undefined>,
): Promise<KustomizeGraph> {
  const marked = kustomizationFileByFolder(files);
  const parsed = new Map<string, Kustomization>();
  const unreadable: string[] = [];
  await Promise.all(
    [...marked].map(async ([folder, name]) => {
      const text = await read(join(folder, name));
      const kustomization = text === undefined ? undefined : readKustomization(text);
      if (kustomization) parsed.set(folder, kustomization);
      else unreadable.push(join(folder, name));
    }),
  );
  const referenced = new Set<string>();
  const edges = new Map<string, { folders: string[]; files: string[] }>();
  const inflatedCharts = new Map<string, string>();
  for (const [folder, kustomization] of parsed) {
    for (const chart of kustomization.helmCharts?.localCharts ?? []) {
      const target = resolveReference(folder, chart);
      if (target !== undefined && !inflatedCharts.has(target)) inflatedCharts.set(target, folder);
    }
    const edge = { folders: [] as string[], files: [] as string[] };
    for (const reference of kustomization.references) {
      const target = resolveReference(folder, reference);
      if (target === undefined || target === folder) continue;
      if (fileSet.has(target)) edge.files.push(target);
      else if (marked.has(target)) {
        edge.folders.push(target);
        referenced.add(target);
      }
    }
    edges.set(folder, edge);
  }
  const roots: string[] = [];
  const unusedComponents: string[] = [];
  for (const [folder, kustomization] of parsed) {
    if (referenced.has(folder)) continue;
    (kustomization.kind === 'Component' ? unusedComponents : roots).push(folder);
  }
  /** The kustomization files and files `starts` reach, following folder references. */
  const reach = (starts: readonly string[]): Set<string> => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const folder = queue.pop()!;
      if (seen.has(folder)) continue;
      seen.add(folder);
      files.add(join(folder, marked.get(folder)!));
      const edge = edges.get(folder);
      edge?.files.forEach((file) => files.add(file));
      edge?.folders.forEach((next) => queue.push(next));
    }
    return files;
  };
  const reachedBy = new Map(roots.map((root) => [root, reach([root])]));
  // An unused Component's files are kustomize sources too, never plain manifests.
  const reached = reach(unusedComponents);
  for (const files of reachedBy.values()) files.forEach((file) => reached.add(file));
  return {
    roots: roots.sort(),
    unusedComponents: unusedComponents.sort(),
    reached,
    reachedBy,
    unreadable: unreadable.sort(),
    inflatedCharts,
  };
}

/** Fields of a test suite naming one file, or a list of files, besides its policies. */
const SUITE_FILE_FIELDS = ['variables', 'userinfo', 'context'];
const SUITE_LIST_FIELDS = [
  'resources',
  'targetResources',
  'exceptions',
  'paramResources',
  'clusterResources',
  'jsonPayloads',
  'httpPayloads',
  'envoyPayloads',
];
const RESULT_FILE_FIELDS = ['patchedResources', 'generatedResource', 'cloneSourceResource'];
const RESULT_LIST_FIELDS = ['generatedResources'];

export interface SuiteFiles {
  /** Workspace-relative files the suite names as its policies. */
  policies: string[];
  /** Every other file it names: resources, values, patched and generated resources, … */
  listed: string[];
}

/** The files a `kyverno-test.yaml` names, relative to its folder made workspace-relative. */
export function suiteFiles(suiteFile: string, text: string): SuiteFiles {
  const files: SuiteFiles = { policies: [], listed: [] };
  const document = parseDocument(text);
  const root = document.contents;
  if (document.errors.length > 0 || !isMap(root)) return files;
  const folder = dirOf(suiteFile);
  const add = (into: string[], value: unknown): void => {
    if (typeof value !== 'string' || value.trim() === '' || /^https?:\/\//i.test(value)) return;
    const resolved = resolveReference(folder, value.trim());
    if (resolved !== undefined) into.push(resolved);
  };
  const each = (map: YAMLMap, key: string, into: string[]): void => {
    const node = map.get(key, true);
    if (isSeq(node)) node.items.forEach((item) => add(into, (item as { value?: unknown })?.value));
  };
  each(root, 'policies', files.policies);
  for (const key of SUITE_LIST_FIELDS) each(root, key, files.listed);
  for (const key of SUITE_FILE_FIELDS) add(files.listed, root.get(key));
  const results = root.get('results', true);
  if (isSeq(results)) {
    for (const result of results.items) {
      if (!isMap(result)) continue;
      for (const key of RESULT_FILE_FIELDS) add(files.listed, result.get(key));
      for (const key of RESULT_LIST_FIELDS) each(result, key, files.listed);
    }
  }
  return files;
}
