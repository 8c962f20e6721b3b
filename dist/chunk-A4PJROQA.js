import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:fs
var require_fs = __commonJS({
  "node-builtin:fs"(exports, module) {
    module.exports = __require("node:fs");
  }
});

export {
  require_fs
};
//# sourceMappingURL=chunk-A4PJROQA.js.map
