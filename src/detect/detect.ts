/**
 * The rules of auto-detection over git's listing of the tree: policies, suites, charts (not the
 * ones vendored inside another chart), kustomization roots, and every other YAML document holding
 * a Kubernetes object as a manifest, minus what is checked another way.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { DetectionReport, NotChecked } from '../model/detection.js';
import { isKustomizationFile } from '../plan/kustomize-references.js';
import { policyKindRole } from '../documents/policy-info.js';
import type { ProcessRunner } from '../process/run-process.js';
import {
  documentHeads,
  isYamlName,
  MAX_YAML_BYTES,
  readForDetection,
  type DocumentHead,
  type SkippedFile,
} from './documents.js';
import { kustomizeGraph, suiteFiles } from './references.js';
import { listTree } from './tree.js';

export interface DetectOptions {
  /** The suites' file name (`test-file-name`). */
  testFileName: string;
  runner?: ProcessRunner;
  maxBytes?: number;
}

/** The files behind each chart and kustomization root found, by its folder. */
export interface DetectedSources {
  'helm-charts': ReadonlyMap<string, readonly string[]>;
  kustomizations: ReadonlyMap<string, ReadonlySet<string>>;
}

export type Detected = Omit<DetectionReport, 'used' | 'notices' | 'configFile'> & {
  /** Not part of the report: what applyDetection needs to avoid checking a file twice. */
  sources?: DetectedSources;
};

/** API groups of tools' own files that look like objects but are never applied to a cluster. */
const TOOL_GROUPS = new Set([
  'cli.kyverno.io',
  'chainsaw.kyverno.io',
  'kustomize.config.k8s.io',
  'kind.x-k8s.io',
  'skaffold',
]);

const groupOf = (apiVersion: string): string =>
  apiVersion.includes('/') ? apiVersion.split('/')[0]! : '';
const dirOf = (file: string): string => {
  const dir = path.posix.dirname(file);
  return dir === '.' ? '' : dir;
};
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const isHidden = (file: string): boolean => file.startsWith('.') || file.includes('/.');

/** The nearest of `folders` holding `file` (or being it), walking up; undefined when none. */
function enclosing(folders: ReadonlySet<string>, file: string): string | undefined {
  for (let dir = dirOf(file); ; dir = dirOf(dir)) {
    if (folders.has(dir)) return dir;
    if (dir === '') return undefined;
  }
}

const isObject = (head: DocumentHead): boolean =>
  head.apiVersion !== '' && head.kind !== '' && !TOOL_GROUPS.has(groupOf(head.apiVersion));

export async function detect(workspace: string, options: DetectOptions): Promise<Detected> {
  const listing = await listTree(workspace, options.runner);
  const empty = { policies: [], tests: [], 'helm-charts': [], kustomizations: [], manifests: [] };
  const detected: Detected = {
    files: listing.files.length,
    found: empty,
    notChecked: [],
    skipped: [],
    leftOut: { suiteFiles: 0, chartFiles: 0, kustomizeSources: 0, hidden: 0, hiddenPolicies: 0 },
  };
  if ('problem' in listing) return { ...detected, problem: listing.problem };
  const files = listing.files.filter((file) => !file.startsWith('.github/'));
  const fileSet = new Set(files);
  const realWorkspace = await realpath(workspace).catch(() => workspace);
  const skipped: SkippedFile[] = [];
  const texts = new Map<string, string | undefined>();
  const readNow = (file: string): string | undefined => {
    if (texts.has(file)) return texts.get(file);
    const outcome = readForDetection(
      workspace,
      realWorkspace,
      file,
      options.maxBytes ?? MAX_YAML_BYTES,
    );
    if (outcome && 'skipped' in outcome) skipped.push({ file, reason: outcome.skipped });
    const text = outcome && 'text' in outcome ? outcome.text : undefined;
    texts.set(file, text);
    return text;
  };
  const read = (file: string): Promise<string | undefined> => Promise.resolve(readNow(file));

  const charts = charted(files);
  const notChecked: NotChecked[] = [...charts.nested];
  const inChart = (file: string): string | undefined => enclosing(charts.all, file);

  const chartRoots = new Set(charts.roots);
  const chartFiles = new Map<string, string[]>(charts.roots.map((root) => [root, []]));
  const outsideCharts: string[] = [];
  for (const file of files) {
    if (inChart(file) === undefined) outsideCharts.push(file);
    else chartFiles.get(enclosing(chartRoots, file)!)!.push(file);
  }
  const graph = await kustomizeGraph(outsideCharts.filter(isKustomizationFile), fileSet, read);
  const inflated = (root: string): string | undefined => graph.inflatedCharts.get(root);
  for (const root of charts.roots.filter((chart) => inflated(chart) !== undefined)) {
    notChecked.push({
      what: 'chart',
      path: root || '.',
      reason: `inflated by the kustomization ${inflated(root) || '.'} (its helmCharts): rendered with it`,
    });
  }
  for (const folder of graph.unusedComponents) {
    notChecked.push({
      what: 'kustomization',
      path: folder || '.',
      reason: 'a Kustomize Component no kustomization uses; it cannot be built on its own',
    });
  }

  const suites = outsideCharts.filter((file) => path.posix.basename(file) === options.testFileName);
  const listedBy = new Map<string, string>();
  for (const suite of suites) {
    const text = readNow(suite);
    if (text === undefined) continue;
    for (const file of suiteFiles(suite, text).listed) {
      if (!listedBy.has(file)) listedBy.set(file, suite);
    }
  }

  const candidates = files.filter(
    (file) =>
      isYamlName(file) &&
      !isKustomizationFile(file) &&
      path.posix.basename(file) !== options.testFileName,
  );
  const heads = candidates.map((file) => {
    const text = readNow(file);
    // Texts are not kept: only the kustomizations' and suites' are needed again.
    texts.delete(file);
    return text === undefined ? [] : documentHeads(text);
  });
  const policies: string[] = [];
  const manifests: string[] = [];
  const holdingObjects = new Set<string>();
  candidates.forEach((file, index) => {
    const docs = heads[index]!;
    const roles = docs.map((head) => policyKindRole(head.apiVersion, head.kind));
    const chart = inChart(file);
    if (docs.some(isObject)) holdingObjects.add(file);
    if (roles.some((role) => role !== undefined)) {
      const policy = roles.some((role) => role === 'policy' || role === 'cleanup');
      if (!policy) return;
      const suite = listedBy.get(file);
      const foreign = docs.find((head, at) => roles[at] === undefined && isObject(head));
      // Kyverno skips hidden files and folders in a folder it loads: what lies there (a
      // `.chainsaw-test/` assertion that a policy is ready, say) is a tool's file.
      if (isHidden(file)) detected.leftOut.hiddenPolicies += 1;
      else if (chart !== undefined) {
        notChecked.push({
          what: 'policy',
          path: file,
          reason: `a template of the chart ${chart || '.'}: rendered with it, not read as a policy`,
        });
      } else if (suite !== undefined) {
        notChecked.push({
          what: 'policy',
          path: file,
          reason: `a resource the suite ${suite} lists, not a policy of the repository`,
        });
      } else if (foreign) {
        notChecked.push({
          what: 'policy',
          path: file,
          reason: `mixes policies with a ${foreign.kind} (line ${foreign.line}), so Kyverno would drop the whole file; put the policies in a file of their own`,
        });
      } else policies.push(file);
      return;
    }
    if (!docs.some(isObject)) return;
    if (chart !== undefined) detected.leftOut.chartFiles += 1;
    else if (listedBy.has(file)) detected.leftOut.suiteFiles += 1;
    else if (graph.reached.has(file)) detected.leftOut.kustomizeSources += 1;
    else if (isHidden(file)) detected.leftOut.hidden += 1;
    else manifests.push(file);
  });
  const policyFiles = new Set(policies);
  const kustomizations = graph.roots.filter((root) => {
    const built = [...graph.reachedBy.get(root)!].filter((file) => holdingObjects.has(file));
    if (built.length === 0 || !built.every((file) => policyFiles.has(file))) return true;
    notChecked.push({
      what: 'kustomization',
      path: root || '.',
      reason:
        'builds only policies, which are checked as policies, not as objects to check against them',
    });
    return false;
  });
  return {
    ...detected,
    found: {
      policies,
      tests: suites,
      'helm-charts': charts.roots.filter((chart) => inflated(chart) === undefined),
      kustomizations,
      manifests,
    },
    notChecked: notChecked.sort((a, b) => byText(a.path, b.path)),
    skipped: skipped.sort((a, b) => byText(a.file, b.file)),
    sources: { 'helm-charts': chartFiles, kustomizations: graph.reachedBy },
  };
}

/** Chart folders: the roots to render, and the charts inside another one (rendered with it). */
function charted(files: readonly string[]): {
  all: Set<string>;
  roots: string[];
  nested: NotChecked[];
} {
  const all = new Set(
    files.filter((file) => path.posix.basename(file) === 'Chart.yaml').map(dirOf),
  );
  const roots: string[] = [];
  const nested: NotChecked[] = [];
  for (const folder of [...all].sort()) {
    const parent = folder === '' ? undefined : enclosing(all, folder);
    if (parent === undefined) {
      roots.push(folder);
      continue;
    }
    const vendored = dirOf(folder) === (parent === '' ? 'charts' : `${parent}/charts`);
    nested.push({
      what: 'chart',
      path: folder,
      reason: vendored
        ? `vendored under the chart ${parent || '.'} (its charts/ folder): rendered with it`
        : `inside the chart ${parent || '.'}: rendered with it`,
    });
  }
  return { all, roots, nested };
}
