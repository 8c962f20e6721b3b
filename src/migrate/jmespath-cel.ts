/**
 * Kyverno's JMESPath variables (`{{ request.object.spec... }}`) as CEL, for the forms that have
 * a CEL equivalent: paths from `request.object`/`request.oldObject`/`request.operation`/
 * `request.userInfo`, projections and filters (as list quantifiers), `||` defaults, comparisons
 * and the common functions. Anything else is `Unsupported`.
 */
import { and, atom, field, hasField, literal, not, render, TRUE, type Cel } from './cel.js';
import { JmesSyntaxError, parseJmes, type JmesNode } from './jmespath-parse.js';
import {
  ALWAYS_PRESENT,
  ALWAYS_PRESENT_LISTS,
  elementNameFor,
  emptyIfMissing,
  fieldPath,
  optionalField,
  pathCel,
} from './jmespath-path.js';
import {
  anyOf,
  asList,
  loopName,
  nest,
  scalar,
  unsupported,
  type JmesScope,
  type Value,
} from './jmespath-value.js';
import { Unsupported, type YamlPath } from './unsupported.js';

export function parseVariable(text: string, path: YamlPath): JmesNode {
  try {
    return parseJmes(text);
  } catch (error) {
    if (error instanceof JmesSyntaxError)
      throw new Unsupported(`JMESPath expression ${text} (${error.message})`, path);
    throw error;
  }
}

/** The CEL for a JMESPath expression (the text between `{{` and `}}`). */
export function jmesToCel(text: string, scope: JmesScope): Value {
  const pinned =
    /request\s*\.\s*("object"|"oldObject"|(object|oldObject)\s*\.\s*"(spec|metadata)")/.test(text);
  return translate(parseVariable(text.trim(), scope.path), { ...scope, pinned });
}

/** A JMESPath list expression as CEL; a plain path that may be missing reads as `[]`. */
export function listCel(text: string, scope: JmesScope): Value {
  const tree = parseVariable(text.trim(), scope.path);
  const names = fieldPath(tree);
  if (names && names[0] === 'request') {
    const optional = pathCel(names, scope, true);
    return scalar(optional.includes('.?') ? `${optional}.orValue([])` : optional);
  }
  return translate(tree, scope);
}

function translate(node: JmesNode, scope: JmesScope): Value {
  switch (node.type) {
    case 'literal':
      return scalar(literal(node.value));
    case 'current':
      if (scope.current === undefined) return unsupported('@ outside a projection', scope);
      return scalar(scope.current);
    case 'field':
    case 'sub': {
      const names = fieldPath(node);
      if (names) return scalar(pathCel(names, scope, false));
      if (node.type === 'field') return unsupported(`field ${node.name}`, scope);
      const left = translate(node.left, scope);
      if (left.kind !== 'scalar') return unsupported('a field of a projection result', scope);
      if (node.right.type === 'index') return scalar(`${left.cel}[${node.right.index}]`);
      return translate(node.right, { ...scope, current: left.cel });
    }
    case 'index':
      if (scope.current === undefined) return unsupported('an index outside a path', scope);
      return scalar(`${scope.current}[${node.index}]`);
    case 'flatten': {
      // `spec.[initContainers, containers][]`: the lists joined, a missing one read as empty.
      if (node.child.type === 'sub' && node.child.right.type === 'list') {
        const base = translate(node.child.left, scope);
        const items = node.child.right.items.map((item) => fieldPath(item));
        if (base.kind === 'scalar' && items.every((item) => item?.length === 1))
          return scalar(
            items
              .map((item) =>
                ALWAYS_PRESENT_LISTS.has(item![0]!)
                  ? field(base.cel, item![0]!)
                  : `${optionalField(base.cel, item![0]!)}.orValue([])`,
              )
              .join(' + '),
          );
      }
      return translate(node.child, scope);
    }
    case 'project': {
      if (node.object) return unsupported('an object projection (.*)', scope);
      const leftPath = fieldPath(node.left.type === 'flatten' ? node.left.child : node.left);
      // A projection of a missing list is null in JMESPath: read it as an empty list.
      const left =
        leftPath && (leftPath[0] !== 'request' || leftPath.length > 3)
          ? scalar(emptyIfMissing(pathCel(leftPath, scope, true)))
          : translate(node.left, scope);
      const source = left.kind === 'scalar' ? left.cel : undefined;
      // `labels.keys(@)[?…]`: the function's list is iterated already; its values are the elements.
      const listed =
        left.kind === 'each' && left.body.kind === 'scalar' && isListCall(node.left)
          ? { ...left, body: left.body }
          : undefined;
      const name = listed ? listed.name : loopName(elementNameFor(node.left), scope);
      const element = listed ? listed.body.cel : name;
      const inner = { ...scope, current: element };
      const guard = node.filter ? condition(node.filter, inner) : TRUE;
      const rightPath = fieldPath(node.right);
      let body: Value;
      let bodyGuard: Cel = TRUE;
      if (node.right.type === 'current') body = scalar(element);
      else if (rightPath) {
        body = scalar(rightPath.reduce(field, element));
        let base = element;
        const checks: Cel[] = [];
        for (const key of rightPath) {
          if (!ALWAYS_PRESENT.has(key)) checks.push(hasField(base, key));
          base = field(base, key);
        }
        bodyGuard = and(...checks);
      } else {
        body = translate(node.right, inner);
        // `volumes[].keys(@)`: each element's value is a list (a map's keys), one CEL list per
        // element, so that a flatten after it (`keys(@)[]`) iterates the keys, not their letters.
        if (node.right.type === 'call' && body.kind === 'each') body = scalar(asList(body, inner));
      }
      const each = (src: string): Value => ({
        kind: 'each',
        source: src,
        name,
        guard: and(guard, bodyGuard),
        body,
      });
      if (listed) return { ...listed, guard: and(listed.guard, guard, bodyGuard), body };
      if (source !== undefined) return each(source);
      // A projection of a projection (a[].b[].c): iterate the outer one.
      if (left.kind === 'each') return { ...left, body: nest(left.body, each) };
      return unsupported('this projection', scope);
    }
    case 'pipe': {
      const left = translate(node.left, scope);
      return translate(node.right, {
        ...scope,
        current: asList(left, scope),
        currentIsList: left.kind === 'each',
      });
    }
    case 'compare': {
      const left = translate(node.left, scope);
      const right = translate(node.right, scope);
      if (left.kind !== 'scalar' || right.kind !== 'scalar')
        return unsupported('a comparison with a projection', scope);
      const op = node.op;
      return scalar(`${left.cel} ${op} ${right.cel}`);
    }
    case 'and':
    case 'or': {
      if (node.type === 'or') {
        const names = fieldPath(node.left);
        const fallback = translate(node.right, scope);
        if (!names && fallback.kind === 'scalar' && ["''", '[]', 'null'].includes(fallback.cel)) {
          const left = translate(node.left, scope);
          if (left.kind === 'each') return left;
        }
        if (names && fallback.kind === 'scalar') {
          const optional = pathCel(names, scope, true);
          if (!optional.includes('.?') && !optional.includes('[?')) return scalar(optional);
          return scalar(`${optional}.orValue(${fallback.cel})`);
        }
      }
      return scalar(render(condition(node, scope)));
    }
    case 'not':
      return scalar(render(condition(node, scope)));
    case 'call':
      return call(node.name, node.args, scope);
    case 'list': {
      const items = node.items.map((item) => translate(item, scope));
      if (items.some((item) => item.kind !== 'scalar'))
        return unsupported('a multi-select list of projections', scope);
      return scalar(`[${items.map((item) => (item as { cel: string }).cel).join(', ')}]`);
    }
    default:
      return unsupported(`JMESPath ${node.type}`, scope);
  }
}

/** Whether `node` (a projection's left side) is the list a function gives: `m.keys(@)`, `values(m)`. */
function isListCall(node: JmesNode): boolean {
  const inner = node.type === 'flatten' ? node.child : node;
  const last = inner.type === 'sub' ? inner.right : inner;
  return last.type === 'call' && (last.name === 'keys' || last.name === 'values');
}

/** A JMESPath expression used as a boolean (filters, `&&`, `||`, `!`). */
export function condition(node: JmesNode, scope: JmesScope): Cel {
  switch (node.type) {
    case 'and':
      return and(condition(node.left, scope), condition(node.right, scope));
    case 'or':
      return atom(
        `${render(condition(node.left, scope))} || ${render(condition(node.right, scope))}`,
      );
    case 'not':
      return not(condition(node.child, scope));
    default: {
      const names = fieldPath(node);
      if (names && scope.current !== undefined) {
        // A filter on a field (`[?hostPath]`) keeps the elements that have it.
        let base = scope.current;
        const checks: Cel[] = [];
        for (const name of names) {
          checks.push(hasField(base, name));
          base = field(base, name);
        }
        return and(...checks);
      }
      const value = translate(node, scope);
      if (value.kind !== 'scalar') return unsupported('a projection used as a condition', scope);
      return atom(value.cel);
    }
  }
}

function call(name: string, args: JmesNode[], scope: JmesScope): Value {
  const values = args.map((arg) => translate(arg, scope));
  const one = (i: number): string => {
    const value = values[i];
    if (!value) return unsupported(`${name}() with too few arguments`, scope);
    return value.kind === 'scalar' ? value.cel : asList(value, scope);
  };
  switch (name) {
    case 'length':
      return scalar(`size(${one(0)})`);
    case 'contains': {
      const haystack = values[0];
      if (haystack?.kind === 'each')
        return scalar(render(anyOf(haystack, (v) => atom(`${v} == ${one(1)}`))));
      const names = args[0] ? fieldPath(args[0]) : undefined;
      const last = names?.[names.length - 1] ?? '';
      if (args[0]?.type === 'current' && scope.currentIsList)
        return scalar(`${one(1)} in ${one(0)}`);
      const isString =
        args[0]?.type === 'literal' && typeof (args[0] as { value: unknown }).value === 'string';
      if (!isString && /[^s]s$/.test(last)) return scalar(`${one(1)} in ${one(0)}`);
      return scalar(`${one(0)}.contains(${one(1)})`);
    }
    case 'starts_with':
      return scalar(`${one(0)}.startsWith(${one(1)})`);
    case 'ends_with':
      return scalar(`${one(0)}.endsWith(${one(1)})`);
    case 'to_string':
      return scalar(`string(${one(0)})`);
    case 'to_number':
      return scalar(`double(${one(0)})`);
    case 'to_upper':
      return scalar(`${one(0)}.upperAscii()`);
    case 'to_lower':
      return scalar(`${one(0)}.lowerAscii()`);
    case 'trim':
      if (values.length > 1) return unsupported('trim() with a cut set', scope);
      return scalar(`${one(0)}.trim()`);
    case 'split':
      return scalar(`${one(0)}.split(${one(1)})`);
    case 'join':
      return scalar(`${one(1)}.join(${one(0)})`);
    case 'regex_match':
      return scalar(`string(${one(1)}).matches(${one(0)})`);
    case 'keys': {
      const source = one(0);
      const key = loopName('key', scope);
      return { kind: 'each', source, name: key, guard: TRUE, body: scalar(key) };
    }
    case 'values': {
      const source = one(0);
      const key = loopName('key', scope);
      return { kind: 'each', source, name: key, guard: TRUE, body: scalar(`${source}[${key}]`) };
    }
    default:
      return unsupported(`JMESPath function ${name}()`, scope);
  }
}
