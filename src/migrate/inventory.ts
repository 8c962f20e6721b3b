/**
 * What `migrate` works on: the legacy policies and `kyverno test` suites under the given paths
 * (and the policy files the suites name), each legacy policy converted or its reason not to be,
 * and a row of migration.json for every policy and every bad input.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Document } from 'yaml';
import type { MigrationInfo } from '../model/report.js';
import { convertPolicy, isLegacyPolicy } from './convert-policy.js';
import {
  findYamlFiles,
  isSuite,
  lineOf,
  readYamlFile,
  toJs,
  toYaml,
  type YamlFile,
} from './documents.js';
import type { Comparison } from './prove.js';
import { resultPolicy } from './suite.js';
import { Unsupported } from './unsupported.js';

export type MigrationStatus = MigrationInfo['status'];

/** One row of migration.json. */
export interface MigrationEntry extends MigrationInfo {
  /** Resources whose outcome differs, with both outcomes. */
  differences?: Comparison[];
  /** Where the converted policy was written, when it was. */
  written?: string;
}

export interface PolicyItem {
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

export interface SuiteItem {
  file: YamlFile;
  value: Record<string, unknown>;
  /** Absolute policy files the suite names. */
  policyFiles: string[];
}

export interface Inventory {
  /** A row per legacy policy and per bad input. */
  entries: MigrationEntry[];
  /** Every YAML file read, by absolute path. */
  files: Map<string, YamlFile>;
  suites: SuiteItem[];
  /** Every legacy policy, with `converted` set when it converts. */
  policies: PolicyItem[];
}

/** A path relative to `cwd`, with forward slashes. */
export const rel = (cwd: string, file: string) =>
  path.relative(cwd, file).split(path.sep).join('/') || '.';

/** Reads the paths: their suites, the policy files those name, and every legacy policy converted. */
export async function takeInventory(options: {
  paths: readonly string[];
  cwd: string;
}): Promise<Inventory> {
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
        const expanded = info.isDirectory()
          ? await findYamlFiles([full], cwd)
          : { files: [full], hidden: new Set<string>() };
        for (const policyFile of expanded.files) {
          if (expanded.hidden.has(policyFile)) continue;
          policyFiles.push(policyFile);
          await load(policyFile);
        }
      }
      suites.push({ file, value, policyFiles });
    }
  }

  // Policies: convert each legacy one, as Kyverno loads them: not from a hidden file or folder
  // of a folder (a `.chainsaw-test/` assertion that a policy is ready), unless a suite names it.
  const named = new Set(suites.flatMap((suite) => suite.policyFiles));
  const policies: PolicyItem[] = [];
  for (const file of files.values()) {
    if (found.hidden.has(file.path) && !named.has(file.path)) continue;
    if (file.error) {
      const given = found.files.includes(file.path) || named.has(file.path);
      if (given && !/kyverno-test\.ya?ml$/.test(file.path) && !looksLikeResource(file.path))
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

  return { entries, files, suites, policies };
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
