/**
 * `kyverno-policy-check migrate`: finds the legacy policies and suites under the given paths,
 * converts every validate-only policy, converts the suites that name them, proves each
 * conversion with the real Kyverno CLI, and writes the converted files (`--out` or `--write`).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Document } from 'yaml';
import type { MigrationInfo } from '../model/report.js';
import { convertPolicy, isLegacyPolicy } from './convert-policy.js';
import {
  findYamlFiles,
  isSuite,
  lineOf,
  readYamlFile,
  resourceIdentities,
  toJs,
  toYaml,
  type YamlFile,
} from './documents.js';
import {
  compareApply,
  runConvertedSuites,
  sameOutcome,
  type Comparison,
  type ConvertedSuite,
  type ProofSubject,
} from './prove.js';
import { convertSuiteResults, resultPolicy } from './suite.js';
import { Unsupported } from './unsupported.js';

export type MigrationStatus = MigrationInfo['status'];

/** One row of migration.json. */
export interface MigrationEntry extends MigrationInfo {
  /** Resources whose outcome differs, with both outcomes. */
  differences?: Comparison[];
  /** Where the converted policy was written, when it was. */
  written?: string;
}

export interface MigrateOptions {
  paths: readonly string[];
  cwd: string;
  /** Write converted policies and suites under this folder. */
  outDir?: string;
  /** Overwrite originals, only for equivalent policies. */
  write?: boolean;
  /** Absolute paths of extra manifest files to compare on. */
  manifests: readonly string[];
  kyverno: string;
  log?: (line: string) => void;
}

interface PolicyItem {
  id: string;
  file: YamlFile;
  index: number;
  document: Document.Parsed;
  original: Record<string, unknown>;
  name: string;
  line: number;
  converted?: Record<string, unknown>;
  entry: MigrationEntry;
  suites: SuiteItem[];
}

interface SuiteItem {
  file: YamlFile;
  value: Record<string, unknown>;
  /** Absolute policy files the suite names. */
  policyFiles: string[];
}

const rel = (cwd: string, file: string) =>
  path.relative(cwd, file).split(path.sep).join('/') || '.';
const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PATH_LISTS = [
  'resources',
  'exceptions',
  'clusterResources',
  'paramResources',
  'targetResources',
] as const;
const PATH_VALUES = ['variables', 'userinfo', 'context'] as const;
const RESULT_PATHS = ['patchedResources', 'generatedResource', 'cloneSourceResource'] as const;

export async function migrate(options: MigrateOptions): Promise<MigrationEntry[]> {
  const { cwd } = options;
  const entries: MigrationEntry[] = [];
  const found = await findYamlFiles(options.paths, cwd);
  for (const missing of found.missing)
    entries.push(
      problem(
        missing,
        1,
        '',
        `${missing} does not exist: give policy files, folders or suite folders.`,
      ),
    );

  const files = new Map<string, YamlFile>();
  const load = async (file: string): Promise<YamlFile | undefined> => {
    if (!files.has(file)) {
      const read = await readYamlFile(file).catch(() => undefined);
      if (read) files.set(file, read);
    }
    return files.get(file);
  };
  for (const file of found.files) await load(file);

  // Suites, and the policy files they name (loaded even when not under the paths).
  const suites: SuiteItem[] = [];
  for (const file of [...files.values()]) {
    if (file.error) continue;
    for (const document of file.documents) {
      const value = toJs(document);
      if (!isSuite(value)) continue;
      const dir = path.dirname(file.path);
      const policyFiles: string[] = [];
      const names = Array.isArray(value.policies) ? value.policies.map(String) : [];
      for (const [i, name] of names.entries()) {
        const full = path.resolve(dir, name);
        const info = await stat(full).catch(() => undefined);
        if (!info) {
          const line = lineOf(file, document, ['policies', i]);
          const named = [
            ...new Set(
              (Array.isArray(value.results) ? value.results : []).map((r) =>
                resultPolicy(r as Record<string, unknown>),
              ),
            ),
          ];
          entries.push(
            problem(
              rel(cwd, full),
              1,
              named.join(', '),
              `the suite ${rel(cwd, file.path)}:${line} names the policy file ${name}, which does not exist: fix the path in the suite.`,
            ),
          );
          continue;
        }
        const expanded = info.isDirectory() ? (await findYamlFiles([full], cwd)).files : [full];
        for (const policyFile of expanded) {
          policyFiles.push(policyFile);
          await load(policyFile);
        }
      }
      suites.push({ file, value, policyFiles });
    }
  }

  // Policies: convert each legacy one.
  const policies: PolicyItem[] = [];
  for (const file of files.values()) {
    if (file.error) {
      const named =
        found.files.includes(file.path) || suites.some((s) => s.policyFiles.includes(file.path));
      if (named && !/kyverno-test\.ya?ml$/.test(file.path) && !looksLikeResource(file.path))
        entries.push(
          problem(
            rel(cwd, file.path),
            file.error.line,
            '',
            `not valid YAML (line ${file.error.line}: ${file.error.message}): fix the file.`,
          ),
        );
      continue;
    }
    file.documents.forEach((document, index) => {
      const value = toJs(document);
      if (!isLegacyPolicy(value)) return;
      const original = value as Record<string, unknown>;
      const name = String((original.metadata as Record<string, unknown> | undefined)?.name ?? '');
      const line = lineOf(file, document, []);
      const entry: MigrationEntry = {
        file: rel(cwd, file.path),
        line,
        policy: name,
        status: 'unsupported',
        reason: '',
        converted: null,
        suites: [],
        resourcesCompared: 0,
      };
      const item: PolicyItem = {
        id: `${file.path}#${index}`,
        file,
        index,
        document,
        original,
        name,
        line,
        entry,
        suites: [],
      };
      try {
        item.converted = convertPolicy(original);
        entry.converted = toYaml(item.converted);
      } catch (error) {
        if (!(error instanceof Unsupported)) throw error;
        const at = lineOf(file, document, error.path);
        entry.reason = `${error.construct} (${entry.file}:${at}) does not convert to a ValidatingPolicy.`;
      }
      policies.push(item);
      entries.push(entry);
    });
  }

  const converted = policies.filter((p) => p.converted);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'kyverno-migrate-'));
  try {
    // Converted policy files: every legacy document that converted replaced.
    const convertedFiles = new Map<string, string>();
    const byFile = new Map<string, PolicyItem[]>();
    for (const item of converted)
      byFile.set(item.file.path, [...(byFile.get(item.file.path) ?? []), item]);
    for (const [file, items] of byFile) {
      const target = path.join(temp, 'policies', String(convertedFiles.size), path.basename(file));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, fileWith(files.get(file)!, items));
      convertedFiles.set(file, target);
    }

    // Converted suites, for the proof.
    const convertedSuites: ConvertedSuite[] = [];
    const subjects = new Map<string, ProofSubject>();
    for (const [n, suite] of suites.entries()) {
      const inSuite = converted.filter((p) => suite.policyFiles.includes(p.file.path));
      const named = new Set(
        (Array.isArray(suite.value.results) ? suite.value.results : []).map((r) =>
          resultPolicy(r as Record<string, unknown>),
        ),
      );
      const owners = inSuite.filter((p) => named.has(p.name));
      if (owners.length === 0) continue;
      const dir = path.join(temp, 'suites', String(n));
      const document = rewriteSuite(
        suite,
        owners,
        path.dirname(suite.file.path),
        dir,
        convertedFiles,
      );
      const expectations = new Map<string, { id: string; results: Map<string, string> }>();
      for (const owner of owners) {
        const results = new Map<string, string>();
        for (const r of (document.results as Record<string, unknown>[]) ?? [])
          if (r.isValidatingPolicy && resultPolicy(r) === owner.name)
            for (const resource of (r.resources as string[]) ?? [])
              results.set(resource, String(r.result));
        expectations.set(owner.name, { id: owner.id, results });
        owner.suites.push(suite);
        owner.entry.suites.push(rel(cwd, suite.file.path));
      }
      convertedSuites.push({ document, dir, expectations, origin: rel(cwd, suite.file.path) });
    }
    for (const item of converted) {
      const resourceFiles = new Set<string>(options.manifests);
      for (const suite of item.suites)
        for (const resource of Array.isArray(suite.value.resources) ? suite.value.resources : [])
          resourceFiles.add(path.resolve(path.dirname(suite.file.path), String(resource)));
      const list = [...resourceFiles].sort();
      const identities = (await Promise.all(list.map(resourceIdentities))).flat();
      subjects.set(item.id, {
        id: item.id,
        name: item.name,
        original: item.original,
        converted: item.converted!,
        resourceFiles: list,
        identities,
      });
    }

    options.log?.(`kyverno test: ${convertedSuites.length} converted suite(s)`);
    const tests = await runConvertedSuites(convertedSuites, { kyverno: options.kyverno, temp });
    options.log?.(`kyverno apply: ${subjects.size} policy pair(s)`);
    const applied = await compareApply([...subjects.values()], { kyverno: options.kyverno, temp });
    for (const item of converted) judge(item, tests, applied);

    if (options.outDir) await writeOut(options, converted, suites, files, convertedFiles);
    if (options.write) await writeInPlace(options, converted, suites, files);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

const looksLikeResource = (file: string) =>
  /(^|[/\\])(resources?|values?|patched|generated)[^/\\]*\.ya?ml$/i.test(file);

function problem(file: string, line: number, policy: string, reason: string): MigrationEntry {
  return {
    file,
    line,
    policy,
    status: 'unsupported',
    reason,
    converted: null,
    suites: [],
    resourcesCompared: 0,
  };
}

function judge(
  item: PolicyItem,
  tests: Awaited<ReturnType<typeof runConvertedSuites>>,
  applied: Awaited<ReturnType<typeof compareApply>>,
): void {
  const entry = item.entry;
  const failures = tests.testFailures.get(item.id) ?? [];
  const passes = tests.testPasses.get(item.id) ?? 0;
  const comparisons = applied.comparisons.get(item.id) ?? [];
  const differences = comparisons.filter((c) => !sameOutcome(c.original, c.converted));
  entry.resourcesCompared = comparisons.length;
  const reasons: string[] = [];
  if (failures.length > 0)
    reasons.push(
      `converted suite failed: ${failures.slice(0, 5).join('; ')}${failures.length > 5 ? ` (and ${failures.length - 5} more)` : ''}`,
    );
  if (item.suites.length > 0 && passes === 0 && failures.length === 0)
    reasons.push('the converted suites produced no result for it');
  const applyError = applied.applyErrors.get(item.id);
  if (applyError) reasons.push(applyError);
  if (differences.length > 0) {
    entry.differences = differences;
    reasons.push(
      `outcomes differ on ${differences.length} resource(s): ${differences
        .slice(0, 5)
        .map((d) => `${d.resource} original ${d.original}, converted ${d.converted}`)
        .join('; ')}`,
    );
  }
  if (comparisons.length === 0 && !applyError)
    reasons.push('no resource to compare on: no suite names it and no --manifests were given');
  entry.status = reasons.length === 0 ? 'equivalent' : 'differs';
  entry.reason =
    reasons.length === 0
      ? `${passes} expected result(s) hold and ${comparisons.length} resource(s) give the same outcome.`
      : reasons.join('. ');
}

/** A file's text with the documents of `items` replaced by their conversions. */
function fileWith(file: YamlFile, items: readonly PolicyItem[]): string {
  const replaced = new Map(items.map((item) => [item.index, toYaml(item.converted)]));
  return file.documents
    .map((document, index) => replaced.get(index) ?? String(document).replace(/^---\n/, ''))
    .map((text) => text.replace(/\n*$/, '\n'))
    .join('---\n');
}

/** The suite for its converted policies, with paths valid from `targetDir`. */
function rewriteSuite(
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

async function writeOut(
  options: MigrateOptions,
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

async function writeInPlace(
  options: MigrateOptions,
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

export { isMap };
