/**
 * The `kyverno apply` stage: the manifests of `manifests` (only the changed ones when the scope is
 * narrowed) and the rendered objects, against the planned policies. The manifest selection, the
 * policy plan and `kyverno apply`'s runner (with the mutation preview's parsers) are imported when
 * there are manifests or policies: a run without them never loads them.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { selectShard } from '../plan/shard.js';
import { plansApply, type ApplyBeside, type Stage } from '../stage/stage.js';
import { applyScope } from './apply-scope.js';

async function sizeOf(workspace: string, file: string): Promise<number> {
  return (await stat(path.join(workspace, file)).catch(() => undefined))?.size ?? 0;
}

export const applyStage: Stage = {
  name: 'apply',
  runsKyverno: true,
  needsChanges: (config) => config.apply.manifests.length > 0 && config.apply.scope !== 'all',

  async plan(ctx, plan) {
    const { config, logger } = ctx;
    const { workspace } = config;
    const scope = await applyScope(ctx, plan);
    if (config.apply.manifests.length > 0 && scope) {
      const { selectManifests } = await import('../plan/manifests.js');
      const selection = await selectManifests({
        workspace,
        patterns: config.apply.manifests,
        ...(scope.changed && { changed: scope.changed }),
      });
      plan.notices.push(...selection.warnings);
      // A chart's templates and a kustomization's sources reach Kyverno rendered, never raw.
      const files = selection.files.filter((file) => !plan.isRenderedSource(file));
      logger.info(`${files.length} manifest file(s) to check.`);
      if (files.length === 0) {
        plan.idle.push(
          `${scope.reason} No such file matches \`manifests\`: \`kyverno apply\` does not run.`,
        );
      }
      plan.manifestFiles = files;
      if (config.shard) {
        const sizes = new Map(
          await Promise.all(
            files.map(async (file) => [file, await sizeOf(workspace, file)] as const),
          ),
        );
        plan.manifestFiles = selectShard(
          files,
          config.shard,
          (file) => file,
          (file) => sizes.get(file) ?? 0,
        );
      }
    } else {
      plan.idle.push('The `manifests` input is empty: `kyverno apply` does not run.');
    }
    if (plansApply(plan)) {
      const { planPolicies } = await import('../plan/policies.js');
      plan.policies = await planPolicies(workspace, config.apply);
    }
  },

  async run({ config, deps, kyverno, quiet }, plan, run) {
    if (!plan.policies) return;
    const { runApply } = await import('./kyverno-apply.js');
    const options = {
      kyverno,
      config: config.apply,
      policies: plan.policies,
      parallelism: config.parallelism,
      // One pool for the head's runs and those beside them: never more than `parallelism`.
      limit: pLimit(Math.max(1, config.parallelism)),
      ...(deps.runner && { runner: deps.runner }),
    };
    const beside: ApplyBeside = async (tree) =>
      (
        await runApply({
          ...options,
          ...tree,
          policyWorkspace: config.workspace,
        })
      ).results;
    const [apply] = await Promise.all([
      runApply({
        ...options,
        workspace: config.workspace,
        manifestFiles: plan.manifestFiles,
        rendered: run.rendered,
        mutationPreview: !quiet,
      }),
      ...(plan.beside ?? []).map((check) => check(beside)),
    ]);
    run.results.push(...apply.results);
    run.skipped.push(...apply.skipped);
    run.notices.push(...apply.notices);
    // An empty list says the preview ran and nothing changes; absent, that it could not say.
    if (apply.previewed || apply.mutations.length > 0) {
      run.mutations = [...(run.mutations ?? []), ...apply.mutations];
    }
  },

  async after({ head }, report) {
    if (head.run.mutations) report.mutations = head.run.mutations;
  },
};
