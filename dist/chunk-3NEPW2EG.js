import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:child_process
var require_child_process = __commonJS({
  "node-builtin:child_process"(exports, module) {
    module.exports = __require("node:child_process");
  }
});

export {
  require_child_process
};
//# sourceMappingURL=chunk-3NEPW2EG.js.map
