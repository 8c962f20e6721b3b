import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:path
var require_path = __commonJS({
  "node-builtin:path"(exports, module) {
    module.exports = __require("node:path");
  }
});

export {
  require_path
};
//# sourceMappingURL=chunk-OGNWBRMG.js.map
