/**
 * The render stage: `helm template` every planned chart x values file and `kustomize build` every
 * planned root, in parallel. A render that fails is an `error` result; the others still run.
 */
import pLimit from 'p-limit';
import type { RenderConfig } from '../inputs/config.js';
import { renderRef, type HelmRender, type Render } from '../plan/renders.js';
import { applyError, type PolicyResult } from '../model/result.js';
import { prepareChart, renderChart } from './helm.js';
import { chartYamlOf } from './helm-output.js';
import type { RenderIO } from './io.js';
import { buildKustomization, restoreChartHomes, type KustomizeOptions } from './kustomize.js';
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
  const outputs: RenderOutput[] = new Array<RenderOutput>(renders.length);
  const byChart = new Map<string, number[]>();
  const tasks: Promise<void>[] = [];
  const restore = await restoreChartHomes(renders, options.io);
  renders.forEach((render, index) => {
    const tool = render.tool === 'helm' ? options.helm : options.kustomize;
    if (tool === undefined) {
      outputs[index] = missingTool(render, render.tool);
    } else if (render.tool === 'kustomize') {
      const helm = render.helm && helmForKustomize(options);
      if (render.helm && !helm) {
        outputs[index] = missingTool(render, 'helm');
        return;
      }
      const build = {
        kustomize: tool,
        workspace: options.workspace,
        io: options.io,
        timeoutMs,
        loadAnywhere: options.config.kustomizeLoadAnywhere === true,
        ...(helm && { helm }),
      };
      tasks.push(
        limit(async () => void (outputs[index] = await buildKustomization(render, build))),
      );
    } else {
      byChart.set(render.root, [...(byChart.get(render.root) ?? []), index]);
    }
  });
  for (const indexes of byChart.values()) {
    const helmOptions = {
      helm: options.helm!,
      workspace: options.workspace,
      config: options.config,
      io: options.io,
      timeoutMs,
    };
    tasks.push(
      (async () => {
        // Dependencies are built once per chart, before its renders, and removed after them.
        const first = renders[indexes[0]!] as HelmRender;
        const prepared = await limit(() => prepareChart(first, helmOptions));
        try {
          await Promise.all(
            indexes.map((index) =>
              limit(async () => {
                const render = renders[index] as HelmRender;
                outputs[index] = prepared.error
                  ? failed(render, prepared.error)
                  : await renderChart(render, helmOptions);
              }),
            ),
          );
        } finally {
          await Promise.all(prepared.created.map((file) => options.io.remove(file)));
        }
      })(),
    );
  }
  try {
    await Promise.all(tasks);
  } finally {
    await restore();
  }
  return outputs;
}

/** Helm as a kustomization's `helmCharts` run it; undefined when Helm is not installed. */
function helmForKustomize(options: RenderOptions): KustomizeOptions['helm'] {
  if (options.helm === undefined) return undefined;
  const { helmApiVersions, helmKubeVersion } = options.config;
  return {
    path: options.helm,
    apiVersions: helmApiVersions,
    ...(helmKubeVersion && { kubeVersion: helmKubeVersion }),
  };
}

function failed(render: Render, error: PolicyResult): RenderOutput {
  const ref = renderRef(render);
  return {
    render: ref,
    file: error.file!,
    documents: [],
    skipped: [],
    errors: [{ ...error, render: ref }],
  };
}

function missingTool(render: Render, tool: 'helm' | 'kustomize'): RenderOutput {
  const file = render.tool === 'helm' ? chartYamlOf(render.root) : render.file;
  const why = render.tool === tool ? '' : ' (its `helmCharts` need Helm)';
  return failed(
    render,
    applyError({
      message: `${tool} is not installed, so ${render.root || '.'} was not rendered${why} (see the notices).`,
      reason: 'Render failed',
      file,
      line: 1,
    }),
  );
}
