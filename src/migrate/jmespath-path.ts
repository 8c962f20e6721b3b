/**
 * JMESPath paths as CEL selections: `request.*` mapped onto the CEL policy's variables, the rule's
 * own variables and `@`, with optional reads (`.?x`) for fields that may be missing.
 */
import { field } from './cel.js';
import type { JmesNode } from './jmespath-parse.js';
import { unsupported, type JmesScope } from './jmespath-value.js';

const REQUEST_FIELDS: Record<string, string> = {
  object: 'object',
  oldObject: 'oldObject',
  operation: 'request.operation',
  userInfo: 'request.userInfo',
  namespace: 'request.namespace',
  name: 'request.name',
  kind: 'request.kind',
  dryRun: 'request.dryRun',
};

export const ALWAYS_PRESENT = new Set(['name', 'image']);
/** Lists a Pod spec always has: read without an empty default. */
export const ALWAYS_PRESENT_LISTS = new Set(['containers']);

/** The field names of a plain path (`a.b.c`), or undefined. */
export function fieldPath(node: JmesNode): string[] | undefined {
  if (node.type === 'field') return [node.name];
  if (node.type === 'sub') {
    const left = fieldPath(node.left);
    const right = fieldPath(node.right);
    return left && right ? [...left, ...right] : undefined;
  }
  return undefined;
}

/** The CEL base for a variable's first field. */
function root(name: string, scope: JmesScope): string {
  if (scope.current !== undefined) return field(scope.current, name);
  const variable = scope.variables.get(name);
  if (variable !== undefined) return variable;
  if (name === 'request') return 'request';
  return unsupported(
    `variable ${name} (only request.* and the rule's own variables convert)`,
    scope,
  );
}

/** A plain path as CEL, with `request.*` mapped onto the CEL policy's variables. */
export function pathCel(names: string[], scope: JmesScope, optional: boolean): string {
  const [first, ...rest] = names;
  let base: string;
  if (scope.current === undefined && first === 'request' && !scope.variables.has('request')) {
    const second = rest.shift();
    if (second === undefined) return unsupported('the whole request object', scope);
    const mapped = REQUEST_FIELDS[second];
    if (!mapped) return unsupported(`request.${second}`, scope);
    base = mapped;
    if (mapped === 'object' || mapped === 'oldObject') {
      // `object.spec` and `object.metadata` stay plain so Pod-controller autogen rewrites them.
      const next = rest[0];
      if (next === 'spec' || next === 'metadata')
        base = scope.pinned ? `${base}['${rest.shift()!}']` : field(base, rest.shift()!);
    }
  } else {
    base = root(first!, scope);
  }
  for (const name of rest)
    base =
      optional && !ALWAYS_PRESENT_LISTS.has(name) ? optionalField(base, name) : field(base, name);
  return base;
}

export const emptyIfMissing = (optional: string) =>
  optional.includes('.?') || optional.includes('[?') ? `${optional}.orValue([])` : optional;

export const optionalField = (base: string, key: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
    ? `${base}.?${key}`
    : `${base}[?'${key.replace(/'/g, "\\'")}']`;

/** The loop variable name for the elements of a projected list (`containers` -> `container`). */
export function elementNameFor(node: JmesNode): string {
  const names = fieldPath(node.type === 'flatten' ? node.child : node);
  const last = names?.[names.length - 1] ?? 'item';
  const singular = last.endsWith('ies')
    ? `${last.slice(0, -3)}y`
    : last.endsWith('s') && last.length > 3
      ? last.slice(0, -1)
      : last;
  return /^[a-z][A-Za-z0-9]*$/.test(singular) && !['in', 'object', 'request'].includes(singular)
    ? singular
    : 'item';
}
