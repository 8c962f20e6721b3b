import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  fetchPullFiles,
  pullFilesOnce
} from "./chunk-ZEZYHDSD.js";
import "./chunk-XCHCVFG7.js";
import "./chunk-DUEHMRHB.js";
export {
  fetchPullFiles,
  pullFilesOnce
};
//# sourceMappingURL=pull-files-IKJCW4RH.js.map
