import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { discoverSuites, type LocalSuite } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { runProcess, type ProcessRunner } from '../../../src/process/run-process.js';
import { describeCorpora } from '../../support/corpus.js';
import { kyvernoBinary } from '../../support/kyverno.js';

interface Counts {
  passed: number;
  failed: number;
}

interface Process {
  files: string[];
  summary?: Counts;
  perFile: Map<string, Counts>;
}

/**
 * A runner that records every process the stage started, with Kyverno's own counts read straight
 * from its stdout: the `Test Summary` line of the process, and the `<testsuites tests failures>`
 * header of each test file's JUnit document, keyed by the `Loading test ( … )` line before it.
 */
const recordingRunner =
  (corpus: string, processes: Process[]): ProcessRunner =>
  async (command, args, options) => {
    const result = await runProcess(command, args, options);
    const summary = /^Test Summary: (\d+) tests passed and (\d+) tests failed$/m.exec(
      result.stdout,
    );
    const perFile = new Map<string, Counts>();
    let current = '';
    for (const line of result.stdout.split('\n')) {
      const loading = /^Loading test {2}\( (.+) \) \.\.\.$/.exec(line);
      if (loading) current = path.relative(corpus, path.resolve(corpus, loading[1] ?? ''));
      const header = /^<testsuites tests="(\d+)" failures="(\d+)">$/.exec(line);
      if (header) {
        const [tests, failures] = [Number(header[1]), Number(header[2])];
        const seen = perFile.get(current) ?? { passed: 0, failed: 0 };
        perFile.set(current, {
          passed: seen.passed + tests - failures,
          failed: seen.failed + failures,
        });
      }
    }
    processes.push({
      files: [...perFile.keys()],
      perFile,
      ...(summary ? { summary: { passed: Number(summary[1]), failed: Number(summary[2]) } } : {}),
    });
    return result;
  };

describeCorpora(
  'the test stage over a corpus (real Kyverno)',
  {
    // Every suite of kyverno/policies passes.
    shared: { suites: 120, failed: 0 },
    // test/fixtures/mini-corpus: other/wrong-expectation expects a pass where Kyverno fails.
    mini: { suites: 5, failed: 1 },
  },
  ({ dir, facts }) => {
    const corpus = path.join(dir, 'kyverno-policies');
    const processes: Process[] = [];
    let suites: LocalSuite[] = [];
    let results: PolicyResult[] = [];
    let notices: string[] = [];

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
        runner: recordingRunner(corpus, processes),
      }));
    }, 600_000);

    const counts = (files: readonly string[]): Counts => {
      const own = results.filter((result) => files.includes(result.suite ?? ''));
      return {
        passed: own.filter((result) => result.status === 'pass' || result.status === 'skip').length,
        failed: own.filter((result) => result.status === 'fail').length,
      };
    };

    it(`finds the ${facts.suites} suites, all in hidden .kyverno-test folders`, () => {
      expect(suites).toHaveLength(facts.suites);
      expect(suites.every((suite) => suite.file.includes('/.kyverno-test/'))).toBe(true);
    });

    it('matches the Test Summary line of every Kyverno process it started, with no notice', () => {
      expect(notices).toEqual([]);
      expect(processes.length).toBeGreaterThanOrEqual(
        Math.min(os.availableParallelism(), suites.length),
      );
      expect(processes.flatMap((process) => process.files).sort()).toEqual(
        suites.map((suite) => suite.file).sort(),
      );
      for (const { files, summary } of processes) {
        expect({ files, counts: counts(files) }).toEqual({ files, counts: summary });
      }
    });

    it('matches, for every suite, the counts Kyverno printed for that suite', () => {
      const mismatches = suites.flatMap((suite) => {
        const kyverno = processes
          .find((process) => process.perFile.has(suite.file))
          ?.perFile.get(suite.file);
        const stage = counts([suite.file]);
        return kyverno?.passed === stage.passed && kyverno.failed === stage.failed
          ? []
          : [{ suite: suite.file, kyverno, stage }];
      });
      expect(mismatches).toEqual([]);
    });

    it('places every failure and error inside its own test file', async () => {
      const problems: string[] = [];
      for (const suite of suites) {
        const lines = (await readFile(suite.path, 'utf8')).split('\n').length;
        for (const result of results.filter(
          (r) => r.suite === suite.file && (r.status === 'fail' || r.status === 'error'),
        )) {
          if (result.file !== suite.file || !result.line || result.line > lines) {
            problems.push(
              `${suite.file}: ${result.status} placed at ${result.file}:${result.line}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
      expect(results.filter((result) => result.status === 'fail')).toHaveLength(facts.failed);
      expect(results.filter((result) => result.status === 'error')).toEqual([]);
      expect(
        results.every((result) => result.file === result.suite && (result.line ?? 0) >= 1),
      ).toBe(true);
    });
  },
);
