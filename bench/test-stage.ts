/**
 * Wall time of the `kyverno test` stage over the shared corpus, at parallelism 1 and at the CPU
 * count, against one plain `kyverno test <corpus>`, as ratios.
 *
 *   node bench/test-stage.ts        (Node 24; builds or reuses Kyverno like the tests do)
 */
import './ts-hooks.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { discoverSuites } = await import('../src/plan/suites.js');
const { runTestSuites } = await import('../src/run/kyverno-test.js');
const { runProcess } = await import('../src/run/process.js');
const { ensureKyvernoFromSource } = await import('../scripts/kyverno-from-source.mjs');

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const corpus = path.resolve(root, '../shared/corpus/kyverno-policies');
const kyverno = process.env.KYVERNO_TEST_BINARY ?? (await ensureKyvernoFromSource()).binary;
const fileName = 'kyverno-test.yaml';
const cpus = os.availableParallelism();

async function time(label: string, work: () => Promise<string>): Promise<number> {
  const started = performance.now();
  const detail = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(34)} ${seconds.toFixed(1).padStart(7)} s   ${detail}`);
  return seconds;
}

const suites = await discoverSuites(['.'], { workspace: corpus, fileName });
console.log(`corpus: ${corpus} (${suites.length} suites), ${cpus} CPUs, kyverno: ${kyverno}\n`);

const plain = await time('plain `kyverno test <corpus>`', async () => {
  const { stdout } = await runProcess(kyverno, ['test', '.'], { cwd: corpus });
  return /^Test Summary: .*$/m.exec(stdout)?.[0] ?? 'no summary line';
});

const stage = (parallelism: number) => async () => {
  const { results, notices } = await runTestSuites({
    kyverno,
    workspace: corpus,
    suites,
    fileName,
    parallelism,
  });
  const count = (status: string) => results.filter((result) => result.status === status).length;
  return `pass ${count('pass')}, skip ${count('skip')}, fail ${count('fail')}, error ${count('error')}, notices ${notices.length}`;
};
const serial = await time('stage, parallelism 1', stage(1));
const parallel = await time(`stage, parallelism ${cpus}`, stage(cpus));

console.log(
  `\nstage / plain: ${(serial / plain).toFixed(2)}x at parallelism 1, ${(parallel / plain).toFixed(2)}x at parallelism ${cpus}`,
);
