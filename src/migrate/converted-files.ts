/**
 * The converted files: a policy file with its legacy documents replaced by their conversions,
 * and a suite rewritten for the converted policies with its paths valid from where it is written
 * (the proof's scratch folder, `--out`, or in place with `--write`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toYaml, type YamlFile } from './documents.js';
import { rel, type PolicyItem, type SuiteItem } from './inventory.js';
import { convertSuiteResults } from './suite.js';

const PATH_LISTS = [
  'resources',
  'exceptions',
  'clusterResources',
  'paramResources',
  'targetResources',
] as const;
const PATH_VALUES = ['variables', 'userinfo', 'context'] as const;
const RESULT_PATHS = ['patchedResources', 'generatedResource', 'cloneSourceResource'] as const;

/** A file's text with the documents of `items` replaced by their conversions. */
export function fileWith(file: YamlFile, items: readonly PolicyItem[]): string {
  const replaced = new Map(items.map((item) => [item.index, toYaml(item.converted)]));
  return file.documents
    .map((document, index) => replaced.get(index) ?? String(document).replace(/^---\n/, ''))
    .map((text) => text.replace(/\n*$/, '\n'))
    .join('---\n');
}

/** The suite for its converted policies, with paths valid from `targetDir`. */
export function rewriteSuite(
  suite: SuiteItem,
  owners: readonly PolicyItem[],
  sourceDir: string,
  targetDir: string,
  policyTargets: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const move = (p: string) =>
    path.relative(targetDir, path.resolve(sourceDir, p)).split(path.sep).join('/');
  const value = structuredClone(suite.value);
  if (Array.isArray(value.policies))
    value.policies = value.policies.map((p) => {
      const full = path.resolve(sourceDir, String(p));
      const target = policyTargets.get(full);
      return target ? path.relative(targetDir, target).split(path.sep).join('/') : move(String(p));
    });
  for (const key of PATH_LISTS)
    if (Array.isArray(value[key]))
      value[key] = (value[key] as unknown[]).map((p) => move(String(p)));
  for (const key of PATH_VALUES)
    if (typeof value[key] === 'string') value[key] = move(value[key] as string);
  const rules = (item: PolicyItem) =>
    (
      ((item.original.spec as Record<string, unknown> | undefined)?.rules ?? []) as Record<
        string,
        unknown
      >[]
    ).map((rule) => String(rule.name ?? ''));
  value.results = convertSuiteResults(
    value.results,
    new Map(owners.map((o) => [o.name, rules(o)])),
  );
  for (const result of value.results as Record<string, unknown>[]) {
    for (const key of RESULT_PATHS)
      if (typeof result[key] === 'string') result[key] = move(result[key] as string);
    if (Array.isArray(result.generatedResources))
      result.generatedResources = result.generatedResources.map((p) => move(String(p)));
  }
  return value;
}

/** Where `writeOut` and `writeInPlace` write. */
export interface WriteOptions {
  cwd: string;
  outDir?: string;
}

/** Writes every converted policy file and its suites under `--out`, mirroring their paths. */
export async function writeOut(
  options: WriteOptions,
  converted: readonly PolicyItem[],
  suites: readonly SuiteItem[],
  files: ReadonlyMap<string, YamlFile>,
  convertedFiles: ReadonlyMap<string, string>,
): Promise<void> {
  const out = path.resolve(options.cwd, options.outDir!);
  const outPath = (file: string) =>
    path.join(out, path.relative(options.cwd, file).replace(/^(\.\.[/\\])+/, ''));
  const targets = new Map<string, string>();
  for (const file of convertedFiles.keys()) {
    const target = outPath(file);
    const items = converted.filter((c) => c.file.path === file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, fileWith(files.get(file)!, items));
    targets.set(file, target);
    for (const item of items)
      item.entry.written = path.relative(options.cwd, target).split(path.sep).join('/');
  }
  for (const suite of suites) {
    const owners = converted.filter(
      (p) =>
        suite.policyFiles.includes(p.file.path) &&
        p.entry.suites.includes(rel(options.cwd, suite.file.path)),
    );
    if (owners.length === 0) continue;
    const target = outPath(suite.file.path);
    const document = rewriteSuite(
      suite,
      owners,
      path.dirname(suite.file.path),
      path.dirname(target),
      targets,
    );
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, toYaml(document));
  }
}

/** Overwrites the originals of the equivalent policies, and their suites. */
export async function writeInPlace(
  options: WriteOptions,
  converted: readonly PolicyItem[],
  suites: readonly SuiteItem[],
  files: ReadonlyMap<string, YamlFile>,
): Promise<void> {
  const equivalent = converted.filter((c) => c.entry.status === 'equivalent');
  const byFile = new Map<string, PolicyItem[]>();
  for (const item of equivalent)
    byFile.set(item.file.path, [...(byFile.get(item.file.path) ?? []), item]);
  for (const [file, items] of byFile) {
    await writeFile(file, fileWith(files.get(file)!, items));
    for (const item of items) item.entry.written = item.entry.file;
  }
  const identity = new Map([...byFile.keys()].map((f) => [f, f]));
  for (const suite of suites) {
    const owners = equivalent.filter(
      (p) => suite.policyFiles.includes(p.file.path) && p.suites.includes(suite),
    );
    if (owners.length === 0) continue;
    const dir = path.dirname(suite.file.path);
    const document = rewriteSuite(suite, owners, dir, dir, identity);
    await writeFile(suite.file.path, toYaml(document));
  }
}
