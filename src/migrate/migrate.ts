/**
 * `kyverno-policy-check migrate`: finds the legacy policies and suites under the given paths,
 * converts every validate-only policy, converts the suites that name them, proves each
 * conversion with the real Kyverno CLI, and writes the converted files (`--out` or `--write`).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileWith, rewriteSuite, writeInPlace, writeOut } from './converted-files.js';
import { resourceIdentities } from './documents.js';
import { rel, takeInventory, type MigrationEntry, type PolicyItem } from './inventory.js';
import {
  compareApply,
  judgeProof,
  runConvertedSuites,
  type ConvertedSuite,
  type ProofSubject,
} from './prove.js';
import { resultPolicy } from './suite.js';

export type { MigrationEntry, MigrationStatus } from './inventory.js';

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

export async function migrate(options: MigrateOptions): Promise<MigrationEntry[]> {
  const { cwd } = options;
  const { entries, files, suites, policies } = await takeInventory(options);
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
    for (const item of converted) {
      const verdict = judgeProof(item.id, item.suites.length > 0, tests, applied);
      item.entry.resourcesCompared = verdict.resourcesCompared;
      if (verdict.differences.length > 0) item.entry.differences = verdict.differences;
      item.entry.status = verdict.status;
      item.entry.reason = verdict.reason;
    }

    if (options.outDir) await writeOut(options, converted, suites, files, convertedFiles);
    if (options.write) await writeInPlace(options, converted, suites, files);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
