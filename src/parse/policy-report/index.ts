import type { PolicyResult } from '../../model/result.js';
import { extractPolicyReports } from './extract.js';
import { reportResults } from './results.js';

export { extractPolicyReports, REPORT_KINDS } from './extract.js';
export type { PolicyReportObject, ReportEntry, ReportSubject } from './extract.js';
export { reportResults } from './results.js';

/** Results of one `kyverno apply --policy-report --output-format json` run, from its stdout. */
export function parseApplyOutput(stdout: string): {
  results: PolicyResult[];
  reportCount: number;
  problems: string[];
} {
  const { reports, problems } = extractPolicyReports(stdout);
  return { results: reportResults(reports), reportCount: reports.length, problems };
}
