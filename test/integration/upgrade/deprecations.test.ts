/**
 * Upgrade readiness end to end with the real Kyverno CLI: the fixture repository's policy, test
 * and suite-policy files are checked while both stages run, every deprecated form becomes one
 * `source: upgrade` result at its line, and the reports sum them up in a short section.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeprecationsMode } from '../../../src/inputs/config.js';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { runProcess, type ProcessRunner } from '../../../src/process/run-process.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { renderComment } from '../../../src/report/comment.js';
import { renderSummary } from '../../../src/report/summary.js';
import { verdict as decide } from '../../../src/verdict/verdict.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';

const WORKSPACE = new URL('../../fixtures/upgrade/deprecations/', import.meta.url).pathname;

function check(
  deprecations?: DeprecationsMode,
  deps: Partial<ReturnType<typeof checkDeps>> = {},
): Promise<RunReport> {
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
    { ...checkDeps('policies'), ...deps },
  );
}

let report: RunReport;
/** What the stage handed over early, and whether Kyverno had finished anything by then. */
const early: { results: PolicyResult[]; whileKyvernoRan: boolean[] } = {
  results: [],
  whileKyvernoRan: [],
};

beforeAll(async () => {
  let kyvernoDone = 0;
  let handedOver!: () => void;
  const earlyResults = new Promise<void>((resolve) => (handedOver = resolve));
  // Kyverno's processes end only once the early results are in: they come while Kyverno runs.
  const runner: ProcessRunner = async (command, args, options) => {
    const outcome = await runProcess(command, args, options);
    await earlyResults;
    kyvernoDone += 1;
    return outcome;
  };
  report = await check('warn', {
    runner,
    onEarlyResults: (results) => {
      early.results.push(...results);
      early.whileKyvernoRan.push(kyvernoDone === 0);
      handedOver();
    },
  });
});

const byPlace = (a: PolicyResult, b: PolicyResult) =>
  `${a.file}:${String(a.line).padStart(5)}:${a.upgrade?.subject}`.localeCompare(
    `${b.file}:${String(b.line).padStart(5)}:${b.upgrade?.subject}`,
  );

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

  it('hands the findings no Kyverno result can change to the check run while Kyverno runs, once', () => {
    expect(early.whileKyvernoRan).toEqual([true]);
    const upgradeResults = report.results.filter((result) => result.source === 'upgrade');
    // All but the old-schema finding, which joins the test stage's error for that file.
    expect(early.results).toHaveLength(8);
    expect(early.results.sort(byPlace)).toEqual(upgradeResults.sort(byPlace));
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
