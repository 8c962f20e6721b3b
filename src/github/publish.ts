/**
 * Publishes a run's report everywhere reviewers look: SARIF file, check run with annotations (or
 * workflow-command annotations), job summary and the sticky PR comment. Each step fails on its
 * own: a failed check run or comment is a warning and never costs the summary or the files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as Core from '@actions/core';
import type { AnnotationProperties } from '@actions/core';
import type { ReportConfig } from '../inputs/config.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import type { Annotation, AnnotationSink } from '../report/annotations.js';
import { annotationsFor, emitWorkflowCommands, toCheckAnnotation } from '../report/annotations.js';
import {
  MAX_CHECK_ANNOTATIONS,
  annotationCapNote,
  conclusionFor,
  publishCheckRun,
  renderCheckOutput,
} from '../report/check-run.js';
import { commentMarker, renderComment, upsertStickyComment } from '../report/comment.js';
import type { CommentAuthor } from '../report/comment.js';
import { escapeMarkdown } from '../report/escape.js';
import { formatCount, link, plural } from '../report/markdown.js';
import { renderSarif } from '../report/sarif.js';
import { renderSummary } from '../report/summary.js';
import type { Verdict } from '../verdict/verdict.js';
import { hasFailures, verdict as decideVerdict } from '../verdict/verdict.js';
import type { Octokit } from './client.js';
import type { GitHubContext } from './context.js';
import { runUrl } from './context.js';
import { describeGitHubError } from './errors.js';

/** The part of `@actions/core` that publishing uses; `createCoreSink` adapts the real one. */
export interface ReportSink extends AnnotationSink {
  info(message: string): void;
  notice(message: string): void;
  warning(message: string, properties?: AnnotationProperties): void;
  /** Appends Markdown to the job summary; false when the runner offers none (GHES ≤ 3.3). */
  writeSummary(markdown: string): Promise<boolean>;
}

export interface PublishDeps {
  /** Absent without a token. */
  octokit?: Octokit;
  sink: ReportSink;
  kyverno?: KyvernoInfo;
  writeFile?: (file: string, content: string) => Promise<void>;
  /** Who writes the comment, when known; otherwise asked from GitHub (`GET /user`). */
  commentAuthor?: CommentAuthor;
}

export interface PublishOutcome {
  verdict: Verdict;
  checkRunUrl?: string;
  commentUrl?: string;
  sarifFile?: string;
  summaryWritten: boolean;
  /** Every warning, already sent to the sink. */
  warnings: string[];
}

async function writeFileCreatingFolders(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content, 'utf8');
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

export async function publishReport(
  report: RunReport,
  ctx: GitHubContext | undefined,
  config: ReportConfig,
  deps: PublishDeps,
): Promise<PublishOutcome> {
  const { sink, octokit } = deps;
  const outcome: PublishOutcome = {
    verdict: decideVerdict(report, config.failOn),
    summaryWritten: false,
    warnings: [],
  };
  const warn = (message: string) => {
    outcome.warnings.push(message);
    sink.warning(message);
  };
  const fullResults = path.basename(config.jsonFile);
  const target = ctx?.headSha ? ctx : undefined;
  const notes: string[] = [];

  if (config.sarifFile) {
    const file = config.sarifFile;
    try {
      const sarif = renderSarif(report, { ...(deps.kyverno && { kyverno: deps.kyverno }) });
      await (deps.writeFile ?? writeFileCreatingFolders)(
        file,
        `${JSON.stringify(sarif, null, 2)}\n`,
      );
      outcome.sarifFile = file;
    } catch (error) {
      warn(`Could not write the SARIF report ${file}: ${(error as Error).message}`);
    }
  }

  const blocker = writeBlocker(ctx, octokit);
  const wantsWrites = config.checkRun || config.comment !== 'off';
  if (blocker && ctx && wantsWrites) {
    sink.notice(
      `Skipping the check run and the pull request comment: ${blocker}. ` +
        'Annotations, the job summary and the report files are still written.' +
        (ctx.readOnlyToken
          ? ' To comment on such pull requests, publish the results file from a `workflow_run` workflow (see examples/).'
          : ''),
    );
  }

  const { annotations, unlocated } = config.annotations
    ? annotationsFor(report.results)
    : { annotations: [] as Annotation[], unlocated: 0 };
  let annotatedByCheckRun = false;
  if (!blocker && ctx && octokit && config.checkRun) {
    const published = annotations.slice(0, MAX_CHECK_ANNOTATIONS);
    try {
      const checkRun = await publishCheckRun(octokit, {
        owner: ctx.owner,
        repo: ctx.repo,
        headSha: ctx.headSha,
        name: config.checkName,
        ...(runUrl(ctx) !== undefined && { detailsUrl: runUrl(ctx) }),
        output: renderCheckOutput(report, {
          verdict: outcome.verdict,
          ...(target && { target }),
          ...(deps.kyverno && { kyverno: deps.kyverno }),
          notes: annotationCapNote(annotations.length, published.length, unlocated),
          fullResults,
        }),
        annotations: published.map(toCheckAnnotation),
        conclusion: conclusionFor(report, outcome.verdict),
      });
      outcome.checkRunUrl = checkRun.url;
      annotatedByCheckRun = true;
      notes.push(`**Check run:** ${link(config.checkName, checkRun.url)}`);
    } catch (error) {
      warn(describeGitHubError('publish the check run', error, 'checks: write'));
    }
  }

  if (config.annotations && !annotatedByCheckRun) {
    const { omitted } = emitWorkflowCommands(annotations, sink);
    const note = workflowCommandNote(omitted, fullResults);
    if (note) notes.push(note);
  }
  if (unlocated > 0 && !annotatedByCheckRun) {
    notes.push(
      `${plural(unlocated, 'result')} from remote test suites cannot be annotated: they have no file in this repository.`,
    );
  }

  if (config.jobSummary) {
    try {
      const summary = renderSummary(report, {
        verdict: outcome.verdict,
        ...(ctx && { ctx }),
        ...(deps.kyverno && { kyverno: deps.kyverno }),
        notes,
        fullResults,
      });
      outcome.summaryWritten = await sink.writeSummary(summary);
      if (!outcome.summaryWritten)
        sink.info('This runner has no job summary (GITHUB_STEP_SUMMARY is not set).');
    } catch (error) {
      warn(`Could not write the job summary: ${(error as Error).message}`);
    }
  }

  if (!blocker && ctx && octokit && config.comment !== 'off') {
    if (ctx.pullRequestNumber === undefined) {
      sink.info(`No pull request for this ${ctx.eventName || 'event'}: no comment.`);
    } else {
      try {
        const marker = commentMarker(ctx, config.checkName);
        const result = await upsertStickyComment(octokit, {
          owner: ctx.owner,
          repo: ctx.repo,
          pullRequestNumber: ctx.pullRequestNumber,
          marker,
          body: renderComment(report, marker, {
            verdict: outcome.verdict,
            title: config.checkName,
            ...(target && { target }),
            ...(runUrl(ctx) !== undefined && { runUrl: runUrl(ctx) }),
          }),
          create: config.comment === 'always' || outcome.verdict.failed || hasFailures(report),
          ...(deps.commentAuthor && { author: deps.commentAuthor }),
        });
        if (result.action === 'skipped') sink.info(`No pull request comment: ${result.reason}.`);
        else outcome.commentUrl = result.url;
      } catch (error) {
        warn(describeGitHubError('update the pull request comment', error, 'pull-requests: write'));
      }
    }
  }

  return outcome;
}

/** Adapts `@actions/core` to the sink. */
export function createCoreSink(core: typeof Core): ReportSink {
  return {
    info: (message) => core.info(message),
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
