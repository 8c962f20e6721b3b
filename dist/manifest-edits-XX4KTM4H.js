import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  editFiles,
  fileMutations
} from "./chunk-BTRJLYNE.js";
import "./chunk-PPNBKED6.js";
import "./chunk-KDNGC4DC.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  editFiles,
  fileMutations
};
//# sourceMappingURL=manifest-edits-XX4KTM4H.js.map
