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
import { parseJUnitDocument, parseResourceKey, type KyvernoTestCase } from './parse.js';
import { repairJUnitDocument } from './repair.js';
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
  stderr: string;
  exitCode: number;
  timedOut: boolean;
  timeoutMs?: number;
  /** Workspace-relative path (with `/`) of a test file path as Kyverno printed it. */
  fileOf: (printed: string) => string;
  /** Texts of the workspace-relative test files that could be read. */
  texts: ReadonlyMap<string, string>;
}

export interface TestRunOutcome {
  results: PolicyResult[];
  notices: string[];
}

/** Turns a run's output into results: every testcase kept, every suite that did not run an error. */
export function interpretTestRun(run: TestRun): TestRunOutcome {
  const output = splitTestOutput(run.stdout);
  const indexes = new Map<string, TestFileIndex>();
  const indexOf = (file: string): TestFileIndex | undefined => {
    const text = run.remote ? undefined : run.texts.get(file);
    if (text === undefined) return undefined;
    let index = indexes.get(file);
    if (!index) indexes.set(file, (index = indexTestFile(text)));
    return index;
  };
  const fileFor = (printed: string | undefined): string | undefined =>
    run.remote || printed === undefined ? undefined : run.fileOf(printed);
  const outcome: TestRunOutcome = { results: [], notices: [] };
  const errored = new Set<string>();
  const addError = (file: string | undefined, reason: string, message: string, at?: Position) => {
    if (file !== undefined) errored.add(file);
    outcome.results.push({
      source: 'test',
      status: 'error',
      policy: '',
      rule: '',
      resource: { ...NO_RESOURCE },
      message,
      reason,
      ...placement(run, file, at ?? { line: 1, column: 1 }),
    });
  };

  const { produced, read } = readDocuments(run, output, outcome, fileFor, indexOf);

  for (const { path, error } of output.testErrors) {
    const file = fileFor(path);
    const index = file === undefined ? undefined : indexOf(file);
    addError(
      file,
      'Load error',
      `Kyverno could not load ${file === undefined ? path : 'this test file'}: ${error}. Kyverno reads test files strictly, so ` +
        'unknown, misspelled or removed fields are errors: fix the field against the cli.kyverno.io/v1alpha1 Test schema.',
      index && locateError(index, error),
    );
  }
  for (const path of output.deprecated) {
    const file = fileFor(path);
    const index = file === undefined ? undefined : indexOf(file);
    addError(
      file,
      'Deprecated schema',
      `${file === undefined ? path : 'This test file'} uses the deprecated schema that Kyverno 1.15 and later refuse (missing ` +
        '`apiVersion`/`kind`, or a top-level `name`): add `apiVersion: cli.kyverno.io/v1alpha1` and ' +
        '`kind: Test`, and move `name` under `metadata`.',
      index && locateTopLevelKey(index, 'name'),
    );
  }
  for (const { path, error, testFile } of output.policyErrors) {
    outcome.notices.push(
      `${fileFor(testFile) ?? run.target}: Kyverno skipped a policy document in ${path}: ${error}`,
    );
  }
  for (const error of output.filterErrors) {
    outcome.notices.push(`${run.target}: Kyverno ignored part of the test-case-selector: ${error}`);
  }

  const aborted = run.timedOut || (run.exitCode !== 0 && output.summary === undefined);
  if (aborted) {
    reportAbort(run, output, produced, errored, addError, indexOf, fileFor);
  } else {
    crossCheck(run, output, read, outcome.notices);
  }
  return outcome;
}

/**
 * Parses every document. Returns how many documents each test file produced, and how many rows
 * Kyverno counted as passed (pass and skip) and failed.
 */
function readDocuments(
  run: TestRun,
  output: TestOutput,
  outcome: TestRunOutcome,
  fileFor: (printed: string | undefined) => string | undefined,
  indexOf: (file: string) => TestFileIndex | undefined,
): { produced: Map<string, number>; read: { passed: number; failed: number } } {
  const produced = new Map<string, number>();
  const read = { passed: 0, failed: 0 };
  for (const document of output.documents) {
    const file = fileFor(document.testFile);
    if (file !== undefined) produced.set(file, (produced.get(file) ?? 0) + 1);
    let parsed;
    try {
      parsed = parseJUnitDocument(repairJUnitDocument(document.text));
    } catch (error) {
      outcome.notices.push(
        `${file ?? run.target}: could not read Kyverno's JUnit output even after repair (${(error as Error).message}); its results are missing.`,
      );
      continue;
    }
    const { cases, declared } = parsed;
    const failed = cases.filter((testCase) => testCase.failed).length;
    read.failed += failed;
    read.passed += cases.length - failed;
    if (declared && (declared.tests !== cases.length || declared.failures !== failed)) {
      outcome.notices.push(
        `${file ?? run.target}: Kyverno's JUnit declares ${declared.tests} tests and ${declared.failures} ` +
          `failures, but ${cases.length} testcases with ${failed} failures were read.`,
      );
    }
    const index = file === undefined ? undefined : indexOf(file);
    for (const testCase of cases) outcome.results.push(toResult(run, testCase, file, index));
  }
  return { produced, read };
}

function toResult(
  run: TestRun,
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
    ...placement(run, file, located),
  };
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

function placement(
  run: TestRun,
  file: string | undefined,
  at: Position | undefined,
): Pick<PolicyResult, 'file' | 'line' | 'column' | 'suite'> {
  if (run.remote || file === undefined) return { suite: run.target };
  const position = at ?? { line: 1, column: 1 };
  return { file, line: position.line, column: position.column, suite: file };
}

/**
 * Kyverno stopped early (crash, timeout, run error): the test file it was on gets the error, and
 * every other expected test file that printed nothing gets a "not run" error, so nothing goes missing.
 */
function reportAbort(
  run: TestRun,
  output: TestOutput,
  produced: ReadonlyMap<string, number>,
  errored: Set<string>,
  addError: (file: string | undefined, reason: string, message: string, at?: Position) => void,
  indexOf: (file: string) => TestFileIndex | undefined,
  fileFor: (printed: string | undefined) => string | undefined,
): void {
  const stderr = errorText(run.stderr);
  const [reason, problem] = run.timedOut
    ? [
        'Timed out',
        `\`kyverno test\` did not finish within ${duration(run.timeoutMs ?? 0)} and was stopped`,
      ]
    : output.loadError !== undefined
      ? [
          'Tests not loaded',
          `Kyverno could not load the tests of ${run.target}: ${output.loadError.replace(/\s*\n\s*/g, ' ')}`,
        ]
      : /^failed to (run|print) test/.test(stderr)
        ? ['Run error', `Kyverno could not run this test: ${stderr}`]
        : [
            'Crashed',
            `\`kyverno test\` exited with code ${run.exitCode} without a summary: ${stderr || 'no error output'}`,
          ];

  const last = fileFor(output.loaded.at(-1));
  const loads = output.loaded.filter((printed) => fileFor(printed) === last).length;
  const culprit =
    errored.size > 0
      ? [...errored][0]
      : last !== undefined && (produced.get(last) ?? 0) < loads
        ? last
        : undefined;
  if (run.remote) {
    if (errored.size === 0) addError(undefined, reason, `${problem}.`);
    return;
  }
  if (culprit !== undefined && !errored.has(culprit)) {
    const index = indexOf(culprit);
    addError(culprit, reason, `${problem}.${hint(stderr)}`, index && locateError(index, stderr));
  }
  for (const suite of run.suites) {
    if (errored.has(suite) || produced.has(suite)) continue;
    addError(
      suite,
      culprit === undefined ? reason : 'Not run',
      culprit === undefined
        ? `${problem}.`
        : `Not run: Kyverno stopped at ${culprit} before reaching this test file. Suites in nested ` +
            'folders run in one Kyverno process, so fix that file first.',
    );
  }
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

/** Kyverno's own summary must agree with the testcases read, or results went missing. */
function crossCheck(
  run: TestRun,
  output: TestOutput,
  read: { passed: number; failed: number },
  notices: string[],
): void {
  const { summary } = output;
  if (!summary) {
    if (output.documents.length > 0) {
      notices.push(
        `${run.target}: Kyverno printed results but no "Test Summary" line to check them against.`,
      );
    }
    return;
  }
  if (summary.passed !== read.passed || summary.failed !== read.failed) {
    notices.push(
      `${run.target}: MISMATCH: Kyverno's summary says ${summary.passed} tests passed and ${summary.failed} ` +
        `failed, but its JUnit output held ${read.passed} passing and ${read.failed} failing testcases. ` +
        'Some results may be missing or extra: please report this with the Kyverno version.',
    );
  }
}
