import os from 'node:os';
import path from 'node:path';
import type { BuiltinPack, Config, InstallConfig, RenderConfig } from './config.js';
import { InputError, InputReader, positiveInt, type InputSource } from './reader.js';
import { INPUTS, type InputName } from './table.js';
import { validateTestCaseSelector } from './test-case-selector.js';

export { InputError, type InputSource } from './reader.js';

export interface Environment {
  workspace: string;
  runnerTemp: string;
  cpuCount: number;
}

export function defaultEnvironment(env: NodeJS.ProcessEnv = process.env): Environment {
  return {
    workspace: path.resolve(env.GITHUB_WORKSPACE || process.cwd()),
    runnerTemp: env.RUNNER_TEMP || os.tmpdir(),
    cpuCount: os.availableParallelism(),
  };
}

/** `{ minCoverage }` for a percentage from 0 to 100, `{}` when empty. */
function optionalPercent(input: string, value: string | undefined): { minCoverage?: number } {
  const trimmed = (value ?? '').trim().replace(/\s*%$/, '');
  if (trimmed === '') return {};
  const parsed = Number(trimmed);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || parsed > 100) {
    throw new InputError(input, `got "${value}"; use a percentage from 0 to 100, e.g. 80 or 85.5.`);
  }
  return { minCoverage: parsed };
}

export function parseShard(value: string): { index: number; total: number } | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const match = new RegExp(INPUTS.shard.pattern).exec(trimmed);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total) {
    throw new InputError(
      'shard',
      `got "${value}"; use \`i/n\` with 1 <= i <= n, e.g. \`1/3\` (in a matrix: \`\${{ matrix.shard }}/3\`).`,
    );
  }
  return { index, total };
}

function readSelector(value: string): { selector: string; warnings: string[] } {
  try {
    return validateTestCaseSelector(value);
  } catch (error) {
    throw new InputError(
      'test-case-selector',
      (error as Error).message.replace(/^test-case-selector: /, ''),
    );
  }
}

function readRenderConfig(get: InputReader): RenderConfig {
  const releaseName = get.text('helm-release-name');
  const kubeVersion = get.text('helm-kube-version');
  if (
    kubeVersion !== undefined &&
    !new RegExp(INPUTS['helm-kube-version'].pattern).test(kubeVersion)
  ) {
    throw new InputError(
      'helm-kube-version',
      `got "${kubeVersion}"; use a Kubernetes version such as \`1.31.0\` or \`v1.31\`.`,
    );
  }
  return {
    helmCharts: get.list('helm-charts'),
    // Unset means chart-testing's convention; an explicit empty line list means defaults only.
    helmValues: get.list('helm-values'),
    ...(releaseName && { helmReleaseName: releaseName }),
    helmNamespace: get.text('helm-namespace') ?? '',
    ...(kubeVersion && { helmKubeVersion: kubeVersion }),
    helmApiVersions: get.list('helm-api-versions'),
    kustomizations: get.list('kustomizations'),
    ...(get.choice('kustomize-load-restrictor') === 'none' && { kustomizeLoadAnywhere: true }),
  };
}

function readBuiltinPacks(get: InputReader): BuiltinPack[] {
  const names = [...new Set(get.list('builtin-policies'))];
  const packs: readonly string[] = INPUTS['builtin-policies'].values;
  for (const name of names) {
    if (!packs.includes(name)) {
      throw new InputError(
        'builtin-policies',
        `there is no built-in policy pack named "${name}"; the packs are: ${packs.join(', ')}.`,
      );
    }
  }
  return names as BuiltinPack[];
}

/** `<tool>-version`, `<tool>-path` and `<tool>-release-url`; `verify-checksum` covers every tool. */
function readToolInstall(
  get: InputReader,
  names: { version: InputName; path: InputName; releaseUrl: InputName },
  resolveInWorkspace: (file: string) => string,
): InstallConfig {
  const toolPath = get.text(names.path);
  return {
    version: get.text(names.version) ?? '',
    ...(toolPath && { path: resolveInWorkspace(toolPath) }),
    releaseUrl: (get.text(names.releaseUrl) ?? '').replace(/\/+$/, ''),
    verifyChecksum: get.bool('verify-checksum'),
  };
}

/** Builds the validated configuration from raw inputs. Throws InputError naming the input. */
export function readConfig(input: InputSource, env: Environment): Config {
  const get = new InputReader(input);
  const resolveInWorkspace = (file: string) => path.resolve(env.workspace, file);
  const manifests = get.list('manifests');
  const crds = get.list('crds');
  const policies = get.list('policies');
  const render = readRenderConfig(get);
  const renders = render.helmCharts.length > 0 || render.kustomizations.length > 0;
  const builtinPolicies = readBuiltinPacks(get);
  if ((manifests.length > 0 || renders) && policies.length === 0 && builtinPolicies.length === 0) {
    const what = manifests.length > 0 ? '`manifests`' : '`helm-charts` or `kustomizations`';
    throw new InputError(
      'policies',
      `is required when ${what} is set: list the policy files or folders to apply ` +
        '(or name a pack in `builtin-policies`).',
    );
  }
  const pullRequest = get.text('pull-request-number');
  const pullRequestNumber =
    pullRequest === undefined ? undefined : positiveInt('pull-request-number', pullRequest, 0);
  const shard = parseShard(get.raw('shard'));
  const junitFile = get.text('junit-file');
  const sarifFile = get.text('sarif-file');
  const valuesFile = get.text('values-file');
  const selector = readSelector(get.raw('test-case-selector'));
  const gitBranch = get.text('tests-git-branch');
  const mergeResults = get.text('merge-results');
  const resultsFile = get.text('results-file');
  const compareVersion = get.text('kyverno-compare-version');
  const comparePath = get.text('kyverno-compare-path');
  return {
    workspace: env.workspace,
    warnings: selector.warnings,
    parallelism: get.count('parallelism') ?? env.cpuCount,
    githubToken: get.text('github-token') ?? '',
    install: {
      ...readToolInstall(
        get,
        { version: 'kyverno-version', path: 'kyverno-path', releaseUrl: 'kyverno-release-url' },
        resolveInWorkspace,
      ),
      verifySignature: get.choice('verify-signature'),
    },
    helmInstall: readToolInstall(
      get,
      { version: 'helm-version', path: 'helm-path', releaseUrl: 'helm-release-url' },
      resolveInWorkspace,
    ),
    kustomizeInstall: readToolInstall(
      get,
      { version: 'kustomize-version', path: 'kustomize-path', releaseUrl: 'kustomize-release-url' },
      resolveInWorkspace,
    ),
    tests: {
      dirs: get.list('tests'),
      fileName: get.text('test-file-name') ?? '',
      ...(selector.selector && { selector: selector.selector }),
      ...(gitBranch && { gitBranch }),
      requireTests: get.bool('require-tests'),
      scope: get.choice('tests-scope'),
      vacuousTests: get.choice('vacuous-tests'),
    },
    apply: {
      policies,
      ...(builtinPolicies.length > 0 && { builtinPolicies }),
      manifests,
      scope: get.choice('scope'),
      ...(valuesFile && { valuesFile }),
      exceptions: get.list('exceptions'),
      ...(crds.length > 0 && { crds }),
      auditWarn: get.bool('audit-warn'),
    },
    render,
    report: {
      failOn: get.choice('fail-on'),
      failOnExisting: get.bool('fail-on-existing'),
      annotations: get.bool('annotations'),
      checkRun: get.bool('check-run'),
      checkName: get.text('check-name') ?? '',
      comment: get.choice('comment'),
      suggestions: get.choice('suggestions'),
      jobSummary: get.bool('job-summary'),
      migrationReport: get.bool('migration-report'),
      ...optionalPercent('min-coverage', get.text('min-coverage')),
      jsonFile: resolveInWorkspace(
        get.text('json-file') ?? path.join(env.runnerTemp, 'kyverno-policy-check', 'results.json'),
      ),
      ...(junitFile && { junitFile: resolveInWorkspace(junitFile) }),
      ...(sarifFile && { sarifFile: resolveInWorkspace(sarifFile) }),
    },
    upgrade: {
      deprecations: get.choice('deprecations'),
      ...(compareVersion && { compareVersion }),
      ...(comparePath && { comparePath: resolveInWorkspace(comparePath) }),
    },
    baseline: { mode: get.choice('baseline') },
    ...(shard && { shard }),
    ...(mergeResults && { mergeResults }),
    ...(resultsFile && { resultsFile: resolveInWorkspace(resultsFile) }),
    ...(pullRequestNumber !== undefined && { pullRequestNumber }),
  };
}
