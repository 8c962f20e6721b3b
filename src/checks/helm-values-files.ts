/**
 * Reads what the values-key check needs for one Helm render (the chart's `Chart.yaml`,
 * `values.yaml` and `values.schema.json`, and the values file) and runs it.
 */
import { parse } from 'yaml';
import type { PolicyResult } from '../model/result.js';
import { renderRef, type Render } from '../plan/renders.js';
import { checkValuesKeys } from './helm-values-keys.js';

export interface ValuesRender {
  /** Workspace-relative chart folder ('' for the workspace root). */
  root: string;
  /** Workspace-relative values file; without one there is nothing to check. */
  values?: string;
  /** The chart's dependencies: their values live under their names (or aliases). */
  dependencies: readonly { name: string; alias?: string }[];
}

/** The values-key results of every Helm render with a values file, each naming its render. */
export async function checkValuesOfRenders(
  renders: readonly Render[],
  read: ReadFile,
): Promise<PolicyResult[]> {
  const results = await Promise.all(
    renders.map(async (render) => {
      if (render.tool !== 'helm') return [];
      const found = await checkRenderValues(
        {
          root: render.root,
          ...(render.values !== undefined && { values: render.values }),
          dependencies: render.chart.dependencies,
        },
        read,
      );
      return found.map((result) => ({ ...result, render: renderRef(render) }));
    }),
  );
  return results.flat();
}

/** Reads a workspace-relative file; undefined when it cannot be read. */
export type ReadFile = (file: string) => Promise<string | undefined>;

const join = (root: string, file: string): string => (root === '' ? file : `${root}/${file}`);

function chartField(text: string | undefined, key: string): string | undefined {
  try {
    const value: unknown =
      text === undefined ? undefined : (parse(text) as Record<string, unknown>)?.[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}

/** The values-key results of one render: none when it has no values file or a file is missing. */
export async function checkRenderValues(
  render: ValuesRender,
  read: ReadFile,
): Promise<PolicyResult[]> {
  if (render.values === undefined) return [];
  const [chartYaml, valuesText, schemaText, userText] = await Promise.all([
    read(join(render.root, 'Chart.yaml')),
    read(join(render.root, 'values.yaml')),
    read(join(render.root, 'values.schema.json')),
    read(render.values),
  ]);
  // The render itself reports a chart or values file it cannot read.
  if (chartYaml === undefined || userText === undefined) return [];
  return checkValuesKeys(
    {
      name: chartField(chartYaml, 'name') ?? (render.root.split('/').at(-1) || 'chart'),
      version: chartField(chartYaml, 'version') ?? 'of unknown version',
      valuesText: valuesText ?? '',
      ...(schemaText !== undefined && { schemaText }),
      dependencies: render.dependencies.map((dependency) => dependency.alias ?? dependency.name),
    },
    { file: render.values, text: userText },
  );
}
