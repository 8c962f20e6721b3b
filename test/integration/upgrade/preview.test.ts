/**
 * The upgrade preview across real Kyverno versions, on real behavioural differences between
 * 1.18.2 and 1.19 (test/fixtures/upgrade/preview/README.md):
 * - kyverno/kyverno#16060: a full-exemption PolicyException wins over a partial one in 1.19; the
 *   preview reports exactly the result that changes, from `kyverno test` and from `kyverno apply`;
 * - kyverno/kyverno#15827: `label_match` on nested objects crashes Kyverno 1.18.2; as the compare
 *   version, that suite's preview is an error notice and the rest is still compared.
 * Each test needs the pinned builds of both versions and is skipped, naming the build command,
 * without them.
 */
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/inputs/config.js';
import type { KyvernoInfo, RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { kyvernoBinaryFor, kyvernoNotBuilt } from '../../support/kyverno.js';

const WORKSPACE = new URL('../../fixtures/upgrade/preview/', import.meta.url).pathname;
const OLD = 'v1.18.2';
const NEW = 'v1.19.1';

function kyverno(tag: string): KyvernoInfo | undefined {
  const binary = kyvernoBinaryFor(tag);
  return binary ? { version: tag.slice(1), path: binary, origin: 'built from source' } : undefined;
}

const missing = [OLD, NEW].filter((tag) => kyvernoBinaryFor(tag) === undefined);
const skip = missing.length > 0 ? missing.map(kyvernoNotBuilt).join('; ') : '';

function config(suites: string[]): Config {
  return {
    ...checkConfig(WORKSPACE, {
      tests: { dirs: suites.map((suite) => `suites/${suite}`), requireTests: true },
      apply: {
        policies: ['policies'],
        manifests: ['manifests/*.yaml'],
        exceptions: ['exceptions/legacy.yaml'],
      },
      jsonFile: '/dev/null',
    }),
    upgrade: { deprecations: 'off' },
  };
}

function preview(base: string, other: string, suites: string[]): Promise<RunReport> {
  return checkRepository(config(suites), {
    ...checkDeps('preview'),
    kyverno: kyverno(base)!,
    compare: { kyverno: kyverno(other)! },
  });
}

const changes = (report: RunReport) =>
  report.results
    .filter((result) => result.upgrade?.type === 'change')
    .map((result: PolicyResult) => ({
      where: `${result.file}:${result.line}`,
      resource: `${result.resource.namespace}/${result.resource.name}`,
      status: result.status,
      message: result.message,
    }));

describe.skipIf(skip !== '')(`upgrade preview ${OLD} -> ${NEW} ${skip}`, () => {
  it('reports exactly the result #16060 changes, from kyverno test and from kyverno apply', async () => {
    const report = await preview(OLD, NEW, ['exception-precedence', 'plain']);
    expect(changes(report)).toEqual([
      {
        where: 'manifests/pods.yaml:4',
        resource: 'legacy/old-app',
        status: 'warn',
        message: expect.stringMatching(/^fail under 1\.18\.2, skip under 1\.19\.1: /),
      },
      {
        where: expect.stringMatching(/^suites\/exception-precedence\/kyverno-test\.yaml:\d+$/),
        resource: expect.stringMatching(/old-app$/),
        status: 'warn',
        message: expect.stringMatching(
          /^fail under 1\.18\.2, skip under 1\.19\.1: rule is skipped due to policy exception/,
        ),
      },
    ]);
    expect(report.notices.filter((notice) => notice.startsWith('Upgrade preview'))).toEqual([]);
  });

  it('says so when the compared Kyverno gives the same results', async () => {
    const suitesOnly = config(['plain']);
    const report = await checkRepository(
      { ...suitesOnly, apply: { ...suitesOnly.apply, manifests: [] } },
      { ...checkDeps('preview'), kyverno: kyverno(OLD)!, compare: { kyverno: kyverno(NEW)! } },
    );
    expect(changes(report)).toEqual([]);
    const compared = report.results.filter((result) => result.source === 'test').length;
    expect(report.notices.filter((notice) => notice.startsWith('Upgrade preview'))).toEqual([
      `Upgrade preview: Kyverno 1.19.1 gives the same results as 1.18.2 (${compared} compared).`,
    ]);
  });

  it('a compare Kyverno that crashes on one suite: an error notice for it, the rest compared', async () => {
    const report = await preview(NEW, OLD, ['exception-precedence', 'plain', 'label-match']);
    expect(report.notices.filter((notice) => notice.startsWith('Upgrade preview'))).toEqual([
      expect.stringMatching(
        /^Upgrade preview error: Kyverno 1\.18\.2 could not check suite suites\/label-match\/kyverno-test\.yaml \(Crashed: .*\); its results are not compared\.$/s,
      ),
    ]);
    expect(
      changes(report).map((change) => [change.where.split(':')[0], change.message.split(':')[0]]),
    ).toEqual([
      ['manifests/pods.yaml', 'skip under 1.19.1, fail under 1.18.2'],
      ['suites/exception-precedence/kyverno-test.yaml', 'skip under 1.19.1, fail under 1.18.2'],
    ]);
    // The main run (1.19.1) passes the label-match suite.
    expect(
      report.results.find((result) => result.suite === 'suites/label-match/kyverno-test.yaml'),
    ).toMatchObject({ source: 'test', status: 'pass' });
  });
});
