/**
 * One legacy `ClusterPolicy`/`Policy` whose rules all validate, as a `ValidatingPolicy`
 * (`policies.kyverno.io/v1`; a namespaced `Policy` becomes a `NamespacedValidatingPolicy`).
 * Pure: the same input gives the same output, and anything not converted throws `Unsupported`.
 */
import { and, atom, implies, render, type Cel } from './cel.js';
import { convertRule, DEFAULT_OPERATIONS, type ConvertedRule } from './convert-rule.js';
import { isMap, type Json } from './json.js';
import { CONTROLLERS, mergeRules } from './kinds.js';
import { describe, resourceRules } from './match.js';
import { Unsupported } from './unsupported.js';

export interface Validation {
  expression: string;
  message?: string;
  messageExpression?: string;
}

const LEGACY_KINDS = new Set(['ClusterPolicy', 'Policy']);
const AUTOGEN_ANNOTATION = 'pod-policies.kyverno.io/autogen-controllers';

export const isLegacyPolicy = (document: unknown): boolean =>
  isMap(document) &&
  typeof document.apiVersion === 'string' &&
  document.apiVersion.startsWith('kyverno.io/') &&
  LEGACY_KINDS.has(String(document.kind));

export function convertPolicy(document: Json): Json {
  const kind = String(document.kind);
  const metadata = isMap(document.metadata) ? document.metadata : {};
  const spec = isMap(document.spec) ? document.spec : {};
  if (!Array.isArray(spec.rules) || spec.rules.length === 0)
    throw new Unsupported('a policy without rules', ['spec']);
  for (const key of [
    'validationFailureActionOverrides',
    'generateExisting',
    'mutateExistingOnPolicyUpdate',
  ])
    if (spec[key] !== undefined && spec[key] !== false)
      throw new Unsupported(`spec.${key}`, ['spec', key]);
  if (spec.applyRules === 'One')
    throw new Unsupported('spec.applyRules: One', ['spec', 'applyRules']);

  const rules = spec.rules.map((rule, i) => convertRule(rule, ['spec', 'rules', i]));
  const actions = new Set(
    rules.map((r) => r.action ?? String(spec.validationFailureAction ?? 'Audit')),
  );
  if (actions.size > 1)
    throw new Unsupported('rules with different failure actions (one ValidatingPolicy has one)', [
      'spec',
      'rules',
    ]);
  const action = [...actions][0]!.toLowerCase() === 'enforce' ? 'Deny' : 'Audit';

  const kinds = [...new Set(rules.flatMap((r) => r.match.kinds))].sort();
  const sameMatch = rules.every((r) => describe(r.match) === describe(rules[0]!.match));
  const ops = rules.map((r) =>
    JSON.stringify(r.operations ?? r.match.operations ?? DEFAULT_OPERATIONS),
  );
  const sameOps = ops.every((o) => o === ops[0]);
  const samePrecondition = rules.every(
    (r) => render(r.precondition) === render(rules[0]!.precondition),
  );
  const first = rules[0]!;
  const operations = sameOps
    ? (first.operations ?? first.match.operations ?? DEFAULT_OPERATIONS)
    : unionOps(rules);

  const matchConstraints: Json = {
    resourceRules: mergeRules(resourceRules(kinds)).map((rule) => ({ ...rule, operations })),
  };
  if (sameMatch && first.match.objectSelector)
    matchConstraints.objectSelector = first.match.objectSelector;
  if (sameMatch && first.match.namespaceSelector)
    matchConstraints.namespaceSelector = first.match.namespaceSelector;
  if (!sameMatch && rules.some((r) => r.match.objectSelector || r.match.namespaceSelector))
    throw new Unsupported('rules with different label or namespace selectors', ['spec', 'rules']);

  const matchConditions: { name: string; expression: string }[] = [];
  if (sameMatch && first.match.condition.kind !== 'const')
    matchConditions.push(...namedConditions(first.match.condition, 'match'));
  if (samePrecondition && first.precondition.kind !== 'const')
    matchConditions.push(...namedConditions(first.precondition, 'precondition'));

  const validations: Validation[] = [];
  for (const rule of rules) {
    const guards: Cel[] = [];
    if (!sameMatch) {
      if (rule.match.kinds.join() !== kinds.join()) guards.push(kindGuard(rule.match.kinds));
      guards.push(rule.match.condition);
    }
    if (!sameOps) {
      const own = rule.operations ?? rule.match.operations ?? DEFAULT_OPERATIONS;
      guards.push(atom(`request.operation in [${own.map((o) => `'${o}'`).join(', ')}]`));
    }
    if (!samePrecondition) guards.push(rule.precondition);
    for (const { check, message } of rule.checks) {
      const expression = render(implies(and(...guards), check));
      validations.push({ expression, ...message });
    }
  }

  const variables = mergeVariables(rules);
  const annotations = isMap(metadata.annotations) ? { ...metadata.annotations } : undefined;
  const autogen = autogenConfig(rules, kinds, sameMatch, annotations);
  if (annotations) delete annotations[AUTOGEN_ANNOTATION];

  const namespaced = kind === 'Policy';
  const outMetadata: Json = { name: metadata.name };
  if (namespaced && metadata.namespace) outMetadata.namespace = metadata.namespace;
  if (isMap(metadata.labels)) outMetadata.labels = metadata.labels;
  if (annotations && Object.keys(annotations).length > 0) outMetadata.annotations = annotations;

  const outSpec: Json = { validationActions: [action] };
  if (spec.background === false) outSpec.evaluation = { background: { enabled: false } };
  if (spec.failurePolicy !== undefined) outSpec.failurePolicy = spec.failurePolicy;
  if (typeof spec.webhookTimeoutSeconds === 'number')
    outSpec.webhookConfiguration = { timeoutSeconds: spec.webhookTimeoutSeconds };
  outSpec.matchConstraints = matchConstraints;
  if (matchConditions.length > 0) outSpec.matchConditions = matchConditions;
  if (autogen) outSpec.autogen = autogen;
  if (variables.length > 0) outSpec.variables = variables;
  outSpec.validations = validations;
  return {
    apiVersion: 'policies.kyverno.io/v1',
    kind: namespaced ? 'NamespacedValidatingPolicy' : 'ValidatingPolicy',
    metadata: outMetadata,
    spec: outSpec,
  };
}

function kindGuard(kinds: string[]): Cel {
  const names = [...new Set(kinds.map((k) => k.split('/').pop()!))];
  return names.length === 1
    ? atom(`object.kind == '${names[0]}'`)
    : atom(`object.kind in [${names.map((k) => `'${k}'`).join(', ')}]`);
}

function unionOps(rules: ConvertedRule[]): string[] {
  const all = new Set(
    rules.flatMap((r) => r.operations ?? r.match.operations ?? DEFAULT_OPERATIONS),
  );
  return [...all];
}

/** A condition as named match conditions, one per top-level `&&` part. */
function namedConditions(condition: Cel, prefix: string): { name: string; expression: string }[] {
  const parts = condition.kind === 'and' ? condition.operands : [condition];
  return parts.map((part, i) => ({
    name: parts.length === 1 ? prefix : `${prefix}-${i + 1}`,
    expression: render(part),
  }));
}

function autogenConfig(
  rules: ConvertedRule[],
  kinds: string[],
  sameMatch: boolean,
  annotations: Json | undefined,
): Json | undefined {
  const celAutogen =
    kinds.length === 1 &&
    kinds[0]!.split('/').pop() === 'Pod' &&
    sameMatch &&
    !rules[0]!.match.objectSelector;
  if (!celAutogen) return undefined;
  const legacy = rules.every((r) => r.match.autogen);
  const annotation = annotations?.[AUTOGEN_ANNOTATION];
  if (!legacy || annotation === 'none') return { podControllers: { controllers: [] } };
  if (typeof annotation === 'string') {
    const controllers = annotation
      .split(',')
      .map((c) => CONTROLLERS[c.trim()])
      .filter((c): c is string => c !== undefined);
    return { podControllers: { controllers } };
  }
  return undefined;
}

function mergeVariables(rules: ConvertedRule[]): { name: string; expression: string }[] {
  const merged = new Map<string, string>();
  for (const rule of rules)
    for (const variable of rule.variables) {
      const existing = merged.get(variable.name);
      if (existing !== undefined && existing !== variable.expression)
        throw new Unsupported(`variable ${variable.name} defined differently by two rules`, [
          'spec',
          'rules',
        ]);
      merged.set(variable.name, variable.expression);
    }
  return [...merged].map(([name, expression]) => ({ name, expression }));
}
