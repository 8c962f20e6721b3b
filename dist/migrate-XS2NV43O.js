import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  migrate
} from "./chunk-BUTJ6NIM.js";
import "./chunk-BTL5N5TJ.js";
import "./chunk-EDYWDR5J.js";
import "./chunk-FAQ6FCSU.js";
import "./chunk-KQY25T2B.js";
import "./chunk-BXIEVUCK.js";
import "./chunk-QL5ECD4H.js";
import "./chunk-FC44KZJV.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  migrate
};
//# sourceMappingURL=migrate-XS2NV43O.js.map
