/**
 * Kyverno's scalar pattern values (`pkg/engine/pattern`): wildcards, `!`, `|`, `&`, `<`, `>`,
 * `<=`, `>=`, ranges `a-b` / `a!-b`, numbers, quantities, durations, booleans and null, written
 * as CEL over a value that is present.
 */
import { atom, and, FALSE, not, or, quote, TRUE, type Cel } from './cel.js';
import { globCel, hasWildcard } from './glob.js';

type Operator = '' | '>=' | '<=' | '>' | '<' | '!' | '-' | '!-';

const NUMBER = String.raw`[-|+]?\d+(?:\.\d+)?[A-Za-z]*`;
const IN_RANGE = new RegExp(`^(${NUMBER})-(${NUMBER})$`);
const NOT_IN_RANGE = new RegExp(`^(${NUMBER})!-(${NUMBER})$`);
const DURATION =
  /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))*$/;
const QUANTITY = /^[-+]?(\d+(\.\d*)?|\.\d+)(([eE][-+]?\d+)|Ki|Mi|Gi|Ti|Pi|Ei|n|u|m|k|M|G|T|P|E)?$/;
const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?\d+(\.\d+)?$/;

function operatorOf(pattern: string): Operator {
  if (pattern.length < 2) return '';
  for (const op of ['>=', '<=', '>', '<', '!'] as const) if (pattern.startsWith(op)) return op;
  if (NOT_IN_RANGE.test(pattern)) return '!-';
  if (IN_RANGE.test(pattern)) return '-';
  return '';
}

const isDuration = (text: string) => text === '0' || DURATION.test(text);
const isQuantity = (text: string) => QUANTITY.test(text);

/** Alternatives (`|`) of conjunctions (`&`), as Kyverno splits a string pattern. */
function alternatives(pattern: string): string[][] {
  return pattern.split('|').map((alt) =>
    alt
      .trim()
      .split('&')
      .map((c) => c.trim()),
  );
}

/** Whether a missing (null) value satisfies the pattern, as Kyverno decides for an absent key. */
export function nullMatches(pattern: unknown): boolean {
  if (pattern === null || pattern === undefined) return true;
  if (typeof pattern !== 'string') return false;
  return alternatives(pattern).some((conjunction) => conjunction.every(nullMatchesCondition));
}

function nullMatchesCondition(condition: string): boolean {
  const op = operatorOf(condition);
  if (op === '-' || op === '!-') {
    const [, left, right] = (op === '-' ? IN_RANGE : NOT_IN_RANGE).exec(condition)!;
    return op === '-'
      ? nullMatchesCondition(`>= ${left}`) && nullMatchesCondition(`<= ${right}`)
      : nullMatchesCondition(`< ${left}`) || nullMatchesCondition(`> ${right}`);
  }
  const operand = condition.slice(op.length).trim();
  // A null value reads as "0" for duration and quantity comparisons; strings never match null.
  const numeric = isDuration(operand)
    ? durationSeconds(operand)
    : isQuantity(operand)
      ? quantityValue(operand)
      : undefined;
  if (numeric === undefined) return false;
  return compare(0, numeric, op);
}

function compare(value: number, pattern: number, op: Operator): boolean {
  switch (op) {
    case '':
      return value === pattern;
    case '!':
      return value !== pattern;
    case '>':
      return value > pattern;
    case '<':
      return value < pattern;
    case '>=':
      return value >= pattern;
    case '<=':
      return value <= pattern;
    default:
      return false;
  }
}

function durationSeconds(text: string): number {
  if (text === '0') return 0;
  const units: Record<string, number> = {
    ns: 1e-9,
    us: 1e-6,
    µs: 1e-6,
    ms: 1e-3,
    s: 1,
    m: 60,
    h: 3600,
  };
  let total = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g))
    total += Number(amount) * units[unit!]!;
  return text.startsWith('-') ? -total : total;
}

function quantityValue(text: string): number {
  const suffixes: Record<string, number> = {
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
    Pi: 2 ** 50,
    Ei: 2 ** 60,
    n: 1e-9,
    u: 1e-6,
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    P: 1e15,
    E: 1e18,
  };
  const match = /^([-+]?(?:\d+(?:\.\d*)?|\.\d+))(.*)$/.exec(text)!;
  const suffix = match[2] ?? '';
  const factor =
    suffix === '' ? 1 : /^[eE]/.test(suffix) ? 10 ** Number(suffix.slice(1)) : suffixes[suffix]!;
  return Number(match[1]) * factor;
}

/** Keys under which Kubernetes keeps quantities: numbers there compare as quantities. */
const QUANTITY_PARENTS = new Set(['limits', 'requests', 'hard', 'capacity', 'allocatable']);

export interface ScalarContext {
  /** The key holding the value and its parent's key, to tell quantities from plain numbers. */
  key?: string;
  parentKey?: string;
}

/** CEL that is true when the present value `value` satisfies the scalar pattern. */
export function scalarCel(pattern: unknown, value: string, context: ScalarContext = {}): Cel {
  if (pattern === null || pattern === undefined)
    return atom(`${value} == null || ${value} == '' || ${value} == 0 || ${value} == false`);
  if (typeof pattern === 'boolean') return atom(`${value} == ${pattern}`);
  if (typeof pattern === 'number') return atom(`${value} == ${pattern}`);
  if (typeof pattern !== 'string') return FALSE;
  if (pattern === '*') return TRUE;
  const options = alternatives(pattern);
  const words = options.map((o) => (o.length === 1 ? o[0]! : ''));
  if (
    options.length > 1 &&
    words.every(
      (w) => /^[A-Za-z][A-Za-z0-9_.:/-]*$/.test(w) && !isQuantity(w) && !/^(true|false)$/.test(w),
    )
  )
    return atom(`${value} in [${words.map(quote).join(', ')}]`);
  return or(
    ...options.map((conjunction) =>
      and(...conjunction.map((condition) => conditionCel(condition, value, context))),
    ),
  );
}

function conditionCel(condition: string, value: string, context: ScalarContext): Cel {
  const op = operatorOf(condition);
  if (op === '-' || op === '!-') {
    const [, left, right] = (op === '-' ? IN_RANGE : NOT_IN_RANGE).exec(condition)!;
    return op === '-'
      ? and(conditionCel(`>=${left}`, value, context), conditionCel(`<=${right}`, value, context))
      : or(conditionCel(`<${left}`, value, context), conditionCel(`>${right}`, value, context));
  }
  const operand = condition.slice(op.length).trim();
  if (op === '' || op === '!') {
    const equal = equalCel(operand, value, context);
    return op === '!' ? not(equal) : equal;
  }
  return orderCel(operand, value, op, context);
}

function equalCel(operand: string, value: string, context: ScalarContext): Cel {
  if (hasWildcard(operand)) return globCel(operand, value);
  if (operand === 'true' || operand === 'false') return atom(`string(${value}) == '${operand}'`);
  if (DECIMAL.test(operand) && !isQuantityKey(context))
    return atom(`string(${value}) == ${quote(operand)}`);
  if (isQuantity(operand) && (isQuantityKey(context) || !/^[A-Za-z]/.test(operand)))
    return atom(`quantity(string(${value})).compareTo(quantity(${quote(operand)})) == 0`);
  return atom(`${value} == ${quote(operand)}`);
}

const isQuantityKey = (context: ScalarContext) =>
  QUANTITY_PARENTS.has(context.parentKey ?? '') ||
  ['cpu', 'memory', 'storage', 'ephemeral-storage'].includes(context.key ?? '');

function orderCel(operand: string, value: string, op: Operator, context: ScalarContext): Cel {
  if (operand !== '0' && DURATION.test(operand) && !(isQuantityKey(context) && isQuantity(operand)))
    return atom(`duration(string(${value})) ${op} duration(${quote(operand)})`);
  if (INTEGER.test(operand) && !isQuantityKey(context))
    return atom(`${value} ${op} ${Number(operand)}`);
  if (DECIMAL.test(operand) && !isQuantityKey(context))
    return atom(`double(${value}) ${op} ${operand}`);
  if (isQuantity(operand)) {
    const comparison = `quantity(string(${value})).compareTo(quantity(${quote(operand)}))`;
    return atom(`${comparison} ${op} 0`);
  }
  // Kyverno compares strings only for equality: `<`, `>` on a non-number never match.
  return FALSE;
}
