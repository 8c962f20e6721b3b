/**
 * The two Kyverno stages of a planned run, `kyverno test` over the suites then `kyverno apply`
 * over the manifests, with one Kyverno binary: the main run, and the upgrade preview's runs of
 * the same plan (or part of it) under another version.
 */
import type { Config } from '../inputs/config.js';
import type { PolicyResult, SkippedDocument } from '../model/result.js';
import type { PolicyPlan } from '../plan/policies.js';
import type { Suite } from '../plan/suites.js';
import type { RenderOutput } from '../render/index.js';
import { runApply } from '../run/kyverno-apply.js';
import { runTestSuites } from '../run/kyverno-test.js';
import type { ProcessRunner } from '../process/run-process.js';

export type Stage = 'test' | 'apply';

/** What the stages run. */
export interface StagePlan {
  suites: readonly Suite[];
  manifestFiles: readonly string[];
  /** Objects of rendered charts and kustomizations, for `kyverno apply`. */
  rendered?: readonly RenderOutput[];
  /** The policies `kyverno apply` runs; without it `kyverno apply` does not run. */
  policies?: PolicyPlan;
}

export interface StageOptions {
  /** Path of the Kyverno binary. */
  kyverno: string;
  runner?: ProcessRunner;
  onProgress?: (stage: Stage, done: number, total: number) => void;
}

export interface StageRun {
  results: PolicyResult[];
  skipped: SkippedDocument[];
  notices: string[];
}

export async function runStages(
  config: Config,
  plan: StagePlan,
  options: StageOptions,
): Promise<StageRun> {
  const run: StageRun = { results: [], skipped: [], notices: [] };
  const runner = options.runner ? { runner: options.runner } : {};
  if (plan.suites.length > 0) {
    const tests = await runTestSuites({
      kyverno: options.kyverno,
      workspace: config.workspace,
      suites: plan.suites,
      fileName: config.tests.fileName,
      ...(config.tests.selector && { selector: config.tests.selector }),
      ...(config.tests.gitBranch && { gitBranch: config.tests.gitBranch }),
      parallelism: config.parallelism,
      ...runner,
      onProgress: (done, total) => options.onProgress?.('test', done, total),
    });
    run.results.push(...tests.results);
    run.notices.push(...tests.notices);
  }
  if (plan.policies) {
    const apply = await runApply({
      kyverno: options.kyverno,
      workspace: config.workspace,
      manifestFiles: plan.manifestFiles,
      ...(plan.rendered && { rendered: plan.rendered }),
      config: config.apply,
      policies: plan.policies,
      parallelism: config.parallelism,
      ...runner,
    });
    run.results.push(...apply.results);
    run.skipped.push(...apply.skipped);
    run.notices.push(...apply.notices);
  }
  return run;
}
