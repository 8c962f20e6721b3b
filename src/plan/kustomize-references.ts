import path from 'node:path';
import { parse } from 'yaml';
import { isData } from '../documents/data.js';

/** The file names Kustomize accepts for a kustomization, in its order of preference. */
export const KUSTOMIZATION_FILES = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export function isKustomizationFile(file: string): boolean {
  return KUSTOMIZATION_FILES.includes(path.posix.basename(file));
}

/** A workspace-relative file's folder, `''` for the workspace root. */
export const folderOf = (file: string): string => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
};

/**
 * Folder -> the kustomization file Kustomize reads there, of the files given: the first of its
 * names that exists (`KUSTOMIZATION_FILES`).
 */
export function kustomizationFileByFolder(files: Iterable<string>): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const file of files) {
    if (!isKustomizationFile(file)) continue;
    const folder = folderOf(file);
    const current = chosen.get(folder);
    const name = path.posix.basename(file);
    if (
      current === undefined ||
      KUSTOMIZATION_FILES.indexOf(name) < KUSTOMIZATION_FILES.indexOf(current)
    ) {
      chosen.set(folder, name);
    }
  }
  return chosen;
}

export interface Kustomization {
  kind: 'Kustomization' | 'Component';
  /** Local paths the kustomization names (resources, bases, components, patches, …), as written. */
  references: string[];
  /** Its `helmCharts`, which `kustomize build` inflates only with `--enable-helm`. */
  helmCharts?: HelmCharts;
}

/** Where a kustomization's `helmCharts` live, relative to its folder. */
export interface HelmCharts {
  /** `helmGlobals.chartHome` (default `charts`), where Kustomize pulls a chart with a `repo`. */
  chartHome: string;
  /** The folders of the charts it inflates from the checkout (entries without a `repo`). */
  localCharts: string[];
  /** Whether an entry has a `repo`: Kustomize pulls it into `chartHome` unless it is there. */
  pulls: boolean;
}

/** Fields whose value is a list of paths. */
const PATH_LISTS = [
  'resources',
  'bases',
  'components',
  'crds',
  'configurations',
  'generators',
  'transformers',
  'validators',
  'patchesStrategicMerge',
];
/** Fields whose value is a list of objects with a `path`. */
const PATH_OBJECTS = ['patches', 'patchesJson6902', 'replacements'];
const GENERATORS = ['configMapGenerator', 'secretGenerator'];

/** Reads a kustomization's kind and the local paths it names; undefined when it is not YAML. */
export function readKustomization(text: string): Kustomization | undefined {
  let data: unknown;
  try {
    data = parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  const references: string[] = [];
  const add = (value: unknown): void => {
    // Inline patches are YAML, not paths.
    if (typeof value !== 'string' || value.includes('\n') || isRemote(value)) return;
    if (value.trim() !== '') references.push(value.trim());
  };
  // Generator `files` may be `key=path`.
  const addFile = (value: unknown): void =>
    add(typeof value === 'string' ? value.slice(value.indexOf('=') + 1) : value);
  const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  const field = (value: unknown, key: string): unknown => (isData(value) ? value[key] : undefined);
  for (const key of PATH_LISTS) list(record[key]).forEach(add);
  for (const key of PATH_OBJECTS) list(record[key]).forEach((entry) => add(field(entry, 'path')));
  for (const key of GENERATORS) {
    for (const generator of list(record[key])) {
      list(field(generator, 'files')).forEach(addFile);
      list(field(generator, 'envs')).forEach(add);
      add(field(generator, 'env'));
    }
  }
  add(field(record.openapi, 'path'));
  const helmCharts = readHelmCharts(record);
  if (helmCharts) {
    helmCharts.localCharts.forEach(add);
    for (const chart of list(record.helmCharts)) {
      add(field(chart, 'valuesFile'));
      list(field(chart, 'additionalValuesFiles')).forEach(add);
    }
  }
  return {
    kind: record.kind === 'Component' ? 'Component' : 'Kustomization',
    references,
    ...(helmCharts && { helmCharts }),
  };
}

function readHelmCharts(record: Record<string, unknown>): HelmCharts | undefined {
  const charts = Array.isArray(record.helmCharts) ? record.helmCharts.filter(isData) : [];
  if (charts.length === 0) return undefined;
  const home = isData(record.helmGlobals) ? record.helmGlobals.chartHome : undefined;
  const chartHome = typeof home === 'string' && home.trim() !== '' ? home.trim() : 'charts';
  const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
  const local = charts.filter((chart) => text(chart.repo) === '' && text(chart.name) !== '');
  return {
    chartHome,
    localCharts: local.map((chart) => `${chartHome.replace(/\/+$/, '')}/${text(chart.name)}`),
    pulls: local.length < charts.length,
  };
}

/** Git URLs, `github.com/…` shorthands and HTTP resources are not files of the workspace. */
function isRemote(reference: string): boolean {
  return (
    /^[a-z][a-z0-9+.-]*:\/\//i.test(reference) ||
    /^(git@|github\.com\/|gitlab\.com\/|bitbucket\.org\/)/.test(reference) ||
    reference.includes('?ref=')
  );
}
