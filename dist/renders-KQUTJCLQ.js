import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  describeRender,
  planRenders,
  renderRef
} from "./chunk-W6DCKB44.js";
import "./chunk-GCO45IPH.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-UMJBAQT7.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-LJHO5FLX.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  describeRender,
  planRenders,
  renderRef
};
//# sourceMappingURL=renders-KQUTJCLQ.js.map
