import path from 'node:path';
import { readText } from '../documents/check-reads.js';
import pLimit from 'p-limit';
import { compareText as compare, type PolicyResult } from '../model/result.js';
import { indexTestFile, type TestFileIndex } from '../locate/test-file.js';
import { interpretTestRun, type TestRunOutcome } from '../parse/junit/test-run.js';
import { splitTestOutput, type TestOutput } from '../parse/junit/split.js';
import type { Suite } from '../plan/suites.js';
import { batches, planTargets, type Target } from './test-batches.js';
import { toPosix } from '../documents/workspace-files.js';
import { runProcess, type ProcessRunner } from '../process/run-process.js';
import { kyvernoEnvironment } from './go-runtime.js';

export interface TestStageOptions {
  /** Path of the Kyverno CLI. */
  kyverno: string;
  /** Absolute path of the workspace; Kyverno runs there. */
  workspace: string;
  /** From `discoverSuites`. */
  suites: readonly Suite[];
  fileName: string;
  /** A validated `test-case-selector`. */
  selector?: string;
  gitBranch?: string;
  /** How many Kyverno processes may run at once. */
  parallelism: number;
  /**
   * Limit for one `kyverno test` process; default 10 minutes. When a process of several folders
   * runs out of time, its unfinished folders run again one per process, each with the full limit.
   */
  timeoutMs?: number;
  /** Most suite folders one Kyverno process is given (default 64; 1 runs each folder alone). */
  foldersPerProcess?: number;
  runner?: ProcessRunner;
  /** Called as suites finish: `done` of `total` suites (local test files and git URLs). */
  onProgress?: (done: number, total: number) => void;
}

export type TestStageResult = Pick<TestRunOutcome, 'results' | 'notices'>;

export const DEFAULT_TEST_TIMEOUT_MS = 10 * 60_000;

/**
 * What bounds the test stage: Kyverno itself. A plain `kyverno test` of the public corpus already
 * uses about 1.3 cores (Go's garbage collector and its own goroutines), so on 2 cores two
 * processes cannot halve the time: with `GOGC=800` the stage's two processes alone take 0.5 to
 * 0.52 of one plain run (bench/RESULTS.md). What the stage adds on top is start-up (each Kyverno
 * process spends about 0.45 s loading its embedded schemas and warming up before its first
 * suite), idle cores at the end (the last process running alone), and reading the output (about
 * 8 µs per testcase, bench/junit-parse.ts). With both cores busy, the run takes about the CPU of
 * all its processes over the cores, however they are split. Hence: as few processes as keep
 * every core busy, balanced by the suites' estimated cost (suite-cost.ts), the costliest started
 * first, and Kyverno's collector relaxed (`GOGC`, see go-runtime.ts).
 *
 * So the stage starts one process per `parallelism` slot (measured on the shared corpus with 2
 * cores: 16 folders per process 11.9 s, 30: 9.5 s, 60: 7.7 s, one process per core: 6.6 s, against
 * 11.1 s for a plain `kyverno test`). The cap bounds what a suite that stops its process early
 * makes the others re-run.
 */
export const DEFAULT_FOLDERS_PER_PROCESS = 64;

/** Reasons a suite printed nothing because of another suite in the same process: worth a retry. */
const RETRYABLE = new Set(['Not run', 'Timed out', 'Crashed', 'Tests not loaded']);

/**
 * Runs every suite with `kyverno test … -o junit --detailed-results --remove-color`, up to
 * `parallelism` processes at once, and returns results ordered by test file and line.
 *
 * Starting Kyverno costs far more than most suites, so local suite folders are shared among a few
 * processes balanced by estimated cost (test-batches.ts). When a process stops early (a suite
 * that fails to load, a missing file, a crash, a timeout), the suite at fault gets its error and
 * the folders it kept from running run again: together after a known culprit, one per process
 * after a timeout or an unexplained crash, so each suite is finally judged alone and a broken
 * suite never hides other results.
 */
export async function runTestSuites(options: TestStageOptions): Promise<TestStageResult> {
  const targets = planTargets(options.suites, options.workspace);
  const total = targets.reduce((sum, target) => sum + Math.max(1, target.files.length), 0);
  const limit = pLimit(Math.max(1, Math.floor(options.parallelism)));
  let done = 0;
  const stage: TestStageResult = { results: [], notices: [] };

  const runBatch = async (batch: Target[]): Promise<void> => {
    const outcome = await limit(() => runOnce(batch, options));
    const retry = batch.length > 1 ? retryableTargets(batch, outcome.results) : [];
    const retried = new Set(retry.flatMap((target) => target.files));
    stage.results.push(...outcome.results.filter((result) => !retried.has(result.suite ?? '')));
    stage.notices.push(...outcome.notices);
    done += batch.reduce((sum, target) => sum + Math.max(1, target.files.length), 0) - retried.size;
    options.onProgress?.(done, total);
    if (retry.length === 0) return;
    const unexplained = outcome.results.some(
      (result) => retried.has(result.suite ?? '') && result.reason !== 'Not run',
    );
    const next = unexplained ? retry.map((target) => [target]) : [retry];
    await Promise.all(next.map(runBatch));
  };

  const perProcess = options.foldersPerProcess ?? DEFAULT_FOLDERS_PER_PROCESS;
  const planned = batches(targets, {
    parallelism: options.parallelism,
    perProcess,
    workspace: options.workspace,
  });
  await Promise.all(planned.map(runBatch));
  stage.results.sort(byPlace);
  return { results: stage.results, notices: [...new Set(stage.notices)] };
}

/** Targets of an aborted multi-folder process whose suites only failed for another's fault. */
function retryableTargets(batch: readonly Target[], results: readonly PolicyResult[]): Target[] {
  const bySuite = new Map<string, PolicyResult[]>();
  for (const result of results) {
    const suite = result.suite ?? '';
    const own = bySuite.get(suite);
    if (own) own.push(result);
    else bySuite.set(suite, [result]);
  }
  return batch.filter((target) => {
    const own = target.files.flatMap((file) => bySuite.get(file) ?? []);
    return (
      own.some((result) => RETRYABLE.has(result.reason)) &&
      !own.some((result) => result.status === 'error' && !RETRYABLE.has(result.reason))
    );
  });
}

async function runOnce(
  batch: readonly Target[],
  options: TestStageOptions,
): Promise<TestRunOutcome> {
  const runner = options.runner ?? runProcess;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TEST_TIMEOUT_MS;
  const remote = batch.some((target) => target.remote);
  const args = [
    'test',
    // `./` keeps a folder named like a flag from being read as one.
    ...batch.map((target) => (target.remote ? target.arg : `./${target.arg}`)),
    '--file-name',
    options.fileName,
    ...(options.selector ? ['--test-case-selector', options.selector] : []),
    ...(remote && options.gitBranch ? ['--git-branch', options.gitBranch] : []),
    '--output-format',
    'junit',
    '--detailed-results',
    '--remove-color',
  ];
  const suites = batch.flatMap((target) => target.files);
  // The suites' files are read and indexed for their lines while Kyverno runs them.
  const indexed = remote ? undefined : indexSuites(suites, options.workspace);
  indexed?.catch(() => undefined);
  const processResult = await runner(options.kyverno, args, {
    cwd: options.workspace,
    timeoutMs,
    env: kyvernoEnvironment(process.env, options.parallelism),
  });
  const fileOf = (printed: string): string =>
    toPosix(path.relative(options.workspace, path.resolve(options.workspace, printed)));
  const output = splitTestOutput(processResult.stdout);
  const early = await indexed;
  return interpretTestRun({
    target:
      batch.length === 1
        ? (batch[0]?.arg ?? '')
        : `${batch.length} folders (${batch.map((target) => target.arg).join(', ')})`,
    remote,
    suites,
    ...processResult,
    output,
    timeoutMs,
    fileOf,
    texts: early ? await readTestFiles(early.texts, output, fileOf, options.workspace) : new Map(),
    ...(early && { indexes: early.indexes }),
  });
}

/** The texts of the suites' test files that can be read, and their indexes. */
async function indexSuites(
  suites: readonly string[],
  workspace: string,
): Promise<{ texts: Map<string, string>; indexes: Map<string, TestFileIndex> }> {
  const texts = new Map<string, string>();
  const indexes = new Map<string, TestFileIndex>();
  for (const file of suites) {
    const text = await readText(path.resolve(workspace, file)).catch(() => undefined);
    if (text === undefined) continue;
    texts.set(file, text);
    indexes.set(file, indexTestFile(text));
  }
  return { texts, indexes };
}

/** `suites` (the expected suites' texts) with any other test file Kyverno reported on. */
async function readTestFiles(
  suites: ReadonlyMap<string, string>,
  output: TestOutput,
  fileOf: (printed: string) => string,
  workspace: string,
): Promise<Map<string, string>> {
  const printed = [
    ...output.loaded,
    ...output.deprecated,
    ...output.testErrors.map((error) => error.path),
  ];
  const texts = new Map(suites);
  for (const file of new Set(printed.map(fileOf))) {
    if (texts.has(file)) continue;
    try {
      texts.set(file, await readText(path.resolve(workspace, file)));
    } catch {
      // Unreadable: its results still count, placed at the top of the file.
    }
  }
  return texts;
}

function byPlace(a: PolicyResult, b: PolicyResult): number {
  return (
    compare(a.suite ?? '', b.suite ?? '') ||
    (a.line ?? 0) - (b.line ?? 0) ||
    compare(a.policy, b.policy) ||
    compare(a.rule, b.rule) ||
    compare(a.resource.name, b.resource.name)
  );
}
