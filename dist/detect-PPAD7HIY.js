import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  detect
} from "./chunk-IP3B5PT7.js";
import "./chunk-H2LUYWCJ.js";
import "./chunk-LGNHISPH.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-FDERER7L.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  detect
};
//# sourceMappingURL=detect-PPAD7HIY.js.map
