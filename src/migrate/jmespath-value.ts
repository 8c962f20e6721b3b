/**
 * What a JMESPath expression converts to (a scalar CEL value, or the values of a projection) and
 * the scope it converts in, with the ways a projection is read as CEL: as one list, or quantified.
 */
import { and, atom, implies, receiver, render, type Cel } from './cel.js';
import { Unsupported, type YamlPath } from './unsupported.js';

/** A scalar CEL value, or the values produced by iterating `source` (a JMESPath projection). */
export type Value =
  | { kind: 'scalar'; cel: string }
  | { kind: 'each'; source: string; name: string; guard: Cel; body: Value };

export interface JmesScope {
  /** CEL for `@`, when inside a projection or pipe. */
  current?: string;
  /** Rule context variables already converted: name -> CEL. */
  variables: ReadonlyMap<string, string>;
  /** Loop variable names in use. */
  names: Set<string>;
  path: YamlPath;
  /** Whether `@` is a list (the left side of a pipe was a projection). */
  currentIsList?: boolean;
  /**
   * The JMESPath quotes `"object"`, `"spec"` or `"metadata"`, which legacy autogen leaves alone:
   * the CEL indexes them (`object['metadata']`) so ValidatingPolicy autogen leaves them alone too.
   */
  pinned?: boolean;
}

export const scalar = (cel: string): Value => ({ kind: 'scalar', cel });

/** A list value as one CEL list expression. */
export function asList(value: Value, scope: JmesScope): string {
  if (value.kind === 'scalar') return value.cel;
  if (value.body.kind !== 'scalar')
    throw new Unsupported('a nested JMESPath projection used as a list', scope.path);
  const body = value.body.cel;
  const mapped = body === value.name ? value.source : `${value.source}.map(${value.name}, ${body})`;
  if (value.guard.kind === 'const') return mapped;
  return `${value.source}.filter(${value.name}, ${render(value.guard)})${body === value.name ? '' : `.map(${value.name}, ${body})`}`;
}

/** CEL that some value satisfies `test` (over a projection: some element). */
export function anyOf(value: Value, test: (cel: string) => Cel): Cel {
  if (value.kind === 'scalar') return test(value.cel);
  const inner = and(value.guard, anyOf(value.body, test));
  return atom(`${receiver(value.source)}.exists(${value.name}, ${render(inner)})`);
}

/** CEL that every value satisfies `test` (a projection with no elements passes). */
export function allOf(value: Value, test: (cel: string) => Cel): Cel {
  if (value.kind === 'scalar') return test(value.cel);
  const inner = implies(value.guard, allOf(value.body, test));
  return atom(`${receiver(value.source)}.all(${value.name}, ${render(inner)})`);
}

/** A projection of a projection: `inner` applied to the innermost values. */
export function nest(body: Value, inner: (source: string) => Value): Value {
  if (body.kind === 'scalar') return inner(body.cel);
  return { ...body, body: nest(body.body, inner) };
}

/** A loop variable name starting with `base`, unused in the scope (and now taken). */
export function loopName(base: string, scope: JmesScope): string {
  let name = base;
  for (let i = 2; scope.names.has(name); i++) name = `${base}${i}`;
  scope.names.add(name);
  return name;
}

/** Throws `Unsupported` for `what` at the scope's place in the policy. */
export function unsupported(what: string, scope: JmesScope): never {
  throw new Unsupported(what, scope.path);
}
