/**
 * The sticky pull request comment's body and its hidden marker (one comment per workflow, job and
 * check name). `github/comment.ts` finds, updates or creates it.
 */
import type { RunReport } from '../model/report.js';
import type { Verdict } from '../verdict/verdict.js';
import { escapeHtmlComment } from './escape.js';
import { BoundedMarkdown, link, truncateBytes } from './markdown.js';
import type { LinkTarget } from './summary.js';
import { addUpgradeSection } from './upgrade-section.js';
import { addFileGroups, addFixed, addPolicyReasons, glanceHeadline } from './file-groups.js';
import { failuresOf, warningsOf } from './summary.js';
import { addMutationSection, addTestDiffSection, mutationHeadline } from './mutation-section.js';

/** GitHub rejects longer bodies ("Body is too long"); it counts characters, we count bytes. */
export const COMMENT_LIMIT = 65_536;
/** Rows of failures and warnings together; the rest are in the job summary. */
const MAX_ROWS = 50;
const MAX_FIXED_ROWS = 20;
/** Collapsed diffs of mutated resources, and of failed test rows; the rest are in the summary. */
const MAX_DIFFS = 10;

/** The hidden marker that identifies this workflow's, job's and check's comment. */
export function commentMarker(ctx: { workflow: string; job: string }, checkName: string) {
  const part = (name: string, value: string) => `${name}=${escapeHtmlComment(value)}`;
  return `<!-- kyverno-policy-check ${part('workflow', ctx.workflow)} ${part('job', ctx.job)} ${part('check', checkName)} -->`;
}

export interface CommentOptions {
  verdict: Verdict;
  title: string;
  target?: LinkTarget;
  /** The workflow run, whose job summary lists every result. */
  runUrl?: string;
}

export function renderComment(report: RunReport, marker: string, options: CommentOptions): string {
  const summaryLink = options.runUrl ? link('job summary', options.runUrl) : 'job summary';
  const doc = new BoundedMarkdown(
    COMMENT_LIMIT,
    "to keep this comment short (GitHub's limit is 65,536 characters)",
  );
  doc.add(`${marker}\n`);
  doc.add(glanceHeadline(options.title, report, options.verdict));
  doc.add(mutationHeadline(report));
  doc.add(`${options.verdict.reason}\n\n`);
  addUpgradeSection(doc, report);
  // Deprecations are annotated at their lines and counted in the upgrade section above.
  const shown = [
    ...failuresOf(report),
    ...warningsOf(report).filter((result) => result.upgrade?.type !== 'deprecation'),
  ];
  addPolicyReasons(doc, report, shown);
  const restPointer = `in the ${summaryLink}`;
  addFileGroups(doc, shown, {
    target: options.target,
    maxRows: MAX_ROWS,
    maxMessage: 200,
    restPointer,
  });
  addFixed(doc, report.fixed ?? [], { maxRows: MAX_FIXED_ROWS, restPointer });
  const diffs = {
    ...(options.target && { target: options.target }),
    maxResources: MAX_DIFFS,
    restPointer,
  };
  addTestDiffSection(doc, report, diffs);
  addMutationSection(doc, report, diffs);
  const commit = options.target?.headSha ? ` for commit ${options.target.headSha.slice(0, 7)}` : '';
  doc.add(
    `<sub>Updated${commit} by ${options.runUrl ? link('this workflow run', options.runUrl) : 'the latest run'}; ` +
      `this comment is kept up to date on every run.</sub>\n`,
  );
  return truncateBytes(doc.toString(`The ${summaryLink} lists every result.`), COMMENT_LIMIT);
}
