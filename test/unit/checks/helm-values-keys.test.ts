import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkValuesKeys,
  closestKey,
  editDistance,
  type ChartFacts,
} from '../../../src/checks/helm-values-keys.js';

const fixtureChart = new URL('../../fixtures/kyverno-install/chart/', import.meta.url);
const kyverno: ChartFacts = {
  name: 'kyverno',
  version: '3.9.0',
  valuesText: readFileSync(new URL('values.yaml', fixtureChart), 'utf8'),
};

const check = (text: string, chart: ChartFacts = kyverno) =>
  checkValuesKeys(chart, { file: 'deploy/values.yaml', text });

const brief = (text: string, chart?: ChartFacts) =>
  check(text, chart).map((result) => `${result.line}: ${result.message}`);

describe('checkValuesKeys', () => {
  it('warns at each key the chart ignores, suggesting the closest defined key', () => {
    const text = readFileSync(new URL('ci/replicacount-values.yaml', fixtureChart), 'utf8');
    const results = check(text);
    expect(results.map((r) => [r.status, r.line, r.column, r.policy, r.rule])).toEqual([
      ['warn', 3, 1, 'helm-values', 'unknown-key'],
      ['warn', 4, 1, 'helm-values', 'unknown-key'],
    ]);
    expect(results[0]!.message).toBe(
      '`replicaCount` is not a value of chart kyverno 3.x; did you mean `admissionController.replicas`?' +
        ' Helm passes it to the templates, and none of them reads it.',
    );
    expect(results[1]!.message).toMatch(
      /^`podDisruptionBudget` is not a value of chart kyverno 3\.x; did you mean `admissionController\.podDisruptionBudget`\?/,
    );
    expect(results[0]).toMatchObject({
      file: 'deploy/values.yaml',
      category: 'kyverno-production',
    });
  });

  it('accepts the keys the chart defines, and anything below keys it leaves open', () => {
    const production = readFileSync(new URL('ci/production-values.yaml', fixtureChart), 'utf8');
    expect(brief(production)).toEqual([]);
    expect(
      brief(
        [
          'global:',
          '  anything: 1',
          'admissionController:',
          '  container:',
          '    extraArgs:',
          '      anyFlag: x',
          '  topologySpreadConstraints:',
          '    - topologyKey: zone',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reports nested unknown keys by their full path, once, at their own line', () => {
    expect(
      brief(
        [
          'admissionController:',
          '  replica: 3',
          '  podDisruptionBudget:',
          '    enable: true',
          '    foo:',
          '      deep: 1',
        ].join('\n'),
      ),
    ).toEqual([
      '2: `admissionController.replica` is not a value of chart kyverno 3.x; did you mean `admissionController.replicas`? Helm passes it to the templates, and none of them reads it.',
      '4: `admissionController.podDisruptionBudget.enable` is not a value of chart kyverno 3.x; did you mean `admissionController.podDisruptionBudget.enabled`? Helm passes it to the templates, and none of them reads it.',
      '5: `admissionController.podDisruptionBudget.foo` is not a value of chart kyverno 3.x. Helm passes it to the templates, and none of them reads it.',
    ]);
  });

  it('leaves the values of dependencies to them', () => {
    expect(brief('redis:\n  enabled: true\n', { ...kyverno, dependencies: ['redis'] })).toEqual([]);
    expect(brief('redis:\n  enabled: true\n')).toHaveLength(1);
  });

  it('accepts what values.schema.json declares, following local references', () => {
    const schema = JSON.stringify({
      type: 'object',
      properties: {
        extraObjects: { type: 'array' },
        ingress: { $ref: '#/definitions/ingress' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
      },
      patternProperties: { '^x-': {} },
      definitions: { ingress: { type: 'object', properties: { enabled: { type: 'boolean' } } } },
    });
    const chart = { ...kyverno, schemaText: schema };
    expect(
      brief(
        [
          'extraObjects: []',
          'x-team: a',
          'labels:',
          '  team: a',
          'ingress:',
          '  enabled: true',
          '  host: example.com',
        ].join('\n'),
        chart,
      ),
    ).toEqual([
      '7: `ingress.host` is not a value of chart kyverno 3.x. Helm passes it to the templates, and none of them reads it.',
    ]);
  });

  it('gives nothing for an empty file, comments only, or what rendering reports', () => {
    expect(check('')).toEqual([]);
    expect(check('- replicas: 3\n')).toEqual([]);
    expect(check('just text\n')).toEqual([]);
    expect(check('# nothing\n')).toEqual([]);
    expect(check('a: [\n')).toEqual([]);
  });

  it('names the chart version as written when it is not semantic', () => {
    expect(brief('nope: 1\n', { ...kyverno, version: 'main' })[0]).toMatch(/chart kyverno main\./);
  });
});

describe('closestKey', () => {
  const defined = [
    { path: ['apiVersionOverride', 'podDisruptionBudget'], value: null },
    { path: ['admissionController', 'podDisruptionBudget'], value: { enabled: false } },
    { path: ['admissionController', 'replicas'], value: null },
    { path: ['reportsController', 'replicas'], value: null },
  ];
  it('prefers a map for a map, then the first in file order', () => {
    expect(closestKey('podDisruptionBudget', { enabled: true }, defined)).toBe(
      'admissionController.podDisruptionBudget',
    );
    expect(closestKey('replicaCount', 3, defined)).toBe('admissionController.replicas');
  });
  it('suggests nothing far away', () => {
    expect(closestKey('tolerations', [], defined)).toBeUndefined();
  });
  it('measures edits case-insensitively', () => {
    expect(editDistance('ReplicaCount', 'replicas')).toBe(5);
    expect(editDistance('abc', 'ABC')).toBe(0);
  });
});
