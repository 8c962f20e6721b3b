import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  manifestMatcher,
  relativePattern,
  selectManifests
} from "./chunk-UMJBAQT7.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-LJHO5FLX.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  manifestMatcher,
  relativePattern,
  selectManifests
};
//# sourceMappingURL=manifests-S5N4F55L.js.map
