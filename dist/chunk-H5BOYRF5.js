import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  changeDiff
} from "./chunk-ZJJMWXCG.js";
import {
  link,
  plural
} from "./chunk-GSWZM5HV.js";
import {
  codeFence,
  escapeHtmlComment,
  escapeMarkdown
} from "./chunk-QBE5E75G.js";

// src/report/suggestions.ts
var REVIEW_BODY_LIMIT = 65536;
var MAX_REVIEW_COMMENTS = 30;
var MAX_LISTED = 20;
function suggestionMarker(ctx, checkName) {
  const part = (name, value) => `${name}=${escapeHtmlComment(value)}`;
  return `<!-- kyverno-policy-check:suggestion ${part("workflow", ctx.workflow)} ${part("job", ctx.job)} ${part("check", checkName)} -->`;
}
var makerText = (makers) => makers.map(({ policy, rule }) => `\`${escapeMarkdown(rule ? `${policy}/${rule}` : policy)}\``).join(", ");
var resourceText = (resource) => resource ? ` on ${escapeMarkdown(`${resource.kind} ${resource.name}`)}` : "";
function renderSuggestionComment(change, marker) {
  const fence = codeFence(change.lines.join("\n"));
  const block = [`${fence}suggestion`, ...change.lines, fence].join("\n");
  const who = change.makers.length > 0 ? ` (${makerText(change.makers)})` : "";
  return [
    `Kyverno's mutate policies${who} would change this at admission${resourceText(change.resource)}. Committing the suggestion writes the change into the manifest.`,
    "",
    block,
    "",
    marker
  ].join("\n");
}
function changeEntry(item) {
  const { change } = item;
  let where = "the file";
  if (change && change.end > change.start) where = `lines ${change.start}\u2013${change.end}`;
  else if (change) where = `line ${change.start}`;
  const who = item.makers.length > 0 ? ` (${makerText(item.makers)})` : "";
  const head = `- \`${escapeMarkdown(item.path)}\` ${where}${resourceText(item.resource)}${who}: ${escapeMarkdown(item.reason)}.`;
  if (!item.change) return head;
  const text = changeDiff(item.change);
  const diff = text.split("\n");
  const fence = codeFence(text);
  return [head, "", `  ${fence}diff`, ...diff.map((line) => `  ${line}`), `  ${fence}`].join("\n");
}
function listChanges(items, limit) {
  const lines = [];
  let used = 0;
  let listed = 0;
  for (const item of items) {
    const entry = changeEntry(item);
    if (listed >= MAX_LISTED || used + entry.length + 1 > limit) break;
    lines.push(entry);
    used += entry.length + 1;
    listed += 1;
  }
  if (listed < items.length)
    lines.push(`- \u2026and ${plural(items.length - listed, "more change")}.`);
  return lines.join("\n");
}
function renderReviewBody(inline, rest, marker) {
  const intro = `**Kyverno Policy Check:** ${plural(inline, "suggested change")} from Kyverno's mutate policies. Committing them leaves each manifest holding the object Kyverno would admit.`;
  const reserve = intro.length + marker.length + 200;
  const parts = [intro];
  if (rest.length > 0) {
    parts.push(
      `Not suggested inline (${plural(rest.length, "change")}):`,
      listChanges(rest, REVIEW_BODY_LIMIT - reserve)
    );
  }
  parts.push(marker);
  return parts.join("\n\n");
}
function renderSupersededBody(marker, reviewUrl) {
  const later = reviewUrl ? link("a later run", reviewUrl) : "a later run";
  return `**Kyverno Policy Check:** superseded by ${later}; these suggestions were removed.

${marker}
${SUPERSEDED}`;
}
var SUPERSEDED = "<!-- kyverno-policy-check:superseded -->";
function renderSuggestionsSection(summary) {
  if (summary.posted === 0 && summary.notSuggested.length === 0 && !summary.skipped) {
    return void 0;
  }
  const parts = [];
  if (summary.posted > 0) {
    parts.push(
      `**Suggested changes:** ${plural(summary.posted, "suggestion")} from Kyverno's mutations in ${link("a pull request review", summary.reviewUrl)}: commit them to write the changes into the manifests.`
    );
  } else if (summary.skipped) {
    parts.push(`**Suggested changes:** none posted: ${escapeMarkdown(summary.skipped)}.`);
  }
  if (summary.notSuggested.length > 0) {
    parts.push(
      `<details><summary>${plural(summary.notSuggested.length, "change")} Kyverno's mutations make that are not suggested on the pull request</summary>
`,
      listChanges(summary.notSuggested, 3e4),
      "</details>"
    );
  }
  return parts.join("\n\n");
}

export {
  REVIEW_BODY_LIMIT,
  MAX_REVIEW_COMMENTS,
  suggestionMarker,
  renderSuggestionComment,
  renderReviewBody,
  renderSupersededBody,
  SUPERSEDED,
  renderSuggestionsSection
};
//# sourceMappingURL=chunk-H5BOYRF5.js.map
