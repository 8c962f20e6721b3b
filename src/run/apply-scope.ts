/** The scope `kyverno apply` and the renders share: decided once per tree, by the first that asks. */
import { rendersAnything } from '../inputs/config.js';
import type { ScopeDecision } from '../plan/scope.js';
import type { CheckPlan, PlanContext } from '../stage/stage.js';

export async function applyScope(
  { config, deps, changes, logger }: PlanContext,
  plan: CheckPlan,
): Promise<ScopeDecision | undefined> {
  if (plan.scope) return plan.scope;
  if (config.apply.manifests.length === 0 && !rendersAnything(config)) return undefined;
  // Loaded with the first scope decided: a run with no manifests and no renders has none.
  const { decideScope } = await import('../plan/scope.js');
  plan.scope = decideScope({
    scope: config.apply.scope,
    eventName: deps.event.name,
    changes,
    workspace: config.workspace,
    config: config.apply,
  });
  logger.info(plan.scope.reason);
  return plan.scope;
}
