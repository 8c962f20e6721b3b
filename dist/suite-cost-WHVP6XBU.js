import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  estimateSuiteCosts,
  listedPaths,
  policyCostPerResource,
  resourceCount
} from "./chunk-KQY25T2B.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  estimateSuiteCosts,
  listedPaths,
  policyCostPerResource,
  resourceCount
};
//# sourceMappingURL=suite-cost-WHVP6XBU.js.map
