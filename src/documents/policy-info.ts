import { isMap, type YAMLMap } from 'yaml';
import type { PolicyInfo } from '../model/report.js';
import { strictlyParsedYaml } from './parsed-yaml.js';

/**
 * What a kind of the one policy-kind table is: `policy` (Kyverno reports results under its name),
 * `cleanup` (a kyverno.io cleanup policy: `kyverno apply` says which objects it would delete,
 * see `parse/policy-report/cleanup.ts`), `binding` (an admission policy's
 * binding) or `exception` (a PolicyException, given with `--exception`).
 */
export type PolicyKindRole = 'policy' | 'cleanup' | 'binding' | 'exception';

/**
 * The one table of policy kinds, by API group: every kind `kyverno apply` loads from its policy
 * paths (`policy/load.go`), and what it is. Policies, detection, coverage and the catalog read it.
 */
export const POLICY_KINDS: Readonly<Record<string, Readonly<Record<string, PolicyKindRole>>>> = {
  'kyverno.io': {
    ClusterPolicy: 'policy',
    Policy: 'policy',
    CleanupPolicy: 'cleanup',
    ClusterCleanupPolicy: 'cleanup',
    PolicyException: 'exception',
  },
  'policies.kyverno.io': {
    ValidatingPolicy: 'policy',
    NamespacedValidatingPolicy: 'policy',
    MutatingPolicy: 'policy',
    NamespacedMutatingPolicy: 'policy',
    GeneratingPolicy: 'policy',
    NamespacedGeneratingPolicy: 'policy',
    ImageValidatingPolicy: 'policy',
    NamespacedImageValidatingPolicy: 'policy',
    DeletingPolicy: 'policy',
    NamespacedDeletingPolicy: 'policy',
    PolicyException: 'exception',
  },
  'admissionregistration.k8s.io': {
    ValidatingAdmissionPolicy: 'policy',
    ValidatingAdmissionPolicyBinding: 'binding',
    MutatingAdmissionPolicy: 'policy',
    MutatingAdmissionPolicyBinding: 'binding',
  },
};

/** The role of `kind` in `apiVersion`'s group in POLICY_KINDS, or undefined for any other kind. */
export function policyKindRole(apiVersion: string, kind: string): PolicyKindRole | undefined {
  const group = apiVersion.includes('/') ? apiVersion.split('/')[0]! : '';
  const kinds = POLICY_KINDS[group];
  return kinds && Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
}

/** A kind Kyverno reports results under the policy's name. */
export const isPolicyKind = (apiVersion: string, kind: string): boolean =>
  policyKindRole(apiVersion, kind) === 'policy';

const ANNOTATIONS = {
  title: 'policies.kyverno.io/title',
  category: 'policies.kyverno.io/category',
  severity: 'policies.kyverno.io/severity',
  description: 'policies.kyverno.io/description',
} as const;

/** A non-empty trimmed string at `path`, or undefined. */
function text(map: YAMLMap, path: readonly string[]): string | undefined {
  const value: unknown = map.getIn(path);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The policies in one YAML file (`file` is its workspace-relative path), with their
 * `policies.kyverno.io/*` annotations. Other Kubernetes objects, documents that are not valid
 * YAML and policies without a name are left out: the policy stages report those.
 */
export function readPolicyInfo(yamlText: string, file: string): PolicyInfo[] {
  const { documents, lineCounter: lines } = strictlyParsedYaml(yamlText);
  const policies: PolicyInfo[] = [];
  for (const document of documents) {
    const contents = document.contents;
    if (document.errors.length > 0 || !isMap(contents)) continue;
    const apiVersion = text(contents, ['apiVersion']);
    const kind = text(contents, ['kind']);
    const name = text(contents, ['metadata', 'name']);
    if (!apiVersion || !kind || !name) continue;
    if (!isPolicyKind(apiVersion, kind)) continue;
    const namespace = text(contents, ['metadata', 'namespace']);
    const info: PolicyInfo = { name, ...(namespace && { namespace }), kind };
    for (const [field, annotation] of Object.entries(ANNOTATIONS)) {
      const value = text(contents, ['metadata', 'annotations', annotation]);
      if (value !== undefined) info[field as keyof typeof ANNOTATIONS] = value;
    }
    info.file = file;
    info.line = lines.linePos(contents.range?.[0] ?? document.range[0]).line;
    policies.push(info);
  }
  return policies;
}
