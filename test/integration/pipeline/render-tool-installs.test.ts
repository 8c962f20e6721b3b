/**
 * installAndCheck installs Helm and Kustomize only for the renders it plans, with the real Kyverno
 * and Kustomize CLIs. Helm is pointed at a path that does not exist, so asking for it always
 * fails: an input that only excludes charts, or a pull request that touches none, never asks (no
 * notice); a chart that is planned (or a kustomization that inflates one) becomes one error result,
 * with the reason as a notice, while the kustomization and the plain manifest are still checked.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PullFilesLister } from '../../../src/changes/pull-files.js';
import { readConfig } from '../../../src/inputs/read.js';
import type { RunReport } from '../../../src/model/report.js';
import { installAndCheck } from '../../../src/pipeline/install-and-check.js';
import { kyvernoBinary } from '../../support/kyverno.js';
import { kustomizeBinary } from '../../support/tools.js';
import { writeFiles } from '../../support/write-files.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/render', import.meta.url));

let workspace: string;
let missingHelm: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'render-tool-installs-'));
  await cp(FIXTURE, workspace, { recursive: true });
  missingHelm = path.join(workspace, 'no-such-helm');
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const PULL_REQUEST = {
  name: 'pull_request',
  payload: { number: 3, pull_request: { number: 3, changed_files: 1 } },
};

/** The check with these inputs, the real Kyverno and Kustomize, and a Helm that cannot install. */
async function check(
  inputs: Record<string, string>,
  event: { name: string; payload: unknown } = { name: 'workflow_dispatch', payload: {} },
  listPullFiles?: PullFilesLister,
): Promise<RunReport> {
  const given: Record<string, string> = {
    policies: 'policies',
    manifests: 'plain/*.yaml',
    'kyverno-path': kyvernoBinary(),
    'helm-path': missingHelm,
    'kustomize-path': kustomizeBinary(),
    ...inputs,
  };
  const config = readConfig((name) => given[name] ?? '', {
    workspace,
    runnerTemp: workspace,
    cpuCount: 2,
  });
  const quiet = { info: () => undefined, debug: () => undefined };
  const { report } = await installAndCheck(config, {
    install: { logger: quiet, addPath: () => undefined },
    check: {
      event,
      repo: { owner: 'acme', repo: 'web' },
      logger: quiet,
      ...(listPullFiles && { listPullFiles }),
    },
  });
  return report;
}

const installNotices = (report: RunReport) =>
  report.notices.filter((notice) => notice.startsWith('Could not install'));
const filesOf = (report: RunReport) => new Set(report.results.map((result) => result.file));

it('does not install Helm for an input that only excludes charts', async () => {
  const report = await check({ 'helm-charts': '!**', scope: 'all' });
  expect(installNotices(report)).toEqual([]);
  expect(filesOf(report)).toContain('plain/configmap.yaml');
});

it('does not install Helm when the pull request touches no chart', async () => {
  const onlyTheManifest: PullFilesLister = async () => ({
    ok: true,
    capped: false,
    files: [{ path: 'plain/configmap.yaml', status: 'modified' }],
  });
  const report = await check({ 'helm-charts': 'charts/web' }, PULL_REQUEST, onlyTheManifest);
  expect(installNotices(report)).toEqual([]);
  expect(report.results.some((result) => result.render)).toBe(false);
  expect(filesOf(report)).toContain('plain/configmap.yaml');
});

it('makes a planned chart an error, with the reason as a notice, and checks the rest', async () => {
  const report = await check({
    'helm-charts': 'charts/web',
    kustomizations: 'kustomize/standalone',
    scope: 'all',
  });
  const notices = installNotices(report);
  expect(notices).toHaveLength(1);
  expect(notices[0]).toMatch(/^Could not install helm: .*no-such-helm/);
  expect(notices[0]).toContain('point `helm-path` at a binary');
  const chart = report.results.filter((result) => result.render?.root === 'charts/web');
  // One error per values file (`ci/*-values.yaml`), each at Chart.yaml.
  expect(chart.length).toBeGreaterThan(0);
  for (const result of chart) {
    expect(result).toMatchObject({ status: 'error', file: 'charts/web/Chart.yaml' });
    expect(result.message).toContain('helm is not installed, so charts/web was not rendered');
  }
  expect(report.results.some((result) => result.render?.root === 'kustomize/standalone')).toBe(
    true,
  );
  expect(filesOf(report)).toContain('plain/configmap.yaml');
});

it('asks for Helm for a kustomization with helmCharts: an error for it when Helm is missing', async () => {
  await writeFiles(workspace, {
    'inflates/kustomization.yaml': 'helmCharts:\n  - name: web\n    releaseName: shop\n',
    'inflates/charts/web/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
  });
  const report = await check({ kustomizations: 'inflates', scope: 'all' });
  expect(installNotices(report)).toHaveLength(1);
  expect(report.results.filter((result) => result.render?.root === 'inflates')).toMatchObject([
    {
      status: 'error',
      file: 'inflates/kustomization.yaml',
      message: expect.stringContaining(
        'helm is not installed, so inflates was not rendered (its `helmCharts` need Helm)',
      ),
    },
  ]);
  expect(filesOf(report)).toContain('plain/configmap.yaml');
});
