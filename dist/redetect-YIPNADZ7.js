import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  withoutDoubleChecks
} from "./chunk-WOVFLSLH.js";
import "./chunk-XSHFO76L.js";
import {
  detect
} from "./chunk-KGNCLDBB.js";
import "./chunk-2M3XXGMH.js";
import "./chunk-WDHDWASF.js";
import "./chunk-CRP6RW6T.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import "./chunk-3V4DOGM5.js";
import {
  manifestMatcher
} from "./chunk-B3KCFFVR.js";
import "./chunk-Y7JBPN7J.js";
import "./chunk-VDQOXA3B.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";

// src/detect/redetect.ts
async function detectedFor(config, workspace, runner) {
  const moved = { ...config, workspace };
  const used = new Set(config.detection?.used ?? []);
  if (!config.detection || used.size === 0) return moved;
  const everything = await detect(workspace, {
    testFileName: config.tests.fileName,
    ...runner && { runner }
  });
  if (everything.problem) return moved;
  const given = config.apply.manifests;
  const found = used.has("manifests") || given.length === 0 ? everything.found : withoutDoubleChecks(
    everything.found,
    everything.sources,
    await manifestMatcher(workspace, given),
    [...used]
  ).found;
  const refill = (name, head) => used.has(name) && head.length > 0 ? found[name] : [...head];
  return {
    ...moved,
    apply: {
      ...config.apply,
      policies: refill("policies", config.apply.policies),
      manifests: refill("manifests", config.apply.manifests)
    },
    ...config.render && {
      render: {
        ...config.render,
        helmCharts: refill("helm-charts", config.render.helmCharts),
        kustomizations: refill("kustomizations", config.render.kustomizations)
      }
    }
  };
}
export {
  detectedFor
};
//# sourceMappingURL=redetect-YIPNADZ7.js.map
