/**
 * Which Helm charts (x values files) and Kustomize roots to render, and which of them the change
 * touches. Pure over a listing of the workspace and a file reader, so it is tested without disk.
 */
import path from 'node:path';
import picomatch from 'picomatch';
import type { RenderConfig } from '../inputs/config.js';
import type { PolicyResult, RenderRef } from '../model/result.js';
import { readChartYaml, type ChartInfo } from './chart.js';
import {
  isKustomizationFile,
  kustomizationFileByFolder,
  readKustomization,
} from './kustomize-references.js';
import { applyError } from '../model/result.js';
import {
  foldersOf,
  insideFolder,
  isGlob,
  selectRoots,
  splitPatterns,
  under,
  workspaceBase,
  type Patterns,
} from './render-patterns.js';

export interface HelmRender {
  tool: 'helm';
  /** Workspace-relative chart folder. */
  root: string;
  chart: ChartInfo;
  release: string;
  /** Workspace-relative values file; absent: the chart's defaults. */
  values?: string;
}

export interface KustomizeRender {
  tool: 'kustomize';
  /** Workspace-relative folder of the kustomization. */
  root: string;
  /** Workspace-relative kustomization file in `root`. */
  file: string;
  /** Present when a kustomization of the build inflates Helm charts (`helmCharts`). */
  helm?: {
    /** Workspace-relative folders Kustomize may pull charts into (removed again afterwards). */
    chartHomes: string[];
  };
}

export type Render = HelmRender | KustomizeRender;

export interface RenderPlan {
  /** The renders to run (in scope), in a stable order. */
  renders: Render[];
  /** How many renders the inputs select before narrowing to the change. */
  total: number;
  /** Bad inputs, one `error` result each. */
  errors: PolicyResult[];
  warnings: string[];
  /**
   * True for a file that reaches Kyverno only rendered: anything under a selected chart folder,
   * and the sources of a selected kustomization (its kustomization files stay with the raw
   * manifests, which skip them with their reason).
   */
  isRenderedSource: (file: string) => boolean;
}

export interface RenderPlanInput {
  workspace: string;
  config: RenderConfig;
  /** Every file of the workspace, workspace-relative with `/` separators. */
  files: readonly string[];
  /** Reads a workspace-relative file; undefined when it cannot be read. */
  read: (file: string) => Promise<string | undefined>;
  /** Changed (and removed) workspace-relative files; undefined means everything is in scope. */
  changed?: readonly string[];
}

/** Whether the inputs name any chart or kustomization to render. */
export function renderRef(render: Render): RenderRef {
  return render.tool === 'helm' && render.values !== undefined
    ? { tool: render.tool, root: render.root, values: render.values }
    : { tool: render.tool, root: render.root };
}

/** `chart (values file)` or the kustomization folder: how logs and reports name a render. */
export function describeRender(render: Render): string {
  const what = render.tool === 'helm' ? 'chart' : 'kustomization';
  const values = render.tool === 'helm' && render.values ? ` (${render.values})` : '';
  return `${what} ${render.root}${values}`;
}

/** Plans the renders the inputs ask for; see RenderPlan. */
export async function planRenders(input: RenderPlanInput): Promise<RenderPlan> {
  const warnings: string[] = [];
  const errors: PolicyResult[] = [];
  const folders = foldersOf(input.files);
  const fileSet = new Set(input.files);
  const { planned: helm, folders: chartFolders } = await planCharts(
    input,
    folders,
    warnings,
    errors,
  );
  const kustomize = await planKustomizations(input, folders, fileSet, warnings, errors);
  // Exactly the files a kustomization names (not whole folders: a folder may hold others).
  const kustomizeFiles = new Set(kustomize.flatMap((entry) => [...entry.uses.files]));
  const isRenderedSource = (file: string): boolean =>
    chartFolders.some((folder) => under(folder, file)) ||
    (!isKustomizationFile(file) && kustomizeFiles.has(file));

  const changed = input.changed;
  const touches = (folderList: readonly string[], fileList: ReadonlySet<string>): boolean =>
    changed === undefined ||
    changed.some((file) => fileList.has(file) || folderList.some((folder) => under(folder, file)));
  const renders: Render[] = [
    ...helm.filter((chart) => touches([chart.render.root], new Set())).map((chart) => chart.render),
    ...kustomize
      .filter((entry) => touches(entry.uses.folders, entry.uses.files))
      .map((entry) => entry.render),
  ];
  return {
    renders,
    total: helm.length + kustomize.length,
    errors,
    warnings: [...new Set(warnings)],
    isRenderedSource,
  };
}

async function planCharts(
  input: RenderPlanInput,
  folders: ReadonlySet<string>,
  warnings: string[],
  errors: PolicyResult[],
): Promise<{ planned: { render: HelmRender }[]; folders: string[] }> {
  const { config } = input;
  if (config.helmCharts.length === 0) return { planned: [], folders: [] };
  const marked = new Map<string, string>();
  for (const file of input.files) {
    if (path.posix.basename(file) === 'Chart.yaml') marked.set(dirOf(file), 'Chart.yaml');
  }
  const patterns = splitPatterns(
    config.helmCharts,
    warnings,
    workspaceBase(input.workspace, 'helm-charts'),
  );
  const selection = selectRoots(patterns, marked, folders, warnings, 'helm-charts');
  for (const folder of selection.unmarked) {
    errors.push(
      applyError({
        message:
          `helm-charts: ${folder || '.'} has no Chart.yaml, so it is not a Helm chart and was not ` +
          'rendered. Name the folder that holds Chart.yaml, or remove it from `helm-charts`.',
        reason: 'Not a Helm chart',
        file: folder || '.',
        line: 1,
      }),
    );
  }
  // A chart inside another selected chart is its subchart: it renders with its parent.
  const roots = selection.roots.filter(
    (folder) => !selection.roots.some((outer) => outer !== folder && under(outer, folder)),
  );
  const valueFiles = splitPatterns(config.helmValues, warnings, {
    input: 'helm-values',
    relative: insideFolder,
    inside: 'its chart folder',
  });
  const planned: { render: HelmRender }[] = [];
  for (const root of roots) {
    const chartFile = root === '' ? 'Chart.yaml' : `${root}/Chart.yaml`;
    const text = await input.read(chartFile);
    const reading =
      text === undefined ? { problem: 'cannot be read', line: 1 } : readChartYaml(text);
    if ('problem' in reading) {
      errors.push({
        ...applyError({
          message: `${chartFile} ${reading.problem}: the chart was not rendered. Fix Chart.yaml.`,
          reason: 'Invalid Chart.yaml',
          file: chartFile,
          line: reading.line,
        }),
        render: { tool: 'helm', root },
      });
      continue;
    }
    if (reading.chart.library) {
      warnings.push(
        `helm-charts: ${root || '.'} is a library chart (\`type: library\` in ${chartFile}): ` +
          'Helm renders it only through the charts that depend on it, so it was not rendered on ' +
          'its own.',
      );
      continue;
    }
    const release = config.helmReleaseName ?? reading.chart.name;
    const values = valuesFilesOf(root, input.files, valueFiles);
    const base = { tool: 'helm' as const, root, chart: reading.chart, release };
    if (values.length === 0) planned.push({ render: base });
    for (const file of values) planned.push({ render: { ...base, values: file } });
  }
  // A folder named as a chart is never checked raw, even when it is not one (it is an error).
  return { planned, folders: [...selection.roots, ...selection.unmarked] };
}

/** The chart's files matching the values globs (relative to the chart folder), sorted. */
function valuesFilesOf(root: string, files: readonly string[], patterns: Patterns): string[] {
  if (patterns.include.length === 0) return [];
  const included = picomatch(patterns.include, { dot: true });
  const excluded =
    patterns.exclude.length > 0 ? picomatch(patterns.exclude, { dot: true }) : () => false;
  const prefix = root === '' ? '' : `${root}/`;
  return files
    .filter((file) => file.startsWith(prefix))
    .filter((file) => {
      const relative = file.slice(prefix.length);
      return included(relative) && !excluded(relative);
    })
    .sort();
}

interface KustomizeUses {
  /** The root folder and every local folder it references, transitively: a change there counts. */
  folders: string[];
  /** Every file it references, transitively. */
  files: Set<string>;
}

async function planKustomizations(
  input: RenderPlanInput,
  folders: ReadonlySet<string>,
  fileSet: ReadonlySet<string>,
  warnings: string[],
  errors: PolicyResult[],
): Promise<{ render: KustomizeRender; uses: KustomizeUses }[]> {
  if (input.config.kustomizations.length === 0) return [];
  const marked = kustomizationFileByFolder(input.files);
  const patterns = splitPatterns(
    input.config.kustomizations,
    warnings,
    workspaceBase(input.workspace, 'kustomizations'),
  );
  const selection = selectRoots(patterns, marked, folders, warnings, 'kustomizations');
  for (const folder of selection.unmarked) {
    errors.push(
      applyError({
        message:
          `kustomizations: ${folder || '.'} has no kustomization.yaml, so there is nothing to build. ` +
          'Name a folder that holds a kustomization, or remove it from `kustomizations`.',
        reason: 'Not a kustomization',
        file: folder || '.',
        line: 1,
      }),
    );
  }
  const literal = new Set(patterns.include.filter((pattern) => !isGlob(pattern)));
  const cache = new Map<string, Promise<ReturnType<typeof readKustomization>>>();
  const kustomizationAt = (folder: string) => {
    const name = marked.get(folder);
    if (name === undefined) return Promise.resolve(undefined);
    const file = join(folder, name);
    if (!cache.has(file))
      cache.set(
        file,
        input.read(file).then((text) => (text === undefined ? undefined : readKustomization(text))),
      );
    return cache.get(file)!;
  };
  const planned: { render: KustomizeRender; uses: KustomizeUses }[] = [];
  for (const root of selection.roots) {
    const file = join(root, marked.get(root)!);
    const kustomization = await kustomizationAt(root);
    if (kustomization?.kind === 'Component') {
      // A glob may sweep up components, which only build inside a kustomization that uses them.
      if (literal.has(root)) {
        errors.push(
          applyError({
            message:
              `kustomizations: ${file} is a Kustomize Component, which cannot be built on its own. ` +
              'List the kustomization that uses it instead.',
            reason: 'Not a kustomization',
            file,
            line: 1,
          }),
        );
      }
      continue;
    }
    const uses: KustomizeUses = { folders: [root], files: new Set() };
    let helm: KustomizeRender['helm'];
    const queue = [root];
    while (queue.length > 0) {
      const folder = queue.shift()!;
      const kustomization = await kustomizationAt(folder);
      const charts = kustomization?.helmCharts;
      if (charts) {
        helm ??= { chartHomes: [] };
        const home = path.posix.normalize(join(folder, charts.chartHome));
        const inside = !path.posix.isAbsolute(charts.chartHome) && !home.startsWith('..');
        const fresh = inside && home !== '.' && !helm.chartHomes.includes(home);
        if (charts.pulls && fresh) helm.chartHomes.push(home);
      }
      const references = kustomization?.references ?? [];
      for (const reference of references) {
        const target = path.posix.normalize(join(folder, reference.replace(/\\/g, '/')));
        if (target.startsWith('../') || target === '..') continue;
        const resolved = target === '.' ? '' : target.replace(/\/+$/, '');
        if (fileSet.has(resolved)) uses.files.add(resolved);
        else if (folders.has(resolved) && !uses.folders.includes(resolved)) {
          uses.folders.push(resolved);
          queue.push(resolved);
        }
      }
    }
    planned.push({ render: { tool: 'kustomize', root, file, ...(helm && { helm }) }, uses });
  }
  return planned;
}

const dirOf = (file: string): string => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
};
const join = (folder: string, name: string): string => (folder === '' ? name : `${folder}/${name}`);
