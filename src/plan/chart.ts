import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { Node } from 'yaml';

/** A dependency entry of `Chart.yaml`, with the line that declares it. */
export interface ChartDependency {
  name: string;
  alias?: string;
  version?: string;
  repository?: string;
  /** 1-based line of the entry's `name:` in `Chart.yaml`. */
  line: number;
}

export interface ChartInfo {
  name: string;
  /** `type: library`: a chart of helpers that Helm renders only through charts using it. */
  library: boolean;
  dependencies: ChartDependency[];
}

export type ChartReading = { chart: ChartInfo } | { problem: string; line: number };

/** Reads what the render stage needs from a `Chart.yaml`: the chart's name and dependencies. */
export function readChartYaml(text: string): ChartReading {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const lineOf = (node: Node | null | undefined): number =>
    node?.range ? lines.linePos(node.range[0]).line : 1;
  const error = document.errors[0];
  if (error) {
    return {
      problem: `not valid YAML: ${error.message.split('\n')[0]}`,
      line: error.linePos?.[0].line ?? 1,
    };
  }
  const root = document.contents;
  if (!isMap(root)) return { problem: 'not a YAML mapping', line: 1 };
  const name: unknown = root.get('name');
  if (typeof name !== 'string' || name.trim() === '') {
    return { problem: 'has no `name`', line: 1 };
  }
  const dependencies: ChartDependency[] = [];
  const entries = root.get('dependencies', true);
  if (isSeq(entries)) {
    for (const entry of entries.items) {
      if (!isMap(entry)) continue;
      const field = (key: string): string | undefined => {
        const value = entry.get(key);
        return typeof value === 'string' && value !== '' ? value : undefined;
      };
      const depName = field('name');
      if (!depName) continue;
      const nameNode = entry.items.find((pair) => isScalar(pair.key) && pair.key.value === 'name');
      const alias = field('alias');
      const version = field('version');
      const repository = field('repository');
      dependencies.push({
        name: depName,
        ...(alias && { alias }),
        ...(version && { version }),
        ...(repository && { repository }),
        line: lineOf((nameNode?.key as Node | undefined) ?? entry),
      });
    }
  }
  return { chart: { name, library: (root.get('type') as unknown) === 'library', dependencies } };
}

/**
 * The declared dependencies that `charts/` does not hold (as a folder or a `.tgz` archive).
 * `entries` are the names directly under the chart's `charts/` folder.
 */
export function missingDependencies(
  chart: ChartInfo,
  entries: readonly string[],
): ChartDependency[] {
  return chart.dependencies.filter((dependency) => {
    const archive = entries.some(
      (entry) => entry.startsWith(`${dependency.name}-`) && entry.endsWith('.tgz'),
    );
    return !archive && !entries.includes(dependency.name);
  });
}
