import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  findDeprecations
} from "./chunk-JZHCPDG2.js";
import {
  policyFilesOfRun
} from "./chunk-56E4RNO6.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-BGITEMUD.js";
import "./chunk-7KOYF6KA.js";
import "./chunk-FU45ADLT.js";
import "./chunk-H75RVIVP.js";
import "./chunk-V5MRDQDJ.js";
import "./chunk-AFIPBSQZ.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-AKNTW45J.js";
import "./chunk-JGL2GAG7.js";
import "./chunk-G7472JVO.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import {
  readText
} from "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/upgrade/policy-deprecations.ts
var import_node_path = __toESM(require_path(), 1);
async function checkDeprecations(input) {
  if (input.mode === "off") return [];
  const options = { mode: input.mode, kyvernoVersion: input.kyvernoVersion };
  const policyFiles = await policyFilesOfRun({
    workspace: input.workspace,
    ...input.applyPolicies && { applyPolicies: input.applyPolicies },
    ...input.policyPlan && { policyPlan: input.policyPlan },
    testFiles: input.testFiles
  });
  const testFiles = new Set(input.testFiles);
  const files = [
    ...input.testFiles.map((file) => ({ file, role: "test" })),
    // A test file named in another suite's `policies:` is still a test file.
    ...policyFiles.filter((file) => !testFiles.has(file)).map((file) => ({ file, role: "policy" }))
  ].sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
  const found = await Promise.all(
    files.map(async ({ file, role }) => {
      const text = await readText(import_node_path.default.join(input.workspace, file)).catch(() => void 0);
      return text === void 0 ? [] : findDeprecations(text, file, role, options);
    })
  );
  return found.flat();
}
export {
  checkDeprecations
};
//# sourceMappingURL=policy-deprecations-QQHQS2LV.js.map
