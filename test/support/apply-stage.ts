/** The apply stage as the pipeline runs it: plan the policies, then run `kyverno apply`. */
import { planPolicies } from '../../src/plan/policies.js';
import { runApply, type ApplyOptions, type ApplyOutcome } from '../../src/run/kyverno-apply.js';
import { kyvernoBinary } from './kyverno.js';

export async function planAndApply(options: Omit<ApplyOptions, 'policies'>): Promise<ApplyOutcome> {
  return runApply({ ...options, policies: await planPolicies(options.workspace, options.config) });
}

/** The apply stage over `manifestFiles` with `policies` and every other setting at its default. */
export function applyPolicies(
  workspace: string,
  policies: string[],
  manifestFiles: string[],
): Promise<ApplyOutcome> {
  return planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles,
    config: { policies, manifests: [], scope: 'all', exceptions: [], auditWarn: false },
    parallelism: 1,
  });
}
