/**
 * The whole action as a user waits for it: the committed dist/index.js run as the runner runs it
 * (`runAction` from test/support/action-runner.ts: a Node 24 child with INPUT_*, GITHUB_* and
 * RUNNER_* variables, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files and an event payload) over the
 * shared corpus with `tests: .`, `parallelism: 2` and every other input at its action.yml
 * default, against one plain `kyverno test .` of the same folder. What differs from a runner:
 * - `kyverno-release-url` is the loopback release server (test/support/release-server.ts, the
 *   real archive signed by the tests' Sigstore), since the machine cannot reach github.com;
 * - the GitHub API is the loopback fake (test/support/e2e-setup.ts `E2eGitHub`), so the default
 *   token writes its check run there;
 * - one untimed run first installs Kyverno into the tool cache the timed runs share: they hit it,
 *   as a runner does whose tool cache holds it (a cold install is `bench/install.ts`'s row).
 * Runs alternate between the action and plain Kyverno; BENCH_ACTION_RUNS each (default 3).
 *
 * A second row, in the same rounds, times the test stage's own `kyverno test` processes alone: the
 * suites split as the stage splits them, with its arguments and Go settings, from the first start
 * to the last exit. It is the floor the action's row cannot go below with two processes, so
 * the difference between the two rows is what the action adds to its Kyverno.
 *
 *   node --import tsx bench/action.ts
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { INPUTS } from '../src/inputs/table.js';
import { discoverSuites } from '../src/plan/suites.js';
import { runProcess, type ProcessRunner } from '../src/process/run-process.js';
import { runTestSuites } from '../src/run/kyverno-test.js';
import { runAction, type ActionRun } from '../test/support/action-runner.js';
import { E2eGitHub } from '../test/support/e2e-setup.js';
import { ReleaseServer } from '../test/support/release-server.js';
import {
  corpusDir,
  msMeasure,
  repoRoot,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';

const PLAIN = 'plain `kyverno test <corpus>`';

/** The action.yml default of an input (runAction turns `deprecations` off unless told). */
async function actionDefault(name: string): Promise<string> {
  const action = parseYaml(await readFile(path.join(repoRoot, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  return action.inputs[name]?.default ?? '';
}

function describeRun(run: ActionRun, api: E2eGitHub): string {
  const { passed, failed, warned, errored, skipped } = run.outputs;
  const writes = api.writes().length;
  return (
    `outputs: passed ${passed}, failed ${failed}, warned ${warned}, errored ${errored}, ` +
    `skipped ${skipped}, result ${run.outputs.result}; ${writes} GitHub API write(s), which ` +
    `the throttling plugin spaces at least 1 s apart (at least ${Math.max(0, writes - 1)} s of the run)`
  );
}

/** The test stage's Kyverno processes alone: their span from the first start to the last exit. */
async function stageProcessesAlone(binary: string, parallelism: number): Promise<number> {
  const spans: { start: number; end: number }[] = [];
  const spanned: ProcessRunner = async (command, args, options) => {
    const span = { start: performance.now(), end: 0 };
    spans.push(span);
    const result = await runProcess(command, args, options);
    span.end = performance.now();
    return result;
  };
  const fileName = INPUTS['test-file-name'].default;
  const suites = await discoverSuites(['.'], { workspace: corpusDir, fileName });
  await runTestSuites({
    kyverno: binary,
    workspace: corpusDir,
    suites,
    fileName,
    parallelism,
    runner: spanned,
  });
  return Math.max(...spans.map((span) => span.end)) - Math.min(...spans.map((span) => span.start));
}

export async function actionRows(context: BenchContext): Promise<Row[]> {
  const runs = Number(process.env.BENCH_ACTION_RUNS ?? 3);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-bench-action-'));
  const releases = await ReleaseServer.start(context.kyverno.releaseDir);
  const api = await E2eGitHub.start();
  const options = {
    workspace: corpusDir,
    toolCache: path.join(scratch, 'tool-cache'),
    env: api.env('0000000000000000000000000000000000000001'),
    inputs: {
      tests: '.',
      parallelism: '2',
      deprecations: await actionDefault('deprecations'),
      'kyverno-version': releases.tag,
      'kyverno-release-url': releases.url,
    },
  };
  const action: number[] = [];
  const plain: number[] = [];
  const processesAlone: number[] = [];
  let last: ActionRun | undefined;
  let summary = '';
  try {
    context.log('whole action: a first run installs Kyverno into the tool cache (not timed)');
    const first = await runAction(options);
    if (first.exitCode !== 0) {
      throw new Error(`the action failed (exit ${first.exitCode}):\n${first.stdout}`);
    }
    for (let run = 0; run < runs; run++) {
      context.log(`whole action: run ${run + 1}/${runs}, then ${PLAIN}`);
      api.clear();
      const timedRun = await timed(() => runAction(options));
      action.push(timedRun.ms);
      last = timedRun.value;
      const kyverno = await timed(() =>
        runProcess(context.kyverno.binary, ['test', '.'], { cwd: corpusDir }),
      );
      plain.push(kyverno.ms);
      summary = /^Test Summary: .*$/m.exec(kyverno.value.stdout)?.[0] ?? 'no Test Summary line';
      processesAlone.push(
        await stageProcessesAlone(context.kyverno.binary, Number(options.inputs.parallelism)),
      );
    }
  } finally {
    await api.close();
    await releases.close();
    await rm(scratch, { recursive: true, force: true });
  }
  return [
    {
      what: `whole action: dist/index.js as the runner runs it, \`tests: .\`, parallelism 2 vs ${PLAIN}`,
      action: msMeasure(action),
      baseline: msMeasure(plain),
      notes: [
        `${last ? describeRun(last, api) : 'no run'}; Kyverno's own line: ${summary}; ` +
          'Kyverno from a tool-cache hit, GitHub API on loopback',
      ],
    },
    {
      what: `the test stage's \`kyverno test\` processes alone (its split, arguments and Go settings; first start to last exit) vs ${PLAIN}`,
      action: msMeasure(processesAlone),
      baseline: msMeasure(plain),
      notes: [
        "the floor of the row above with two processes: each process first spends about 0.65 s of CPU loading Kyverno's schemas",
      ],
    },
  ];
}

if (import.meta.main) {
  await runStandalone('The whole action over the shared corpus', actionRows);
}
