import { STATUSES } from '../../model/result.js';
import type { PolicyResult, ResourceRef, Status } from '../../model/result.js';
import type { PolicyReportObject, ReportEntry, ReportSubject } from './extract.js';

const REASONS: Record<Status, string> = {
  pass: 'Pass',
  fail: 'Fail',
  warn: 'Warn',
  error: 'Error',
  skip: 'Skip',
};

/**
 * One `source: 'apply'` result per report entry and resource, not yet placed at a file.
 * Kyverno's policy reports carry no file path; `src/locate/manifest.ts` adds it.
 */
export function reportResults(reports: readonly PolicyReportObject[]): PolicyResult[] {
  const results: PolicyResult[] = [];
  for (const report of reports) {
    for (const entry of report.results) {
      const subjects = entry.resources?.length ? entry.resources : [{}];
      for (const subject of subjects) results.push(toResult(entry, subject));
    }
  }
  return results;
}

function toResult(entry: ReportEntry, subject: ReportSubject): PolicyResult {
  const known = STATUSES.includes(entry.result as Status);
  const status: Status = known ? (entry.result as Status) : 'error';
  const message = entry.message ?? '';
  return {
    source: 'apply',
    status,
    policy: entry.policy ?? '',
    rule: entry.rule ?? '',
    resource: toResource(subject),
    message: known ? message : `Kyverno reported an unknown result "${entry.result}": ${message}`,
    reason: REASONS[status],
    ...(entry.category ? { category: entry.category } : {}),
    ...(entry.severity ? { severity: entry.severity } : {}),
  };
}

function toResource(subject: ReportSubject): ResourceRef {
  return {
    apiVersion: subject.apiVersion ?? '',
    kind: subject.kind ?? '',
    namespace: subject.namespace ?? '',
    name: subject.name ?? '',
  };
}
