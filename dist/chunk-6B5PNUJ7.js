import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-DUEHMRHB.js";

// node-builtin:crypto
var require_crypto = __commonJS({
  "node-builtin:crypto"(exports, module) {
    module.exports = __require("node:crypto");
  }
});

export {
  require_crypto
};
//# sourceMappingURL=chunk-6B5PNUJ7.js.map
