import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  formatCount,
  plural,
  tableHead,
  tableRow
} from "./chunk-GSWZM5HV.js";
import {
  escapeHtml,
  escapeMarkdown
} from "./chunk-QBE5E75G.js";
import {
  renderLabel
} from "./chunk-6WOCR7F3.js";
import {
  DETECTED_INPUTS
} from "./chunk-XSHFO76L.js";

// src/report/detection-section.ts
var LABELS = {
  policies: "Policy files",
  tests: "Test suites",
  "helm-charts": "Helm charts",
  kustomizations: "Kustomization roots",
  manifests: "Manifest files"
};
var ONE = {
  policies: "policy file",
  tests: "test suite",
  "helm-charts": "Helm chart",
  kustomizations: "kustomization root",
  manifests: "manifest file"
};
var LIST_LIMIT = 200;
var code = (path) => `\`${escapeMarkdown(path).replace(/`/g, "'")}\``;
function collapsed(title, paths) {
  if (paths.length === 0) return "";
  const shown = paths.slice(0, LIST_LIMIT).map((path) => `- ${code(path)}`);
  const more = paths.length > LIST_LIMIT ? [`- \u2026 and ${formatCount(paths.length - LIST_LIMIT)} more`] : [];
  return `<details><summary>${escapeHtml(title)} (${formatCount(paths.length)})</summary>

${[...shown, ...more].join("\n")}

</details>

`;
}
function detectionSection(detection) {
  if (!detection) return "";
  const parts = ["### Auto-detection\n\n"];
  const source = detection.configFile ? ` Settings from ${code(detection.configFile)}.` : "";
  if (detection.problem) {
    parts.push(`Nothing was detected: ${escapeMarkdown(detection.problem)}.${source}

`);
    return parts.join("");
  }
  parts.push(
    `Searched ${plural(detection.files, "file")} that git lists (ignored files and \`.github/\` left out).${source}

`
  );
  parts.push(
    tableHead([{ header: "Found" }, { header: "Count", align: "right" }, { header: "Checked" }])
  );
  for (const name of DETECTED_INPUTS) {
    const count = detection.found[name].length;
    const how = detection.used.includes(name) ? "detected" : `\`${name}\` is set, so it decides`;
    parts.push(tableRow([LABELS[name], formatCount(count), how]));
  }
  parts.push("\n");
  for (const name of DETECTED_INPUTS) parts.push(collapsed(LABELS[name], detection.found[name]));
  const { leftOut } = detection;
  const left = [
    leftOut.suiteFiles > 0 && plural(leftOut.suiteFiles, "file a suite lists", "files suites list"),
    leftOut.chartFiles > 0 && plural(leftOut.chartFiles, "chart file"),
    leftOut.kustomizeSources > 0 && plural(leftOut.kustomizeSources, "file a kustomization builds", "files kustomizations build"),
    leftOut.hidden > 0 && plural(leftOut.hidden, "file in a hidden folder", "files in hidden folders")
  ].filter((part) => typeof part === "string");
  if (left.length > 0) {
    parts.push(
      `Not counted as manifests (they are checked another way, or are tools' own files): ${left.join(", ")}.

`
    );
  }
  if (leftOut.hiddenPolicies > 0) {
    parts.push(
      `Not counted as policies: ${plural(leftOut.hiddenPolicies, "policy file in a hidden folder", "policy files in hidden folders")} (tools' own files, such as \`.chainsaw-test/\` assertions; Kyverno skips hidden folders too).

`
    );
  }
  if (detection.notChecked.length > 0) {
    parts.push(`Found but not checked (${formatCount(detection.notChecked.length)}):

`);
    for (const entry of detection.notChecked.slice(0, LIST_LIMIT)) {
      parts.push(`- ${entry.what} ${code(entry.path)}: ${escapeMarkdown(entry.reason)}
`);
    }
    if (detection.notChecked.length > LIST_LIMIT) {
      parts.push(`- \u2026 and ${formatCount(detection.notChecked.length - LIST_LIMIT)} more
`);
    }
    parts.push("\n");
  }
  if (detection.skipped.length > 0) {
    parts.push(`Not read (${formatCount(detection.skipped.length)}):

`);
    for (const entry of detection.skipped.slice(0, LIST_LIMIT)) {
      parts.push(`- ${code(entry.file)}: ${escapeMarkdown(entry.reason)}
`);
    }
    parts.push("\n");
  }
  parts.push(
    "To narrow the search, set the inputs (or the keys of `.kyverno-policy-check.yaml`) to the paths or globs to check, `!GLOB` to leave some out, or `none` to turn a kind off; `npx kyverno-policy-check init` writes a starter file listing what was found.\n\n"
  );
  return parts.join("");
}
function addDetectionSection(doc, report) {
  const section = detectionSection(report.detection);
  if (section === "") return;
  if (!doc.add(section)) doc.cut("the auto-detection section");
}
function detectionLine(detection) {
  if (!detection || detection.problem || detection.used.length === 0) return void 0;
  const parts = detection.used.map((name) => plural(detection.found[name].length, ONE[name]));
  const source = detection.configFile ? ` (settings from ${detection.configFile})` : "";
  return `Detected ${parts.join(", ")}${source}.`;
}

// src/report/render-groups.ts
var keyOf = (render) => render ? `${render.tool}\0${render.root}\0${render.values ?? ""}` : "";
function groupByRender(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of results) {
    const key = keyOf(result.render);
    const group = groups.get(key) ?? {
      ...result.render && { render: result.render },
      results: []
    };
    group.results.push(result);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([, group]) => group);
}
function renderTitle(render) {
  const tool = render.tool === "helm" ? "Helm chart" : "Kustomize";
  return `${tool} ${renderLabel(render)}`;
}

export {
  addDetectionSection,
  detectionLine,
  groupByRender,
  renderTitle
};
//# sourceMappingURL=chunk-ZPHQ6KVR.js.map
