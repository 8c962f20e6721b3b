/**
 * The one finish step of the action and of local mode: the verdict, then every report file asked
 * for (JSON, JUnit, SARIF). Publishing and printing are the callers'.
 */
import type { ReportConfig } from '../inputs/config.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import { verdict, type Verdict } from '../verdict/verdict.js';
import { writeReportFiles, type ReportFiles, type WrittenFiles } from './report-files.js';

export interface Finished {
  verdict: Verdict;
  files: WrittenFiles;
}

export async function finishReport(
  report: RunReport,
  config: ReportConfig,
  files: ReportFiles,
  kyverno?: KyvernoInfo,
): Promise<Finished> {
  const outcome = verdict(report, config.failOn, {
    ...(config.failOnExisting !== undefined && { failOnExisting: config.failOnExisting }),
  });
  return { verdict: outcome, files: await writeReportFiles(report, files, kyverno) };
}
