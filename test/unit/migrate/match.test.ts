/** A legacy rule's match and exclude as ValidatingPolicy constraints and CEL, and what is refused. */
import { describe, expect, it } from 'vitest';
import { render } from '../../../src/migrate/cel.js';
import { resourceRules, ruleMatch } from '../../../src/migrate/match.js';
import { Unsupported } from '../../../src/migrate/unsupported.js';

const AT = ['spec', 'rules', 0] as const;
const match = (rule: Record<string, unknown>) => {
  const result = ruleMatch(rule, AT);
  return { ...result, condition: render(result.condition) };
};
const resources = (own: Record<string, unknown>) => ({
  match: { resources: { kinds: ['Pod'], ...own } },
});
function refusal(rule: Record<string, unknown>): [string, readonly (string | number)[]] {
  try {
    ruleMatch(rule, AT);
  } catch (error) {
    if (error instanceof Unsupported) return [error.construct, error.path];
    throw error;
  }
  throw new Error('converted');
}

describe('ruleMatch: one match block', () => {
  it('kinds alone: sorted, deduplicated, no condition; Pod-only rules autogen', () => {
    expect(match(resources({}))).toEqual({
      kinds: ['Pod'],
      operations: undefined,
      condition: 'true',
      objectSelector: undefined,
      namespaceSelector: undefined,
      autogen: true,
    });
    expect(match({ match: { resources: { kinds: ['Service', 'Pod', 'Pod'] } } })).toMatchObject({
      kinds: ['Pod', 'Service'],
      condition: 'true',
      autogen: false,
    });
  });

  it('names: one is ==, several are in, wildcards are globs; names stop autogen', () => {
    expect(match(resources({ name: 'web' }))).toMatchObject({
      condition: "object.metadata.name == 'web'",
      autogen: false,
    });
    expect(match(resources({ names: ['a', 'b'] })).condition).toBe(
      "object.metadata.name in ['a', 'b']",
    );
    expect(match(resources({ names: ['web', 'api-*'] })).condition).toBe(
      "object.metadata.name == 'web' || object.metadata.name.startsWith('api-')",
    );
  });

  it('namespaces need a namespace; they keep autogen', () => {
    expect(match(resources({ namespaces: ['prod', 'team-*'] }))).toMatchObject({
      condition:
        "has(object.metadata.namespace) && (object.metadata.namespace == 'prod' || object.metadata.namespace.startsWith('team-'))",
      autogen: true,
    });
  });

  it('annotations: each key present and its value matching the glob', () => {
    expect(match(resources({ annotations: { 'example.com/tier': 'gold*' } }))).toMatchObject({
      condition:
        "has(object.metadata.annotations) && 'example.com/tier' in object.metadata.annotations && object.metadata.annotations['example.com/tier'].startsWith('gold')",
      autogen: false,
    });
  });

  it('selectors stay selectors in matchConstraints', () => {
    const selector = { matchLabels: { app: 'web' } };
    const namespaceSelector = {
      matchExpressions: [{ key: 'env', operator: 'In', values: ['prod'] }],
    };
    expect(match(resources({ selector, namespaceSelector }))).toEqual({
      kinds: ['Pod'],
      operations: undefined,
      condition: 'true',
      objectSelector: selector,
      namespaceSelector,
      autogen: false,
    });
  });

  it('operations are kept for matchConstraints', () => {
    expect(match(resources({ operations: ['CREATE'] }))).toMatchObject({
      operations: ['CREATE'],
      condition: 'true',
    });
  });

  it('group/version/Kind strings are kept as written', () => {
    expect(match({ match: { resources: { kinds: ['apps/v1/Deployment', 'Pod'] } } }).kinds).toEqual(
      ['Pod', 'apps/v1/Deployment'],
    );
  });
});

describe('ruleMatch: several blocks and exclude', () => {
  it('any: the union of kinds, each block its kind and condition, or-ed', () => {
    expect(
      match({
        match: {
          any: [
            { resources: { kinds: ['Pod'], names: ['a'] } },
            { resources: { kinds: ['Deployment'], operations: ['CREATE'] } },
          ],
        },
      }),
    ).toMatchObject({
      kinds: ['Deployment', 'Pod'],
      operations: undefined,
      condition:
        "object.kind == 'Pod' && object.metadata.name == 'a' || object.kind == 'Deployment' && request.operation in ['CREATE']",
    });
  });

  it('all: the intersection of kinds, the blocks and-ed', () => {
    expect(
      match({
        match: {
          all: [
            { resources: { kinds: ['Pod', 'Deployment'] } },
            { resources: { kinds: ['Pod'], namespaces: ['prod'] } },
          ],
        },
      }),
    ).toMatchObject({
      kinds: ['Pod'],
      condition:
        "object.kind in ['Deployment', 'Pod'] && has(object.metadata.namespace) && object.metadata.namespace == 'prod'",
    });
  });

  it('a label selector in one of several blocks becomes CEL, operator by operator', () => {
    const selector = {
      matchLabels: { app: 'web' },
      matchExpressions: [
        { key: 'a', operator: 'NotIn', values: ['x'] },
        { key: 'b', operator: 'Exists' },
        { key: 'c', operator: 'DoesNotExist' },
      ],
    };
    expect(
      match({
        match: {
          any: [{ resources: { kinds: ['Pod'], selector } }, { resources: { kinds: ['Service'] } }],
        },
      }),
    ).toMatchObject({
      objectSelector: undefined,
      condition:
        "object.kind == 'Pod' && has(object.metadata.labels) && ('app' in object.metadata.labels && object.metadata.labels['app'] == 'web') && (!('a' in object.metadata.labels) || !(object.metadata.labels['a'] in ['x'])) && 'b' in object.metadata.labels && !('c' in object.metadata.labels) || object.kind == 'Service'",
    });
  });

  it('exclude is negated; a block with no kinds applies to every matched kind', () => {
    expect(
      match({
        ...resources({}),
        exclude: {
          any: [
            { resources: { namespaces: ['kube-system'] } },
            { resources: { kinds: ['Pod'], names: ['debug-*'] } },
          ],
        },
      }),
    ).toMatchObject({
      kinds: ['Pod'],
      condition:
        "!(has(object.metadata.namespace) && object.metadata.namespace == 'kube-system' || object.metadata.name.startsWith('debug-'))",
      autogen: false,
    });
  });

  it('a label selector in exclude becomes CEL', () => {
    expect(
      match({
        ...resources({}),
        exclude: { resources: { selector: { matchLabels: { skip: 'true' } } } },
      }).condition,
    ).toBe(
      "!(has(object.metadata.labels) && ('skip' in object.metadata.labels && object.metadata.labels['skip'] == 'true'))",
    );
  });
});

describe('ruleMatch: what does not convert', () => {
  it.each<[string, Record<string, unknown>, string, (string | number)[]]>([
    ['no match', {}, 'a rule without match', ['match']],
    ['match not a map', { match: ['x'] }, 'match or exclude that is not a map', ['match']],
    [
      'a block not a map',
      { match: { any: ['x'] } },
      'a match block that is not a map',
      ['match', 'any', 0],
    ],
    ['no resources', { match: {} }, 'a match block without resources', ['match']],
    [
      'no kinds',
      { match: { resources: { names: ['a'] } } },
      'a match block without kinds',
      ['match'],
    ],
    [
      'an unknown resources key',
      resources({ foo: 1 }),
      'match.resources.foo',
      ['match', 'resources', 'foo'],
    ],
    [
      'subjects',
      { match: { any: [{ resources: { kinds: ['Pod'] }, subjects: [{ kind: 'User' }] }] } },
      'match on subjects (the requesting user)',
      ['match', 'any', 0, 'subjects'],
    ],
    [
      'roles',
      { match: { resources: { kinds: ['Pod'] }, roles: ['x'] } },
      'match on roles (the requesting user)',
      ['match', 'roles'],
    ],
    [
      'clusterRoles in exclude',
      { ...resources({}), exclude: { clusterRoles: ['x'], resources: {} } },
      'match on clusterRoles (the requesting user)',
      ['exclude', 'clusterRoles'],
    ],
    [
      'names not a list',
      resources({ names: 'a' }),
      'a name or namespace list that is not a list',
      ['match', 'resources', 'names'],
    ],
    [
      'annotations not a map',
      resources({ annotations: ['a'] }),
      'annotations that are not a map',
      ['match', 'resources', 'annotations'],
    ],
    [
      'a namespaceSelector in exclude',
      { ...resources({}), exclude: { resources: { namespaceSelector: { matchLabels: {} } } } },
      'namespaceSelector in one of several match blocks or in exclude',
      ['exclude'],
    ],
    [
      'a namespaceSelector in one of several blocks',
      {
        match: {
          any: [
            { resources: { kinds: ['Pod'], namespaceSelector: { matchLabels: { a: 'b' } } } },
            { resources: { kinds: ['Service'] } },
          ],
        },
      },
      'namespaceSelector in one of several match blocks or in exclude',
      ['match'],
    ],
    [
      'an unknown selector operator',
      {
        ...resources({}),
        exclude: {
          resources: { selector: { matchExpressions: [{ key: 'a', operator: 'Gt' }] } },
        },
      },
      'label selector operator Gt',
      ['exclude'],
    ],
    [
      'an exclude of everything matched',
      { ...resources({}), exclude: { resources: { kinds: ['Pod'] } } },
      'an exclude that excludes everything the rule matches',
      ['exclude'],
    ],
  ])('%s', (_, rule, construct, at) => {
    expect(refusal(rule)).toEqual([construct, [...AT, ...at]]);
  });
});

describe('resourceRules', () => {
  it('maps kinds onto API groups, versions and plural resources', () => {
    expect(resourceRules(['Pod', 'apps/v1/Deployment'])).toEqual([
      { apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] },
      { apiGroups: ['apps'], apiVersions: ['v1'], resources: ['deployments'] },
    ]);
  });
});
