/**
 * The render stage: the charts and kustomizations of `helm-charts` and `kustomizations` (only the
 * touched ones when the scope is narrowed), rendered once for `kyverno apply` and the upgrade
 * preview alike, plus the pack checks of the renders' values files. The planner, the renderers
 * and the packs' checks are imported once there is something to render or check.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rendersAnything } from '../inputs/config.js';
import { selectShard } from '../plan/shard.js';
import { walkFiles } from '../documents/workspace-files.js';
import { diskIO } from '../render/io.js';
import type { Render } from '../plan/renders.js';
import type { Stage } from '../stage/stage.js';
import { applyScope } from './apply-scope.js';

/** The tools the renders run: Kustomize runs Helm for a kustomization's `helmCharts`. */
const toolsOf = (renders: readonly Render[]) =>
  renders.flatMap((render) =>
    render.tool === 'kustomize' && render.helm
      ? ['kustomize' as const, 'helm' as const]
      : [render.tool],
  );

export const renderStage: Stage = {
  name: 'render',
  needsChanges: (config) => rendersAnything(config) && config.apply.scope !== 'all',

  async plan(ctx, plan) {
    const { config, changes, logger } = ctx;
    const { workspace } = config;
    const scope = await applyScope(ctx, plan);
    if (!config.render || !scope || !rendersAnything(config)) return;
    const { describeRender, planRenders } = await import('../plan/renders.js');
    const planned = await planRenders({
      workspace,
      config: config.render,
      files: (await walkFiles(workspace, '', (_, name) => name === 'node_modules')).files,
      read: (file) => readFile(path.join(workspace, file), 'utf8').catch(() => undefined),
      ...(scope.changed &&
        !changes.everything && { changed: [...changes.files, ...changes.removed] }),
    });
    plan.renderErrors.push(...planned.errors);
    plan.notices.push(...planned.warnings);
    plan.isRenderedSource = planned.isRenderedSource;
    const { renders } = planned;
    logger.info(
      `${renders.length} of ${planned.total} render(s) to run${renders.length > 0 ? `: ${renders.map(describeRender).join(', ')}` : ''}.`,
    );
    if (renders.length === 0 && planned.errors.length === 0) {
      plan.idle.push(`${scope.reason} No chart or kustomization is touched: nothing is rendered.`);
    }
    plan.renders = config.shard
      ? selectShard(
          renders,
          config.shard,
          (render) => describeRender(render),
          () => 1,
        )
      : renders;
  },

  // The tools install while the Kyverno stages start, instead of before them.
  start({ deps }, plan) {
    if (plan.renders.length > 0) void deps.renderTools?.paths(toolsOf(plan.renders));
  },

  async run({ config, deps }, plan, run) {
    run.results.push(...plan.renderErrors);
    if (!plan.policies || !config.render) return;
    if (plan.renders.length > 0) {
      const [{ renderAll }, tools] = await Promise.all([
        import('../render/index.js'),
        deps.renderTools?.paths(toolsOf(plan.renders)),
      ]);
      run.rendered = await renderAll(plan.renders, {
        workspace: config.workspace,
        config: config.render,
        ...tools,
        parallelism: config.parallelism,
        io: diskIO(config.workspace, deps.runner),
      });
    }
    const { checksOfPacks } = await import('../checks/packs.js');
    for (const { renders } of checksOfPacks(config.apply.builtinPolicies)) {
      if (renders)
        run.results.push(...(await renders(plan.renders, diskIO(config.workspace).readText)));
    }
  },
};
