import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  json2xml_default
} from "./chunk-EDYWDR5J.js";
import {
  countResults,
  renderedFrom,
  resourceLabel
} from "./chunk-6WOCR7F3.js";
import "./chunk-DUEHMRHB.js";

// src/report/junit-file.ts
var builder = new json2xml_default({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: true,
  processEntities: true
});
function renderJUnit(report, timestamp = /* @__PURE__ */ new Date()) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of report.results) {
    const key = suiteName(result);
    groups.set(key, [...groups.get(key) ?? [], result]);
  }
  const totals = countResults(report.results);
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    testsuites: {
      "@_name": "Kyverno Policy Check",
      "@_tests": report.results.length,
      "@_failures": totals.fail,
      "@_errors": totals.error,
      "@_skipped": totals.skip,
      "@_time": "0",
      testsuite: [...groups].map(([name, results]) => renderSuite(name, results, timestamp))
    }
  };
  return `${builder.build(document)}`;
}
function suiteName(result) {
  if (result.source === "test") return clean(result.suite ?? result.file ?? "kyverno test");
  return clean(`kyverno apply: ${result.file ?? result.suite ?? "manifests"}`);
}
function renderSuite(name, results, timestamp) {
  const counts = countResults(results);
  const file = results.find((result) => result.file !== void 0)?.file;
  return {
    "@_name": name,
    "@_tests": results.length,
    "@_failures": counts.fail,
    "@_errors": counts.error,
    "@_skipped": counts.skip,
    "@_time": "0",
    "@_timestamp": timestamp.toISOString().replace(/\.\d{3}Z$/, ""),
    ...file === void 0 ? {} : { "@_file": clean(file) },
    testcase: results.map(renderCase)
  };
}
function renderCase(result) {
  const where = result.file === void 0 ? {} : { "@_file": clean(result.file) };
  const line = result.line === void 0 ? {} : { "@_line": result.line };
  const details = describe(result);
  const outcome = result.status === "fail" ? {
    failure: {
      "@_message": summaryLine(result),
      "@_type": clean(result.reason),
      "#text": details
    }
  } : result.status === "error" ? {
    error: {
      "@_message": firstLine(result.message),
      "@_type": clean(result.reason),
      "#text": details
    }
  } : result.status === "skip" ? {
    skipped: { "@_message": summaryLine(result) },
    "system-out": details
  } : { "system-out": result.status === "warn" ? `WARNING
${details}` : details };
  return {
    "@_name": clean(caseName(result)),
    "@_classname": clean(result.policy || `kyverno ${result.source}`),
    ...where,
    ...line,
    "@_time": "0",
    ...outcome
  };
}
function caseName(result) {
  const resource = resourceLabel(result.resource);
  const subject = [result.rule, resource].filter(Boolean).join(" ");
  return (subject || result.reason || result.status) + renderedFrom(result);
}
function describe(result) {
  const place = result.file === void 0 ? result.suite : `${result.file}${result.line ? `:${result.line}` : ""}`;
  return clean(
    [
      `Status: ${result.status}`,
      result.policy && `Policy: ${result.policy}`,
      result.rule && `Rule: ${result.rule}`,
      result.resource.name && `Resource: ${resourceLabel(result.resource)}`,
      result.reason && `Reason: ${result.reason}`,
      place && `Location: ${place}`,
      `Message: ${result.message}`
    ].filter(Boolean).join("\n")
  );
}
function summaryLine(result) {
  const { reason, message } = result;
  return firstLine(!reason || message.startsWith(reason) ? message : `${reason}: ${message}`);
}
function firstLine(text) {
  const line = text.split("\n", 1)[0] ?? "";
  return clean(line.length > 500 ? `${line.slice(0, 497)}...` : line);
}
var ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
var NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
function clean(text) {
  return text.replace(ANSI, "").replace(NOT_XML_CHAR, "");
}
export {
  renderJUnit
};
//# sourceMappingURL=junit-file-55MME4J3.js.map
