/**
 * Over the shared corpus: for every mutate suite with `patchedResources`, the action's mutation of
 * each resource, applied to it, gives exactly the suite's patched resource (both normalised as
 * `kyverno test` compares them) wherever Kyverno's own test passes. A row whose policy is not the
 * last mutate policy of its suite is left out: its patched resource is an earlier state of the
 * chain, not the final object the preview shows. Skipped without ../shared/corpus.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { applyPatch, type Operation } from 'rfc6902';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { MutatedResource } from '../../../src/model/mutation.js';
import type { PolicyResult } from '../../../src/model/result.js';
import {
  normaliseForTest,
  withoutCliChanges,
  type JsonObject,
} from '../../../src/parse/mutated-objects/index.js';
import { discoverSuites, type LocalSuite } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { legacyMutateOrder, readSuite } from '../../../src/run/test-diff-suite.js';
import { planAndApply } from '../../support/apply-stage.js';
import { CORPUS_SKIP_MESSAGE, hasSharedCorpus, sharedCorpusDir } from '../../support/corpus.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const present = hasSharedCorpus();
const root = path.join(sharedCorpusDir(), 'kyverno-policies');

interface Checked {
  row: string;
  problem?: string;
}

const checked: Checked[] = [];
const leftOut: string[] = [];

async function objectsOf(file: string): Promise<JsonObject[]> {
  const text = await readFile(file, 'utf8');
  return parseAllDocuments(text, { version: '1.1' })
    .map((document) => document.toJS() as unknown)
    .filter((value): value is JsonObject => typeof value === 'object' && value !== null);
}

const nameOf = (object: JsonObject) => (object.metadata as { name?: string } | undefined)?.name;

async function checkSuite(suite: LocalSuite, passing: PolicyResult[]): Promise<void> {
  const inputs = readSuite(await readFile(suite.path, 'utf8'))!;
  const relative = (file: string) => path.relative(root, path.resolve(suite.dir, file));
  const order = await legacyMutateOrder(suite.dir, inputs.policies);
  const outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace: root,
    manifestFiles: inputs.resources.map(relative),
    config: {
      policies: inputs.policies.map(relative),
      manifests: [],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
    },
    parallelism: 1,
    mutationPreview: true,
  });
  for (const entry of inputs.entries.filter((e) => !e.generate && e.expectedFiles.length > 0)) {
    const label = `${path.relative(root, suite.path)}:${entry.line}`;
    const rows = passing.filter((result) => result.line === entry.line);
    if (rows.length === 0) {
      leftOut.push(`${label}: Kyverno's own test does not pass`);
      continue;
    }
    if (order.length > 0 && order.indexOf(entry.policy) !== order.length - 1) {
      leftOut.push(`${label}: not the last mutate policy of the chain`);
      continue;
    }
    const expectedObjects = await objectsOf(path.resolve(suite.dir, entry.expectedFiles[0]!));
    for (const row of rows) {
      const { kind, name } = row.resource;
      const expected = expectedObjects.find((o) => o.kind === kind && nameOf(o) === name);
      const resourceFiles = inputs.resources.map((file) => path.resolve(suite.dir, file));
      const sources = (await Promise.all(resourceFiles.map(objectsOf))).flat();
      const source = sources.find((o) => o.kind === kind && nameOf(o) === name);
      if (!expected || !source) {
        leftOut.push(`${label} ${kind}/${name}: no such object in the files`);
        continue;
      }
      const mutation = outcome.mutations.find(
        (m: MutatedResource) => m.resource.kind === kind && m.resource.name === name,
      );
      const object = structuredClone(source);
      if (mutation) applyPatch(object, mutation.patch as Operation[]);
      const ours = normaliseForTest(object);
      const theirs = normaliseForTest(withoutCliChanges(source, expected));
      checked.push({
        row: `${label} ${kind}/${name}`,
        ...(JSON.stringify(sortKeys(ours)) !== JSON.stringify(sortKeys(theirs)) && {
          problem: JSON.stringify({ ours, theirs }),
        }),
      });
    }
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

describe.skipIf(!present)(
  present
    ? 'mutation preview over the shared corpus'
    : `mutation preview over the shared corpus: skipped, ${CORPUS_SKIP_MESSAGE}`,
  () => {
    beforeAll(async () => {
      const all = (
        await discoverSuites([root], {
          workspace: root,
          fileName: 'kyverno-test.yaml',
          requireTests: true,
        })
      ).filter((suite): suite is LocalSuite => suite.kind === 'local');
      const suites: LocalSuite[] = [];
      for (const suite of all) {
        if ((await readFile(suite.path, 'utf8')).includes('patchedResources')) suites.push(suite);
      }
      const tests = await runTestSuites({
        kyverno: kyvernoBinary(),
        workspace: root,
        suites,
        fileName: 'kyverno-test.yaml',
        parallelism: 2,
      });
      for (const suite of suites) {
        const passing = tests.results.filter(
          (result) =>
            result.suite === suite.file && result.status === 'pass' && result.reason === 'Ok',
        );
        await checkSuite(suite, passing);
      }
    });

    it("gives exactly each suite's patched resource wherever Kyverno's own test passes", () => {
      expect(checked.length).toBeGreaterThanOrEqual(15);
      expect(checked.filter((entry) => entry.problem)).toEqual([]);
      expect(leftOut.length).toBeLessThan(checked.length);
    });
  },
);
