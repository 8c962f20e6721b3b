/**
 * The bundled action (dist/index.js, run as the runner runs it) finds the built-in packs next to
 * dist/ and applies `builtin-policies: kyverno-production` with no policies of the user's.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../support/action-runner.js';
import { readReport } from '../support/e2e-reports.js';
import { SharedKyverno, transcript } from '../support/e2e-setup.js';

const FIXTURE = fileURLToPath(new URL('../fixtures/kyverno-install/manifests', import.meta.url));

let kyverno: SharedKyverno;
let workspace: string;
let run: ActionRun;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-builtin-'));
  await cp(FIXTURE, path.join(workspace, 'deploy'), { recursive: true });
  run = await runAction({
    workspace,
    toolCache: kyverno.toolCache,
    inputs: {
      ...kyverno.inputs,
      tests: 'none',
      'builtin-policies': 'kyverno-production',
      manifests: 'deploy/kyverno-default.yaml',
      scope: 'all',
      'json-file': 'kyverno.json',
      'check-run': 'false',
      comment: 'off',
    },
  });
});

afterAll(async () => {
  await kyverno?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe('builtin-policies in the bundled action', () => {
  it("fails the step on the default install's findings, each at its line", async () => {
    expect(run.exitCode, transcript(run)).toBe(1);
    const report = await readReport(path.join(workspace, 'kyverno.json'));
    const failed = report.results
      .filter((result) => result.status === 'fail')
      .map((result) => `${result.file}:${result.line} ${result.policy}`)
      .sort();
    expect(failed).toEqual([
      'deploy/kyverno-default.yaml:6 kyverno-admission-controller-pdb',
      'deploy/kyverno-default.yaml:6 kyverno-admission-controller-replicas',
      'deploy/kyverno-default.yaml:6 kyverno-controller-spread-across-nodes',
    ]);
    expect(report.policies?.map((policy) => policy.category)).toEqual(
      report.policies?.map(() => 'kyverno-production'),
    );
  });
});
