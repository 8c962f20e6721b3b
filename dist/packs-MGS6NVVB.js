import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checksOfPacks,
  packChecks
} from "./chunk-MN2ZBOID.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-SMQ3X6IJ.js";
import "./chunk-GCO45IPH.js";
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
  checksOfPacks,
  packChecks
};
//# sourceMappingURL=packs-MGS6NVVB.js.map
