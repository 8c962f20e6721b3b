/**
 * The kyverno-production pack over plain manifests, end to end with the real Kyverno CLI: the
 * Kyverno policies and the cross-object checks, each result at its file and line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';

const workspace = fileURLToPath(new URL('../../fixtures/kyverno-install/', import.meta.url));

let temp: string;
let report: RunReport;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'kyverno-install-'));
  const config = checkConfig(workspace, {
    apply: { builtinPolicies: ['kyverno-production'], manifests: ['manifests/*.yaml'] },
    jsonFile: path.join(temp, 'results.json'),
  });
  report = await checkRepository(config, checkDeps('platform'));
});

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

const findings = (file: string): string[] =>
  report.results
    .filter((result) => result.file === file && !['pass', 'skip'].includes(result.status))
    .map(
      (result: PolicyResult) =>
        `${result.line} ${result.status} ${result.policy}${result.rule ? `/${result.rule}` : ''} ${result.resource.namespace}/${result.resource.name}`,
    )
    .sort();

describe('kyverno-production over plain manifests (real Kyverno)', () => {
  it('runs with no policies of the user, and nothing goes wrong', () => {
    expect(report.notices).toEqual([]);
    expect(report.results.filter((result) => result.status === 'error')).toEqual([]);
  });

  it('the default install (helm template output): the findings at the admission controller', () => {
    expect(findings('manifests/kyverno-default.yaml')).toEqual([
      '6 fail kyverno-admission-controller-pdb/pdb-exists kyverno/kyverno-admission-controller',
      '6 fail kyverno-admission-controller-replicas kyverno/kyverno-admission-controller',
      '6 fail kyverno-controller-spread-across-nodes kyverno/kyverno-admission-controller',
    ]);
  });

  it('the recommended production install: no finding', () => {
    expect(findings('manifests/kyverno-production.yaml')).toEqual([]);
    const passed = report.results.filter(
      (result) => result.file === 'manifests/kyverno-production.yaml' && result.status === 'pass',
    );
    expect(new Set(passed.map((result) => result.policy))).toEqual(
      new Set([
        'kyverno-admission-controller-pdb',
        'kyverno-admission-controller-replicas',
        'kyverno-admission-controller-webhook-timeout',
        'kyverno-controller-resources',
        'kyverno-controller-spread-across-nodes',
        'kyverno-leader-elected-controller-replicas',
      ]),
    );
  });

  it('bad input: replicas as a string, maxUnavailable 0, webhook timeouts 0 and 45', () => {
    expect(findings('manifests/bad-input.yaml')).toEqual([
      '43 fail kyverno-admission-controller-pdb/pdb-allows-drain kyverno/kyverno-admission-controller',
      '5 fail kyverno-admission-controller-replicas kyverno/kyverno-admission-controller',
      '5 fail kyverno-admission-controller-webhook-timeout kyverno/kyverno-admission-controller',
      '54 fail kyverno-admission-controller-webhook-timeout kyverno-staging/kyverno-admission-controller',
      '92 fail kyverno-admission-controller-pdb/pdb-allows-drain kyverno-staging/kyverno-admission-controller',
    ]);
    const messages = report.results
      .filter((result) => result.file === 'manifests/bad-input.yaml' && result.status === 'fail')
      .map((result) => result.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'must be a whole number, such as 3 without quotes, not the string "3"',
        ),
        expect.stringContaining(
          'sets --webhookTimeout to "0": Kubernetes accepts webhook timeouts of 1 to 30 seconds only',
        ),
        expect.stringContaining('sets --webhookTimeout to "45"'),
        expect.stringContaining('has maxUnavailable: 0, so it allows no eviction'),
        expect.stringContaining('has minAvailable: 3 with 3 replica(s), so it allows no eviction'),
      ]),
    );
  });

  it('results carry the pack in their category, and the SARIF rules describe the checks', () => {
    const pack = report.results.filter((result) => result.policy.startsWith('kyverno-'));
    expect(pack.length).toBeGreaterThan(0);
    for (const result of pack) expect(result.category, result.policy).toBe('kyverno-production');
    const names = (report.policies ?? []).map((policy) => policy.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'kyverno-admission-controller-replicas',
        'kyverno-admission-controller-pdb',
      ]),
    );
    const rules = renderSarif(report).runs[0].tool.driver.rules;
    const pdb = rules.find(
      (rule) => rule.id === 'kyverno-admission-controller-pdb/pdb-allows-drain',
    );
    expect(pdb?.shortDescription?.text).toMatch(/PodDisruptionBudget keeps the Kyverno admission/);
    const replicas = rules.find((rule) => rule.id === 'kyverno-admission-controller-replicas');
    expect(replicas?.properties).toMatchObject({
      category: 'kyverno-production',
      severity: 'high',
    });
  });
});
