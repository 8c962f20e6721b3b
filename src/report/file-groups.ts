/**
 * Results a reviewer acts on, as the PR comment and the job summary show them: one headline with
 * the counts (and, with a baseline, what is new, existing and fixed), a one-line "why" per
 * policy, then the results grouped by file in collapsible blocks (new ones open, existing ones
 * collapsed), each row short: status, policy/rule, resource, the message's first sentence and a
 * `file.yaml:18` link to the line at the head commit.
 */
import { countBaseline } from '../model/baseline.js';
import { policyFinder, type RunReport } from '../model/report.js';
import {
  bySeverityThenLocation,
  compareText,
  explanation,
  resourceLabel,
  type PolicyResult,
} from '../model/result.js';
import type { Verdict } from '../verdict/verdict.js';
import { describeCounts } from '../verdict/verdict.js';
import { ruleTitle } from './annotations.js';
import { escapeHtml, escapeMarkdown, truncate } from './escape.js';
import { byteLength, formatCount, plural, tableHead, tableRow } from './markdown.js';
import type { BoundedMarkdown, Column } from './markdown.js';
import { renderTitle } from './render-groups.js';
import { shortLocation, STATUS_ICONS, type LinkTarget } from './summary.js';

const ROW_COLUMNS: readonly Column[] = [
  { header: 'Status' },
  { header: 'Policy / rule' },
  { header: 'Resource' },
  { header: 'Message' },
  { header: 'Line' },
];

/** Kyverno's wording that says nothing a row does not already say. */
const NOISE = /^(?:validation (?:error|failure): )+/i;

/**
 * The first sentence of a message, without Kyverno's `validation error:` prefix: `The label
 * team is required.` of `validation error: The label team is required. rule r failed at path …`.
 */
export function firstSentence(text: string): string {
  const reasonAndRest = /^([A-Z][\w ,]*?: )(.*)$/s.exec(text);
  const [lead, rest] = reasonAndRest ? [reasonAndRest[1]!, reasonAndRest[2]!] : ['', text];
  const body = rest.replace(NOISE, '');
  const sentence = /^(.+?[.!?])(?=\s|$)/s.exec(body)?.[1] ?? body;
  return `${NOISE.test(lead) ? '' : lead}${sentence}`.trim();
}

/** The headline: the verdict's icon, then the counts a reviewer needs first. */
export function glanceHeadline(title: string, report: RunReport, verdict: Verdict): string {
  const counts = report.summary;
  const failing = counts.fail + counts.error;
  const icon = verdict.failed
    ? STATUS_ICONS.fail
    : failing > 0
      ? STATUS_ICONS.warn
      : STATUS_ICONS.pass;
  return `## ${icon} ${title}: ${glanceCounts(report, !verdict.failed)}\n\n`;
}

function glanceCounts(report: RunReport, passed: boolean): string {
  const counts = report.summary;
  const failing = counts.fail + counts.error;
  const failures = report.results.filter((r) => r.status === 'fail' || r.status === 'error');
  const baseline = report.fixed && countBaseline(failures, report.fixed);
  if (baseline && baseline.new + baseline.existing + baseline.fixed > 0) {
    const parts = [
      plural(baseline.new, 'new failure'),
      `${formatCount(baseline.fixed)} fixed`,
      `${formatCount(baseline.existing)} existing`,
    ];
    if (counts.warn > 0) parts.push(plural(counts.warn, 'warning'));
    return parts.join(', ');
  }
  if (failing + counts.warn > 0) {
    const described = describeCounts(counts, ['error', 'fail', 'warn']);
    return passed && failing > 0 ? `passed with ${described}` : described;
  }
  return counts.pass > 0 ? `all ${plural(counts.pass, 'result')} pass` : 'no failures';
}

/**
 * One line per policy behind `results`, once each: its `policies.kyverno.io/title` and the first
 * sentence of its `description`, when the report knows them.
 */
export function addPolicyReasons(
  doc: BoundedMarkdown,
  report: RunReport,
  results: readonly PolicyResult[],
): void {
  const find = policyFinder(report.policies);
  const names = [...new Set(results.map((result) => result.policy))].filter(Boolean).sort();
  const lines = names.flatMap((name) => {
    const info = find(name);
    const why = [info?.title, info?.description && firstSentence(info.description)]
      .filter(Boolean)
      .join(': ');
    return why ? [`- **${escapeMarkdown(name)}**: ${escapeMarkdown(truncate(why, 300))}\n`] : [];
  });
  if (lines.length === 0) return;
  let block = '**Why these policies**\n\n';
  for (const line of lines) {
    if (!doc.add(block + line)) break;
    block = '';
  }
  if (block === '') doc.add('\n');
}

export interface FileGroupOptions {
  target?: LinkTarget;
  /** How many rows all groups show together; the rest are counted in an "and N more" line. */
  maxRows?: number;
  maxMessage: number;
  /** Markdown that says where the rest is, e.g. `in the [job summary](…)`. */
  restPointer: string;
}

interface FileGroup {
  label: string;
  file?: string;
  results: PolicyResult[];
  newCount: number;
}

/** Results grouped by file (and render), files with new results first, then by name. */
function groupByFile(results: readonly PolicyResult[]): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  for (const result of [...results].sort(bySeverityThenLocation)) {
    const where = result.file ?? result.suite ?? '';
    const label = result.render ? `${where} (${renderTitle(result.render)})` : where;
    const group = groups.get(label) ?? {
      label,
      ...(result.file !== undefined && { file: result.file }),
      results: [],
      newCount: 0,
    };
    group.results.push(result);
    if (result.baseline === 'new') group.newCount += 1;
    groups.set(label, group);
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.newCount > 0) - Number(a.newCount > 0) || compareText(a.label, b.label),
  );
}

function summaryText(group: FileGroup): string {
  const existing = group.results.filter((r) => r.baseline === 'existing').length;
  const marked = group.newCount + existing > 0;
  const counts = marked
    ? [
        group.newCount > 0 ? `${formatCount(group.newCount)} new` : '',
        existing > 0 ? `${formatCount(existing)} existing` : '',
      ]
        .filter(Boolean)
        .join(', ')
    : plural(group.results.length, 'result');
  const name = group.label ? `<code>${escapeHtml(group.label)}</code>` : 'No file';
  return `${name} · ${counts}`;
}

function statusCell(result: PolicyResult): string {
  const mark = result.baseline ? ` ${result.baseline}` : '';
  return `${STATUS_ICONS[result.status]} ${result.status}${mark}`;
}

function lineCell(result: PolicyResult, target: LinkTarget | undefined): string {
  return result.file ? shortLocation(result.file, result.line, target) : '—';
}

function row(result: PolicyResult, options: FileGroupOptions): string {
  return tableRow([
    statusCell(result),
    escapeMarkdown(ruleTitle(result)) || '—',
    escapeMarkdown(resourceLabel(result.resource)) || '—',
    escapeMarkdown(truncate(firstSentence(explanation(result)), options.maxMessage)) || '—',
    lineCell(result, options.target),
  ]);
}

/**
 * One `<details>` block per file, open when it holds a new result (or when there is no
 * baseline), as many rows as `maxRows` and the document's budget allow, then "and N more".
 */
export function addFileGroups(
  doc: BoundedMarkdown,
  results: readonly PolicyResult[],
  options: FileGroupOptions,
): void {
  if (results.length === 0) return;
  const baseline = results.some((result) => result.baseline !== undefined);
  let budget = options.maxRows ?? Number.POSITIVE_INFINITY;
  let shown = 0;
  for (const group of groupByFile(results)) {
    if (budget <= 0) break;
    const open = !baseline || group.newCount > 0 ? ' open' : '';
    const head = `<details${open}><summary>${summaryText(group)}</summary>\n\n${tableHead(ROW_COLUMNS)}`;
    const close = '\n</details>\n\n';
    let block = head;
    let rows = 0;
    for (const result of group.results) {
      if (rows >= budget) break;
      const next = row(result, options);
      if (!doc.fits(byteLength(block + next + close) + 200)) break;
      block += next;
      rows += 1;
    }
    if (rows === 0) break;
    doc.add(block + close);
    budget -= rows;
    shown += rows;
  }
  const left = results.length - shown;
  if (left === 0) return;
  // Cut for size (not by `maxRows`): the document's closing note says so too.
  if (shown < Math.min(options.maxRows ?? results.length, results.length)) {
    doc.cut(
      `${formatCount(left)} of ${plural(results.length, 'failure and warning', 'failures and warnings')}`,
    );
  }
  doc.add(`…and ${plural(left, 'more result')} ${options.restPointer}.\n\n`);
}

/** What failed at the base commit and no longer does, collapsed. */
export function addFixed(
  doc: BoundedMarkdown,
  fixed: readonly PolicyResult[],
  options: Pick<FileGroupOptions, 'maxRows' | 'restPointer'>,
): void {
  if (fixed.length === 0) return;
  const max = Math.min(options.maxRows ?? fixed.length, fixed.length);
  let block = `<details><summary>${STATUS_ICONS.pass} ${plural(fixed.length, 'failure')} fixed</summary>\n\n`;
  let shown = 0;
  for (const result of fixed.slice(0, max)) {
    const where = result.file ? ` in ${escapeMarkdown(result.file)}` : '';
    const resource = escapeMarkdown(resourceLabel(result.resource));
    const line = `- ${escapeMarkdown(ruleTitle(result)) || '—'}: ${resource || '—'}${where}\n`;
    if (!doc.fits(byteLength(block + line) + 200)) break;
    block += line;
    shown += 1;
  }
  if (shown < fixed.length)
    block += `- …and ${formatCount(fixed.length - shown)} more ${options.restPointer}\n`;
  doc.add(`${block}\n</details>\n\n`);
}
