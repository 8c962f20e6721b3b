/**
 * Sharding at scale, end to end: the shared corpus (kyverno/policies, 120 suites) run as 3 shards
 * (`shard: i/3`) and merged with `merge-results` gives the same results as one unsharded job.
 * The corpus runs exactly twice (the shards together, and the single job). The mini corpus the
 * repository carries goes through the same steps, so a clone without the shared corpus tests them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunReport } from '../../src/model/report.js';
import { type ActionRun, runAction } from '../support/action-runner.js';
import {
  countOutputs,
  pickCountOutputs,
  readReport,
  resultSet,
  withoutDuplicateExclusions,
} from '../support/e2e-reports.js';
import { KYVERNO_VERSION, transcript } from '../support/e2e-setup.js';
import { describeCorpora } from '../support/corpus.js';
import { kyvernoBinary } from '../support/kyverno.js';

const SHARDS = 3;
let workspace: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-e2e-corpus-'));
});

async function run(inputs: Record<string, string>): Promise<ActionRun> {
  const result = await runAction({
    workspace,
    // The mini corpus has a failing suite: every run reports it, none fails the step.
    inputs: { 'check-run': 'false', comment: 'off', 'fail-on': 'never', ...inputs },
  });
  expect(result.exitCode, transcript(result)).toBe(0);
  expect(result.stderr).toBe('');
  return result;
}

const corpusInputs = (dir: string) => ({
  tests: path.join(dir, 'kyverno-policies'),
  'kyverno-path': kyvernoBinary(),
});

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describeCorpora(
  'sharding a corpus',
  { shared: { results: 1001 }, mini: { results: 15 } },
  ({ dir, facts }) => {
    it(`${SHARDS} shards merged equal one job`, { timeout: 600_000 }, async () => {
      const shards: RunReport[] = [];
      for (let index = 1; index <= SHARDS; index++) {
        const shard = await run({
          ...corpusInputs(dir),
          shard: `${index}/${SHARDS}`,
          'json-file': `results/shard-${index}.json`,
          'fail-on': 'never',
        });
        expect(shard.stdout).toMatch(new RegExp(`Shard ${index}/${SHARDS}: \\d+ suite\\(s\\)`));
        shards.push(await readReport(path.join(workspace, 'results', `shard-${index}.json`)));
      }
      const merged = await run({ tests: '', 'merge-results': 'results/shard-*.json' });
      const single = await run({ ...corpusInputs(dir), 'json-file': 'single.json' });

      const one = await readReport(path.join(workspace, 'single.json'));
      const all = await readReport(merged.outputs['json-file'] ?? '');
      expect(one.results.length).toBeGreaterThanOrEqual(facts.results);
      expect(merged.outputs['kyverno-version']).toBe(KYVERNO_VERSION());
      expect(merged.outputs.result).toBe(single.outputs.result);
      // The merged report is what its shards found, counted as one job.
      expect(resultSet(all)).toEqual(
        resultSet({ ...all, results: shards.flatMap((s) => s.results) }),
      );
      expect(pickCountOutputs(merged.outputs)).toEqual(
        countOutputs(all.summary, all.results.length),
      );

      // Kyverno itself varies from run to run by a few duplicate `Excluded` rows; beyond those,
      // the results are the same.
      const merged1 = withoutDuplicateExclusions(all);
      const single1 = withoutDuplicateExclusions(one);
      expect(merged1.report.summary).toEqual(single1.report.summary);
      expect(resultSet(merged1.report)).toEqual(resultSet(single1.report));
      expect(all.skipped).toEqual(one.skipped);
      expect(merged1.dropped + single1.dropped).toBeLessThan(100);

      // Balanced: every shard has a fair part of the suites' results.
      const sizes = shards.map((shard) => shard.results.length);
      for (const size of sizes) expect(size).toBeGreaterThan(one.results.length / (SHARDS * 3));
    });
  },
);
