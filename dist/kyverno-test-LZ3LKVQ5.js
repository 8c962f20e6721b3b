import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  DEFAULT_FOLDERS_PER_PROCESS,
  DEFAULT_TEST_TIMEOUT_MS,
  runTestSuites
} from "./chunk-BTL5N5TJ.js";
import "./chunk-EDYWDR5J.js";
import "./chunk-FAQ6FCSU.js";
import "./chunk-KQY25T2B.js";
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
  DEFAULT_FOLDERS_PER_PROCESS,
  DEFAULT_TEST_TIMEOUT_MS,
  runTestSuites
};
//# sourceMappingURL=kyverno-test-LZ3LKVQ5.js.map
