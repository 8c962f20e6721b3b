/**
 * The test review of a run: the rows Kyverno counts as passed although they prove nothing
 * (review.ts) and the coverage of the policies the suites load (compute.ts).
 */
import type { Config } from '../inputs/config.js';
import type { PolicyPlan } from '../plan/policies.js';
import type { Suite } from '../plan/suites.js';
import { isFullyCovered, lacking, type CoverageReport } from '../model/coverage.js';
import { NO_RESOURCE, type PolicyResult } from '../model/result.js';
import { computeCoverage } from './compute.js';
import { documentsToRead, reviewTestRows, type VacuousMode } from './review.js';
import {
  diskSuiteFiles,
  loadSuites,
  readResources,
  type SuiteContents,
  type SuiteFiles,
} from './suites.js';

export type { VacuousMode } from './review.js';
export { loadSuites } from './suites.js';

export interface TestReviewInput {
  /** Absolute path of the workspace. */
  workspace: string;
  /** The run's results; only the rows of `testFiles` are reviewed. */
  results: readonly PolicyResult[];
  /** Workspace-relative test files of the local suites that ran. */
  testFiles: readonly string[];
  mode: VacuousMode;
  minimum?: number;
  applyPolicies?: readonly { file: string; line: number; name: string }[];
  files?: SuiteFiles;
  /**
   * The suites, when already loaded (`loadSuites` of the same test files, their resource files
   * read or not: those the review needs are read here).
   */
  suites?: SuiteContents[];
}

export interface TestReview {
  results: PolicyResult[];
  /** Absent when no local suite ran. */
  coverage?: CoverageReport;
}

/** `reviewTests` for a planned run: its local suites, its `policies`, and the inputs. */
export function reviewPlannedRun(
  config: Pick<Config, 'workspace' | 'tests' | 'report'>,
  plan: { suites: readonly Suite[]; policies?: PolicyPlan },
  results: readonly PolicyResult[],
  suites?: SuiteContents[],
): Promise<TestReview> {
  return reviewTests({
    ...(suites && { suites }),
    workspace: config.workspace,
    results,
    testFiles: plan.suites.flatMap((suite) => (suite.kind === 'local' ? [suite.file] : [])),
    mode: config.tests.vacuousTests ?? 'fail',
    ...(config.report.minCoverage !== undefined && { minimum: config.report.minCoverage }),
    ...(plan.policies && {
      applyPolicies: plan.policies.sources.flatMap((source) =>
        source.builtin ? [] : source.policies,
      ),
    }),
  });
}

export async function reviewTests(input: TestReviewInput): Promise<TestReview> {
  if (input.testFiles.length === 0) return { results: [...input.results] };
  const files = input.files ?? diskSuiteFiles(input.workspace);
  const suites = input.suites ?? (await loadSuites(input.workspace, input.testFiles, files));
  await readResources(documentsToRead(input.results, suites), files);
  return {
    results: reviewTestRows(input.results, suites, input.mode),
    coverage: computeCoverage({
      results: input.results,
      suites,
      ...(input.minimum !== undefined && { minimum: input.minimum }),
      ...(input.applyPolicies && { applyPolicies: input.applyPolicies }),
    }),
  };
}

/**
 * In a pull request: a `warn` at each unit, not fully covered, of a policy file the change adds
 * or modifies, whatever `min-coverage` says.
 */
export function uncoveredChangeWarnings(
  coverage: CoverageReport | undefined,
  changed: readonly string[],
): PolicyResult[] {
  const files = new Set(changed);
  return (coverage?.units ?? [])
    .filter((unit) => files.has(unit.file) && !isFullyCovered(unit))
    .map((unit) => ({
      source: 'test' as const,
      status: 'warn' as const,
      policy: unit.policy,
      rule: unit.rule,
      resource: NO_RESOURCE,
      message:
        `${unit.rule ? `Rule \`${unit.rule}\` of policy` : 'Policy'} \`${unit.policy}\` is not fully ` +
        `covered by the tests: ${lacking(unit)}. See the coverage section for a results entry to add.`,
      reason: 'Not covered',
      file: unit.file,
      line: unit.line,
    }));
}
