/**
 * Upgrade readiness (`upgrade-deprecations`): the deprecated forms in every policy, exception and
 * test file the run reads and in every rendered policy, folded into the results. The files' forms
 * are looked for once the head is planned, while Kyverno runs, and those the fold cannot change
 * are handed to the check run then (`onEarlyResults`), so their annotations are sent before
 * Kyverno finishes. The finders are imported only when the check is on and the run reads
 * something: otherwise they find nothing.
 */
import type { PolicyResult } from '../model/result.js';
import { localSuiteFiles } from '../plan/suites.js';
import type { CheckPlan, StartContext, Stage } from '../stage/stage.js';
import { StartedWork } from '../stage/started-work.js';
import { foldFindings, foldsIntoStageResult } from './fold-findings.js';

const fileFindings = new StartedWork<PolicyResult[]>();

/** The deprecated forms in the policy, exception and test files of the plan. */
async function findInFiles({ config, deps }: StartContext, plan: CheckPlan) {
  const mode = config.upgrade?.deprecations ?? 'off';
  const testFiles = localSuiteFiles(plan.suites);
  if (mode === 'off' || (!plan.policies && testFiles.length === 0)) return [];
  const { checkDeprecations } = await import('./policy-deprecations.js');
  return checkDeprecations({
    workspace: config.workspace,
    mode,
    kyvernoVersion: deps.kyverno.version,
    ...(plan.policies && { applyPolicies: config.apply.policies, policyPlan: plan.policies }),
    testFiles,
  });
}

export const deprecationsStage: Stage = {
  name: 'deprecations',

  start(ctx, plan) {
    fileFindings.begin(plan, async () => {
      const findings = await findInFiles(ctx, plan);
      const early = findings.filter((finding) => !foldsIntoStageResult(finding));
      if (early.length > 0) ctx.deps.onEarlyResults?.(early);
      return findings;
    });
  },

  async after(ctx, report) {
    const { config, deps, head } = ctx;
    const mode = config.upgrade?.deprecations ?? 'off';
    if (mode === 'off') return;
    const findings = await (fileFindings.result(head.plan) ?? findInFiles(ctx, head.plan));
    if (head.run.rendered.length > 0) {
      const { checkRenderedDeprecations } = await import('./rendered-deprecations.js');
      findings.push(
        ...checkRenderedDeprecations({
          mode,
          kyvernoVersion: deps.kyverno.version,
          rendered: head.run.rendered,
        }),
      );
    }
    report.results = foldFindings(report.results, findings);
  },
};
