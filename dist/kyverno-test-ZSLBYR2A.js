import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_FOLDERS_PER_PROCESS,
  DEFAULT_TEST_TIMEOUT_MS,
  runTestSuites
} from "./chunk-S4S22N6A.js";
import "./chunk-EDYWDR5J.js";
import "./chunk-XGE6FEC6.js";
import "./chunk-TWNA6Q3E.js";
import "./chunk-FC44KZJV.js";
import "./chunk-GCO45IPH.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-BQJFAVDV.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-FDERER7L.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  DEFAULT_FOLDERS_PER_PROCESS,
  DEFAULT_TEST_TIMEOUT_MS,
  runTestSuites
};
//# sourceMappingURL=kyverno-test-ZSLBYR2A.js.map
