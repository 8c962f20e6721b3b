/**
 * One legacy validate rule as CEL: its match, context variables, preconditions and checks
 * (pattern, anyPattern, deny, foreach or cel), for `convert-policy.ts` to assemble into one
 * ValidatingPolicy. Anything not converted throws `Unsupported`.
 */
import { and, atom, elementName, implies, not, receiver, render, TRUE, type Cel } from './cel.js';
import { conditionParts, conditionsCel, interpolate } from './conditions.js';
import { jmesToCel, listCel } from './jmespath-cel.js';
import { allOf, type JmesScope } from './jmespath-value.js';
import { isMap, type Json } from './json.js';
import { ruleMatch, type RuleMatch } from './match.js';
import { anyPatternCel, patternCel } from './pattern.js';
import { Unsupported, type YamlPath } from './unsupported.js';

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
/** The operations Kyverno matches when a rule names none. */
export const DEFAULT_OPERATIONS = ['CREATE', 'UPDATE'];

/** A rule converted: its validations and what it needs at policy level. */
export interface ConvertedRule {
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

/** A legacy rule (the map at `path`) converted. */
export function convertRule(raw: unknown, path: YamlPath): ConvertedRule {
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
