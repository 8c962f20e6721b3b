import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  truncate
} from "./chunk-QBE5E75G.js";
import {
  bySeverityThenLocation,
  explanation,
  renderedFrom,
  resourceLabel
} from "./chunk-6WOCR7F3.js";

// src/report/annotations.ts
var CHECK_ANNOTATIONS_PER_REQUEST = 50;
var WORKFLOW_COMMAND_LIMITS = {
  failure: 10,
  warning: 10
};
var MAX_TITLE = 255;
var MAX_MESSAGE = 4096;
var LEVELS = {
  error: "failure",
  fail: "failure",
  warn: "warning"
};
var LOAD_ERROR_TITLE = "kyverno-error";
function ruleTitle(result) {
  if (!result.policy) return result.rule || LOAD_ERROR_TITLE;
  return result.rule ? `${result.policy}/${result.rule}` : result.policy;
}
function annotationMessage(result) {
  const resource = resourceLabel(result.resource);
  const text = explanation(result);
  const prefix = result.status === "error" ? "Error: " : "";
  const from = renderedFrom(result);
  const diff = result.diff ? `
Expected (-) versus actual (+):
${result.diff}` : "";
  return truncate(`${prefix}${resource ? `${resource}${from}: ` : ""}${text}${diff}`, MAX_MESSAGE);
}
function annotationsFor(results, options = {}) {
  const annotations = [];
  let unlocated = 0;
  const annotated = results.filter((result) => LEVELS[result.status] !== void 0).sort(bySeverityThenLocation);
  for (const result of annotated) {
    const existing = options.existingAsWarnings && result.baseline === "existing";
    const level = existing ? "warning" : LEVELS[result.status];
    if (level === void 0) continue;
    if (!result.file) {
      unlocated += 1;
      continue;
    }
    annotations.push({
      level,
      path: result.file,
      line: result.line ?? 1,
      ...result.column !== void 0 && { column: result.column },
      title: truncate(`${existing ? "existing: " : ""}${ruleTitle(result)}`, MAX_TITLE),
      message: annotationMessage(result)
    });
  }
  return { annotations, unlocated };
}
function toCheckAnnotation(annotation) {
  return {
    path: annotation.path,
    start_line: annotation.line,
    end_line: annotation.line,
    // Columns are allowed only when the annotation spans one line, as here.
    ...annotation.column !== void 0 && {
      start_column: annotation.column,
      end_column: annotation.column
    },
    annotation_level: annotation.level,
    title: annotation.title,
    message: annotation.message
  };
}
function inBatches(items, size) {
  const batches = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
function workflowCommandsFor(annotations, limits = WORKFLOW_COMMAND_LIMITS) {
  const emitted = { failure: 0, warning: 0 };
  const omitted = { failure: 0, warning: 0 };
  const commands = [];
  for (const annotation of annotations) {
    if (emitted[annotation.level] >= limits[annotation.level]) {
      omitted[annotation.level] += 1;
      continue;
    }
    const place = {
      title: annotation.title,
      file: annotation.path,
      startLine: annotation.line,
      ...annotation.column !== void 0 && { startColumn: annotation.column }
    };
    commands.push({ level: annotation.level, message: annotation.message, place });
    emitted[annotation.level] += 1;
  }
  return { commands, emitted, omitted };
}
var annotationKey = (a) => JSON.stringify([a.path, a.start_line, a.start_column, a.annotation_level, a.title, a.message]);
function notYetSent(all, sent) {
  const pending = /* @__PURE__ */ new Map();
  for (const annotation of sent) {
    const key = annotationKey(annotation);
    pending.set(key, (pending.get(key) ?? 0) + 1);
  }
  return all.filter((annotation) => {
    const key = annotationKey(annotation);
    const count = pending.get(key) ?? 0;
    if (count > 0) pending.set(key, count - 1);
    return count === 0;
  });
}

export {
  CHECK_ANNOTATIONS_PER_REQUEST,
  WORKFLOW_COMMAND_LIMITS,
  ruleTitle,
  annotationsFor,
  toCheckAnnotation,
  inBatches,
  workflowCommandsFor,
  notYetSent
};
//# sourceMappingURL=chunk-GGA52LXN.js.map
