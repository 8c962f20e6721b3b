import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  collectPolicyCatalog,
  policyFilesOfRun
} from "./chunk-GSSAJ6ND.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-LJCVNSQC.js";
import "./chunk-2ZP7EB52.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-W6DCKB44.js";
import "./chunk-XUUGAU5H.js";
import "./chunk-GCO45IPH.js";
import "./chunk-ZEXOHAX6.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-UMJBAQT7.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-LJHO5FLX.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  collectPolicyCatalog,
  policyFilesOfRun
};
//# sourceMappingURL=policy-catalog-ATCUSPAY.js.map
