import type { Status } from '../../model/result.js';
import type { KyvernoTestCase } from './parse.js';

/**
 * The status of one `kyverno test` row. Kyverno's JUnit prints an expected skip as a passing
 * testcase, so it cannot be told apart from a pass without the test file. The rule:
 *
 * 1. Kyverno printed `<failure>` (reasons `Want <expected>, got <actual>`, `Not found`,
 *    `Resource diff`, `Resource error`): **fail**. These are what Kyverno counts as failed.
 * 2. Reason `Excluded` (the policy produced no rule result for the resource: it did not match or
 *    was excluded): **skip**. Kyverno counts it as skipped, even when the test expected `fail`.
 * 3. Reason `Invalid Policy` (Kyverno skipped a policy that failed validation; the message holds
 *    the validation error): **skip**.
 * 4. The row passed and the `results[]` entry it belongs to says `result: skip`: **skip**.
 * 5. A row that passed with reason `Want <expected>, got <actual>`: **fail**. Only Kyverno 1.14 to
 *    1.17 print this (kyverno/kyverno#15355: a test expecting `fail` always passed).
 * 6. Anything else: **pass**.
 *
 * `error` is never a row status: it is kept for suites that could not run at all (load errors,
 * deprecated schema, missing files, crashes, timeouts). Kyverno's own summary counts rules 2 to 4
 * as "passed", so pass + skip here equals its "N tests passed" (rule 5 aside).
 */
export function classifyTestCase(testCase: KyvernoTestCase, expected: string | undefined): Status {
  if (testCase.failed) return 'fail';
  if (testCase.reason === 'Excluded' || testCase.reason === 'Invalid Policy') return 'skip';
  if (testCase.reason.startsWith('Want ')) return 'fail';
  if (expected === 'skip') return 'skip';
  return 'pass';
}

/** The `result` a row was checked against, when its reason says (`Want fail, got pass`). */
export function expectedFromReason(reason: string): string | undefined {
  return /^Want (\S+), got /.exec(reason)?.[1];
}
