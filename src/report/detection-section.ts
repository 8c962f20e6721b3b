/**
 * The "Auto-detection" section of the job summary: how many policies, suites, charts,
 * kustomizations and manifests were found, which of them run, a collapsed list of each, a
 * one-line reason for each policy or chart found but not checked, and how to narrow the search.
 * Paths come from the repository (a pull request may add them), so every one is escaped.
 */
import { DETECTED_INPUTS, type DetectedInput, type DetectionReport } from '../model/detection.js';
import type { RunReport } from '../model/report.js';
import { escapeHtml, escapeMarkdown } from './escape.js';
import { formatCount, plural, tableHead, tableRow, type BoundedMarkdown } from './markdown.js';

const LABELS: Record<DetectedInput, string> = {
  policies: 'Policy files',
  tests: 'Test suites',
  'helm-charts': 'Helm charts',
  kustomizations: 'Kustomization roots',
  manifests: 'Manifest files',
};

const ONE: Record<DetectedInput, string> = {
  policies: 'policy file',
  tests: 'test suite',
  'helm-charts': 'Helm chart',
  kustomizations: 'kustomization root',
  manifests: 'manifest file',
};

/** How many paths each collapsed list shows; the rest are counted. */
export const LIST_LIMIT = 200;

const code = (path: string): string => `\`${escapeMarkdown(path).replace(/`/g, "'")}\``;

function collapsed(title: string, paths: readonly string[]): string {
  if (paths.length === 0) return '';
  const shown = paths.slice(0, LIST_LIMIT).map((path) => `- ${code(path)}`);
  const more =
    paths.length > LIST_LIMIT ? [`- … and ${formatCount(paths.length - LIST_LIMIT)} more`] : [];
  return `<details><summary>${escapeHtml(title)} (${formatCount(paths.length)})</summary>\n\n${[...shown, ...more].join('\n')}\n\n</details>\n\n`;
}

/** The section's Markdown, or '' when detection did not run. */
export function detectionSection(detection: DetectionReport | undefined): string {
  if (!detection) return '';
  const parts: string[] = ['### Auto-detection\n\n'];
  const source = detection.configFile ? ` Settings from ${code(detection.configFile)}.` : '';
  if (detection.problem) {
    parts.push(`Nothing was detected: ${escapeMarkdown(detection.problem)}.${source}\n\n`);
    return parts.join('');
  }
  parts.push(
    `Searched ${plural(detection.files, 'file')} that git lists (ignored files and \`.github/\` left out).${source}\n\n`,
  );
  parts.push(
    tableHead([{ header: 'Found' }, { header: 'Count', align: 'right' }, { header: 'Checked' }]),
  );
  for (const name of DETECTED_INPUTS) {
    const count = detection.found[name].length;
    const how = detection.used.includes(name) ? 'detected' : `\`${name}\` is set, so it decides`;
    parts.push(tableRow([LABELS[name], formatCount(count), how]));
  }
  parts.push('\n');
  for (const name of DETECTED_INPUTS) parts.push(collapsed(LABELS[name], detection.found[name]));
  const { leftOut } = detection;
  const left = [
    leftOut.suiteFiles > 0 && plural(leftOut.suiteFiles, 'file a suite lists', 'files suites list'),
    leftOut.chartFiles > 0 && plural(leftOut.chartFiles, 'chart file'),
    leftOut.kustomizeSources > 0 &&
      plural(leftOut.kustomizeSources, 'file a kustomization builds', 'files kustomizations build'),
    leftOut.hidden > 0 &&
      plural(leftOut.hidden, 'file in a hidden folder', 'files in hidden folders'),
  ].filter((part): part is string => typeof part === 'string');
  if (left.length > 0) {
    parts.push(
      `Not counted as manifests (they are checked another way, or are tools' own files): ${left.join(', ')}.\n\n`,
    );
  }
  if (leftOut.hiddenPolicies > 0) {
    parts.push(
      `Not counted as policies: ${plural(leftOut.hiddenPolicies, 'policy file in a hidden folder', 'policy files in hidden folders')} (tools' own files, such as \`.chainsaw-test/\` assertions; Kyverno skips hidden folders too).\n\n`,
    );
  }
  if (detection.notChecked.length > 0) {
    parts.push(`Found but not checked (${formatCount(detection.notChecked.length)}):\n\n`);
    for (const entry of detection.notChecked.slice(0, LIST_LIMIT)) {
      parts.push(`- ${entry.what} ${code(entry.path)}: ${escapeMarkdown(entry.reason)}\n`);
    }
    if (detection.notChecked.length > LIST_LIMIT) {
      parts.push(`- … and ${formatCount(detection.notChecked.length - LIST_LIMIT)} more\n`);
    }
    parts.push('\n');
  }
  if (detection.skipped.length > 0) {
    parts.push(`Not read (${formatCount(detection.skipped.length)}):\n\n`);
    for (const entry of detection.skipped.slice(0, LIST_LIMIT)) {
      parts.push(`- ${code(entry.file)}: ${escapeMarkdown(entry.reason)}\n`);
    }
    parts.push('\n');
  }
  parts.push(
    'To narrow the search, set the inputs (or the keys of `.kyverno-policy-check.yaml`) to the paths or globs to check, `!GLOB` to leave some out, or `none` to turn a kind off; `npx kyverno-policy-check init` writes a starter file listing what was found.\n\n',
  );
  return parts.join('');
}

/** Adds the section when it fits; otherwise notes the cut. */
export function addDetectionSection(doc: BoundedMarkdown, report: RunReport): void {
  const section = detectionSection(report.detection);
  if (section === '') return;
  if (!doc.add(section)) doc.cut('the auto-detection section');
}

/** One plain line for local mode's terminal: what detection found and filled. */
export function detectionLine(detection: DetectionReport | undefined): string | undefined {
  if (!detection || detection.problem || detection.used.length === 0) return undefined;
  const parts = detection.used.map((name) => plural(detection.found[name].length, ONE[name]));
  const source = detection.configFile ? ` (settings from ${detection.configFile})` : '';
  return `Detected ${parts.join(', ')}${source}.`;
}
