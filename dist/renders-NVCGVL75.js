import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  describeRender,
  planRenders,
  renderRef
} from "./chunk-YP2CZI7O.js";
import "./chunk-GILNAIH5.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  describeRender,
  planRenders,
  renderRef
};
//# sourceMappingURL=renders-NVCGVL75.js.map
