import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  collectPolicyCatalog,
  policyFilesOfRun
} from "./chunk-FPDFS3B7.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-IE6NQOA7.js";
import "./chunk-CNPIYJIZ.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-3FHB6ZAD.js";
import "./chunk-XUUGAU5H.js";
import "./chunk-GCO45IPH.js";
import "./chunk-ZEXOHAX6.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-B2SUQHXY.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-TDMDYNJO.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  collectPolicyCatalog,
  policyFilesOfRun
};
//# sourceMappingURL=policy-catalog-NBDFHLBJ.js.map
