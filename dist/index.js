import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  BoundedMarkdown,
  CHECK_ANNOTATIONS_PER_REQUEST,
  PULL_FILES_LIMIT,
  SOURCES,
  STATUSES,
  WORKFLOW_COMMAND_LIMITS,
  addDetectionSection,
  addTable,
  annotationsFor,
  byPolicyLocation,
  bySeverityThenLocation,
  byteLength,
  changeDiff,
  codeFence,
  compareText,
  core_exports,
  countBaseline,
  countResults,
  coverageFigures,
  coverageOutput,
  defaultEnvironment,
  describeCounts,
  editFiles,
  emptyCounts,
  encodePath,
  enforceVerdict,
  escapeHtml,
  escapeHtmlComment,
  escapeMarkdown,
  explanation,
  fencedCode,
  fileMutations,
  finishReport,
  formatCount,
  formatPercent,
  getInput,
  group,
  groupByRender,
  hasFailures,
  ignoresExisting,
  inBatches,
  info,
  installAndCheck,
  isData,
  isFullyCovered,
  lacking,
  link,
  loadConfig,
  mergeCoverage,
  planSuggestions,
  plural,
  policyFinder,
  renderTitle,
  require_crypto,
  require_path,
  require_promises,
  resourceLabel,
  rightSideHunks,
  ruleTitle,
  setFailed,
  setOutput,
  tableHead,
  tableRow,
  toCheckAnnotation,
  toStableReport,
  truncate,
  truncateBytes,
  warning,
  workflowCommandsFor
} from "./chunk-M2FXCPZJ.js";
import {
  __toESM,
  require_fs
} from "./chunk-CIGZANIP.js";

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
  const { createGitHubClient } = await import("./client-ED4CJTWC.js");
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
  const listed2 = /* @__PURE__ */ new Map();
  return (pullRequestNumber2) => {
    const known = listed2.get(pullRequestNumber2);
    if (known) return known;
    const listing = fetchPullFiles(octokit, { ...repo, pullRequestNumber: pullRequestNumber2 }).then((outcome) => {
      if (!outcome.ok) listed2.delete(pullRequestNumber2);
      return outcome;
    });
    listed2.set(pullRequestNumber2, listing);
    return listing;
  };
}

// src/github/publish.ts
var import_node_path = __toESM(require_path(), 1);

// src/report/migration-section.ts
var STATUSES2 = ["equivalent", "differs", "unsupported"];
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
  const counts = STATUSES2.map((status) => entries.filter((e) => e.status === status).length);
  doc.add(
    `### Migration: ${plural(entries.length, "legacy policy", "legacy policies")} to ValidatingPolicy

` + tableHead([{ header: "Status" }, { header: "Policies", align: "right" }]) + STATUSES2.map((status, i) => tableRow([status, formatCount(counts[i])])).join("") + "\n"
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
    ([versions, count2]) => `${plural(count2, "result")} change (${escapeMarkdown(versions)})`
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
  const { total, covered, percent: percent2 } = coverageFigures(coverage);
  const gate = coverage.minimum === void 0 ? "no gate" : `min-coverage ${coverage.minimum} %: ${percent2 >= coverage.minimum ? "met" : "not met"}`;
  return tableHead([
    { header: "Coverage" },
    { header: "Units", align: "right" },
    { header: "Fully covered", align: "right" },
    { header: "Not fully covered", align: "right" },
    { header: "Untested policies", align: "right" }
  ]) + tableRow([
    `${formatPercent(percent2)} % (${gate})`,
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
    const info2 = find(name);
    const why = [info2?.title, info2?.description && firstSentence(info2.description)].filter(Boolean).join(": ");
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
    const group2 = groups.get(label) ?? {
      label,
      ...result.file !== void 0 && { file: result.file },
      results: [],
      newCount: 0
    };
    group2.results.push(result);
    if (result.baseline === "new") group2.newCount += 1;
    groups.set(label, group2);
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.newCount > 0) - Number(a.newCount > 0) || compareText(a.label, b.label)
  );
}
function summaryText(group2) {
  const existing = group2.results.filter((r) => r.baseline === "existing").length;
  const marked = group2.newCount + existing > 0;
  const counts = marked ? [
    group2.newCount > 0 ? `${formatCount(group2.newCount)} new` : "",
    existing > 0 ? `${formatCount(existing)} existing` : ""
  ].filter(Boolean).join(", ") : plural(group2.results.length, "result");
  const name = group2.label ? `<code>${escapeHtml(group2.label)}</code>` : "No file";
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
  for (const group2 of groupByFile(results)) {
    if (budget <= 0) break;
    const open = !baseline || group2.newCount > 0 ? " open" : "";
    const head = `<details${open}><summary>${summaryText(group2)}</summary>

${tableHead(ROW_COLUMNS)}`;
    const close = "\n</details>\n\n";
    let block2 = head;
    let rows2 = 0;
    for (const result of group2.results) {
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
  const count2 = report.mutations?.length ?? 0;
  if (count2 === 0) return "";
  return `**Kyverno will change ${plural(count2, "resource")} at admission.**

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
  if (groups.every((group2) => group2.render === void 0)) {
    addResultSection(doc, results, target, options);
    return;
  }
  let rows2 = options.maxRows ?? Number.POSITIVE_INFINITY;
  for (const group2 of groups) {
    const heading = group2.render ? `${options.heading}: ${escapeMarkdown(renderTitle(group2.render))}` : options.heading;
    const maxRows = Math.max(0, Math.min(rows2, group2.results.length));
    addResultSection(doc, group2.results, target, { ...options, heading, maxRows });
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

// src/report/comment.ts
var COMMENT_LIMIT = 65536;
var MAX_ROWS = 50;
var MAX_FIXED_ROWS = 20;
var MAX_DIFFS = 10;
function commentMarker(ctx, checkName) {
  const part = (name, value) => `${name}=${escapeHtmlComment(value)}`;
  return `<!-- kyverno-policy-check ${part("workflow", ctx.workflow)} ${part("job", ctx.job)} ${part("check", checkName)} -->`;
}
function renderComment(report, marker, options) {
  const summaryLink = options.runUrl ? link("job summary", options.runUrl) : "job summary";
  const doc = new BoundedMarkdown(
    COMMENT_LIMIT,
    "to keep this comment short (GitHub's limit is 65,536 characters)"
  );
  doc.add(`${marker}
`);
  doc.add(glanceHeadline(options.title, report, options.verdict));
  doc.add(mutationHeadline(report));
  doc.add(`${options.verdict.reason}

`);
  addUpgradeSection(doc, report);
  const shown = [
    ...failuresOf(report),
    ...warningsOf(report).filter((result) => result.upgrade?.type !== "deprecation")
  ];
  addPolicyReasons(doc, report, shown);
  const restPointer = `in the ${summaryLink}`;
  addFileGroups(doc, shown, {
    target: options.target,
    maxRows: MAX_ROWS,
    maxMessage: 200,
    restPointer
  });
  addFixed(doc, report.fixed ?? [], { maxRows: MAX_FIXED_ROWS, restPointer });
  const diffs = {
    ...options.target && { target: options.target },
    maxResources: MAX_DIFFS,
    restPointer
  };
  addTestDiffSection(doc, report, diffs);
  addMutationSection(doc, report, diffs);
  const commit = options.target?.headSha ? ` for commit ${options.target.headSha.slice(0, 7)}` : "";
  doc.add(
    `<sub>Updated${commit} by ${options.runUrl ? link("this workflow run", options.runUrl) : "the latest run"}; this comment is kept up to date on every run.</sub>
`
  );
  return truncateBytes(doc.toString(`The ${summaryLink} lists every result.`), COMMENT_LIMIT);
}

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
  const block2 = [`${fence}suggestion`, ...change.lines, fence].join("\n");
  const who = change.makers.length > 0 ? ` (${makerText(change.makers)})` : "";
  return [
    `Kyverno's mutate policies${who} would change this at admission${resourceText(change.resource)}. Committing the suggestion writes the change into the manifest.`,
    "",
    block2,
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
  let listed2 = 0;
  for (const item of items) {
    const entry = changeEntry(item);
    if (listed2 >= MAX_LISTED || used + entry.length + 1 > limit) break;
    lines.push(entry);
    used += entry.length + 1;
    listed2 += 1;
  }
  if (listed2 < items.length)
    lines.push(`- \u2026and ${plural(items.length - listed2, "more change")}.`);
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

// src/github/comment.ts
function statusOf(error) {
  const status = error?.status;
  return typeof status === "number" ? status : void 0;
}
async function resolveCommentAuthor(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: "user", login: data.login };
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 404) return { kind: "bot" };
    throw error;
  }
}
function commentAuthorOnce(octokit, known) {
  let author = known;
  return async () => author ??= await resolveCommentAuthor(octokit);
}
var normalizeLogin = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
function writtenBy(user, author) {
  if (!user) return false;
  if (author.kind === "user") return normalizeLogin(user.login) === normalizeLogin(author.login);
  return user.type === "Bot" || /\[bot\]$/i.test(user.login);
}
async function findStickyComment(octokit, target, marker, author) {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.pullRequestNumber,
    per_page: 100
  });
  for await (const { data } of pages) {
    const found = data.find(
      (comment) => comment.body?.includes(marker) && writtenBy(comment.user, author)
    );
    if (found) return { id: found.id, url: found.html_url };
  }
  return void 0;
}
async function upsertStickyComment(octokit, request) {
  const author = request.author ?? await resolveCommentAuthor(octokit);
  const existing = await findStickyComment(octokit, request, request.marker, author);
  const body = truncateBytes(request.body, COMMENT_LIMIT);
  if (existing) {
    const { data: data2 } = await octokit.rest.issues.updateComment({
      owner: request.owner,
      repo: request.repo,
      comment_id: existing.id,
      body
    });
    return { action: "updated", id: data2.id, url: data2.html_url };
  }
  if (!request.create) {
    return { action: "skipped", reason: "nothing failed and no earlier comment exists" };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: request.owner,
    repo: request.repo,
    issue_number: request.pullRequestNumber,
    body
  });
  return { action: "created", id: data.id, url: data.html_url };
}

// src/github/suggestions-step.ts
var import_node_crypto = __toESM(require_crypto(), 1);

// src/github/review.ts
var keyOf = (path3, startLine, line, body) => `${path3}
${startLine}
${line}
${body}`;
async function ownComments(octokit, request) {
  const found = [];
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, {
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    per_page: 100
  });
  for await (const { data } of pages) {
    for (const comment of data) {
      if (!comment.body.includes(request.marker)) continue;
      if (!writtenBy(comment.user, await request.author())) continue;
      const line = comment.line ?? comment.original_line ?? 0;
      found.push({
        id: comment.id,
        reviewId: comment.pull_request_review_id,
        key: keyOf(comment.path, comment.start_line ?? line, line, comment.body),
        commitId: comment.commit_id
      });
    }
  }
  return found;
}
function sameSet(existing, request) {
  if (existing.length !== request.comments.length || existing.length === 0) return false;
  const wanted = new Set(request.comments.map((c) => keyOf(c.path, c.startLine, c.line, c.body)));
  return existing.every((c) => c.commitId === request.commitId && wanted.has(c.key));
}
async function supersedeReviews(octokit, request, keep, url) {
  let count2 = 0;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviews, {
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    per_page: 100
  });
  const stale = [];
  for await (const { data } of pages) {
    for (const review of data) {
      if (review.id === keep || !review.body.includes(request.marker)) continue;
      if (review.body.includes(SUPERSEDED)) continue;
      if (!writtenBy(review.user, await request.author())) continue;
      stale.push(review.id);
    }
  }
  for (const id of stale) {
    await octokit.rest.pulls.updateReview({
      owner: request.owner,
      repo: request.repo,
      pull_number: request.pullRequestNumber,
      review_id: id,
      body: renderSupersededBody(request.marker, url)
    });
    count2 += 1;
  }
  return count2;
}
async function deleteComments(octokit, request, comments) {
  for (const comment of comments) {
    await octokit.rest.pulls.deleteReviewComment({
      owner: request.owner,
      repo: request.repo,
      comment_id: comment.id
    });
  }
  return comments.length;
}
async function postSuggestionReview(octokit, request) {
  const existing = await ownComments(octokit, request);
  if (sameSet(existing, request)) return { action: "unchanged", comments: existing.length };
  if (request.comments.length === 0) {
    if (existing.length === 0) return { action: "none" };
    const deleted2 = await deleteComments(octokit, request, existing);
    const superseded2 = await supersedeReviews(octokit, request, void 0, void 0);
    return { action: "cleared", deleted: deleted2, superseded: superseded2 };
  }
  const { data } = await octokit.rest.pulls.createReview({
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    commit_id: request.commitId,
    event: "COMMENT",
    body: request.body,
    comments: request.comments.map((comment) => ({
      path: comment.path,
      body: comment.body,
      line: comment.line,
      side: "RIGHT",
      // GitHub rejects a start_line that does not precede the line.
      ...comment.startLine < comment.line && {
        start_line: comment.startLine,
        start_side: "RIGHT"
      }
    }))
  });
  const deleted = await deleteComments(
    octokit,
    request,
    existing.filter((comment) => comment.reviewId !== data.id)
  );
  const superseded = await supersedeReviews(octokit, request, data.id, data.html_url);
  return { action: "posted", id: data.id, url: data.html_url, deleted, superseded };
}

// src/github/suggestions-step.ts
function ownerOf(file, change) {
  for (const [index, span] of file.documents) {
    if (span.start <= change.start && change.start <= span.end) {
      return file.mutations.find((mutation) => mutation.documentIndex === index);
    }
  }
  return file.mutations[0];
}
var blobSha = (text) => (0, import_node_crypto.createHash)("sha1").update(`blob ${Buffer.byteLength(text)}\0`).update(text).digest("hex");
function diffBlocker(file, diff) {
  if (!diff) return "the pull request does not change this file";
  if (diff.patch === void 0) return "GitHub shows no diff for this file (too large or binary)";
  if (diff.sha !== blobSha(file.before)) {
    return "the checked-out file is not the pull request\u2019s head version of it";
  }
  return void 0;
}
function planReview(files, diffs, blocker) {
  const planned = { inline: [], notSuggested: [] };
  const about = (file, change) => {
    const owner = ownerOf(file, change);
    return {
      path: file.path,
      makers: owner?.makers ?? [],
      ...owner && { resource: owner.resource }
    };
  };
  for (const file of [...files].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) {
    const reason = blocker ?? diffBlocker(file, diffs?.get(file.path));
    const hunks = reason ? [] : rightSideHunks(diffs?.get(file.path)?.patch ?? "");
    const plan = planSuggestions(file.before, file.after, hunks, reason);
    for (const change of plan.inline) planned.inline.push({ ...change, ...about(file, change) });
    for (const change of plan.outside) {
      planned.notSuggested.push({ change, reason: change.reason, ...about(file, change) });
    }
  }
  const over = planned.inline.splice(MAX_REVIEW_COMMENTS);
  for (const change of over) {
    planned.notSuggested.push({
      ...change,
      change,
      reason: `one review carries at most ${MAX_REVIEW_COMMENTS} suggestions`
    });
  }
  return planned;
}
async function publishSuggestions(request) {
  const target = {
    owner: request.owner,
    repo: request.repo,
    pullRequestNumber: request.pullRequestNumber
  };
  const listed2 = await request.pullFiles(request.pullRequestNumber);
  if (!listed2.ok) throw listed2.error ?? new Error(listed2.reason);
  const diffs = new Map(listed2.files.map((file) => [file.path, file]));
  const planned = planReview(request.files, diffs);
  const comments = [];
  for (const change of planned.inline) {
    const body = renderSuggestionComment(change, request.marker);
    if (body.length > REVIEW_BODY_LIMIT) {
      planned.notSuggested.push({
        ...change,
        change,
        reason: "the suggestion is too long for a review comment"
      });
      continue;
    }
    comments.push({ path: change.path, startLine: change.start, line: change.end, body });
  }
  const outcome = await postSuggestionReview(request.octokit, {
    ...target,
    commitId: request.headSha,
    marker: request.marker,
    author: request.author,
    comments,
    body: renderReviewBody(comments.length, planned.notSuggested, request.marker)
  });
  const summary = { posted: 0, notSuggested: planned.notSuggested };
  if (outcome.action === "posted")
    return { ...summary, posted: comments.length, reviewUrl: outcome.url };
  if (outcome.action === "unchanged") {
    return {
      ...summary,
      posted: outcome.comments,
      skipped: "the same suggestions are already on the pull request"
    };
  }
  return summary;
}
function clearsEarlier(mutations, checkedWhole) {
  if (checkedWhole) return true;
  return mutations !== void 0 && fileMutations(mutations).size === 0;
}
async function clearSuggestions(target) {
  const { octokit, ...request } = target;
  await postSuggestionReview(octokit, { ...request, commitId: "", body: "", comments: [] });
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
  const more = (count2, noun) => count2 > 0 ? `${formatCount(count2)} more ${count2 === 1 ? noun : `${noun}s`}` : "";
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

// src/parse/json-report.ts
var import_promises = __toESM(require_promises(), 1);
async function readJsonReport(file) {
  let text;
  try {
    text = await (0, import_promises.readFile)(file, "utf8");
  } catch (error) {
    throw new Error(`cannot read the results file ${file}: ${error.message}`, {
      cause: error
    });
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not a Kyverno Policy Check results file: invalid JSON (${error.message})`,
      { cause: error }
    );
  }
  const problem = reportProblem(data);
  if (problem !== void 0) {
    throw new Error(
      `${file} is not a valid Kyverno Policy Check results file: ${problem}. Use the file the action wrote as its \`json-file\` output, unchanged.`
    );
  }
  const report = toStableReport(data);
  const counted = countResults(report.results);
  const mismatch = STATUSES.find((status) => counted[status] !== report.summary[status]);
  if (mismatch !== void 0) {
    throw new Error(
      `${file}: summary.${mismatch} is ${report.summary[mismatch]} but the file holds ${counted[mismatch]} ${mismatch} results; the file was edited or truncated.`
    );
  }
  return report;
}
var isObject = isData;
var string = (value, where) => typeof value === "string" ? void 0 : `${where} must be a string`;
var count = (value, where) => Number.isInteger(value) && value >= 0 ? void 0 : `${where} must be a whole number \u2265 0`;
var position = (value, where) => Number.isInteger(value) && value >= 1 ? void 0 : `${where} must be a whole number \u2265 1`;
var boolean = (value, where) => typeof value === "boolean" ? void 0 : `${where} must be true or false`;
var percent = (value, where) => typeof value === "number" && value >= 0 && value <= 100 ? void 0 : `${where} must be a number from 0 to 100`;
var oneOf = (allowed) => (value, where) => allowed.includes(value) ? void 0 : `${where} must be one of ${allowed.join(", ")}`;
var object = (required, optional = {}) => (value, where) => {
  if (!isObject(value)) return `${where} must be an object`;
  for (const [key, check] of Object.entries(required)) {
    if (!(key in value)) return `${where}.${key} is missing`;
    const problem = check(value[key], `${where}.${key}`);
    if (problem) return problem;
  }
  for (const [key, check] of Object.entries(optional)) {
    const problem = value[key] === void 0 ? void 0 : check(value[key], `${where}.${key}`);
    if (problem) return problem;
  }
  return void 0;
};
var arrayOf = (item) => (value, where) => {
  if (!Array.isArray(value)) return `${where} must be an array`;
  for (const [index, entry] of value.entries()) {
    const problem = item(entry, `${where}[${index}]`);
    if (problem) return problem;
  }
  return void 0;
};
var patchCheck = arrayOf(
  object(
    { op: oneOf(["add", "remove", "replace", "move", "copy", "test"]), path: string },
    { from: string }
  )
);
var renderCheck = object(
  { tool: oneOf(["helm", "kustomize"]), root: string },
  { values: string }
);
var resultCheck = object(
  {
    source: oneOf(SOURCES),
    status: oneOf(STATUSES),
    policy: string,
    rule: string,
    resource: object({ apiVersion: string, kind: string, namespace: string, name: string }),
    message: string,
    reason: string
  },
  {
    file: string,
    line: position,
    column: position,
    path: string,
    suite: string,
    category: string,
    severity: string,
    upgrade: object(
      { type: oneOf(["deprecation", "change"]), subject: string },
      { removedIn: string, fix: string }
    ),
    baseline: oneOf(["new", "existing"]),
    vacuous: boolean,
    render: renderCheck,
    mutation: object({ patch: patchCheck, policy: string, rule: string }),
    diff: string
  }
);
var reportCheck = object(
  {
    kyvernoVersion: string,
    summary: object(Object.fromEntries(STATUSES.map((status) => [status, count]))),
    results: arrayOf(resultCheck),
    skipped: arrayOf(object({ file: string, line: position, reason: string })),
    notices: arrayOf(string)
  },
  {
    shard: object({ index: position, total: position }),
    baseline: object({ commit: string }),
    fixed: arrayOf(resultCheck),
    policies: arrayOf(
      object(
        { name: string, kind: string },
        {
          namespace: string,
          title: string,
          category: string,
          severity: string,
          description: string,
          file: string,
          line: position
        }
      )
    ),
    coverage: object(
      {
        units: arrayOf(
          object(
            {
              file: string,
              line: position,
              policy: string,
              rule: string,
              kind: string,
              type: oneOf(["validate", "mutate", "generate"]),
              failing: boolean,
              passing: boolean,
              checked: boolean
            },
            { matchKind: string, entry: string }
          )
        ),
        untested: arrayOf(object({ file: string, line: position, policy: string }))
      },
      { minimum: percent }
    ),
    mutations: arrayOf(
      object(
        {
          resource: object({ apiVersion: string, kind: string, namespace: string, name: string }),
          file: string,
          line: position,
          makers: arrayOf(object({ policy: string, rule: string })),
          patch: patchCheck,
          mutated: object({})
        },
        { documentIndex: count, render: renderCheck, diff: string }
      )
    )
  }
);
function reportProblem(data) {
  if (!isObject(data)) return "the top level must be an object";
  if (data.schemaVersion !== 1) {
    return `schemaVersion is ${JSON.stringify(data.schemaVersion)}, but only 1 can be read`;
  }
  return reportCheck(data, "report");
}

// src/merge/wording.ts
function listed(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}
function mergeError(problems) {
  if (problems.length === 1) return new Error(`merge-results: ${problems[0]}`);
  return new Error(
    `merge-results: ${problems.length} problems with the shard results:
` + problems.map((problem) => `- ${problem}`).join("\n")
  );
}

// src/merge/shard-set.ts
function shardSetProblems(files) {
  const problems = [];
  const sharded = files.filter((entry) => entry.report.shard !== void 0);
  const unsharded = files.filter((entry) => entry.report.shard === void 0);
  if (files.length > 1 && unsharded.length > 0) problems.push(unshardedProblem(unsharded, sharded));
  const totals = groupBy(sharded, (entry) => String(entry.report.shard.total));
  if (totals.size > 1) {
    problems.push(
      `the results files disagree on the number of shards: ${describeGroups(totals, "n=")}. Every job of the matrix must use the same n in \`shard: i/n\`; remove results left over from other runs.`
    );
  } else if (totals.size === 1) {
    problems.push(...indexProblems(sharded));
  }
  const versions = groupBy(files, (entry) => entry.report.kyvernoVersion);
  if (versions.size > 1) {
    problems.push(
      `the shards ran different Kyverno versions: ${describeGroups(versions, "")}. Set \`kyverno-version\` to one exact version (not \`latest\` or a range) for every job.`
    );
  }
  return problems;
}
function unshardedProblem(unsharded, sharded) {
  const names = listed(unsharded.map((entry) => entry.file));
  const verb = unsharded.length === 1 ? "has" : "have";
  if (sharded.length === 0) {
    return `${names} have no shard information (they were written by jobs without the \`shard\` input), so they may overlap. Set \`shard: \${{ matrix.shard }}/n\` on every job of the matrix.`;
  }
  return `${names} ${verb} no shard information (written by a job without the \`shard\` input) but ${listed(sharded.map((entry) => entry.file))} ${sharded.length === 1 ? "has" : "have"} it; make \`merge-results\` match only the results of the sharded jobs.`;
}
function indexProblems(sharded) {
  const problems = [];
  const total = sharded[0].report.shard.total;
  const byIndex = groupBy(sharded, (entry) => String(entry.report.shard.index));
  for (const [index, entries] of byIndex) {
    const names = listed(entries.map((entry) => entry.file));
    if (Number(index) > total) {
      problems.push(
        `${names} ${entries.length === 1 ? "says it is" : "say they are"} shard ${index}/${total}, which does not exist (i must be 1 to ${total}); use the file the job wrote, unchanged.`
      );
    } else if (entries.length > 1) {
      problems.push(
        `shard ${index}/${total} appears in more than one file: ${names}. Each job must set its own i in \`shard: i/n\` and upload its results under its own artifact name; remove results left over from other runs.`
      );
    }
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter(
    (index) => !byIndex.has(String(index))
  );
  if (missing.length > 0) {
    const got = [...byIndex].filter(([index]) => Number(index) <= total).sort(([a], [b]) => Number(a) - Number(b)).map(([index, entries]) => `${index}/${total} (${entries.map((e) => e.file).join(", ")})`);
    const shards = listed(missing.map((index) => `${index}/${total}`));
    problems.push(
      `${missing.length === 1 ? `shard ${shards} is` : `shards ${shards} are`} missing: got ${got.length > 0 ? listed(got) : "no other shard"}. Check that every job of the matrix finished and uploaded its results, and that \`merge-results\` matches them all.`
    );
  }
  return problems;
}
function groupBy(files, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const entry of files) {
    const id = key(entry);
    groups.set(id, [...groups.get(id) ?? [], entry]);
  }
  return groups;
}
function describeGroups(groups, prefix) {
  return [...groups].map(([id, entries]) => `${prefix}${id} in ${listed(entries.map((entry) => entry.file))}`).join("; ");
}

// src/merge/merge.ts
async function mergeShardResults(files) {
  if (files.length === 0) throw mergeError(["no results files to merge."]);
  const reads = await Promise.allSettled(files.map((file) => readJsonReport(file)));
  const unreadable = reads.flatMap(
    (read) => read.status === "rejected" ? [read.reason.message] : []
  );
  if (unreadable.length > 0) throw mergeError(unreadable);
  const shards = reads.map((read, i) => ({
    file: files[i],
    report: read.value
  }));
  const problems = shardSetProblems(shards);
  if (problems.length > 0) throw mergeError(problems);
  return mergeReports(shards);
}
function mergeReports(shards) {
  const reports = shards.map((shard) => shard.report).sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0));
  const all = reports.flatMap((report) => report.results);
  const results = [
    ...all.filter((result) => result.source === "test"),
    ...all.filter((result) => result.source === "apply"),
    // Every shard checks the files it reads; a policy file several shards read is reported once.
    ...uniqueBy(
      all.filter((result) => result.source === "upgrade"),
      (result) => JSON.stringify([result.file, result.line, result.message])
    )
  ];
  const policies = reports.flatMap((report) => report.policies ?? []);
  const compared = reports.find((report) => report.baseline);
  const coverage = mergeCoverage(reports.flatMap((report) => report.coverage ?? []));
  const mutations = reports.flatMap((report) => report.mutations ?? []);
  return {
    schemaVersion: 1,
    kyvernoVersion: reports[0]?.kyvernoVersion ?? "",
    summary: countResults(results),
    results,
    skipped: uniqueBy(
      reports.flatMap((report) => report.skipped),
      (skipped) => JSON.stringify([skipped.file, skipped.line, skipped.reason])
    ),
    notices: uniqueBy(
      reports.flatMap((report) => report.notices),
      (notice) => notice
    ),
    ...reports.some((report) => report.policies) && {
      policies: uniqueBy(
        policies,
        (policy) => JSON.stringify([policy.namespace ?? "", policy.name, policy.file ?? ""])
      ).sort(byPolicyLocation)
    },
    ...coverage && { coverage },
    ...reports.some((report) => report.mutations) && { mutations },
    ...compared?.baseline && {
      baseline: compared.baseline,
      fixed: reports.flatMap((report) => report.fixed ?? [])
    }
  };
}
function uniqueBy(items, key) {
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

// src/merge/result-files.ts
var import_promises2 = __toESM(require_promises(), 1);
var import_node_path2 = __toESM(require_path(), 1);
async function resolveResultFiles(pattern, cwd) {
  if (typeof import_promises2.default.glob !== "function") {
    throw new Error(
      `merge-results: matching \`${pattern}\` needs Node.js 22 or later (this is ${process.version}).`
    );
  }
  const matches = /* @__PURE__ */ new Set();
  for await (const match of import_promises2.default.glob(pattern, { cwd })) matches.add(import_node_path2.default.resolve(cwd, match));
  const files = [];
  const folders = [];
  for (const match of [...matches].sort()) {
    const info2 = await import_promises2.default.stat(match).catch(() => void 0);
    if (info2?.isFile()) files.push(match);
    else if (info2?.isDirectory()) folders.push(match);
  }
  if (files.length > 0) return files;
  if (folders.length > 0) {
    throw new Error(
      `merge-results: \`${pattern}\` matches only folders (${listed(folders)}), not results files; match the files inside them, e.g. \`${pattern.replace(/\/+$/, "")}/**/*.json\`.`
    );
  }
  throw new Error(
    `merge-results: no file matches \`${pattern}\` in ${cwd}. Download every shard's results (actions/download-artifact) before this step, and make the glob match them, e.g. \`kyverno-results/**/*.json\`.`
  );
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
    const files = await resolveResultFiles(config.mergeResults, config.workspace);
    info(`Merging ${files.length} shard result file(s): ${files.join(", ")}`);
    return { report: await mergeShardResults(files) };
  }
  if (config.resultsFile) {
    info(`Publishing the results in ${config.resultsFile}`);
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
