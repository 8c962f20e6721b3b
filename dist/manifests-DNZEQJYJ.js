import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  manifestMatcher,
  relativePattern,
  selectManifests
} from "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  manifestMatcher,
  relativePattern,
  selectManifests
};
//# sourceMappingURL=manifests-DNZEQJYJ.js.map
