import type { RenderConfig } from '../inputs/config.js';
import type { PolicyResult } from '../model/result.js';
import { missingDependencies } from '../plan/chart.js';
import { renderRef, type HelmRender } from '../plan/renders.js';
import {
  chartYamlOf,
  helmError,
  helmPaths,
  readHelmOutput,
  sourceCandidates,
  workspaceFileOf,
  type ChartContext,
} from './helm-output.js';
import { valuesFilesOf } from './helm-schema.js';
import { repositoryConfigFor } from './helm-repos.js';
import { readSources, runTool, watchFolder, type RenderIO } from './io.js';
import type { RenderOutput } from './rendered.js';

export interface HelmOptions {
  helm: string;
  workspace: string;
  config: RenderConfig;
  io: RenderIO;
  timeoutMs: number;
}

const chartArgument = (root: string): string => (root === '' ? '.' : root);

/** What preparing a chart did: an error that stops its renders, and the files it added. */
export interface PreparedChart {
  error?: PolicyResult;
  /** Workspace-relative files `helm dependency build` added; removed after the chart's renders. */
  created: string[];
}

/**
 * `helm dependency build` for a chart whose `charts/` lacks a dependency that Chart.yaml
 * declares (with the repositories a locked chart needs, see helm-repos.ts). Returns an `error`
 * result at the dependency's entry when that fails.
 */
export async function prepareChart(
  render: HelmRender,
  options: HelmOptions,
): Promise<PreparedChart> {
  const prefix = render.root === '' ? '' : `${render.root}/`;
  const entries = await options.io.listDir(`${prefix}charts`);
  const missing = missingDependencies(render.chart, entries);
  if (missing.length === 0) return { created: [] };
  const hadLock = (await options.io.listDir(render.root)).includes('Chart.lock');
  const addedToCharts = await watchFolder(options.io, `${prefix}charts`);
  const repositories = hadLock
    ? await repositoryConfigFor(options.helm, missing, options.io)
    : undefined;
  const ran = await runTool(
    options.io,
    options.helm,
    ['dependency', 'build', chartArgument(render.root), ...(repositories?.args ?? [])],
    options,
  ).finally(() => repositories?.remove());
  const created = [
    ...(await addedToCharts()),
    ...(!hadLock && (await options.io.listDir(render.root)).includes('Chart.lock')
      ? [`${prefix}Chart.lock`]
      : []),
  ];
  if (ran.ok) return { created };
  const names = missing.map((dependency) => dependency.name).join(', ');
  const error = helmError(ran.message, {
    ...(await chartContext(render, options, [])),
    command: `helm dependency build (charts/ lacks ${names})`,
  });
  // Place it at the first missing dependency unless Helm named another one.
  const first = missing[0]!;
  const namedOther = missing.some((dependency) => dependency.line === error.line);
  return {
    error: namedOther ? error : { ...error, file: chartYamlOf(render.root), line: first.line },
    created,
  };
}

async function chartContext(
  render: HelmRender,
  options: HelmOptions,
  files: readonly string[],
): Promise<ChartContext> {
  return {
    root: render.root,
    chart: render.chart,
    render: renderRef(render),
    sources: await readSources(options.io, [chartYamlOf(render.root), ...files]),
  };
}

export function helmTemplateArguments(render: HelmRender, config: RenderConfig): string[] {
  return [
    'template',
    render.release,
    chartArgument(render.root),
    '--namespace',
    config.helmNamespace,
    ...(render.values ? ['--values', render.values] : []),
    ...(config.helmKubeVersion ? ['--kube-version', config.helmKubeVersion] : []),
    ...config.helmApiVersions.map((api) => `--api-versions=${api}`),
  ];
}

/** `helm template` of one chart and values file, every object placed on its template. */
export async function renderChart(render: HelmRender, options: HelmOptions): Promise<RenderOutput> {
  const output: RenderOutput = {
    render: renderRef(render),
    file: chartYamlOf(render.root),
    documents: [],
    skipped: [],
    errors: [],
  };
  const ran = await runTool(
    options.io,
    options.helm,
    helmTemplateArguments(render, options.config),
    options,
  );
  if (!ran.ok) {
    const files = [
      ...helmPaths(ran.message, render.chart.name).map((helmPath) =>
        workspaceFileOf(helmPath, render.root),
      ),
      ...valuesFilesOf(renderRef(render)),
    ];
    output.errors.push(
      helmError(ran.message, {
        ...(await chartContext(render, options, files)),
        command: 'helm template',
      }),
    );
    return output;
  }
  const context = await chartContext(render, options, sourceCandidates(ran.stdout, render.root));
  const objects = readHelmOutput(ran.stdout, context);
  return { ...output, ...objects };
}
