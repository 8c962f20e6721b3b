/**
 * A kustomization that inflates Helm charts (`helmCharts`), as Argo CD builds it with
 * `--enable-helm`: one chart from the checkout, one pulled from a chart repository on loopback,
 * with the real Kustomize, Helm and Kyverno, and Helm's Capabilities from the `helm-*` inputs. The build gets Helm without any input, the objects
 * are checked, and what Kustomize pulled into the checkout is gone afterwards.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { resourceLabel } from '../../../src/model/result.js';
import { checkWithInputs } from '../../support/check-config.js';
import { serveChartRepository, type ChartRepository } from '../../support/chart-repository.js';
import { writeFiles } from '../../support/write-files.js';

const POLICIES = fileURLToPath(new URL('../../fixtures/render/policies', import.meta.url));

const configMap = (name: string, team: string) =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n${team}data:\n  from: chart\n`;

let root: string;
let workspace: string;
let repository: ChartRepository;
let report: RunReport;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kpc-kustomize-helm-'));
  repository = await serveChartRepository(root, {
    cache: {
      'Chart.yaml': 'apiVersion: v2\nname: cache\nversion: 2.0.0\n',
      'values.yaml': '{}\n',
      'templates/configmap.yaml': configMap('{{ .Release.Name }}-cache', ''),
    },
  });
  workspace = path.join(root, 'workspace');
  await cp(POLICIES, path.join(workspace, 'policies'), { recursive: true });
  await writeFiles(workspace, {
    'apps/shop/kustomization.yaml': [
      'helmCharts:',
      '  - name: web',
      '    releaseName: shop',
      '    valuesFile: web-values.yaml',
      '  - name: cache',
      `    repo: ${repository.url}`,
      '    version: 2.0.0',
      '    releaseName: shop',
      '',
    ].join('\n'),
    'apps/shop/web-values.yaml': 'team: payments\n',
    'apps/shop/charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
    'apps/shop/charts/web/values.yaml': 'team: ""\n',
    'apps/shop/charts/web/templates/configmap.yaml': configMap(
      '{{ .Release.Name }}-web',
      '  labels:\n    team: {{ .Values.team }}\n',
    ),
    // Rendered only with the `helm-api-versions` input, named after `helm-kube-version`.
    'apps/shop/charts/web/templates/capabilities.yaml': [
      '{{- if .Capabilities.APIVersions.Has "example.com/v1" }}',
      configMap(
        '{{ .Release.Name }}-k{{ .Capabilities.KubeVersion.Minor }}',
        '  labels:\n    team: x\n',
      ),
      '{{- end }}',
    ].join('\n'),
  });
  report = await checkWithInputs(workspace, {
    policies: 'policies',
    kustomizations: 'apps/*',
    'helm-kube-version': '1.31.0',
    'helm-api-versions': 'example.com/v1',
    scope: 'all',
    deprecations: 'off',
  });
}, 180_000);

afterAll(async () => {
  repository?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

it('inflates the local and the pulled chart, and checks their objects', () => {
  expect(report.results.filter((result) => result.status === 'error')).toEqual([]);
  expect(
    report.results
      .filter((result) => result.render?.root === 'apps/shop')
      .map(
        (result) =>
          `${result.status} ${resourceLabel(result.resource)} ${result.file}:${result.line}`,
      )
      .sort(),
  ).toEqual([
    // At the chart's entry in `helmCharts`: Kustomize's origin names no template.
    'fail ConfigMap default/shop-cache apps/shop/kustomization.yaml:5',
    // Its name holds no entry's name: at `helmCharts:`.
    'pass ConfigMap default/shop-k31 apps/shop/kustomization.yaml:1',
    'pass ConfigMap default/shop-web apps/shop/kustomization.yaml:2',
  ]);
});

it('removes the chart Kustomize pulled into the checkout, and keeps the local one', async () => {
  expect(await readdir(path.join(workspace, 'apps/shop/charts'))).toEqual(['web']);
});
