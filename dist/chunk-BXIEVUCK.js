import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  STATUSES
} from "./chunk-6WOCR7F3.js";

// src/parse/policy-report/extract.ts
var REPORT_KINDS = [
  "ClusterReport",
  "PolicyReport",
  "ClusterPolicyReport"
];
function extractPolicyReports(stdout) {
  const extracted = { reports: [], problems: [] };
  for (const line of stdout.split(/\r?\n/)) {
    let from = line.indexOf('{"');
    while (from >= 0) {
      const end = jsonObjectEnd(line, from);
      if (end < 0) {
        if (/"kind":"(ClusterReport|PolicyReport|ClusterPolicyReport)"/.test(line.slice(from))) {
          extracted.problems.push(
            `an incomplete policy report line: ${line.slice(from, from + 120)}\u2026`
          );
        }
        break;
      }
      const report = asReport(line.slice(from, end));
      if (report) extracted.reports.push(report);
      from = line.indexOf('{"', end);
    }
  }
  return extracted;
}
function asReport(json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    return void 0;
  }
  if (typeof value !== "object" || value === null) return void 0;
  const candidate = value;
  if (typeof candidate.kind !== "string" || !REPORT_KINDS.includes(candidate.kind))
    return void 0;
  return {
    kind: candidate.kind,
    apiVersion: typeof candidate.apiVersion === "string" ? candidate.apiVersion : "",
    ...candidate.metadata ? { metadata: candidate.metadata } : {},
    results: Array.isArray(candidate.results) ? candidate.results : []
  };
}
function jsonObjectEnd(text, start) {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

// src/parse/policy-report/results.ts
var REASONS = {
  pass: "Pass",
  fail: "Fail",
  warn: "Warn",
  error: "Error",
  skip: "Skip"
};
function reportResults(reports) {
  const results = [];
  for (const report of reports) {
    for (const entry of report.results) {
      const subjects = entry.resources?.length ? entry.resources : [{}];
      for (const subject of subjects) results.push(toResult(entry, subject));
    }
  }
  return results;
}
function toResult(entry, subject) {
  const known = STATUSES.includes(entry.result);
  const status = known ? entry.result : "error";
  const message = entry.message ?? "";
  return {
    source: "apply",
    status,
    policy: entry.policy ?? "",
    rule: entry.rule ?? "",
    resource: toResource(subject),
    message: known ? message : `Kyverno reported an unknown result "${entry.result}": ${message}`,
    reason: REASONS[status],
    ...entry.category ? { category: entry.category } : {},
    ...entry.severity ? { severity: entry.severity } : {}
  };
}
function toResource(subject) {
  return {
    apiVersion: subject.apiVersion ?? "",
    kind: subject.kind ?? "",
    namespace: subject.namespace ?? "",
    name: subject.name ?? ""
  };
}

// src/parse/policy-report/index.ts
function parseApplyOutput(stdout) {
  const { reports, problems } = extractPolicyReports(stdout);
  return { results: reportResults(reports), reportCount: reports.length, problems };
}

export {
  extractPolicyReports,
  parseApplyOutput
};
//# sourceMappingURL=chunk-BXIEVUCK.js.map
