import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  detect
} from "./chunk-KHO2WFVX.js";
import "./chunk-ISW4KNTS.js";
import "./chunk-BQJFAVDV.js";
import "./chunk-NI34IQGN.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  detect
};
//# sourceMappingURL=detect-JR3746ID.js.map
