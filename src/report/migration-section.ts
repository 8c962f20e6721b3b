/**
 * The "Migration" section of the job summary (`migration-report: true`): how many legacy
 * policies convert to a ValidatingPolicy proven equivalent, differ, or do not convert, and per
 * policy a collapsible block with the reason and the converted YAML.
 */
import type { MigrationInfo, RunReport } from '../model/report.js';
import { escapeHtml, escapeMarkdown } from './escape.js';
import { codeFence } from './escape.js';
import type { BoundedMarkdown } from './markdown.js';
import { formatCount, plural, tableHead, tableRow } from './markdown.js';

const STATUSES: readonly MigrationInfo['status'][] = ['equivalent', 'differs', 'unsupported'];

function block(entry: MigrationInfo): string {
  const title = `${escapeHtml(entry.status)}: ${escapeHtml(entry.policy || entry.file)} (${escapeHtml(`${entry.file}:${entry.line}`)})`;
  const reason = `${escapeMarkdown(entry.reason)}\n\n`;
  const yaml = entry.converted
    ? `${codeFence(entry.converted)}yaml\n${entry.converted.trimEnd()}\n${codeFence(entry.converted)}\n\n`
    : '';
  return `<details><summary>${title}</summary>\n\n${reason}${yaml}</details>\n\n`;
}

/** Adds the section when the report carries migration results; nothing otherwise. */
export function addMigrationSection(doc: BoundedMarkdown, report: RunReport): void {
  const entries = report.migration;
  if (!entries || entries.length === 0) return;
  const counts = STATUSES.map((status) => entries.filter((e) => e.status === status).length);
  doc.add(
    `### Migration: ${plural(entries.length, 'legacy policy', 'legacy policies')} to ValidatingPolicy\n\n` +
      tableHead([{ header: 'Status' }, { header: 'Policies', align: 'right' }]) +
      STATUSES.map((status, i) => tableRow([status, formatCount(counts[i]!)])).join('') +
      '\n',
  );
  let left = 0;
  for (const entry of entries) if (!doc.add(block(entry))) left++;
  if (left > 0) doc.cut(`${plural(left, 'migration block')}`);
}
