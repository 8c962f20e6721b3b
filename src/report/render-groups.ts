/**
 * Results of rendered charts and kustomizations, grouped by render in the summary, the check run
 * and the comment: a reviewer sees which values file or overlay produced a failure.
 */
import type { PolicyResult, RenderRef } from '../model/result.js';
import { renderLabel } from '../model/result.js';

export interface RenderGroup {
  /** Absent for results of plain manifests and `kyverno test`. */
  render?: RenderRef;
  results: PolicyResult[];
}

const keyOf = (render: RenderRef | undefined): string =>
  render ? `${render.tool}\u0000${render.root}\u0000${render.values ?? ''}` : '';

/** Plain results first, then one group per render, in the order of their folders and values. */
export function groupByRender(results: readonly PolicyResult[]): RenderGroup[] {
  const groups = new Map<string, RenderGroup>();
  for (const result of results) {
    const key = keyOf(result.render);
    const group = groups.get(key) ?? {
      ...(result.render && { render: result.render }),
      results: [],
    };
    group.results.push(result);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, group]) => group);
}

/** How a heading names a render: `Helm chart charts/web (ci/a-values.yaml)`, `Kustomize overlays/prod`. */
export function renderTitle(render: RenderRef): string {
  const tool = render.tool === 'helm' ? 'Helm chart' : 'Kustomize';
  return `${tool} ${renderLabel(render)}`;
}
