import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  finishReport
} from "./chunk-5BEZQ7GC.js";
import "./chunk-D7YVKBAW.js";
import "./chunk-WXGFDLCS.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-RQPWM56H.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  finishReport
};
//# sourceMappingURL=finish-MCEAN4RD.js.map
