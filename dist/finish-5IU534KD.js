import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  finishReport
} from "./chunk-F6SRTPMZ.js";
import "./chunk-PPVP7I5P.js";
import "./chunk-LM6VCFBH.js";
import "./chunk-GCO45IPH.js";
import "./chunk-RQPWM56H.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  finishReport
};
//# sourceMappingURL=finish-5IU534KD.js.map
