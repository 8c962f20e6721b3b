/**
 * Kyverno conditions (`deny.conditions`, `preconditions`): `{any: [...], all: [...]}` or a plain
 * list (all), each `{key, operator, value}` with JMESPath variables, as one CEL boolean.
 */
import { and, atom, literal, not, or, quote, render, type Cel } from './cel.js';
import { globCel, hasWildcard } from './glob.js';
import { jmesToCel } from './jmespath-cel.js';
import { allOf, anyOf, asList, scalar, type JmesScope, type Value } from './jmespath-value.js';
import { isMap } from './json.js';
import { Unsupported, type YamlPath } from './unsupported.js';

const WHOLE_VARIABLE = /^\s*\{\{(.+?)\}\}\s*$/s;
const VARIABLE = /\{\{(.+?)\}\}/gs;

/** A condition operand: a converted variable, or a literal from the policy. */
type Operand = { kind: 'value'; value: Value } | { kind: 'literal'; value: unknown };

/** A key or value with `{{ }}` variables as CEL; other YAML stays a literal. */
export function operand(raw: unknown, scope: JmesScope): Operand {
  if (typeof raw !== 'string' || !raw.includes('{{')) return { kind: 'literal', value: raw };
  const whole = WHOLE_VARIABLE.exec(raw);
  if (whole && !whole[1]!.includes('{{'))
    return { kind: 'value', value: jmesToCel(whole[1]!, scope) };
  return { kind: 'value', value: scalar(interpolate(raw, scope)) };
}

/** A string with embedded variables as a CEL string concatenation. */
export function interpolate(text: string, scope: JmesScope): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    if (match.index > last) parts.push(quote(text.slice(last, match.index)));
    const value = jmesToCel(match[1]!, scope);
    parts.push(`string(${asList(value, scope)})`);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(quote(text.slice(last)));
  return parts.join(' + ');
}

/** CEL true when the conditions block holds. */
export function conditionsCel(block: unknown, scope: JmesScope): Cel {
  if (Array.isArray(block)) return and(...block.map((c, i) => conditionCel(c, at(scope, [i]))));
  if (!isMap(block)) throw new Unsupported('conditions that are not a list or any/all', scope.path);
  const parts: Cel[] = [];
  if (block.any !== undefined) {
    if (!Array.isArray(block.any))
      throw new Unsupported('conditions.any that is not a list', scope.path);
    parts.push(or(...block.any.map((c, i) => conditionCel(c, at(scope, ['any', i])))));
  }
  if (block.all !== undefined) {
    if (!Array.isArray(block.all))
      throw new Unsupported('conditions.all that is not a list', scope.path);
    parts.push(and(...block.all.map((c, i) => conditionCel(c, at(scope, ['all', i])))));
  }
  return and(...parts);
}

const at = (scope: JmesScope, rest: YamlPath): JmesScope => ({
  ...scope,
  path: [...scope.path, ...rest],
});

/** The conditions of an `any` block one by one (for one validation each), else the whole block. */
export function conditionParts(block: unknown, scope: JmesScope): Cel[] {
  if (isMap(block) && Array.isArray(block.any) && block.all === undefined)
    return block.any.map((c, i) => conditionCel(c, at(scope, ['any', i])));
  return [conditionsCel(block, scope)];
}

export function conditionCel(condition: unknown, scope: JmesScope): Cel {
  if (!isMap(condition)) throw new Unsupported('a condition that is not a map', scope.path);
  const op = String(condition.operator ?? '');
  const key = operand(condition.key, at(scope, ['key']));
  const value = operand(condition.value, at(scope, ['value']));
  const keyValue: Value = key.kind === 'value' ? key.value : scalar(literal(key.value));
  const fail = (what: string): never => {
    throw new Unsupported(what, [...scope.path, 'operator']);
  };
  switch (op) {
    case 'Equals':
    case 'Equal':
      return equals(keyValue, value, scope);
    case 'NotEquals':
    case 'NotEqual':
      return not(equals(keyValue, value, scope));
    case 'AnyIn':
      return anyOf(keyValue, (k) => member(k, value, scope));
    case 'AllIn':
    case 'In':
      return allOf(keyValue, (k) => member(k, value, scope));
    case 'AnyNotIn':
      return anyOf(keyValue, (k) => not(member(k, value, scope)));
    case 'AllNotIn':
      return allOf(keyValue, (k) => not(member(k, value, scope)));
    case 'NotIn':
      return not(allOf(keyValue, (k) => member(k, value, scope)));
    case 'GreaterThan':
    case 'GreaterThanOrEquals':
    case 'LessThan':
    case 'LessThanOrEquals':
    case 'DurationGreaterThan':
    case 'DurationGreaterThanOrEquals':
    case 'DurationLessThan':
    case 'DurationLessThanOrEquals':
      return order(op, keyValue, value, scope);
    default:
      return fail(`condition operator ${op || '(none)'}`);
  }
}

function single(value: Value, scope: JmesScope): string {
  return value.kind === 'scalar' ? value.cel : asList(value, scope);
}

function equals(key: Value, value: Operand, scope: JmesScope): Cel {
  const k = single(key, scope);
  if (value.kind === 'value') return atom(`${k} == ${single(value.value, scope)}`);
  const v = value.value;
  if (typeof v === 'string' && hasWildcard(v)) return globCel(v, k);
  return atom(`${k} == ${literal(v)}`);
}

/** `k` is in the value list (Kyverno compares as strings, with wildcards in the list). */
function member(k: string, value: Operand, scope: JmesScope): Cel {
  if (value.kind === 'value') return atom(`${k} in ${single(value.value, scope)}`);
  const list = Array.isArray(value.value) ? value.value : [value.value];
  const plain = list.filter((v) => !(typeof v === 'string' && hasWildcard(v)));
  const globs = list.filter((v): v is string => typeof v === 'string' && hasWildcard(v));
  const options: Cel[] = globs.map((g) => globCel(g, k));
  if (plain.length === 1) options.unshift(atom(`${k} == ${literal(plain[0])}`));
  else if (plain.length > 1) options.unshift(atom(`${k} in ${literal(plain)}`));
  return or(...options);
}

const DURATION = /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)([0-9.]+(ns|us|µs|ms|s|m|h))*$/;
const QUANTITY = /^[-+]?(\d+(\.\d*)?|\.\d+)(Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)$/;

function order(op: string, key: Value, value: Operand, scope: JmesScope): Cel {
  const symbol = op
    .replace(/^Duration/, '')
    .replace('GreaterThanOrEquals', '>=')
    .replace('LessThanOrEquals', '<=')
    .replace('GreaterThan', '>')
    .replace('LessThan', '<');
  const duration = op.startsWith('Duration');
  const v = value.kind === 'value' ? single(value.value, scope) : undefined;
  const raw = value.kind === 'literal' ? value.value : undefined;
  return anyOf(key, (k) => {
    if (duration || (typeof raw === 'string' && DURATION.test(raw)))
      return atom(`duration(string(${k})) ${symbol} duration(${v ?? quote(String(raw))})`);
    if (typeof raw === 'string' && QUANTITY.test(raw))
      return atom(`quantity(string(${k})).compareTo(quantity(${quote(raw)})) ${symbol} 0`);
    if (typeof raw === 'string' && /^[-+]?\d+(\.\d+)?$/.test(raw))
      return atom(`double(${k}) ${symbol} ${raw}`);
    return atom(`${k} ${symbol} ${v ?? literal(raw)}`);
  });
}

export { render };
