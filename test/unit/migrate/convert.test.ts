/** The converter's CEL, construct by construct (pure: no Kyverno needed). */
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/migrate/cel.js';
import { conditionCel } from '../../../src/migrate/conditions.js';
import { convertPolicy } from '../../../src/migrate/convert-policy.js';
import { jmesToCel } from '../../../src/migrate/jmespath-cel.js';
import { patternCel } from '../../../src/migrate/pattern.js';
import { nullMatches, scalarCel } from '../../../src/migrate/scalar.js';
import { convertSuiteResults } from '../../../src/migrate/suite.js';
import { Unsupported } from '../../../src/migrate/unsupported.js';

const pattern = (value: unknown) => render(patternCel(value, [], { specAlways: true }));
const scope = () => ({ variables: new Map<string, string>(), names: new Set<string>(), path: [] });
const condition = (c: Record<string, unknown>) => render(conditionCel(c, scope()));

describe('pattern anchors', () => {
  it('plain keys must be present; equality anchors only when present', () => {
    expect(pattern({ spec: { '=(hostNetwork)': false } })).toBe(
      '!has(object.spec.hostNetwork) || object.spec.hostNetwork == false',
    );
    expect(pattern({ metadata: { labels: { app: '?*' } } })).toBe(
      "has(object.metadata.labels) && has(object.metadata.labels.app) && object.metadata.labels.app != ''",
    );
  });

  it('negation, existence and conditional anchors', () => {
    expect(pattern({ spec: { 'X(hostPID)': null } })).toBe('!has(object.spec.hostPID)');
    expect(pattern({ spec: { containers: [{ '^(ports)': [{ name: 'http' }] }] } })).toBe(
      "has(object.spec.containers) && object.spec.containers.all(container, !has(container.ports) || container.ports.exists(port, has(port.name) && port.name == 'http'))",
    );
    expect(pattern({ spec: { containers: [{ '(name)': 'app-*', image: 'registry.io/*' }] } })).toBe(
      "has(object.spec.containers) && object.spec.containers.all(container, !(has(container.name) && container.name.startsWith('app-')) || has(container.image) && container.image.startsWith('registry.io/'))",
    );
  });

  it('keys that are not CEL identifiers are indexed', () => {
    expect(pattern({ metadata: { labels: { 'app.kubernetes.io/name': '?*' } } })).toContain(
      "'app.kubernetes.io/name' in object.metadata.labels && object.metadata.labels['app.kubernetes.io/name'] != ''",
    );
  });

  it('unknown and mutate-only anchors are unsupported', () => {
    expect(() => pattern({ spec: { '~(x)': 1 } })).toThrow(Unsupported);
    expect(() => pattern({ spec: { '+(x)': 1 } })).toThrow(/add-if-not-present/);
  });
});

describe('scalar patterns', () => {
  it('operators, alternatives, quantities and durations', () => {
    expect(render(scalarCel('!*:latest', 'x'))).toBe("!x.endsWith(':latest')");
    expect(render(scalarCel('a|b|c', 'x'))).toBe("x in ['a', 'b', 'c']");
    expect(render(scalarCel('>=1000', 'x', { key: 'runAsUser' }))).toBe('x >= 1000');
    expect(render(scalarCel('<=1Gi', 'x', { key: 'memory', parentKey: 'limits' }))).toBe(
      "quantity(string(x)).compareTo(quantity('1Gi')) <= 0",
    );
    expect(render(scalarCel('<2h', 'x'))).toBe("duration(string(x)) < duration('2h')");
    expect(render(scalarCel('1-10', 'x'))).toBe('x >= 1 && x <= 10');
  });

  it('a missing value reads as 0 for numbers, as Kyverno does', () => {
    expect(nullMatches('<=2')).toBe(true);
    expect(nullMatches('>0')).toBe(false);
    expect(nullMatches('?*')).toBe(false);
    expect(nullMatches(null)).toBe(true);
  });
});

describe('deny conditions and JMESPath', () => {
  it('paths, defaults, projections and functions', () => {
    expect(jmesToCel("request.object.metadata.labels.team || ''", scope())).toEqual({
      kind: 'scalar',
      cel: "object.metadata.?labels.?team.orValue('')",
    });
    expect(
      condition({
        key: '{{ request.object.spec.containers[].image }}',
        operator: 'AnyIn',
        value: ['*:latest'],
      }),
    ).toBe("object.spec.containers.exists(container, container.image.endsWith(':latest'))");
    expect(
      condition({
        key: '{{ length(request.object.spec.containers) }}',
        operator: 'GreaterThan',
        value: 2,
      }),
    ).toBe('size(object.spec.containers) > 2');
    expect(
      condition({ key: '{{ request.object.spec.replicas }}', operator: 'LessThan', value: '3' }),
    ).toBe('double(object.spec.replicas) < 3');
    expect(
      condition({ key: '{{ request.object.metadata.name }}', operator: 'NotEquals', value: 'x-*' }),
    ).toBe("!object.metadata.name.startsWith('x-')");
  });

  it('a quoted "object" stays on the controller after autogen, as in legacy autogen', () => {
    expect(jmesToCel('request."object".metadata.labels.app || \'\'', scope())).toEqual({
      kind: 'scalar',
      cel: "object['metadata'].?labels.?app.orValue('')",
    });
  });

  it('unknown variables and operators are unsupported', () => {
    expect(() =>
      condition({ key: '{{ images.containers }}', operator: 'Equals', value: 1 }),
    ).toThrow(/variable images/);
    expect(() => condition({ key: 'a', operator: 'Matches', value: 'b' })).toThrow(
      /operator Matches/,
    );
  });
});

describe('policies and suites', () => {
  const legacy = {
    apiVersion: 'kyverno.io/v1',
    kind: 'Policy',
    metadata: { name: 'p', namespace: 'team', annotations: { 'policies.kyverno.io/title': 'T' } },
    spec: {
      validationFailureAction: 'Enforce',
      rules: [
        {
          name: 'r',
          match: { any: [{ resources: { kinds: ['Pod'], names: ['web-*'] } }] },
          validate: { message: 'm', pattern: { spec: { '=(hostIPC)': false } } },
        },
      ],
    },
  };

  it('a namespaced Policy becomes a NamespacedValidatingPolicy; names turn autogen off', () => {
    const converted = convertPolicy(legacy) as {
      kind: string;
      metadata: unknown;
      spec: Record<string, unknown>;
    };
    expect(converted.kind).toBe('NamespacedValidatingPolicy');
    expect(converted.metadata).toEqual({
      name: 'p',
      namespace: 'team',
      annotations: { 'policies.kyverno.io/title': 'T' },
    });
    expect(converted.spec.validationActions).toEqual(['Deny']);
    expect(converted.spec.matchConditions).toEqual([
      { name: 'match', expression: "object.metadata.name.startsWith('web-')" },
    ]);
    expect(converted.spec.autogen).toEqual({ podControllers: { controllers: [] } });
  });

  it('foreach with its own context is unsupported, with its path', () => {
    const withForeach = structuredClone(legacy);
    (withForeach.spec.rules[0] as Record<string, unknown>).validate = {
      foreach: [{ list: 'request.object.spec.containers', context: [], pattern: {} }],
    };
    try {
      convertPolicy(withForeach);
      expect.unreachable();
    } catch (error) {
      expect((error as Unsupported).construct).toBe('foreach with context');
      expect((error as Unsupported).path).toEqual([
        'spec',
        'rules',
        0,
        'validate',
        'foreach',
        0,
        'context',
      ]);
    }
  });

  it('suite results merge per resource: a fail on any rule fails, a pass on some rules is left out', () => {
    const results = convertSuiteResults(
      [
        { policy: 'p', rule: 'a', kind: 'Pod', resources: ['x', 'y', 'z'], result: 'pass' },
        { policy: 'p', rule: 'b', kind: 'Pod', resources: ['x'], result: 'fail' },
        { policy: 'p', rule: 'autogen-b', kind: 'Pod', resources: ['z'], result: 'pass' },
        { policy: 'other', rule: 'c', kind: 'Pod', resources: ['x'], result: 'pass' },
      ],
      new Map([['p', ['a', 'b']]]),
    );
    expect(results).toEqual([
      { policy: 'other', rule: 'c', kind: 'Pod', resources: ['x'], result: 'pass' },
      { isValidatingPolicy: true, policy: 'p', kind: 'Pod', resources: ['x'], result: 'fail' },
      { isValidatingPolicy: true, policy: 'p', kind: 'Pod', resources: ['z'], result: 'pass' },
    ]);
  });
});
