/**
 * Detection again in another tree (the base commit's, for the baseline): the inputs detection
 * filled at the head are filled from that tree instead, as a glob would match that tree's files,
 * so a file added, moved or removed by the change is planned at the base as it is there.
 */
import type { Config } from '../inputs/config.js';
import { manifestMatcher } from '../plan/manifests.js';
import type { ProcessRunner } from '../process/run-process.js';
import { withoutDoubleChecks } from './apply.js';
import { detect } from './detect.js';

/** `config` for the tree at `workspace`; unchanged but for the workspace without detection. */
export async function detectedFor(
  config: Config,
  workspace: string,
  runner?: ProcessRunner,
): Promise<Config> {
  const moved = { ...config, workspace };
  const used = new Set(config.detection?.used ?? []);
  if (!config.detection || used.size === 0) return moved;
  const everything = await detect(workspace, {
    testFileName: config.tests.fileName,
    ...(runner && { runner }),
  });
  if (everything.problem) return moved;
  // As at the head: with `manifests` given, no chart or kustomization holding those files.
  const given = config.apply.manifests;
  const found =
    used.has('manifests') || given.length === 0
      ? everything.found
      : withoutDoubleChecks(
          everything.found,
          everything.sources,
          await manifestMatcher(workspace, given),
          [...used],
        ).found;
  // Only what detection filled at the head (a kind it left empty stays empty).
  const refill = (name: keyof typeof found, head: readonly string[]): string[] =>
    used.has(name) && head.length > 0 ? found[name] : [...head];
  return {
    ...moved,
    apply: {
      ...config.apply,
      policies: refill('policies', config.apply.policies),
      manifests: refill('manifests', config.apply.manifests),
    },
    ...(config.render && {
      render: {
        ...config.render,
        helmCharts: refill('helm-charts', config.render.helmCharts),
        kustomizations: refill('kustomizations', config.render.kustomizations),
      },
    }),
  };
}
