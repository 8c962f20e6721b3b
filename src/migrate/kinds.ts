/**
 * Kinds as a legacy policy names them (`Pod`, `apps/v1/Deployment`, `Pod/exec`) mapped to the
 * API resources a ValidatingPolicy matches. Built-in kinds use their group and version; other
 * kinds match any group and version under the plural Kyverno's CLI guesses for them.
 */
const BUILTIN: Record<string, [group: string, version: string, resource: string]> = {
  Pod: ['', 'v1', 'pods'],
  Service: ['', 'v1', 'services'],
  ConfigMap: ['', 'v1', 'configmaps'],
  Secret: ['', 'v1', 'secrets'],
  Namespace: ['', 'v1', 'namespaces'],
  ServiceAccount: ['', 'v1', 'serviceaccounts'],
  PersistentVolume: ['', 'v1', 'persistentvolumes'],
  PersistentVolumeClaim: ['', 'v1', 'persistentvolumeclaims'],
  Node: ['', 'v1', 'nodes'],
  Endpoints: ['', 'v1', 'endpoints'],
  LimitRange: ['', 'v1', 'limitranges'],
  ResourceQuota: ['', 'v1', 'resourcequotas'],
  ReplicationController: ['', 'v1', 'replicationcontrollers'],
  Event: ['', 'v1', 'events'],
  Deployment: ['apps', 'v1', 'deployments'],
  StatefulSet: ['apps', 'v1', 'statefulsets'],
  DaemonSet: ['apps', 'v1', 'daemonsets'],
  ReplicaSet: ['apps', 'v1', 'replicasets'],
  Job: ['batch', 'v1', 'jobs'],
  CronJob: ['batch', 'v1', 'cronjobs'],
  Ingress: ['networking.k8s.io', 'v1', 'ingresses'],
  IngressClass: ['networking.k8s.io', 'v1', 'ingressclasses'],
  NetworkPolicy: ['networking.k8s.io', 'v1', 'networkpolicies'],
  Role: ['rbac.authorization.k8s.io', 'v1', 'roles'],
  ClusterRole: ['rbac.authorization.k8s.io', 'v1', 'clusterroles'],
  RoleBinding: ['rbac.authorization.k8s.io', 'v1', 'rolebindings'],
  ClusterRoleBinding: ['rbac.authorization.k8s.io', 'v1', 'clusterrolebindings'],
  PodDisruptionBudget: ['policy', 'v1', 'poddisruptionbudgets'],
  HorizontalPodAutoscaler: ['autoscaling', 'v2', 'horizontalpodautoscalers'],
  StorageClass: ['storage.k8s.io', 'v1', 'storageclasses'],
  CSIDriver: ['storage.k8s.io', 'v1', 'csidrivers'],
  PriorityClass: ['scheduling.k8s.io', 'v1', 'priorityclasses'],
  RuntimeClass: ['node.k8s.io', 'v1', 'runtimeclasses'],
  CustomResourceDefinition: ['apiextensions.k8s.io', 'v1', 'customresourcedefinitions'],
  ValidatingWebhookConfiguration: [
    'admissionregistration.k8s.io',
    'v1',
    'validatingwebhookconfigurations',
  ],
  MutatingWebhookConfiguration: [
    'admissionregistration.k8s.io',
    'v1',
    'mutatingwebhookconfigurations',
  ],
};

export interface ResourceRule {
  apiGroups: string[];
  apiVersions: string[];
  resources: string[];
}

/** kubectl's (and Kyverno's) guess of a kind's plural. */
function plural(kind: string): string {
  // k8s.io/apimachinery meta.UnsafeGuessKindToResource, which Kyverno's CLI uses.
  const lower = kind.toLowerCase();
  if (lower.endsWith('s')) return `${lower}es`;
  if (lower.endsWith('y')) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/** A legacy kind string as group, version and resource (with `/subresource`). */
export function kindToRule(text: string): ResourceRule {
  if (text === '*') return { apiGroups: ['*'], apiVersions: ['*'], resources: ['*'] };
  const parts = text.split('/');
  // Forms: Kind, Kind/sub, version/Kind, group/version/Kind, with an optional trailing /sub.
  const kindIndex = parts.findIndex((part) => /^[A-Z*]/.test(part));
  const kind = parts[kindIndex] ?? text;
  const before = parts.slice(0, Math.max(0, kindIndex));
  const sub = parts.slice(kindIndex + 1).join('/');
  const builtin = BUILTIN[kind];
  let group = builtin ? builtin[0] : '*';
  let version = builtin ? builtin[1] : '*';
  if (before.length === 2) [group, version] = before as [string, string];
  if (before.length === 1) [group, version] = [builtin?.[0] ?? '', before[0]!];
  const resource = builtin ? builtin[2] : kind === '*' ? '*' : plural(kind);
  return {
    apiGroups: [group],
    apiVersions: [version],
    resources: [sub ? `${resource}/${sub}` : resource],
  };
}

/** Pod-controller kinds as ValidatingPolicy autogen names them. */
export const CONTROLLERS: Record<string, string> = {
  DaemonSet: 'daemonsets',
  Deployment: 'deployments',
  Job: 'jobs',
  StatefulSet: 'statefulsets',
  ReplicaSet: 'replicasets',
  CronJob: 'cronjobs',
};

/** Resource rules merged by group and version, in a stable order. */
export function mergeRules(rules: ResourceRule[]): ResourceRule[] {
  const merged = new Map<string, ResourceRule>();
  for (const rule of rules) {
    const key = `${rule.apiGroups.join(',')}|${rule.apiVersions.join(',')}`;
    const existing = merged.get(key);
    if (existing) {
      for (const resource of rule.resources)
        if (!existing.resources.includes(resource)) existing.resources.push(resource);
    } else
      merged.set(key, {
        apiGroups: [...rule.apiGroups],
        apiVersions: [...rule.apiVersions],
        resources: [...rule.resources],
      });
  }
  return [...merged.values()];
}
