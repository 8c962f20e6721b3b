/**
 * Where CustomResourceDefinitions may be found besides the checked manifests: the files the
 * `crds` input names (files, folders, globs) and the `crds/` folders of Helm charts, which
 * `helm template` does not print.
 */
import picomatch from 'picomatch';
import { applyError, type PolicyResult } from '../model/result.js';
import { selectManifests } from './manifests.js';
import { inspectPath, walkFiles, workspaceRelative } from '../documents/workspace-files.js';

/** Files a CRD may be read from: YAML, or JSON (which is YAML too). */
const CRD_FILE = /\.(ya?ml|json)$/i;
/** A chart's `crds/` folder, and those of the subcharts unpacked in its `charts/`. */
const CHART_CRDS = /^(?:charts\/[^/]+\/)*crds\/.+\.(ya?ml|json)$/i;

export interface CrdFiles {
  /** Workspace-relative files, in the order given. */
  files: string[];
  /** One per entry of the `crds` input that names nothing usable. */
  errors: PolicyResult[];
}

/** The files of the `crds` input: each entry a file, a folder (searched recursively) or a glob. */
export async function crdInputFiles(
  workspace: string,
  entries: readonly string[],
): Promise<CrdFiles> {
  const found: CrdFiles = { files: [], errors: [] };
  const problem = (given: string, what: string): void => {
    found.errors.push(
      applyError({
        message:
          `crds: \`${given}\` ${what}. Fix the \`crds\` input: it takes files, folders or globs ` +
          'of CustomResourceDefinition YAML.',
        reason: 'CRD path not found',
      }),
    );
  };
  for (const given of entries) {
    const pattern = given.replace(/\\/g, '/');
    const scan = picomatch.scan(pattern);
    if (scan.isGlob) {
      const base = workspaceRelative(workspace, scan.base || '.');
      if (base === undefined) {
        problem(given, 'points outside the workspace');
        continue;
      }
      const matcher = picomatch(base === '' ? scan.glob : `${base}/${scan.glob}`);
      const files = (await walkFiles(workspace, base)).files.filter(
        (file) => matcher(file) && CRD_FILE.test(file),
      );
      if (files.length === 0) problem(given, 'matches no file');
      found.files.push(...files);
      continue;
    }
    const relative = workspaceRelative(workspace, pattern);
    if (relative === undefined) {
      problem(given, 'is outside the workspace');
      continue;
    }
    const entry = await inspectPath(workspace, relative);
    if (entry.escapesTo)
      problem(given, `is a symlink to ${entry.escapesTo}, outside the workspace`);
    else if (entry.kind === 'file') found.files.push(relative);
    else if (entry.kind === 'directory') {
      const files = (await walkFiles(workspace, relative)).files.filter((f) => CRD_FILE.test(f));
      if (files.length === 0) problem(given, 'holds no .yaml, .yml or .json file');
      found.files.push(...files);
    } else problem(given, 'does not exist');
  }
  found.files = [...new Set(found.files)];
  return found;
}

/** The CRD files of a chart folder (workspace-relative `root`, `''` for the workspace root). */
export async function chartCrdFiles(workspace: string, root: string): Promise<string[]> {
  const prefix = root === '' ? '' : `${root}/`;
  const { files } = await walkFiles(workspace, root);
  return files.filter((file) => CHART_CRDS.test(file.slice(prefix.length)));
}

/** Every file the `manifests` globs select, whatever the scope narrowed the check to. */
export async function allManifestFiles(
  workspace: string,
  patterns: readonly string[],
): Promise<string[]> {
  return (await selectManifests({ workspace, patterns })).files;
}
