/**
 * Finds the deprecated forms of the deprecation table in one file's text, each at its line: the
 * `kind:` line for a deprecated kind or API version, the key's line for a deprecated field.
 * Pure: the caller reads the file. Documents that are not valid YAML are left to the stages that
 * load them.
 */
import { isMap, isScalar, isSeq, type Node, type YAMLMap } from 'yaml';
import semver from 'semver';
import type { PolicyResult, Status } from '../model/result.js';
import { CRD_SOURCE_VERSION, DEPRECATED_CRD_VERSIONS } from './crd-versions.generated.js';
import type { Deprecation, DeprecationId } from './deprecation-types.js';
import { DEPRECATIONS, REPLACEMENT_API_VERSION, RULE_REPLACEMENTS } from './deprecations.js';
import { parsedYaml } from '../documents/parsed-yaml.js';

export type DeprecationMode = 'warn' | 'error';

/** What the file is to Kyverno: a policy (or exception) file, or a `kyverno test` file. */
export type FileRole = 'policy' | 'test';

export interface FindOptions {
  mode: DeprecationMode;
  /** The running Kyverno's version: what it already rejects is an error whatever the mode. */
  kyvernoVersion: string;
}

interface Position {
  line: number;
  column: number;
}

interface DocumentView {
  map: YAMLMap;
  apiVersion: string;
  kind: string;
  name: string;
  namespace: string;
  position: (node: Node | null | undefined) => Position;
}

interface Finding {
  id: DeprecationId;
  at: Position;
  message: string;
  /** When narrower than the row's subject, e.g. one deprecated CRD version. */
  subject?: string;
  /** The deprecated field's key path, for a finding about a field rather than the kind. */
  field?: readonly string[];
}

const LEGACY_POLICY_KINDS = ['ClusterPolicy', 'Policy'];
const CLEANUP_KINDS = ['CleanupPolicy', 'ClusterCleanupPolicy'];

function text(map: YAMLMap, path: readonly string[]): string {
  const value: unknown = map.getIn(path);
  return typeof value === 'string' ? value.trim() : '';
}

/** The key node of `key` in `map`, for its position. */
function keyNode(map: YAMLMap, key: string): Node | undefined {
  const pair = map.items.find((item) => isScalar(item.key) && item.key.value === key);
  return pair && isScalar(pair.key) ? pair.key : undefined;
}

function groupOf(apiVersion: string): string {
  return apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.lastIndexOf('/')) : '';
}

function versionOf(apiVersion: string): string {
  return apiVersion.slice(apiVersion.lastIndexOf('/') + 1);
}

function removal(row: Deprecation): string {
  return row.removedIn
    ? `is removed in ${row.removedIn} (its CLI rejects it)`
    : 'has no announced removal release yet';
}

/** The replacement kinds a legacy policy needs: one per rule type it uses. */
export function replacementKinds(map: YAMLMap, namespaced: boolean): string[] {
  const rules = map.getIn(['spec', 'rules']);
  const used = new Set<string>();
  if (isSeq(rules)) {
    for (const rule of rules.items) {
      if (!isMap(rule)) continue;
      for (const { rule: type } of RULE_REPLACEMENTS) if (rule.has(type)) used.add(type);
    }
  }
  return RULE_REPLACEMENTS.filter(({ rule }) => used.has(rule)).map((row) =>
    namespaced ? row.namespaced : row.cluster,
  );
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function legacyPolicy(doc: DocumentView): Finding {
  const row = DEPRECATIONS['legacy-policy'];
  const namespaced = doc.kind === 'Policy';
  const kinds = replacementKinds(doc.map, namespaced);
  const instead =
    kinds.length === 0
      ? `Rewrite it as ${row.replacement}.`
      : kinds.length === 1
        ? `Rewrite it as a ${kinds[0]} (${REPLACEMENT_API_VERSION}).`
        : `Rewrite it as ${listed(kinds)} (${REPLACEMENT_API_VERSION}), one for each rule type it uses.`;
  return {
    id: row.id,
    at: doc.position(keyNode(doc.map, 'kind')),
    message: `${doc.kind} (${doc.apiVersion}) is deprecated since Kyverno ${row.deprecatedIn} and ${removal(row)}. ${instead}`,
  };
}

function kindFinding(doc: DocumentView, row: Deprecation, instead: string): Finding {
  return {
    id: row.id,
    at: doc.position(keyNode(doc.map, 'kind')),
    message: `${doc.kind} (${doc.apiVersion}) is deprecated since Kyverno ${row.deprecatedIn} and ${removal(row)}. Use ${instead}.`,
  };
}

/** The deprecated kind or API version of one document, if any: at most one finding. */
function kindOrVersion(doc: DocumentView): Finding | undefined {
  const group = groupOf(doc.apiVersion);
  const version = versionOf(doc.apiVersion);
  if (group === 'kyverno.io') {
    if (LEGACY_POLICY_KINDS.includes(doc.kind)) return legacyPolicy(doc);
    if (CLEANUP_KINDS.includes(doc.kind)) {
      const kind = doc.kind === 'CleanupPolicy' ? 'NamespacedDeletingPolicy' : 'DeletingPolicy';
      return kindFinding(
        doc,
        DEPRECATIONS['legacy-cleanup-policy'],
        `a ${kind} (${REPLACEMENT_API_VERSION})`,
      );
    }
    if (doc.kind === 'PolicyException') {
      return kindFinding(
        doc,
        DEPRECATIONS['legacy-policy-exception'],
        `a PolicyException of ${REPLACEMENT_API_VERSION}`,
      );
    }
    if (doc.kind === 'GlobalContextEntry' && version === 'v2alpha1') {
      return kindFinding(
        doc,
        DEPRECATIONS['global-context-entry-v2alpha1'],
        '`apiVersion: kyverno.io/v2`',
      );
    }
  }
  const crd = DEPRECATED_CRD_VERSIONS.find(
    (row) => row.group === group && row.kind === doc.kind && row.version === version,
  );
  if (!crd) return undefined;
  const instead = crd.use ? ` Use \`apiVersion: ${group}/${crd.use}\`.` : '';
  return {
    id: 'deprecated-crd-version',
    subject: `${doc.apiVersion} ${doc.kind}`,
    at: doc.position(keyNode(doc.map, 'kind')),
    message:
      `${doc.kind} ${doc.apiVersion}: this API version is marked deprecated in the CRDs of ` +
      `Kyverno ${CRD_SOURCE_VERSION}; no removal release is announced yet.${instead}`,
  };
}

function fieldFinding(
  doc: DocumentView,
  id: DeprecationId,
  key: Node,
  field: readonly string[],
): Finding {
  const row = DEPRECATIONS[id];
  return {
    id,
    field,
    at: doc.position(key),
    message: `${row.subject} is deprecated since Kyverno ${row.deprecatedIn} and ${removal(row)}. Use ${row.replacement}.`,
  };
}

function policyFindings(doc: DocumentView): Finding[] {
  const findings: Finding[] = [];
  const kind = kindOrVersion(doc);
  if (kind) findings.push(kind);
  const spec = doc.map.get('spec', true);
  if (groupOf(doc.apiVersion) === 'kyverno.io' && isMap(spec)) {
    const fields = [
      ['validationFailureAction', 'validation-failure-action'],
      ['validationFailureActionOverrides', 'validation-failure-action-overrides'],
    ] as const;
    for (const [field, id] of fields) {
      const key = keyNode(spec, field);
      if (key) findings.push(fieldFinding(doc, id, key, ['spec', field]));
    }
  }
  return findings;
}

function testFindings(doc: DocumentView): Finding[] {
  // Only `Test` documents, and documents that lack apiVersion or kind (the old schema).
  if (doc.kind !== '' && doc.kind !== 'Test') return [];
  const findings: Finding[] = [];
  const nameKey = keyNode(doc.map, 'name');
  if (doc.apiVersion === '' || doc.kind === '' || nameKey) {
    const row = DEPRECATIONS['test-schema'];
    const missing = [
      ...(doc.apiVersion === '' ? ['apiVersion'] : []),
      ...(doc.kind === '' ? ['kind'] : []),
    ];
    const problem = [
      ...(missing.length > 0 ? [`has no ${missing.join(' or ')}`] : []),
      ...(nameKey ? ['sets a top-level `name`'] : []),
    ].join(' and ');
    findings.push({
      id: row.id,
      at: doc.position(nameKey ?? (doc.map.items[0]?.key as Node | undefined)),
      message:
        `This test file ${problem}: a schema deprecated since Kyverno ${row.deprecatedIn} that ` +
        `\`kyverno test\` rejects since ${row.removedIn}. Use ${row.replacement}; \`${row.fix}\` rewrites it.`,
    });
  }
  const payload = keyNode(doc.map, 'jsonPayload');
  if (payload) findings.push(fieldFinding(doc, 'test-json-payload', payload, ['jsonPayload']));
  return findings;
}

function statusOf(row: Deprecation, options: FindOptions): Status {
  if (options.mode === 'error') return 'error';
  const running = semver.coerce(options.kyvernoVersion);
  const removed = row.removedIn && semver.coerce(row.removedIn);
  return running && removed && semver.gte(running, removed) ? 'error' : 'warn';
}

/** Every deprecated form in one file (`file` is its workspace-relative path), in file order. */
export function findDeprecations(
  yamlText: string,
  file: string,
  role: FileRole,
  options: FindOptions,
): PolicyResult[] {
  return findDeprecationFields(yamlText, file, role, options).map(({ result }) => result);
}

/** A finding, and the key path of the deprecated field when it is about a field (not the kind). */
export interface FieldFinding {
  result: PolicyResult;
  field?: readonly string[];
}

/** `findDeprecations`, with each field finding's key path, for callers that place it elsewhere. */
export function findDeprecationFields(
  yamlText: string,
  file: string,
  role: FileRole,
  options: FindOptions,
): FieldFinding[] {
  const { documents, lineCounter } = parsedYaml(yamlText);
  const results: FieldFinding[] = [];
  for (const document of documents) {
    const map = document.contents;
    if (document.errors.length > 0 || !isMap(map)) continue;
    const doc: DocumentView = {
      map,
      apiVersion: text(map, ['apiVersion']),
      kind: text(map, ['kind']),
      name: text(map, ['metadata', 'name']) || text(map, ['name']),
      namespace: text(map, ['metadata', 'namespace']),
      position: (node) => {
        const { line, col } = lineCounter.linePos(node?.range?.[0] ?? map.range?.[0] ?? 0);
        return { line, column: col };
      },
    };
    const findings = role === 'policy' ? policyFindings(doc) : testFindings(doc);
    for (const finding of findings) {
      const row = DEPRECATIONS[finding.id];
      const result: PolicyResult = {
        source: 'upgrade',
        status: statusOf(row, options),
        policy: doc.name,
        rule: '',
        resource: {
          apiVersion: doc.apiVersion,
          kind: doc.kind || (role === 'test' ? 'Test' : ''),
          namespace: doc.namespace,
          name: doc.name,
        },
        message: finding.message,
        reason: row.removedIn ? `Removed in ${row.removedIn}` : 'Deprecated',
        file,
        line: finding.at.line,
        column: finding.at.column,
        upgrade: {
          type: 'deprecation',
          subject: finding.subject ?? row.subject,
          ...(row.removedIn && { removedIn: row.removedIn }),
          ...(row.fix && { fix: row.fix }),
        },
      };
      results.push({ result, ...(finding.field && { field: finding.field }) });
    }
  }
  return results;
}
