import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/stage/stage.ts
var plansApply = (plan) => plan.manifestFiles.length > 0 || plan.renders.length > 0;
var plansKyverno = (plan) => plan.suites.length > 0 || plansApply(plan);

export {
  plansApply,
  plansKyverno
};
//# sourceMappingURL=chunk-PK42BOQQ.js.map
