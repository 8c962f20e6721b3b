import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  FAILING_STATUSES,
  coverageGate,
  describeCounts,
  enforceVerdict,
  hasFailures,
  ignoresExisting,
  verdict
} from "./chunk-D7YVKBAW.js";
import "./chunk-6WOCR7F3.js";
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
//# sourceMappingURL=verdict-OJFZN6GA.js.map
