import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  addCoverageTable,
  addMutationSection,
  addNotices,
  addPolicyTables,
  addResultSections,
  addSkippedSection,
  addTestDiffSection,
  addUpgradeSection,
  failuresOf,
  fullResultsNote,
  kyvernoLine,
  mutationHeadline,
  totalsTable,
  warningsOf
} from "./chunk-643TNH55.js";
import {
  runUrl
} from "./chunk-DGWWHXYS.js";
import {
  CHECK_ANNOTATIONS_PER_REQUEST,
  inBatches
} from "./chunk-GGA52LXN.js";
import {
  describeCounts,
  hasFailures
} from "./chunk-D7YVKBAW.js";
import {
  BoundedMarkdown,
  formatCount,
  plural
} from "./chunk-GSWZM5HV.js";
import {
  escapeMarkdown,
  truncate
} from "./chunk-QBE5E75G.js";

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
function runningCheckOutput(annotated) {
  return {
    title: "Kyverno is running",
    summary: `The results follow when the run ends. ${plural(annotated, "annotation")} found before then (deprecated forms in the files the run reads) are already on the diff.`,
    text: ""
  };
}
function stoppedCheckOutput(message) {
  return {
    title: "The run stopped before it finished",
    summary: truncate(
      `The action stopped with this error; the job's log has the details.

${escapeMarkdown(message)}`,
      CHECK_OUTPUT_LIMIT_BYTES / 4
    ),
    text: ""
  };
}

// src/github/check-run.ts
function checkRunTarget(ctx, name) {
  const detailsUrl = runUrl(ctx);
  return {
    owner: ctx.owner,
    repo: ctx.repo,
    headSha: ctx.headSha,
    name,
    ...detailsUrl !== void 0 && { detailsUrl }
  };
}
async function createCheckRun(octokit, target, state) {
  const { data } = await octokit.rest.checks.create({
    owner: target.owner,
    repo: target.repo,
    name: target.name,
    head_sha: target.headSha,
    ...target.detailsUrl !== void 0 && { details_url: target.detailsUrl },
    ...state
  });
  return { id: data.id, url: data.html_url ?? data.url };
}
async function publishCheckRun(octokit, request) {
  const { output, conclusion } = request;
  const [first = [], ...rest] = inBatches(request.annotations, CHECK_ANNOTATIONS_PER_REQUEST);
  const checkRun = await createCheckRun(octokit, request, {
    output: withAnnotations(output, first),
    ...rest.length === 0 ? { status: "completed", conclusion } : { status: "in_progress" }
  });
  await patchBatches(octokit, request, checkRun.id, rest, {
    annotated: first.length,
    total: request.annotations.length
  });
  return checkRun;
}
async function completeCheckRun(octokit, checkRun, request, annotated) {
  const batches = inBatches(request.annotations, CHECK_ANNOTATIONS_PER_REQUEST);
  await patchBatches(octokit, request, checkRun.id, batches.length > 0 ? batches : [[]], {
    annotated,
    total: annotated + request.annotations.length
  });
}
async function patchBatches(octokit, request, checkRunId, batches, count) {
  let { annotated } = count;
  for (const [index, batch] of batches.entries()) {
    const last = index === batches.length - 1;
    try {
      await octokit.rest.checks.update({
        owner: request.owner,
        repo: request.repo,
        check_run_id: checkRunId,
        output: withAnnotations(request.output, batch),
        ...last && { status: "completed", conclusion: request.conclusion }
      });
    } catch (error) {
      if (!last) await completeAfterFailure(octokit, request, checkRunId, { ...count, annotated });
      throw error;
    }
    annotated += batch.length;
  }
}
var withAnnotations = (output, batch) => ({
  ...output,
  ...batch.length > 0 && { annotations: [...batch] }
});
async function completeAfterFailure(octokit, request, checkRunId, { annotated, total }) {
  const summary = partialAnnotationsSummary(request.output.summary, annotated, total);
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

export {
  MAX_CHECK_ANNOTATIONS,
  conclusionFor,
  renderCheckOutput,
  annotationCapNote,
  runningCheckOutput,
  stoppedCheckOutput,
  checkRunTarget,
  createCheckRun,
  publishCheckRun,
  completeCheckRun
};
//# sourceMappingURL=chunk-J3E762E4.js.map
