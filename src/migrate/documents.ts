/**
 * Reading the migration's inputs: YAML files with every document's line numbers, the legacy
 * policies and the `kyverno test` suites in them, and the resources a suite names.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  isMap as isYamlMap,
  isScalar,
  isSeq,
  LineCounter,
  stringify,
  parseAllDocuments,
  type Document,
} from 'yaml';
import type { YamlPath } from './unsupported.js';

export interface YamlFile {
  /** Absolute path. */
  path: string;
  text: string;
  documents: Document.Parsed[];
  lines: LineCounter;
  /** The first syntax error, with its line, when the file is not YAML. */
  error?: { line: number; message: string };
}

const SKIPPED = new Set(['.git', 'node_modules']);
const YAML_FILE = /\.ya?ml$/i;

/**
 * Every YAML file under the paths (files are taken as given), sorted. `hidden` holds those a
 * folder holds in a hidden file or folder: suites live there (`.kyverno-test/`), but Kyverno
 * skips them when it loads policies from the folder.
 */
export async function findYamlFiles(
  paths: readonly string[],
  cwd: string,
): Promise<{ files: string[]; hidden: Set<string>; missing: string[] }> {
  const files = new Set<string>();
  const hidden = new Set<string>();
  const missing: string[] = [];
  const walk = async (dir: string, inHidden: boolean): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const hiddenHere = inHidden || entry.name.startsWith('.');
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) await walk(full, hiddenHere);
      else if (entry.isFile() && YAML_FILE.test(entry.name)) {
        files.add(full);
        if (hiddenHere) hidden.add(full);
      }
    }
  };
  for (const given of paths) {
    const full = path.resolve(cwd, given);
    const info = await stat(full).catch(() => undefined);
    if (!info) missing.push(given);
    else if (info.isDirectory()) await walk(full, false);
    else files.add(full);
  }
  return { files: [...files].sort(), hidden, missing };
}

export async function readYamlFile(file: string): Promise<YamlFile> {
  const text = await readFile(file, 'utf8');
  const lines = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter: lines });
  const list = Array.isArray(documents) ? documents : [];
  const result: YamlFile = { path: file, text, documents: list, lines };
  const broken = list.flatMap((d) => d.errors)[0];
  if (broken)
    result.error = {
      line: broken.linePos?.[0]?.line ?? 1,
      message: broken.message.split('\n')[0]!,
    };
  return result;
}

/** The 1-based line of the node at `at` in a document (or of its nearest existing parent). */
export function lineOf(file: YamlFile, document: Document.Parsed, at: YamlPath): number {
  for (let depth = at.length; depth >= 0; depth--) {
    const parent = depth <= 1 ? document.contents : document.getIn(at.slice(0, depth - 1), true);
    const last = at[depth - 1];
    let node: unknown = depth === 0 ? document.contents : undefined;
    if (depth > 0 && isYamlMap(parent)) {
      const pair = parent.items.find(
        (item) => (isScalar(item.key) ? item.key.value : item.key) === last,
      );
      node = pair?.key ?? undefined;
    } else if (depth > 0 && isSeq(parent) && typeof last === 'number') node = parent.items[last];
    const range = (node as { range?: [number, number, number] } | null | undefined)?.range;
    if (range) return file.lines.linePos(range[0]).line;
  }
  return file.lines.linePos(document.range[0]).line;
}

export const toJs = (document: Document.Parsed): unknown =>
  document.errors.length > 0 ? undefined : document.toJS({ maxAliasCount: 1000 });

export const isSuite = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  String((value as Record<string, unknown>).apiVersion ?? '').startsWith('cli.kyverno.io/') &&
  (value as Record<string, unknown>).kind === 'Test';

/** `Kind/namespace/name` of every Kubernetes object in a YAML file. */
export async function resourceIdentities(file: string): Promise<string[]> {
  const parsed = await readYamlFile(file).catch(() => undefined);
  if (!parsed) return [];
  const out: string[] = [];
  for (const document of parsed.documents) {
    if (!isYamlMap(document.contents)) continue;
    const value = toJs(document) as
      { kind?: string; metadata?: { name?: string; namespace?: string } } | undefined;
    if (!value?.kind || !value.metadata?.name) continue;
    out.push(
      `${value.kind}/${value.metadata.namespace ? `${value.metadata.namespace}/` : ''}${value.metadata.name}`,
    );
  }
  return out;
}

/** YAML as a person would write it: no anchors or aliases, long strings on one line. */
export const toYaml = (value: unknown): string =>
  stringify(value, { lineWidth: 0, aliasDuplicateObjects: false });
