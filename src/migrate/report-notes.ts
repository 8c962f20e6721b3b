/**
 * With `migration-report`, each "ClusterPolicy/Policy is deprecated" finding also says whether
 * the policy converts cleanly: proven equivalent, converted but different, or not convertible.
 */
import type { MigrationInfo } from '../model/report.js';
import type { PolicyResult } from '../model/result.js';

const LEGACY_SUBJECT = 'kyverno.io ClusterPolicy and Policy';

function note(entry: MigrationInfo): string {
  switch (entry.status) {
    case 'equivalent':
      return 'It converts to a ValidatingPolicy proven equivalent with the Kyverno CLI (see the Migration section).';
    case 'differs':
      return `Its conversion to a ValidatingPolicy differs: ${entry.reason}`;
    case 'unsupported':
      return `It does not convert to a ValidatingPolicy automatically: ${entry.reason}`;
  }
}

export function addMigrationNotes(
  results: readonly PolicyResult[],
  migration: readonly MigrationInfo[],
): PolicyResult[] {
  return results.map((result) => {
    if (result.upgrade?.type !== 'deprecation' || result.upgrade.subject !== LEGACY_SUBJECT)
      return result;
    const entry = migration.find((m) => m.file === result.file && m.policy === result.policy);
    return entry ? { ...result, message: `${result.message} ${note(entry)}` } : result;
  });
}
