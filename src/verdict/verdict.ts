/**
 * The verdict: whether the step fails per `fail-on`, with a one-line reason. Failing the step is
 * what branch protection reads to block a merge.
 */
import type { FailOn } from '../inputs/config.js';
import type { Logger } from '../model/logger.js';
import type { RunReport } from '../model/report.js';
import { countResults, type Counts, type Status } from '../model/result.js';
import { coverageFigures, formatPercent } from '../model/coverage.js';

export interface Verdict {
  failed: boolean;
  /** One line, for `core.setFailed` and the reports. */
  reason: string;
}

/** The statuses that fail the step for each `fail-on` value. */
export const FAILING_STATUSES: Readonly<Record<FailOn, readonly Status[]>> = {
  fail: ['fail', 'error'],
  error: ['error'],
  warn: ['fail', 'error', 'warn'],
  never: [],
};

const ORDER: readonly Status[] = ['error', 'fail', 'warn', 'skip', 'pass'];

export function describeCounts(counts: Counts, statuses: readonly Status[] = ORDER): string {
  const parts = ORDER.filter((status) => statuses.includes(status) && counts[status] > 0).map(
    (status) => `${counts[status]} ${status}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'no results';
}

export interface VerdictOptions {
  /** False: with a baseline, results that failed at the base too do not fail the step. */
  failOnExisting?: boolean;
}

/** Whether the verdict leaves out existing results: `fail-on-existing: false` and a baseline ran. */
export function ignoresExisting(report: RunReport, options: VerdictOptions = {}): boolean {
  return options.failOnExisting === false && report.fixed !== undefined;
}

export function verdict(report: RunReport, failOn: FailOn, options: VerdictOptions = {}): Verdict {
  const onlyNew = ignoresExisting(report, options);
  const counts = onlyNew
    ? countResults(report.results.filter((result) => result.baseline !== 'existing'))
    : report.summary;
  const what = onlyNew ? 'new results: ' : '';
  const existing = onlyNew ? existingNote(report) : '';
  const failing = FAILING_STATUSES[failOn].filter((status) => counts[status] > 0);
  const gate = coverageGate(report);
  if (failing.length > 0) {
    return {
      failed: true,
      reason: `Kyverno policy check failed: ${what}${describeCounts(counts, failing)} (fail-on: ${failOn}${existing})${gate ? `; ${gate}` : ''}.`,
    };
  }
  if (gate) return { failed: true, reason: `Kyverno policy check failed: ${gate}.` };
  const ignored = (['error', 'fail', 'warn'] as const).filter((status) => counts[status] > 0);
  const note = ignored.length > 0 ? `; not failing on ${describeCounts(counts, ignored)}` : '';
  return {
    failed: false,
    reason: `Kyverno policy check passed: ${what}${describeCounts(counts)} (fail-on: ${failOn}${note}${existing}).`,
  };
}

/**
 * `min-coverage`: why the coverage fails the step, or undefined. A shard covers only part of the
 * suites, so only a whole run (or the merged report) is gated.
 */
export function coverageGate(report: RunReport): string | undefined {
  const minimum = report.coverage?.minimum;
  if (!report.coverage || minimum === undefined || report.shard) return undefined;
  const { covered, total, percent } = coverageFigures(report.coverage);
  if (percent >= minimum) return undefined;
  const short = Math.round((minimum - percent) * 10) / 10;
  return (
    `coverage ${formatPercent(percent)} % (${covered} of ${total} units fully covered) is ` +
    `${formatPercent(short)} points below min-coverage ${minimum} %`
  );
}

function existingNote(report: RunReport): string {
  const count = report.results.filter((result) => result.baseline === 'existing').length;
  return `; fail-on-existing: false, so ${count} result(s) that also failed at the base commit do not fail the step`;
}

/** Whether any result failed or errored, whatever `fail-on` says. */
export function hasFailures(report: RunReport): boolean {
  return report.summary.fail > 0 || report.summary.error > 0;
}

/** Fails the step (or logs the pass) with the verdict's one-line reason. */
export function enforceVerdict(
  result: Verdict,
  sink: Pick<Logger, 'info'> & { setFailed(message: string): void },
): void {
  if (result.failed) sink.setFailed(result.reason);
  else sink.info(result.reason);
}
