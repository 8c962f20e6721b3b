import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  collectPolicyCatalog,
  policyFilesOfRun
} from "./chunk-GD7OHZHY.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-IMNKEAS7.js";
import "./chunk-N2JWPYEK.js";
import "./chunk-V5MRDQDJ.js";
import "./chunk-YP2CZI7O.js";
import "./chunk-GILNAIH5.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-CRP6RW6T.js";
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
//# sourceMappingURL=policy-catalog-5URR5EUZ.js.map
