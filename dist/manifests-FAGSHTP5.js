import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  manifestMatcher,
  relativePattern,
  selectManifests
} from "./chunk-B2SUQHXY.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-TDMDYNJO.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";
export {
  manifestMatcher,
  relativePattern,
  selectManifests
};
//# sourceMappingURL=manifests-FAGSHTP5.js.map
