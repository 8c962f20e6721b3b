/**
 * `migration-report: true` in the pipeline, with the real Kyverno CLI: the run's legacy policies
 * are converted and proven, the report carries the conversions (job summary section, JSON), and
 * the "ClusterPolicy is deprecated" finding says whether the policy converts cleanly.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { renderJsonReport } from '../../../src/report/json-file.js';
import { renderSummary } from '../../../src/report/summary.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';

const fixtures = new URL('../../fixtures/migrate/', import.meta.url).pathname;
let workspace: string;
let report: RunReport;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'migration-report-'));
  await cp(path.join(fixtures, 'deny'), path.join(workspace, 'policies/deny'), { recursive: true });
  await cp(path.join(fixtures, 'bad/mixed'), path.join(workspace, 'policies/mixed'), {
    recursive: true,
  });
  const config = checkConfig(workspace, {
    tests: { dirs: ['policies'] },
    apply: { policies: ['policies'] },
  });
  config.report.migrationReport = true;
  config.upgrade = { deprecations: 'warn' };
  report = await checkRepository(config, checkDeps('web'));
}, 600_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe('migration-report', () => {
  it('carries each legacy policy with its status and conversion', () => {
    const byName = new Map(report.migration?.map((m) => [m.policy, m]));
    expect(byName.get('fixture-deny')).toMatchObject({
      file: 'policies/deny/policy.yaml',
      status: 'equivalent',
      suites: ['policies/deny/.kyverno-test/kyverno-test.yaml'],
    });
    expect(byName.get('fixture-deny')?.converted).toContain('kind: ValidatingPolicy');
    expect(byName.get('fixture-mixed')).toMatchObject({ status: 'unsupported', converted: null });
  });

  it('renders the Migration section and the JSON report', () => {
    const summary = renderSummary(report, {
      verdict: { failed: false, reason: 'ok' },
      kyverno: { version: 'v1.19.0', path: 'kyverno', origin: 'test' },
    });
    expect(summary).toContain('### Migration: 2 legacy policies to ValidatingPolicy');
    expect(summary).toContain(
      '<details><summary>equivalent: fixture-deny (policies/deny/policy.yaml:1)</summary>',
    );
    expect(JSON.parse(renderJsonReport(report)).migration).toHaveLength(2);
  });

  it('the deprecation finding says whether the policy converts cleanly', () => {
    const finding = report.results.find(
      (r) =>
        r.upgrade?.type === 'deprecation' &&
        r.policy === 'fixture-deny' &&
        r.file === 'policies/deny/policy.yaml',
    );
    expect(finding?.message).toContain('It converts to a ValidatingPolicy proven equivalent');
  });
});
