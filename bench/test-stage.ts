/**
 * Wall time of the action's `kyverno test` stage (discover, run, parse, locate: `checkRepository`
 * with only `tests` set) over the shared corpus, at parallelism 1 and at the CPU count, against
 * one plain `kyverno test <corpus>`. Single runs: each takes tens of seconds.
 *
 *   npm run bench:test        (node --import tsx bench/test-stage.ts)
 */
import { runProcess } from '../src/process/run-process.js';
import {
  corpusDir,
  msMeasure,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';
import { describeCounts, runStages } from './stage.js';

const PLAIN = 'plain `kyverno test <corpus>`';

export async function testStageRows(context: BenchContext): Promise<Row[]> {
  context.log(`test stage: ${PLAIN}`);
  const plain = await timed(async () => {
    const { stdout } = await runProcess(context.kyverno.binary, ['test', '.'], { cwd: corpusDir });
    return /^Test Summary: .*$/m.exec(stdout)?.[0] ?? 'no Test Summary line';
  });
  const rows: Row[] = [];
  for (const parallelism of [...new Set([1, context.cpus])]) {
    context.log(`test stage: the action at parallelism ${parallelism}`);
    const stage = await timed(() =>
      runStages(context, {
        workspace: corpusDir,
        inputs: { tests: '.', manifests: '', parallelism: String(parallelism) },
      }),
    );
    rows.push({
      what: `test stage, parallelism ${parallelism} vs ${PLAIN}`,
      action: msMeasure([stage.ms]),
      baseline: msMeasure([plain.ms]),
      notes: [`action ${describeCounts(stage.value)}; Kyverno's own line: ${plain.value}`],
    });
  }
  return rows;
}

if (import.meta.main) {
  await runStandalone('kyverno test stage over the shared corpus', testStageRows);
}
