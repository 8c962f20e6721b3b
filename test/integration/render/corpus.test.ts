/**
 * The render stage on the public charts and Kustomize trees of ../shared/corpus/rendered (see its
 * SOURCE.md): every render's results equal `helm template … | kyverno apply` (resp.
 * `kustomize build … | kyverno apply`) as a multiset of (policy, rule, kind, name, result), and
 * every result lies in a file of the right chart or tree, inside it, on a template that declares
 * the object's kind when one does. Skipped, saying why, when the shared corpus is absent.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/inputs/read.js';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { walkFiles } from '../../../src/documents/workspace-files.js';
import { lineCount } from '../../../src/render/rendered.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { CORPUS_SKIP_MESSAGE, hasSharedCorpus, sharedCorpusDir } from '../../support/corpus.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';
import {
  applyByHand,
  copyRenderCorpus,
  CORPUS_CHARTS as CHARTS,
  CORPUS_DEMO as DEMO,
  CORPUS_KUSTOMIZATIONS as KUSTOMIZATIONS,
  renderByHand,
  resultKey,
  type HandRender,
} from '../../support/render-by-hand.js';
import { helmBinary, kustomizeBinary } from '../../support/tools.js';

const present = hasSharedCorpus();
let workspace: string;
let report: RunReport;
let renders: HandRender[];

const sameRender = (render: HandRender) => (result: PolicyResult) =>
  result.render?.tool === render.tool &&
  result.render.root === render.root &&
  result.render.values === render.values;

const multiset = (keys: string[]): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
};

describe.skipIf(!present)(
  present ? 'render corpus' : `render corpus: skipped, ${CORPUS_SKIP_MESSAGE}`,
  () => {
    beforeAll(async () => {
      workspace = await mkdtemp(path.join(os.tmpdir(), 'render-corpus-'));
      renders = await copyRenderCorpus(sharedCorpusDir(), workspace);
      const inputs: Record<string, string> = {
        policies: 'policies',
        scope: 'all',
        'helm-charts': CHARTS.join('\n'),
        kustomizations: KUSTOMIZATIONS.join('\n'),
      };
      const config = readConfig((name) => inputs[name] ?? '', {
        workspace,
        runnerTemp: workspace,
        cpuCount: 2,
      });
      report = await checkRepository(config, {
        kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
        renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
        event: { name: 'workflow_dispatch', payload: {} },
        repo: { owner: 'o', repo: 'r' },
        logger: { info: () => undefined },
      });
    }, 600_000);

    afterAll(async () => {
      if (workspace) await rm(workspace, { recursive: true, force: true });
    });

    it('renders every chart x ci values file and every kustomization, without errors', () => {
      expect(renders.length).toBeGreaterThan(10);
      expect(report.results.filter((result) => result.status === 'error')).toEqual([]);
      for (const render of renders) {
        expect(report.results.some(sameRender(render)), JSON.stringify(render)).toBe(true);
      }
    });

    it('each render gives what `helm template | kyverno apply` by hand gives', async () => {
      const tools = { workspace, helm: helmBinary(), kustomize: kustomizeBinary() };
      const limit = pLimit(2);
      const byHand = await Promise.all(
        renders.map((render) =>
          limit(async () => {
            const objects = await renderByHand(render, tools);
            return applyByHand(kyvernoBinary(), workspace, 'policies', objects);
          }),
        ),
      );
      renders.forEach((render, index) => {
        const action = report.results.filter(sameRender(render));
        expect(multiset(action.map(resultKey)), JSON.stringify(render)).toEqual(
          multiset(byHand[index]!.map(resultKey)),
        );
      });
    }, 600_000);

    it('places every result in a file of its chart or tree, within its lines', async () => {
      const texts = new Map<string, string>();
      // Results without a render are about the policies themselves (e.g. a deprecated field).
      const plain = report.results.filter((result) => !result.render);
      expect(plain.filter((result) => !/Policy$/.test(result.resource.kind))).toEqual([]);
      for (const result of report.results.filter((entry) => entry.render)) {
        const render = result.render!;
        const tree = render.tool === 'helm' ? render.root : `${DEMO}/kustomize`;
        expect(result.file!.startsWith(`${tree}/`), `${result.file} in ${tree}`).toBe(true);
        if (!texts.has(result.file!)) {
          texts.set(result.file!, await readFile(path.join(workspace, result.file!), 'utf8'));
        }
        const lines = lineCount(texts.get(result.file!)!);
        expect(result.line!, `${result.file}:${result.line}`).toBeGreaterThanOrEqual(1);
        expect(result.line!, `${result.file}:${result.line}`).toBeLessThanOrEqual(lines);
      }
    });

    it('puts a Helm result on a template that declares its kind, when one does', async () => {
      for (const chart of CHARTS) {
        const { files } = await walkFiles(workspace, chart);
        const templates = files.filter((file) => /\/templates\/[^_][^/]*\.ya?ml$/.test(file));
        const texts = new Map(
          await Promise.all(
            templates.map(
              async (file) => [file, await readFile(path.join(workspace, file), 'utf8')] as const,
            ),
          ),
        );
        const declares = (text: string, kind: string) =>
          new RegExp(`^\\s*kind:\\s*["']?${kind}["']?\\s*$`, 'm').test(text);
        for (const result of report.results.filter((entry) => entry.render?.root === chart)) {
          const { kind } = result.resource;
          const declaring = templates.filter((file) => declares(texts.get(file)!, kind));
          if (declaring.length === 0) continue;
          expect(declaring, `${resultKey(result)} at ${result.file}`).toContain(result.file);
        }
      }
    });

    it('places a Kustomize result in a file that declares its kind (or the generator)', async () => {
      for (const result of report.results.filter((entry) => entry.render?.tool === 'kustomize')) {
        const text = await readFile(path.join(workspace, result.file!), 'utf8');
        const declares = new RegExp(`^kind:\\s*${result.resource.kind}\\s*$`, 'm').test(text);
        expect(
          declares || /kustomization\.yaml$/.test(result.file!),
          `${resultKey(result)} at ${result.file}`,
        ).toBe(true);
      }
    });
  },
);
