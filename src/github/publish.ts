/**
 * Publishes a run's report everywhere reviewers look: check run with annotations (or
 * workflow-command annotations), job summary and the sticky PR comment. Each step fails on its
 * own: a failed check run or comment is a warning and never costs the summary. The verdict and
 * the report files are the finish step's (`files/finish.ts`), made before publishing.
 */
import path from 'node:path';
import type * as Core from '@actions/core';
import type { ReportConfig } from '../inputs/config.js';
import type { Logger } from '../model/logger.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import type { AnnotationSet } from '../report/annotations.js';
import { annotationsFor, notYetSent, toCheckAnnotation } from '../report/annotations.js';
import {
  MAX_CHECK_ANNOTATIONS,
  annotationCapNote,
  conclusionFor,
  renderCheckOutput,
} from '../report/check-run.js';
import { commentMarker, renderComment } from '../report/comment.js';
import { escapeMarkdown } from '../report/escape.js';
import { formatCount, link, plural } from '../report/markdown.js';
import { renderSummary } from '../report/summary.js';
import type { SuggestionsSummary } from '../report/suggestions.js';
import type { Verdict } from '../verdict/verdict.js';
import { hasFailures, ignoresExisting } from '../verdict/verdict.js';
import { checkRunTarget, completeCheckRun, publishCheckRun } from './check-run.js';
import type { EarlyCheckRun } from './early-check-run.js';
import type { Octokit } from './client.js';
import { commentAuthorOnce, upsertStickyComment, type CommentAuthor } from './comment.js';
import { pullFilesOnce, type PullFilesSource } from './pull-files.js';
import { emitWorkflowCommands } from './workflow-commands.js';
import type { GitHubContext } from './context.js';
import { runUrl } from './context.js';
import { describeGitHubError } from './errors.js';

/** The logger, and the job summary; `createCoreSink` adapts `@actions/core`. */
export interface ReportSink extends Logger {
  /** Appends Markdown to the job summary; false when the runner offers none (GHES ≤ 3.3). */
  writeSummary(markdown: string): Promise<boolean>;
}

export interface PublishDeps {
  /** The finish step's verdict, which the check run, summary and comment state. */
  verdict: Verdict;
  /** Absent without a token. */
  octokit?: Octokit;
  sink: ReportSink;
  kyverno?: KyvernoInfo;
  /** Who writes the comment, when known; otherwise asked from GitHub (`GET /user`). */
  commentAuthor?: CommentAuthor;
  /** The checkout the report's files are relative to (default GITHUB_WORKSPACE, else the cwd). */
  workspace?: string;
  /** The run's one listing of the pull request's files (`pullFilesOnce`); else listed here. */
  pullFiles?: PullFilesSource;
  /**
   * This run checked the whole pull request itself (not a shard, not `merge-results` or
   * `results-file`): its suggestions, none included, are all that may stand.
   */
  checkedWhole?: boolean;
  /** The check run opened while Kyverno ran, if any: it is completed instead of created. */
  earlyCheckRun?: EarlyCheckRun;
}

export interface PublishOutcome {
  checkRunUrl?: string;
  commentUrl?: string;
  /** The review carrying the suggested changes, when one was posted. */
  reviewUrl?: string;
  summaryWritten: boolean;
  /** Every warning, already sent to the sink. */
  warnings: string[];
}

/** Why the action cannot write checks or comments, or undefined when it can. */
function writeBlocker(ctx: GitHubContext | undefined, octokit: Octokit | undefined) {
  if (!ctx) return 'not running in GitHub Actions';
  if (ctx.readOnlyToken) return `the token is read-only (${ctx.readOnlyReason ?? 'read-only'})`;
  if (!octokit) return 'no github-token was given';
  return undefined;
}

function workflowCommandNote(
  omitted: Record<'failure' | 'warning', number>,
  fullResults: string,
): string | undefined {
  const more = (count: number, noun: string) =>
    count > 0 ? `${formatCount(count)} more ${count === 1 ? noun : `${noun}s`}` : '';
  const parts = [more(omitted.failure, 'failure'), more(omitted.warning, 'warning')].filter(
    Boolean,
  );
  if (parts.length === 0) return undefined;
  return (
    '**Annotations:** GitHub shows at most 10 error and 10 warning annotations per step; ' +
    `not annotated on the diff: ${parts.join(', ')}. ` +
    `They are listed below and in the JSON report (${escapeMarkdown(fullResults)}).`
  );
}

/** What every publishing step reads, and the outcome they fill in. */
interface Publication {
  report: RunReport;
  ctx: GitHubContext | undefined;
  config: ReportConfig;
  deps: PublishDeps;
  outcome: PublishOutcome;
  /** The JSON report's file name, where every result is. */
  fullResults: string;
  /** Lines for the job summary from earlier steps. */
  notes: string[];
  warn(message: string): void;
}

/** A context and client that may write checks and comments. */
interface Writer {
  ctx: GitHubContext;
  octokit: Octokit;
  /** Who writes the comments: `deps.commentAuthor`, else asked of GitHub when first needed. */
  author(): Promise<CommentAuthor>;
}

const kyvernoOf = (p: Publication) => (p.deps.kyverno ? { kyverno: p.deps.kyverno } : {});
const targetOf = (p: Publication) => (p.ctx?.headSha ? { target: p.ctx } : {});
const runUrlOf = (ctx: GitHubContext) => {
  const url = runUrl(ctx);
  return url === undefined ? {} : { runUrl: url };
};

/** The writer, or undefined with one notice saying why checks and comments are skipped. */
function writerFor(p: Publication): Writer | undefined {
  const { ctx, config } = p;
  const octokit = p.deps.octokit;
  const blocker = writeBlocker(ctx, octokit);
  if (!blocker && ctx && octokit) {
    return { ctx, octokit, author: commentAuthorOnce(octokit, p.deps.commentAuthor) };
  }
  const suggesting = suggestionsOn(p);
  if (ctx && (config.checkRun || config.comment !== 'off' || suggesting)) {
    const what = suggesting
      ? 'the check run, the pull request comment and the suggested changes'
      : 'the check run and the pull request comment';
    p.deps.sink.notice(
      `Skipping ${what}: ${blocker}. ` +
        'Annotations, the job summary and the report files are still written.' +
        (ctx.readOnlyToken
          ? ' To comment on such pull requests, publish the results file from a `workflow_run` workflow (see examples/).'
          : ''),
    );
  }
  return undefined;
}

/** Whether the run has mutations of manifest files to suggest (`suggestions: mutations`). */
const suggestionsOn = (p: Publication): boolean =>
  (p.config.suggestions ?? 'mutations') !== 'off' && (p.report.mutations?.length ?? 0) > 0;

/**
 * Posts Kyverno's mutations as suggested changes in one review; whatever is not posted (outside
 * the diff, over the limits, no permission, GitHub refused) goes to the job summary as diffs. A
 * run that posts no review removes the earlier suggestions when they cannot stand any more
 * (`clearsEarlier`), so one run's suggestions are all that stands.
 */
async function suggestionsStep(p: Publication, writer: Writer | undefined): Promise<void> {
  const { ctx } = p;
  if (!ctx || (p.config.suggestions ?? 'mutations') === 'off') return;
  const mutations = p.report.mutations ?? [];
  if (ctx.pullRequestNumber === undefined) {
    if (mutations.length > 0) {
      p.deps.sink.info(
        `No pull request for this ${ctx.eventName || 'event'}: no suggested changes.`,
      );
    }
    return;
  }
  // Only a pull request's run posts or clears suggestions: the suggestions' code (the YAML
  // editor, `rfc6902`, `diff`) is imported by those runs alone.
  const [{ renderSuggestionsSection, suggestionMarker }, { editFiles }, step] = await Promise.all([
    import('../report/suggestions.js'),
    import('../files/manifest-edits.js'),
    import('./suggestions-step.js'),
  ]);
  const { clearSuggestions, clearsEarlier, planReview, publishSuggestions } = step;
  const workspace = p.deps.workspace ?? process.env.GITHUB_WORKSPACE ?? process.cwd();
  const { files, failed } = await editFiles(workspace, mutations);
  const target = writer && {
    octokit: writer.octokit,
    owner: ctx.owner,
    repo: ctx.repo,
    pullRequestNumber: ctx.pullRequestNumber,
    marker: suggestionMarker(ctx, p.config.checkName),
    author: writer.author,
  };
  if (target && files.length === 0 && clearsEarlier(p.report.mutations, !!p.deps.checkedWhole)) {
    try {
      await clearSuggestions(target);
    } catch (error) {
      p.warn(
        describeGitHubError('remove the earlier suggested changes', error, 'pull-requests: write'),
      );
    }
  }
  if (mutations.length === 0) return;
  const unposted = (reason: string): SuggestionsSummary => ({
    posted: 0,
    skipped: reason,
    notSuggested: [...planReview(files, undefined, reason).notSuggested, ...failed],
  });
  let summary: SuggestionsSummary;
  if (!target) {
    summary = unposted(writeBlocker(ctx, p.deps.octokit) ?? 'the token cannot write');
  } else if (files.length === 0) {
    summary = { posted: 0, notSuggested: failed };
  } else {
    try {
      const posted = await publishSuggestions({
        ...target,
        headSha: ctx.headSha,
        pullFiles: p.deps.pullFiles ?? pullFilesOnce(target.octokit, ctx),
        files,
      });
      summary = { ...posted, notSuggested: [...posted.notSuggested, ...failed] };
      if (posted.reviewUrl) p.outcome.reviewUrl = posted.reviewUrl;
    } catch (error) {
      p.warn(describeGitHubError('post the suggested changes', error, 'pull-requests: write'));
      summary = unposted('GitHub refused the review (see the warning)');
    }
  }
  const section = renderSuggestionsSection(summary);
  if (section) p.notes.push(section);
}

/** Returns whether the check run carries the annotations. */
async function publishCheckRunStep(
  p: Publication,
  { ctx, octokit }: Writer,
  { annotations, unlocated }: AnnotationSet,
): Promise<boolean> {
  const early = await p.deps.earlyCheckRun?.takeOver();
  const sent = early?.checkRun ? early.sent : [];
  const published = notYetSent(annotations.map(toCheckAnnotation), sent).slice(
    0,
    Math.max(0, MAX_CHECK_ANNOTATIONS - sent.length),
  );
  const request = {
    ...checkRunTarget(ctx, p.config.checkName),
    output: renderCheckOutput(p.report, {
      verdict: p.deps.verdict,
      ...targetOf(p),
      ...kyvernoOf(p),
      notes: annotationCapNote(annotations.length, sent.length + published.length, unlocated),
      fullResults: p.fullResults,
    }),
    annotations: published,
    conclusion: conclusionFor(p.report, p.deps.verdict),
  };
  try {
    let checkRun = early?.checkRun;
    if (checkRun) await completeCheckRun(octokit, checkRun, request, sent.length);
    else checkRun = await publishCheckRun(octokit, request);
    p.outcome.checkRunUrl = checkRun.url;
    p.notes.push(`**Check run:** ${link(p.config.checkName, checkRun.url)}`);
    return true;
  } catch (error) {
    p.warn(describeGitHubError('publish the check run', error, 'checks: write'));
    return false;
  }
}

function annotateWithWorkflowCommands(p: Publication, { annotations, unlocated }: AnnotationSet) {
  const { omitted } = emitWorkflowCommands(annotations, p.deps.sink);
  const note = workflowCommandNote(omitted, p.fullResults);
  if (note) p.notes.push(note);
  if (unlocated > 0) {
    p.notes.push(
      `${plural(unlocated, 'result')} from remote test suites cannot be annotated: they have no file in this repository.`,
    );
  }
}

async function writeJobSummary(p: Publication): Promise<void> {
  try {
    const summary = renderSummary(p.report, {
      verdict: p.deps.verdict,
      ...(p.ctx && { ctx: p.ctx }),
      ...kyvernoOf(p),
      notes: p.notes,
      fullResults: p.fullResults,
    });
    p.outcome.summaryWritten = await p.deps.sink.writeSummary(summary);
    if (!p.outcome.summaryWritten) {
      p.deps.sink.info('This runner has no job summary (GITHUB_STEP_SUMMARY is not set).');
    }
  } catch (error) {
    p.warn(`Could not write the job summary: ${(error as Error).message}`);
  }
}

async function publishCommentStep(p: Publication, { ctx, octokit, author }: Writer): Promise<void> {
  if (ctx.pullRequestNumber === undefined) {
    p.deps.sink.info(`No pull request for this ${ctx.eventName || 'event'}: no comment.`);
    return;
  }
  const marker = commentMarker(ctx, p.config.checkName);
  try {
    const result = await upsertStickyComment(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      pullRequestNumber: ctx.pullRequestNumber,
      marker,
      body: renderComment(p.report, marker, {
        verdict: p.deps.verdict,
        title: p.config.checkName,
        ...targetOf(p),
        ...runUrlOf(ctx),
      }),
      create: p.config.comment === 'always' || p.deps.verdict.failed || hasFailures(p.report),
      author: await author(),
    });
    if (result.action === 'skipped') p.deps.sink.info(`No pull request comment: ${result.reason}.`);
    else p.outcome.commentUrl = result.url;
  } catch (error) {
    p.warn(describeGitHubError('update the pull request comment', error, 'pull-requests: write'));
  }
}

/**
 * Publishes the report: check run (or workflow-command annotations), job summary, sticky
 * comment. Never throws for GitHub errors: each becomes a warning (sent to the sink and
 * returned), and the other steps still run.
 */
export async function publishReport(
  report: RunReport,
  ctx: GitHubContext | undefined,
  config: ReportConfig,
  deps: PublishDeps,
): Promise<PublishOutcome> {
  const outcome: PublishOutcome = {
    summaryWritten: false,
    warnings: [],
  };
  const p: Publication = {
    report,
    ctx,
    config,
    deps,
    outcome,
    fullResults: path.basename(config.jsonFile),
    notes: [],
    warn(message) {
      outcome.warnings.push(message);
      deps.sink.warning(message);
    },
  };

  const writer = writerFor(p);
  const annotations: AnnotationSet = config.annotations
    ? annotationsFor(report.results, {
        existingAsWarnings: ignoresExisting(
          report,
          config.failOnExisting === undefined ? {} : { failOnExisting: config.failOnExisting },
        ),
      })
    : { annotations: [], unlocated: 0 };
  const annotatedByCheckRun =
    writer !== undefined && config.checkRun && (await publishCheckRunStep(p, writer, annotations));
  if (config.annotations && !annotatedByCheckRun) annotateWithWorkflowCommands(p, annotations);
  try {
    await suggestionsStep(p, writer);
  } catch (error) {
    p.warn(`Could not prepare the suggested changes: ${(error as Error).message}`);
  }
  if (config.jobSummary) await writeJobSummary(p);
  if (writer && config.comment !== 'off') await publishCommentStep(p, writer);
  return outcome;
}

/** Adapts `@actions/core` to the sink. */
export function createCoreSink(core: typeof Core): ReportSink {
  return {
    info: (message) => core.info(message),
    debug: (message) => core.debug(message),
    notice: (message) => core.notice(message),
    warning: (message, properties) => core.warning(message, properties),
    error: (message, properties) => core.error(message, properties),
    async writeSummary(markdown) {
      if (!process.env.GITHUB_STEP_SUMMARY) return false;
      await core.summary.addRaw(markdown, true).write();
      return true;
    },
  };
}
