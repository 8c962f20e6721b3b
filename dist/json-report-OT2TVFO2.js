import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readJsonReport
} from "./chunk-2KZXC7BQ.js";
import "./chunk-LM6VCFBH.js";
import "./chunk-GCO45IPH.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-T46JRSIG.js";
import "./chunk-DUEHMRHB.js";
export {
  readJsonReport
};
//# sourceMappingURL=json-report-OT2TVFO2.js.map
