/** JMESPath to CEL: the CEL of every form the converter translates, and the forms it refuses. */
import { describe, expect, it } from 'vitest';
import { atom, render } from '../../../src/migrate/cel.js';
import { condition, jmesToCel, listCel, parseVariable } from '../../../src/migrate/jmespath-cel.js';
import { allOf, anyOf, asList, type JmesScope } from '../../../src/migrate/jmespath-value.js';
import { Unsupported } from '../../../src/migrate/unsupported.js';

const AT = ['spec', 'rules', 0, 'validate'] as const;
const scope = (extra: Partial<JmesScope> = {}): JmesScope => ({
  variables: new Map([['env', 'variables.env']]),
  names: new Set<string>(),
  path: AT,
  ...extra,
});
/** The CEL of a scalar result. */
const cel = (text: string, own: JmesScope = scope()) => {
  const value = jmesToCel(text, own);
  if (value.kind !== 'scalar') throw new Error(`${text} is a projection`);
  return value.cel;
};
/** The construct and path of the `Unsupported` a conversion throws. */
function refusal(run: () => unknown): [string, readonly (string | number)[]] {
  try {
    run();
  } catch (error) {
    if (error instanceof Unsupported) return [error.construct, error.path];
    throw error;
  }
  throw new Error('converted');
}

describe('jmesToCel: request paths', () => {
  it.each([
    ['request.object.metadata.name', 'object.metadata.name'],
    ['request.oldObject.metadata.labels.app', 'oldObject.metadata.labels.app'],
    ['request.operation', 'request.operation'],
    ['request.userInfo.username', 'request.userInfo.username'],
    ['request.namespace', 'request.namespace'],
    ['request.name', 'request.name'],
    ['request.kind.kind', 'request.kind.kind'],
    ['request.dryRun', 'request.dryRun'],
    ['request.object.spec.containers[0].image', 'object.spec.containers[0].image'],
  ])('%s is %s', (text, expected) => {
    expect(cel(text)).toBe(expected);
  });

  it('a key that is not a CEL identifier is indexed', () => {
    expect(cel('request.object.metadata.annotations."app.kubernetes.io/name"')).toBe(
      "object.metadata.annotations['app.kubernetes.io/name']",
    );
  });

  it('a quoted "spec" or "object" pins the CEL (indexed) so autogen leaves it alone', () => {
    expect(cel('request.object."spec".hostNetwork')).toBe("object['spec'].hostNetwork");
    expect(cel('request."object".spec.hostNetwork')).toBe("object['spec'].hostNetwork");
    expect(cel('request.object.spec.hostNetwork')).toBe('object.spec.hostNetwork');
  });

  it("the rule's own context variables", () => {
    expect(cel('env')).toBe('variables.env');
    expect(cel('env.name')).toBe('variables.env.name');
  });

  it('literals', () => {
    expect(cel('`[1, 2]`')).toBe('[1, 2]');
    expect(cel("['a', 'b']")).toBe("['a', 'b']");
    expect(cel("'it\\'s'")).toBe("'it\\'s'");
  });
});

describe('jmesToCel: defaults, operators and pipes', () => {
  it("`|| ''` reads the path optionally with that default", () => {
    expect(cel("request.object.metadata.labels.team || ''")).toBe(
      "object.metadata.?labels.?team.orValue('')",
    );
  });

  it('comparisons, && and a parenthesised !', () => {
    expect(cel('length(request.object.spec.containers) > `2`')).toBe(
      'size(object.spec.containers) > 2',
    );
    expect(cel('request.object.spec.hostNetwork && request.object.spec.hostPID')).toBe(
      'object.spec.hostNetwork && object.spec.hostPID',
    );
    expect(cel('!(request.object.spec.hostNetwork)')).toBe('!object.spec.hostNetwork');
  });

  it('a pipe makes the left side @', () => {
    expect(cel('request.object.spec.containers | length(@)')).toBe('size(object.spec.containers)');
    expect(cel("request.object.spec.containers[].name | contains(@, 'app')")).toBe(
      "'app' in object.spec.containers.map(container, container.name)",
    );
  });
});

describe('jmesToCel: projections', () => {
  it('a flatten projection iterates the list with a singular loop name', () => {
    expect(jmesToCel('request.object.spec.containers[].image', scope())).toEqual({
      kind: 'each',
      source: 'object.spec.containers',
      name: 'container',
      guard: { kind: 'const', value: true },
      body: { kind: 'scalar', cel: 'container.image' },
    });
  });

  it('a filter becomes the guard; a list that may be missing reads as []', () => {
    const privileged = jmesToCel(
      'request.object.spec.containers[?securityContext.privileged == `true`].name',
      scope(),
    );
    expect(privileged).toMatchObject({
      kind: 'each',
      source: 'object.spec.containers',
      name: 'container',
      body: { kind: 'scalar', cel: 'container.name' },
    });
    expect(privileged.kind === 'each' && render(privileged.guard)).toBe(
      'container.securityContext.privileged == true',
    );
    const hostPath = jmesToCel('request.object.spec.volumes[?hostPath].name', scope());
    expect(hostPath).toMatchObject({ source: 'object.spec.?volumes.orValue([])', name: 'volume' });
    expect(hostPath.kind === 'each' && render(hostPath.guard)).toBe('has(volume.hostPath)');
  });

  it('a projection of a projection nests, each level guarded by presence', () => {
    const ports = jmesToCel('request.object.spec.containers[].ports[].containerPort', scope());
    expect(ports).toMatchObject({
      kind: 'each',
      source: 'object.spec.containers',
      name: 'container',
      body: { kind: 'each', source: 'container.ports', name: 'item' },
    });
    expect(render(anyOf(ports, (v) => atom(`${v} == 80`)))).toBe(
      'object.spec.containers.exists(container, has(container.ports) && container.ports.exists(item, has(item.containerPort) && item.containerPort == 80))',
    );
  });

  it('two lists joined: a missing one reads as empty, containers is always there', () => {
    expect(jmesToCel('request.object.spec.[initContainers, containers][]', scope())).toMatchObject({
      kind: 'each',
      source: 'object.spec.?initContainers.orValue([]) + object.spec.containers',
      name: 'item',
      body: { kind: 'scalar', cel: 'item' },
    });
  });

  it('loop names stay unique within a scope', () => {
    const shared = scope();
    jmesToCel('request.object.spec.containers[].image', shared);
    expect(jmesToCel('request.object.spec.containers[].name', shared)).toMatchObject({
      name: 'container2',
    });
  });

  it('a projection read as a list, as some and as every element', () => {
    const value = jmesToCel(
      'request.object.spec.containers[?securityContext.privileged == `true`].name',
      scope(),
    );
    const isX = (v: string) => atom(`${v} == 'x'`);
    expect(asList(value, scope())).toBe(
      'object.spec.containers.filter(container, container.securityContext.privileged == true).map(container, container.name)',
    );
    expect(render(anyOf(value, isX))).toBe(
      "object.spec.containers.exists(container, container.securityContext.privileged == true && container.name == 'x')",
    );
    expect(render(allOf(value, isX))).toBe(
      "object.spec.containers.all(container, container.securityContext.privileged != true || container.name == 'x')",
    );
  });
});

describe('jmesToCel: functions', () => {
  it.each([
    ['length(request.object.spec.containers)', 'size(object.spec.containers)'],
    ["contains(request.object.metadata.name, 'web')", "object.metadata.name.contains('web')"],
    ["contains(request.object.metadata.finalizers, 'x')", "'x' in object.metadata.finalizers"],
    [
      "contains(request.object.spec.containers[].image, 'nginx')",
      "object.spec.containers.exists(container, container.image == 'nginx')",
    ],
    ["starts_with(request.object.metadata.name, 'a')", "object.metadata.name.startsWith('a')"],
    ["ends_with(request.object.metadata.name, 'a')", "object.metadata.name.endsWith('a')"],
    ['to_string(request.object.spec.replicas)', 'string(object.spec.replicas)'],
    ['to_number(request.object.spec.replicas)', 'double(object.spec.replicas)'],
    ['to_upper(request.object.metadata.name)', 'object.metadata.name.upperAscii()'],
    ['to_lower(request.object.metadata.name)', 'object.metadata.name.lowerAscii()'],
    ['trim(request.object.metadata.name)', 'object.metadata.name.trim()'],
    ["split(request.object.metadata.name, '-')", "object.metadata.name.split('-')"],
    ["join(',', request.object.metadata.finalizers)", "object.metadata.finalizers.join(',')"],
    [
      "regex_match('^a.*', request.object.metadata.name)",
      "string(object.metadata.name).matches('^a.*')",
    ],
  ])('%s is %s', (text, expected) => {
    expect(cel(text)).toBe(expected);
  });

  it('keys() and values() iterate a map', () => {
    expect(jmesToCel('keys(request.object.metadata.labels)', scope())).toMatchObject({
      kind: 'each',
      source: 'object.metadata.labels',
      name: 'key',
      body: { kind: 'scalar', cel: 'key' },
    });
    expect(jmesToCel('values(request.object.metadata.labels)', scope())).toMatchObject({
      kind: 'each',
      source: 'object.metadata.labels',
      name: 'key',
      body: { kind: 'scalar', cel: 'object.metadata.labels[key]' },
    });
  });

  // Both from kyverno/policies (restrict-volume-types, allowed-annotations): before, the CEL
  // iterated each key again, and Kyverno answered "got 'types.String', expected iterable type".
  it('a flatten of keys() per element iterates the keys, not their letters', () => {
    const value = jmesToCel("request.object.spec.volumes[].keys(@)[] || ''", scope());
    expect(render(anyOf(value, (key) => atom(`!(${key} in ['name', 'secret'])`)))).toBe(
      "object.spec.?volumes.orValue([]).exists(volume, volume.exists(item, !(item in ['name', 'secret'])))",
    );
  });

  it('a filter on keys() keeps the keys that pass it', () => {
    const value = jmesToCel(
      "request.object.metadata.annotations.keys(@)[?contains(@, 'fluxcd.io/')]",
      scope(),
    );
    expect(render(anyOf(value, (key) => atom(`!(${key} in ['fluxcd.io/cow'])`)))).toBe(
      "object.metadata.annotations.exists(key, key.contains('fluxcd.io/') && !(key in ['fluxcd.io/cow']))",
    );
  });
});

describe('jmesToCel: what does not convert, at the scope path', () => {
  it.each([
    ['foo.bar', "variable foo (only request.* and the rule's own variables convert)"],
    ['request', 'the whole request object'],
    ['request.admissionRequest', 'request.admissionRequest'],
    ['@', '@ outside a projection'],
    ['request.object.*', 'an object projection (.*)'],
    ['{a: request.name}', 'JMESPath object'],
    ['request.object.spec.containers[].image == `x`', 'a comparison with a projection'],
    ["trim(request.object.metadata.name, 'x')", 'trim() with a cut set'],
    ['sort(request.object.metadata.finalizers)', 'JMESPath function sort()'],
    ['length()', 'length() with too few arguments'],
    // `!` binds tighter than `.`: this is `(!request).object...`, which reads the whole request.
    ['!request.object.spec.hostNetwork', 'the whole request object'],
    ['a.#', 'JMESPath expression a.# (unexpected character # at 2 in a.#)'],
    ['a[1:2]', 'JMESPath expression a[1:2] (slices are not supported at 2 in a[1:2])'],
  ])('%s: %s', (text, construct) => {
    expect(refusal(() => jmesToCel(text, scope()))).toEqual([construct, AT]);
  });

  it('a nested projection cannot be one list', () => {
    const ports = jmesToCel('request.object.spec.containers[].ports[].containerPort', scope());
    expect(refusal(() => asList(ports, scope()))).toEqual([
      'a nested JMESPath projection used as a list',
      AT,
    ]);
  });
});

describe('listCel and condition', () => {
  it('a foreach list that may be missing reads as []; containers is always there', () => {
    expect(listCel('request.object.spec.volumes', scope())).toEqual({
      kind: 'scalar',
      cel: 'object.spec.?volumes.orValue([])',
    });
    expect(listCel('request.object.metadata.labels.x', scope())).toEqual({
      kind: 'scalar',
      cel: 'object.metadata.?labels.?x.orValue([])',
    });
    expect(listCel('request.object.spec.containers', scope())).toEqual({
      kind: 'scalar',
      cel: 'object.spec.containers',
    });
  });

  it('a field used as a condition on @ checks its presence', () => {
    const inner = scope({ current: 'volume' });
    const test = (text: string) => render(condition(parseVariable(text, AT), inner));
    expect(test('hostPath')).toBe('has(volume.hostPath)');
    expect(test('a.b')).toBe('has(volume.a) && has(volume.a.b)');
    expect(test('!a')).toBe('!has(volume.a)');
    expect(test('a || b')).toBe('has(volume.a) || has(volume.b)');
    expect(test('a == `1`')).toBe('volume.a == 1');
  });

  it('a bad expression is Unsupported at the given path, with the parse error', () => {
    expect(refusal(() => parseVariable('a[', ['x', 1]))).toEqual([
      'JMESPath expression a[ (unexpected eof at 2 in a[)',
      ['x', 1],
    ]);
  });
});
