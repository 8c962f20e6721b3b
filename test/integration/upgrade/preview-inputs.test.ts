/**
 * The upgrade preview's bad inputs, with the real Kyverno CLI and the loopback release server:
 * a compare version that does not exist and a compare path that is not a Kyverno binary each give
 * one clear notice naming the input, and the main run's results are still all there. And the
 * same Kyverno on both sides changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/inputs/config.js';
import {
  compareInstallConfig,
  installCompareKyverno,
  type CompareKyverno,
} from '../../../src/install/compare.js';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';
import type { InstallDeps } from '../../../src/install/index.js';
import { trustMaterialFromJSON } from '../../../src/install/sigstore-root.js';
import { releaseSigner } from '../../support/sigstore.js';
import { startInstallHarness, type InstallHarness } from '../install/harness.js';

const WORKSPACE = new URL('../../fixtures/upgrade/preview/', import.meta.url).pathname;

function fixtureConfig(upgrade: Config['upgrade']): Config {
  return {
    ...checkConfig(WORKSPACE, {
      tests: { dirs: ['suites/exception-precedence', 'suites/plain'], requireTests: true },
      apply: {
        policies: ['policies'],
        manifests: ['manifests/*.yaml'],
        exceptions: ['exceptions/legacy.yaml'],
      },
      jsonFile: '/dev/null',
    }),
    upgrade,
  };
}

function check(config: Config, compare?: CompareKyverno): Promise<RunReport> {
  return checkRepository(config, { ...checkDeps('preview'), ...(compare && { compare }) });
}

const mainOnly = (report: RunReport) =>
  report.results.filter((result) => result.source !== 'upgrade');

let harness: InstallHarness;
let plain: RunReport;
/** The installer's dependencies as the install tests set them (loopback GitHub and Sigstore). */
let deps: Partial<InstallDeps>;

beforeAll(async () => {
  harness = await startInstallHarness();
  const trust = trustMaterialFromJSON((await releaseSigner()).sigstore.trustedRoot);
  deps = {
    apiUrl: harness.gh.url,
    retryDelaysMs: [5],
    logger: { info: () => {}, debug: () => {}, warning: () => {} },
    trustedRoot: () => Promise.resolve(trust),
  };
  plain = await check(fixtureConfig({ deprecations: 'off' }));
});

afterAll(async () => {
  await harness?.close();
});

describe('kyverno-compare-version and kyverno-compare-path', () => {
  it('install the second Kyverno like the first, from the same release URL, off PATH', async () => {
    const config = fixtureConfig({ deprecations: 'off', compareVersion: harness.releases.tag });
    const install = compareInstallConfig({
      ...config,
      install: { ...harness.config(), path: '/main/kyverno' },
    });
    expect(install).toEqual({ ...harness.config(), version: harness.releases.tag });
    const compare = await installCompareKyverno(install!, deps);
    expect(compare).toMatchObject({ kyverno: { version: kyvernoVersion().replace(/^v/, '') } });
    expect(harness.addedPaths).toEqual([]);
    expect(compareInstallConfig(fixtureConfig({ deprecations: 'off' }))).toBeUndefined();
  });

  it('a version that does not exist: a notice naming the input, and every main result', async () => {
    const config = fixtureConfig({ deprecations: 'off', compareVersion: 'v1.99.0' });
    const compare = await installCompareKyverno(
      compareInstallConfig({ ...config, install: harness.config() })!,
      deps,
    );
    expect(compare).toEqual({
      error: expect.stringMatching(
        /^Input `kyverno-compare-version`: could not install Kyverno v1\.99\.0: .+ Nothing was compared; only the main run's results are reported\. Fix `kyverno-compare-version` or remove it\.$/s,
      ),
    });
    const report = await check(config, compare);
    expect(mainOnly(report)).toEqual(mainOnly(plain));
    expect(report.results.filter((result) => result.source === 'upgrade')).toEqual([]);
    expect(report.notices).toContain(`Upgrade preview: ${(compare as { error: string }).error}`);
  });

  it('a path that is not a Kyverno binary: the same, naming kyverno-compare-path', async () => {
    const compare = await installCompareKyverno({
      version: 'v1.19.0',
      path: `${WORKSPACE}README.md`,
      releaseUrl: '',
      verifyChecksum: false,
    });
    expect('error' in compare && compare.error).toMatch(
      /^Input `kyverno-compare-path`: could not install Kyverno .*README\.md: /,
    );
  });

  it('the same Kyverno on both sides: no change, and a notice that says so', async () => {
    const version = kyvernoVersion().replace(/^v/, '');
    const report = await check(fixtureConfig({ deprecations: 'off' }), {
      kyverno: { version, path: kyvernoBinary(), origin: 'kyverno-compare-path input' },
    });
    expect(mainOnly(report)).toEqual(mainOnly(plain));
    expect(report.results.filter((result) => result.source === 'upgrade')).toEqual([]);
    expect(report.notices).toEqual([
      ...plain.notices,
      expect.stringMatching(
        /^Upgrade preview: Kyverno \S+ gives the same results as \S+ \(\d+ compared\)\.$/,
      ),
    ]);
  });
});
