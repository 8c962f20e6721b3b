import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  verdict
} from "./chunk-D7YVKBAW.js";
import {
  toStableReport
} from "./chunk-WXGFDLCS.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/files/report-files.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);

// src/report/json-file.ts
function renderJsonReport(report) {
  return `${JSON.stringify(toStableReport(report), null, 2)}
`;
}

// src/files/report-files.ts
async function writeText(file, text) {
  await (0, import_promises.mkdir)(import_node_path.default.dirname(file), { recursive: true });
  await (0, import_promises.writeFile)(file, text, "utf8");
}
async function writeJsonReport(file, report) {
  await writeText(file, renderJsonReport(report));
}
async function writeJUnitReport(file, report, timestamp = /* @__PURE__ */ new Date()) {
  const { renderJUnit } = await import("./junit-file-55MME4J3.js");
  await writeText(file, renderJUnit(report, timestamp));
}
async function writeSarifReport(file, report, kyverno) {
  const { renderSarif } = await import("./sarif-CW2Q3BAK.js");
  const sarif = renderSarif(report, kyverno ? { kyverno } : {});
  await writeText(file, `${JSON.stringify(sarif, null, 2)}
`);
}
async function writeReportFiles(report, files, kyverno) {
  const writers = {
    jsonFile: ["JSON", (file) => writeJsonReport(file, report)],
    junitFile: ["JUnit", (file) => writeJUnitReport(file, report)],
    sarifFile: ["SARIF", (file) => writeSarifReport(file, report, kyverno)]
  };
  const written = { warnings: [] };
  for (const [key, [label, write]] of Object.entries(writers)) {
    const file = files[key];
    if (!file) continue;
    try {
      await write(file);
      written[key] = file;
    } catch (error) {
      written.warnings.push(
        `Could not write the ${label} report ${file}: ${error.message}`
      );
    }
  }
  return written;
}

// src/files/finish.ts
async function finishReport(report, config, files, kyverno) {
  const outcome = verdict(report, config.failOn, {
    ...config.failOnExisting !== void 0 && { failOnExisting: config.failOnExisting }
  });
  return { verdict: outcome, files: await writeReportFiles(report, files, kyverno) };
}

export {
  finishReport
};
//# sourceMappingURL=chunk-5BEZQ7GC.js.map
