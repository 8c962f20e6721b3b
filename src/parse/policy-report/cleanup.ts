/**
 * What `kyverno apply` says about cleanup policies, read for what it means. Kyverno 1.18 and 1.19
 * evaluate each CleanupPolicy and ClusterCleanupPolicy as a selector (`applyCleanupPolicies` in
 * `cmd/cli/kubectl-kyverno/commands/apply/command.go`): `pass` "resource matched" for an object
 * the policy would delete, and `fail` "resource did not match" for every other object. A
 * DeletingPolicy does the same for the objects its `matchConstraints` name.
 *
 * A cleanup policy admits or rejects nothing, so such a `fail` is no violation: taken at face
 * value it would fail the check on every object the policy leaves alone. It becomes a `skip`;
 * a `pass` says the object would be deleted. Kyverno names the rule after the policy there, and
 * only such rows with Kyverno's own message are read this way.
 */
import type { PolicyResult } from '../../model/result.js';

/** The kinds `kyverno apply` evaluates as deletion selectors. */
export const CLEANUP_KINDS: ReadonlySet<string> = new Set([
  'CleanupPolicy',
  'ClusterCleanupPolicy',
  'DeletingPolicy',
  'NamespacedDeletingPolicy',
]);

const NOT_SELECTED = /^\w+ did not match$/;
const SELECTED = /^\w+ matched$/;

/** `results` with the rows of the cleanup policies named in `cleanupPolicies` read as above. */
export function readCleanupResults(
  results: readonly PolicyResult[],
  cleanupPolicies: ReadonlySet<string>,
): PolicyResult[] {
  if (cleanupPolicies.size === 0) return [...results];
  return results.map((result) => {
    const { policy, rule, status, message } = result;
    if (result.source !== 'apply' || rule !== policy || !cleanupPolicies.has(policy)) {
      return result;
    }
    if (status === 'fail' && NOT_SELECTED.test(message)) {
      return {
        ...result,
        status: 'skip',
        reason: 'Not selected for cleanup',
        message:
          `Cleanup policy ${policy} does not select this object, so it would not delete it ` +
          '(Kyverno reports this as a failure; a cleanup policy admits or rejects nothing).',
      };
    }
    if (status === 'pass' && SELECTED.test(message)) {
      return {
        ...result,
        reason: 'Selected for cleanup',
        message: `Cleanup policy ${policy} selects this object: Kyverno would delete it on the policy's schedule.`,
      };
    }
    return result;
  });
}
