/**
 * The apply stage's run part with a check beside the head's (the baseline's base files): its
 * files run in `kyverno apply` processes of their own, in the same pool as the head's, with the
 * head's policies. A recording ProcessRunner answers with Kyverno 1.19.0's captured output
 * (test/fixtures/apply/kyverno-output/no-match.cmd).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/inputs/config.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { planPolicies } from '../../../src/plan/policies.js';
import type { ProcessRunner } from '../../../src/process/run-process.js';
import { applyStage } from '../../../src/run/apply-stage.js';
import type { CheckPlan, CheckRun, RunContext } from '../../../src/stage/stage.js';

const fixtures = new URL('../../fixtures/apply/', import.meta.url).pathname;
const noMatch = await readFile(path.join(fixtures, 'kyverno-output', 'no-match.stdout'), 'utf8');
const pod = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: same\n';

let head: string;
let base: string;

beforeEach(async () => {
  head = await mkdtemp(path.join(os.tmpdir(), 'kpc-beside-head-'));
  base = await mkdtemp(path.join(os.tmpdir(), 'kpc-beside-base-'));
  await cp(
    path.join(fixtures, 'capture/policies/require-team-label.yaml'),
    path.join(head, 'policies/team.yaml'),
  );
  for (const folder of [head, base]) {
    await mkdir(path.join(folder, 'deploy'));
    await writeFile(path.join(folder, 'deploy/a.yaml'), pod);
  }
});

afterEach(async () => {
  await rm(head, { recursive: true, force: true });
  await rm(base, { recursive: true, force: true });
});

async function runWithBeside(parallelism: number) {
  const calls: { cwd: string; resources: string[] }[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const runner: ProcessRunner = async (_command, args, options) => {
    calls.push({
      cwd: options?.cwd ?? '',
      resources: args.filter((arg) => arg.startsWith('--resource=')),
    });
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 20));
    running -= 1;
    return { exitCode: 0, stdout: noMatch, stderr: '', timedOut: false };
  };
  const config = {
    workspace: head,
    parallelism,
    apply: {
      policies: ['policies'],
      manifests: ['deploy/*.yaml'],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
    },
  } as unknown as Config;
  let besideResults: PolicyResult[] | undefined;
  const plan = {
    manifestFiles: ['deploy/a.yaml'],
    policies: await planPolicies(head, config.apply),
    beside: [
      async (apply) => {
        besideResults = await apply({ workspace: base, manifestFiles: ['deploy/a.yaml'] });
      },
    ],
  } as Pick<CheckPlan, 'manifestFiles' | 'policies' | 'beside'> as CheckPlan;
  const run: CheckRun = { results: [], skipped: [], notices: [], rendered: [] };
  const ctx = { config, deps: { runner }, kyverno: 'kyverno' } as unknown as RunContext;
  await applyStage.run!(ctx, plan, run);
  return { calls, mostAtOnce, besideResults, run };
}

describe('a check beside the head’s kyverno apply', () => {
  it('runs its files in a process of its own, in the other folder, with the head’s policies', async () => {
    const { calls, besideResults, run } = await runWithBeside(2);
    expect(calls.map((call) => call.cwd).sort()).toEqual([head, base].sort());
    // The same object at both commits: never in one run, where Kyverno keeps one per identity.
    expect(calls.map((call) => call.resources)).toEqual([
      ['--resource=deploy/a.yaml'],
      ['--resource=deploy/a.yaml'],
    ]);
    expect(besideResults).toEqual([]);
    expect(run.results).toEqual([]);
  });

  it('shares the head’s pool: both at once on 2, one after the other on 1', async () => {
    expect((await runWithBeside(2)).mostAtOnce).toBe(2);
    expect((await runWithBeside(1)).mostAtOnce).toBe(1);
  });
});
