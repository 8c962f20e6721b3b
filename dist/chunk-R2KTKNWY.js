import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:os
var require_os = __commonJS({
  "node-builtin:os"(exports, module) {
    module.exports = __require("node:os");
  }
});

export {
  require_os
};
//# sourceMappingURL=chunk-R2KTKNWY.js.map
