import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  planPolicies
} from "./chunk-BGITEMUD.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  planPolicies
};
//# sourceMappingURL=policies-I5T2JDMB.js.map
