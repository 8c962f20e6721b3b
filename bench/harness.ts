/**
 * What every benchmark shares: the real Kyverno CLI, timing (median of N), the machine, and one
 * table of rows that compare the action with a baseline measured in the same run.
 *
 * Benchmarks run on Node 24 through tsx (the sources use `.js` import suffixes and TypeScript
 * syntax that Node's type stripping refuses): `node --import tsx bench/<file>.ts`.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ensureKyvernoFromSource } from '../scripts/kyverno-from-source.mjs';

export const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** `KPC_SHARED_CORPUS` names the shared corpus elsewhere, e.g. from a git worktree. */
export const corpusDir = path.join(
  process.env.KPC_SHARED_CORPUS || path.resolve(repoRoot, '../shared/corpus'),
  'kyverno-policies',
);

export type Unit = 'ms' | 'MB';

export interface Measure {
  /** The median when `runs` > 1. */
  value: number;
  unit: Unit;
  runs: number;
}

/** One line of the table: the action against its baseline; ratio = action / baseline. */
export interface Row {
  what: string;
  action: Measure;
  baseline: Measure;
  /** Counts and other facts worth printing under the table. */
  notes?: string[];
}

export interface Kyverno {
  binary: string;
  /** The tag, e.g. `v1.19.0`. */
  tag: string;
  /** Folder holding the release archive and checksums.txt. */
  releaseDir: string;
  /** The first line of `kyverno version`. */
  reported: string;
}

export interface BenchContext {
  kyverno: Kyverno;
  cpus: number;
  /** Progress for the person waiting; stderr, so the table on stdout stays clean. */
  log: (message: string) => void;
  /** When the bench started (`performance.now()`) and the load average then. */
  started: { at: number; loadavg: number[] };
}

export async function benchContext(): Promise<BenchContext> {
  const built = await ensureKyvernoFromSource();
  const binary = process.env.KYVERNO_TEST_BINARY ?? built.binary;
  const reported = execFileSync(binary, ['version'], { encoding: 'utf8' });
  return {
    kyverno: {
      binary,
      tag: built.version,
      releaseDir: built.releaseDir,
      reported: /^Version: .*$/m.exec(reported)?.[0] ?? reported.split('\n')[0] ?? '',
    },
    cpus: os.availableParallelism(),
    log: (message) => process.stderr.write(`[bench] ${message}\n`),
    started: { at: performance.now(), loadavg: os.loadavg() },
  };
}

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export const msMeasure = (samples: readonly number[]): Measure => ({
  value: median(samples),
  unit: 'ms',
  runs: samples.length,
});

/** Runs `work` `runs` times in a row; returns the median wall time and the last result. */
export async function medianTime<T>(
  runs: number,
  work: () => Promise<T>,
): Promise<{ measure: Measure; value: T }> {
  const samples: number[] = [];
  let last: T | undefined;
  for (let run = 0; run < runs; run++) {
    const { ms, value } = await timed(work);
    samples.push(ms);
    last = value;
  }
  return { measure: msMeasure(samples), value: last as T };
}

function formatMeasure({ value, unit }: Measure): string {
  if (unit === 'MB') return `${value.toFixed(0)} MB`;
  return value < 1000 ? `${value.toFixed(0)} ms` : `${(value / 1000).toFixed(1)} s`;
}

function formatRatio(row: Row): string {
  const ratio = row.action.value / row.baseline.value;
  return ratio < 0.1 ? `${ratio.toFixed(3)}x` : `${ratio.toFixed(2)}x`;
}

/** A Markdown table (readable as is in a terminal), then the numbered rows' notes. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['#', 'what (action vs baseline)', 'action', 'baseline', 'ratio', 'runs'];
  const cells = rows.map((row, index) => [
    String(index + 1),
    row.what,
    formatMeasure(row.action),
    formatMeasure(row.baseline),
    formatRatio(row),
    row.action.runs === row.baseline.runs
      ? String(row.action.runs)
      : `${row.action.runs} / ${row.baseline.runs}`,
  ]);
  // At least 3 wide: a Markdown delimiter cell needs a hyphen besides its colon.
  const widths = header.map((title, column) =>
    Math.max(3, title.length, ...cells.map((line) => (line[column] ?? '').length)),
  );
  const alignRight = (column: number): boolean => column !== 1;
  const line = (values: readonly string[]): string =>
    `| ${values
      .map((value, column) =>
        alignRight(column)
          ? value.padStart(widths[column] ?? 0)
          : value.padEnd(widths[column] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, column) => (alignRight(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  const notes = rows.flatMap((row, index) =>
    (row.notes ?? []).map((note) => `- ${index + 1}: ${note}`),
  );
  return [
    line(header),
    rule,
    ...cells.map(line),
    '',
    'ratio = action / baseline (below 1: the action is faster or smaller); runs = how many runs ' +
      'each median is taken over (action / baseline).',
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}

const loads = (loadavg: readonly number[]): string =>
  `${loadavg.map((load) => load.toFixed(2)).join(' / ')} (1 / 5 / 15 min)`;

export function describeMachine(context: BenchContext): string {
  const cpus = os.cpus();
  const minutes = (performance.now() - context.started.at) / 60_000;
  return [
    `- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} logical CPUs (${context.cpus} available to Node)`,
    `- memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${os.type()} ${os.release()} ${os.arch()}`,
    `- Node ${process.version}; Kyverno ${context.kyverno.tag} (\`kyverno version\`: ${context.kyverno.reported})`,
    `- load average: ${loads(context.started.loadavg)} at the start, ${loads(os.loadavg())} at the end`,
    `- whole run: ${minutes.toFixed(1)} min`,
  ].join('\n');
}

/** For `node --import tsx bench/<one>.ts`: runs one benchmark and prints its table. */
export async function runStandalone(
  title: string,
  rowsOf: (context: BenchContext) => Promise<Row[]>,
): Promise<void> {
  const context = await benchContext();
  const rows = await rowsOf(context);
  console.log(`## ${title}\n\n${formatTable(rows)}\n\n${describeMachine(context)}`);
}
