import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  policyFinder
} from "./chunk-RMBF3HT2.js";
import {
  addDetectionSection,
  groupByRender,
  renderTitle
} from "./chunk-ZPHQ6KVR.js";
import {
  ruleTitle
} from "./chunk-GGA52LXN.js";
import {
  describeCounts
} from "./chunk-D7YVKBAW.js";
import {
  BoundedMarkdown,
  addTable,
  byteLength,
  formatCount,
  link,
  plural,
  tableHead,
  tableRow
} from "./chunk-GSWZM5HV.js";
import {
  codeFence,
  encodePath,
  escapeHtml,
  escapeMarkdown,
  fencedCode,
  truncate
} from "./chunk-QBE5E75G.js";
import {
  countBaseline
} from "./chunk-YHQFHDZ5.js";
import {
  bySeverityThenLocation,
  compareText,
  countResults,
  emptyCounts,
  explanation,
  resourceLabel
} from "./chunk-6WOCR7F3.js";
import {
  coverageFigures,
  formatPercent,
  isFullyCovered,
  lacking
} from "./chunk-RQPWM56H.js";

// src/report/migration-section.ts
var STATUSES = ["equivalent", "differs", "unsupported"];
function block(entry) {
  const title = `${escapeHtml(entry.status)}: ${escapeHtml(entry.policy || entry.file)} (${escapeHtml(`${entry.file}:${entry.line}`)})`;
  const reason = `${escapeMarkdown(entry.reason)}

`;
  const yaml = entry.converted ? `${codeFence(entry.converted)}yaml
${entry.converted.trimEnd()}
${codeFence(entry.converted)}

` : "";
  return `<details><summary>${title}</summary>

${reason}${yaml}</details>

`;
}
function addMigrationSection(doc, report) {
  const entries = report.migration;
  if (!entries || entries.length === 0) return;
  const counts = STATUSES.map((status) => entries.filter((e) => e.status === status).length);
  doc.add(
    `### Migration: ${plural(entries.length, "legacy policy", "legacy policies")} to ValidatingPolicy

` + tableHead([{ header: "Status" }, { header: "Policies", align: "right" }]) + STATUSES.map((status, i) => tableRow([status, formatCount(counts[i])])).join("") + "\n"
  );
  let left = 0;
  for (const entry of entries) if (!doc.add(block(entry))) left++;
  if (left > 0) doc.cut(`${plural(left, "migration block")}`);
}

// src/report/upgrade-section.ts
var FIX_TEST = "`KYVERNO_EXPERIMENTAL=true kyverno fix test . --save`";
var FIX_POLICY = "`KYVERNO_EXPERIMENTAL=true kyverno fix policy . --save`";
function countByForm(findings) {
  const forms = /* @__PURE__ */ new Map();
  for (const { upgrade } of findings) {
    if (!upgrade) continue;
    const form = forms.get(upgrade.subject) ?? {
      subject: upgrade.subject,
      removedIn: upgrade.removedIn ?? "",
      count: 0
    };
    form.count += 1;
    forms.set(upgrade.subject, form);
  }
  return [...forms.values()].sort((a, b) => b.count - a.count || compareText(a.subject, b.subject));
}
function helpLine(findings) {
  const tests = findings.some((result) => result.upgrade?.fix === "kyverno fix test");
  const policies = findings.some((result) => result.upgrade?.fix === void 0);
  const help = [
    ...tests ? [`${FIX_TEST} rewrites old test files`] : [],
    ...policies ? [
      `${FIX_POLICY} updates old syntax in legacy policies; their kinds are rewritten by hand (each annotation names the replacement)`
    ] : []
  ];
  return help.length > 0 ? `${help.join("; ")}.

` : "";
}
function changesLine(changes) {
  const byVersions = /* @__PURE__ */ new Map();
  for (const { upgrade } of changes) {
    if (upgrade) byVersions.set(upgrade.subject, (byVersions.get(upgrade.subject) ?? 0) + 1);
  }
  const parts = [...byVersions].map(
    ([versions, count]) => `${plural(count, "result")} change (${escapeMarkdown(versions)})`
  );
  return parts.length > 0 ? `**Upgrade preview:** ${parts.join(", ")}; see the warnings.

` : "";
}
function addUpgradeSection(doc, report) {
  const findings = report.results.filter((result) => result.upgrade?.type === "deprecation");
  const changes = report.results.filter((result) => result.upgrade?.type === "change");
  if (findings.length === 0 && changes.length === 0) return;
  if (findings.length === 0) {
    doc.add(`### Upgrade readiness

${changesLine(changes)}`);
    return;
  }
  const heading = `### Upgrade readiness: ${plural(findings.length, "deprecated form")} found

`;
  const forms = countByForm(findings);
  const left = addTable(
    doc,
    heading,
    [{ header: "Deprecated" }, { header: "Found", align: "right" }, { header: "Removed in" }],
    forms.map(
      (form) => tableRow([
        escapeMarkdown(form.subject),
        formatCount(form.count),
        form.removedIn ? `Kyverno ${escapeMarkdown(form.removedIn)}` : "not announced"
      ])
    ),
    forms.length
  );
  if (left > 0) doc.cut(`${formatCount(left)} of ${plural(forms.length, "deprecated form")}`);
  doc.add(helpLine(findings) + changesLine(changes));
}

// src/report/coverage-section.ts
function coverageTable(report) {
  const coverage = report.coverage;
  if (!coverage) return "";
  const { total, covered, percent } = coverageFigures(coverage);
  const gate = coverage.minimum === void 0 ? "no gate" : `min-coverage ${coverage.minimum} %: ${percent >= coverage.minimum ? "met" : "not met"}`;
  return tableHead([
    { header: "Coverage" },
    { header: "Units", align: "right" },
    { header: "Fully covered", align: "right" },
    { header: "Not fully covered", align: "right" },
    { header: "Untested policies", align: "right" }
  ]) + tableRow([
    `${formatPercent(percent)} % (${gate})`,
    formatCount(total),
    formatCount(covered),
    formatCount(total - covered),
    formatCount(coverage.untested.length)
  ]) + "\n";
}
function addCoverageTable(doc, report) {
  if (!report.coverage) return;
  doc.add(`### Coverage

${coverageTable(report)}`);
}
var unitName = (unit) => unit.rule ? `${unit.policy} / ${unit.rule}` : unit.policy;
function addCoverageSection(doc, report) {
  const coverage = report.coverage;
  if (!coverage) return;
  doc.add(`### Coverage

${coverageTable(report)}`);
  const open = coverage.units.filter((unit) => !isFullyCovered(unit));
  const left = addTable(
    doc,
    `Not fully covered (${formatCount(open.length)}):

`,
    [{ header: "Policy / rule" }, { header: "Kind" }, { header: "Lacks" }, { header: "Location" }],
    open.map(
      (unit) => tableRow([
        escapeMarkdown(unitName(unit)),
        escapeMarkdown(unit.kind),
        escapeMarkdown(lacking(unit)),
        escapeMarkdown(`${unit.file}:${unit.line}`)
      ])
    ),
    open.length
  );
  if (left > 0) doc.cut(plural(left, "unit not fully covered", "units not fully covered"));
  let entriesLeft = 0;
  for (const unit of open) {
    if (!unit.entry) continue;
    const block2 = `<details><summary>A results entry to add for ${escapeHtml(unitName(unit))} (${escapeHtml(`${unit.file}:${unit.line}`)})</summary>

\`\`\`\`yaml
${unit.entry.replace(/````/g, "'''")}
\`\`\`\`

</details>

`;
    if (!doc.add(block2)) entriesLeft++;
  }
  if (entriesLeft > 0)
    doc.cut(plural(entriesLeft, "ready-made results entry", "ready-made results entries"));
  if (coverage.untested.length > 0) {
    const untestedLeft = addTable(
      doc,
      `Policies given to \`policies\` that no test suite loads (${formatCount(coverage.untested.length)}):

`,
      [{ header: "Policy" }, { header: "Location" }],
      coverage.untested.map(
        (policy) => tableRow([escapeMarkdown(policy.policy), escapeMarkdown(`${policy.file}:${policy.line}`)])
      ),
      coverage.untested.length
    );
    if (untestedLeft > 0) doc.cut(plural(untestedLeft, "untested policy", "untested policies"));
  }
}

// src/report/file-groups.ts
var ROW_COLUMNS = [
  { header: "Status" },
  { header: "Policy / rule" },
  { header: "Resource" },
  { header: "Message" },
  { header: "Line" }
];
var NOISE = /^(?:validation (?:error|failure): )+/i;
function firstSentence(text) {
  const reasonAndRest = /^([A-Z][\w ,]*?: )(.*)$/s.exec(text);
  const [lead, rest] = reasonAndRest ? [reasonAndRest[1], reasonAndRest[2]] : ["", text];
  const body = rest.replace(NOISE, "");
  const sentence = /^(.+?[.!?])(?=\s|$)/s.exec(body)?.[1] ?? body;
  return `${NOISE.test(lead) ? "" : lead}${sentence}`.trim();
}
function glanceHeadline(title, report, verdict) {
  const counts = report.summary;
  const failing = counts.fail + counts.error;
  const icon = verdict.failed ? STATUS_ICONS.fail : failing > 0 ? STATUS_ICONS.warn : STATUS_ICONS.pass;
  return `## ${icon} ${title}: ${glanceCounts(report, !verdict.failed)}

`;
}
function glanceCounts(report, passed) {
  const counts = report.summary;
  const failing = counts.fail + counts.error;
  const failures = report.results.filter((r) => r.status === "fail" || r.status === "error");
  const baseline = report.fixed && countBaseline(failures, report.fixed);
  if (baseline && baseline.new + baseline.existing + baseline.fixed > 0) {
    const parts = [
      plural(baseline.new, "new failure"),
      `${formatCount(baseline.fixed)} fixed`,
      `${formatCount(baseline.existing)} existing`
    ];
    if (counts.warn > 0) parts.push(plural(counts.warn, "warning"));
    return parts.join(", ");
  }
  if (failing + counts.warn > 0) {
    const described = describeCounts(counts, ["error", "fail", "warn"]);
    return passed && failing > 0 ? `passed with ${described}` : described;
  }
  return counts.pass > 0 ? `all ${plural(counts.pass, "result")} pass` : "no failures";
}
function addPolicyReasons(doc, report, results) {
  const find = policyFinder(report.policies);
  const names = [...new Set(results.map((result) => result.policy))].filter(Boolean).sort();
  const lines = names.flatMap((name) => {
    const info = find(name);
    const why = [info?.title, info?.description && firstSentence(info.description)].filter(Boolean).join(": ");
    return why ? [`- **${escapeMarkdown(name)}**: ${escapeMarkdown(truncate(why, 300))}
`] : [];
  });
  if (lines.length === 0) return;
  let block2 = "**Why these policies**\n\n";
  for (const line of lines) {
    if (!doc.add(block2 + line)) break;
    block2 = "";
  }
  if (block2 === "") doc.add("\n");
}
function groupByFile(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of [...results].sort(bySeverityThenLocation)) {
    const where = result.file ?? result.suite ?? "";
    const label = result.render ? `${where} (${renderTitle(result.render)})` : where;
    const group = groups.get(label) ?? {
      label,
      ...result.file !== void 0 && { file: result.file },
      results: [],
      newCount: 0
    };
    group.results.push(result);
    if (result.baseline === "new") group.newCount += 1;
    groups.set(label, group);
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.newCount > 0) - Number(a.newCount > 0) || compareText(a.label, b.label)
  );
}
function summaryText(group) {
  const existing = group.results.filter((r) => r.baseline === "existing").length;
  const marked = group.newCount + existing > 0;
  const counts = marked ? [
    group.newCount > 0 ? `${formatCount(group.newCount)} new` : "",
    existing > 0 ? `${formatCount(existing)} existing` : ""
  ].filter(Boolean).join(", ") : plural(group.results.length, "result");
  const name = group.label ? `<code>${escapeHtml(group.label)}</code>` : "No file";
  return `${name} \xB7 ${counts}`;
}
function statusCell(result) {
  const mark = result.baseline ? ` ${result.baseline}` : "";
  return `${STATUS_ICONS[result.status]} ${result.status}${mark}`;
}
function lineCell(result, target) {
  return result.file ? shortLocation(result.file, result.line, target) : "\u2014";
}
function row(result, options) {
  return tableRow([
    statusCell(result),
    escapeMarkdown(ruleTitle(result)) || "\u2014",
    escapeMarkdown(resourceLabel(result.resource)) || "\u2014",
    escapeMarkdown(truncate(firstSentence(explanation(result)), options.maxMessage)) || "\u2014",
    lineCell(result, options.target)
  ]);
}
function addFileGroups(doc, results, options) {
  if (results.length === 0) return;
  const baseline = results.some((result) => result.baseline !== void 0);
  let budget = options.maxRows ?? Number.POSITIVE_INFINITY;
  let shown = 0;
  for (const group of groupByFile(results)) {
    if (budget <= 0) break;
    const open = !baseline || group.newCount > 0 ? " open" : "";
    const head = `<details${open}><summary>${summaryText(group)}</summary>

${tableHead(ROW_COLUMNS)}`;
    const close = "\n</details>\n\n";
    let block2 = head;
    let rows2 = 0;
    for (const result of group.results) {
      if (rows2 >= budget) break;
      const next = row(result, options);
      if (!doc.fits(byteLength(block2 + next + close) + 200)) break;
      block2 += next;
      rows2 += 1;
    }
    if (rows2 === 0) break;
    doc.add(block2 + close);
    budget -= rows2;
    shown += rows2;
  }
  const left = results.length - shown;
  if (left === 0) return;
  if (shown < Math.min(options.maxRows ?? results.length, results.length)) {
    doc.cut(
      `${formatCount(left)} of ${plural(results.length, "failure and warning", "failures and warnings")}`
    );
  }
  doc.add(`\u2026and ${plural(left, "more result")} ${options.restPointer}.

`);
}
function addFixed(doc, fixed, options) {
  if (fixed.length === 0) return;
  const max = Math.min(options.maxRows ?? fixed.length, fixed.length);
  let block2 = `<details><summary>${STATUS_ICONS.pass} ${plural(fixed.length, "failure")} fixed</summary>

`;
  let shown = 0;
  for (const result of fixed.slice(0, max)) {
    const where = result.file ? ` in ${escapeMarkdown(result.file)}` : "";
    const resource = escapeMarkdown(resourceLabel(result.resource));
    const line = `- ${escapeMarkdown(ruleTitle(result)) || "\u2014"}: ${resource || "\u2014"}${where}
`;
    if (!doc.fits(byteLength(block2 + line) + 200)) break;
    block2 += line;
    shown += 1;
  }
  if (shown < fixed.length)
    block2 += `- \u2026and ${formatCount(fixed.length - shown)} more ${options.restPointer}
`;
  doc.add(`${block2}
</details>

`);
}

// src/report/mutation-section.ts
function mutationHeadline(report) {
  const count = report.mutations?.length ?? 0;
  if (count === 0) return "";
  return `**Kyverno will change ${plural(count, "resource")} at admission.**

`;
}
function mutationBlock(mutation, target) {
  const render = mutation.render ? ` (${renderTitle(mutation.render)})` : "";
  const makers = [...new Set(mutation.makers.map((maker) => maker.policy))].join(", ");
  const summary = `<code>${escapeHtml(mutation.file)}</code>${escapeHtml(render)} \xB7 ${escapeHtml(resourceLabel(mutation.resource))} \xB7 ${escapeHtml(makers)}`;
  const diff = mutation.diff ?? mutation.patch.map((op) => JSON.stringify(op)).join("\n");
  return `<details><summary>${summary}</summary>

${shortLocation(mutation.file, mutation.line, target)}

${fencedCode(diff, "diff")}
</details>

`;
}
function addMutationSection(doc, report, options) {
  const mutations = report.mutations ?? [];
  if (mutations.length === 0) return;
  if (!doc.add(`### Mutations (${formatCount(mutations.length)})

`)) return;
  addBlocks(doc, mutations, (m) => mutationBlock(m, options.target), {
    ...options,
    noun: "mutated resource"
  });
}
function testDiffBlock(result, target) {
  const file = result.file ?? result.suite ?? "";
  const at = result.file && result.line ? ` \xB7 ${shortLocation(result.file, result.line, target)}` : "";
  const summary = `<code>${escapeHtml(file)}</code> \xB7 ${escapeHtml(ruleTitle(result))} \xB7 ${escapeHtml(resourceLabel(result.resource))}`;
  return `<details><summary>${summary}</summary>

Expected (\`-\`, the suite's file) versus actual (\`+\`, Kyverno's object)${at}

${fencedCode(result.diff ?? "", "diff")}
</details>

`;
}
function addTestDiffSection(doc, report, options) {
  const diffs = report.results.filter((result) => result.diff);
  if (diffs.length === 0) return;
  if (!doc.add(`### Expected versus actual (${formatCount(diffs.length)})

`)) return;
  addBlocks(doc, diffs, (result) => testDiffBlock(result, options.target), {
    ...options,
    noun: "resource diff"
  });
}
function addBlocks(doc, items, render, options) {
  const max = Math.min(options.maxResources ?? items.length, items.length);
  let shown = 0;
  for (const item of items.slice(0, max)) {
    const block2 = render(item);
    if (!doc.fits(byteLength(block2) + 200) || !doc.add(block2)) break;
    shown += 1;
  }
  if (shown < max)
    doc.cut(`${formatCount(items.length - shown)} of ${plural(items.length, options.noun)}`);
  if (shown < items.length) {
    doc.add(`\u2026and ${formatCount(items.length - shown)} more ${options.restPointer}.

`);
  }
}

// src/report/summary.ts
var JOB_SUMMARY_LIMIT_BYTES = 1e6;
var STATUS_ICONS = {
  pass: "\u2705",
  fail: "\u274C",
  warn: "\u26A0\uFE0F",
  error: "\u{1F6D1}",
  skip: "\u23ED\uFE0F"
};
var SOURCE_TITLES = {
  test: "`kyverno test`",
  apply: "`kyverno apply`",
  upgrade: "Upgrade readiness"
};
var COUNT_COLUMNS = ["pass", "fail", "warn", "error", "skip"].map(
  (status) => ({ header: `${STATUS_ICONS[status]} ${status}`, align: "right" })
);
var RESULT_COLUMNS = [
  { header: "Status" },
  { header: "Policy / rule" },
  { header: "Resource" },
  { header: "Message" },
  { header: "Location" }
];
function blobUrl(target, file, line) {
  if (!target?.headSha || !target.owner) return void 0;
  const anchor = line === void 0 ? "" : `#L${line}`;
  return `${target.serverUrl}/${target.owner}/${target.repo}/blob/${target.headSha}/${encodePath(file)}${anchor}`;
}
function locationCell(result, target) {
  if (!result.file) return result.suite ? escapeMarkdown(result.suite) : "\u2014";
  return shortLocation(result.file, result.line, target);
}
function shortLocation(file, line, target) {
  const name = file.split("/").at(-1) ?? file;
  return link(line === void 0 ? name : `${name}:${line}`, blobUrl(target, file, line));
}
function resultRow(result, target, maxMessage) {
  return tableRow([
    `${STATUS_ICONS[result.status]} ${result.status}`,
    escapeMarkdown(ruleTitle(result)) || "\u2014",
    escapeMarkdown(resourceLabel(result.resource)) || "\u2014",
    escapeMarkdown(truncate(explanation(result), maxMessage)) || "\u2014",
    locationCell(result, target)
  ]);
}
function* rows(items, render) {
  for (const item of items) yield render(item);
}
function totalsTable(counts) {
  return tableHead(COUNT_COLUMNS) + tableRow(
    ["pass", "fail", "warn", "error", "skip"].map((s) => formatCount(counts[s]))
  ) + "\n";
}
function kyvernoLine(report, kyverno) {
  const version = escapeMarkdown(kyverno?.version || report.kyvernoVersion || "unknown version");
  const origin = kyverno?.origin ? ` (${escapeMarkdown(kyverno.origin)})` : "";
  const shard = report.shard ? ` \xB7 shard ${report.shard.index} of ${report.shard.total}` : "";
  return `**Kyverno:** ${version}${origin}${shard}

`;
}
function countsByPolicy(results) {
  const byPolicy = /* @__PURE__ */ new Map();
  for (const result of results) {
    const counts = byPolicy.get(result.policy) ?? emptyCounts();
    counts[result.status] += 1;
    byPolicy.set(result.policy, counts);
  }
  const failing = (counts) => counts.error + counts.fail;
  return [...byPolicy].map(([policy, counts]) => ({ policy, counts })).sort(
    (a, b) => failing(b.counts) - failing(a.counts) || b.counts.warn - a.counts.warn || compareText(a.policy, b.policy)
  );
}
function policyCell(policy, title) {
  if (!policy) return "(no policy: load error)";
  return title ? `${escapeMarkdown(policy)} (${escapeMarkdown(truncate(title, 200))})` : escapeMarkdown(policy);
}
function addPolicyTables(doc, report) {
  const findPolicy = policyFinder(report.policies);
  for (const source of ["test", "apply"]) {
    const results = report.results.filter((result) => result.source === source);
    if (results.length === 0) continue;
    const policies = countsByPolicy(results);
    const heading = `### ${SOURCE_TITLES[source]}: ${describeCounts(countResults(results))}

`;
    const columns = [{ header: "Policy" }, ...COUNT_COLUMNS];
    const left = addTable(
      doc,
      heading,
      columns,
      rows(
        policies,
        ({ policy, counts }) => tableRow([
          policyCell(policy, findPolicy(policy)?.title),
          ...["pass", "fail", "warn", "error", "skip"].map(
            (s) => formatCount(counts[s])
          )
        ])
      ),
      policies.length
    );
    if (left > 0)
      doc.cut(
        `${formatCount(left)} of ${plural(policies.length, "policy", "policies")} in the ${source} table`
      );
  }
}
function addResultSection(doc, results, target, options) {
  if (results.length === 0) return 0;
  const sorted = [...results].sort(bySeverityThenLocation);
  const shown = sorted.slice(0, options.maxRows ?? sorted.length);
  const heading = `### ${options.heading} (${formatCount(results.length)})

`;
  const left = addTable(
    doc,
    heading,
    RESULT_COLUMNS,
    rows(shown, (result) => resultRow(result, target, options.maxMessage)),
    shown.length
  ) + (sorted.length - shown.length);
  if (left > 0) doc.cut(`${formatCount(left)} of ${plural(results.length, options.noun)}`);
  return left;
}
function addResultSections(doc, results, target, options) {
  const groups = groupByRender(results);
  if (groups.every((group) => group.render === void 0)) {
    addResultSection(doc, results, target, options);
    return;
  }
  let rows2 = options.maxRows ?? Number.POSITIVE_INFINITY;
  for (const group of groups) {
    const heading = group.render ? `${options.heading}: ${escapeMarkdown(renderTitle(group.render))}` : options.heading;
    const maxRows = Math.max(0, Math.min(rows2, group.results.length));
    addResultSection(doc, group.results, target, { ...options, heading, maxRows });
    rows2 -= maxRows;
  }
}
function addSkippedSection(doc, skipped, target) {
  if (skipped.length === 0) return;
  const left = addTable(
    doc,
    `### Skipped manifests (${formatCount(skipped.length)})

`,
    [{ header: "Manifest" }, { header: "Reason" }],
    rows(
      skipped,
      (document) => tableRow([
        link(`${document.file}#L${document.line}`, blobUrl(target, document.file, document.line)),
        escapeMarkdown(document.reason) || "\u2014"
      ])
    ),
    skipped.length
  );
  if (left > 0) doc.cut(`${formatCount(left)} of ${plural(skipped.length, "skipped manifest")}`);
}
function addNotices(doc, notices) {
  if (notices.length === 0) return;
  let added = 0;
  let block2 = "### Notices\n\n";
  for (const notice of notices) {
    const line = `- ${escapeMarkdown(truncate(notice, 2e3))}
`;
    if (!doc.add(block2 + line)) break;
    block2 = "";
    added += 1;
  }
  if (added > 0) doc.add("\n");
  if (added < notices.length)
    doc.cut(`${formatCount(notices.length - added)} of ${plural(notices.length, "notice")}`);
}
function failuresOf(report) {
  return report.results.filter((result) => result.status === "fail" || result.status === "error");
}
function warningsOf(report) {
  return report.results.filter((result) => result.status === "warn");
}
function renderSummary(report, options) {
  const doc = new BoundedMarkdown(
    options.limitBytes ?? JOB_SUMMARY_LIMIT_BYTES,
    "to stay within GitHub's 1 MiB job summary limit"
  );
  doc.add(glanceHeadline(options.title ?? "Kyverno Policy Check", report, options.verdict));
  doc.add(mutationHeadline(report));
  doc.add(`${options.verdict.reason}

`);
  doc.add(totalsTable(report.summary));
  doc.add(kyvernoLine(report, options.kyverno));
  for (const note of options.notes ?? []) doc.add(`${note}

`);
  addNotices(doc, report.notices);
  addPolicyTables(doc, report);
  addUpgradeSection(doc, report);
  addCoverageSection(doc, report);
  const failing = failuresOf(report);
  const shown = [...failing, ...warningsOf(report)];
  if (shown.length > 0) {
    const warnings = shown.length - failing.length;
    const also = warnings > 0 ? ` and warnings (${formatCount(warnings)})` : "";
    doc.add(`### Failures (${formatCount(failing.length)})${also}, by file

`);
  }
  addPolicyReasons(doc, report, shown);
  const restPointer = `in the JSON report${options.fullResults ? ` (${escapeMarkdown(options.fullResults)})` : ""}`;
  addFileGroups(doc, shown, {
    ...options.ctx && { target: options.ctx },
    maxMessage: 300,
    restPointer
  });
  addFixed(doc, report.fixed ?? [], { restPointer });
  const target = { ...options.ctx && { target: options.ctx }, restPointer };
  addTestDiffSection(doc, report, target);
  addMutationSection(doc, report, target);
  addSkippedSection(doc, report.skipped, options.ctx);
  addMigrationSection(doc, report);
  addDetectionSection(doc, report);
  return doc.toString(fullResultsNote(options.fullResults));
}
function fullResultsNote(fullResults) {
  return fullResults ? `Every result is in the JSON report (${escapeMarkdown(fullResults)}).` : "Every result is in the JSON report.";
}

export {
  addUpgradeSection,
  addCoverageTable,
  glanceHeadline,
  addPolicyReasons,
  addFileGroups,
  addFixed,
  mutationHeadline,
  addMutationSection,
  addTestDiffSection,
  totalsTable,
  kyvernoLine,
  addPolicyTables,
  addResultSections,
  addSkippedSection,
  addNotices,
  failuresOf,
  warningsOf,
  renderSummary,
  fullResultsNote
};
//# sourceMappingURL=chunk-643TNH55.js.map
