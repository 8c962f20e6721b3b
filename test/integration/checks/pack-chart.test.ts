/**
 * The kyverno-production pack over a rendered Helm chart, end to end with the real Kyverno and
 * Helm CLIs: test/fixtures/kyverno-install/chart is shaped like the kyverno chart, and is
 * rendered once per ci/*-values.yaml file.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { checkWithInputs } from '../../support/check-config.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/kyverno-install/chart', import.meta.url));

let workspace: string;
let report: RunReport;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kyverno-chart-'));
  await cp(FIXTURE, path.join(workspace, 'chart'), { recursive: true });
  const inputs: Record<string, string> = {
    'builtin-policies': 'kyverno-production',
    'helm-charts': 'chart',
    'helm-namespace': 'kyverno',
    scope: 'all',
  };
  report = await checkWithInputs(workspace, inputs);
}, 300_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

/** `status policy/rule file:line` of one render's findings (not passes, not skips). */
const findings = (values: string): string[] =>
  report.results
    .filter(
      (result: PolicyResult) =>
        result.render?.values === `chart/ci/${values}` && !['pass', 'skip'].includes(result.status),
    )
    .map(
      (result) =>
        `${result.status} ${result.policy}${result.rule ? `/${result.rule}` : ''} ${result.file}:${result.line}`,
    )
    .sort();

describe('kyverno-production over the rendered chart (real Kyverno and Helm)', () => {
  it('default values: one replica, no PodDisruptionBudget, no spread, at the template', () => {
    expect(findings('default-values.yaml')).toEqual([
      'fail kyverno-admission-controller-pdb/pdb-exists chart/templates/admission-controller/deployment.yaml:4',
      'fail kyverno-admission-controller-replicas chart/templates/admission-controller/deployment.yaml:4',
      'fail kyverno-controller-spread-across-nodes chart/templates/admission-controller/deployment.yaml:4',
    ]);
  });

  it('production values: no finding, and every check ran', () => {
    expect(findings('production-values.yaml')).toEqual([]);
    const passed = report.results.filter(
      (result) =>
        result.render?.values === 'chart/ci/production-values.yaml' && result.status === 'pass',
    );
    expect(new Set(passed.map((result) => result.policy)).size).toBe(6);
  });

  it('replicaCount: the ignored keys at their lines, and the replica finding still there', () => {
    expect(findings('replicacount-values.yaml')).toEqual([
      'fail kyverno-admission-controller-pdb/pdb-exists chart/templates/admission-controller/deployment.yaml:4',
      'fail kyverno-admission-controller-replicas chart/templates/admission-controller/deployment.yaml:4',
      'fail kyverno-controller-spread-across-nodes chart/templates/admission-controller/deployment.yaml:4',
      'warn helm-values/unknown-key chart/ci/replicacount-values.yaml:3',
      'warn helm-values/unknown-key chart/ci/replicacount-values.yaml:4',
    ]);
    const warning = report.results.find(
      (result) => result.rule === 'unknown-key' && result.line === 3,
    );
    expect(warning?.message).toMatch(
      /^`replicaCount` is not a value of chart kyverno 3\.x; did you mean `admissionController\.replicas`\?/,
    );
    expect(warning?.render).toEqual({
      tool: 'helm',
      root: 'chart',
      values: 'chart/ci/replicacount-values.yaml',
    });
  });

  it('a values file that is not a map: one clear error at the file, the other renders checked', () => {
    const errors = report.results.filter((result) => result.status === 'error');
    expect(errors.map((result) => `${result.file}:${result.line}`)).toEqual([
      'chart/ci/not-a-map-values.yaml:1',
    ]);
    expect(errors[0]!.message).toMatch(
      /chart\/ci\/not-a-map-values\.yaml holds a list, not a map of values: write `key: value` lines at its top level\.$/,
    );
  });
});
