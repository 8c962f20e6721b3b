import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FAILING_STATUSES,
  coverageGate,
  describeCounts,
  enforceVerdict,
  hasFailures,
  ignoresExisting,
  verdict
} from "./chunk-7JIBHQ5P.js";
import "./chunk-GILNAIH5.js";
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
//# sourceMappingURL=verdict-S6OME23A.js.map
