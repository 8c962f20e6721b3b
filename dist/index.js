import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  PULL_FILES_LIMIT
} from "./chunk-XCHCVFG7.js";
import {
  defaultEnvironment,
  finishReport,
  installAndCheck,
  loadConfig
} from "./chunk-B5D2FLZC.js";
import "./chunk-LM6VCFBH.js";
import "./chunk-DVMNYBSU.js";
import "./chunk-JGB2CHLH.js";
import "./chunk-FC44KZJV.js";
import "./chunk-FE3IYDYG.js";
import {
  core_exports,
  getInput,
  group,
  info,
  setFailed,
  setOutput,
  warning
} from "./chunk-TSUN5CL6.js";
import "./chunk-VAI6OKOL.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-CQOEUDZH.js";
import "./chunk-GJEDKCUH.js";
import "./chunk-IOANXRLR.js";
import "./chunk-TDMDYNJO.js";
import "./chunk-DMODDUZL.js";
import "./chunk-32EWI5OX.js";
import "./chunk-R2KTKNWY.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  addCoverageTable,
  addMutationSection,
  addNotices,
  addPolicyTables,
  addResultSections,
  addSkippedSection,
  addTestDiffSection,
  addUpgradeSection,
  commentAuthorOnce,
  commentMarker,
  failuresOf,
  fullResultsNote,
  kyvernoLine,
  mutationHeadline,
  renderComment,
  renderSummary,
  totalsTable,
  upsertStickyComment,
  warningsOf
} from "./chunk-QX23JJE7.js";
import "./chunk-RMBF3HT2.js";
import {
  describeCounts,
  enforceVerdict,
  hasFailures,
  ignoresExisting
} from "./chunk-7LIYHIUX.js";
import {
  CHECK_ANNOTATIONS_PER_REQUEST,
  WORKFLOW_COMMAND_LIMITS,
  annotationsFor,
  inBatches,
  toCheckAnnotation,
  workflowCommandsFor
} from "./chunk-4J44QRKZ.js";
import "./chunk-NLX6PZYL.js";
import {
  coverageOutput
} from "./chunk-RQPWM56H.js";
import "./chunk-6B5PNUJ7.js";
import "./chunk-UGWUOMPK.js";
import "./chunk-GCO45IPH.js";
import {
  BoundedMarkdown,
  formatCount,
  link,
  plural
} from "./chunk-GSWZM5HV.js";
import {
  escapeMarkdown,
  truncate
} from "./chunk-QBE5E75G.js";
import "./chunk-IEJYTL7S.js";
import "./chunk-T5AFWGOX.js";
import "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/github/context.ts
var import_node_fs = __toESM(require_fs(), 1);
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_review",
  "pull_request_review_comment"
]);
var DEPENDABOT_READ_ONLY_EVENTS = /* @__PURE__ */ new Set([...PULL_REQUEST_EVENTS, "push"]);
var DEPENDABOT = "dependabot[bot]";
function readOnlyReason(eventName, actor, payload) {
  if (actor === DEPENDABOT && DEPENDABOT_READ_ONLY_EVENTS.has(eventName)) {
    return "Dependabot run";
  }
  if (!PULL_REQUEST_EVENTS.has(eventName)) return void 0;
  const head = payload.pull_request?.head?.repo?.full_name;
  const base = payload.pull_request?.base?.repo?.full_name;
  if (head === void 0 || head !== base) return "pull request from a fork";
  return void 0;
}
function pullRequestNumber(eventName, payload) {
  if (eventName === "workflow_run") return payload.workflow_run?.pull_requests?.[0]?.number;
  return payload.pull_request?.number;
}
function headSha(eventName, payload, env) {
  if (eventName === "workflow_run" && payload.workflow_run?.head_sha) {
    return payload.workflow_run.head_sha;
  }
  return payload.pull_request?.head?.sha ?? env.GITHUB_SHA ?? "";
}
function positiveNumber(value) {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}
function githubContextFrom(env, payload, overrides = {}) {
  const event = payload ?? {};
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const actor = env.GITHUB_ACTOR ?? "";
  const reason = readOnlyReason(eventName, actor, event);
  const prNumber = overrides.pullRequestNumber ?? pullRequestNumber(eventName, event);
  return {
    owner,
    repo,
    eventName,
    headSha: overrides.headSha ?? headSha(eventName, event, env),
    ...prNumber !== void 0 && { pullRequestNumber: prNumber },
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    runId: positiveNumber(env.GITHUB_RUN_ID),
    runAttempt: positiveNumber(env.GITHUB_RUN_ATTEMPT) || 1,
    workflow: env.GITHUB_WORKFLOW ?? "",
    job: env.GITHUB_JOB ?? "",
    actor,
    readOnlyToken: reason !== void 0,
    ...reason !== void 0 && { readOnlyReason: reason }
  };
}
function loadGitHubRun(env = process.env, overrides = {}) {
  if (!env.GITHUB_REPOSITORY?.includes("/")) return void 0;
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload = {};
  if (eventPath) {
    try {
      payload = JSON.parse((0, import_node_fs.readFileSync)(eventPath, "utf8"));
    } catch (error) {
      throw new Error(
        `Cannot read the event payload GITHUB_EVENT_PATH=${eventPath}: ${error.message}`,
        { cause: error }
      );
    }
  }
  return { ctx: githubContextFrom(env, payload, overrides), payload };
}
function runUrl(ctx) {
  if (!ctx.runId) return void 0;
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`;
}

// src/github/open-client.ts
async function openGitHubClient(options) {
  const { createGitHubClient } = await import("./client-BV7GPFSW.js");
  return createGitHubClient(options);
}

// src/github/errors.ts
var HINTS = {
  401: "the github-token is invalid or has expired.",
  403: "the token lacks a permission or GitHub refused the request.",
  404: "the repository, commit or pull request was not found, or the token cannot see it.",
  422: "GitHub rejected the request as invalid.",
  429: "GitHub rate-limited the request and retries did not help."
};
var firstLine = (message) => (message.split("\n")[0] ?? "").replace(/ - https?:\/\/\S+$/, "");
function requestErrorText(error) {
  if (typeof error === "object" && error !== null) {
    const { status, message } = error;
    const text = typeof message === "string" ? firstLine(message) : String(error);
    return typeof status === "number" ? `HTTP ${status}: ${text}` : text;
  }
  return String(error);
}
function describeGitHubError(what, error, permission) {
  const { status, message } = error ?? {};
  const detail = firstLine(message ?? String(error)).trim();
  const statusText = status === void 0 ? "" : `${status} `;
  let hint = status === void 0 ? "" : HINTS[status] ?? "";
  if (status !== void 0 && status >= 500) hint = "GitHub failed to answer, even after retries.";
  if (status === 403 && /rate limit/i.test(detail)) {
    hint = HINTS[429] ?? "";
  } else if (status === 403 && permission) {
    hint = `give the job \`permissions: ${permission}\` (fork pull requests never get it: use the workflow_run pattern).`;
  }
  return `Could not ${what}: ${statusText}${detail}${hint ? `; ${hint}` : ""}`;
}

// src/github/pull-files.ts
var PER_PAGE = 100;
function toPullFile(entry) {
  if (typeof entry.filename !== "string") return void 0;
  return {
    path: entry.filename,
    status: typeof entry.status === "string" ? entry.status : "modified",
    ...typeof entry.previous_filename === "string" && { previousPath: entry.previous_filename },
    sha: typeof entry.sha === "string" ? entry.sha : "",
    ...typeof entry.patch === "string" && { patch: entry.patch }
  };
}
async function fetchPullFiles(octokit, pull) {
  const files = [];
  for (let page = 1; page <= PULL_FILES_LIMIT / PER_PAGE; page += 1) {
    let data;
    try {
      ({ data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.pullRequestNumber,
        per_page: PER_PAGE,
        page
      }));
    } catch (error) {
      return { ok: false, reason: `the GitHub API failed: ${requestErrorText(error)}`, error };
    }
    if (!Array.isArray(data)) return { ok: false, reason: "the GitHub API sent no file list" };
    for (const entry of data) {
      const file = toPullFile(entry);
      if (file) files.push(file);
    }
    if (data.length < PER_PAGE) return { ok: true, files, capped: false };
  }
  return { ok: true, files, capped: true };
}
function pullFilesOnce(octokit, repo) {
  const listed = /* @__PURE__ */ new Map();
  return (pullRequestNumber2) => {
    const known = listed.get(pullRequestNumber2);
    if (known) return known;
    const listing = fetchPullFiles(octokit, { ...repo, pullRequestNumber: pullRequestNumber2 }).then((outcome) => {
      if (!outcome.ok) listed.delete(pullRequestNumber2);
      return outcome;
    });
    listed.set(pullRequestNumber2, listing);
    return listing;
  };
}

// src/github/publish.ts
var import_node_path = __toESM(require_path(), 1);

// src/report/check-run.ts
var CHECK_OUTPUT_LIMIT_BYTES = 65535;
var MAX_CHECK_ANNOTATIONS = 1e3;
function conclusionFor(report, result) {
  if (result.failed) return "failure";
  return hasFailures(report) ? "neutral" : "success";
}
function renderCheckOutput(report, options) {
  const limitName = "to stay within GitHub's 65,535-byte limit for check run output";
  const rest = fullResultsNote(options.fullResults);
  const summary = new BoundedMarkdown(CHECK_OUTPUT_LIMIT_BYTES, limitName);
  summary.add(`${options.verdict.reason}

`);
  summary.add(mutationHeadline(report));
  summary.add(totalsTable(report.summary));
  summary.add(kyvernoLine(report, options.kyverno));
  for (const note of options.notes ?? []) summary.add(`${note}

`);
  addNotices(summary, report.notices);
  addPolicyTables(summary, report);
  addUpgradeSection(summary, report);
  addCoverageTable(summary, report);
  const text = new BoundedMarkdown(CHECK_OUTPUT_LIMIT_BYTES, limitName);
  const sections = { maxMessage: 500 };
  addResultSections(text, failuresOf(report), options.target, {
    ...sections,
    heading: "Failures",
    noun: "failure"
  });
  addResultSections(text, warningsOf(report), options.target, {
    ...sections,
    heading: "Warnings",
    noun: "warning"
  });
  const diffs = {
    ...options.target && { target: options.target },
    restPointer: "in the job summary and the JSON report"
  };
  addTestDiffSection(text, report, diffs);
  addMutationSection(text, report, diffs);
  addSkippedSection(text, report.skipped, options.target);
  return {
    title: truncate(
      options.verdict.failed || hasFailures(report) ? describeCounts(report.summary, ["error", "fail", "warn"]) : `${describeCounts(report.summary)}: no failures`,
      255
    ),
    summary: summary.toString(rest),
    text: text.toString(rest)
  };
}
function annotationCapNote(total, published, unlocated) {
  const notes = [];
  if (published < total) {
    notes.push(
      `Annotations: ${formatCount(published)} of ${formatCount(total)} are shown on the diff; more would slow the pull request page and run into GitHub's rate limits. The rest are listed below and in the job summary.`
    );
  }
  if (unlocated > 0) {
    notes.push(
      `${plural(unlocated, "result")} from remote test suites ${unlocated === 1 ? "has" : "have"} no file in this repository to annotate.`
    );
  }
  return notes;
}
function partialAnnotationsSummary(summary, published, total) {
  const note = `

> [!WARNING]
> Only ${formatCount(published)} of ${formatCount(total)} annotations could be published; see the job summary for every result.
`;
  return Buffer.byteLength(summary + note) <= CHECK_OUTPUT_LIMIT_BYTES ? summary + note : summary;
}

// src/github/check-run.ts
async function publishCheckRun(octokit, request) {
  const { owner, repo, output, conclusion } = request;
  const [first = [], ...rest] = inBatches(request.annotations, CHECK_ANNOTATIONS_PER_REQUEST);
  const { data: created } = await octokit.rest.checks.create({
    owner,
    repo,
    name: request.name,
    head_sha: request.headSha,
    ...rest.length === 0 ? { status: "completed", conclusion } : { status: "in_progress" },
    ...request.detailsUrl !== void 0 && { details_url: request.detailsUrl },
    output: withAnnotations(output, first)
  });
  for (const [index, batch] of rest.entries()) {
    const last = index === rest.length - 1;
    try {
      await octokit.rest.checks.update({
        owner,
        repo,
        check_run_id: created.id,
        output: withAnnotations(output, batch),
        ...last && { status: "completed", conclusion }
      });
    } catch (error) {
      if (!last) await completeAfterFailure(octokit, request, created.id, index + 1);
      throw error;
    }
  }
  return { id: created.id, url: created.html_url ?? created.url };
}
var withAnnotations = (output, batch) => ({
  ...output,
  ...batch.length > 0 && { annotations: [...batch] }
});
async function completeAfterFailure(octokit, request, checkRunId, publishedBatches) {
  const summary = partialAnnotationsSummary(
    request.output.summary,
    publishedBatches * CHECK_ANNOTATIONS_PER_REQUEST,
    request.annotations.length
  );
  try {
    await octokit.rest.checks.update({
      owner: request.owner,
      repo: request.repo,
      check_run_id: checkRunId,
      output: { ...request.output, summary },
      status: "completed",
      conclusion: request.conclusion
    });
  } catch {
  }
}

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
    import("./suggestions-step-TO3QBI5S.js")
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
  const published = annotations.slice(0, MAX_CHECK_ANNOTATIONS);
  const detailsUrl = runUrl(ctx);
  try {
    const checkRun = await publishCheckRun(octokit, {
      owner: ctx.owner,
      repo: ctx.repo,
      headSha: ctx.headSha,
      name: p.config.checkName,
      ...detailsUrl !== void 0 && { detailsUrl },
      output: renderCheckOutput(p.report, {
        verdict: p.deps.verdict,
        ...targetOf(p),
        ...kyvernoOf(p),
        notes: annotationCapNote(annotations.length, published.length, unlocated),
        fullResults: p.fullResults
      }),
      annotations: published.map(toCheckAnnotation),
      conclusion: conclusionFor(p.report, p.deps.verdict)
    });
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

// src/main.ts
async function loadRun(config) {
  const run2 = loadGitHubRun(process.env, {
    ...config.pullRequestNumber !== void 0 && {
      pullRequestNumber: config.pullRequestNumber
    }
  });
  if (!run2) return void 0;
  if (!config.githubToken) return run2;
  const octokit = await openGitHubClient({
    token: config.githubToken,
    apiUrl: run2.ctx.apiUrl,
    log: info
  });
  return { ...run2, octokit, pullFiles: pullFilesOnce(octokit, run2.ctx) };
}
async function obtainReport(config, run2) {
  if (config.mergeResults) {
    const { mergeShardResults } = await import("./merge-75QPVCGS.js");
    const { resolveResultFiles } = await import("./result-files-OFVQ5ZW3.js");
    const files = await resolveResultFiles(config.mergeResults, config.workspace);
    info(`Merging ${files.length} shard result file(s): ${files.join(", ")}`);
    return { report: await mergeShardResults(files) };
  }
  if (config.resultsFile) {
    info(`Publishing the results in ${config.resultsFile}`);
    const { readJsonReport } = await import("./json-report-RYEBXT6J.js");
    return { report: await readJsonReport(config.resultsFile) };
  }
  return installAndCheck(config, {
    install: { token: config.githubToken },
    onKyverno: (kyverno) => {
      setOutput("kyverno-version", kyverno.version);
      if (!run2) {
        throw new Error(
          "GITHUB_REPOSITORY is not set: the action runs in GitHub Actions. To check a repository elsewhere, use the local mode (`npx kyverno-policy-check --help`)."
        );
      }
    },
    check: {
      event: { name: run2?.ctx.eventName ?? "", payload: run2?.payload },
      repo: { owner: run2?.ctx.owner ?? "", repo: run2?.ctx.repo ?? "" },
      // Reading the pull request's files works with any token, read-only ones included.
      ...run2?.pullFiles && { listPullFiles: run2.pullFiles },
      logger: core_exports
    },
    around: (check) => group("Run Kyverno", check)
  });
}
function setCountOutputs(report) {
  const { summary } = report;
  setOutput("passed", summary.pass);
  setOutput("failed", summary.fail);
  setOutput("warned", summary.warn);
  setOutput("errored", summary.error);
  setOutput("skipped", summary.skip);
  setOutput("total", report.results.length);
  const upgrade = (type) => report.results.filter((result) => result.upgrade?.type === type).length;
  setOutput("deprecated", upgrade("deprecation"));
  setOutput("upgrade-changes", upgrade("change"));
  setOutput("coverage", coverageOutput(report.coverage));
  setOutput("mutated", report.mutations?.length ?? 0);
}
async function run() {
  try {
    const config = await loadConfig((name) => getInput(name), defaultEnvironment());
    for (const warning2 of config.warnings) warning(warning2);
    const run2 = await loadRun(config);
    const { report, kyverno } = await obtainReport(config, run2);
    if (!kyverno) setOutput("kyverno-version", report.kyvernoVersion);
    setCountOutputs(report);
    const { verdict, files } = await finishReport(
      report,
      config.report,
      {
        jsonFile: config.report.jsonFile,
        ...config.report.junitFile && { junitFile: config.report.junitFile },
        ...config.report.sarifFile && { sarifFile: config.report.sarifFile }
      },
      kyverno
    );
    for (const warning2 of files.warnings) warning(warning2);
    if (files.jsonFile) setOutput("json-file", files.jsonFile);
    if (files.junitFile) setOutput("junit-file", files.junitFile);
    if (files.sarifFile) setOutput("sarif-file", files.sarifFile);
    const published = await publishReport(report, run2?.ctx, config.report, {
      verdict,
      sink: createCoreSink(core_exports),
      workspace: config.workspace,
      ...kyverno && { kyverno },
      ...run2?.octokit && { octokit: run2.octokit },
      ...run2?.pullFiles && { pullFiles: run2.pullFiles },
      // A report of its own: not a shard's part, nor results checked elsewhere.
      checkedWhole: !config.mergeResults && !config.resultsFile && !config.shard
    });
    if (published.checkRunUrl) setOutput("check-run-url", published.checkRunUrl);
    if (published.commentUrl) setOutput("comment-url", published.commentUrl);
    setOutput("result", verdict.failed ? "fail" : "pass");
    enforceVerdict(verdict, core_exports);
  } catch (error) {
    setFailed(error instanceof Error ? error.message : String(error));
  }
}

// src/index.ts
await run();
//# sourceMappingURL=index.js.map
