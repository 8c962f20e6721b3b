import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  collectPolicyCatalog,
  policyFilesOfRun
} from "./chunk-EOXPHWPV.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-KHVZ4JXC.js";
import "./chunk-CUV5DLE5.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-JJBB5YDR.js";
import "./chunk-GCO45IPH.js";
import "./chunk-ISW4KNTS.js";
import "./chunk-BQJFAVDV.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-GTQJYE2S.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-FDERER7L.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  collectPolicyCatalog,
  policyFilesOfRun
};
//# sourceMappingURL=policy-catalog-X6HSR4H5.js.map
