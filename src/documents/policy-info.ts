import {
  isScalar,
  isMap,
  LineCounter,
  parseAllDocuments,
  visit,
  type Document,
  type YAMLMap,
} from 'yaml';
import type { PolicyInfo } from '../model/report.js';
import { parsedYaml, type ParsedYaml } from './parsed-yaml.js';

/**
 * What a kind of the one policy-kind table is: `policy` (Kyverno reports results under its name),
 * `cleanup` (loaded by `kyverno apply`, reports nothing), `binding` (an admission policy's
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
  const { documents, lineCounter: lines } = strictlyParsed(yamlText);
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

/** A comment after a non-space: yaml's `strict` option rejects it. */
const COMMENT_WITHOUT_SPACE = /\S#/;

/** A line over 1024 characters, where a key may be too long for `strict` (counted to `\n`). */
function hasLongLine(text: string): boolean {
  for (let start = 0; ;) {
    const end = text.indexOf('\n', start);
    if ((end === -1 ? text.length : end) - start > 1024) return true;
    if (end === -1) return false;
    start = end + 1;
  }
}

/** yaml's test of two keys of one map (`uniqueKeys: true`, util-map-includes.js). */
const sameKey = (a: unknown, b: unknown): boolean =>
  a === b || (isScalar(a) && isScalar(b) && a.value === b.value);

/** A duplicate key, or a multi-line flow sequence (where `strict` rejects multi-line keys). */
function mayFailStrictly(document: Document.Parsed, text: string): boolean {
  let found = false;
  visit(document, {
    Map: (_key, map) => {
      const keys = map.items.map((pair) => pair.key);
      found = keys.some((key, index) => keys.findIndex((prior) => sameKey(prior, key)) < index);
      return found ? visit.BREAK : undefined;
    },
    Seq: (_key, seq) => {
      const range = seq.range;
      found = Boolean(seq.flow && range && /[\n\r]/.test(text.slice(range[0], range[1])));
      return found ? visit.BREAK : undefined;
    },
  });
  return found;
}

/**
 * The documents as `parseAllDocuments(text)` with yaml's strict defaults would read them. Those only
 * add errors to the shared lenient parse (parsed-yaml.ts), so that parse serves unless the text
 * holds what the strict options reject: then the text is parsed again, strictly.
 */
function strictlyParsed(text: string): ParsedYaml {
  if (!COMMENT_WITHOUT_SPACE.test(text) && !hasLongLine(text)) {
    const shared = parsedYaml(text);
    if (!shared.documents.some((document) => mayFailStrictly(document, text))) return shared;
  }
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, { lineCounter });
  return { documents: Array.isArray(parsed) ? parsed : [], lineCounter };
}
