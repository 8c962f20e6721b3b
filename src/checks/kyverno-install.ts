/**
 * What the `kyverno-production` pack checks across objects, which a single-object Kyverno policy
 * cannot see: within one render or one manifest file, a PodDisruptionBudget must select the
 * Kyverno admission controller's pods and must let node drains proceed.
 *
 * Pure: objects in, results out. Results name their resource and carry no file; the caller
 * places them with the same locator as Kyverno's own results.
 */
import type { PolicyResult, ResourceRef } from '../model/result.js';
import { isData } from '../documents/data.js';

/** One Kubernetes object of the set, parsed to plain data. */
export interface SetObject {
  resource: ResourceRef;
  value: unknown;
}

export const PDB_POLICY = 'kyverno-admission-controller-pdb';
export const PDB_EXISTS_RULE = 'pdb-exists';
export const PDB_ALLOWS_DRAIN_RULE = 'pdb-allows-drain';
export const PACK_CATEGORY = 'kyverno-production';
const SEVERITY = 'high';
const CHART_KEY = 'admissionController.podDisruptionBudget';

/** The pack's description of the TypeScript checks, for the reports' policy catalog. */
export const PDB_POLICY_INFO = {
  name: PDB_POLICY,
  kind: 'built-in check',
  title: 'A PodDisruptionBudget keeps the Kyverno admission controller through node drains',
  category: PACK_CATEGORY,
  severity: SEVERITY,
  description:
    'A node drain evicts pods without regard for Kyverno: without a PodDisruptionBudget that ' +
    "selects the admission controller's pods, a drain can take every replica at once and block " +
    'admission for the whole cluster. The budget must still let drains proceed: `minAvailable` ' +
    'below the number of replicas, or `maxUnavailable` of at least 1. A budget that allows no ' +
    'eviction makes every node drain hang. Checked over the objects of one Helm render or one ' +
    'manifest file.',
} as const;

const field = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (isData(current) ? current[key] : undefined), value);

function stringMap(value: unknown): Record<string, string> {
  if (!isData(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, entry]) =>
      typeof entry === 'string' ? [[key, entry]] : [],
    ),
  );
}

function isAdmissionController(object: SetObject): boolean {
  const labels = stringMap(field(object.value, 'metadata', 'labels'));
  return (
    object.resource.kind === 'Deployment' &&
    labels['app.kubernetes.io/part-of'] === 'kyverno' &&
    labels['app.kubernetes.io/component'] === 'admission-controller'
  );
}

const sameNamespace = (a: string, b: string): boolean => (a || 'default') === (b || 'default');

/** Whether a label selector (matchLabels and matchExpressions) selects pods with `labels`. */
export function selects(
  selector: unknown,
  labels: Record<string, string>,
  emptyMatchesAll: boolean,
): boolean {
  if (!isData(selector)) return false;
  const matchLabels = stringMap(selector.matchLabels);
  const expressions = Array.isArray(selector.matchExpressions) ? selector.matchExpressions : [];
  if (Object.keys(matchLabels).length === 0 && expressions.length === 0) return emptyMatchesAll;
  const labelsMatch = Object.entries(matchLabels).every(([key, value]) => labels[key] === value);
  return labelsMatch && expressions.every((expression) => matchesExpression(expression, labels));
}

function matchesExpression(expression: unknown, labels: Record<string, string>): boolean {
  const key = field(expression, 'key');
  const operator = field(expression, 'operator');
  const rawValues = field(expression, 'values');
  const values = Array.isArray(rawValues) ? rawValues.map(String) : [];
  if (typeof key !== 'string') return false;
  const present = Object.hasOwn(labels, key);
  switch (operator) {
    case 'In':
      return present && values.includes(labels[key]!);
    case 'NotIn':
      return !present || !values.includes(labels[key]!);
    case 'Exists':
      return present;
    case 'DoesNotExist':
      return !present;
    default:
      return false;
  }
}

/** A PDB field: a whole number or a percentage (`50%`); undefined when absent. */
type Amount = { count: number } | { percent: number } | { invalid: string } | undefined;

function amount(value: unknown): Amount {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return { count: value };
  if (typeof value === 'string' && /^\d+%$/.test(value.trim())) {
    return { percent: Number(value.trim().slice(0, -1)) };
  }
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) {
    return { invalid: `"${value}" (a string; write a number, or a percentage such as "50%")` };
  }
  return { invalid: JSON.stringify(value) };
}

const show = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : JSON.stringify(value);

/**
 * Why the budget allows no eviction of the `replicas` pods, or why it cannot be read; undefined
 * when drains can proceed. `replicas` is undefined when the Deployment's own value is unusable.
 */
export function drainProblem(spec: unknown, replicas: number | undefined): string | undefined {
  const rawMin = field(spec, 'minAvailable');
  const rawMax = field(spec, 'maxUnavailable');
  const min = amount(rawMin);
  const max = amount(rawMax);
  if (min && max) return 'sets both minAvailable and maxUnavailable, which Kubernetes rejects';
  for (const [name, parsed] of [
    ['maxUnavailable', max],
    ['minAvailable', min],
  ] as const) {
    if (parsed && 'invalid' in parsed) {
      return `has ${name}: ${parsed.invalid}, which Kubernetes cannot use`;
    }
  }
  if (max && 'count' in max) {
    return max.count >= 1 ? undefined : 'has maxUnavailable: 0, so it allows no eviction';
  }
  if (max && 'percent' in max) {
    return max.percent > 0
      ? undefined
      : `has maxUnavailable: ${show(rawMax)}, so it allows no eviction`;
  }
  if (replicas === undefined) return undefined;
  // Kubernetes defaults a budget that sets neither field to minAvailable: 1.
  const required =
    min === undefined
      ? 1
      : 'count' in min
        ? min.count
        : Math.ceil(((min as { percent: number }).percent * replicas) / 100);
  if (required < replicas) return undefined;
  const setting =
    min === undefined ? 'no minAvailable (which defaults to 1)' : `minAvailable: ${show(rawMin)}`;
  return `has ${setting} with ${replicas} replica(s), so it allows no eviction`;
}

function replicaCount(deployment: unknown): number | undefined {
  const replicas = field(deployment, 'spec', 'replicas');
  if (replicas === undefined || replicas === null) return 1;
  return typeof replicas === 'number' && Number.isInteger(replicas) && replicas >= 0
    ? replicas
    : undefined;
}

function result(
  status: 'pass' | 'fail',
  rule: string,
  resource: ResourceRef,
  message: string,
): PolicyResult {
  return {
    source: 'apply',
    status,
    policy: PDB_POLICY,
    rule,
    resource,
    message,
    reason: status === 'pass' ? 'Ok' : 'Kyverno install check failed',
    category: PACK_CATEGORY,
    severity: SEVERITY,
  };
}

const describe = (resource: ResourceRef): string =>
  `${resource.kind} ${resource.namespace ? `${resource.namespace}/` : ''}${resource.name}`;

/**
 * The PodDisruptionBudget checks over the objects of one render or one manifest file: for each
 * Kyverno admission controller, whether a budget selects its pods (at the Deployment), and for
 * each such budget, whether it lets node drains proceed (at the budget).
 */
export function checkAdmissionControllerBudgets(objects: readonly SetObject[]): PolicyResult[] {
  const results: PolicyResult[] = [];
  const budgets = objects.filter((object) => object.resource.kind === 'PodDisruptionBudget');
  for (const deployment of objects.filter(isAdmissionController)) {
    const podLabels = stringMap(field(deployment.value, 'spec', 'template', 'metadata', 'labels'));
    const replicas = replicaCount(deployment.value);
    const matching = budgets.filter(
      (budget) =>
        sameNamespace(budget.resource.namespace, deployment.resource.namespace) &&
        selects(
          field(budget.value, 'spec', 'selector'),
          podLabels,
          budget.resource.apiVersion !== 'policy/v1beta1',
        ),
    );
    if (matching.length === 0) {
      results.push(
        result(
          'fail',
          PDB_EXISTS_RULE,
          deployment.resource,
          `No PodDisruptionBudget here selects the pods of the Kyverno admission controller ` +
            `${deployment.resource.name}: a node drain can evict every replica at once and block ` +
            `admission for the whole cluster. Add one that keeps minAvailable below the replicas or ` +
            `sets maxUnavailable: 1 (Helm chart: ${CHART_KEY}.enabled: true).`,
        ),
      );
      continue;
    }
    results.push(
      result(
        'pass',
        PDB_EXISTS_RULE,
        deployment.resource,
        `${describe(matching[0]!.resource)} selects the pods of the Kyverno admission controller.`,
      ),
    );
    for (const budget of matching) {
      const problem = drainProblem(field(budget.value, 'spec'), replicas);
      results.push(
        problem
          ? result(
              'fail',
              PDB_ALLOWS_DRAIN_RULE,
              budget.resource,
              `PodDisruptionBudget ${budget.resource.name} of the Kyverno admission controller ` +
                `${deployment.resource.name} ${problem}: every node drain waits on it forever. ` +
                `Keep minAvailable below the replicas, or set maxUnavailable: 1 (Helm chart: ${CHART_KEY}).`,
            )
          : result(
              'pass',
              PDB_ALLOWS_DRAIN_RULE,
              budget.resource,
              `PodDisruptionBudget ${budget.resource.name} lets node drains proceed.`,
            ),
      );
    }
  }
  return results;
}
