import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/detect/load.js';
import { ConfigFileError } from '../../../src/inputs/config-file.js';
import { cleanupRepos } from '../../support/git-repo.js';
import { fixtureRepo } from '../../support/detect-fixtures.js';

afterAll(cleanupRepos);

const env = (workspace: string) => ({ workspace, runnerTemp: workspace, cpuCount: 2 });
const inputs =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? '';

describe('loadConfig: the workflow, the configuration file, local defaults, detection', () => {
  it('with no inputs and no file, detects every kind', async () => {
    const repo = await fixtureRepo('app-repo');
    const config = await loadConfig(inputs({}), env(repo.dir));
    expect(config.apply.policies).toEqual([
      'policies/disallow-latest-tag.yaml',
      'policies/require-app-label.yaml',
    ]);
    expect(config.apply.manifests).toEqual([
      'manifests/batch/migrate.yml',
      'manifests/settings.yaml',
    ]);
    expect(config.render?.helmCharts).toEqual(['charts/web']);
    expect(config.render?.kustomizations).toEqual([
      'deploy/overlays/prod',
      'deploy/overlays/staging',
    ]);
    expect(config.tests.dirs).toEqual(['.']);
    expect(config.detection?.configFile).toBeUndefined();
  });

  it('the file beats the defaults, the workflow beats the file, `none` turns a kind off', async () => {
    const repo = await fixtureRepo('app-repo', {
      '.kyverno-policy-check.yaml': 'manifests: none\nfail-on: warn\nscope: changed\n',
    });
    const fromFile = await loadConfig(inputs({}), env(repo.dir), {
      defaults: inputs({ scope: 'all' }),
    });
    expect(fromFile.apply.manifests).toEqual([]);
    expect(fromFile.render?.helmCharts).toEqual(['charts/web']);
    expect(fromFile.report.failOn).toBe('warn');
    expect(fromFile.apply.scope).toBe('changed');
    expect(fromFile.detection?.configFile).toBe('.kyverno-policy-check.yaml');

    const fromWorkflow = await loadConfig(
      inputs({ 'fail-on': 'never', manifests: 'manifests/*.yaml' }),
      env(repo.dir),
    );
    expect(fromWorkflow.report.failOn).toBe('never');
    expect(fromWorkflow.apply.manifests).toEqual(['manifests/*.yaml']);
    // Detection is per kind: the policies, charts and kustomizations left empty are detected.
    expect(fromWorkflow.apply.policies).toHaveLength(2);
    expect(fromWorkflow.render?.helmCharts).toEqual(['charts/web']);
    expect(fromWorkflow.render?.kustomizations).toEqual(fromFile.render?.kustomizations);
  });

  it('never checks a file twice: explicit `manifests` leave out the roots and charts holding them', async () => {
    const repo = await fixtureRepo('app-repo');
    const config = await loadConfig(
      inputs({ manifests: 'deploy/overlays/prod/replicas.yaml\ncharts/web/templates/*.yaml' }),
      env(repo.dir),
    );
    expect(config.apply.manifests).toEqual([
      'deploy/overlays/prod/replicas.yaml',
      'charts/web/templates/*.yaml',
    ]);
    // prod reaches replicas.yaml, the chart holds the template: both are plain manifests now.
    expect(config.render?.kustomizations).toEqual(['deploy/overlays/staging']);
    expect(config.render?.helmCharts).toEqual([]);
    const reason = 'its files are checked as plain manifests (`manifests`)';
    expect(config.detection?.notChecked).toEqual(
      expect.arrayContaining([
        { what: 'chart', path: 'charts/web', reason },
        { what: 'kustomization', path: 'deploy/overlays/prod', reason },
      ]),
    );
    expect(config.detection?.found['helm-charts']).toEqual([]);
    expect(config.detection?.found.kustomizations).toEqual(['deploy/overlays/staging']);
    expect(config.detection).not.toHaveProperty('sources');

    // A shared base: a folder given as `manifests` selects its YAML, so both overlays are left out.
    const base = await loadConfig(inputs({ manifests: 'deploy/base' }), env(repo.dir));
    expect(base.render?.kustomizations).toEqual([]);
    expect(base.render?.helmCharts).toEqual(['charts/web']);
  });

  it('local defaults sit below the file', async () => {
    const repo = await fixtureRepo('app-repo');
    const config = await loadConfig(inputs({}), env(repo.dir), {
      defaults: inputs({ scope: 'all' }),
    });
    expect(config.apply.scope).toBe('all');
  });

  it('reads the file the `config` input names, and fails on a bad one', async () => {
    const repo = await fixtureRepo('monorepo', {
      'ci/kpc.yaml': 'policies: [platform/policies/require-app-label.yaml]\n',
      'ci/bad.yaml': 'polices: [x]\n',
    });
    const config = await loadConfig(inputs({ config: 'ci/kpc.yaml' }), env(repo.dir));
    expect(config.apply.policies).toEqual(['platform/policies/require-app-label.yaml']);
    await expect(loadConfig(inputs({ config: 'ci/bad.yaml' }), env(repo.dir))).rejects.toThrow(
      ConfigFileError,
    );
  });

  it('does not list the tree when only `tests` is left to detect', async () => {
    const repo = await fixtureRepo('monorepo');
    const config = await loadConfig(
      inputs({
        policies: 'platform/policies',
        manifests: 'teams/a/k8s/*.yaml',
        'helm-charts': 'none',
        kustomizations: 'none',
      }),
      env(repo.dir),
      { runner: () => Promise.reject(new Error('no git expected')) },
    );
    expect(config.tests.dirs).toEqual(['.']);
    expect(config.detection).toBeUndefined();
  });
});
