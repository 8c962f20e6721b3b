/** The scope `kyverno apply` and the renders share: decided once per tree, by the first that asks. */
import { rendersAnything } from '../plan/renders.js';
import { decideScope, type ScopeDecision } from '../plan/scope.js';
import type { CheckPlan, PlanContext } from '../stage/stage.js';

export function applyScope(
  { config, deps, changes, logger }: PlanContext,
  plan: CheckPlan,
): ScopeDecision | undefined {
  if (plan.scope) return plan.scope;
  if (config.apply.manifests.length === 0 && !rendersAnything(config)) return undefined;
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
