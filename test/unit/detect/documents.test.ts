import { describe, expect, it } from 'vitest';
import { documentHeads } from '../../../src/detect/documents.js';
import { applyDetection } from '../../../src/detect/apply.js';
import type { Detected } from '../../../src/detect/detect.js';

describe('documentHeads: each document’s top-level apiVersion and kind, without parsing', () => {
  it('reads several documents, quotes, comments and CRLF', () => {
    const text =
      'apiVersion: v1\r\nkind: ConfigMap\r\n---\n# c\napiVersion: "kyverno.io/v1"\nkind: \'ClusterPolicy\' # x\nspec:\n  kind: Nested\n...\n---\nname: values\n';
    expect(documentHeads(text)).toEqual([
      { apiVersion: 'v1', kind: 'ConfigMap', line: 2 },
      { apiVersion: 'kyverno.io/v1', kind: 'ClusterPolicy', line: 6 },
    ]);
  });

  it('ignores indented keys and block scalars', () => {
    const text = 'data:\n  script: |\n    kind: Pod\n    apiVersion: v1\n';
    expect(documentHeads(text)).toEqual([]);
  });
});

const detected = (found: Partial<Detected['found']>): Detected => ({
  files: 10,
  found: {
    policies: [],
    tests: [],
    'helm-charts': [],
    kustomizations: [],
    manifests: [],
    ...found,
  },
  notChecked: [],
  skipped: [],
  leftOut: { suiteFiles: 0, chartFiles: 0, kustomizeSources: 0, hidden: 0, hiddenPolicies: 0 },
});

describe('applyDetection: detected things become the inputs left empty', () => {
  const given =
    (inputs: Record<string, string>) =>
    (name: string): string =>
      inputs[name] ?? '';

  it('fills every empty detected input; `tests` searches the whole workspace', () => {
    const { input, report } = applyDetection(
      given({}),
      detected({ policies: ['p.yaml'], manifests: ['a.yaml', 'b.yaml'], 'helm-charts': ['c'] }),
    );
    expect(input('policies')).toBe('p.yaml');
    expect(input('manifests')).toBe('a.yaml\nb.yaml');
    expect(input('helm-charts')).toBe('c');
    expect(input('kustomizations')).toBe('');
    expect(input('tests')).toBe('.');
    expect(report.used).toEqual([
      'policies',
      'tests',
      'helm-charts',
      'kustomizations',
      'manifests',
    ]);
    expect(report.notices).toEqual([]);
  });

  it('keeps what is set, and `none` turns only its own kind off', () => {
    const { input, report } = applyDetection(
      given({ manifests: 'none', tests: 'none', 'fail-on': 'warn' }),
      detected({ policies: ['p.yaml'], manifests: ['a.yaml'], kustomizations: ['k'] }),
    );
    expect(input('policies')).toBe('p.yaml');
    expect(input('manifests')).toBe('none');
    expect(input('tests')).toBe('none');
    expect(input('kustomizations')).toBe('k');
    expect(input('fail-on')).toBe('warn');
    expect(report.used).toEqual(['policies', 'helm-charts', 'kustomizations']);
  });

  it('decides per kind: an input set to paths turns detection off for its own kind only', () => {
    const { input, report } = applyDetection(
      given({ policies: 'mine/' }),
      detected({ policies: ['p.yaml'], manifests: ['a.yaml'], kustomizations: ['k'] }),
    );
    expect(input('policies')).toBe('mine/');
    expect(input('manifests')).toBe('a.yaml');
    expect(input('kustomizations')).toBe('k');
    expect(input('tests')).toBe('.');
    expect(report.used).not.toContain('policies');
    expect(report.used).toEqual(expect.arrayContaining(['tests', 'kustomizations', 'manifests']));
    // Manifests set and no policy: the policies are detected (before detection, an error).
    const manifests = applyDetection(
      given({ manifests: 'm/*.yaml' }),
      detected({ policies: ['p.yaml'] }),
    );
    expect(manifests.input('policies')).toBe('p.yaml');
    expect(manifests.report.used).toEqual(['policies', 'tests', 'helm-charts', 'kustomizations']);
    // …unless a built-in pack gives the policies.
    const pack = applyDetection(
      given({ manifests: 'm/*.yaml', 'builtin-policies': 'kyverno-production' }),
      detected({ policies: ['p.yaml'] }),
    );
    expect(pack.input('policies')).toBe('');
  });

  it('applies nothing without a policy, and says what was found', () => {
    const { input, report } = applyDetection(
      given({}),
      detected({ manifests: ['a.yaml'], 'helm-charts': ['c', 'd'] }),
    );
    expect(input('manifests')).toBe('');
    expect(input('helm-charts')).toBe('');
    expect(report.notices).toEqual([
      'Found 2 Helm charts and 1 manifest file, but no policy to check them with, so `kyverno apply` does not run. Set `policies` (or `builtin-policies`).',
    ]);
    const withPack = applyDetection(
      given({ 'builtin-policies': 'kyverno-production' }),
      detected({ manifests: ['a.yaml'] }),
    );
    expect(withPack.input('manifests')).toBe('a.yaml');
  });

  it('detects nothing outside a git checkout, and warns of nothing (the report says why)', () => {
    const { input, report } = applyDetection(given({}), {
      ...detected({}),
      problem: 'git ls-files failed: fatal: not a git repository',
    });
    expect(input('policies')).toBe('');
    expect(input('tests')).toBe('.');
    expect(report.notices).toEqual([]);
    expect(report.problem).toBe('git ls-files failed: fatal: not a git repository');
  });
});

describe('documentHeads on real-world spellings', () => {
  it('reads `apiVersion :` with a space before the colon (as kyverno/policies has)', () => {
    expect(documentHeads('apiVersion : kyverno.io/v1\nkind: ClusterPolicy\n')).toEqual([
      { apiVersion: 'kyverno.io/v1', kind: 'ClusterPolicy', line: 2 },
    ]);
  });
});

describe('applyDetection: explicit `manifests` are never checked twice', () => {
  const given =
    (inputs: Record<string, string>) =>
    (name: string): string =>
      inputs[name] ?? '';
  const found = {
    ...detected({ policies: ['p.yaml'], 'helm-charts': ['chart', 'other'], kustomizations: ['k'] }),
    sources: {
      'helm-charts': new Map([
        ['chart', ['chart/Chart.yaml', 'chart/templates/a.yaml']],
        ['other', ['other/Chart.yaml']],
      ]),
      kustomizations: new Map([['k', new Set(['k/kustomization.yaml', 'base/a.yaml'])]]),
    },
  };
  const reason = 'its files are checked as plain manifests (`manifests`)';

  it('leaves out a chart or root holding a selected file, with the reason', () => {
    const selects = (file: string) => file === 'base/a.yaml' || file === 'chart/templates/a.yaml';
    const { input, report } = applyDetection(given({ manifests: 'x' }), found, selects);
    expect(input('helm-charts')).toBe('other');
    expect(input('kustomizations')).toBe('');
    expect(report.found['helm-charts']).toEqual(['other']);
    expect(report.notChecked).toEqual([
      { what: 'chart', path: 'chart', reason },
      { what: 'kustomization', path: 'k', reason },
    ]);
    expect(report).not.toHaveProperty('sources');
  });

  it('keeps a kind given explicitly, and everything when nothing is selected', () => {
    const selects = () => true;
    const { input } = applyDetection(
      given({ manifests: 'x', kustomizations: 'k' }),
      found,
      selects,
    );
    expect(input('kustomizations')).toBe('k');
    expect(input('helm-charts')).toBe('');
    const none = applyDetection(given({ manifests: 'x' }), found, () => false);
    expect(none.input('helm-charts')).toBe('chart\nother');
    expect(none.input('kustomizations')).toBe('k');
    expect(none.report.notChecked).toEqual([]);
  });
});
