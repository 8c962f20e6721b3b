/**
 * The text report of the local CLI mode: failures and warnings with their locations, counts per
 * source, skipped manifests and the verdict. Colours only on a terminal that wants them.
 */
import { countBaseline } from '../model/baseline.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import { explanation, type PolicyResult, type Status } from '../model/result.js';
import { SOURCES, countResults, resourceLabel } from '../model/result.js';
import type { Verdict } from '../verdict/verdict.js';
import { describeCounts } from '../verdict/verdict.js';
import { ruleTitle } from './annotations.js';
import { bySeverityThenLocation } from '../model/result.js';
import { escapeTerminal, escapeTerminalLines, truncate } from './escape.js';
import { renderTitle } from './render-groups.js';
import { coverageFigures, formatPercent, type CoverageReport } from '../model/coverage.js';

type Style = 'red' | 'yellow' | 'green' | 'dim' | 'bold';

const ANSI: Readonly<Record<Style, [string, string]>> = {
  red: ['\u001b[31m', '\u001b[39m'],
  yellow: ['\u001b[33m', '\u001b[39m'],
  green: ['\u001b[32m', '\u001b[39m'],
  dim: ['\u001b[2m', '\u001b[22m'],
  bold: ['\u001b[1m', '\u001b[22m'],
};

const STATUS_STYLES: Readonly<Record<Status, Style>> = {
  error: 'red',
  fail: 'red',
  warn: 'yellow',
  pass: 'green',
  skip: 'dim',
};

/** Colour when writing to a terminal, unless `NO_COLOR` is set; `FORCE_COLOR` forces it. */
export function shouldUseColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true && env.TERM !== 'dumb';
}

export interface TerminalOptions {
  verdict: Verdict;
  color: boolean;
  kyverno?: KyvernoInfo;
  /** How many failures and warnings to list (default: all). */
  maxResults?: number;
}

function location(result: PolicyResult): string {
  if (!result.file) return result.suite ?? '';
  const where = result.line === undefined ? result.file : `${result.file}:${result.line}`;
  return result.render ? `${where}  (${renderTitle(result.render)})` : where;
}

/** `coverage: 86.0 % (123 of 143 units fully covered, 2 untested policies)`. */
function coverageLine(coverage: CoverageReport): string {
  const { total, covered, percent } = coverageFigures(coverage);
  const untested =
    coverage.untested.length > 0 ? `, ${coverage.untested.length} untested policies` : '';
  return `coverage: ${formatPercent(percent)} % (${covered} of ${total} units fully covered${untested})`;
}

type Paint = (style: Style, text: string) => string;

/** A unified diff's lines, `+` green and `-` red when colour is on. */
function diffLines(diff: string, paint: Paint, indent: string): string[] {
  return escapeTerminalLines(diff).map((line) => {
    const style: Style | undefined = line.startsWith('+')
      ? 'green'
      : line.startsWith('-')
        ? 'red'
        : line.startsWith('@@')
          ? 'dim'
          : undefined;
    return indent + (style ? paint(style, line) : line);
  });
}

/** What Kyverno will change at admission: each changed object's place and YAML diff. */
function mutationLines(report: RunReport, paint: Paint): string[] {
  const mutations = report.mutations ?? [];
  if (mutations.length === 0) return [];
  const count = `${mutations.length} resource${mutations.length === 1 ? '' : 's'}`;
  const lines = [paint('bold', `Kyverno will change ${count} at admission:`)];
  for (const mutation of mutations) {
    const policies = [...new Set(mutation.makers.map((maker) => maker.policy))].join(', ');
    const render = mutation.render ? `  (${renderTitle(mutation.render)})` : '';
    lines.push(
      `${paint('yellow', 'MUTATE')} ${escapeTerminal(resourceLabel(mutation.resource))}` +
        paint('dim', `  by ${escapeTerminal(policies)}`),
      `      ${paint('dim', escapeTerminal(`${mutation.file}:${mutation.line}${render}`))}`,
      ...diffLines(mutation.diff ?? '', paint, '        '),
    );
  }
  lines.push('');
  return lines;
}

export function renderTerminal(report: RunReport, options: TerminalOptions): string {
  const paint: Paint = (style, text) =>
    options.color ? `${ANSI[style][0]}${text}${ANSI[style][1]}` : text;
  const lines: string[] = [];

  const version = options.kyverno?.version || report.kyvernoVersion;
  const origin = options.kyverno?.origin ? `, ${options.kyverno.origin}` : '';
  lines.push(
    paint('bold', 'Kyverno Policy Check') +
      paint('dim', ` (Kyverno ${escapeTerminal(version)}${escapeTerminal(origin)})`),
    '',
  );

  const findings = report.results
    .filter((result) => ['error', 'fail', 'warn'].includes(result.status))
    .sort(bySeverityThenLocation);
  const shown = findings.slice(0, options.maxResults ?? findings.length);
  for (const result of shown) {
    const label = result.status.toUpperCase().padEnd(5);
    const resource = resourceLabel(result.resource);
    const mark = result.baseline ? paint('dim', ` (${result.baseline})`) : '';
    lines.push(
      `${paint(STATUS_STYLES[result.status], label)} ${escapeTerminal(ruleTitle(result))}` +
        (resource ? `  ${escapeTerminal(resource)}` : '') +
        mark,
    );
    const where = location(result);
    if (where) lines.push(`      ${paint('dim', escapeTerminal(where))}`);
    lines.push(`      ${escapeTerminal(truncate(explanation(result), 2000))}`);
    if (result.diff) {
      lines.push(`      ${paint('dim', 'expected (-) versus actual (+):')}`);
      lines.push(...diffLines(result.diff, paint, '        '));
    }
  }
  if (shown.length < findings.length) {
    lines.push(paint('dim', `… and ${findings.length - shown.length} more (see the JSON report)`));
  }
  if (findings.length > 0) lines.push('');

  for (const result of report.fixed ?? []) {
    const where = result.file ? `  ${escapeTerminal(result.file)}` : '';
    const resource = resourceLabel(result.resource);
    lines.push(
      `${paint('green', 'FIXED')} ${escapeTerminal(ruleTitle(result))}` +
        (resource ? `  ${escapeTerminal(resource)}` : '') +
        paint('dim', where),
    );
  }
  if ((report.fixed ?? []).length > 0) lines.push('');
  lines.push(...mutationLines(report, paint));
  if (report.fixed) {
    const marked = findings.filter((result) => result.status !== 'warn');
    const counts = countBaseline(marked, report.fixed);
    lines.push(
      `compared with ${escapeTerminal(report.baseline?.commit.slice(0, 12) ?? 'the base')}: ` +
        `${counts.new} new, ${counts.existing} existing, ${counts.fixed} fixed`,
    );
  }
  for (const source of SOURCES) {
    const results = report.results.filter((result) => result.source === source);
    const label = source === 'upgrade' ? 'upgrade readiness' : `kyverno ${source}`;
    if (results.length > 0) lines.push(`${label}: ${describeCounts(countResults(results))}`);
  }
  if (report.coverage) lines.push(coverageLine(report.coverage));
  if (report.skipped.length > 0) {
    lines.push('', `Skipped manifests (${report.skipped.length}):`);
    for (const document of report.skipped) {
      lines.push(
        `  ${escapeTerminal(`${document.file}:${document.line}`)}  ${escapeTerminal(document.reason)}`,
      );
    }
  }
  for (const notice of report.notices)
    lines.push(paint('yellow', `Notice: ${escapeTerminal(notice)}`));
  lines.push('', paint(options.verdict.failed ? 'red' : 'green', options.verdict.reason));
  return `${lines.join('\n')}\n`;
}
