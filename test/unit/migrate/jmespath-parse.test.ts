/** The JMESPath parser: the tree of each form Kyverno policies use, and where a bad one stops. */
import { describe, expect, it } from 'vitest';
import { JmesSyntaxError, parseJmes, type JmesNode } from '../../../src/migrate/jmespath-parse.js';

const f = (name: string): JmesNode => ({ type: 'field', name });
/** `a.b.c` as the left-nested `sub` chain the parser builds. */
const path = (...names: string[]): JmesNode =>
  names.map(f).reduce((left, right) => ({ type: 'sub', left, right }));

/** The error a bad expression throws, as `[message, position]`. */
function failure(text: string): [string, number] {
  try {
    parseJmes(text);
  } catch (error) {
    if (error instanceof JmesSyntaxError) return [error.message, error.position];
    throw error;
  }
  throw new Error(`${text} parsed`);
}

describe('parseJmes: paths and literals', () => {
  it('a dotted path is a left-nested chain of fields', () => {
    expect(parseJmes('request.object.metadata.name')).toEqual(
      path('request', 'object', 'metadata', 'name'),
    );
  });

  it('a quoted identifier is a field, escapes decoded', () => {
    expect(parseJmes('"app.kubernetes.io/name".x')).toEqual(path('app.kubernetes.io/name', 'x'));
    expect(parseJmes('"a\\"b"')).toEqual(f('a"b'));
  });

  it('raw strings, JSON literals, numbers and @', () => {
    expect(parseJmes("'it\\'s'")).toEqual({ type: 'literal', value: "it's" });
    expect(parseJmes('`{"a": [1, true]}`')).toEqual({
      type: 'literal',
      value: { a: [1, true] },
    });
    // Kyverno accepts a backtick literal that is not JSON as a string.
    expect(parseJmes('`not json`')).toEqual({ type: 'literal', value: 'not json' });
    expect(parseJmes('-12')).toEqual({ type: 'literal', value: -12 });
    expect(parseJmes('@')).toEqual({ type: 'current' });
  });

  it('an index is a sub with an index on the right', () => {
    expect(parseJmes('a[0].b')).toEqual({
      type: 'sub',
      left: { type: 'sub', left: f('a'), right: { type: 'index', index: 0 } },
      right: f('b'),
    });
  });
});

describe('parseJmes: projections and filters', () => {
  it('a flatten projection: the list flattened on the left, the path per element on the right', () => {
    expect(parseJmes('request.object.spec.containers[].image')).toEqual({
      type: 'project',
      left: { type: 'flatten', child: path('request', 'object', 'spec', 'containers') },
      right: f('image'),
    });
  });

  it('a filter projection keeps its condition', () => {
    expect(parseJmes('spec.containers[?securityContext.privileged == `true`].name')).toEqual({
      type: 'project',
      left: path('spec', 'containers'),
      filter: {
        type: 'compare',
        op: '==',
        left: path('securityContext', 'privileged'),
        right: { type: 'literal', value: true },
      },
      right: f('name'),
    });
    expect(parseJmes('volumes[?hostPath]')).toEqual({
      type: 'project',
      left: f('volumes'),
      filter: f('hostPath'),
      right: { type: 'current' },
    });
  });

  it('a list wildcard projects; an object wildcard is marked as such', () => {
    expect(parseJmes('a[*].b')).toEqual({ type: 'project', left: f('a'), right: f('b') });
    expect(parseJmes('a.*.b')).toEqual({
      type: 'project',
      object: true,
      left: f('a'),
      right: f('b'),
    });
    expect(parseJmes('*')).toEqual({
      type: 'project',
      object: true,
      left: { type: 'current' },
      right: { type: 'current' },
    });
  });

  it('a multi-select list joined by a flatten', () => {
    expect(parseJmes('spec.[initContainers, containers][]')).toEqual({
      type: 'project',
      left: {
        type: 'flatten',
        child: {
          type: 'sub',
          left: f('spec'),
          right: { type: 'list', items: [f('initContainers'), f('containers')] },
        },
      },
      right: { type: 'current' },
    });
  });

  it('a multi-select object, at the top and after a dot', () => {
    expect(parseJmes('{x: a, y: b}')).toEqual({
      type: 'object',
      entries: [
        ['x', f('a')],
        ['y', f('b')],
      ],
    });
    expect(parseJmes('a.{x: b}')).toEqual({
      type: 'sub',
      left: f('a'),
      right: { type: 'object', entries: [['x', f('b')]] },
    });
  });
});

describe('parseJmes: operators and functions', () => {
  it('&& binds tighter than ||, ! tighter than &&', () => {
    expect(parseJmes('a || b && c')).toEqual({
      type: 'or',
      left: f('a'),
      right: { type: 'and', left: f('b'), right: f('c') },
    });
    expect(parseJmes('!a && b')).toEqual({
      type: 'and',
      left: { type: 'not', child: f('a') },
      right: f('b'),
    });
  });

  it('! binds tighter than a dot, as in go-jmespath: !a.b is (!a).b', () => {
    expect(parseJmes('!a.b')).toEqual({
      type: 'sub',
      left: { type: 'not', child: f('a') },
      right: f('b'),
    });
    expect(parseJmes('!(a.b)')).toEqual({ type: 'not', child: path('a', 'b') });
  });

  it("a default with || and ''", () => {
    expect(parseJmes("labels.team || ''")).toEqual({
      type: 'or',
      left: path('labels', 'team'),
      right: { type: 'literal', value: '' },
    });
  });

  it('every comparison operator', () => {
    for (const op of ['==', '!=', '<', '<=', '>', '>='])
      expect(parseJmes(`a ${op} \`1\``)).toEqual({
        type: 'compare',
        op,
        left: f('a'),
        right: { type: 'literal', value: 1 },
      });
  });

  it('a pipe takes the whole left side as @', () => {
    expect(parseJmes('a[].b | [0]')).toEqual({
      type: 'pipe',
      left: { type: 'project', left: { type: 'flatten', child: f('a') }, right: f('b') },
      right: { type: 'sub', left: { type: 'current' }, right: { type: 'index', index: 0 } },
    });
  });

  it('function calls with arguments and expression references', () => {
    expect(parseJmes('length(spec.containers)')).toEqual({
      type: 'call',
      name: 'length',
      args: [path('spec', 'containers')],
    });
    expect(parseJmes('sort_by(items, &name)')).toEqual({
      type: 'call',
      name: 'sort_by',
      args: [f('items'), { type: 'expref', child: f('name') }],
    });
    expect(parseJmes('now()')).toEqual({ type: 'call', name: 'now', args: [] });
  });
});

describe('parseJmes: syntax errors say what and where', () => {
  it.each<[string, string, number]>([
    ['a.#', 'unexpected character #', 2],
    ['a[1:2]', 'slices are not supported', 2],
    ['a[:2]', 'slices are not supported', 2],
    ['a[0', 'expected rbracket but found eof', 3],
    ['a[', 'unexpected eof', 2],
    ['a b', 'unexpected ident', 2],
    ['a.(b)', 'unexpected lparen after .', 2],
    ['a[*]b', 'unexpected ident', 4],
    ['a[*](b)', 'unexpected lparen after a projection', 4],
    ['(a', 'expected rparen but found eof', 2],
    ['a &&', 'unexpected eof', 4],
    ['{a b}', 'expected colon but found ident', 3],
    ['a[?b == `1`', 'expected rbracket but found eof', 11],
    ['"abc', 'unterminated quoted identifier', 0],
    ['x || "a\\qb"', 'invalid escape in a quoted identifier', 5],
    ["'abc", 'unterminated raw string', 0],
    ['a == `abc', 'unterminated literal', 5],
    ['a[-]', '- without a number', 2],
  ])('%s: %s at %d', (text, what, position) => {
    expect(failure(text)).toEqual([`${what} at ${position} in ${text}`, position]);
  });

  it('the error names the expression', () => {
    expect(() => parseJmes('a.#')).toThrow(JmesSyntaxError);
    try {
      parseJmes('a.#');
    } catch (error) {
      expect((error as JmesSyntaxError).expression).toBe('a.#');
      expect((error as JmesSyntaxError).name).toBe('JmesSyntaxError');
    }
  });
});
