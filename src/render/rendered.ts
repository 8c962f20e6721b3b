import { YAMLMap } from 'yaml';
import type { PolicyResult, RenderRef, SkippedDocument } from '../model/result.js';
import type { ManifestObject } from '../documents/manifest-documents.js';

/**
 * The YAML tree of an object whose source is not plain YAML (a Helm template): no field can be
 * found in it, so a result stays on the object's line.
 */
export const NO_TREE: ManifestObject['tree'] = {
  node: new YAMLMap(),
  positionOf: () => ({ line: 1, col: 1 }),
};

/** One rendered Kubernetes object, placed at the source file (template, base, overlay) it came from. */
export interface RenderedDocument {
  /** The object's YAML as the tool printed it (annotations of ours removed): what Kyverno reads. */
  text: string;
  /** Workspace-relative source file. */
  file: string;
  /** The object; its line, column and range are positions in `file`. */
  object: ManifestObject;
}

/** The objects read from a tool's output, and what could not be passed on. */
export interface RenderedObjects {
  documents: RenderedDocument[];
  skipped: SkippedDocument[];
  errors: PolicyResult[];
}

/** Everything one render produced: the objects to check, or the errors that stopped it. */
export interface RenderOutput {
  render: RenderRef;
  /** Where problems of the render as a whole go: the chart's Chart.yaml or the kustomization file. */
  file: string;
  documents: RenderedDocument[];
  skipped: SkippedDocument[];
  errors: PolicyResult[];
}

/** Line and column of the first line of `text` declaring `kind: <kind>`, when exactly one does. */
export function kindLine(text: string, kind: string): { line: number; column: number } | undefined {
  const escaped = kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^(\\s*)kind:\\s*(["']?)${escaped}\\2\\s*(#.*)?$`);
  const found: { line: number; column: number }[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const match = pattern.exec(line);
    if (match) found.push({ line: index + 1, column: match[1]!.length + 1 });
  });
  // The object's own `kind:` is at the top level; `roleRef.kind` and the like are indented.
  const top = found.filter((entry) => entry.column === 1);
  if (top.length === 1) return top[0];
  return top.length === 0 && found.length === 1 ? found[0] : undefined;
}

export function lineCount(text: string): number {
  return Math.max(1, text.replace(/\r?\n$/, '').split(/\r?\n/).length);
}

/** A line of `text` that mentions `needle`, 1-based; undefined when none does. */
export function lineMentioning(text: string, needle: string): number | undefined {
  if (needle === '') return undefined;
  const index = text.split(/\r?\n/).findIndex((line) => line.includes(needle));
  return index < 0 ? undefined : index + 1;
}
