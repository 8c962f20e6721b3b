/** What the `error` result of an object Kyverno could not evaluate says: why, and what to do. */
import type { DeclaredObject } from '../locate/manifest.js';
import type { ObjectFailure } from '../parse/policy-report/object-failures.js';
import type { CrdDefinition } from './crds.js';

export interface CrdContext {
  /** The CRD collected for the object's kind, if any. */
  definition?: CrdDefinition;
  /** False when this Kyverno takes neither `--crd-paths` nor `--crd-path`. */
  flagKnown: boolean;
}

/** Why, what to do, then Kyverno's own text (last: it may be cut short or end in a bracket). */
export function explainNotChecked(
  object: DeclaredObject,
  failure: ObjectFailure,
  crd: CrdContext,
): string {
  const { resource } = object.object;
  const said = `Kyverno said: ${failure.text.replace(/\s+/g, ' ').trim()}`;
  const what = `kyverno apply could not check ${resource.kind} ${resource.name}; the other objects were checked without it.`;
  if (failure.unmappedKind === undefined) {
    return `${what} Fix this object, or, if it is valid, report the Kyverno error with it. ${said}`;
  }
  const group = resource.apiVersion.includes('/') ? resource.apiVersion.split('/')[0]! : '';
  const version = resource.apiVersion.split('/').at(-1)!;
  const why =
    `With a ValidatingAdmissionPolicy or MutatingAdmissionPolicy among the policies, Kyverno must ` +
    `map every object to its resource, and`;
  const { definition } = crd;
  if (definition === undefined) {
    return (
      `${what} ${why} it has no CustomResourceDefinition for ${resource.kind} ` +
      `(${resource.apiVersion}). Give Kyverno that CRD: list the file that defines it in the ` +
      "`crds` input (files, folders or globs), or keep it with the checked manifests or in the chart's " +
      `crds/ folder. ${said}`
    );
  }
  const at = `${definition.file}:${definition.line}`;
  if (!crd.flagKnown) {
    return (
      `${what} ${why} this Kyverno version takes no CRDs (\`--crd-paths\`), so the ` +
      `CustomResourceDefinition at ${at} could not be given to it. Use Kyverno 1.19 or later. ${said}`
    );
  }
  if (!definition.served.includes(version)) {
    const served = definition.served.length > 0 ? definition.served.join(', ') : 'none';
    return (
      `${what} ${why} the CustomResourceDefinition of ${resource.kind} at ${at} does not serve ` +
      `version ${version} of group ${group} (served: ${served}). Use a served version in this ` +
      `object, or give the CRD that serves it in the \`crds\` input. ${said}`
    );
  }
  return (
    `${what} ${why} it could not map it even with the CustomResourceDefinition at ${at}: check ` +
    `that CRD's group, kind and versions. ${said}`
  );
}
