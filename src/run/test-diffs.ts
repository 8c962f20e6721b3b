/**
 * Expected versus actual for `kyverno test` rows that failed with `Resource diff`. Kyverno prints
 * the diff only with `--detailed-results`, character by character and marked by colour alone, so
 * the actual object is obtained again instead:
 *
 * One `kyverno apply` per suite, in the suite's folder, with what `kyverno test` gives the same
 * engine: the suite's `policies` (all of them, in order, since a legacy policy's patched resource
 * is the object after every mutate policy loaded before it), its `resources` as `--resource`,
 * `variables` as `--values-file` (inline `values:` written to a Values file, as `values` wins
 * over `variables` in Kyverno), `userinfo` as `--userinfo`, `exceptions` as `--exception`,
 * `context` as `--context-file` and `targetResources` as `--target-resource`; `-o <empty dir>`
 * makes Kyverno write every mutated object (one document per mutate policy, chained) and every
 * generated one (`<policy>-generated.yaml`). The actual object of a legacy policy's row is the
 * document at that policy's place among the suite's legacy mutate policies; of a MutatingPolicy
 * or MutatingAdmissionPolicy, the last. Both sides are then normalised as Kyverno compares them
 * (normaliseForTest) and diffed as YAML in the expected file's key order.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { parseAllDocuments, stringify } from 'yaml';
import type { PolicyResult } from '../model/result.js';
import {
  inOrderOf,
  isObject,
  normaliseForTest,
  parseWritten,
  readWrittenObjects,
  withoutCliChanges,
  yamlDiff,
  type JsonObject,
} from '../parse/mutated-objects/index.js';
import type { LocalSuite } from '../plan/suites.js';
import { runProcess, type ProcessRunner } from '../process/run-process.js';
import { csvField } from './apply-units.js';
import { kyvernoEnvironment } from './go-runtime.js';
import { entryOf, legacyMutateOrder, readSuite, type SuiteInputs } from './test-diff-suite.js';

export const RESOURCE_DIFF = 'Resource diff';

export interface TestDiffOptions {
  kyverno: string;
  suites: readonly LocalSuite[];
  parallelism: number;
  runner?: ProcessRunner;
  timeoutMs?: number;
}

/** `results`, each failed `Resource diff` row of a local suite with its `diff` when it can be made. */
export async function withTestDiffs(
  results: readonly PolicyResult[],
  options: TestDiffOptions,
): Promise<PolicyResult[]> {
  const rows = results.filter(
    (result) =>
      result.source === 'test' && result.status === 'fail' && result.reason === RESOURCE_DIFF,
  );
  if (rows.length === 0) return [...results];
  const bySuite = new Map<LocalSuite, PolicyResult[]>();
  for (const row of rows) {
    const suite = options.suites.find((candidate) => candidate.file === row.suite);
    if (suite) bySuite.set(suite, [...(bySuite.get(suite) ?? []), row]);
  }
  const limit = pLimit(Math.max(1, options.parallelism));
  const diffs = new Map<PolicyResult, string>();
  await Promise.all(
    [...bySuite].map(([suite, suiteRows]) =>
      limit(async () => {
        for (const [row, diff] of await suiteDiffs(suite, suiteRows, options)) diffs.set(row, diff);
      }),
    ),
  );
  return results.map((result) => {
    const diff = diffs.get(result);
    return diff ? { ...result, message: firstSentence(result.message), diff } : result;
  });
}

/**
 * Kyverno's message without its diff: the sentence before the legend, whose colours `-o` strips
 * and leaves interleaved text (`(only in expeactedual)`) and a dump of both objects.
 */
function firstSentence(message: string): string {
  const legend = /\s*\(only in /.exec(message);
  return legend ? message.slice(0, legend.index).trimEnd() : message;
}

async function suiteDiffs(
  suite: LocalSuite,
  rows: readonly PolicyResult[],
  options: TestDiffOptions,
): Promise<Map<PolicyResult, string>> {
  const found = new Map<PolicyResult, string>();
  const inputs = readSuite(await readFile(suite.path, 'utf8').catch(() => ''));
  if (!inputs || inputs.policies.length === 0) return found;
  const temp = await mkdtemp(path.join(os.tmpdir(), 'kyverno-test-diff-'));
  try {
    const output = path.join(temp, 'out');
    await mkdir(output);
    const ran = await (options.runner ?? runProcess)(
      options.kyverno,
      await applyArguments(inputs, temp, output),
      {
        cwd: suite.dir,
        timeoutMs: options.timeoutMs ?? 10 * 60_000,
        env: kyvernoEnvironment(process.env, options.parallelism),
      },
    );
    if (ran.timedOut) return found;
    const written = await readWrittenObjects(output);
    const order = await legacyMutateOrder(suite.dir, inputs.policies);
    for (const row of rows) {
      const entry = entryOf(inputs, row);
      if (!entry) continue;
      const expected = await expectedObject(suite.dir, entry.expectedFiles, row, entry.generate);
      if (!expected) continue;
      const actual = entry.generate
        ? await generatedObject(output, row.policy, expected)
        : patchedObject(await written.of(refOf(expected)), order, row.policy);
      if (!actual) continue;
      const before = normaliseForTest(expected);
      const after = normaliseForTest(withoutCliChanges(expected, actual));
      const diff = yamlDiff(before, inOrderOf(before, after));
      if (diff) found.set(row, diff);
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  return found;
}

async function applyArguments(
  inputs: SuiteInputs,
  temp: string,
  output: string,
): Promise<string[]> {
  const args = ['apply', ...inputs.policies];
  for (const resource of inputs.resources) args.push(`--resource=${csvField(resource)}`);
  if (inputs.values) {
    const file = path.join(temp, 'values.yaml');
    await writeFile(
      file,
      stringify({ apiVersion: 'cli.kyverno.io/v1alpha1', kind: 'Values', ...inputs.values }),
    );
    args.push(`--values-file=${file}`);
  } else if (inputs.variables) {
    args.push(`--values-file=${inputs.variables}`);
  }
  if (inputs.userinfo) args.push(`--userinfo=${inputs.userinfo}`);
  for (const exception of inputs.exceptions) args.push(`--exception=${csvField(exception)}`);
  if (inputs.context) args.push(`--context-file=${inputs.context}`);
  for (const target of inputs.targetResources) args.push(`--target-resource=${csvField(target)}`);
  args.push('-o', output);
  return args;
}

const field = (object: unknown, key: string): string => {
  const value = isObject(object) ? object[key] : undefined;
  return typeof value === 'string' ? value : '';
};

function refOf(object: JsonObject) {
  return {
    apiVersion: field(object, 'apiVersion'),
    kind: field(object, 'kind'),
    namespace: field(object.metadata, 'namespace'),
    name: field(object.metadata, 'name'),
  };
}

/** The expected object: the document of the row's resource, or a generate entry's only one. */
async function expectedObject(
  dir: string,
  files: readonly string[],
  row: PolicyResult,
  generate: boolean,
): Promise<JsonObject | undefined> {
  const objects: JsonObject[] = [];
  for (const file of files) {
    const source = await readFile(path.resolve(dir, file), 'utf8').catch(() => '');
    for (const document of parseAllDocuments(source, { version: '1.1' })) {
      const value: unknown = document.errors.length > 0 ? undefined : document.toJS();
      if (isObject(value)) objects.push(value);
    }
  }
  if (generate) return objects.length === 1 ? objects[0] : undefined;
  const { kind, name, namespace } = row.resource;
  return objects.find(
    (object) =>
      field(object, 'kind') === kind &&
      field(object.metadata, 'name') === name &&
      (field(object.metadata, 'namespace') || 'default') === (namespace || 'default'),
  );
}

function patchedObject(
  documents: readonly JsonObject[],
  order: readonly string[],
  policy: string,
): JsonObject | undefined {
  const at = order.indexOf(policy.split('/').at(-1) ?? policy);
  return at >= 0 && at < documents.length ? documents[at] : documents.at(-1);
}

async function generatedObject(
  output: string,
  policy: string,
  expected: JsonObject,
): Promise<JsonObject | undefined> {
  const name = `${policy.split('/').at(-1) ?? policy}-generated.yaml`;
  const source = await readFile(path.join(output, name), 'utf8').catch(() => '');
  const { kind } = refOf(expected);
  const same = (parseWritten(source) ?? []).filter(
    (object) =>
      field(object, 'kind') === kind && field(object.metadata, 'name') === refOf(expected).name,
  );
  return same.at(-1);
}
