import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  baseLogger,
  baseManifestFiles,
  baselineSkipped,
  compareWithBaseCommit,
  describeBasePlan,
  markAgainstBase
} from "./chunk-OVCPU5GC.js";
import "./chunk-MJXEJRFJ.js";
import "./chunk-IOANXRLR.js";
import "./chunk-AFIPBSQZ.js";
import "./chunk-YHQFHDZ5.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  baseLogger,
  baseManifestFiles,
  baselineSkipped,
  compareWithBaseCommit,
  describeBasePlan,
  markAgainstBase
};
//# sourceMappingURL=compare-with-base-LVYT6526.js.map
