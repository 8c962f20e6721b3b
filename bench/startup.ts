/**
 * The action's start-up: the committed dist/index.js run as the runner runs it (a Node 24 child
 * process with INPUT_*, GITHUB_* and RUNNER_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
 * files) with nothing to do (`none` for `tests`, `policies`, `manifests`, `helm-charts` and
 * `kustomizations`, `kyverno-path` set, so it still runs
 * `kyverno version`, reads its inputs and writes its report files, summary and outputs), against
 * `node -e ''`. Runs alternate between the two; BENCH_STARTUP_RUNS each (default 7). A second row
 * is the action's own time: each idle run minus one `kyverno version` timed right after it.
 *
 *   node --import tsx bench/startup.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runAction, type ActionRun } from '../test/support/action-runner.js';
import { median, msMeasure, runStandalone, timed, type BenchContext, type Row } from './harness.js';

const execFileAsync = promisify(execFile);

async function idleAction(context: BenchContext, workspace: string): Promise<ActionRun> {
  const run = await runAction({
    workspace,
    token: '',
    inputs: {
      // `none` for every detected kind: nothing to do, and no detection to run.
      tests: 'none',
      manifests: 'none',
      policies: 'none',
      'helm-charts': 'none',
      kustomizations: 'none',
      'kyverno-path': context.kyverno.binary,
      'check-run': 'false',
      comment: 'off',
    },
  });
  if (run.exitCode !== 0 || run.outputs.result !== 'pass') {
    throw new Error(`the idle action run did not pass (exit ${run.exitCode}):\n${run.stdout}`);
  }
  return run;
}

export async function startupRows(context: BenchContext): Promise<Row[]> {
  const runs = Number(process.env.BENCH_STARTUP_RUNS ?? 7);
  context.log(`start-up: dist/index.js with nothing to do vs node -e '' (${runs} runs each)`);
  const workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-bench-startup-'));
  const action: number[] = [];
  const own: number[] = [];
  const baseline: number[] = [];
  const kyvernoVersion: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const total = (await timed(() => idleAction(context, workspace))).ms;
      const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
      baseline.push((await timed(() => execFileAsync(process.execPath, ['-e', ''], { env }))).ms);
      const version = (
        await timed(() => execFileAsync(context.kyverno.binary, ['version'], { env }))
      ).ms;
      action.push(total);
      kyvernoVersion.push(version);
      own.push(total - version);
    }
  } finally {
    await rm(workspace, { recursive: true, force: true });
  }
  return [
    {
      what: "start-up: dist/index.js with nothing to do vs `node -e ''`",
      action: msMeasure(action),
      baseline: msMeasure(baseline),
      notes: [
        `includes one \`kyverno version\` (the kyverno-path check), which alone takes ` +
          `${median(kyvernoVersion).toFixed(0)} ms (median), and the runner stand-in's temp files`,
      ],
    },
    {
      what: "start-up, the action's own time (the row above minus its `kyverno version`) vs `node -e ''`",
      action: msMeasure(own),
      baseline: msMeasure(baseline),
      notes: [
        "per run: the idle run minus a `kyverno version` timed right after it; Node's own " +
          'start is included (target: at most 150 ms)',
      ],
    },
  ];
}

if (import.meta.main) {
  await runStandalone('Action start-up', startupRows);
}
