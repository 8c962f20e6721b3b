/** A whole Config for tests that call checkRepository with the real Kyverno CLI. */
import path from 'node:path';
import type { ApplyConfig, Config, TestConfig } from '../../src/inputs/config.js';
import { readConfig } from '../../src/inputs/read.js';
import type { RunReport } from '../../src/model/report.js';
import { checkRepository, type CheckDeps } from '../../src/pipeline/check-repository.js';
import { installedRenderTools } from '../../src/install/render-tools.js';
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

/**
 * checkRepository run the way the action runs it: the inputs (by action.yml name) read into a
 * Config for `workspace`, the real Kyverno, Helm and Kustomize CLIs, and a manual event.
 */
export function checkWithInputs(
  workspace: string,
  inputs: Record<string, string>,
): Promise<RunReport> {
  const config = readConfig((name) => inputs[name] ?? '', {
    workspace,
    runnerTemp: workspace,
    cpuCount: 2,
  });
  return checkRepository(config, {
    kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
    renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
    event: { name: 'workflow_dispatch', payload: {} },
    repo: { owner: 'o', repo: 'r' },
    logger: { info: () => undefined },
  });
}
