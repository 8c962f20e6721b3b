/**
 * Rendering in the bundled action (dist/index.js as the runner starts it): Helm charts and
 * Kustomize roots from `helm-charts` and `kustomizations`, with `helm-path` and `kustomize-path`
 * naming the real CLIs; the JSON report, the annotations and the job summary name each render.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../support/action-runner.js';
import { readReport } from '../support/e2e-reports.js';
import { SharedKyverno, transcript } from '../support/e2e-setup.js';
import { helmBinary, kustomizeBinary } from '../support/tools.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/render', import.meta.url));

let kyverno: SharedKyverno;
let workspace: string;
let run: ActionRun;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-render-'));
  for (const folder of ['policies', 'charts/web', 'kustomize/base', 'kustomize/overlays']) {
    await cp(path.join(FIXTURES, folder), path.join(workspace, folder), { recursive: true });
  }
  run = await runAction({
    workspace,
    toolCache: kyverno.toolCache,
    inputs: {
      ...kyverno.inputs,
      tests: 'none',
      policies: 'policies',
      'helm-charts': 'charts/*',
      kustomizations: 'kustomize/overlays/*',
      'helm-path': helmBinary(),
      'kustomize-path': kustomizeBinary(),
      scope: 'all',
      'json-file': 'kyverno.json',
      'check-run': 'false',
      comment: 'off',
    },
  });
});

afterAll(async () => {
  await kyverno?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe('rendering in the bundled action', () => {
  it('fails the step on rendered objects, each result naming its render', async () => {
    expect(run.exitCode, transcript(run)).toBe(1);
    const report = await readReport(path.join(workspace, 'kyverno.json'));
    const renders = new Set(
      report.results.map((result) =>
        result.render ? `${result.render.root} ${result.render.values ?? ''}`.trim() : 'raw',
      ),
    );
    expect([...renders].sort()).toEqual([
      'charts/web charts/web/ci/dev-values.yaml',
      'charts/web charts/web/ci/prod-values.yaml',
      'kustomize/overlays/dev',
      'kustomize/overlays/prod',
    ]);
    expect(report.results).toContainEqual(
      expect.objectContaining({
        status: 'fail',
        policy: 'disallow-privileged',
        file: 'charts/web/templates/deployment.yaml',
        // The template's one `privileged:` line, the field Kyverno names.
        line: 20,
        render: {
          tool: 'helm',
          root: 'charts/web',
          values: 'charts/web/ci/prod-values.yaml',
        },
      }),
    );
  });

  it('annotates the template line and groups the summary by render', () => {
    const annotation = run.commands.find(
      (command) =>
        command.command === 'error' &&
        command.properties.file === 'charts/web/templates/deployment.yaml',
    );
    expect(annotation?.message, transcript(run)).toContain(
      '(rendered from charts/web (charts/web/ci/prod-values.yaml))',
    );
    expect(run.summary).toContain('(Kustomize kustomize/overlays/dev)');
  });
});
