import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  countResults
} from "./chunk-6WOCR7F3.js";
import {
  coverageFigures,
  formatPercent
} from "./chunk-RQPWM56H.js";

// src/verdict/verdict.ts
var FAILING_STATUSES = {
  fail: ["fail", "error"],
  error: ["error"],
  warn: ["fail", "error", "warn"],
  never: []
};
var ORDER = ["error", "fail", "warn", "skip", "pass"];
function describeCounts(counts, statuses = ORDER) {
  const parts = ORDER.filter((status) => statuses.includes(status) && counts[status] > 0).map(
    (status) => `${counts[status]} ${status}`
  );
  return parts.length > 0 ? parts.join(", ") : "no results";
}
function ignoresExisting(report, options = {}) {
  return options.failOnExisting === false && report.fixed !== void 0;
}
function verdict(report, failOn, options = {}) {
  const onlyNew = ignoresExisting(report, options);
  const counts = onlyNew ? countResults(report.results.filter((result) => result.baseline !== "existing")) : report.summary;
  const what = onlyNew ? "new results: " : "";
  const existing = onlyNew ? existingNote(report) : "";
  const failing = FAILING_STATUSES[failOn].filter((status) => counts[status] > 0);
  const gate = coverageGate(report);
  if (failing.length > 0) {
    return {
      failed: true,
      reason: `Kyverno policy check failed: ${what}${describeCounts(counts, failing)} (fail-on: ${failOn}${existing})${gate ? `; ${gate}` : ""}.`
    };
  }
  if (gate) return { failed: true, reason: `Kyverno policy check failed: ${gate}.` };
  const ignored = ["error", "fail", "warn"].filter((status) => counts[status] > 0);
  const note = ignored.length > 0 ? `; not failing on ${describeCounts(counts, ignored)}` : "";
  return {
    failed: false,
    reason: `Kyverno policy check passed: ${what}${describeCounts(counts)} (fail-on: ${failOn}${note}${existing}).`
  };
}
function coverageGate(report) {
  const minimum = report.coverage?.minimum;
  if (!report.coverage || minimum === void 0 || report.shard) return void 0;
  const { covered, total, percent } = coverageFigures(report.coverage);
  if (percent >= minimum) return void 0;
  const short = Math.round((minimum - percent) * 10) / 10;
  return `coverage ${formatPercent(percent)} % (${covered} of ${total} units fully covered) is ${formatPercent(short)} points below min-coverage ${minimum} %`;
}
function existingNote(report) {
  const count = report.results.filter((result) => result.baseline === "existing").length;
  return `; fail-on-existing: false, so ${count} result(s) that also failed at the base commit do not fail the step`;
}
function hasFailures(report) {
  return report.summary.fail > 0 || report.summary.error > 0;
}
function enforceVerdict(result, sink) {
  if (result.failed) sink.setFailed(result.reason);
  else sink.info(result.reason);
}

export {
  FAILING_STATUSES,
  describeCounts,
  ignoresExisting,
  verdict,
  coverageGate,
  hasFailures,
  enforceVerdict
};
//# sourceMappingURL=chunk-D7YVKBAW.js.map
