import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  collectPolicyCatalog,
  policyFilesOfRun
} from "./chunk-HBZGISI5.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-K67YGAAP.js";
import "./chunk-MN2ZBOID.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-SMQ3X6IJ.js";
import "./chunk-GCO45IPH.js";
import "./chunk-55MZ6ETD.js";
import "./chunk-WDHDWASF.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  collectPolicyCatalog,
  policyFilesOfRun
};
//# sourceMappingURL=policy-catalog-4Y3CS7GG.js.map
