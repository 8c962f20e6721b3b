import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  policyFinder
} from "./chunk-RMBF3HT2.js";
import {
  ruleTitle
} from "./chunk-GGA52LXN.js";
import {
  encodePath,
  escapeMarkdown,
  truncate
} from "./chunk-QBE5E75G.js";
import {
  bySeverityThenLocation,
  compareText,
  explanation,
  renderedFrom,
  resourceLabel
} from "./chunk-6WOCR7F3.js";
import "./chunk-DUEHMRHB.js";

// src/report/sarif.ts
var MAX_SARIF_RESULTS = 25e3;
var LEVELS = {
  error: "error",
  fail: "error",
  warn: "warning"
};
var SECURITY_SEVERITY = {
  critical: "9.5",
  high: "8.0",
  medium: "5.5",
  low: "3.0",
  info: "0.1"
};
var SEVERITY_LEVELS = {
  critical: "error",
  high: "error",
  medium: "warning",
  low: "note",
  info: "note"
};
var MAX_DESCRIPTION = 1e4;
function ruleFacts(meta) {
  if (!meta.policy) return "Kyverno could not load a policy, resource or test.";
  const kind = meta.info?.kind ?? "policy";
  const where = meta.info?.file ? ` Defined in ${meta.info.file}${meta.info.line ? `, line ${meta.info.line}` : ""}.` : "";
  const what = meta.rule ? `Kyverno ${kind} ${meta.policy}, rule ${meta.rule}.` : `Kyverno ${kind} ${meta.policy}.`;
  const details = [
    meta.category && `Category: ${meta.category}.`,
    meta.severity && `Severity: ${meta.severity}.`
  ].filter(Boolean);
  return [what, ...details].join(" ") + where;
}
function ruleHelp(meta) {
  const title = meta.info?.title;
  const description = meta.info?.description;
  const paragraphs = [
    ...description ? truncate(description, MAX_DESCRIPTION).split(/\n\s*\n/) : [],
    ruleFacts(meta)
  ];
  return {
    text: [...title ? [title] : [], ...paragraphs].join("\n\n"),
    markdown: [
      ...title ? [`**${escapeMarkdown(title)}**`] : [],
      ...paragraphs.map(escapeMarkdown)
    ].join("\n\n")
  };
}
function ruleFor(id, meta) {
  const { title, description } = meta.info ?? {};
  const severity = meta.severity?.toLowerCase() ?? "";
  const securitySeverity = SECURITY_SEVERITY[severity];
  return {
    id,
    name: id,
    shortDescription: { text: title ?? id },
    fullDescription: {
      text: description ? truncate(description, MAX_DESCRIPTION) : ruleFacts(meta)
    },
    help: ruleHelp(meta),
    defaultConfiguration: {
      level: meta.level ?? SEVERITY_LEVELS[severity] ?? "error"
    },
    properties: {
      tags: ["kyverno", ...meta.category ? [meta.category] : []],
      ...meta.category && { category: meta.category },
      ...meta.severity && { severity: meta.severity },
      ...securitySeverity && { "security-severity": securitySeverity }
    }
  };
}
var LEVEL_RANK = { none: 0, note: 1, warning: 2, error: 3 };
function rulesOf(report) {
  const findPolicy = policyFinder(report.policies);
  const metas = /* @__PURE__ */ new Map();
  for (const result of report.results) {
    const id = ruleTitle(result);
    const meta = metas.get(id) ?? { policy: result.policy, rule: result.rule };
    meta.info ??= findPolicy(result.policy);
    meta.category ??= result.category ?? meta.info?.category;
    meta.severity ??= result.severity ?? meta.info?.severity;
    const level = LEVELS[result.status];
    if (level && LEVEL_RANK[level] > LEVEL_RANK[meta.level ?? "none"]) meta.level = level;
    metas.set(id, meta);
  }
  return [...metas].sort(([a], [b]) => compareText(a, b)).map(([id, meta]) => ruleFor(id, meta));
}
function resultMessage(result) {
  const resource = resourceLabel(result.resource);
  const text = explanation(result);
  return resource ? `${resource}${renderedFrom(result)}: ${text}` : text;
}
function renderSarif(report, options = {}) {
  const findings = report.results.filter((result) => LEVELS[result.status] !== void 0).sort(bySeverityThenLocation);
  const located = findings.filter((result) => result.file);
  const kept = located.slice(0, MAX_SARIF_RESULTS);
  const ruleList = rulesOf(report);
  const ruleIndex = new Map(ruleList.map((rule, index) => [rule.id, index]));
  const results = kept.map((result) => ({
    ruleId: ruleTitle(result),
    ruleIndex: ruleIndex.get(ruleTitle(result)) ?? 0,
    level: LEVELS[result.status] ?? "none",
    kind: "fail",
    message: { text: resultMessage(result) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodePath(result.file ?? ""), uriBaseId: "%SRCROOT%" },
          region: {
            startLine: result.line ?? 1,
            ...result.column !== void 0 && { startColumn: result.column }
          }
        }
      }
    ],
    properties: {
      status: result.status,
      source: result.source,
      reason: result.reason,
      ...result.suite && { suite: result.suite }
    }
  }));
  const notifications = report.notices.map((notice) => ({
    level: "warning",
    message: { text: notice }
  }));
  const unlocated = findings.length - located.length;
  if (unlocated > 0) {
    notifications.push({
      level: "note",
      message: {
        text: `${unlocated} results from remote test suites have no file in this repository and are not listed.`
      }
    });
  }
  if (located.length > kept.length) {
    notifications.push({
      level: "warning",
      message: {
        text: `${located.length - kept.length} of ${located.length} results are left out: GitHub code scanning accepts at most ${MAX_SARIF_RESULTS} per run.`
      }
    });
  }
  const version = options.kyverno?.version || report.kyvernoVersion || "unknown";
  const semanticVersion = /^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(version)?.[1];
  return {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "kyverno",
            version,
            ...semanticVersion && { semanticVersion },
            informationUri: "https://kyverno.io",
            rules: ruleList
          }
        },
        invocations: [
          {
            executionSuccessful: report.summary.error === 0,
            toolExecutionNotifications: notifications
          }
        ],
        results
      }
    ]
  };
}
export {
  MAX_SARIF_RESULTS,
  renderSarif
};
//# sourceMappingURL=sarif-CW2Q3BAK.js.map
