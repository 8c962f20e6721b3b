/**
 * The cost of the upgrade preview (`kyverno-compare-version`) over the shared corpus: the action's
 * test stage with a second Kyverno against the same stage without one. The preview runs every
 * suite again under the second version, and the suites whose results differ twice more under
 * each version, so about 2x is expected (target: at most 2.1x).
 *
 * The second Kyverno is $KYVERNO_COMPARE_BINARY, else the pinned v1.18.2 when it is built
 * (`node scripts/kyverno-from-source.mjs v1.18.2`), else the same binary (which measures the cost
 * alone: nothing differs but Kyverno's own noise). Single runs.
 *
 *   npm run bench:compare        (node --import tsx bench/compare.ts)
 */
import { execFileSync } from 'node:child_process';
import { findBuiltKyverno } from '../scripts/kyverno-from-source.mjs';
import {
  corpusDir,
  msMeasure,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';
import { describeCounts, runStages } from './stage.js';

function compareKyverno(context: BenchContext): { version: string; path: string } {
  const binary = process.env.KYVERNO_COMPARE_BINARY || findBuiltKyverno('v1.18.2')?.binary;
  if (!binary)
    return { version: context.kyverno.tag.replace(/^v/, ''), path: context.kyverno.binary };
  const reported = execFileSync(binary, ['version'], { encoding: 'utf8' });
  return { version: /^Version: v?(\S+)/m.exec(reported)?.[1] ?? 'unknown', path: binary };
}

export async function compareRows(context: BenchContext): Promise<Row[]> {
  const inputs = {
    tests: '.',
    manifests: '',
    parallelism: String(context.cpus),
    deprecations: 'off',
  };
  context.log('upgrade preview: the test stage alone');
  const plain = await timed(() => runStages(context, { workspace: corpusDir, inputs }));
  const other = compareKyverno(context);
  context.log(`upgrade preview: the test stage with Kyverno ${other.version} to compare`);
  const compared = await timed(() =>
    runStages(context, {
      workspace: corpusDir,
      inputs,
      compare: { kyverno: { ...other, origin: 'bench' } },
    }),
  );
  const changes = compared.value.results.filter((result) => result.upgrade?.type === 'change');
  return [
    {
      what: `kyverno-compare-version ${other.version} vs the test stage alone`,
      action: msMeasure([compared.ms]),
      baseline: msMeasure([plain.ms]),
      notes: [
        `with the preview: ${describeCounts(compared.value)}, ${changes.length} upgrade change(s)`,
      ],
    },
  ];
}

if (import.meta.main) {
  await runStandalone('upgrade preview cost over the shared corpus', compareRows);
}
