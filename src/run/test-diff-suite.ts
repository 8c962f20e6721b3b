/**
 * What `kyverno apply` needs to reproduce a `kyverno test` row: the suite's inputs and the results
 * entry, read from the test file, and the order in which Kyverno chains the suite's legacy mutate
 * policies.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, LineCounter, parseAllDocuments, type YAMLMap } from 'yaml';
import type { PolicyResult } from '../model/result.js';
import { isObject, type JsonObject } from '../parse/mutated-objects/index.js';

export interface SuiteInputs {
  policies: string[];
  resources: string[];
  /** `variables:` (a Values file), or inline `values:` (which wins, as in Kyverno). */
  variables?: string;
  values?: JsonObject;
  userinfo?: string;
  exceptions: string[];
  context?: string;
  targetResources: string[];
  entries: SuiteEntry[];
}

export interface SuiteEntry {
  line: number;
  policy: string;
  rule: string;
  resources: string[];
  /** `patchedResources`, or a generate entry's `generatedResource(s)`. */
  expectedFiles: string[];
  generate: boolean;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

export function readSuite(source: string): SuiteInputs | undefined {
  const lines = new LineCounter();
  for (const document of parseAllDocuments(source, { lineCounter: lines })) {
    const contents = document.contents;
    if (document.errors.length > 0 || !isMap(contents)) continue;
    const test = contents.toJS(document) as JsonObject;
    const results = contents.get('results', true);
    if (!isSeq(results)) continue;
    const entries = results.items.filter(isMap).map((item: YAMLMap) => {
      const entry = item.toJS(document) as JsonObject;
      const generated = [...strings(entry.generatedResources), text(entry.generatedResource)];
      const patched = text(entry.patchedResources);
      return {
        line: lines.linePos(item.range?.[0] ?? 0).line,
        policy: text(entry.policy) ?? '',
        rule: text(entry.rule) ?? '',
        resources: strings(entry.resources),
        expectedFiles: patched ? [patched] : generated.filter((file) => file !== undefined),
        generate: !patched,
      };
    });
    const values = isObject(test.values) ? test.values : undefined;
    const variables = text(test.variables);
    const userinfo = text(test.userinfo);
    const context = text(test.context);
    return {
      policies: strings(test.policies),
      resources: strings(test.resources),
      ...(values ? { values } : variables && { variables }),
      ...(userinfo && { userinfo }),
      exceptions: strings(test.exceptions),
      ...(context && { context }),
      targetResources: strings(test.targetResources),
      entries,
    };
  }
  return undefined;
}

const bare = (policy: string): string => policy.split('/').at(-1) ?? policy;

/** The entry a row belongs to: the one at the row's line, else the first naming its policy and resource. */
export function entryOf(suite: SuiteInputs, result: PolicyResult): SuiteEntry | undefined {
  const candidates = suite.entries.filter((entry) => entry.expectedFiles.length > 0);
  const { namespace, name } = result.resource;
  return (
    candidates.find((entry) => entry.line === result.line) ??
    candidates.find(
      (entry) =>
        bare(entry.policy) === bare(result.policy) &&
        (entry.resources.includes(name) || entry.resources.includes(`${namespace}/${name}`)),
    )
  );
}

/**
 * The names of the suite's Kyverno policies (ClusterPolicy, Policy) that have a mutate rule, in
 * the order Kyverno loads them: the `policies` paths in order, a folder's files sorted
 * (`os.ReadDir`), a file's documents in order. Kyverno writes one document per such policy.
 */
export async function legacyMutateOrder(
  dir: string,
  policies: readonly string[],
): Promise<string[]> {
  const names: string[] = [];
  for (const policy of policies) {
    for (const file of await yamlFiles(path.resolve(dir, policy))) {
      const source = await readFile(file, 'utf8').catch(() => '');
      for (const document of parseAllDocuments(source)) {
        const value: unknown = document.errors.length > 0 ? undefined : document.toJS();
        if (!isObject(value) || !['ClusterPolicy', 'Policy'].includes(String(value.kind))) continue;
        const rules =
          isObject(value.spec) && Array.isArray(value.spec.rules) ? value.spec.rules : [];
        const name = isObject(value.metadata) ? text(value.metadata.name) : undefined;
        if (name && rules.some((rule) => isObject(rule) && rule.mutate !== undefined)) {
          names.push(name);
        }
      }
    }
  }
  return names;
}

async function yamlFiles(target: string): Promise<string[]> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) return [target];
  const found: string[] = [];
  for (const entry of (await readdir(target, { withFileTypes: true })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) found.push(...(await yamlFiles(full)));
    else if (/\.ya?ml$/i.test(entry.name)) found.push(full);
  }
  return found;
}
