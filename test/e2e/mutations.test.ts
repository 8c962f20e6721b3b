/**
 * Mutations in the bundled action (dist/index.js as the runner starts it): the `mutated` output
 * counts the resources Kyverno's mutate policies would change, and the job summary says so.
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../support/action-runner.js';
import { readReport } from '../support/e2e-reports.js';
import { SharedKyverno, transcript } from '../support/e2e-setup.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/mutate', import.meta.url));

let kyverno: SharedKyverno;
let workspace: string;
let run: ActionRun;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-mutations-'));
  await mkdir(path.join(workspace, 'policies'));
  await cp(
    path.join(FIXTURES, 'policies', 'add-team-label.yaml'),
    path.join(workspace, 'policies', 'add-team-label.yaml'),
  );
  await cp(path.join(FIXTURES, 'resources'), path.join(workspace, 'manifests'), {
    recursive: true,
  });
  run = await runAction({
    workspace,
    toolCache: kyverno.toolCache,
    inputs: {
      ...kyverno.inputs,
      tests: 'none',
      policies: 'policies',
      manifests: 'manifests/*.yaml',
      'helm-charts': 'none',
      kustomizations: 'none',
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

describe('mutations in the bundled action', () => {
  it('counts the changed resources in the `mutated` output and says so in the summary', async () => {
    expect(run.exitCode, transcript(run)).toBe(0);
    const report = await readReport(path.join(workspace, 'kyverno.json'));
    const changed = report.mutations ?? [];
    expect(changed.length).toBeGreaterThan(0);
    expect(run.outputs.mutated).toBe(String(changed.length));
    expect(run.summary).toContain(`Kyverno will change ${changed.length} resource`);
  });
});
