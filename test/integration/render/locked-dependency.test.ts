/**
 * A chart whose `Chart.lock` pins a dependency from a plain https repository that `charts/` does
 * not hold, with the real Helm and a chart repository on loopback. Helm builds a locked chart
 * only from repositories it is configured with; the render stage gives that one build a
 * configuration of its own (the user's, plus the missing URL), so the chart renders and the
 * user's Helm configuration stays as it was.
 */
import { access, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { checkWithInputs } from '../../support/check-config.js';
import {
  helm,
  serveChartRepository,
  type ChartRepository,
} from '../../support/chart-repository.js';
import { writeFiles } from '../../support/write-files.js';

const POLICIES = fileURLToPath(new URL('../../fixtures/render/policies', import.meta.url));

let root: string;
let workspace: string;
let repository: ChartRepository;
let report: RunReport;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kpc-locked-dependency-'));
  repository = await serveChartRepository(root, {
    lib: {
      'Chart.yaml': 'apiVersion: v2\nname: lib\nversion: 0.1.0\n',
      'templates/configmap.yaml':
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}-lib\n  labels:\n    team: platform\ndata:\n  from: lib\n',
    },
  });
  workspace = path.join(root, 'workspace');
  await cp(POLICIES, path.join(workspace, 'policies'), { recursive: true });
  await writeFiles(workspace, {
    'charts/web/Chart.yaml': `apiVersion: v2\nname: web\nversion: 1.0.0\ndependencies:\n  - name: lib\n    version: 0.1.0\n    repository: ${repository.url}\n`,
  });
  // Without a lock, Helm fetches from the URL itself: this writes Chart.lock, as a team commits it.
  await helm(['dependency', 'update', 'charts/web'], workspace);
  await rm(path.join(workspace, 'charts/web/charts'), { recursive: true });

  report = await checkWithInputs(workspace, {
    policies: 'policies',
    'helm-charts': 'charts/web',
    scope: 'all',
    deprecations: 'off',
  });
}, 120_000);

afterAll(async () => {
  repository?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

it('renders the locked dependency from a repository Helm was not told of', () => {
  expect(report.results.filter((result) => result.status === 'error')).toEqual([]);
  expect(
    report.results
      .filter((result) => result.render?.root === 'charts/web')
      .map((result) => `${result.status} ${result.resource.kind}/${result.resource.name}`),
  ).toContain('pass ConfigMap/web-lib');
});

it("leaves the user's Helm configuration and the chart folder as they were", async () => {
  await expect(
    access(path.join(process.env.HELM_CONFIG_HOME!, 'repositories.yaml')),
  ).rejects.toThrow();
  expect(await readdir(path.join(workspace, 'charts/web'))).toEqual(['Chart.lock', 'Chart.yaml']);
});
