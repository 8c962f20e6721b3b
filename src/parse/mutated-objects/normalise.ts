/**
 * Both sides of a `kyverno test` resource comparison as Kyverno compares them
 * (`cmd/cli/kubectl-kyverno/resource/labels.go`, `tidy.go`, `compare.go`): without the
 * `app.kubernetes.io/managed-by: kyverno` label it adds to both sides, without
 * `generate.kyverno.io/*` labels, and without empty maps, empty lists and nulls.
 */
import { isObject, type JsonObject } from './read.js';

const MANAGED_BY = 'app.kubernetes.io/managed-by';
const GENERATE_LABEL = /^generate\.kyverno\.io\//;

export function normaliseForTest(object: JsonObject): JsonObject {
  const copy = JSON.parse(JSON.stringify(object)) as JsonObject;
  const metadata = copy.metadata;
  const labels = isObject(metadata) ? metadata.labels : undefined;
  if (isObject(labels)) {
    if (labels[MANAGED_BY] === 'kyverno') delete labels[MANAGED_BY];
    for (const key of Object.keys(labels)) if (GENERATE_LABEL.test(key)) delete labels[key];
  }
  return (tidy(copy) as JsonObject | undefined) ?? {};
}

function tidy(value: unknown): unknown {
  if (value === null) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(tidy).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, tidy(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}

/**
 * `value` with its keys in the order `template` has them (keys `template` lacks last, in their
 * own order), at every level: Kyverno writes keys sorted, authors do not, and a diff should show
 * changes, not order.
 */
export function inOrderOf(template: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      inOrderOf(Array.isArray(template) ? template[index] : undefined, item),
    );
  }
  if (!isObject(value)) return value;
  const shape = isObject(template) ? template : {};
  const keys = [
    ...Object.keys(shape).filter((key) => key in value),
    ...Object.keys(value).filter((key) => !(key in shape)),
  ];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(shape[key], value[key])]));
}
