/** The policy catalog: the policies behind the run's results, with their annotations, for the reports. */
import { localSuiteFiles } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';
import { collectPolicyCatalog } from './policy-catalog.js';

export const catalogStage: Stage = {
  name: 'policy catalog',

  async after({ config, head }, report) {
    const { plan } = head;
    const policies = await collectPolicyCatalog({
      workspace: config.workspace,
      ...(plan.policies && {
        applyPolicies: config.apply.policies,
        policyPlan: plan.policies,
        ...(config.apply.builtinPolicies && { builtinPolicies: config.apply.builtinPolicies }),
      }),
      testFiles: localSuiteFiles(plan.suites),
    });
    if (policies.length > 0) report.policies = policies;
  },
};
