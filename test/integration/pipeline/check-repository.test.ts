/**
 * End to end with the real Kyverno CLI: the policies behind a run's results reach the report,
 * and their annotations reach the SARIF rules and the job summary.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { renderSummary } from '../../../src/report/summary.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { TEAM_SUITE_FILES, teamPod } from '../../support/team-suite.js';
import { writeFiles } from '../../support/write-files.js';

let workspace: string;
let report: RunReport;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'policy-catalog-e2e-'));
  const files: Record<string, string> = {
    ...TEAM_SUITE_FILES,
    'deploy/web.yaml': teamPod('web', ''),
  };
  await writeFiles(workspace, files);
  const config = checkConfig(workspace, {
    tests: { dirs: ['policies'], requireTests: true },
    apply: { policies: ['policies'], manifests: ['deploy/**/*.yaml'] },
  });
  report = await checkRepository(config, checkDeps('web'));
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('policy annotations end to end', () => {
  it('the report lists the policy both stages used, once', () => {
    expect(report.results.map((r) => [r.source, r.policy, r.status])).toEqual(
      expect.arrayContaining([
        ['test', 'require-team-label', 'pass'],
        ['apply', 'require-team-label', 'fail'],
      ]),
    );
    // No policy can mutate: no mutation preview in the report at all (not even an empty one).
    expect('mutations' in report).toBe(false);
    expect(report.policies).toEqual([
      {
        name: 'require-team-label',
        kind: 'ClusterPolicy',
        title: 'Require Team Label',
        category: 'Multi-Tenancy',
        severity: 'high',
        description: 'Every Pod names the team that owns it in its `team` label.',
        file: 'policies/team/policy.yaml',
        line: 1,
      },
    ]);
  });

  it('the SARIF rule and the job summary show the title and description', () => {
    const [rule] = renderSarif(report).runs[0].tool.driver.rules;
    expect(rule).toMatchObject({
      id: 'require-team-label/check-team',
      shortDescription: { text: 'Require Team Label' },
      fullDescription: { text: 'Every Pod names the team that owns it in its `team` label.' },
      properties: { category: 'Multi-Tenancy', severity: 'high' },
    });
    const summary = renderSummary(report, {
      verdict: { failed: true, reason: 'Kyverno policy check failed.' },
    });
    expect(summary).toContain('| require-team-label (Require Team Label) |');
  });
});
