import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  describeRender,
  planRenders,
  renderRef
} from "./chunk-AFIPBSQZ.js";
import "./chunk-6WOCR7F3.js";
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
//# sourceMappingURL=renders-WPZUT3XD.js.map
