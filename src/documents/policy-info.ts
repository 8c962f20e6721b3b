import { isMap, LineCounter, parseAllDocuments, type YAMLMap } from 'yaml';
import type { PolicyInfo } from '../model/report.js';

/** Kinds whose results Kyverno reports under the policy's name, by API group. */
export const POLICY_KINDS: Readonly<Record<string, readonly string[]>> = {
  'kyverno.io': ['ClusterPolicy', 'Policy'],
  'policies.kyverno.io': [
    'ValidatingPolicy',
    'NamespacedValidatingPolicy',
    'MutatingPolicy',
    'NamespacedMutatingPolicy',
    'GeneratingPolicy',
    'NamespacedGeneratingPolicy',
    'ImageValidatingPolicy',
    'NamespacedImageValidatingPolicy',
    'DeletingPolicy',
    'NamespacedDeletingPolicy',
  ],
  'admissionregistration.k8s.io': ['ValidatingAdmissionPolicy', 'MutatingAdmissionPolicy'],
};

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
  const lines = new LineCounter();
  const parsed = parseAllDocuments(yamlText, { lineCounter: lines });
  const documents = Array.isArray(parsed) ? parsed : [];
  const policies: PolicyInfo[] = [];
  for (const document of documents) {
    const contents = document.contents;
    if (document.errors.length > 0 || !isMap(contents)) continue;
    const apiVersion = text(contents, ['apiVersion']);
    const kind = text(contents, ['kind']);
    const name = text(contents, ['metadata', 'name']);
    if (!apiVersion || !kind || !name) continue;
    const group = apiVersion.includes('/') ? apiVersion.split('/')[0]! : '';
    if (!POLICY_KINDS[group]?.includes(kind)) continue;
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
