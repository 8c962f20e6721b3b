/**
 * Reading `helm template`: split its output at the `# Source:` comments, place each object on the
 * template that produced it, and turn Helm's error messages into results at file and line.
 * Pure: the caller reads the template files and passes their text.
 */
import type { PolicyResult, RenderRef } from '../model/result.js';
import type { ChartInfo } from '../plan/chart.js';
import { applyError } from '../model/result.js';
import { parseManifest } from '../documents/manifest-documents.js';
import { schemaViolationPlace } from './helm-schema.js';
import { kindLine, lineCount, lineMentioning, NO_TREE, type RenderedObjects } from './rendered.js';

export interface ChartContext {
  /** Workspace-relative chart folder. */
  root: string;
  chart: ChartInfo;
  render: RenderRef;
  /** Text of the workspace files the output names (see `sourceCandidates`); absent ones do not exist. */
  sources: ReadonlyMap<string, string>;
}

interface HelmChunk {
  /** The `# Source:` path, e.g. `web/templates/deployment.yaml`; '' when there is none. */
  source: string;
  text: string;
}

const SOURCE_COMMENT = /^# Source: (.+?)\s*$/m;

/** The documents of `helm template` output, each with the template its `# Source:` names. */
export function splitHelmOutput(stdout: string): HelmChunk[] {
  const chunks: HelmChunk[] = [];
  for (const text of stdout.split(/^---[ \t]*(?:\r?\n|$)/m)) {
    if (text.trim() === '') continue;
    chunks.push({ source: SOURCE_COMMENT.exec(text)?.[1] ?? '', text });
  }
  return chunks;
}

export const chartYamlOf = (root: string): string =>
  root === '' ? 'Chart.yaml' : `${root}/Chart.yaml`;

/** The workspace file a Helm path (`<chart name>/templates/x.yaml`) stands for, if any. */
export function workspaceFileOf(helmPath: string, root: string): string {
  const rest = helmPath.slice(helmPath.indexOf('/') + 1);
  return root === '' ? rest : `${root}/${rest}`;
}

/** Files worth reading before `readHelmOutput`: the templates the output names. */
export function sourceCandidates(stdout: string, root: string): string[] {
  const sources = splitHelmOutput(stdout).map((chunk) => chunk.source);
  return [...new Set(sources.filter(Boolean).map((source) => workspaceFileOf(source, root)))];
}

interface Place {
  file: string;
  line: number;
  column: number;
  /** Last line of the place's range: the template's length, or the dependency entry's line. */
  endLine: number;
  /** The template's text, when the place is a template of the workspace. */
  text?: string;
}

/**
 * Where a Helm path lands: the template file when the workspace has it (vendored subcharts
 * included), else, for a template of a dependency archive (`charts/*.tgz`), the dependency's
 * entry in Chart.yaml; else Chart.yaml's first line.
 */
function placeOf(helmPath: string, context: ChartContext): Place {
  const file = workspaceFileOf(helmPath, context.root);
  const text = context.sources.get(file);
  if (helmPath !== '' && text !== undefined) {
    return { file, line: 1, column: 1, endLine: lineCount(text), text };
  }
  const dependencyName = /^[^/]+\/charts\/([^/]+)\//.exec(helmPath)?.[1];
  const dependency = context.chart.dependencies.find(
    (entry) => (entry.alias ?? entry.name) === dependencyName || entry.name === dependencyName,
  );
  const line = dependency?.line ?? 1;
  return { file: chartYamlOf(context.root), line, column: 1, endLine: line };
}

/** Every object of the output, placed at its template's `kind:` line (else the template's first line). */
export function readHelmOutput(stdout: string, context: ChartContext): RenderedObjects {
  const objects: RenderedObjects = { documents: [], skipped: [], errors: [] };
  for (const chunk of splitHelmOutput(stdout)) {
    const place = placeOf(chunk.source, context);
    const parsed = parseManifest(place.file, chunk.text);
    for (const document of parsed.documents) {
      const { kind } = document.object.resource;
      const at = (place.text !== undefined && kindLine(place.text, kind)) || place;
      objects.documents.push({
        text: document.text,
        file: place.file,
        object: {
          ...document.object,
          line: at.line,
          column: at.column,
          startLine: place.text === undefined ? place.line : 1,
          endLine: place.endLine,
          // The rendered output's fields are not the template's lines.
          tree: NO_TREE,
          ...(place.text !== undefined && { template: place.text }),
        },
      });
    }
    // Empty output of a template (`{{ if false }}`) is no news; anything else skipped is.
    for (const skipped of parsed.skipped) {
      if (
        /^(empty|the document holds only comments|the file holds only comments)/.test(
          skipped.reason,
        )
      )
        continue;
      objects.skipped.push({ file: place.file, line: place.line, reason: skipped.reason });
    }
    for (const error of parsed.errors) {
      objects.errors.push({ ...error, file: place.file, line: place.line, render: context.render });
    }
  }
  return objects;
}

/** The paths of the chart (`<chart name>/…`) an error message names, to read before `helmError`. */
export function helmPaths(message: string, chartName: string): string[] {
  const named = [...message.matchAll(HELM_POSITION)].map((match) => match[1]!);
  const yamlOn = /YAML parse error on ([^\s:]+)/.exec(message)?.[1];
  return [...new Set([...named, ...(yamlOn ? [yamlOn] : [])])].filter((helmPath) =>
    helmPath.startsWith(`${chartName}/`),
  );
}

const HELM_POSITION = /\(?([^\s():"'`]+?\.[A-Za-z0-9]+):(\d+)(?::(\d+))?/g;

/**
 * One `error` result for a failed `helm template` (or `helm dependency build`), at the file and
 * line Helm names: a template (`template: web/templates/x.yaml:12:3: …`), a values file that is
 * not YAML, or the Chart.yaml dependency it cannot find.
 */
export function helmError(
  stderr: string,
  context: ChartContext & { command: string },
): PolicyResult {
  const detail = cleanHelmMessage(stderr);
  const chartYaml = chartYamlOf(context.root);
  const located = locateHelmError(detail, context);
  const { values } = context.render;
  const what = values ? `${context.root} with ${values}` : context.root;
  return {
    ...applyError({
      message: `${context.command} failed for chart ${what}: ${detail}${valuesShapeHint(detail, values)}`,
      reason: 'Render failed',
      file: located?.file ?? chartYaml,
      line: located?.line ?? 1,
      ...(located?.column !== undefined && { column: located.column }),
    }),
    render: context.render,
  };
}

const NOT_A_MAP = /cannot unmarshal (array|string|number|bool) into Go value of type map/;
const SHAPES: Record<string, string> = {
  array: 'a list',
  string: 'a single value',
  number: 'a single value',
  bool: 'a single value',
};

/** Helm's words for a values file that is not a map, said plainly. */
function valuesShapeHint(detail: string, values: string | undefined): string {
  const shape = NOT_A_MAP.exec(detail)?.[1];
  if (!values || !shape || !detail.includes(values)) return '';
  return `. ${values} holds ${SHAPES[shape]}, not a map of values: write \`key: value\` lines at its top level.`;
}

function locateHelmError(
  detail: string,
  context: ChartContext,
): { file: string; line: number; column?: number } | undefined {
  const { values } = context.render;
  const chartYaml = chartYamlOf(context.root);
  const violation = schemaViolationPlace(detail, context.render, context.sources);
  if (violation) return violation;
  // A values file that is not YAML: `failed to parse <file>: … yaml: line 2: …`.
  if (values && detail.includes(values)) {
    const line = /\byaml: line (\d+)/.exec(detail)?.[1];
    return { file: values, line: line ? Number(line) : 1 };
  }
  for (const match of detail.matchAll(HELM_POSITION)) {
    const helmPath = match[1]!;
    if (!helmPath.startsWith(`${context.chart.name}/`)) continue;
    const place = placeOf(helmPath, context);
    if (place.text === undefined) return { file: place.file, line: place.line };
    const line = Math.min(Number(match[2]), place.endLine);
    return { file: place.file, line, ...(match[3] && { column: Number(match[3]) }) };
  }
  // A dependency that charts/ lacks or that cannot be downloaded.
  const aboutDependencies = /dependenc|repositor|download|charts\/ directory/i.test(detail);
  for (const dependency of aboutDependencies ? context.chart.dependencies : []) {
    const named = [dependency.name, dependency.alias, dependency.repository].filter(Boolean);
    if (
      named.some((name) => new RegExp(`(^|[\\s"'/:,])${escape(name!)}($|[\\s"'/:,.])`).test(detail))
    ) {
      return { file: chartYaml, line: dependency.line };
    }
  }
  // A YAML error in a rendered template names the template but no line of it.
  const yamlOn = /YAML parse error on ([^\s:]+)/.exec(detail)?.[1];
  if (yamlOn) {
    const place = placeOf(yamlOn, context);
    return { file: place.file, line: place.line };
  }
  if (/kubeVersion/.test(detail)) {
    const text = context.sources.get(chartYaml);
    return { file: chartYaml, line: (text && lineMentioning(text, 'kubeVersion')) || 1 };
  }
  return undefined;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Helm's message without `Error: ` prefixes, debug hints and blank lines, on one line: its error
 * lines, each with the lines that detail it (a schema violation's chart and `- at '…'` lines).
 */
export function cleanHelmMessage(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^Use --debug flag/.test(line))
    .filter((line) => !/^(WARNING|walk\.go):/.test(line));
  const isError = (line: string): boolean => /^(Error:|\.*Unable to )/.test(line);
  const errors = lines.filter(
    (line, index) =>
      isError(line) ||
      (/^(- at '|[\w.-]+:$)/.test(line) &&
        lines.slice(0, index).some((before) => isError(before) && before.endsWith(':'))),
  );
  const text = (errors.length > 0 ? errors : lines)
    .join(' ')
    .replace(/\bError: /g, '')
    .replace(/^\.+/, '');
  return text === '' ? 'no error message' : text;
}
