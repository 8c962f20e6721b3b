import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readJsonReport
} from "./chunk-HBGGVU52.js";
import "./chunk-WXGFDLCS.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-T46JRSIG.js";
import "./chunk-DUEHMRHB.js";
export {
  readJsonReport
};
//# sourceMappingURL=json-report-VTHOIPXH.js.map
