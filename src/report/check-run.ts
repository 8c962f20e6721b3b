/**
 * The check run's content: title, summary and text within GitHub's limits, and its conclusion.
 * `github/check-run.ts` publishes it.
 */
import type { KyvernoInfo, RunReport } from '../model/report.js';
import type { Verdict } from '../verdict/verdict.js';
import { describeCounts, hasFailures } from '../verdict/verdict.js';
import { BoundedMarkdown, formatCount, plural } from './markdown.js';
import type { LinkTarget } from './summary.js';
import {
  addNotices,
  addPolicyTables,
  addResultSections,
  addSkippedSection,
  failuresOf,
  fullResultsNote,
  kyvernoLine,
  totalsTable,
  warningsOf,
} from './summary.js';
import { addUpgradeSection } from './upgrade-section.js';
import { addCoverageTable } from './coverage-section.js';
import { escapeMarkdown, truncate } from './escape.js';
import { addMutationSection, addTestDiffSection, mutationHeadline } from './mutation-section.js';

/** `output.summary` and `output.text` limit; GitHub counts it in bytes. */
export const CHECK_OUTPUT_LIMIT_BYTES = 65_535;
/**
 * Annotations published per check run: 20 PATCH requests. More slow the pull request's
 * "Files changed" page and run into GitHub's limit of 80 content-creating requests a minute.
 */
export const MAX_CHECK_ANNOTATIONS = 1000;

export type CheckConclusion = 'success' | 'failure' | 'neutral';

export interface CheckRunOutput {
  title: string;
  summary: string;
  text: string;
}

/** `failure` when the step fails; `neutral` when results fail that `fail-on` lets pass. */
export function conclusionFor(report: RunReport, result: Verdict): CheckConclusion {
  if (result.failed) return 'failure';
  return hasFailures(report) ? 'neutral' : 'success';
}

export interface CheckOutputOptions {
  verdict: Verdict;
  target?: LinkTarget;
  kyverno?: KyvernoInfo;
  /** Already-escaped Markdown lines, e.g. how many annotations were left out. */
  notes?: readonly string[];
  fullResults?: string;
}

/** The check run's title, summary (totals and tables) and text (every failure, then warnings). */
export function renderCheckOutput(report: RunReport, options: CheckOutputOptions): CheckRunOutput {
  const limitName = "to stay within GitHub's 65,535-byte limit for check run output";
  const rest = fullResultsNote(options.fullResults);

  const summary = new BoundedMarkdown(CHECK_OUTPUT_LIMIT_BYTES, limitName);
  summary.add(`${options.verdict.reason}\n\n`);
  summary.add(mutationHeadline(report));
  summary.add(totalsTable(report.summary));
  summary.add(kyvernoLine(report, options.kyverno));
  for (const note of options.notes ?? []) summary.add(`${note}\n\n`);
  addNotices(summary, report.notices);
  addPolicyTables(summary, report);
  addUpgradeSection(summary, report);
  addCoverageTable(summary, report);

  const text = new BoundedMarkdown(CHECK_OUTPUT_LIMIT_BYTES, limitName);
  const sections = { maxMessage: 500 } as const;
  addResultSections(text, failuresOf(report), options.target, {
    ...sections,
    heading: 'Failures',
    noun: 'failure',
  });
  addResultSections(text, warningsOf(report), options.target, {
    ...sections,
    heading: 'Warnings',
    noun: 'warning',
  });
  const diffs = {
    ...(options.target && { target: options.target }),
    restPointer: 'in the job summary and the JSON report',
  };
  addTestDiffSection(text, report, diffs);
  addMutationSection(text, report, diffs);
  addSkippedSection(text, report.skipped, options.target);

  return {
    title: truncate(
      options.verdict.failed || hasFailures(report)
        ? describeCounts(report.summary, ['error', 'fail', 'warn'])
        : `${describeCounts(report.summary)}: no failures`,
      255,
    ),
    summary: summary.toString(rest),
    text: text.toString(rest),
  };
}

/** A note for the check output when not all annotations are published. */
export function annotationCapNote(total: number, published: number, unlocated: number): string[] {
  const notes: string[] = [];
  if (published < total) {
    notes.push(
      `Annotations: ${formatCount(published)} of ${formatCount(total)} are shown on the diff; ` +
        `more would slow the pull request page and run into GitHub's rate limits. ` +
        `The rest are listed below and in the job summary.`,
    );
  }
  if (unlocated > 0) {
    notes.push(
      `${plural(unlocated, 'result')} from remote test suites ${unlocated === 1 ? 'has' : 'have'} no file in this repository to annotate.`,
    );
  }
  return notes;
}

/**
 * The summary after only `published` of `total` annotations could be published: a warning is
 * added when it still fits GitHub's limit.
 */
export function partialAnnotationsSummary(summary: string, published: number, total: number) {
  const note =
    `\n\n> [!WARNING]\n> Only ${formatCount(published)} of ${formatCount(total)} ` +
    'annotations could be published; see the job summary for every result.\n';
  return Buffer.byteLength(summary + note) <= CHECK_OUTPUT_LIMIT_BYTES ? summary + note : summary;
}

/** The output of a check run opened while Kyverno still runs (`github/early-check-run.ts`). */
export function runningCheckOutput(annotated: number): CheckRunOutput {
  return {
    title: 'Kyverno is running',
    summary:
      `The results follow when the run ends. ${plural(annotated, 'annotation')} found before ` +
      'then (deprecated forms in the files the run reads) are already on the diff.',
    text: '',
  };
}

/** The output of a check run opened early whose run then stopped with `message`. */
export function stoppedCheckOutput(message: string): CheckRunOutput {
  return {
    title: 'The run stopped before it finished',
    summary: truncate(
      `The action stopped with this error; the job's log has the details.\n\n${escapeMarkdown(message)}`,
      CHECK_OUTPUT_LIMIT_BYTES / 4,
    ),
    text: '',
  };
}
