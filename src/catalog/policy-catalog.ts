/**
 * The policies behind a run's results, with their annotations (title, category, severity,
 * description), for the reporters. Everything here is best effort: the stages validate and
 * report policy files, so a file that cannot be read or parsed is simply left out.
 */
import path from 'node:path';
import { readText } from '../documents/check-reads.js';
import { byPolicyLocation, type PolicyInfo } from '../model/report.js';
import type { BuiltinPack } from '../inputs/config.js';
import { packChecks } from '../checks/packs.js';
import { loadBuiltinPack } from '../plan/builtin-packs.js';
import { planPolicies, type PolicyPlan } from '../plan/policies.js';
import { readPolicyInfo } from '../documents/policy-info.js';
import { isUrl, kyvernoYamlFiles, workspaceRelative } from '../documents/workspace-files.js';
import { listedStrings, parsedYaml } from '../documents/parsed-yaml.js';

export interface PolicyCatalogInput {
  /** Absolute path of the workspace. */
  workspace: string;
  /** The `policies` input, when `kyverno apply` ran. */
  applyPolicies?: readonly string[];
  /** The `builtin-policies` input, when `kyverno apply` ran. */
  builtinPolicies?: readonly BuiltinPack[];
  /** The apply stage's plan of `applyPolicies`, when already made. */
  policyPlan?: PolicyPlan;
  /** Workspace-relative test files of the local suites `kyverno test` ran. */
  testFiles?: readonly string[];
  /** Reads a file as UTF-8 text; for tests. */
  readText?: (absolute: string) => Promise<string>;
}

/**
 * The workspace-relative policy and exception files the run reads: those the apply stage loads
 * and those the local test files name (`policies:` and `exceptions:`), each once.
 */
export async function policyFilesOfRun(input: PolicyCatalogInput): Promise<string[]> {
  const files = new Set<string>();
  for (const file of await applyPolicyFiles(input)) files.add(file);
  for (const testFile of input.testFiles ?? []) {
    for (const file of await testPolicyFiles(input, testFile)) files.add(file);
  }
  return [...files];
}

/** Every policy the apply stage loaded and every policy a local test file names, sorted. */
export async function collectPolicyCatalog(input: PolicyCatalogInput): Promise<PolicyInfo[]> {
  const files = await policyFilesOfRun(input);
  const read = input.readText ?? readText;
  const infos = await Promise.all(
    files.map(async (file) => {
      try {
        return readPolicyInfo(await read(path.join(input.workspace, file)), file);
      } catch {
        return [];
      }
    }),
  );
  const builtin = await Promise.all(
    (input.builtinPolicies ?? []).map(async (pack) => [
      ...(await loadBuiltinPack(pack)).policies,
      ...packChecks(pack),
    ]),
  );
  return [...infos.flat(), ...builtin.flat()].sort(byPolicyLocation);
}

/**
 * The files `planPolicies` passes to `kyverno apply`, policies and exceptions (it reports their
 * problems itself).
 */
async function applyPolicyFiles(input: PolicyCatalogInput): Promise<string[]> {
  if (!input.applyPolicies?.length) return [];
  try {
    const plan =
      input.policyPlan ??
      (await planPolicies(input.workspace, { policies: input.applyPolicies, exceptions: [] }));
    const exceptions = plan.exceptions.flatMap(
      (file) => workspaceRelative(input.workspace, file) ?? [],
    );
    return [
      ...plan.sources.flatMap((source) =>
        source.builtin ? [] : source.policies.map((policy) => policy.file),
      ),
      ...exceptions,
    ];
  } catch {
    return [];
  }
}

/** Workspace-relative YAML files behind the `policies:` and `exceptions:` entries of one test file. */
async function testPolicyFiles(input: PolicyCatalogInput, testFile: string): Promise<string[]> {
  const absolute = path.join(input.workspace, testFile);
  try {
    const text = await (input.readText ?? readText)(absolute);
    const files: string[] = [];
    const entries = parsedYaml(text).documents.flatMap((document) => [
      ...listedStrings(document, 'policies'),
      ...listedStrings(document, 'exceptions'),
    ]);
    for (const entry of entries) {
      if (isUrl(entry)) continue;
      const relative = workspaceRelative(
        input.workspace,
        path.resolve(path.dirname(absolute), entry),
      );
      // Kyverno skips a hidden file or folder named in `policies:`.
      if (relative === undefined || path.posix.basename(relative).startsWith('.')) continue;
      files.push(...((await kyvernoYamlFiles(input.workspace, relative)) ?? []));
    }
    return files;
  } catch {
    return [];
  }
}
