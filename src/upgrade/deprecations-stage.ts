/**
 * Upgrade readiness (`upgrade-deprecations`): the deprecated forms in every policy, exception and
 * test file the run read and in every rendered policy, folded into the results.
 */
import { localSuiteFiles } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';
import { foldFindings } from './fold-findings.js';
import { checkDeprecations } from './policy-deprecations.js';
import { checkRenderedDeprecations } from './rendered-deprecations.js';

export const deprecationsStage: Stage = {
  name: 'deprecations',

  async after({ config, deps, head }, report) {
    const mode = config.upgrade?.deprecations ?? 'off';
    const { plan } = head;
    const findings = await checkDeprecations({
      workspace: config.workspace,
      mode,
      kyvernoVersion: deps.kyverno.version,
      ...(plan.policies && { applyPolicies: config.apply.policies, policyPlan: plan.policies }),
      testFiles: localSuiteFiles(plan.suites),
    });
    findings.push(
      ...checkRenderedDeprecations({
        mode,
        kyvernoVersion: deps.kyverno.version,
        rendered: head.run.rendered,
      }),
    );
    report.results = foldFindings(report.results, findings);
  },
};
