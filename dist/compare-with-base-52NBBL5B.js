import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  baseLogger,
  baseManifestFiles,
  baselineSkipped,
  compareWithBaseCommit,
  describeBasePlan,
  markAgainstBase
} from "./chunk-YRVN2D2T.js";
import "./chunk-MJXEJRFJ.js";
import "./chunk-IOANXRLR.js";
import "./chunk-SMQ3X6IJ.js";
import "./chunk-UGWUOMPK.js";
import "./chunk-GCO45IPH.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-NI34IQGN.js";
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
//# sourceMappingURL=compare-with-base-52NBBL5B.js.map
