/**
 * The job summary (`$GITHUB_STEP_SUMMARY`), and the Markdown sections it shares with the check
 * run output and the PR comment. Every untrusted string goes through `escapeMarkdown`.
 */
import { policyFinder, type KyvernoInfo, type RunReport } from '../model/report.js';
import type { Counts, PolicyResult, SkippedDocument, Source, Status } from '../model/result.js';
import { countResults, emptyCounts, explanation, resourceLabel } from '../model/result.js';
import type { Verdict } from '../verdict/verdict.js';
import { describeCounts } from '../verdict/verdict.js';
import { ruleTitle } from './annotations.js';
import { bySeverityThenLocation, compareText } from '../model/result.js';
import { encodePath, escapeMarkdown, truncate } from './escape.js';
import { addMigrationSection } from './migration-section.js';
import { addUpgradeSection } from './upgrade-section.js';
import { addCoverageSection } from './coverage-section.js';
import { addDetectionSection } from './detection-section.js';
import type { Column } from './markdown.js';
import {
  BoundedMarkdown,
  addTable,
  formatCount,
  link,
  plural,
  tableHead,
  tableRow,
} from './markdown.js';
import { groupByRender, renderTitle } from './render-groups.js';
import { addFileGroups, addFixed, addPolicyReasons, glanceHeadline } from './file-groups.js';
import { addMutationSection, addTestDiffSection, mutationHeadline } from './mutation-section.js';

/** GitHub's limit is 1 MiB per step; the margin leaves room for anything else the step writes. */
export const JOB_SUMMARY_LIMIT_BYTES = 1_000_000;

export const STATUS_ICONS: Readonly<Record<Status, string>> = {
  pass: '✅',
  fail: '❌',
  warn: '⚠️',
  error: '🛑',
  skip: '⏭️',
};

const SOURCE_TITLES: Readonly<Record<Source, string>> = {
  test: '`kyverno test`',
  apply: '`kyverno apply`',
  upgrade: 'Upgrade readiness',
};

const COUNT_COLUMNS: readonly Column[] = (['pass', 'fail', 'warn', 'error', 'skip'] as const).map(
  (status) => ({ header: `${STATUS_ICONS[status]} ${status}`, align: 'right' as const }),
);

const RESULT_COLUMNS: readonly Column[] = [
  { header: 'Status' },
  { header: 'Policy / rule' },
  { header: 'Resource' },
  { header: 'Message' },
  { header: 'Location' },
];

/** Where results and links point: the repository at the head commit. */
export interface LinkTarget {
  /** Web base, e.g. `https://github.com`. */
  serverUrl: string;
  owner: string;
  repo: string;
  headSha: string;
}

/** `{serverUrl}/{owner}/{repo}/blob/{sha}/{file}#L{line}`, or undefined without a commit. */
export function blobUrl(
  target: LinkTarget | undefined,
  file: string,
  line?: number,
): string | undefined {
  if (!target?.headSha || !target.owner) return undefined;
  const anchor = line === undefined ? '' : `#L${line}`;
  return `${target.serverUrl}/${target.owner}/${target.repo}/blob/${target.headSha}/${encodePath(file)}${anchor}`;
}

/** The comment's short link text (`pods.yaml:18`), so the column fits the check run's frame. */
function locationCell(result: PolicyResult, target: LinkTarget | undefined): string {
  if (!result.file) return result.suite ? escapeMarkdown(result.suite) : '—';
  return shortLocation(result.file, result.line, target);
}

/** `pods.yaml:18`, linked to the line at the head commit. */
export function shortLocation(
  file: string,
  line: number | undefined,
  target: LinkTarget | undefined,
): string {
  const name = file.split('/').at(-1) ?? file;
  return link(line === undefined ? name : `${name}:${line}`, blobUrl(target, file, line));
}

export function resultRow(
  result: PolicyResult,
  target: LinkTarget | undefined,
  maxMessage: number,
): string {
  return tableRow([
    `${STATUS_ICONS[result.status]} ${result.status}`,
    escapeMarkdown(ruleTitle(result)) || '—',
    escapeMarkdown(resourceLabel(result.resource)) || '—',
    escapeMarkdown(truncate(explanation(result), maxMessage)) || '—',
    locationCell(result, target),
  ]);
}

function* rows<T>(items: readonly T[], render: (item: T) => string): Generator<string> {
  for (const item of items) yield render(item);
}

/** The title line: how the run went, at a glance. */
export function headline(title: string, report: RunReport, result: Verdict): string {
  const counts = report.summary;
  if (result.failed) {
    return `## ${STATUS_ICONS.fail} ${title}: ${describeCounts(counts, ['error', 'fail', 'warn'])}\n\n`;
  }
  if (counts.fail + counts.error > 0) {
    return `## ${STATUS_ICONS.warn} ${title}: passed with ${describeCounts(counts, ['error', 'fail', 'warn'])}\n\n`;
  }
  const passed = counts.pass > 0 ? `all ${plural(counts.pass, 'result')} pass` : 'no failures';
  return `## ${STATUS_ICONS.pass} ${title}: ${passed}\n\n`;
}

export function totalsTable(counts: Counts): string {
  return (
    tableHead(COUNT_COLUMNS) +
    tableRow(
      (['pass', 'fail', 'warn', 'error', 'skip'] as const).map((s) => formatCount(counts[s])),
    ) +
    '\n'
  );
}

export function kyvernoLine(report: RunReport, kyverno: KyvernoInfo | undefined): string {
  const version = escapeMarkdown(kyverno?.version || report.kyvernoVersion || 'unknown version');
  const origin = kyverno?.origin ? ` (${escapeMarkdown(kyverno.origin)})` : '';
  const shard = report.shard ? ` · shard ${report.shard.index} of ${report.shard.total}` : '';
  return `**Kyverno:** ${version}${origin}${shard}\n\n`;
}

interface PolicyCounts {
  policy: string;
  counts: Counts;
}

function countsByPolicy(results: readonly PolicyResult[]): PolicyCounts[] {
  const byPolicy = new Map<string, Counts>();
  for (const result of results) {
    const counts = byPolicy.get(result.policy) ?? emptyCounts();
    counts[result.status] += 1;
    byPolicy.set(result.policy, counts);
  }
  const failing = (counts: Counts) => counts.error + counts.fail;
  return [...byPolicy]
    .map(([policy, counts]) => ({ policy, counts }))
    .sort(
      (a, b) =>
        failing(b.counts) - failing(a.counts) ||
        b.counts.warn - a.counts.warn ||
        compareText(a.policy, b.policy),
    );
}

/** A policy's name, followed by its `policies.kyverno.io/title` when the report knows it. */
function policyCell(policy: string, title: string | undefined): string {
  if (!policy) return '(no policy: load error)';
  return title
    ? `${escapeMarkdown(policy)} (${escapeMarkdown(truncate(title, 200))})`
    : escapeMarkdown(policy);
}

/** One table per source (`kyverno test`, `kyverno apply`), a row per policy. */
export function addPolicyTables(doc: BoundedMarkdown, report: RunReport): void {
  const findPolicy = policyFinder(report.policies);
  for (const source of ['test', 'apply'] as const) {
    const results = report.results.filter((result) => result.source === source);
    if (results.length === 0) continue;
    const policies = countsByPolicy(results);
    const heading = `### ${SOURCE_TITLES[source]}: ${describeCounts(countResults(results))}\n\n`;
    const columns = [{ header: 'Policy' }, ...COUNT_COLUMNS];
    const left = addTable(
      doc,
      heading,
      columns,
      rows(policies, ({ policy, counts }) =>
        tableRow([
          policyCell(policy, findPolicy(policy)?.title),
          ...(['pass', 'fail', 'warn', 'error', 'skip'] as const).map((s) =>
            formatCount(counts[s]),
          ),
        ]),
      ),
      policies.length,
    );
    if (left > 0)
      doc.cut(
        `${formatCount(left)} of ${plural(policies.length, 'policy', 'policies')} in the ${source} table`,
      );
  }
}

export interface ResultSectionOptions {
  heading: string;
  noun: string;
  maxRows?: number;
  maxMessage: number;
}

/** A table of results, most severe first; records a cut when rows do not fit. */
export function addResultSection(
  doc: BoundedMarkdown,
  results: readonly PolicyResult[],
  target: LinkTarget | undefined,
  options: ResultSectionOptions,
): number {
  if (results.length === 0) return 0;
  const sorted = [...results].sort(bySeverityThenLocation);
  const shown = sorted.slice(0, options.maxRows ?? sorted.length);
  const heading = `### ${options.heading} (${formatCount(results.length)})\n\n`;
  const left =
    addTable(
      doc,
      heading,
      RESULT_COLUMNS,
      rows(shown, (result) => resultRow(result, target, options.maxMessage)),
      shown.length,
    ) +
    (sorted.length - shown.length);
  if (left > 0) doc.cut(`${formatCount(left)} of ${plural(results.length, options.noun)}`);
  return left;
}

/**
 * `addResultSection`, with one table per render when results come from rendered charts or
 * kustomizations. `maxRows` bounds all tables together.
 */
export function addResultSections(
  doc: BoundedMarkdown,
  results: readonly PolicyResult[],
  target: LinkTarget | undefined,
  options: ResultSectionOptions,
): void {
  const groups = groupByRender(results);
  if (groups.every((group) => group.render === undefined)) {
    addResultSection(doc, results, target, options);
    return;
  }
  let rows = options.maxRows ?? Number.POSITIVE_INFINITY;
  for (const group of groups) {
    const heading = group.render
      ? `${options.heading}: ${escapeMarkdown(renderTitle(group.render))}`
      : options.heading;
    const maxRows = Math.max(0, Math.min(rows, group.results.length));
    addResultSection(doc, group.results, target, { ...options, heading, maxRows });
    rows -= maxRows;
  }
}

export function addSkippedSection(
  doc: BoundedMarkdown,
  skipped: readonly SkippedDocument[],
  target: LinkTarget | undefined,
): void {
  if (skipped.length === 0) return;
  const left = addTable(
    doc,
    `### Skipped manifests (${formatCount(skipped.length)})\n\n`,
    [{ header: 'Manifest' }, { header: 'Reason' }],
    rows(skipped, (document) =>
      tableRow([
        link(`${document.file}#L${document.line}`, blobUrl(target, document.file, document.line)),
        escapeMarkdown(document.reason) || '—',
      ]),
    ),
    skipped.length,
  );
  if (left > 0) doc.cut(`${formatCount(left)} of ${plural(skipped.length, 'skipped manifest')}`);
}

export function addNotices(doc: BoundedMarkdown, notices: readonly string[]): void {
  if (notices.length === 0) return;
  let added = 0;
  let block = '### Notices\n\n';
  for (const notice of notices) {
    const line = `- ${escapeMarkdown(truncate(notice, 2000))}\n`;
    if (!doc.add(block + line)) break;
    block = '';
    added += 1;
  }
  if (added > 0) doc.add('\n');
  if (added < notices.length)
    doc.cut(`${formatCount(notices.length - added)} of ${plural(notices.length, 'notice')}`);
}

export function failuresOf(report: RunReport): PolicyResult[] {
  return report.results.filter((result) => result.status === 'fail' || result.status === 'error');
}

export function warningsOf(report: RunReport): PolicyResult[] {
  return report.results.filter((result) => result.status === 'warn');
}

export interface SummaryOptions {
  verdict: Verdict;
  /** Links point at the head commit; without a context (local runs) there are no links. */
  ctx?: LinkTarget;
  kyverno?: KyvernoInfo;
  /** Already-escaped Markdown lines to show below the totals, e.g. about annotations. */
  notes?: readonly string[];
  /** Where the full results are, e.g. the JSON report's file name. */
  fullResults?: string;
  title?: string;
  limitBytes?: number;
}

/** The job summary: totals, a table per source, every failure with a link, skipped manifests. */
export function renderSummary(report: RunReport, options: SummaryOptions): string {
  const doc = new BoundedMarkdown(
    options.limitBytes ?? JOB_SUMMARY_LIMIT_BYTES,
    "to stay within GitHub's 1 MiB job summary limit",
  );
  doc.add(glanceHeadline(options.title ?? 'Kyverno Policy Check', report, options.verdict));
  doc.add(mutationHeadline(report));
  doc.add(`${options.verdict.reason}\n\n`);
  doc.add(totalsTable(report.summary));
  doc.add(kyvernoLine(report, options.kyverno));
  for (const note of options.notes ?? []) doc.add(`${note}\n\n`);
  addNotices(doc, report.notices);
  addPolicyTables(doc, report);
  addUpgradeSection(doc, report);
  addCoverageSection(doc, report);
  const failing = failuresOf(report);
  const shown = [...failing, ...warningsOf(report)];
  if (shown.length > 0) {
    const warnings = shown.length - failing.length;
    const also = warnings > 0 ? ` and warnings (${formatCount(warnings)})` : '';
    doc.add(`### Failures (${formatCount(failing.length)})${also}, by file\n\n`);
  }
  addPolicyReasons(doc, report, shown);
  const restPointer = `in the JSON report${options.fullResults ? ` (${escapeMarkdown(options.fullResults)})` : ''}`;
  addFileGroups(doc, shown, {
    ...(options.ctx && { target: options.ctx }),
    maxMessage: 300,
    restPointer,
  });
  addFixed(doc, report.fixed ?? [], { restPointer });
  const target = { ...(options.ctx && { target: options.ctx }), restPointer };
  addTestDiffSection(doc, report, target);
  addMutationSection(doc, report, target);
  addSkippedSection(doc, report.skipped, options.ctx);
  addMigrationSection(doc, report);
  addDetectionSection(doc, report);
  return doc.toString(fullResultsNote(options.fullResults));
}

export function fullResultsNote(fullResults: string | undefined): string {
  return fullResults
    ? `Every result is in the JSON report (${escapeMarkdown(fullResults)}).`
    : 'Every result is in the JSON report.';
}
