import { describe, expect, it } from 'vitest';
import { parseCliArgs } from '../../../src/cli/args.js';
import { readConfig } from '../../../src/inputs/read.js';

const ENV = { workspace: '/repo', runnerTemp: '/tmp', cpuCount: 2 };
const config = (inputs: Record<string, string>) => readConfig((name) => inputs[name] ?? '', ENV);

describe('render inputs', () => {
  it('reads the Helm and Kustomize inputs with their defaults', () => {
    expect(config({ policies: 'p', 'helm-charts': 'charts/*\n!charts/old' }).render).toEqual({
      helmCharts: ['charts/*', '!charts/old'],
      helmValues: ['ci/*-values.yaml'],
      helmNamespace: 'default',
      helmApiVersions: [],
      kustomizations: [],
    });
    expect(
      config({
        policies: 'p',
        kustomizations: 'deploy/overlays/*',
        'helm-values': 'values-*.yaml',
        'helm-release-name': 'rel',
        'helm-namespace': 'apps',
        'helm-kube-version': 'v1.31.2',
        'helm-api-versions': 'monitoring.coreos.com/v1, batch/v1\npolicy/v1',
      }).render,
    ).toEqual({
      helmCharts: [],
      helmValues: ['values-*.yaml'],
      helmReleaseName: 'rel',
      helmNamespace: 'apps',
      helmKubeVersion: 'v1.31.2',
      helmApiVersions: ['monitoring.coreos.com/v1', 'batch/v1', 'policy/v1'],
      kustomizations: ['deploy/overlays/*'],
    });
  });

  it('names the input that is wrong', () => {
    expect(() => config({ policies: 'p', 'helm-kube-version': 'latest' })).toThrow(
      /Input `helm-kube-version`: got "latest"/,
    );
    expect(() => config({ kustomizations: 'deploy' })).toThrow(
      /Input `policies`: is required when `helm-charts` or `kustomizations` is set/,
    );
  });

  it('local mode takes the same flags', () => {
    const { input } = parseCliArgs([
      '--helm-charts',
      'charts/a',
      '--helm-charts',
      'charts/b',
      '--kustomizations',
      'k',
      '--helm-api-versions',
      'x/v1',
      '--helm-kube-version',
      '1.30',
      '--helm-namespace',
      'ns',
      '--helm-release-name',
      'r',
      '--helm-values',
      'v.yaml',
    ]);
    expect(
      ['helm-charts', 'kustomizations', 'helm-api-versions', 'helm-kube-version'].map(input),
    ).toEqual(['charts/a\ncharts/b', 'k', 'x/v1', '1.30']);
    expect(['helm-namespace', 'helm-release-name', 'helm-values'].map(input)).toEqual([
      'ns',
      'r',
      'v.yaml',
    ]);
  });
});
