import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readJsonReport
} from "./chunk-S5XOBIMD.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-LM6VCFBH.js";
import "./chunk-GCO45IPH.js";
import "./chunk-T46JRSIG.js";
import "./chunk-DUEHMRHB.js";
export {
  readJsonReport
};
//# sourceMappingURL=json-report-RYEBXT6J.js.map
