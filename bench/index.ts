/**
 * `npm run bench`: every benchmark in one run, printed as ONE table of ratios (the action against
 * its baseline, measured side by side), then the machine it ran on. Progress goes to stderr.
 *
 *   npm run bench        (node --import tsx bench/index.ts)
 */
import { actionRows } from './action.js';
import { applyStageRows } from './apply-stage.js';
import { compareRows } from './compare.js';
import { customResourceRows } from './custom-resources.js';
import { detectRows } from './detect.js';
import {
  benchContext,
  describeMachine,
  formatTable,
  type BenchContext,
  type Row,
} from './harness.js';
import { installRows } from './install.js';
import { junitParseRows } from './junit-parse.js';
import { mutationPreviewRows } from './mutation-preview.js';
import { renderRows } from './render.js';
import { startupRows } from './startup.js';
import { testStageRows } from './test-stage.js';

/** Cheap, repeated measurements first; the long single runs of Kyverno last. */
const BENCHMARKS: ((context: BenchContext) => Promise<Row[]>)[] = [
  startupRows,
  detectRows,
  installRows,
  junitParseRows,
  testStageRows,
  actionRows,
  applyStageRows,
  mutationPreviewRows,
  customResourceRows,
  renderRows,
  compareRows,
];

const context = await benchContext();
const rows: Row[] = [];
for (const benchmark of BENCHMARKS) rows.push(...(await benchmark(context)));
console.log(`${formatTable(rows)}\n\nMachine:\n${describeMachine(context)}`);
