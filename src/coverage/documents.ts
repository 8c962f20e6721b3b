/**
 * What a suite loads, read from the YAML of its policy and resource files: the policies with
 * their rules (names, lines, what they do, the kinds they match) and the resources' names.
 */
import { isMap, isSeq, type YAMLMap } from 'yaml';
import type { UnitType } from '../model/coverage.js';
import { isData, type Data } from '../documents/data.js';
import { isPolicyKind } from '../documents/policy-info.js';
import { plainDocuments } from '../documents/plain-yaml.js';
import { parsedYaml } from '../documents/parsed-yaml.js';

export interface SuiteRule {
  name: string;
  line: number;
  type: UnitType;
  /** Kinds of the rule's `match` as written (`Pod`, `apps/v1/Deployment`, `Deployment.apps`). */
  kinds: string[];
}

export interface SuitePolicy {
  file: string;
  line: number;
  name: string;
  namespace?: string;
  kind: string;
  /** Legacy `kyverno.io` policies have rules; the other kinds are one unit each. */
  legacy: boolean;
  /** For the rule-less kinds: what the policy does. */
  type: UnitType;
  rules: SuiteRule[];
  /** For the rule-less kinds: the kinds its `matchConstraints` names (a resource's `Kind`). */
  kinds: string[];
}

export interface SuiteResource {
  kind: string;
  name: string;
  namespace: string;
}

function celType(kind: string): UnitType {
  if (kind.includes('Mutating')) return 'mutate';
  if (kind.includes('Generating')) return 'generate';
  return 'validate';
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface ParsedDocument {
  contents: YAMLMap;
  line: number;
  lineOf: (node: { range?: [number, number, number] | null | undefined }) => number;
}

function documentsOf(text: string): ParsedDocument[] {
  const { documents, lineCounter: lines } = parsedYaml(text);
  return documents.flatMap((document) => {
    const contents = document.contents;
    if (document.errors.length > 0 || !isMap(contents)) return [];
    const lineOf = (node: { range?: [number, number, number] | null | undefined }): number =>
      lines.linePos(node.range?.[0] ?? contents.range?.[0] ?? 0).line;
    return [{ contents, line: lineOf(contents), lineOf }];
  });
}

/** The policies of one policy file (`file` workspace-relative); other objects are left out. */
export function readSuitePolicies(text: string, file: string): SuitePolicy[] {
  return documentsOf(text).flatMap(({ contents, line, lineOf }) => {
    const apiVersion = str(contents.get('apiVersion'));
    const kind = str(contents.get('kind'));
    const name = str(contents.getIn(['metadata', 'name']));
    const group = apiVersion.split('/')[0] ?? '';
    if (!name || !isPolicyKind(apiVersion, kind)) return [];
    const legacy = group === 'kyverno.io';
    const namespace = str(contents.getIn(['metadata', 'namespace']));
    const rules: SuiteRule[] = [];
    const ruleList = contents.getIn(['spec', 'rules'], true);
    if (legacy && isSeq(ruleList)) {
      for (const item of ruleList.items) {
        if (!isMap(item)) continue;
        const ruleName = str(item.get('name'));
        if (!ruleName) continue;
        rules.push({
          name: ruleName,
          line: lineOf(item),
          type: item.has('mutate') ? 'mutate' : item.has('generate') ? 'generate' : 'validate',
          kinds: legacyKinds(item.get('match')),
        });
      }
    }
    return [
      {
        file,
        line,
        name,
        ...(namespace && { namespace }),
        kind,
        legacy,
        type: legacy ? 'validate' : celType(kind),
        rules,
        kinds: legacy ? [] : celKinds(contents.getIn(['spec', 'matchConstraints'])),
      },
    ];
  });
}

/** The resources of one resource file, by kind, namespace (as written) and name. */
export function readSuiteResources(text: string): SuiteResource[] {
  return plainDocuments(text).flatMap((document) => {
    if (!isData(document)) return [];
    const kind = str(document.kind);
    if (kind === 'List' || kind.endsWith('List')) {
      return str(metadataOf(document).name) ? listItems(document) : [];
    }
    return identityOf(document);
  });
}

const metadataOf = (object: Data): Data => (isData(object.metadata) ? object.metadata : {});

function identityOf(object: unknown): SuiteResource[] {
  if (!isData(object)) return [];
  const kind = str(object.kind);
  const metadata = metadataOf(object);
  const name = str(metadata.name);
  return kind && name ? [{ kind, name, namespace: str(metadata.namespace) }] : [];
}

function listItems(list: Data): SuiteResource[] {
  return Array.isArray(list.items) ? list.items.flatMap(identityOf) : [];
}

function legacyKinds(match: unknown): string[] {
  const json = toJson(match);
  const blocks = [
    ...(Array.isArray(json.any) ? json.any : []),
    ...(Array.isArray(json.all) ? json.all : []),
    json,
  ] as Record<string, unknown>[];
  return blocks.flatMap((block) => {
    const resources = block?.resources as { kinds?: unknown } | undefined;
    return Array.isArray(resources?.kinds) ? resources.kinds.map(String) : [];
  });
}

/** `matchConstraints.resourceRules[].resources` (`deployments`) as kinds (`Deployment`). */
function celKinds(constraints: unknown): string[] {
  const json = toJson(constraints);
  const rules = Array.isArray(json.resourceRules) ? json.resourceRules : [];
  return (rules as Record<string, unknown>[]).flatMap((rule) =>
    Array.isArray(rule?.resources)
      ? rule.resources
          .map(String)
          .filter((resource) => !resource.includes('/') && resource !== '*')
          .map(kindOfResource)
      : [],
  );
}

const IRREGULAR: Readonly<Record<string, string>> = {
  ingresses: 'Ingress',
  networkpolicies: 'NetworkPolicy',
  podsecuritypolicies: 'PodSecurityPolicy',
  endpoints: 'Endpoints',
  poddisruptionbudgets: 'PodDisruptionBudget',
  replicasets: 'ReplicaSet',
  daemonsets: 'DaemonSet',
  statefulsets: 'StatefulSet',
  cronjobs: 'CronJob',
  configmaps: 'ConfigMap',
  serviceaccounts: 'ServiceAccount',
  persistentvolumeclaims: 'PersistentVolumeClaim',
  persistentvolumes: 'PersistentVolume',
  horizontalpodautoscalers: 'HorizontalPodAutoscaler',
  clusterroles: 'ClusterRole',
  clusterrolebindings: 'ClusterRoleBinding',
  rolebindings: 'RoleBinding',
  storageclasses: 'StorageClass',
  limitranges: 'LimitRange',
  resourcequotas: 'ResourceQuota',
};

/** `deployments` -> `Deployment`: good enough for a placeholder the author checks. */
function kindOfResource(resource: string): string {
  const irregular = IRREGULAR[resource];
  if (irregular) return irregular;
  const singular = resource
    .replace(/ies$/, 'y')
    .replace(/(ss|[^s])es$/, '$1e')
    .replace(/s$/, '');
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

function toJson(node: unknown): Record<string, unknown> {
  const value =
    node && typeof (node as { toJSON?: unknown }).toJSON === 'function'
      ? (node as { toJSON: () => unknown }).toJSON()
      : node;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
