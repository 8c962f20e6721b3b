import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MAX_CHECK_ANNOTATIONS,
  annotationCapNote,
  checkRunTarget,
  completeCheckRun,
  conclusionFor,
  publishCheckRun,
  renderCheckOutput
} from "./chunk-J3E762E4.js";
import {
  commentAuthorOnce,
  commentMarker,
  renderComment,
  upsertStickyComment
} from "./chunk-V4KCILKV.js";
import {
  renderSummary
} from "./chunk-643TNH55.js";
import {
  describeGitHubError,
  pullFilesOnce
} from "./chunk-ZEZYHDSD.js";
import "./chunk-XCHCVFG7.js";
import "./chunk-RMBF3HT2.js";
import {
  runUrl
} from "./chunk-DGWWHXYS.js";
import "./chunk-ZPHQ6KVR.js";
import {
  WORKFLOW_COMMAND_LIMITS,
  annotationsFor,
  notYetSent,
  toCheckAnnotation,
  workflowCommandsFor
} from "./chunk-GGA52LXN.js";
import {
  hasFailures,
  ignoresExisting
} from "./chunk-D7YVKBAW.js";
import {
  formatCount,
  link,
  plural
} from "./chunk-GSWZM5HV.js";
import {
  escapeMarkdown
} from "./chunk-QBE5E75G.js";
import "./chunk-YHQFHDZ5.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-RQPWM56H.js";
import "./chunk-XSHFO76L.js";
import "./chunk-A4PJROQA.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/github/publish.ts
var import_node_path = __toESM(require_path(), 1);

// src/github/workflow-commands.ts
function emitWorkflowCommands(annotations, logger, limits = WORKFLOW_COMMAND_LIMITS) {
  const { commands, emitted, omitted } = workflowCommandsFor(annotations, limits);
  for (const { level, message, place } of commands) {
    if (level === "failure") logger.error(message, place);
    else logger.warning(message, place);
  }
  return { emitted, omitted };
}

// src/github/publish.ts
function writeBlocker(ctx, octokit) {
  if (!ctx) return "not running in GitHub Actions";
  if (ctx.readOnlyToken) return `the token is read-only (${ctx.readOnlyReason ?? "read-only"})`;
  if (!octokit) return "no github-token was given";
  return void 0;
}
function workflowCommandNote(omitted, fullResults) {
  const more = (count, noun) => count > 0 ? `${formatCount(count)} more ${count === 1 ? noun : `${noun}s`}` : "";
  const parts = [more(omitted.failure, "failure"), more(omitted.warning, "warning")].filter(
    Boolean
  );
  if (parts.length === 0) return void 0;
  return `**Annotations:** GitHub shows at most 10 error and 10 warning annotations per step; not annotated on the diff: ${parts.join(", ")}. They are listed below and in the JSON report (${escapeMarkdown(fullResults)}).`;
}
var kyvernoOf = (p) => p.deps.kyverno ? { kyverno: p.deps.kyverno } : {};
var targetOf = (p) => p.ctx?.headSha ? { target: p.ctx } : {};
var runUrlOf = (ctx) => {
  const url = runUrl(ctx);
  return url === void 0 ? {} : { runUrl: url };
};
function writerFor(p) {
  const { ctx, config } = p;
  const octokit = p.deps.octokit;
  const blocker = writeBlocker(ctx, octokit);
  if (!blocker && ctx && octokit) {
    return { ctx, octokit, author: commentAuthorOnce(octokit, p.deps.commentAuthor) };
  }
  const suggesting = suggestionsOn(p);
  if (ctx && (config.checkRun || config.comment !== "off" || suggesting)) {
    const what = suggesting ? "the check run, the pull request comment and the suggested changes" : "the check run and the pull request comment";
    p.deps.sink.notice(
      `Skipping ${what}: ${blocker}. Annotations, the job summary and the report files are still written.` + (ctx.readOnlyToken ? " To comment on such pull requests, publish the results file from a `workflow_run` workflow (see examples/)." : "")
    );
  }
  return void 0;
}
var suggestionsOn = (p) => (p.config.suggestions ?? "mutations") !== "off" && (p.report.mutations?.length ?? 0) > 0;
async function suggestionsStep(p, writer) {
  const { ctx } = p;
  if (!ctx || (p.config.suggestions ?? "mutations") === "off") return;
  const mutations = p.report.mutations ?? [];
  if (ctx.pullRequestNumber === void 0) {
    if (mutations.length > 0) {
      p.deps.sink.info(
        `No pull request for this ${ctx.eventName || "event"}: no suggested changes.`
      );
    }
    return;
  }
  const [{ renderSuggestionsSection, suggestionMarker }, { editFiles }, step] = await Promise.all([
    import("./suggestions-EW3GA2VQ.js"),
    import("./manifest-edits-XX4KTM4H.js"),
    import("./suggestions-step-WBTGZB22.js")
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
    author: writer.author
  };
  if (target && files.length === 0 && clearsEarlier(p.report.mutations, !!p.deps.checkedWhole)) {
    try {
      await clearSuggestions(target);
    } catch (error) {
      p.warn(
        describeGitHubError("remove the earlier suggested changes", error, "pull-requests: write")
      );
    }
  }
  if (mutations.length === 0) return;
  const unposted = (reason) => ({
    posted: 0,
    skipped: reason,
    notSuggested: [...planReview(files, void 0, reason).notSuggested, ...failed]
  });
  let summary;
  if (!target) {
    summary = unposted(writeBlocker(ctx, p.deps.octokit) ?? "the token cannot write");
  } else if (files.length === 0) {
    summary = { posted: 0, notSuggested: failed };
  } else {
    try {
      const posted = await publishSuggestions({
        ...target,
        headSha: ctx.headSha,
        pullFiles: p.deps.pullFiles ?? pullFilesOnce(target.octokit, ctx),
        files
      });
      summary = { ...posted, notSuggested: [...posted.notSuggested, ...failed] };
      if (posted.reviewUrl) p.outcome.reviewUrl = posted.reviewUrl;
    } catch (error) {
      p.warn(describeGitHubError("post the suggested changes", error, "pull-requests: write"));
      summary = unposted("GitHub refused the review (see the warning)");
    }
  }
  const section = renderSuggestionsSection(summary);
  if (section) p.notes.push(section);
}
async function publishCheckRunStep(p, { ctx, octokit }, { annotations, unlocated }) {
  const early = await p.deps.earlyCheckRun?.takeOver();
  const sent = early?.checkRun ? early.sent : [];
  const published = notYetSent(annotations.map(toCheckAnnotation), sent).slice(
    0,
    Math.max(0, MAX_CHECK_ANNOTATIONS - sent.length)
  );
  const request = {
    ...checkRunTarget(ctx, p.config.checkName),
    output: renderCheckOutput(p.report, {
      verdict: p.deps.verdict,
      ...targetOf(p),
      ...kyvernoOf(p),
      notes: annotationCapNote(annotations.length, sent.length + published.length, unlocated),
      fullResults: p.fullResults
    }),
    annotations: published,
    conclusion: conclusionFor(p.report, p.deps.verdict)
  };
  try {
    let checkRun = early?.checkRun;
    if (checkRun) await completeCheckRun(octokit, checkRun, request, sent.length);
    else checkRun = await publishCheckRun(octokit, request);
    p.outcome.checkRunUrl = checkRun.url;
    p.notes.push(`**Check run:** ${link(p.config.checkName, checkRun.url)}`);
    return true;
  } catch (error) {
    p.warn(describeGitHubError("publish the check run", error, "checks: write"));
    return false;
  }
}
function annotateWithWorkflowCommands(p, { annotations, unlocated }) {
  const { omitted } = emitWorkflowCommands(annotations, p.deps.sink);
  const note = workflowCommandNote(omitted, p.fullResults);
  if (note) p.notes.push(note);
  if (unlocated > 0) {
    p.notes.push(
      `${plural(unlocated, "result")} from remote test suites cannot be annotated: they have no file in this repository.`
    );
  }
}
async function writeJobSummary(p) {
  try {
    const summary = renderSummary(p.report, {
      verdict: p.deps.verdict,
      ...p.ctx && { ctx: p.ctx },
      ...kyvernoOf(p),
      notes: p.notes,
      fullResults: p.fullResults
    });
    p.outcome.summaryWritten = await p.deps.sink.writeSummary(summary);
    if (!p.outcome.summaryWritten) {
      p.deps.sink.info("This runner has no job summary (GITHUB_STEP_SUMMARY is not set).");
    }
  } catch (error) {
    p.warn(`Could not write the job summary: ${error.message}`);
  }
}
async function publishCommentStep(p, { ctx, octokit, author }) {
  if (ctx.pullRequestNumber === void 0) {
    p.deps.sink.info(`No pull request for this ${ctx.eventName || "event"}: no comment.`);
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
        ...runUrlOf(ctx)
      }),
      create: p.config.comment === "always" || p.deps.verdict.failed || hasFailures(p.report),
      author: await author()
    });
    if (result.action === "skipped") p.deps.sink.info(`No pull request comment: ${result.reason}.`);
    else p.outcome.commentUrl = result.url;
  } catch (error) {
    p.warn(describeGitHubError("update the pull request comment", error, "pull-requests: write"));
  }
}
async function publishReport(report, ctx, config, deps) {
  const outcome = {
    summaryWritten: false,
    warnings: []
  };
  const p = {
    report,
    ctx,
    config,
    deps,
    outcome,
    fullResults: import_node_path.default.basename(config.jsonFile),
    notes: [],
    warn(message) {
      outcome.warnings.push(message);
      deps.sink.warning(message);
    }
  };
  const writer = writerFor(p);
  const annotations = config.annotations ? annotationsFor(report.results, {
    existingAsWarnings: ignoresExisting(
      report,
      config.failOnExisting === void 0 ? {} : { failOnExisting: config.failOnExisting }
    )
  }) : { annotations: [], unlocated: 0 };
  const annotatedByCheckRun = writer !== void 0 && config.checkRun && await publishCheckRunStep(p, writer, annotations);
  if (config.annotations && !annotatedByCheckRun) annotateWithWorkflowCommands(p, annotations);
  try {
    await suggestionsStep(p, writer);
  } catch (error) {
    p.warn(`Could not prepare the suggested changes: ${error.message}`);
  }
  if (config.jobSummary) await writeJobSummary(p);
  if (writer && config.comment !== "off") await publishCommentStep(p, writer);
  return outcome;
}
function createCoreSink(core) {
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
    }
  };
}
export {
  createCoreSink,
  publishReport
};
//# sourceMappingURL=publish-XR6BVICR.js.map
