import type { PolicyResult } from '../model/result.js';

/**
 * Joins deprecation findings to the stage results that already report the same problem, so a
 * line gets one result, not two: `kyverno test` refuses a test file in the old schema (an error
 * the test stage reports at that file), and the finding for that file only adds what the
 * upgrade check knows (since when, and the command that fixes it). Other findings are kept.
 */
/** Whether a finding may be joined to a stage result (and so is not final before the run ends). */
export const foldsIntoStageResult = (finding: PolicyResult): boolean =>
  finding.upgrade?.fix === 'kyverno fix test';

export function foldFindings(
  stageResults: readonly PolicyResult[],
  findings: readonly PolicyResult[],
): PolicyResult[] {
  const results = [...stageResults];
  const kept: PolicyResult[] = [];
  for (const finding of findings) {
    const index = results.findIndex(
      (result) =>
        result.source === 'test' &&
        result.status === 'error' &&
        result.reason === 'Deprecated schema' &&
        result.file === finding.file &&
        foldsIntoStageResult(finding),
    );
    const same = results[index];
    if (!same || !finding.upgrade) {
      kept.push(finding);
      continue;
    }
    results[index] = {
      ...same,
      message: `${same.message} \`${finding.upgrade.fix}\` rewrites it.`,
      upgrade: finding.upgrade,
    };
  }
  return [...results, ...kept];
}
