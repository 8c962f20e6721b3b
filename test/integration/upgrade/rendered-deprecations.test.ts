/**
 * Deprecated policies that come out of a rendered chart or kustomization, with the real Helm,
 * Kustomize and Kyverno CLIs: each finding at the template's or source file's line, carrying the
 * render it came from, and none with `deprecations: off`.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { checkWithInputs } from '../../support/check-config.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/upgrade/rendered', import.meta.url));

let workspace: string;

const inputs = (deprecations: string): Record<string, string> => ({
  policies: 'policies',
  scope: 'all',
  'helm-charts': 'charts/legacy',
  kustomizations: 'kustomize/base',
  deprecations,
});

const findings = (report: RunReport) =>
  report.results
    .filter((result) => result.source === 'upgrade')
    .map(
      (result) =>
        `${result.file}:${result.line}:${result.column} ${result.status} ${result.resource.kind} ${result.policy} ${result.upgrade?.subject} | ${result.render?.tool} ${result.render?.root}`,
    )
    .sort();

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'rendered-deprecations-'));
  await cp(FIXTURE, workspace, { recursive: true });
});

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe('deprecations in rendered policies', () => {
  it('places each finding on the template or source line, with its render', async () => {
    const report = await checkWithInputs(workspace, inputs('warn'));
    expect(findings(report)).toEqual([
      'charts/legacy/templates/policy.yaml:2:1 warn ClusterPolicy legacy-require-team kyverno.io ClusterPolicy and Policy | helm charts/legacy',
      'charts/legacy/templates/policy.yaml:6:3 warn ClusterPolicy legacy-require-team spec.validationFailureAction | helm charts/legacy',
      'kustomize/base/cleanup.yaml:3:1 warn ClusterCleanupPolicy team-delete-old-pods kyverno.io CleanupPolicy and ClusterCleanupPolicy | kustomize kustomize/base',
    ]);
    const policy = report.results.find(
      (result) => result.source === 'upgrade' && result.resource.kind === 'ClusterPolicy',
    );
    expect(policy?.message).toContain('Rewrite it as a ValidatingPolicy');
  }, 300_000);

  it('reports none with `deprecations: off`', async () => {
    const report = await checkWithInputs(workspace, inputs('off'));
    expect(findings(report)).toEqual([]);
  }, 300_000);

  it('reports errors with `deprecations: error`', async () => {
    const report = await checkWithInputs(workspace, inputs('error'));
    const statuses = report.results
      .filter((result) => result.source === 'upgrade')
      .map((result) => result.status);
    expect(statuses).toEqual(['error', 'error', 'error']);
  }, 300_000);
});
