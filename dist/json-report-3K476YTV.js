import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readJsonReport
} from "./chunk-7OVPRHBI.js";
import "./chunk-WXGFDLCS.js";
import "./chunk-GILNAIH5.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-T46JRSIG.js";
import "./chunk-DUEHMRHB.js";
export {
  readJsonReport
};
//# sourceMappingURL=json-report-3K476YTV.js.map
