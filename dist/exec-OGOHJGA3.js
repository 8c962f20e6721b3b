import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  exec,
  getExecOutput
} from "./chunk-WEDFPPCN.js";
import "./chunk-DMODDUZL.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  exec,
  getExecOutput
};
//# sourceMappingURL=exec-OGOHJGA3.js.map
