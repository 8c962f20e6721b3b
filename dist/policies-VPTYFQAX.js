import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  planPolicies
} from "./chunk-IE6NQOA7.js";
import "./chunk-GCO45IPH.js";
import "./chunk-ZEXOHAX6.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-TDMDYNJO.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  planPolicies
};
//# sourceMappingURL=policies-VPTYFQAX.js.map
