/**
 * Values that a Helm chart ignores: every key path of a values file that the chart does not
 * define (absent from its `values.yaml`, and not declared by its `values.schema.json` when it
 * has one) is a `warn` result at that key's line, with the closest key the chart does define.
 * Helm itself passes such keys to the templates without a word, so a typo or a key of an older
 * chart silently changes nothing.
 *
 * Pure: texts in, results out.
 */
import { isMap, isScalar, LineCounter, parseDocument, type YAMLMap } from 'yaml';
import type { PolicyResult, ResourceRef } from '../model/result.js';
import { isData, type Data } from '../documents/data.js';
import { PACK_CATEGORY } from './kyverno-install.js';

export const VALUES_POLICY = 'helm-values';
export const UNKNOWN_KEY_RULE = 'unknown-key';
// Shipped with the kyverno-production pack, though it checks every chart.
const CATEGORY = PACK_CATEGORY;

/** The check's description, for the reports' policy catalog. */
export const VALUES_POLICY_INFO = {
  name: VALUES_POLICY,
  kind: 'built-in check',
  title: 'Every key of a values file is a value of its chart',
  category: CATEGORY,
  severity: 'medium',
  description:
    "Helm passes every key of a values file to the chart's templates, and a key that no " +
    'template reads changes nothing, without a warning: a typo, or a key of an older version of ' +
    "the chart, leaves the chart's default in place. Each key path that the chart's values.yaml " +
    'does not define (and its values.schema.json does not declare) is reported at its line, with ' +
    'the closest key the chart defines.',
} as const;

export interface ChartFacts {
  /** `name` from Chart.yaml. */
  name: string;
  /** `version` from Chart.yaml. */
  version: string;
  /** The text of the chart's own values.yaml ('' when it has none). */
  valuesText: string;
  /** The text of values.schema.json, when the chart has one. */
  schemaText?: string;
  /** Names (or aliases) of the chart's dependencies: their values live under these keys. */
  dependencies?: readonly string[];
}

export interface ValuesFile {
  /** Workspace-relative path, where results are placed. */
  file: string;
  text: string;
}

const NO_RESOURCE: ResourceRef = { apiVersion: '', kind: '', namespace: '', name: '' };

/** `3.x` for `3.9.0`; the version as written when it is not semantic. */
function majorLine(version: string): string {
  const major = /^v?(\d+)\./.exec(version.trim())?.[1];
  return major === undefined ? version : `${major}.x`;
}

/** One key the chart defines, by path, with the kind of value it holds. */
interface DefinedKey {
  path: string[];
  value: unknown;
}

function definedKeys(values: unknown, prefix: string[] = []): DefinedKey[] {
  if (!isData(values)) return [];
  return Object.entries(values).flatMap(([key, value]) => [
    { path: [...prefix, key], value },
    ...definedKeys(value, [...prefix, key]),
  ]);
}

/** Levenshtein distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The defined key path closest to an unknown key: by its last segment's spelling first, then by
 * how much of the unknown key's parent path it shares, then by the shape of the value (a map
 * for a map), then by shared child keys, then in file order.
 * Undefined when nothing is close enough to be a likely meaning.
 */
export function closestKey(
  unknownKey: string,
  unknownValue: unknown,
  defined: readonly DefinedKey[],
  parent: readonly string[] = [],
): string | undefined {
  const childKeys = isData(unknownValue) ? Object.keys(unknownValue) : [];
  const scored = defined.map((candidate, order) => {
    const last = candidate.path.at(-1)!;
    const distance = editDistance(unknownKey, last);
    const sameShape = isData(unknownValue) === isData(candidate.value) || candidate.value === null;
    const shared = isData(candidate.value)
      ? childKeys.filter((key) => Object.hasOwn(candidate.value as Data, key)).length
      : 0;
    let nearby = 0;
    while (nearby < parent.length && candidate.path[nearby] === parent[nearby]) nearby++;
    return { candidate, distance, sameShape, shared, order, last, nearby };
  });
  const close = scored.filter(
    ({ distance, last }) =>
      distance <= Math.max(2, Math.floor(Math.max(unknownKey.length, last.length) / 2)),
  );
  close.sort(
    (a, b) =>
      a.distance - b.distance ||
      b.nearby - a.nearby ||
      Number(b.sameShape) - Number(a.sameShape) ||
      b.shared - a.shared ||
      a.candidate.path.length - b.candidate.path.length ||
      a.order - b.order,
  );
  return close[0]?.candidate.path.join('.');
}

/** What a JSON schema says about the keys of an object. */
interface SchemaNode {
  properties?: Record<string, unknown>;
  patternProperties?: Record<string, unknown>;
  additionalProperties?: unknown;
  allOf?: unknown[];
  anyOf?: unknown[];
  oneOf?: unknown[];
  $ref?: string;
}

/** Follows local `$ref`s (`#/definitions/x`, `#/$defs/x`); other references count as unknown. */
function resolve(node: unknown, root: unknown, depth = 0): SchemaNode | undefined {
  if (!isData(node) || depth > 20) return undefined;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((current, part) => (isData(current) ? current[part] : undefined), root);
    return resolve(target, root, depth + 1);
  }
  return node as SchemaNode;
}

/**
 * The schema of `key` under `node`: a sub-schema when the schema declares the key (by
 * `properties`, a matching `patternProperties`, or a schema in `additionalProperties`),
 * `'any'` when the schema declares free-form content, undefined when it does not declare it.
 */
function schemaFor(node: unknown, key: string, root: unknown): unknown {
  const schema = resolve(node, root);
  if (!schema) return undefined;
  if (isData(schema.properties) && Object.hasOwn(schema.properties, key)) {
    return schema.properties[key];
  }
  if (isData(schema.patternProperties)) {
    for (const [pattern, sub] of Object.entries(schema.patternProperties)) {
      try {
        if (new RegExp(pattern, 'u').test(key)) return sub;
      } catch {
        // A pattern JavaScript cannot read: treat the key as declared rather than guess.
        return 'any';
      }
    }
  }
  if (schema.additionalProperties === true) return 'any';
  if (isData(schema.additionalProperties)) return schema.additionalProperties;
  for (const branch of [
    ...(schema.allOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ]) {
    const found = schemaFor(branch, key, root);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A schema that says nothing about keys (no properties of any kind) accepts any content. */
function isFreeForm(node: unknown, root: unknown): boolean {
  const schema = resolve(node, root);
  if (!schema) return true;
  return (
    schema.properties === undefined &&
    schema.patternProperties === undefined &&
    schema.additionalProperties === undefined &&
    schema.allOf === undefined &&
    schema.anyOf === undefined &&
    schema.oneOf === undefined
  );
}

interface Context {
  chart: ChartFacts;
  file: string;
  lines: LineCounter;
  defined: DefinedKey[];
  schemaRoot: unknown;
  results: PolicyResult[];
}

/** Keys of the chart's values at this level; undefined when any key is accepted here. */
function walk(
  context: Context,
  node: YAMLMap,
  path: string[],
  chartValues: unknown,
  schema: unknown,
): void {
  for (const pair of node.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const keyPath = [...path, key];
    const isTopLevel = path.length === 0;
    if (isTopLevel && (key === 'global' || context.chart.dependencies?.includes(key))) continue;
    const inValues = isData(chartValues) && Object.hasOwn(chartValues, key);
    const childValues = inValues ? (chartValues as Data)[key] : undefined;
    const childSchema =
      context.schemaRoot === undefined ? undefined : schemaFor(schema, key, context.schemaRoot);
    if (!inValues && childSchema === undefined) {
      report(context, key, keyPath, pair.key.range?.[0] ?? 0, pair.value);
      continue;
    }
    // Below a key the chart leaves open (an empty map, null, a list or a scalar default), or
    // that its schema leaves free-form, any content is the user's to choose.
    const openInValues = !inValues || !isData(childValues) || Object.keys(childValues).length === 0;
    const openInSchema =
      context.schemaRoot === undefined ||
      childSchema === 'any' ||
      isFreeForm(childSchema, context.schemaRoot);
    if (openInValues && openInSchema) continue;
    if (isMap(pair.value)) {
      walk(
        context,
        pair.value,
        keyPath,
        openInValues ? undefined : childValues,
        childSchema === 'any' ? undefined : childSchema,
      );
    }
  }
}

function report(
  context: Context,
  key: string,
  keyPath: string[],
  offset: number,
  valueNode: unknown,
): void {
  const position = context.lines.linePos(offset);
  const value = isMap(valueNode) ? valueNode.toJSON() : isScalar(valueNode) ? valueNode.value : [];
  const suggestion = closestKey(key, value, context.defined, keyPath.slice(0, -1));
  const where = `chart ${context.chart.name} ${majorLine(context.chart.version)}`;
  context.results.push({
    source: 'apply',
    status: 'warn',
    policy: VALUES_POLICY,
    rule: UNKNOWN_KEY_RULE,
    resource: NO_RESOURCE,
    message:
      `\`${keyPath.join('.')}\` is not a value of ${where}` +
      (suggestion ? `; did you mean \`${suggestion}\`?` : '.') +
      ' Helm passes it to the templates, and none of them reads it.',
    reason: 'Unknown value',
    file: context.file,
    line: position.line,
    column: position.col,
    category: CATEGORY,
    severity: VALUES_POLICY_INFO.severity,
  });
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The keys of `values` that `chart` ignores, each a `warn` result at its line. A file that is not
 * valid YAML, or not a map, gives nothing here: `helm template` fails on it, and the render
 * reports that.
 */
export function checkValuesKeys(chart: ChartFacts, values: ValuesFile): PolicyResult[] {
  const lines = new LineCounter();
  const document = parseDocument(values.text, { lineCounter: lines });
  if (document.errors.length > 0) return [];
  const contents = document.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) return [];
  // A values file that is not a map makes `helm template` fail, and the render reports it.
  if (!isMap(contents)) return [];
  const chartDocument = parseDocument(chart.valuesText);
  const chartValues: unknown = chartDocument.errors.length > 0 ? {} : (chartDocument.toJS() ?? {});
  const schemaRoot = parseJson(chart.schemaText);
  const context: Context = {
    chart,
    file: values.file,
    lines,
    defined: definedKeys(chartValues),
    schemaRoot: isData(schemaRoot) ? schemaRoot : undefined,
    results: [],
  };
  walk(context, contents, [], chartValues, context.schemaRoot);
  return context.results;
}
