import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/result.ts
var STATUSES = ["pass", "fail", "warn", "error", "skip"];
var SOURCES = ["test", "apply", "upgrade"];
function resourceLabel(resource) {
  const own = resource.name || (resource.generateName ? `${resource.generateName}*` : "");
  const name = resource.namespace ? `${resource.namespace}/${own}` : own;
  return [resource.kind, name].filter(Boolean).join(" ");
}
function renderLabel(render) {
  return render.values ? `${render.root} (${render.values})` : render.root;
}
function renderedFrom(result) {
  return result.render ? ` (rendered from ${renderLabel(result.render)})` : "";
}
function emptyCounts() {
  return { pass: 0, fail: 0, warn: 0, error: 0, skip: 0 };
}
function countResults(results) {
  const counts = emptyCounts();
  for (const result of results) counts[result.status] += 1;
  return counts;
}
var SEVERITY_ORDER = ["error", "fail", "warn", "skip", "pass"];
function bySeverity(a, b) {
  return SEVERITY_ORDER.indexOf(a.status) - SEVERITY_ORDER.indexOf(b.status);
}
function compareText(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function bySeverityThenLocation(a, b) {
  return bySeverity(a, b) || compareText(a.file ?? a.suite ?? "", b.file ?? b.suite ?? "") || (a.line ?? 0) - (b.line ?? 0) || compareText(a.policy, b.policy) || compareText(a.rule, b.rule) || compareText(a.resource.namespace, b.resource.namespace) || compareText(a.resource.name, b.resource.name) || compareText(a.resource.kind, b.resource.kind);
}
function explanation(result) {
  const { reason, message } = result;
  const reasonAddsSomething = result.source === "test" && result.status !== "pass" && reason !== "" && reason !== "Ok";
  if (reasonAddsSomething && !message.startsWith(reason)) {
    return message ? `${reason}: ${message}` : reason;
  }
  return message || reason || result.status;
}
var NO_RESOURCE = { apiVersion: "", kind: "", namespace: "", name: "" };
function applyError(fields) {
  return {
    source: "apply",
    status: "error",
    policy: fields.policy ?? "",
    rule: "",
    resource: NO_RESOURCE,
    message: fields.message,
    reason: fields.reason,
    ...fields.file === void 0 ? {} : { file: fields.file },
    ...fields.line === void 0 ? {} : { line: fields.line },
    ...fields.column === void 0 ? {} : { column: fields.column }
  };
}

export {
  STATUSES,
  SOURCES,
  resourceLabel,
  renderLabel,
  renderedFrom,
  emptyCounts,
  countResults,
  compareText,
  bySeverityThenLocation,
  explanation,
  NO_RESOURCE,
  applyError
};
//# sourceMappingURL=chunk-6WOCR7F3.js.map
