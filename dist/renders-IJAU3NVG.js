import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  describeRender,
  planRenders,
  renderRef
} from "./chunk-JJBB5YDR.js";
import "./chunk-GCO45IPH.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-GTQJYE2S.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-FDERER7L.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  describeRender,
  planRenders,
  renderRef
};
//# sourceMappingURL=renders-IJAU3NVG.js.map
