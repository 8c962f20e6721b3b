/**
 * The render stage's own cost: wall time of the action's render + `kyverno apply` (plan, render,
 * run, parse, locate: `checkRepository` with `helm-charts` and `kustomizations`) over the shared
 * corpus's charts and Kustomize trees, against running `helm template` (resp. `kustomize build`)
 * and `kyverno apply` by hand, one render after another, on the same renders. Target: at most 1.0.
 *
 *   npm run bench:render       (node --import tsx bench/render.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureToolFromSource } from '../scripts/go-tool-from-source.mjs';
import {
  applyByHand,
  copyRenderCorpus,
  CORPUS_CHARTS,
  CORPUS_KUSTOMIZATIONS,
  renderByHand,
} from '../test/support/render-by-hand.js';
import {
  corpusDir,
  msMeasure,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';
import { describeCounts, runStages } from './stage.js';
import { installedRenderTools } from '../src/install/render-tools.js';

export async function renderRows(context: BenchContext): Promise<Row[]> {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-render-'));
  try {
    const helm = (await ensureToolFromSource('helm')).binary;
    const kustomize = (await ensureToolFromSource('kustomize')).binary;
    const renders = await copyRenderCorpus(path.dirname(corpusDir), workspace);
    const inputs = {
      tests: 'none',
      policies: 'policies',
      scope: 'all',
      'helm-charts': CORPUS_CHARTS.join('\n'),
      kustomizations: CORPUS_KUSTOMIZATIONS.join('\n'),
    };
    context.log(`render stage: the action over ${renders.length} renders`);
    const action = await timed(() =>
      runStages(context, {
        workspace,
        inputs,
        renderTools: installedRenderTools({ helm, kustomize }),
      }),
    );
    context.log('render stage: helm template / kustomize build + kyverno apply by hand');
    const byHand = await timed(async () => {
      let results = 0;
      for (const render of renders) {
        const objects = await renderByHand(render, { workspace, helm, kustomize });
        results += (await applyByHand(context.kyverno.binary, workspace, 'policies', objects))
          .length;
      }
      return results;
    });
    return [
      {
        what: `render stage: action render + apply vs \`helm template\`/\`kustomize build\` + \`kyverno apply\` by hand (${renders.length} renders)`,
        action: msMeasure([action.ms]),
        baseline: msMeasure([byHand.ms]),
        notes: [
          `action: ${describeCounts(action.value)}; by hand: ${byHand.value} results, one render after another`,
        ],
      },
    ];
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runStandalone('Render stage on the shared corpus', renderRows);
}
