import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  finishReport
} from "./chunk-K6LD36JG.js";
import "./chunk-7JIBHQ5P.js";
import "./chunk-WXGFDLCS.js";
import "./chunk-GILNAIH5.js";
import "./chunk-RQPWM56H.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  finishReport
};
//# sourceMappingURL=finish-X2UL5OYJ.js.map
