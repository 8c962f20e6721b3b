import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/detection.ts
var DETECTED_INPUTS = [
  "policies",
  "tests",
  "helm-charts",
  "kustomizations",
  "manifests"
];

export {
  DETECTED_INPUTS
};
//# sourceMappingURL=chunk-XSHFO76L.js.map
