/**
 * Upgrade readiness (`upgrade-deprecations`): the deprecated forms in every policy, exception and
 * test file the run read and in every rendered policy, folded into the results. The finders are
 * imported only when the check is on and the run read something: otherwise they find nothing.
 */
import { localSuiteFiles } from '../plan/suites.js';
import type { Stage } from '../stage/stage.js';
import { foldFindings } from './fold-findings.js';

export const deprecationsStage: Stage = {
  name: 'deprecations',

  async after({ config, deps, head }, report) {
    const mode = config.upgrade?.deprecations ?? 'off';
    const { plan } = head;
    const testFiles = localSuiteFiles(plan.suites);
    const readNothing = !plan.policies && testFiles.length === 0 && head.run.rendered.length === 0;
    if (mode === 'off' || readNothing) return;
    const [{ checkDeprecations }, { checkRenderedDeprecations }] = await Promise.all([
      import('./policy-deprecations.js'),
      import('./rendered-deprecations.js'),
    ]);
    const findings = await checkDeprecations({
      workspace: config.workspace,
      mode,
      kyvernoVersion: deps.kyverno.version,
      ...(plan.policies && { applyPolicies: config.apply.policies, policyPlan: plan.policies }),
      testFiles,
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
