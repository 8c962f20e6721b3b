import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:fs/promises
var require_promises = __commonJS({
  "node-builtin:fs/promises"(exports, module) {
    module.exports = __require("node:fs/promises");
  }
});

export {
  require_promises
};
//# sourceMappingURL=chunk-T46JRSIG.js.map
