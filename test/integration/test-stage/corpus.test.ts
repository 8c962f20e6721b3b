import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { discoverSuites, type LocalSuite } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { runProcess, type ProcessRunner } from '../../../src/run/process.js';
import { corpusDir, kyvernoBinary } from '../../support/kyverno.js';

const corpus = path.join(corpusDir(), 'kyverno-policies');

const SUMMARY = /^Test Summary: (\d+) tests passed and (\d+) tests failed$/m;

interface Summary {
  passed: number;
  failed: number;
}

function summaryOf(stdout: string): Summary | undefined {
  const match = SUMMARY.exec(stdout);
  return match ? { passed: Number(match[1]), failed: Number(match[2]) } : undefined;
}

/** Each process the stage started: the suite folders it was given and Kyverno's summary line. */
const processes: { folders: string[]; summary?: Summary }[] = [];
const recordingRunner: ProcessRunner = async (command, args, options) => {
  const result = await runProcess(command, args, options);
  const end = args.indexOf('--file-name');
  const folders = args.slice(1, end).map((arg) => path.relative(corpus, path.resolve(corpus, arg)));
  processes.push({ folders, summary: summaryOf(result.stdout) });
  return result;
};

/** Kyverno's own summary line for one suite folder, from a plain `kyverno test <folder>`. */
async function plainSummary(folder: string): Promise<Summary | undefined> {
  return summaryOf((await runProcess(kyvernoBinary(), ['test', folder], { cwd: corpus })).stdout);
}

describe('the test stage over the shared corpus (real Kyverno)', () => {
  let suites: LocalSuite[] = [];
  let results: PolicyResult[] = [];
  let notices: string[] = [];
  const reference = new Map<string, Summary | undefined>();

  beforeAll(async () => {
    suites = (await discoverSuites(['.'], {
      workspace: corpus,
      fileName: 'kyverno-test.yaml',
    })) as LocalSuite[];
    ({ results, notices } = await runTestSuites({
      kyverno: kyvernoBinary(),
      workspace: corpus,
      suites,
      fileName: 'kyverno-test.yaml',
      parallelism: os.availableParallelism(),
      runner: recordingRunner,
    }));
    const limit = pLimit(os.availableParallelism());
    await Promise.all(
      suites.map((suite) =>
        limit(async () => reference.set(suite.file, await plainSummary(path.relative(corpus, suite.dir)))),
      ),
    );
  }, 900_000);

  it('finds the 120 suites, all in hidden .kyverno-test folders', () => {
    expect(suites).toHaveLength(120);
    expect(suites.every((suite) => suite.file.includes('/.kyverno-test/'))).toBe(true);
  });

  const counts = (suiteFiles: readonly string[]): Summary => {
    const own = results.filter((result) => suiteFiles.includes(result.suite ?? ''));
    return {
      passed: own.filter((result) => result.status === 'pass' || result.status === 'skip').length,
      failed: own.filter((result) => result.status === 'fail').length,
    };
  };

  it('matches the summary line of each suite run alone by plain kyverno test', () => {
    expect(notices).toEqual([]);
    const mismatches = suites
      .map((suite) => ({ suite: suite.file, kyverno: reference.get(suite.file), stage: counts([suite.file]) }))
      .filter(({ kyverno, stage }) => kyverno?.passed !== stage.passed || kyverno.failed !== stage.failed);
    expect(mismatches).toEqual([]);
  });

  it('matches the summary line of every Kyverno process it started', () => {
    expect(processes.length).toBeGreaterThan(1);
    expect(processes.length).toBeLessThan(suites.length);
    for (const { folders, summary } of processes) {
      const files = suites
        .filter((suite) => folders.some((folder) => suite.dir === path.join(corpus, folder)))
        .map((suite) => suite.file);
      expect({ folders, summary }).toEqual({ folders, summary: counts(files) });
    }
  });

  it('places every failure and error inside its own test file', async () => {
    const problems: string[] = [];
    for (const suite of suites) {
      const lines = (await readFile(suite.path, 'utf8')).split('\n').length;
      for (const result of results.filter((r) => r.suite === suite.file && (r.status === 'fail' || r.status === 'error'))) {
        if (result.file !== suite.file || !result.line || result.line > lines) {
          problems.push(`${suite.file}: ${result.status} placed at ${result.file}:${result.line}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('places every result in its own test file and reports no error', () => {
    expect(results.filter((result) => result.status === 'error')).toEqual([]);
    const unplaced = results.filter(
      (result) => result.file !== result.suite || result.line === undefined || result.line < 1,
    );
    expect(unplaced).toEqual([]);
  });
});
