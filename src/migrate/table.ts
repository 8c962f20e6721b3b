/** The migration's terminal table and its `migration.json`. */
import { escapeTerminal } from '../report/escape.js';
import type { MigrationEntry, MigrationStatus } from './migrate.js';

const STATUS_COLORS: Record<MigrationStatus, [string, string]> = {
  equivalent: ['\u001b[32m', '\u001b[39m'],
  differs: ['\u001b[33m', '\u001b[39m'],
  unsupported: ['\u001b[2m', '\u001b[22m'],
};

/** Terminal control characters from policy text never reach the terminal. */
const clean = (text: string) => escapeTerminal(text).replace(/\n/g, ' ');

export function countByStatus(entries: readonly MigrationEntry[]): Record<MigrationStatus, number> {
  const counts: Record<MigrationStatus, number> = { equivalent: 0, differs: 0, unsupported: 0 };
  for (const entry of entries) counts[entry.status]++;
  return counts;
}

export function renderMigrationTable(entries: readonly MigrationEntry[], color: boolean): string {
  const rows = entries.map((e) =>
    [e.status, e.policy || '-', `${e.file}:${e.line}`, e.reason].map(clean),
  );
  const header = ['STATUS', 'POLICY', 'FILE', 'REASON'];
  const widths = [0, 1, 2].map((i) =>
    Math.max(header[i]!.length, ...rows.map((r) => r[i]!.length)),
  );
  const line = (cells: string[], status?: MigrationStatus) => {
    const padded = cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell));
    if (color && status)
      padded[0] = `${STATUS_COLORS[status][0]}${padded[0]}${STATUS_COLORS[status][1]}`;
    return padded.join('  ').trimEnd();
  };
  const counts = countByStatus(entries);
  return [
    line(header),
    ...rows.map((row, i) => line(row, entries[i]!.status)),
    '',
    `${entries.length} polic${entries.length === 1 ? 'y' : 'ies'}: ${counts.equivalent} equivalent, ${counts.differs} differs, ${counts.unsupported} unsupported`,
    '',
  ].join('\n');
}

export function migrationJson(entries: readonly MigrationEntry[]): string {
  return `${JSON.stringify({ schemaVersion: 1, counts: countByStatus(entries), policies: entries }, null, 2)}\n`;
}
