/**
 * After `kyverno apply` ran: what its diagnostics say it failed to load, set against the policy
 * plan, as errors naming the file and line.
 */
import { applyError, type PolicyResult } from '../../model/result.js';
import type { PolicyDefinition, PolicyPlan } from '../../plan/policies.js';
import { LineCounter, parseAllDocuments } from 'yaml';
import { locatePath } from '../../documents/yaml-path.js';
import type { ApplyDiagnostics } from './diagnostics.js';

const NOT_KUBERNETES = /GVK cannot be empty|Object 'Kind' is missing/;
const INVALID_OBJECT = /([A-Za-z]+)\.[\w.]+ "([^"]+)" is invalid/;
/** A kind Kyverno does not load at that version, e.g. a MutatingAdmissionPolicy at `v1beta1`. */
const UNKNOWN_VERSION = /kind (\w+) not found in ([\w.-]+\/\w+) groupversion/;

/**
 * After Kyverno ran: every policy path it dropped, policy document it could not read, and
 * policy it skipped, as an error naming the file. Kyverno itself says nothing about these
 * unless run with `-v=3`, and may exit 0 having checked nothing.
 */
export function loadProblems(
  plan: PolicyPlan,
  runs: readonly ApplyDiagnostics[],
  texts: ReadonlyMap<string, string> = new Map(),
): PolicyResult[] {
  const problems = new Map<string, PolicyResult>();
  const add = (result: PolicyResult): void => {
    problems.set(`${result.file}\u0000${result.message}`, result);
  };
  const definitions = plan.sources.flatMap((source) => source.policies);
  for (const run of runs) {
    for (const dropped of run.droppedPaths) {
      const { shown, file, error } = droppedFile(plan, dropped);
      const source = plan.sources.find((candidate) => candidate.argument === dropped.path);
      add(
        applyError({
          message:
            `policies: Kyverno did not load ${shown} (${error}), so none of its ` +
            'policies were applied. Fix the file so that Kyverno can read it.',
          reason: 'Policy not loaded',
          file,
          line:
            fieldLine(texts.get(file), error) ??
            source?.policies.find((policy) => policy.file === file)?.line ??
            1,
        }),
      );
    }
    for (const error of run.documentErrors) {
      if (NOT_KUBERNETES.test(error)) continue;
      const unknownVersion = UNKNOWN_VERSION.exec(error);
      if (unknownVersion) {
        for (const result of unknownVersionErrors(definitions, unknownVersion, error)) add(result);
        continue;
      }
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

/**
 * What a dropped path's error is about: the path as shown, the workspace-relative file Kyverno
 * names (`failed to load file policies/x.yaml: …`, one file of a dropped folder), and the error
 * with the path as shown.
 */
export function droppedFile(
  plan: PolicyPlan,
  dropped: { path: string; error: string },
): { shown: string; file: string; error: string } {
  const source = plan.sources.find((candidate) => candidate.argument === dropped.path);
  const shown = source?.display ?? dropped.path;
  const error = dropped.error.split(dropped.path).join(shown);
  const named = /failed to load file ([^:]+): /.exec(error)?.[1];
  return { shown, file: named ?? shown, error };
}

/** Kyverno's `(spec.namespaceSelectr: Invalid value: value provided for unknown field)`. */
const UNKNOWN_FIELD =
  /\(([\w.-]+(?:\[\d+\][\w.-]*)*): Invalid value: value provided for unknown field\)/;

/** The line of the unknown field Kyverno names, in the first document of `text` that has it. */
export function fieldLine(text: string | undefined, error: string): number | undefined {
  const field = UNKNOWN_FIELD.exec(error)?.[1];
  if (text === undefined || field === undefined) return undefined;
  const segments = field.replace(/\[(\d+)\]/g, '.$1').split('.');
  const lines = new LineCounter();
  for (const document of parseAllDocuments(text, { lineCounter: lines })) {
    if (!document.contents) continue;
    const found = locatePath(
      { node: document.contents, positionOf: (offset) => lines.linePos(offset) },
      segments,
    );
    if (found?.exact) return found.line;
  }
  return undefined;
}

/**
 * Kyverno 1.19 loads a MutatingAdmissionPolicy only at `v1alpha1` and drops one at `v1beta1` or
 * `v1` with a log line that names no file. The plan does not know a document's apiVersion, so
 * every policy of that kind is named, at its document (its `apiVersion` line).
 */
function unknownVersionErrors(
  definitions: readonly PolicyDefinition[],
  [, kind, groupVersion]: RegExpExecArray,
  error: string,
): PolicyResult[] {
  const candidates = definitions.filter((definition) => definition.kind === kind);
  const what = `${kind} at ${groupVersion}`;
  const fix =
    kind === 'MutatingAdmissionPolicy'
      ? ' This Kyverno loads MutatingAdmissionPolicy only at admissionregistration.k8s.io/v1alpha1.'
      : '';
  const message = (where: string) =>
    `policies: Kyverno could not load ${where} and did not apply it: ${error}.${fix} ` +
    'Fix the apiVersion, or check this policy with a Kyverno that supports it.';
  if (candidates.length === 0) {
    return [applyError({ message: message(`a ${what}`), reason: 'Policy not loaded' })];
  }
  return candidates.map((definition) =>
    applyError({
      message: message(
        candidates.length === 1
          ? `${what} ${definition.name} from ${definition.file}`
          : `a ${what} (one of the ${candidates.length} policies of that kind; this is ${definition.name})`,
      ),
      reason: 'Policy not loaded',
      file: definition.file,
      line: definition.line,
      policy: definition.name,
    }),
  );
}
