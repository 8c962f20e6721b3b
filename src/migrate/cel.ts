/**
 * A small boolean expression tree for the CEL the converter writes: constants fold away and
 * parentheses appear only where precedence needs them, so the output reads like hand-written CEL.
 */
export type Cel =
  | { kind: 'const'; value: boolean }
  | { kind: 'atom'; text: string; level: number }
  | { kind: 'not'; operand: Cel }
  | { kind: 'and' | 'or'; operands: Cel[] };

export const TRUE: Cel = { kind: 'const', value: true };
export const FALSE: Cel = { kind: 'const', value: false };

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

/** The positions of `text` outside quotes and brackets, skipping optional selections (`.?x`). */
function* topLevel(text: string): Generator<number> {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (
      depth === 0 &&
      !(c === '?' && (text[i - 1] === '.' || text[i + 1] === '.' || text[i + 1] === '['))
    )
      yield i;
  }
}

/**
 * How tightly an atom binds: 4 for a call, selection or literal (never parenthesised), 2.8 for a
 * comparison or arithmetic (parenthesised under `!`), 0 when it has a top-level `&&`, `||` or `?:`.
 */
function level(text: string): number {
  let result = 4;
  for (const i of topLevel(text)) {
    const c = text[i]!;
    if ('&|?:'.includes(c)) return 0;
    if (/[\s=<>+\-*/%]/.test(c) || (c === '!' && text[i + 1] === '=')) result = 2.8;
  }
  return result;
}

export const atom = (text: string): Cel => ({ kind: 'atom', text, level: level(text) });

/** `text` ready for a method call (`text.all(...)`): parenthesised unless a simple term. */
export const receiver = (text: string): string => (level(text) < 4 ? `(${text})` : text);

const INVERSE: Record<string, string> = {
  '==': '!=',
  '!=': '==',
  '<': '>=',
  '>=': '<',
  '>': '<=',
  '<=': '>',
};

/** `a OP b` with its one top-level comparison inverted (`a == b` to `a != b`), or undefined. */
function invertComparison(text: string): string | undefined {
  const found: [number, string][] = [];
  let skip = -1;
  for (const i of topLevel(text)) {
    if (i <= skip) continue;
    const op = / (==|!=|<=|>=|<|>) /.exec(text.slice(i - 1, i + 3))?.[1];
    if (op && text.startsWith(op, i)) {
      found.push([i, op]);
      skip = i + op.length - 1;
    } else if ('&|?:'.includes(text[i]!)) return undefined;
  }
  if (found.length !== 1 || / in /.test(text.replace(/'[^']*'/g, ''))) return undefined;
  const [at, op] = found[0]!;
  return `${text.slice(0, at)}${INVERSE[op]}${text.slice(at + op.length)}`;
}

export function not(operand: Cel): Cel {
  if (operand.kind === 'const') return operand.value ? FALSE : TRUE;
  if (operand.kind === 'not') return operand.operand;
  if (operand.kind === 'atom' && operand.level === 2.8) {
    const inverted = invertComparison(operand.text);
    if (inverted !== undefined) return atom(inverted);
  }
  return { kind: 'not', operand };
}

function join(kind: 'and' | 'or', operands: Cel[]): Cel {
  const unit = kind === 'and';
  const flat: Cel[] = [];
  for (const operand of operands) {
    if (operand.kind === 'const') {
      if (operand.value === unit) continue;
      return operand;
    }
    if (operand.kind === kind) flat.push(...operand.operands);
    else flat.push(operand);
  }
  const unique = flat.filter((x, i) => flat.findIndex((y) => render(y) === render(x)) === i);
  if (unique.length === 0) return unit ? TRUE : FALSE;
  if (unique.length === 1) return unique[0]!;
  return { kind, operands: unique };
}

export const and = (...operands: Cel[]): Cel => join('and', operands);
export const or = (...operands: Cel[]): Cel => join('or', operands);
/** `condition` implies `then`: written `!condition || then`. */
export const implies = (condition: Cel, then: Cel): Cel => or(not(condition), then);

const PRECEDENCE = { or: 1, and: 2, not: 3, atom: 4, const: 4 } as const;

function wrap(expression: Cel, parent: number): string {
  const text = render(expression);
  const own = expression.kind === 'atom' ? expression.level : PRECEDENCE[expression.kind];
  return own <= parent ? `(${text})` : text;
}

export function render(expression: Cel): string {
  switch (expression.kind) {
    case 'const':
      return String(expression.value);
    case 'atom':
      return expression.text;
    case 'not':
      return `!${wrap(expression.operand, PRECEDENCE.not)}`;
    case 'and':
    case 'or': {
      const operator = expression.kind === 'and' ? ' && ' : ' || ';
      return expression.operands
        .map((x) => wrap(x, PRECEDENCE[expression.kind] - 0.5))
        .join(operator);
    }
  }
}

/** A CEL string literal. */
export function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

/** A CEL literal for a YAML scalar or list of scalars. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${quote(k)}: ${literal(v)}`)
    .join(', ')}}`;
}

const usableField = (key: string) => IDENTIFIER.test(key) && !RESERVED.has(key);

/** `base.key`, or `base['key']` when the key is not a CEL identifier. */
export function field(base: string, key: string): string {
  return usableField(key) ? `${base}.${key}` : `${base}[${quote(key)}]`;
}

/** Whether `base` has `key`: `has(base.key)`, or `'key' in base`. */
export function hasField(base: string, key: string): Cel {
  return usableField(key) ? atom(`has(${base}.${key})`) : atom(`${quote(key)} in ${base}`);
}

/** A loop variable name for the elements of the list at `key`, unique within `taken`. */
export function elementName(key: string, taken: ReadonlySet<string>): string {
  let base = key.replace(/[^A-Za-z0-9]+/g, '');
  if (base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('sses')) base = base.slice(0, -2);
  else if (base.endsWith('s') && !base.endsWith('ss') && base.length > 3) base = base.slice(0, -1);
  base = base.charAt(0).toLowerCase() + base.slice(1);
  if (!/^[a-z_]/.test(base) || RESERVED.has(base) || base === 'object' || base === 'request')
    base = 'item';
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  return name;
}
