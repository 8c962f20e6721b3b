import { readFile } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';
import { parseAllDocuments } from 'yaml';
import type { ApplyConfig, ApplyScope, TestsScope } from '../inputs/config.js';
import type { Changes } from '../changes/changed-files.js';
import { workspaceRelative } from '../documents/workspace-files.js';

/** Events whose changed files `scope: auto` narrows the check to. */
const CHANGE_EVENTS = new Set(['pull_request', 'pull_request_target', 'push', 'merge_group']);

export interface ScopeDecision {
  scope: 'changed' | 'all';
  /** One sentence for the summary. */
  reason: string;
  /** The changed files to limit `selectManifests` to (set when `scope` is `changed`). */
  changed?: string[];
}

/**
 * Which manifests `kyverno apply` checks. `auto` narrows to the changed files on pull
 * request, push and merge-group events, unless a policy, values or exception file changed:
 * a policy change can break any manifest.
 */
export function decideScope(input: {
  scope: ApplyScope;
  eventName: string;
  changes: Changes;
  workspace: string;
  config: Pick<ApplyConfig, 'policies' | 'exceptions' | 'valuesFile'>;
}): ScopeDecision {
  const { changes } = input;
  if (input.scope === 'all')
    return { scope: 'all', reason: 'scope is `all`: every matching manifest is checked.' };
  if (changes.everything) {
    return { scope: 'all', reason: `Every matching manifest is checked: ${changes.reason}.` };
  }
  const changed = { scope: 'changed' as const, changed: changes.files };
  const count = `${changes.files.length} changed file(s) of ${changes.origin}`;
  if (input.scope === 'changed')
    return { ...changed, reason: `Only manifests among the ${count} are checked.` };
  if (!CHANGE_EVENTS.has(input.eventName)) {
    return { scope: 'all', reason: `The ${input.eventName} event checks every matching manifest.` };
  }
  const isInput = policyInputMatcher(input.workspace, input.config);
  const trigger = [...changes.files, ...changes.removed].find(isInput);
  if (trigger !== undefined) {
    return {
      scope: 'all',
      reason: `${trigger} is a policy, values or exception file and changed, so every matching manifest is checked (a policy change can affect any manifest).`,
    };
  }
  return { ...changed, reason: `Only manifests among the ${count} are checked.` };
}

/** True for workspace paths named by the `policies`, `exceptions` or `values-file` inputs. */
function policyInputMatcher(
  workspace: string,
  config: Pick<ApplyConfig, 'policies' | 'exceptions' | 'valuesFile'>,
): (file: string) => boolean {
  const matchers = [
    ...config.policies,
    ...config.exceptions,
    ...(config.valuesFile ? [config.valuesFile] : []),
  ]
    .map((given) => given.trim().replace(/\\/g, '/'))
    .filter(Boolean)
    .map((given) => {
      const { base, glob, isGlob } = picomatch.scan(given);
      const relative = workspaceRelative(workspace, isGlob ? base || '.' : given);
      if (relative === undefined) return () => false;
      if (isGlob) return picomatch(relative === '' ? glob : `${relative}/${glob}`);
      return (file: string) =>
        relative === '' || file === relative || file.startsWith(`${relative}/`);
    });
  return (file) => matchers.some((matches) => matches(file));
}

export interface AffectedSuites {
  /** Workspace-relative test files to run. */
  testFiles: string[];
  reason: string;
}

/**
 * With `tests-scope: affected`, the `kyverno test` suites to run: those whose folder holds a
 * changed (or removed) file, or whose test file names one. Remote (git URL) suites are not
 * files in the workspace and are not passed here; run them always.
 */
export async function filterAffectedSuites(input: {
  workspace: string;
  /** Workspace-relative paths of the test files (e.g. `policies/x/.kyverno-test/kyverno-test.yaml`). */
  testFiles: readonly string[];
  changes: Changes;
  scope: TestsScope;
  read?: (absolutePath: string) => Promise<string>;
}): Promise<AffectedSuites> {
  const all = [...input.testFiles];
  if (input.scope === 'all') return { testFiles: all, reason: 'tests-scope is `all`.' };
  if (input.changes.everything) {
    return { testFiles: all, reason: `Every suite runs: ${input.changes.reason}.` };
  }
  const touched = [...input.changes.files, ...input.changes.removed];
  const read = input.read ?? ((file: string) => readFile(file, 'utf8'));
  const selected: string[] = [];
  for (const testFile of all) {
    const folder = path.posix.dirname(testFile);
    const within = (file: string): boolean => folder === '.' || file.startsWith(`${folder}/`);
    if (touched.some(within)) {
      selected.push(testFile);
      continue;
    }
    const text = await read(path.join(input.workspace, testFile)).catch(() => '');
    const named = namedPaths(text, folder);
    const names = (file: string): boolean =>
      named.exact.has(file) || named.folders.some((named) => file.startsWith(`${named}/`));
    if (touched.some(names)) selected.push(testFile);
  }
  return {
    testFiles: selected,
    reason: `tests-scope is \`affected\`: ${selected.length} of ${all.length} suite(s) hold or name one of the ${touched.length} changed file(s).`,
  };
}

/** Fields of a kyverno-test.yaml whose entries may name folders, not just files. */
const FOLDER_FIELDS = new Set(['policies', 'resources']);

/** Every workspace path a test file names, resolved against its folder. */
function namedPaths(text: string, folder: string): { exact: Set<string>; folders: string[] } {
  const named = { exact: new Set<string>(), folders: [] as string[] };
  const visit = (value: unknown, field: string): void => {
    if (typeof value === 'string') {
      if (value === '' || value.includes('://')) return;
      const resolved = path.posix.normalize(path.posix.join(folder, value));
      if (resolved.startsWith('../')) return;
      named.exact.add(resolved);
      if (FOLDER_FIELDS.has(field) && resolved !== '.') named.folders.push(resolved);
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, field));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) visit(child, key);
    }
  };
  for (const document of parseAllDocuments(text)) {
    if (document.errors.length > 0) continue;
    visit(document.toJS(), '');
  }
  return named;
}
