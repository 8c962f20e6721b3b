/**
 * One legacy `ClusterPolicy`/`Policy` whose rules all validate, as a `ValidatingPolicy`
 * (`policies.kyverno.io/v1`; a namespaced `Policy` becomes a `NamespacedValidatingPolicy`).
 * Pure: the same input gives the same output, and anything not converted throws `Unsupported`.
 */
import { and, atom, elementName, implies, not, receiver, render, TRUE, type Cel } from './cel.js';
import { conditionParts, conditionsCel, interpolate } from './conditions.js';
import { jmesToCel, listCel } from './jmespath-cel.js';
import { allOf, type JmesScope } from './jmespath-value.js';
import { CONTROLLERS, mergeRules } from './kinds.js';
import { describe, resourceRules, ruleMatch, type RuleMatch } from './match.js';
import { anyPatternCel, patternCel } from './pattern.js';
import { Unsupported, type YamlPath } from './unsupported.js';

type Json = Record<string, unknown>;

export interface Validation {
  expression: string;
  message?: string;
  messageExpression?: string;
}

const isMap = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LEGACY_KINDS = new Set(['ClusterPolicy', 'Policy']);
const OTHER_RULE_TYPES = ['mutate', 'generate', 'verifyImages'] as const;
const POD_ONLY_KINDS = new Set([
  'Pod',
  'Deployment',
  'DaemonSet',
  'StatefulSet',
  'ReplicaSet',
  'Job',
  'ReplicationController',
]);
const AUTOGEN_ANNOTATION = 'pod-policies.kyverno.io/autogen-controllers';
const DEFAULT_OPERATIONS = ['CREATE', 'UPDATE'];

export const isLegacyPolicy = (document: unknown): boolean =>
  isMap(document) &&
  typeof document.apiVersion === 'string' &&
  document.apiVersion.startsWith('kyverno.io/') &&
  LEGACY_KINDS.has(String(document.kind));

/** A rule converted: its validations and what it needs at policy level. */
interface ConvertedRule {
  name: string;
  match: RuleMatch;
  /** Operations taken from a `request.operation` precondition. */
  operations: string[] | undefined;
  /** The rule's preconditions (without the operation check) as CEL. */
  precondition: Cel;
  checks: { check: Cel; message: Message }[];
  variables: { name: string; expression: string }[];
  action: string | undefined;
}

type Message = { message?: string; messageExpression?: string };

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

function convertRule(raw: unknown, path: YamlPath): ConvertedRule {
  if (!isMap(raw)) throw new Unsupported('a rule that is not a map', path);
  const name = String(raw.name ?? '');
  const others = OTHER_RULE_TYPES.filter((type) => raw[type] !== undefined);
  if (others.length > 0 && raw.validate !== undefined)
    throw new Unsupported(`rule ${name} mixes validate and ${others[0]}`, [...path, others[0]!]);
  if (others.length > 0)
    throw new Unsupported(`${others[0]} rule ${name} (only validate rules convert)`, [
      ...path,
      others[0]!,
    ]);
  if (!isMap(raw.validate)) throw new Unsupported(`rule ${name} without validate`, path);
  const validate = raw.validate;
  const at = (key: string): YamlPath => [...path, 'validate', key];
  for (const key of ['podSecurity', 'manifests', 'assert', 'failureActionOverrides'] as const)
    if (validate[key] !== undefined) throw new Unsupported(`validate.${key}`, at(key));

  const scope: JmesScope = { variables: new Map(), names: new Set(), path };
  const variables = contextVariables(raw.context, [...path, 'context'], scope);
  const match = ruleMatch(raw, path);
  let precondition: Cel = TRUE;
  let operations: string[] | undefined;
  if (raw.preconditions !== undefined) {
    const split = splitOperation(raw.preconditions);
    operations = split.operations;
    if (split.rest !== undefined)
      precondition = conditionsCel(split.rest, { ...scope, path: [...path, 'preconditions'] });
  }
  if (Array.isArray(raw.celPreconditions))
    precondition = and(
      precondition,
      ...raw.celPreconditions.map((c) => atom(String((c as Json).expression))),
    );

  const message = messageOf(validate.message, { ...scope, path: at('message') });
  const checks: { check: Cel; message: Message }[] = [];
  const specAlways = match.kinds.every((k) => POD_ONLY_KINDS.has(k.split('/').pop()!));
  if (validate.pattern !== undefined)
    for (const check of concerns(patternCel(validate.pattern, at('pattern'), { specAlways })))
      checks.push({ check, message });
  else if (validate.anyPattern !== undefined)
    checks.push({
      check: anyPatternCel(validate.anyPattern, at('anyPattern'), { specAlways }),
      message,
    });
  else if (validate.deny !== undefined) {
    const deny = isMap(validate.deny) ? validate.deny : {};
    if (deny.conditions === undefined) checks.push({ check: atom('false'), message });
    else
      for (const part of conditionParts(deny.conditions, {
        ...scope,
        path: [...at('deny'), 'conditions'],
      }))
        checks.push({ check: not(part), message });
  } else if (validate.foreach !== undefined) {
    const entries = Array.isArray(validate.foreach) ? validate.foreach : [];
    // One validation per list: a failing element fails the rule whichever list it is in.
    entries.forEach((entry, i) =>
      checks.push({ check: foreachCel(entry, [...at('foreach'), i], scope), message }),
    );
  } else if (validate.cel !== undefined) {
    const cel = isMap(validate.cel) ? validate.cel : {};
    for (const key of ['paramKind', 'paramRef', 'auditAnnotations'])
      if (cel[key] !== undefined) throw new Unsupported(`validate.cel.${key}`, [...at('cel'), key]);
    if (Array.isArray(cel.variables))
      for (const v of cel.variables)
        variables.push({
          name: String((v as Json).name),
          expression: String((v as Json).expression),
        });
    const expressions = Array.isArray(cel.expressions) ? cel.expressions : [];
    for (const e of expressions) {
      const entry = isMap(e) ? e : {};
      const own: Message = {};
      if (typeof entry.message === 'string') own.message = entry.message;
      if (typeof entry.messageExpression === 'string')
        own.messageExpression = entry.messageExpression;
      checks.push({
        check: atom(String(entry.expression)),
        message: Object.keys(own).length > 0 ? own : message,
      });
    }
  } else
    throw new Unsupported(`validate rule ${name} with nothing to check`, [...path, 'validate']);
  const action = typeof validate.failureAction === 'string' ? validate.failureAction : undefined;
  return { name, match, operations, precondition, checks, variables, action };
}

/**
 * One `foreach` entry without its own context: its pattern, anyPattern or deny conditions (and
 * preconditions) checked on every element of the list, the element bound to `element`.
 */
function foreachCel(raw: unknown, path: YamlPath, ruleScope: JmesScope): Cel {
  if (!isMap(raw)) throw new Unsupported('a foreach entry that is not a map', path);
  for (const key of ['context', 'foreach', 'elementScope'])
    if (raw[key] !== undefined) throw new Unsupported(`foreach with ${key}`, [...path, key]);
  if (typeof raw.list !== 'string') throw new Unsupported('foreach without a list', path);
  const names = new Set(ruleScope.names);
  const list = listCel(raw.list, { ...ruleScope, names, path: [...path, 'list'] });
  const tail = /containers/i.test(raw.list)
    ? 'containers'
    : (raw.list
        .replace(/\[.*?\]/g, '')
        .split('.')
        .pop() ?? 'element');
  const element = elementName(tail, names);
  names.add(element);
  const variables = new Map(ruleScope.variables);
  const body = (value: string): Cel => {
    variables.set('element', value);
    const scope: JmesScope = { ...ruleScope, variables, names, path };
    const checks: Cel[] = [];
    const resolve = (text: string, at: YamlPath) => {
      const converted = jmesToCel(text, { ...scope, path: at });
      if (converted.kind !== 'scalar')
        throw new Unsupported(`a projection in a pattern (${text})`, at);
      return converted.cel;
    };
    const elementOptions = { specAlways: false, root: value, names, resolve };
    if (raw.pattern !== undefined)
      checks.push(patternCel(raw.pattern, [...path, 'pattern'], elementOptions));
    else if (raw.anyPattern !== undefined)
      checks.push(anyPatternCel(raw.anyPattern, [...path, 'anyPattern'], elementOptions));
    else if (isMap(raw.deny) && raw.deny.conditions !== undefined)
      checks.push(
        not(
          conditionsCel(raw.deny.conditions, { ...scope, path: [...path, 'deny', 'conditions'] }),
        ),
      );
    else throw new Unsupported('a foreach entry with nothing to check', path);
    const precondition =
      raw.preconditions === undefined
        ? TRUE
        : conditionsCel(raw.preconditions, { ...scope, path: [...path, 'preconditions'] });
    return implies(precondition, and(...checks));
  };
  if (list.kind === 'scalar')
    return atom(`${receiver(list.cel)}.all(${element}, ${render(body(element))})`);
  return allOf(list, (value) => body(value));
}

/**
 * A pattern's top-level checks one by one (one validation per concern), a bare presence check
 * kept with the check that follows it.
 */
function concerns(check: Cel): Cel[] {
  if (check.kind !== 'and') return [check];
  const out: Cel[] = [];
  let pending: Cel[] = [];
  for (const operand of check.operands) {
    if (operand.kind === 'atom' && operand.text.startsWith('has(')) {
      pending.push(operand);
      continue;
    }
    out.push(and(...pending, operand));
    pending = [];
  }
  if (pending.length > 0) out.push(and(...pending));
  return out;
}

/** A message with `{{ }}` variables becomes a messageExpression; the text is kept otherwise. */
function messageOf(raw: unknown, scope: JmesScope): Message {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  if (!raw.includes('{{')) return { message: raw.trim() };
  try {
    return { messageExpression: interpolate(raw.trim(), scope) };
  } catch (error) {
    if (error instanceof Unsupported) return { message: raw.trim() };
    throw error;
  }
}

/** `context` entries that are plain variables become CEL variables; others are unsupported. */
function contextVariables(
  raw: unknown,
  path: YamlPath,
  scope: JmesScope,
): { name: string; expression: string }[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new Unsupported('context that is not a list', path);
  const out: { name: string; expression: string }[] = [];
  raw.forEach((entry, i) => {
    const at: YamlPath = [...path, i];
    if (!isMap(entry)) throw new Unsupported('a context entry that is not a map', at);
    const name = String(entry.name);
    for (const kind of ['apiCall', 'configMap', 'imageRegistry', 'globalReference'])
      if (entry[kind] !== undefined)
        throw new Unsupported(`context ${kind} (${name})`, [...at, kind]);
    if (!isMap(entry.variable)) throw new Unsupported(`context entry ${name}`, at);
    const variable = entry.variable;
    let expression: string;
    if (variable.jmesPath !== undefined) {
      const value = jmesToCel(String(variable.jmesPath), {
        ...scope,
        path: [...at, 'variable', 'jmesPath'],
      });
      if (value.kind !== 'scalar')
        throw new Unsupported(`context variable ${name} that is a projection`, at);
      expression = variable.default !== undefined ? value.cel : value.cel;
    } else if (variable.value !== undefined) {
      expression = JSON.stringify(variable.value);
    } else throw new Unsupported(`context variable ${name}`, at);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new Unsupported(`context variable name ${name}`, at);
    (scope.variables as Map<string, string>).set(name, `variables.${name}`);
    out.push({ name, expression });
  });
  return out;
}

const OPERATION_KEY = /^\s*\{\{\s*request\.operation(\s*\|\|\s*'[A-Z]*')?\s*\}\}\s*$/;

/** A `request.operation` check among the preconditions becomes the policy's operations. */
function splitOperation(block: unknown): { operations: string[] | undefined; rest: unknown } {
  const list = Array.isArray(block)
    ? block
    : isMap(block) && Array.isArray(block.all) && block.any === undefined
      ? block.all
      : undefined;
  if (!list) return { operations: undefined, rest: block };
  const positive = ['AnyIn', 'In', 'Equals', 'Equal'];
  const negative = ['AnyNotIn', 'AllNotIn', 'NotIn', 'NotEquals', 'NotEqual'];
  const index = list.findIndex(
    (c) =>
      isMap(c) &&
      typeof c.key === 'string' &&
      OPERATION_KEY.test(c.key) &&
      [...positive, ...negative].includes(String(c.operator)),
  );
  if (index < 0) return { operations: undefined, rest: block };
  const condition = list[index] as Json;
  const values = (Array.isArray(condition.value) ? condition.value : [condition.value]).map(String);
  const operations = positive.includes(String(condition.operator))
    ? values
    : DEFAULT_OPERATIONS.filter((op) => !values.includes(op));
  const remaining = list.filter((_, i) => i !== index);
  return {
    operations,
    rest:
      remaining.length === 0 ? undefined : Array.isArray(block) ? remaining : { all: remaining },
  };
}
