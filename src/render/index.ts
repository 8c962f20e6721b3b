/**
 * The render stage: `helm template` every planned chart x values file and `kustomize build` every
 * planned root, in parallel. A render that fails is an `error` result; the others still run.
 */
import pLimit from 'p-limit';
import type { RenderConfig } from '../inputs/config.js';
import { renderRef, type HelmRender, type Render } from '../plan/renders.js';
import { applyError } from '../model/result.js';
import { prepareChart, renderChart } from './helm.js';
import { chartYamlOf } from './helm-output.js';
import type { RenderIO } from './io.js';
import { buildKustomization } from './kustomize.js';
import type { RenderOutput } from './rendered.js';

export type { RenderOutput, RenderedDocument } from './rendered.js';

export interface RenderOptions {
  workspace: string;
  config: RenderConfig;
  /** Paths of the tools; a render whose tool is missing is an error result. */
  helm?: string;
  kustomize?: string;
  parallelism: number;
  io: RenderIO;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;

export async function renderAll(
  renders: readonly Render[],
  options: RenderOptions,
): Promise<RenderOutput[]> {
  const limit = pLimit(Math.max(1, options.parallelism));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Dependencies are built once per chart, before any of its renders.
  const prepared = new Map<string, ReturnType<typeof prepareChart>>();
  const prepare = (render: HelmRender, helm: string) => {
    if (!prepared.has(render.root)) {
      prepared.set(
        render.root,
        prepareChart(render, {
          helm,
          workspace: options.workspace,
          config: options.config,
          io: options.io,
          timeoutMs,
        }),
      );
    }
    return prepared.get(render.root)!;
  };
  return Promise.all(
    renders.map((render) =>
      limit(async (): Promise<RenderOutput> => {
        const tool = render.tool === 'helm' ? options.helm : options.kustomize;
        if (tool === undefined) return missingTool(render);
        if (render.tool === 'kustomize') {
          return buildKustomization(render, {
            kustomize: tool,
            workspace: options.workspace,
            io: options.io,
            timeoutMs,
          });
        }
        const problem = await prepare(render, tool);
        if (problem) {
          return {
            render: renderRef(render),
            file: problem.file!,
            documents: [],
            skipped: [],
            errors: [{ ...problem, render: renderRef(render) }],
          };
        }
        return renderChart(render, {
          helm: tool,
          workspace: options.workspace,
          config: options.config,
          io: options.io,
          timeoutMs,
        });
      }),
    ),
  );
}

function missingTool(render: Render): RenderOutput {
  const ref = renderRef(render);
  const file = render.tool === 'helm' ? chartYamlOf(render.root) : render.file;
  const error = applyError({
    message: `${render.tool} is not installed, so ${render.root || '.'} was not rendered (see the notices).`,
    reason: 'Render failed',
    file,
    line: 1,
  });
  return { render: ref, file, documents: [], skipped: [], errors: [{ ...error, render: ref }] };
}
