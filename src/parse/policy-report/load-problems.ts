/**
 * After `kyverno apply` ran: what its diagnostics say it failed to load, set against the policy
 * plan, as errors naming the file and line.
 */
import { applyError, type PolicyResult } from '../../model/result.js';
import type { PolicyPlan } from '../../plan/policies.js';
import type { ApplyDiagnostics } from './diagnostics.js';

const NOT_KUBERNETES = /GVK cannot be empty|Object 'Kind' is missing/;
const INVALID_OBJECT = /([A-Za-z]+)\.[\w.]+ "([^"]+)" is invalid/;

/**
 * After Kyverno ran: every policy path it dropped, policy document it could not read, and
 * policy it skipped, as an error naming the file. Kyverno itself says nothing about these
 * unless run with `-v=3`, and may exit 0 having checked nothing.
 */
export function loadProblems(plan: PolicyPlan, runs: readonly ApplyDiagnostics[]): PolicyResult[] {
  const problems = new Map<string, PolicyResult>();
  const add = (result: PolicyResult): void => {
    problems.set(`${result.file}\u0000${result.message}`, result);
  };
  const definitions = plan.sources.flatMap((source) => source.policies);
  for (const run of runs) {
    for (const dropped of run.droppedPaths) {
      const source = plan.sources.find((candidate) => candidate.argument === dropped.path);
      const shown = source?.display ?? dropped.path;
      const error = dropped.error.split(dropped.path).join(shown);
      add(
        applyError({
          message:
            `policies: Kyverno did not load ${shown} (${error}), so none of its ` +
            'policies were applied. Fix the file so that Kyverno can read it.',
          reason: 'Policy not loaded',
          file: shown,
          line: source?.policies[0]?.line ?? 1,
        }),
      );
    }
    for (const error of run.documentErrors) {
      if (NOT_KUBERNETES.test(error)) continue;
      const [, kind, name] = INVALID_OBJECT.exec(error) ?? [];
      const definition = definitions.find((d) => d.kind === kind && d.name === name);
      add(
        applyError({
          message:
            `policies: Kyverno could not load ${definition ? `${kind} ${name} from ${definition.file}` : 'a policy document'}` +
            ` and did not apply it: ${error}. Fix the policy.`,
          reason: 'Policy not loaded',
          ...(definition ? { file: definition.file, line: definition.line } : {}),
          ...(name ? { policy: name } : {}),
        }),
      );
    }
    for (const skipped of run.skippedPolicies) {
      const name = skipped.name.split('/').at(-1);
      const definition = definitions.find((d) => d.name === name);
      add(
        applyError({
          message:
            `Kyverno rejected policy ${skipped.name} and did not apply it` +
            `${skipped.reason ? `: ${skipped.reason}` : ''}. Fix the policy.`,
          reason: skipped.kind === 'invalid' ? 'Invalid policy' : 'Policy skipped',
          policy: skipped.name,
          ...(definition ? { file: definition.file, line: definition.line } : {}),
        }),
      );
    }
  }
  return [...problems.values()];
}
