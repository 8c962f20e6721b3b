import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  migrate
} from "./chunk-ZTUQZK2C.js";
import "./chunk-HPT3MBGR.js";
import "./chunk-EDYWDR5J.js";
import "./chunk-ZUZHSBGU.js";
import "./chunk-ZAR2EYDF.js";
import "./chunk-TWNA6Q3E.js";
import "./chunk-FC44KZJV.js";
import "./chunk-GCO45IPH.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-ISW4KNTS.js";
import "./chunk-BQJFAVDV.js";
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
//# sourceMappingURL=migrate-XLD3NL2E.js.map
