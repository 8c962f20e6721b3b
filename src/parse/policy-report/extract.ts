/**
 * Finds the policy report objects in `kyverno apply --policy-report --output-format json`
 * stdout. Kyverno prints each report as one line of JSON, mixed with `---` separators,
 * mutation messages, a "Policies Skipped" block and "exit as …" text.
 */

export interface ReportSubject {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  name?: string;
}

export interface ReportEntry {
  source?: string;
  policy?: string;
  rule?: string;
  result?: string;
  message?: string;
  category?: string;
  severity?: string;
  scored?: boolean;
  resources?: ReportSubject[];
  properties?: Record<string, string>;
}

export interface PolicyReportObject {
  /** `ClusterReport`, `PolicyReport` (openreports.io), or `ClusterPolicyReport` (wgpolicyk8s.io). */
  kind: string;
  apiVersion: string;
  metadata?: { name?: string; namespace?: string };
  results: ReportEntry[];
}

export const REPORT_KINDS: readonly string[] = [
  'ClusterReport',
  'PolicyReport',
  'ClusterPolicyReport',
];

export interface ExtractedReports {
  reports: PolicyReportObject[];
  /** Report-looking lines that could not be read, with the reason. */
  problems: string[];
}

export function extractPolicyReports(stdout: string): ExtractedReports {
  const extracted: ExtractedReports = { reports: [], problems: [] };
  for (const line of stdout.split(/\r?\n/)) {
    let from = line.indexOf('{"');
    while (from >= 0) {
      const end = jsonObjectEnd(line, from);
      if (end < 0) {
        if (/"kind":"(ClusterReport|PolicyReport|ClusterPolicyReport)"/.test(line.slice(from))) {
          extracted.problems.push(
            `an incomplete policy report line: ${line.slice(from, from + 120)}…`,
          );
        }
        break;
      }
      const report = asReport(line.slice(from, end));
      if (report) extracted.reports.push(report);
      from = line.indexOf('{"', end);
    }
  }
  return extracted;
}

function asReport(json: string): PolicyReportObject | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const candidate = value as Partial<PolicyReportObject>;
  if (typeof candidate.kind !== 'string' || !REPORT_KINDS.includes(candidate.kind))
    return undefined;
  return {
    kind: candidate.kind,
    apiVersion: typeof candidate.apiVersion === 'string' ? candidate.apiVersion : '',
    ...(candidate.metadata ? { metadata: candidate.metadata } : {}),
    results: Array.isArray(candidate.results) ? candidate.results : [],
  };
}

/** Index just past the JSON object starting at `start`, or -1 when it does not close on the line. */
function jsonObjectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}
