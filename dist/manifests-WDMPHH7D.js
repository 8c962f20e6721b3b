import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  manifestMatcher,
  relativePattern,
  selectManifests
} from "./chunk-GTQJYE2S.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-FDERER7L.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  manifestMatcher,
  relativePattern,
  selectManifests
};
//# sourceMappingURL=manifests-WDMPHH7D.js.map
