/**
 * The policy catalog: the policies behind the run's results, with their annotations, for the
 * reports. A run that loads no policy (no policy plan, no local test file) has none, and never
 * imports the catalog's readers.
 */
import { localSuiteFiles } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';

export const catalogStage: Stage = {
  name: 'policy catalog',

  async after({ config, head }, report) {
    const { plan } = head;
    const testFiles = localSuiteFiles(plan.suites);
    if (!plan.policies && testFiles.length === 0) return;
    const { collectPolicyCatalog } = await import('./policy-catalog.js');
    const policies = await collectPolicyCatalog({
      workspace: config.workspace,
      ...(plan.policies && {
        applyPolicies: config.apply.policies,
        policyPlan: plan.policies,
        ...(config.apply.builtinPolicies && { builtinPolicies: config.apply.builtinPolicies }),
      }),
      testFiles,
    });
    if (policies.length > 0) report.policies = policies;
  },
};
