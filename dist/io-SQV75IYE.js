import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  cp,
  findInPath,
  mkdirP,
  mv,
  rmRF,
  which
} from "./chunk-DMODDUZL.js";
import "./chunk-A4PJROQA.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  cp,
  findInPath,
  mkdirP,
  mv,
  rmRF,
  which
};
//# sourceMappingURL=io-SQV75IYE.js.map
