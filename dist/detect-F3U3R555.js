import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  detect
} from "./chunk-KGNCLDBB.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-CRP6RW6T.js";
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
//# sourceMappingURL=detect-F3U3R555.js.map
