import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  collectPolicyCatalog,
  policyFilesOfRun
} from "./chunk-HJM5NULU.js";
import "./chunk-4LKZ52PU.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-BVBIOCWF.js";
import "./chunk-QQZZGUGL.js";
import "./chunk-ZEXOHAX6.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-B2SUQHXY.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-TDMDYNJO.js";
import "./chunk-A4PJROQA.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-GCO45IPH.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  collectPolicyCatalog,
  policyFilesOfRun
};
//# sourceMappingURL=policy-catalog-62S3TLP6.js.map
