/**
 * Helm's values-schema violations (`values.schema.json`), placed at the values that break them:
 *
 *   values don't meet the specifications of the schema(s) in the following chart(s):
 *   web:
 *   - at '/replicas': got string, want integer
 */
import { LineCounter, parseDocument } from 'yaml';
import { locatePath } from '../documents/yaml-path.js';
import type { RenderRef } from '../model/result.js';

const VIOLATION = /- at '([^']*)': /g;

/** The values files a render reads: the one given, then the chart's own `values.yaml`. */
export function valuesFilesOf(render: RenderRef): string[] {
  const own = render.root === '' ? 'values.yaml' : `${render.root}/values.yaml`;
  return render.values ? [render.values, own] : [own];
}

/**
 * Where the first violation Helm names sits: the deepest key of its path found in the values
 * given, else in the chart's `values.yaml`, else the first line of the values given; undefined
 * when the message holds no violation.
 */
export function schemaViolationPlace(
  detail: string,
  render: RenderRef,
  sources: ReadonlyMap<string, string>,
): { file: string; line: number } | undefined {
  const pointers = [...detail.matchAll(VIOLATION)].map((match) => match[1]!);
  if (pointers.length === 0) return undefined;
  const files = valuesFilesOf(render).filter((file) => sources.has(file));
  for (const pointer of pointers) {
    const segments = pointer.split('/').slice(1);
    for (const file of files) {
      const line = keyLine(sources.get(file)!, segments);
      if (line !== undefined) return { file, line };
    }
  }
  return { file: files[0] ?? valuesFilesOf(render)[0]!, line: 1 };
}

/** The line of the deepest key of `segments` in a YAML text; undefined when the first is absent. */
function keyLine(text: string, segments: readonly string[]): number | undefined {
  const lines = new LineCounter();
  const node = parseDocument(text, { lineCounter: lines }).contents;
  if (!node || segments.length === 0) return undefined;
  const positionOf = (offset: number) => lines.linePos(offset);
  return locatePath({ node, positionOf }, segments)?.line;
}
