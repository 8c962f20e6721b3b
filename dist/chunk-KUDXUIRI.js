import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/inputs/config.ts
var BUILTIN_PACKS = ["kyverno-production"];
function rendersAnything(config) {
  return (config.render?.helmCharts.length ?? 0) + (config.render?.kustomizations.length ?? 0) > 0;
}

export {
  BUILTIN_PACKS,
  rendersAnything
};
//# sourceMappingURL=chunk-KUDXUIRI.js.map
