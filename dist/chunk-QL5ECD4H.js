import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/run/go-runtime.ts
var import_node_os = __toESM(require_os(), 1);
var KYVERNO_GOGC = "800";
function kyvernoEnvironment(env, processes, totalMemory = import_node_os.default.totalmem()) {
  if (env.GOGC !== void 0 || env.GOMEMLIMIT !== void 0) return env;
  const share = totalMemory / 2 / Math.max(1, Math.floor(processes));
  return {
    ...env,
    GOGC: KYVERNO_GOGC,
    GOMEMLIMIT: `${Math.max(64, Math.floor(share / 2 ** 20))}MiB`
  };
}

export {
  kyvernoEnvironment
};
//# sourceMappingURL=chunk-QL5ECD4H.js.map
