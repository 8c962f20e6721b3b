/**
 * The deprecation part of upgrade readiness: reads every policy, exception and test file the run
 * reads and returns the deprecated forms in them as `source: upgrade` results.
 */
import path from 'node:path';
import { readText } from '../documents/check-reads.js';
import type { DeprecationsMode } from '../inputs/config.js';
import type { PolicyResult } from '../model/result.js';
import type { PolicyPlan } from '../plan/policies.js';
import { findDeprecations } from '../upgrade/find-deprecations.js';
import { policyFilesOfRun } from '../catalog/policy-catalog.js';

export interface DeprecationCheckInput {
  workspace: string;
  mode: DeprecationsMode;
  kyvernoVersion: string;
  /** The `policies` input and its plan (with the `exceptions`), when `kyverno apply` runs. */
  applyPolicies?: readonly string[];
  policyPlan?: PolicyPlan;
  /** Workspace-relative test files of the local suites. */
  testFiles: readonly string[];
}

/** Every deprecated form in the files the run reads, in file order; [] when the mode is `off`. */
export async function checkDeprecations(input: DeprecationCheckInput): Promise<PolicyResult[]> {
  if (input.mode === 'off') return [];
  const options = { mode: input.mode, kyvernoVersion: input.kyvernoVersion };
  const policyFiles = await policyFilesOfRun({
    workspace: input.workspace,
    ...(input.applyPolicies && { applyPolicies: input.applyPolicies }),
    ...(input.policyPlan && { policyPlan: input.policyPlan }),
    testFiles: input.testFiles,
  });
  const testFiles = new Set(input.testFiles);
  const files = [
    ...input.testFiles.map((file) => ({ file, role: 'test' as const })),
    // A test file named in another suite's `policies:` is still a test file.
    ...policyFiles
      .filter((file) => !testFiles.has(file))
      .map((file) => ({ file, role: 'policy' as const })),
  ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const found = await Promise.all(
    files.map(async ({ file, role }) => {
      // Unreadable files are the stages' to report; this check adds to what they say.
      const text = await readText(path.join(input.workspace, file)).catch(() => undefined);
      return text === undefined ? [] : findDeprecations(text, file, role, options);
    }),
  );
  return found.flat();
}
