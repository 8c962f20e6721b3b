import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  checksOfPacks,
  packChecks
} from "./chunk-CFMRRJBV.js";
import "./chunk-UFJGF3RN.js";
import "./chunk-6YVLQPVO.js";
import "./chunk-GCO45IPH.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-UFZOZG7N.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-3FKSXKUL.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  checksOfPacks,
  packChecks
};
//# sourceMappingURL=packs-OXADSAC7.js.map
