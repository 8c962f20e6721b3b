import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  finishReport
} from "./chunk-RJRTBE63.js";
import "./chunk-LM6VCFBH.js";
import "./chunk-PPVP7I5P.js";
import "./chunk-GCO45IPH.js";
import "./chunk-RQPWM56H.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  finishReport
};
//# sourceMappingURL=finish-TC45PWTJ.js.map
