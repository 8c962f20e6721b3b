/**
 * The mutation preview of rendered objects, through the whole pipeline with the real Helm,
 * Kustomize and Kyverno CLIs: each change is placed at the template (Helm) or source (Kustomize)
 * line of the object, names its render, and reaches the report's `mutations`.
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { checkWithInputs } from '../../support/check-config.js';

const RENDER = fileURLToPath(new URL('../../fixtures/render', import.meta.url));
const MUTATE = fileURLToPath(new URL('../../fixtures/mutate', import.meta.url));

let workspace: string;
let report: RunReport;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'mutate-render-'));
  await cp(path.join(RENDER, 'charts/web'), path.join(workspace, 'charts/web'), {
    recursive: true,
  });
  await cp(path.join(RENDER, 'kustomize'), path.join(workspace, 'kustomize'), { recursive: true });
  await mkdir(path.join(workspace, 'policies'));
  await cp(
    path.join(MUTATE, 'policies/pull-policy-foreach.yaml'),
    path.join(workspace, 'policies/pull-policy-foreach.yaml'),
  );
  report = await checkWithInputs(workspace, {
    policies: 'policies',
    manifests: '',
    scope: 'all',
    'helm-charts': 'charts/web',
    kustomizations: 'kustomize/overlays/dev',
    'helm-kube-version': '1.31.0',
  });
}, 300_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe('mutation preview of renders', () => {
  it('places each change at the template or source line, with its render', () => {
    const placed = (report.mutations ?? []).map(
      (m) =>
        `${m.resource.kind} ${m.resource.name} ${m.file}:${m.line} ${m.render?.tool} ${m.render?.root}${m.render?.values ? ` ${m.render.values}` : ''}`,
    );
    expect(placed).toEqual([
      // The template's `kind:` line: its name is a template action (as results are placed).
      'Deployment web-web charts/web/templates/deployment.yaml:2 helm charts/web charts/web/ci/dev-values.yaml',
      'Deployment web-web charts/web/templates/deployment.yaml:2 helm charts/web charts/web/ci/prod-values.yaml',
      'Deployment dev-api kustomize/base/deployment.yaml:4 kustomize kustomize/overlays/dev',
    ]);
    for (const mutation of report.mutations ?? []) {
      expect(mutation.documentIndex).toBeUndefined();
      expect(mutation.diff).toContain('+          imagePullPolicy: IfNotPresent');
    }
  });

  it('gives the mutate results their change', () => {
    const results = report.results.filter((result) => result.mutation);
    expect(results.length).toBe(report.mutations?.length);
    expect(results.every((result) => result.status === 'pass')).toBe(true);
  });
});
