import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FAILING_STATUSES,
  coverageGate,
  describeCounts,
  enforceVerdict,
  hasFailures,
  ignoresExisting,
  verdict
} from "./chunk-PPVP7I5P.js";
import "./chunk-GCO45IPH.js";
import "./chunk-RQPWM56H.js";
import "./chunk-DUEHMRHB.js";
export {
  FAILING_STATUSES,
  coverageGate,
  describeCounts,
  enforceVerdict,
  hasFailures,
  ignoresExisting,
  verdict
};
//# sourceMappingURL=verdict-W5DNYHZR.js.map
