import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  planPolicies
} from "./chunk-YGC6L3Q2.js";
import "./chunk-GCO45IPH.js";
import "./chunk-H2LUYWCJ.js";
import "./chunk-LGNHISPH.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-FDERER7L.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  planPolicies
};
//# sourceMappingURL=policies-IDQRC4SY.js.map
