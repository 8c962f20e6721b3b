/**
 * The upgrade preview over a whole corpus of real policies and suites, Kyverno 1.18.2 against
 * 1.19.1: every change it reports must be a real difference, one that a run of that suite alone
 * under each version shows too; and Kyverno's run-to-run noise is never reported.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { KyvernoInfo, RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { discoverSuites } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { keyOf, statusesByKey } from '../../../src/upgrade/compare.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { describeCorpora } from '../../support/corpus.js';
import { kyvernoBinaryFor, kyvernoNotBuilt } from '../../support/kyverno.js';

const OLD = 'v1.18.2';
const NEW = 'v1.19.1';
const missing = [OLD, NEW].filter((tag) => kyvernoBinaryFor(tag) === undefined);

function kyverno(tag: string): KyvernoInfo {
  return { version: tag.slice(1), path: kyvernoBinaryFor(tag)!, origin: 'built from source' };
}

/** The statuses of one suite run alone (one Kyverno process for it) under a version. */
async function aloneStatuses(workspace: string, suite: string, tag: string) {
  const suites = await discoverSuites([path.posix.dirname(suite)], {
    workspace,
    fileName: 'kyverno-test.yaml',
    requireTests: true,
  });
  const run = await runTestSuites({
    kyverno: kyvernoBinaryFor(tag)!,
    workspace,
    suites: suites.filter((found) => found.kind === 'local' && found.file === suite),
    fileName: 'kyverno-test.yaml',
    parallelism: 1,
    foldersPerProcess: 1,
  });
  return statusesByKey(run.results);
}

describe.skipIf(missing.length > 0)(
  `upgrade preview over a corpus ${missing.map(kyvernoNotBuilt).join('; ')}`,
  () => {
    describeCorpora('kyverno test', { shared: undefined, mini: undefined }, (corpus) => {
      const workspace = path.join(corpus.dir, 'kyverno-policies');

      it('reports only differences that each suite run alone under each version shows', async () => {
        const config = {
          ...checkConfig(workspace, { tests: { dirs: ['.'] }, jsonFile: '/dev/null' }),
          upgrade: { deprecations: 'off' as const },
        };
        const report: RunReport = await checkRepository(config, {
          ...checkDeps('corpus'),
          kyverno: kyverno(OLD),
          compare: { kyverno: kyverno(NEW) },
        });
        const changes = report.results.filter((result) => result.upgrade?.type === 'change');
        for (const change of changes) {
          const suite = change.suite!;
          const [before, after] = await Promise.all([
            aloneStatuses(workspace, suite, OLD),
            aloneStatuses(workspace, suite, NEW),
          ]);
          const key = keyOf({ ...change, source: 'test' });
          const statuses = (run: Map<string, string>) => (run.get(key) ?? 'absent').split('+');
          // The suite alone shows the difference too: no status of the key under both versions.
          expect(
            statuses(before).filter((status) => statuses(after).includes(status)),
            `${suite}: ${change.message}`,
          ).toEqual([]);
        }
        // On these corpora the two versions agree but for noise: nothing is reported.
        expect(changes.map((change) => `${change.suite}: ${change.message}`)).toEqual([]);
      }, 900_000);
    });
  },
);
