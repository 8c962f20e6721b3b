/**
 * Writes the report files (JSON, JUnit, SARIF): the one place the rendered reports reach the
 * disk, for the action and for local mode alike. The JUnit and SARIF renderers are imported when
 * their file is asked for: the JUnit one brings the XML builder (`fast-xml-parser`), which a run
 * writing only the JSON report never loads.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import { renderJsonReport } from '../report/json-file.js';

export interface ReportFiles {
  jsonFile?: string;
  junitFile?: string;
  sarifFile?: string;
}

export interface WrittenFiles extends ReportFiles {
  warnings: string[];
}

async function writeText(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, 'utf8');
}

export async function writeJsonReport(file: string, report: RunReport): Promise<void> {
  await writeText(file, renderJsonReport(report));
}

export async function writeJUnitReport(
  file: string,
  report: RunReport,
  timestamp = new Date(),
): Promise<void> {
  const { renderJUnit } = await import('../report/junit-file.js');
  await writeText(file, renderJUnit(report, timestamp));
}

export async function writeSarifReport(
  file: string,
  report: RunReport,
  kyverno?: KyvernoInfo,
): Promise<void> {
  const { renderSarif } = await import('../report/sarif.js');
  const sarif = renderSarif(report, kyverno ? { kyverno } : {});
  await writeText(file, `${JSON.stringify(sarif, null, 2)}\n`);
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
