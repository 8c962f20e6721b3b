import { describe, expect, it } from 'vitest';
import type { RenderConfig } from '../../../src/inputs/config.js';
import { missingDependencies, readChartYaml } from '../../../src/plan/chart.js';
import { readKustomization } from '../../../src/plan/kustomize-references.js';
import { describeRender, planRenders, renderRef } from '../../../src/plan/renders.js';

const WORKSPACE = '/repo';

const config = (overrides: Partial<RenderConfig>): RenderConfig => ({
  helmCharts: [],
  helmValues: ['ci/*-values.yaml'],
  helmNamespace: 'default',
  helmApiVersions: [],
  kustomizations: [],
  ...overrides,
});

const chart = (name: string, extra = ''): string =>
  `apiVersion: v2\nname: ${name}\nversion: 0.1.0\n${extra}`;

const FILES: Record<string, string> = {
  'charts/web/Chart.yaml': chart('web'),
  'charts/web/values.yaml': 'replicas: 1\n',
  'charts/web/templates/deployment.yaml': 'kind: Deployment\n',
  'charts/web/ci/a-values.yaml': 'x: 1\n',
  'charts/web/ci/b-values.yaml': 'x: 2\n',
  'charts/web/ci/notes.txt': 'not values\n',
  'charts/web/charts/sub/Chart.yaml': chart('sub'),
  'charts/web/charts/sub/templates/cm.yaml': 'kind: ConfigMap\n',
  'charts/api/Chart.yaml': chart('api-chart'),
  'charts/api/templates/svc.yaml': 'kind: Service\n',
  'charts/README.md': '# charts\n',
  'charts/broken/templates/x.yaml': 'kind: Pod\n',
  'deploy/base/kustomization.yaml': 'resources:\n  - deployment.yaml\n',
  'deploy/base/deployment.yaml': 'kind: Deployment\n',
  'deploy/base/unused.yaml': 'kind: Pod\n',
  'deploy/components/probes/kustomization.yaml':
    'apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\npatches:\n  - path: probes.yaml\n',
  'deploy/components/probes/probes.yaml': 'kind: Deployment\n',
  'deploy/common/namespace.yaml': 'kind: Namespace\n',
  'deploy/overlays/dev/kustomization.yaml':
    'resources:\n  - ../../base\n  - ../../common/namespace.yaml\ncomponents:\n  - ../../components/probes\n',
  'deploy/overlays/prod/kustomization.yaml':
    'resources:\n  - ../../base\n  - https://example.com/x.yaml\npatches:\n  - path: replicas.yaml\n',
  'deploy/overlays/prod/replicas.yaml': 'kind: Deployment\n',
  'deploy/standalone/kustomization.yml': 'resources:\n  - cm.yaml\n',
  'deploy/standalone/cm.yaml': 'kind: ConfigMap\n',
  'plain/pod.yaml': 'kind: Pod\n',
};

async function plan(overrides: Partial<RenderConfig>, changed?: string[]) {
  return planRenders({
    workspace: WORKSPACE,
    config: config(overrides),
    files: Object.keys(FILES).sort(),
    read: async (file) => FILES[file],
    ...(changed && { changed }),
  });
}

const names = (renders: Awaited<ReturnType<typeof plan>>['renders']) => renders.map(describeRender);

describe('planRenders: Helm charts', () => {
  it('renders a chart once per matching values file, and a chart without any once with defaults', async () => {
    const result = await plan({ helmCharts: ['charts/*'] });
    expect(names(result.renders)).toEqual([
      'chart charts/api',
      'chart charts/web (charts/web/ci/a-values.yaml)',
      'chart charts/web (charts/web/ci/b-values.yaml)',
    ]);
    expect(result.total).toBe(3);
    expect(result.errors).toEqual([]);
    const api = result.renders[0]!;
    expect(api.tool === 'helm' && api.release).toBe('api-chart');
    expect(renderRef(result.renders[1]!)).toEqual({
      tool: 'helm',
      root: 'charts/web',
      values: 'charts/web/ci/a-values.yaml',
    });
  });

  it('uses the release name input, other values globs, and `!` excludes', async () => {
    const result = await plan({
      helmCharts: ['./charts/**', '!charts/api'],
      helmValues: ['values.yaml', 'ci/*.yaml', '!ci/b-*'],
      helmReleaseName: 'rel',
    });
    expect(names(result.renders)).toEqual([
      'chart charts/web (charts/web/ci/a-values.yaml)',
      'chart charts/web (charts/web/values.yaml)',
    ]);
    expect(result.renders.every((r) => r.tool === 'helm' && r.release === 'rel')).toBe(true);
  });

  it('a subchart renders with its parent, not on its own', async () => {
    const result = await plan({ helmCharts: ['charts/**'], helmValues: [] });
    expect(names(result.renders)).toEqual(['chart charts/api', 'chart charts/web']);
  });

  it('a literal folder without Chart.yaml is an error result; a missing one a warning', async () => {
    const result = await plan({
      helmCharts: ['charts/broken', 'charts/gone', 'charts/web/Chart.yaml'],
    });
    expect(result.errors).toMatchObject([
      { status: 'error', file: 'charts/broken', line: 1, reason: 'Not a Helm chart' },
    ]);
    expect(result.errors[0]!.message).toContain('has no Chart.yaml');
    expect(result.warnings).toEqual(['helm-charts: `charts/gone` does not exist.']);
    expect(names(result.renders)).toHaveLength(2);
  });

  it('an invalid Chart.yaml is an error at its line, and the other charts still render', async () => {
    const result = await planRenders({
      workspace: WORKSPACE,
      config: config({ helmCharts: ['a', 'b'] }),
      files: ['a/Chart.yaml', 'b/Chart.yaml'],
      read: async (file) => (file === 'a/Chart.yaml' ? 'name: [unclosed\n' : chart('b')),
    });
    expect(result.errors).toMatchObject([
      { file: 'a/Chart.yaml', reason: 'Invalid Chart.yaml', render: { tool: 'helm', root: 'a' } },
    ]);
    expect(names(result.renders)).toEqual(['chart b']);
  });

  it('a library chart is not rendered on its own: a notice says so, and its files stay unchecked', async () => {
    const result = await planRenders({
      workspace: WORKSPACE,
      config: config({ helmCharts: ['charts/*'] }),
      files: ['charts/app/Chart.yaml', 'charts/lib/Chart.yaml', 'charts/lib/templates/_x.yaml'],
      read: async (file) =>
        chart(file.split('/')[1]!, file.includes('lib') ? 'type: library\n' : ''),
    });
    expect(names(result.renders)).toEqual(['chart charts/app']);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      'helm-charts: charts/lib is a library chart (`type: library` in charts/lib/Chart.yaml): Helm renders it only through the charts that depend on it, so it was not rendered on its own.',
    ]);
    expect(result.isRenderedSource('charts/lib/templates/_x.yaml')).toBe(true);
  });

  it('with changed files, renders only the charts they touch', async () => {
    const touched = await plan({ helmCharts: ['charts/*'] }, [
      'charts/web/charts/sub/templates/cm.yaml',
    ]);
    expect(names(touched.renders)).toEqual([
      'chart charts/web (charts/web/ci/a-values.yaml)',
      'chart charts/web (charts/web/ci/b-values.yaml)',
    ]);
    expect(touched.total).toBe(3);
    const none = await plan({ helmCharts: ['charts/*'] }, ['plain/pod.yaml']);
    expect(none.renders).toEqual([]);
  });

  it('files under a chart folder are rendered sources, never raw manifests', async () => {
    const result = await plan({ helmCharts: ['charts/*'] }, []);
    expect(result.isRenderedSource('charts/web/templates/deployment.yaml')).toBe(true);
    expect(result.isRenderedSource('charts/web/ci/a-values.yaml')).toBe(true);
    expect(result.isRenderedSource('charts/README.md')).toBe(false);
    expect(result.isRenderedSource('plain/pod.yaml')).toBe(false);
    const named = await plan({ helmCharts: ['charts/broken'] });
    expect(named.isRenderedSource('charts/broken/templates/x.yaml')).toBe(true);
  });
});

describe('planRenders: Kustomize', () => {
  const all = { kustomizations: ['deploy/**'] };

  it('builds every kustomization a glob matches, skipping components', async () => {
    const result = await plan(all);
    expect(names(result.renders)).toEqual([
      'kustomization deploy/base',
      'kustomization deploy/overlays/dev',
      'kustomization deploy/overlays/prod',
      'kustomization deploy/standalone',
    ]);
    expect(result.renders[3]).toMatchObject({ file: 'deploy/standalone/kustomization.yml' });
    expect(result.errors).toEqual([]);
  });

  it('a changed base rebuilds every overlay that uses it, and no other', async () => {
    const result = await plan(all, ['deploy/base/deployment.yaml']);
    expect(names(result.renders)).toEqual([
      'kustomization deploy/base',
      'kustomization deploy/overlays/dev',
      'kustomization deploy/overlays/prod',
    ]);
  });

  it('follows components and single resource files', async () => {
    expect(names((await plan(all, ['deploy/components/probes/probes.yaml'])).renders)).toEqual([
      'kustomization deploy/overlays/dev',
    ]);
    expect(names((await plan(all, ['deploy/common/namespace.yaml'])).renders)).toEqual([
      'kustomization deploy/overlays/dev',
    ]);
    expect(names((await plan(all, ['deploy/overlays/prod/replicas.yaml'])).renders)).toEqual([
      'kustomization deploy/overlays/prod',
    ]);
  });

  it('sources of a kustomization are not raw manifests; kustomization files stay raw (and skipped)', async () => {
    const result = await plan({ kustomizations: ['deploy/overlays/dev'] });
    expect(result.isRenderedSource('deploy/base/deployment.yaml')).toBe(true);
    expect(result.isRenderedSource('deploy/common/namespace.yaml')).toBe(true);
    expect(result.isRenderedSource('deploy/components/probes/probes.yaml')).toBe(true);
    expect(result.isRenderedSource('deploy/overlays/dev/kustomization.yaml')).toBe(false);
    expect(result.isRenderedSource('deploy/standalone/cm.yaml')).toBe(false);
    // In a base's folder, but named by no kustomization.
    expect(result.isRenderedSource('deploy/base/unused.yaml')).toBe(false);
  });

  it('a literal component or a folder without kustomization is an error result', async () => {
    const result = await plan({
      kustomizations: ['deploy/components/probes', 'plain', '!deploy/x'],
    });
    expect(result.errors.map((error) => [error.file, error.reason])).toEqual([
      ['plain', 'Not a kustomization'],
      ['deploy/components/probes/kustomization.yaml', 'Not a kustomization'],
    ]);
    expect(result.renders).toEqual([]);
  });

  it('warns about values globs that leave the chart folder', async () => {
    const result = await plan({ helmCharts: ['charts/web'], helmValues: ['../../values.yaml'] });
    expect(result.warnings).toEqual([
      'helm-values: `../../values.yaml` points outside its chart folder; ignored.',
    ]);
  });

  it('warns about a glob that matches nothing and a path outside the workspace', async () => {
    const result = await plan({ kustomizations: ['nothing/**', '../outside'] });
    expect(result.warnings).toEqual([
      'kustomizations: `../outside` points outside the workspace; ignored.',
      'kustomizations: no folder matches `nothing/**`.',
    ]);
  });
});

describe('Chart.yaml and kustomization readers', () => {
  it('reads dependencies with their lines and finds the ones charts/ lacks', () => {
    const reading = readChartYaml(
      chart(
        'app',
        'dependencies:\n  - name: redis\n    version: 1.2.3\n    repository: https://x\n  - alias: cache\n    name: memcached\n    version: "~2"\n',
      ),
    );
    expect(reading).toEqual({
      chart: {
        name: 'app',
        library: false,
        dependencies: [
          { name: 'redis', version: '1.2.3', repository: 'https://x', line: 5 },
          { name: 'memcached', alias: 'cache', version: '~2', line: 9 },
        ],
      },
    });
    if (!('chart' in reading)) throw new Error('unreachable');
    expect(missingDependencies(reading.chart, ['redis-1.2.3.tgz']).map((d) => d.name)).toEqual([
      'memcached',
    ]);
    expect(missingDependencies(reading.chart, ['redis', 'memcached-2.0.1.tgz'])).toEqual([]);
  });

  it('names the problem of a bad Chart.yaml', () => {
    expect(readChartYaml('version: 1\n')).toEqual({ problem: 'has no `name`', line: 1 });
    expect(readChartYaml('- a\n')).toEqual({ problem: 'not a YAML mapping', line: 1 });
  });

  it('lists the local paths a kustomization names', () => {
    const text = [
      'resources: [a.yaml, ../base, "github.com/org/repo//x?ref=v1"]',
      'bases: [../old]',
      'patchesStrategicMerge: [p.yaml, "kind: X\\nmetadata: {}"]',
      'patchesJson6902: [{path: j.yaml}]',
      'configMapGenerator: [{files: [k=conf.txt, plain.txt], envs: [e.env]}]',
      'secretGenerator: [{env: s.env}]',
    ].join('\n');
    expect(readKustomization(text)).toEqual({
      kind: 'Kustomization',
      references: [
        'a.yaml',
        '../base',
        '../old',
        'p.yaml',
        'j.yaml',
        'conf.txt',
        'plain.txt',
        'e.env',
        's.env',
      ],
    });
    expect(readKustomization(': [')).toBeUndefined();
  });

  it('reads helmCharts: the local charts and values files as references, and whether it pulls', () => {
    const text = [
      'helmGlobals: {chartHome: vendor/}',
      'helmCharts:',
      '  - {name: web, valuesFile: web.yaml, additionalValuesFiles: [prod.yaml]}',
      '  - {name: redis, repo: "https://charts.example.com", version: 1.0.0}',
    ].join('\n');
    expect(readKustomization(text)).toEqual({
      kind: 'Kustomization',
      references: ['vendor/web', 'web.yaml', 'prod.yaml'],
      helmCharts: { chartHome: 'vendor/', localCharts: ['vendor/web'], pulls: true },
    });
    expect(readKustomization('helmCharts: [{name: web}]\n')?.helmCharts).toEqual({
      chartHome: 'charts',
      localCharts: ['charts/web'],
      pulls: false,
    });
  });

  it('plans a build that inflates charts with Helm, and the chart homes it may pull into', async () => {
    const result = await planRenders({
      workspace: WORKSPACE,
      config: config({ kustomizations: ['apps/*'] }),
      files: ['apps/a/kustomization.yaml', 'apps/b/kustomization.yaml', 'base/kustomization.yaml'],
      read: async (file) =>
        ({
          'apps/a/kustomization.yaml': 'resources: [../../base]\n',
          'apps/b/kustomization.yaml': 'helmCharts: [{name: web}]\n',
          'base/kustomization.yaml': 'helmCharts: [{name: redis, repo: "oci://r.example.com"}]\n',
        })[file],
    });
    expect(result.renders).toEqual([
      {
        tool: 'kustomize',
        root: 'apps/a',
        file: 'apps/a/kustomization.yaml',
        helm: { chartHomes: ['base/charts'] },
      },
      {
        tool: 'kustomize',
        root: 'apps/b',
        file: 'apps/b/kustomization.yaml',
        helm: { chartHomes: [] },
      },
    ]);
  });
});
