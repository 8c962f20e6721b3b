/** The apply stage as the pipeline runs it: plan the policies, then run `kyverno apply`. */
import { planPolicies } from '../../src/plan/policies.js';
import { runApply, type ApplyOptions, type ApplyOutcome } from '../../src/run/kyverno-apply.js';

export async function planAndApply(options: Omit<ApplyOptions, 'policies'>): Promise<ApplyOutcome> {
  return runApply({ ...options, policies: await planPolicies(options.workspace, options.config) });
}
