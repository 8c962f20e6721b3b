import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_FOLDERS_PER_PROCESS,
  DEFAULT_TEST_TIMEOUT_MS,
  runTestSuites
} from "./chunk-CIOX6MWJ.js";
import "./chunk-EDYWDR5J.js";
import "./chunk-L3CYK6EM.js";
import "./chunk-XUUGAU5H.js";
import "./chunk-TWNA6Q3E.js";
import "./chunk-FC44KZJV.js";
import "./chunk-GCO45IPH.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-3FKSXKUL.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  DEFAULT_FOLDERS_PER_PROCESS,
  DEFAULT_TEST_TIMEOUT_MS,
  runTestSuites
};
//# sourceMappingURL=kyverno-test-MEUG6UXO.js.map
