/**
 * Upgrade readiness end to end with the real Kyverno CLI: the fixture repository's policy, test
 * and suite-policy files are checked while both stages run, every deprecated form becomes one
 * `source: upgrade` result at its line, and the reports sum them up in a short section.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeprecationsMode } from '../../../src/inputs/config.js';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { renderComment } from '../../../src/report/comment.js';
import { renderSummary } from '../../../src/report/summary.js';
import { verdict as decide } from '../../../src/verdict/verdict.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';

const WORKSPACE = new URL('../../fixtures/upgrade/deprecations/', import.meta.url).pathname;

function check(deprecations?: DeprecationsMode): Promise<RunReport> {
  const config = checkConfig(WORKSPACE, {
    tests: { dirs: ['suites'], requireTests: true },
    apply: {
      policies: ['policies', 'modern'],
      manifests: ['manifests/*.yaml'],
      exceptions: ['exceptions/policy-exception.yaml'],
    },
    jsonFile: '/dev/null',
  });
  return checkRepository(
    { ...config, ...(deprecations && { upgrade: { deprecations } }) },
    checkDeps('policies'),
  );
}

let report: RunReport;

beforeAll(async () => {
  report = await check('warn');
});

describe('deprecations: warn', () => {
  it('reports each deprecated form in the files the run reads at its line', () => {
    const found = report.results
      .filter((result) => result.upgrade)
      .map(
        (result) =>
          `${result.file}:${result.line} ${result.source} ${result.status} ${result.upgrade?.subject}`,
      )
      .sort();
    expect(found).toEqual([
      'policies/alpha-validating-policy.yaml:2 upgrade warn policies.kyverno.io/v1alpha1 ValidatingPolicy',
      'policies/legacy-cleanup-policy.yaml:2 upgrade warn kyverno.io CleanupPolicy and ClusterCleanupPolicy',
      'policies/legacy-cluster-policy.yaml:2 upgrade warn kyverno.io ClusterPolicy and Policy',
      'policies/legacy-policy-exception.yaml:2 upgrade warn kyverno.io PolicyException',
      'policies/validation-failure-action.yaml:2 upgrade warn kyverno.io ClusterPolicy and Policy',
      'policies/validation-failure-action.yaml:6 upgrade warn spec.validationFailureAction',
      'policies/validation-failure-action.yaml:7 upgrade warn spec.validationFailureActionOverrides',
      'suites/json-payload/kyverno-test.yaml:7 upgrade warn test file jsonPayload',
      // `kyverno test` refuses this file itself: its error carries the finding, one row per line.
      'suites/old-schema/kyverno-test.yaml:1 test error test file without apiVersion/kind, or with a top-level name',
    ]);
    // policies/global-context-entry.yaml holds no policy: `kyverno apply` is not given it.
    const schema = report.results.find((result) => result.reason === 'Deprecated schema');
    expect(schema?.message).toMatch(/`kyverno fix test` rewrites it\.$/);
  });

  it('still runs both stages', () => {
    expect(report.results.some((result) => result.source === 'test')).toBe(true);
    expect(report.results.some((result) => result.source === 'apply')).toBe(true);
  });

  it('sums the findings up in the summary and the comment, without repeating them', () => {
    const verdict = decide(report, 'fail');
    const summary = renderSummary(report, { verdict });
    expect(summary).toContain('### Upgrade readiness: 9 deprecated forms found');
    expect(summary).toContain('| kyverno.io ClusterPolicy and Policy | 2 | Kyverno 1\\.20 |');
    expect(summary).toContain('| test file jsonPayload | 1 | not announced |');
    expect(summary).toContain('`KYVERNO_EXPERIMENTAL=true kyverno fix test . --save` rewrites');
    expect(summary).toContain('`KYVERNO_EXPERIMENTAL=true kyverno fix policy . --save`');
    const comment = renderComment(report, '<!-- marker -->', { verdict, title: 'Kyverno' });
    expect(comment).toContain('### Upgrade readiness: 9 deprecated forms found');
    // In the comment, the warnings table leaves the deprecations to the section and annotations.
    expect(comment).not.toContain('is deprecated since Kyverno 1.19 and is removed in 1.20');
  });
});

describe('deprecations: off, and configurations without the setting', () => {
  it('adds no upgrade results', async () => {
    for (const mode of ['off', undefined] as const) {
      const plain = await check(mode);
      expect(plain.results.filter((result) => result.source === 'upgrade')).toEqual([]);
    }
  });
});
