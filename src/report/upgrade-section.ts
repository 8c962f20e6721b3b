/**
 * The "Upgrade readiness" section of the job summary, check run and PR comment: what the files
 * use that Kyverno deprecates, counted by form with the release that removes it, the commands
 * that help, and how many results change under another Kyverno. Each finding itself is
 * annotated at its line; this section never repeats them one by one.
 */
import type { RunReport } from '../model/report.js';
import { compareText, type PolicyResult } from '../model/result.js';
import { escapeMarkdown } from './escape.js';
import type { BoundedMarkdown } from './markdown.js';
import { addTable, formatCount, plural, tableRow } from './markdown.js';

const FIX_TEST = '`KYVERNO_EXPERIMENTAL=true kyverno fix test . --save`';
const FIX_POLICY = '`KYVERNO_EXPERIMENTAL=true kyverno fix policy . --save`';

interface FormCount {
  subject: string;
  removedIn: string;
  count: number;
}

function countByForm(findings: readonly PolicyResult[]): FormCount[] {
  const forms = new Map<string, FormCount>();
  for (const { upgrade } of findings) {
    if (!upgrade) continue;
    const form = forms.get(upgrade.subject) ?? {
      subject: upgrade.subject,
      removedIn: upgrade.removedIn ?? '',
      count: 0,
    };
    form.count += 1;
    forms.set(upgrade.subject, form);
  }
  return [...forms.values()].sort((a, b) => b.count - a.count || compareText(a.subject, b.subject));
}

/** The commands that help with these findings, one sentence. */
function helpLine(findings: readonly PolicyResult[]): string {
  const tests = findings.some((result) => result.upgrade?.fix === 'kyverno fix test');
  const policies = findings.some((result) => result.upgrade?.fix === undefined);
  const help = [
    ...(tests ? [`${FIX_TEST} rewrites old test files`] : []),
    ...(policies
      ? [
          `${FIX_POLICY} updates old syntax in legacy policies; their kinds are rewritten by hand ` +
            '(each annotation names the replacement)',
        ]
      : []),
  ];
  return help.length > 0 ? `${help.join('; ')}.\n\n` : '';
}

/** How many results differ under the compared Kyverno, by the versions compared. */
function changesLine(changes: readonly PolicyResult[]): string {
  const byVersions = new Map<string, number>();
  for (const { upgrade } of changes) {
    if (upgrade) byVersions.set(upgrade.subject, (byVersions.get(upgrade.subject) ?? 0) + 1);
  }
  const parts = [...byVersions].map(
    ([versions, count]) => `${plural(count, 'result')} change (${escapeMarkdown(versions)})`,
  );
  return parts.length > 0 ? `**Upgrade preview:** ${parts.join(', ')}; see the warnings.\n\n` : '';
}

/** Adds the section when the report has upgrade findings or changes; nothing otherwise. */
export function addUpgradeSection(doc: BoundedMarkdown, report: RunReport): void {
  const findings = report.results.filter((result) => result.upgrade?.type === 'deprecation');
  const changes = report.results.filter((result) => result.upgrade?.type === 'change');
  if (findings.length === 0 && changes.length === 0) return;
  if (findings.length === 0) {
    doc.add(`### Upgrade readiness\n\n${changesLine(changes)}`);
    return;
  }
  const heading = `### Upgrade readiness: ${plural(findings.length, 'deprecated form')} found\n\n`;
  const forms = countByForm(findings);
  const left = addTable(
    doc,
    heading,
    [{ header: 'Deprecated' }, { header: 'Found', align: 'right' }, { header: 'Removed in' }],
    forms.map((form) =>
      tableRow([
        escapeMarkdown(form.subject),
        formatCount(form.count),
        form.removedIn ? `Kyverno ${escapeMarkdown(form.removedIn)}` : 'not announced',
      ]),
    ),
    forms.length,
  );
  if (left > 0) doc.cut(`${formatCount(left)} of ${plural(forms.length, 'deprecated form')}`);
  doc.add(helpLine(findings) + changesLine(changes));
}
