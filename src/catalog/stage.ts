/**
 * The policy catalog: the policies behind the run's results, with their annotations, for the
 * reports. A run that loads no policy (no policy plan, no local test file) has none, and never
 * imports the catalog's readers.
 */
import type { PolicyInfo } from '../model/report.js';
import { localSuiteFiles } from '../plan/suites.js';
import type { CheckPlan, Stage, StartContext } from '../stage/stage.js';
import { StartedWork } from '../stage/started-work.js';

/** The catalog needs only the plan: it is read while Kyverno runs. */
const catalogs = new StartedWork<PolicyInfo[]>();

async function collect({ config }: StartContext, plan: CheckPlan): Promise<PolicyInfo[]> {
  const testFiles = localSuiteFiles(plan.suites);
  if (!plan.policies && testFiles.length === 0) return [];
  const { collectPolicyCatalog } = await import('./policy-catalog.js');
  return collectPolicyCatalog({
    workspace: config.workspace,
    ...(plan.policies && {
      applyPolicies: config.apply.policies,
      policyPlan: plan.policies,
      ...(config.apply.builtinPolicies && { builtinPolicies: config.apply.builtinPolicies }),
    }),
    testFiles,
  });
}

export const catalogStage: Stage = {
  name: 'policy catalog',

  start(ctx, plan) {
    catalogs.begin(plan, () => collect(ctx, plan));
  },

  async after(ctx, report) {
    const policies = await (catalogs.result(ctx.head.plan) ?? collect(ctx, ctx.head.plan));
    if (policies.length > 0) report.policies = policies;
  },
};
