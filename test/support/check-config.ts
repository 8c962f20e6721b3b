/** A whole Config for tests that call checkRepository with the real Kyverno CLI. */
import path from 'node:path';
import type { ApplyConfig, Config, TestConfig } from '../../src/inputs/config.js';
import type { CheckDeps } from '../../src/pipeline/check-repository.js';
import { kyvernoBinary, kyvernoVersion } from './kyverno.js';
import { helmBinary, helmVersion, kustomizeBinary, kustomizeVersion } from './tools.js';

export function checkConfig(
  workspace: string,
  stages: { tests?: Partial<TestConfig>; apply?: Partial<ApplyConfig>; jsonFile?: string },
): Config {
  return {
    warnings: [],
    workspace,
    parallelism: 2,
    githubToken: '',
    install: {
      version: kyvernoVersion(),
      releaseUrl: '',
      verifyChecksum: false,
      verifySignature: 'false',
    },
    helmInstall: {
      version: helmVersion(),
      path: helmBinary(),
      releaseUrl: '',
      verifyChecksum: false,
    },
    kustomizeInstall: {
      version: kustomizeVersion(),
      path: kustomizeBinary(),
      releaseUrl: '',
      verifyChecksum: false,
    },
    tests: {
      dirs: [],
      fileName: 'kyverno-test.yaml',
      requireTests: false,
      scope: 'all',
      ...stages.tests,
    },
    apply: {
      policies: [],
      manifests: [],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
      ...stages.apply,
    },
    report: {
      failOn: 'fail',
      annotations: false,
      checkRun: false,
      checkName: 'Kyverno',
      comment: 'off',
      jobSummary: false,
      jsonFile: stages.jsonFile ?? path.join(workspace, 'results.json'),
    },
  };
}

/** The real Kyverno CLI and a push event, for checkRepository. */
export function checkDeps(repo: string): CheckDeps {
  return {
    kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'built from source' },
    event: { name: 'push', payload: {} },
    repo: { owner: 'acme', repo },
    logger: { info: () => {} },
  };
}
