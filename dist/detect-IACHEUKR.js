import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  detect
} from "./chunk-6B32KDW4.js";
import "./chunk-55MZ6ETD.js";
import "./chunk-WDHDWASF.js";
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
//# sourceMappingURL=detect-IACHEUKR.js.map
