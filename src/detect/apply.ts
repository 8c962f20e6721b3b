/**
 * Detected things become input values, per kind: each detected input left empty gets what was
 * found, an input set explicitly (or to `none`) is kept as it is and turns detection off for its
 * kind only. Detection never checks a file twice: with `manifests` given explicitly, a detected
 * chart or kustomization root holding or building a file those patterns select is not used (its
 * files are already checked as plain manifests), and the report says why. Objects to check without
 * any policy to check them with are not applied; the report says so.
 */
import type { InputSource } from '../inputs/reader.js';
import {
  DETECTED_INPUTS,
  type DetectedInput,
  type DetectionReport,
  type NotChecked,
} from '../model/detection.js';
import type { Detected, DetectedSources } from './detect.js';

const plural = (count: number, one: string, many = `${one}s`): string =>
  `${count} ${count === 1 ? one : many}`;

/**
 * The detected inputs left empty, in DETECTED_INPUTS order: detection is decided per kind, so an
 * input given explicitly (or `none`) turns it off for that kind only. A built-in pack counts as
 * the policies given.
 */
export function inputsToDetect(given: InputSource): DetectedInput[] {
  const empty = (name: string) => given(name).trim() === '';
  return DETECTED_INPUTS.filter(
    (name) => empty(name) && (name !== 'policies' || empty('builtin-policies')),
  );
}

/** An empty `tests` searches the whole workspace, as `tests: .` does. */
export const withWholeWorkspaceTests =
  (given: InputSource): InputSource =>
  (name) =>
    name === 'tests' && given(name).trim() === '' ? '.' : given(name);

/** Whether a workspace-relative file is one the explicit `manifests` patterns select. */
export type ManifestSelects = (file: string) => boolean;

export const CHECKED_AS_MANIFESTS = 'its files are checked as plain manifests (`manifests`)';

/**
 * `found` without the charts and kustomization roots whose files `selects` (the explicit
 * `manifests`) picks, and one entry for each left out. `kinds` are the ones detection fills.
 */
export function withoutDoubleChecks(
  found: Detected['found'],
  sources: DetectedSources | undefined,
  selects: ManifestSelects,
  kinds: readonly DetectedInput[],
): { found: Detected['found']; notChecked: NotChecked[] } {
  const notChecked: NotChecked[] = [];
  const kept = { ...found };
  const drop = (
    name: 'helm-charts' | 'kustomizations',
    what: NotChecked['what'],
    filesOf: (folder: string) => Iterable<string> | undefined,
  ): void => {
    if (!kinds.includes(name)) return;
    kept[name] = found[name].filter((folder) => {
      const files = filesOf(folder);
      if (files === undefined || ![...files].some(selects)) return true;
      notChecked.push({ what, path: folder || '.', reason: CHECKED_AS_MANIFESTS });
      return false;
    });
  };
  drop('helm-charts', 'chart', (folder) => sources?.['helm-charts'].get(folder));
  drop('kustomizations', 'kustomization', (folder) => sources?.kustomizations.get(folder));
  return { found: kept, notChecked };
}

/**
 * The inputs with detection applied, and the report of what was found and used. `selects` is the
 * explicit `manifests` patterns' matcher (manifestMatcher), when `manifests` is given.
 */
export function applyDetection(
  given: InputSource,
  everything: Detected,
  selects?: ManifestSelects,
): { input: InputSource; report: DetectionReport } {
  const used = inputsToDetect(given);
  const { sources, ...rest } = everything;
  const detected: Detected = { ...rest };
  if (selects && !used.includes('manifests')) {
    const narrowed = withoutDoubleChecks(rest.found, sources, selects, used);
    detected.found = narrowed.found;
    detected.notChecked = [...rest.notChecked, ...narrowed.notChecked].sort((a, b) =>
      a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
    );
  }
  const values = new Map<DetectedInput, string>();
  const notices: string[] = [];
  // A tree git cannot list (not a checkout) detects nothing; the report's section says why.
  // `kyverno test` finds the suites itself: an empty `tests` searches the whole workspace.
  if (used.includes('tests')) values.set('tests', '.');
  if (used.includes('policies')) values.set('policies', detected.found.policies.join('\n'));
  const policies = used.includes('policies') ? values.get('policies')! : given('policies').trim();
  const withPolicies =
    (policies !== '' && policies.toLowerCase() !== 'none') ||
    given('builtin-policies').trim() !== '';
  const waiting: string[] = [];
  for (const name of ['helm-charts', 'kustomizations', 'manifests'] as const) {
    if (!used.includes(name)) continue;
    const found = detected.found[name];
    if (withPolicies) values.set(name, found.join('\n'));
    else if (found.length > 0) waiting.push(describe(name, found.length));
  }
  if (waiting.length > 0) {
    notices.push(
      `Found ${andList(waiting)}, but no policy to check them with, so \`kyverno apply\` does not run. Set \`policies\` (or \`builtin-policies\`).`,
    );
  }
  const input: InputSource = (name) => values.get(name as DetectedInput) ?? given(name);
  return { input, report: { ...detected, used, notices } };
}

const andList = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

function describe(name: 'helm-charts' | 'kustomizations' | 'manifests', count: number): string {
  if (name === 'helm-charts') return plural(count, 'Helm chart');
  if (name === 'kustomizations') return plural(count, 'kustomization root');
  return plural(count, 'manifest file');
}
