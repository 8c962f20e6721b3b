import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import { writeJsonReport } from './json-file.js';
import { writeJUnitReport } from './junit-file.js';
import { renderSarif } from './sarif.js';

export interface ReportFiles {
  jsonFile?: string;
  junitFile?: string;
  sarifFile?: string;
}

export interface WrittenFiles extends ReportFiles {
  warnings: string[];
}

export async function writeSarifReport(
  file: string,
  report: RunReport,
  kyverno?: KyvernoInfo,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const sarif = renderSarif(report, kyverno ? { kyverno } : {});
  await writeFile(file, `${JSON.stringify(sarif, null, 2)}\n`, 'utf8');
}

/**
 * Writes the report files that are asked for. A file that cannot be written is a warning: it never
 * costs the other reports.
 */
export async function writeReportFiles(
  report: RunReport,
  files: ReportFiles,
  kyverno?: KyvernoInfo,
): Promise<WrittenFiles> {
  const writers: Record<keyof ReportFiles, [string, (file: string) => Promise<void>]> = {
    jsonFile: ['JSON', (file) => writeJsonReport(file, report)],
    junitFile: ['JUnit', (file) => writeJUnitReport(file, report)],
    sarifFile: ['SARIF', (file) => writeSarifReport(file, report, kyverno)],
  };
  const written: WrittenFiles = { warnings: [] };
  for (const [key, [label, write]] of Object.entries(writers) as [
    keyof ReportFiles,
    (typeof writers)[keyof ReportFiles],
  ][]) {
    const file = files[key];
    if (!file) continue;
    try {
      await write(file);
      written[key] = file;
    } catch (error) {
      written.warnings.push(
        `Could not write the ${label} report ${file}: ${(error as Error).message}`,
      );
    }
  }
  return written;
}
