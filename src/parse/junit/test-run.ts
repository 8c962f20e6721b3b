import { NO_RESOURCE, type PolicyResult } from '../../model/result.js';
import {
  indexTestFile,
  locateError,
  locateResult,
  locateTopLevelKey,
  type Position,
  type TestFileIndex,
} from '../../locate/test-file.js';
import { classifyTestCase, expectedFromReason } from './classify.js';
import { parseResourceKey, type KyvernoTestCase } from './parse.js';
import { readJUnitDocument } from './read.js';
import { splitTestOutput, type TestOutput } from './split.js';

/** One finished `kyverno test` process and what it was meant to cover. */
export interface TestRun {
  /** What Kyverno was given: a folder (workspace-relative) or a git URL. */
  target: string;
  /** True for git URLs: results get no local file and `suite` is the URL. */
  remote: boolean;
  /** Workspace-relative test files found under `target` before the run (empty for git). */
  suites: readonly string[];
  stdout: string;
  /** `stdout` already split by `splitTestOutput`, when the caller has it. */
  output?: TestOutput;
  stderr: string;
  exitCode: number;
  timedOut: boolean;
  timeoutMs?: number;
  /** Workspace-relative path (with `/`) of a test file path as Kyverno printed it. */
  fileOf: (printed: string) => string;
  /** Texts of the workspace-relative test files that could be read. */
  texts: ReadonlyMap<string, string>;
  /** `indexTestFile` of some of `texts`, made while Kyverno ran; the others are indexed here. */
  indexes?: ReadonlyMap<string, TestFileIndex>;
}

export interface TestRunOutcome {
  results: PolicyResult[];
  notices: string[];
}

/** Turns a run's output into results: every testcase kept, every suite that did not run an error. */
export function interpretTestRun(run: TestRun): TestRunOutcome {
  return new TestRunReader(run).read();
}

/** An error of the run: a test file Kyverno could not load or run. */
interface RunError {
  file: string | undefined;
  reason: string;
  message: string;
  at?: Position | undefined;
}

/** Reads one run's output, holding what the steps share: indexes, counts, files with errors. */
class TestRunReader {
  private readonly output: TestOutput;
  private readonly outcome: TestRunOutcome = { results: [], notices: [] };
  private readonly indexes: Map<string, TestFileIndex>;
  /** Test files that got an error. */
  private readonly errored = new Set<string>();
  /** How many JUnit documents each test file produced. */
  private readonly produced = new Map<string, number>();
  /** Rows Kyverno counted as passed (pass and skip) and failed. */
  private readonly counted = { passed: 0, failed: 0 };

  constructor(private readonly run: TestRun) {
    this.output = run.output ?? splitTestOutput(run.stdout);
    this.indexes = new Map(run.indexes);
  }

  read(): TestRunOutcome {
    const { run, output } = this;
    this.readDocuments();
    this.readLoadErrors();
    const aborted = run.timedOut || (run.exitCode !== 0 && output.summary === undefined);
    if (aborted) this.reportAbort();
    else this.crossCheck();
    return this.outcome;
  }

  private indexOf(file: string | undefined): TestFileIndex | undefined {
    const text = this.run.remote || file === undefined ? undefined : this.run.texts.get(file);
    if (file === undefined || text === undefined) return undefined;
    let index = this.indexes.get(file);
    if (!index) this.indexes.set(file, (index = indexTestFile(text)));
    return index;
  }

  private fileFor(printed: string | undefined): string | undefined {
    return this.run.remote || printed === undefined ? undefined : this.run.fileOf(printed);
  }

  private addError({ file, reason, message, at }: RunError): void {
    if (file !== undefined) this.errored.add(file);
    this.outcome.results.push({
      source: 'test',
      status: 'error',
      policy: '',
      rule: '',
      resource: { ...NO_RESOURCE },
      message,
      reason,
      ...this.placement(file, at ?? { line: 1, column: 1 }),
    });
  }

  private placement(
    file: string | undefined,
    at: Position | undefined,
  ): Pick<PolicyResult, 'file' | 'line' | 'column' | 'suite'> {
    if (this.run.remote || file === undefined) return { suite: this.run.target };
    const position = at ?? { line: 1, column: 1 };
    return { file, line: position.line, column: position.column, suite: file };
  }

  /** Parses every JUnit document into results, counting documents per file and rows. */
  private readDocuments(): void {
    const { outcome, counted } = this;
    for (const document of this.output.documents) {
      const file = this.fileFor(document.testFile);
      if (file !== undefined) this.produced.set(file, (this.produced.get(file) ?? 0) + 1);
      let parsed;
      try {
        parsed = readJUnitDocument(document.text);
      } catch (error) {
        outcome.notices.push(
          `${file ?? this.run.target}: could not read Kyverno's JUnit output even after repair (${(error as Error).message}); its results are missing.`,
        );
        continue;
      }
      const { cases, declared } = parsed;
      const failed = cases.filter((testCase) => testCase.failed).length;
      counted.failed += failed;
      counted.passed += cases.length - failed;
      if (declared && (declared.tests !== cases.length || declared.failures !== failed)) {
        outcome.notices.push(
          `${file ?? this.run.target}: Kyverno's JUnit declares ${declared.tests} tests and ${declared.failures} ` +
            `failures, but ${cases.length} testcases with ${failed} failures were read.`,
        );
      }
      const index = this.indexOf(file);
      for (const testCase of cases) outcome.results.push(this.toResult(testCase, file, index));
    }
  }

  private toResult(
    testCase: KyvernoTestCase,
    file: string | undefined,
    index: TestFileIndex | undefined,
  ): PolicyResult {
    const resource = parseResourceKey(testCase.resource);
    const expected = expectedFromReason(testCase.reason);
    const located = index
      ? locateResult(index, {
          policy: testCase.policy,
          rule: testCase.rule,
          resource,
          resourceKey: testCase.resource,
          ...(expected === undefined ? {} : { expected }),
        })
      : undefined;
    return {
      source: 'test',
      status: classifyTestCase(testCase, located?.entry?.expected),
      policy: testCase.policy,
      rule: testCase.rule,
      resource,
      message: describe(testCase),
      reason: testCase.reason,
      ...this.placement(file, located),
    };
  }

  /** Test files Kyverno could not load, deprecated schemas, skipped policies and filters. */
  private readLoadErrors(): void {
    const { output, run, outcome } = this;
    for (const { path, error } of output.testErrors) {
      const file = this.fileFor(path);
      const index = this.indexOf(file);
      this.addError({
        file,
        reason: 'Load error',
        message:
          `Kyverno could not load ${file === undefined ? path : 'this test file'}: ${error}. Kyverno reads test files strictly, so ` +
          'unknown, misspelled or removed fields are errors: fix the field against the cli.kyverno.io/v1alpha1 Test schema.',
        at: index && locateError(index, error),
      });
    }
    for (const path of output.deprecated) {
      const file = this.fileFor(path);
      const index = this.indexOf(file);
      this.addError({
        file,
        reason: 'Deprecated schema',
        message:
          `${file === undefined ? path : 'This test file'} uses the deprecated schema that Kyverno 1.15 and later refuse (missing ` +
          '`apiVersion`/`kind`, or a top-level `name`): add `apiVersion: cli.kyverno.io/v1alpha1` and ' +
          '`kind: Test`, and move `name` under `metadata`.',
        at: index && locateTopLevelKey(index, 'name'),
      });
    }
    for (const { path, error, testFile } of output.policyErrors) {
      outcome.notices.push(
        `${this.fileFor(testFile) ?? run.target}: Kyverno skipped a policy document in ${path}: ${error}`,
      );
    }
    for (const error of output.filterErrors) {
      outcome.notices.push(
        `${run.target}: Kyverno ignored part of the test-case-selector: ${error}`,
      );
    }
  }

  /** Why the run stopped early: a reason and a sentence. */
  private abortProblem(stderr: string): [string, string] {
    const { run, output } = this;
    if (run.timedOut) {
      return [
        'Timed out',
        `\`kyverno test\` did not finish within ${duration(run.timeoutMs ?? 0)} and was stopped`,
      ];
    }
    if (output.loadError !== undefined) {
      return [
        'Tests not loaded',
        `Kyverno could not load the tests of ${run.target}: ${output.loadError.replace(/\s*\n\s*/g, ' ')}`,
      ];
    }
    if (/^failed to (run|print) test/.test(stderr)) {
      return ['Run error', `Kyverno could not run this test: ${stderr}`];
    }
    return [
      'Crashed',
      `\`kyverno test\` exited with code ${run.exitCode} without a summary: ${stderr || 'no error output'}`,
    ];
  }

  /**
   * Kyverno stopped early (crash, timeout, run error): the test file it was on gets the error, and
   * every other expected test file that printed nothing gets a "not run" error, so nothing goes
   * missing.
   */
  private reportAbort(): void {
    const { run, output, errored, produced } = this;
    const stderr = errorText(run.stderr);
    const [reason, problem] = this.abortProblem(stderr);
    const last = this.fileFor(output.loaded.at(-1));
    const loads = output.loaded.filter((printed) => this.fileFor(printed) === last).length;
    const culprit =
      errored.size > 0
        ? [...errored][0]
        : last !== undefined && (produced.get(last) ?? 0) < loads
          ? last
          : undefined;
    if (run.remote) {
      if (errored.size === 0) this.addError({ file: undefined, reason, message: `${problem}.` });
      return;
    }
    if (culprit !== undefined && !errored.has(culprit)) {
      const index = this.indexOf(culprit);
      this.addError({
        file: culprit,
        reason,
        message: `${problem}.${hint(stderr)}`,
        at: index && locateError(index, stderr),
      });
    }
    for (const suite of run.suites) {
      if (errored.has(suite) || produced.has(suite)) continue;
      this.addError({
        file: suite,
        reason: culprit === undefined ? reason : 'Not run',
        message:
          culprit === undefined
            ? `${problem}.`
            : `Not run: Kyverno stopped at ${culprit} before reaching this test file. Suites in nested ` +
              'folders run in one Kyverno process, so fix that file first.',
      });
    }
  }

  /** Kyverno's own summary must agree with the testcases read, or results went missing. */
  private crossCheck(): void {
    const { run, output, counted } = this;
    const { notices } = this.outcome;
    const { summary } = output;
    if (!summary) {
      if (output.documents.length > 0) {
        notices.push(
          `${run.target}: Kyverno printed results but no "Test Summary" line to check them against.`,
        );
      }
      return;
    }
    if (summary.passed !== counted.passed || summary.failed !== counted.failed) {
      notices.push(
        `${run.target}: MISMATCH: Kyverno's summary says ${summary.passed} tests passed and ${summary.failed} ` +
          `failed, but its JUnit output held ${counted.passed} passing and ${counted.failed} failing testcases. ` +
          'Some results may be missing or extra: please report this with the Kyverno version.',
      );
    }
  }
}

/** Kyverno's message, or a useful one where Kyverno only repeats the reason. */
function describe(testCase: KyvernoTestCase): string {
  const message = testCase.message?.trim() ?? '';
  if (testCase.reason === 'Not found') {
    return (
      `Policy \`${testCase.policy}\` returned no result for this resource. Check the policy, rule ` +
      'and resource names of this results entry, and that the policy file is listed under `policies`.'
    );
  }
  if (testCase.reason === 'Excluded' && (message === '' || message === 'Excluded')) {
    return 'The policy did not apply to this resource (no rule matched it, or it was excluded).';
  }
  return message === '' ? testCase.reason : message;
}

function duration(ms: number): string {
  return ms < 1000
    ? `${ms} ms`
    : ms < 120_000
      ? `${Math.round(ms / 1000)} s`
      : `${Math.round(ms / 60_000)} min`;
}

function hint(stderr: string): string {
  return /failed to load (policies|resources)|no such file/.test(stderr)
    ? ' Check the paths listed under `policies` and `resources` (relative to this test file).'
    : '';
}

/** Cobra's `Error: …` lines from stderr, or its last lines. */
function errorText(stderr: string): string {
  const lines = stderr.trim().split('\n');
  const errors = lines.filter((line) => line.startsWith('Error: ')).map((line) => line.slice(7));
  return (errors.length > 0 ? errors : lines.slice(-5)).join(' ').trim();
}
