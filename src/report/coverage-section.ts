/**
 * The "Coverage" section: how many units (rules of legacy policies, CEL policies) the suites
 * load and fully cover, every unit that is not, what it lacks, a results entry to paste for it,
 * and the policies given to `policies` that no suite loads.
 */
import {
  coverageFigures,
  formatPercent,
  isFullyCovered,
  lacking,
  type CoverageUnit,
} from '../model/coverage.js';
import type { RunReport } from '../model/report.js';
import { escapeHtml, escapeMarkdown } from './escape.js';
import {
  addTable,
  formatCount,
  plural,
  tableHead,
  tableRow,
  type BoundedMarkdown,
} from './markdown.js';

/** The short table: units, fully covered, the percentage and the gate. */
export function coverageTable(report: RunReport): string {
  const coverage = report.coverage;
  if (!coverage) return '';
  const { total, covered, percent } = coverageFigures(coverage);
  const gate =
    coverage.minimum === undefined
      ? 'no gate'
      : `min-coverage ${coverage.minimum} %: ${percent >= coverage.minimum ? 'met' : 'not met'}`;
  return (
    tableHead([
      { header: 'Coverage' },
      { header: 'Units', align: 'right' },
      { header: 'Fully covered', align: 'right' },
      { header: 'Not fully covered', align: 'right' },
      { header: 'Untested policies', align: 'right' },
    ]) +
    tableRow([
      `${formatPercent(percent)} % (${gate})`,
      formatCount(total),
      formatCount(covered),
      formatCount(total - covered),
      formatCount(coverage.untested.length),
    ]) +
    '\n'
  );
}

/** For the check run: the heading and the short table. */
export function addCoverageTable(doc: BoundedMarkdown, report: RunReport): void {
  if (!report.coverage) return;
  doc.add(`### Coverage\n\n${coverageTable(report)}`);
}

const unitName = (unit: CoverageUnit): string =>
  unit.rule ? `${unit.policy} / ${unit.rule}` : unit.policy;

/** For the job summary: the table, the units not fully covered, ready-made entries, untested. */
export function addCoverageSection(doc: BoundedMarkdown, report: RunReport): void {
  const coverage = report.coverage;
  if (!coverage) return;
  doc.add(`### Coverage\n\n${coverageTable(report)}`);
  const open = coverage.units.filter((unit) => !isFullyCovered(unit));
  const left = addTable(
    doc,
    `Not fully covered (${formatCount(open.length)}):\n\n`,
    [{ header: 'Policy / rule' }, { header: 'Kind' }, { header: 'Lacks' }, { header: 'Location' }],
    open.map((unit) =>
      tableRow([
        escapeMarkdown(unitName(unit)),
        escapeMarkdown(unit.kind),
        escapeMarkdown(lacking(unit)),
        escapeMarkdown(`${unit.file}:${unit.line}`),
      ]),
    ),
    open.length,
  );
  if (left > 0) doc.cut(plural(left, 'unit not fully covered', 'units not fully covered'));
  let entriesLeft = 0;
  for (const unit of open) {
    if (!unit.entry) continue;
    const block =
      `<details><summary>A results entry to add for ${escapeHtml(unitName(unit))} ` +
      `(${escapeHtml(`${unit.file}:${unit.line}`)})</summary>\n\n` +
      `\`\`\`\`yaml\n${unit.entry.replace(/````/g, "'''")}\n\`\`\`\`\n\n</details>\n\n`;
    if (!doc.add(block)) entriesLeft++;
  }
  if (entriesLeft > 0)
    doc.cut(plural(entriesLeft, 'ready-made results entry', 'ready-made results entries'));
  if (coverage.untested.length > 0) {
    const untestedLeft = addTable(
      doc,
      `Policies given to \`policies\` that no test suite loads (${formatCount(coverage.untested.length)}):\n\n`,
      [{ header: 'Policy' }, { header: 'Location' }],
      coverage.untested.map((policy) =>
        tableRow([escapeMarkdown(policy.policy), escapeMarkdown(`${policy.file}:${policy.line}`)]),
      ),
      coverage.untested.length,
    );
    if (untestedLeft > 0) doc.cut(plural(untestedLeft, 'untested policy', 'untested policies'));
  }
}
