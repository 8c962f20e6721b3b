import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:util
var require_util = __commonJS({
  "node-builtin:util"(exports, module) {
    module.exports = __require("node:util");
  }
});

export {
  require_util
};
//# sourceMappingURL=chunk-KDNGC4DC.js.map
