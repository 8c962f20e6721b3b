import os from 'node:os';
import path from 'node:path';
import { BUILTIN_PACKS } from './config.js';
import type {
  ApplyScope,
  BuiltinPack,
  CommentMode,
  Config,
  DeprecationsMode,
  FailOn,
  InstallConfig,
  RenderConfig,
  SignatureMode,
  TestsScope,
  VacuousTestsMode,
} from './config.js';
import { validateTestCaseSelector } from './test-case-selector.js';

/** Reads one raw input by its action.yml name; returns '' when unset. */
export type InputSource = (name: string) => string;

export class InputError extends Error {
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(`Input \`${input}\`: ${message}`);
    this.name = 'InputError';
  }
}

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

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function oneOf<T extends string>(input: string, value: string, allowed: readonly T[]): T {
  const normalized = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(normalized)) return normalized as T;
  throw new InputError(input, `got "${value}"; use one of: ${allowed.join(', ')}.`);
}

function bool(input: string, value: string, fallback: boolean): boolean {
  const normalized = value.trim().toLowerCase();
  if (normalized === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(normalized)) return true;
  if (['false', 'no', 'off', '0'].includes(normalized)) return false;
  throw new InputError(input, `got "${value}"; use true or false.`);
}

function positiveInt(input: string, value: string, fallback: number): number {
  if (value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new InputError(input, `got "${value}"; use a whole number of at least 1.`);
  }
  return parsed;
}

/** `{ minCoverage }` for a percentage from 0 to 100, `{}` when empty. */
function optionalPercent(input: string, value: string): { minCoverage?: number } {
  const trimmed = value.trim().replace(/\s*%$/, '');
  if (trimmed === '') return {};
  const parsed = Number(trimmed);
  if (!/^\d+(\.\d+)?$/.test(trimmed) || parsed > 100) {
    throw new InputError(input, `got "${value}"; use a percentage from 0 to 100, e.g. 80 or 85.5.`);
  }
  return { minCoverage: parsed };
}

function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function parseShard(value: string): { index: number; total: number } | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(trimmed);
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

const KUBE_VERSION = /^v?\d+\.\d+(\.\d+)?([-+][0-9A-Za-z.-]+)?$/;

function readRenderConfig(input: InputSource): RenderConfig {
  const releaseName = optional(input('helm-release-name'));
  const kubeVersion = optional(input('helm-kube-version'));
  if (kubeVersion !== undefined && !KUBE_VERSION.test(kubeVersion)) {
    throw new InputError(
      'helm-kube-version',
      `got "${kubeVersion}"; use a Kubernetes version such as \`1.31.0\` or \`v1.31\`.`,
    );
  }
  const values = input('helm-values');
  return {
    helmCharts: lines(input('helm-charts')),
    // Unset means chart-testing's convention; an explicit empty line list means defaults only.
    helmValues: values === '' ? ['ci/*-values.yaml'] : lines(values),
    ...(releaseName && { helmReleaseName: releaseName }),
    helmNamespace: optional(input('helm-namespace')) ?? 'default',
    ...(kubeVersion && { helmKubeVersion: kubeVersion }),
    helmApiVersions: lines(input('helm-api-versions').replace(/,/g, '\n')),
    kustomizations: lines(input('kustomizations')),
  };
}

function readBuiltinPacks(value: string): BuiltinPack[] {
  const names = [...new Set(lines(value))];
  for (const name of names) {
    if (!(BUILTIN_PACKS as readonly string[]).includes(name)) {
      throw new InputError(
        'builtin-policies',
        `there is no built-in policy pack named "${name}"; the packs are: ${BUILTIN_PACKS.join(', ')}.`,
      );
    }
  }
  return names as BuiltinPack[];
}

/** Pinned, tested defaults of the Helm and Kustomize installs (`<tool>-version`, `<tool>-release-url`). */
export const TOOL_DEFAULTS = {
  helm: { version: 'v4.3.2', releaseUrl: 'https://get.helm.sh' },
  kustomize: {
    version: 'v5.8.2',
    releaseUrl: 'https://github.com/kubernetes-sigs/kustomize/releases/download',
  },
} as const;

/** `<tool>-version`, `<tool>-path` and `<tool>-release-url`; `verify-checksum` covers every tool. */
function readToolInstall(
  input: InputSource,
  names: { version: string; path: string; releaseUrl: string },
  defaults: { version: string; releaseUrl: string },
  resolveInWorkspace: (file: string) => string,
): InstallConfig {
  const toolPath = optional(input(names.path));
  const releaseUrl = optional(input(names.releaseUrl)) ?? defaults.releaseUrl;
  return {
    version: optional(input(names.version)) ?? defaults.version,
    ...(toolPath && { path: resolveInWorkspace(toolPath) }),
    releaseUrl: releaseUrl.replace(/\/+$/, ''),
    verifyChecksum: bool('verify-checksum', input('verify-checksum'), true),
  };
}

/** Builds the validated configuration from raw inputs. Throws InputError naming the input. */
export function readConfig(input: InputSource, env: Environment): Config {
  const resolveInWorkspace = (file: string) => path.resolve(env.workspace, file);
  const manifests = lines(input('manifests'));
  const policies = lines(input('policies'));
  const render = readRenderConfig(input);
  const renders = render.helmCharts.length > 0 || render.kustomizations.length > 0;
  const builtinPolicies = readBuiltinPacks(input('builtin-policies'));
  if ((manifests.length > 0 || renders) && policies.length === 0 && builtinPolicies.length === 0) {
    const what = manifests.length > 0 ? '`manifests`' : '`helm-charts` or `kustomizations`';
    throw new InputError(
      'policies',
      `is required when ${what} is set: list the policy files or folders to apply ` +
        '(or name a pack in `builtin-policies`).',
    );
  }
  const pullRequest = optional(input('pull-request-number'));
  const pullRequestNumber =
    pullRequest === undefined ? undefined : positiveInt('pull-request-number', pullRequest, 0);
  const shard = parseShard(input('shard'));
  const junitFile = optional(input('junit-file'));
  const sarifFile = optional(input('sarif-file'));
  const valuesFile = optional(input('values-file'));
  const selector = readSelector(input('test-case-selector'));
  const gitBranch = optional(input('tests-git-branch'));
  const kyvernoPath = optional(input('kyverno-path'));
  const mergeResults = optional(input('merge-results'));
  const resultsFile = optional(input('results-file'));
  const compareVersion = optional(input('kyverno-compare-version'));
  const comparePath = optional(input('kyverno-compare-path'));
  return {
    workspace: env.workspace,
    warnings: selector.warnings,
    parallelism: positiveInt('parallelism', input('parallelism'), env.cpuCount),
    githubToken: input('github-token').trim(),
    install: {
      version: optional(input('kyverno-version')) ?? 'v1.19.1',
      ...(kyvernoPath && { path: resolveInWorkspace(kyvernoPath) }),
      releaseUrl: (
        optional(input('kyverno-release-url')) ??
        'https://github.com/kyverno/kyverno/releases/download'
      ).replace(/\/+$/, ''),
      verifyChecksum: bool('verify-checksum', input('verify-checksum'), true),
      verifySignature: oneOf<SignatureMode>(
        'verify-signature',
        input('verify-signature') || 'auto',
        ['auto', 'true', 'false'],
      ),
    },
    helmInstall: readToolInstall(
      input,
      { version: 'helm-version', path: 'helm-path', releaseUrl: 'helm-release-url' },
      TOOL_DEFAULTS.helm,
      resolveInWorkspace,
    ),
    kustomizeInstall: readToolInstall(
      input,
      { version: 'kustomize-version', path: 'kustomize-path', releaseUrl: 'kustomize-release-url' },
      TOOL_DEFAULTS.kustomize,
      resolveInWorkspace,
    ),
    tests: {
      dirs: lines(input('tests')),
      fileName: optional(input('test-file-name')) ?? 'kyverno-test.yaml',
      ...(selector.selector && { selector: selector.selector }),
      ...(gitBranch && { gitBranch }),
      requireTests: bool('require-tests', input('require-tests'), false),
      scope: oneOf<TestsScope>('tests-scope', input('tests-scope') || 'all', ['all', 'affected']),
      vacuousTests: oneOf<VacuousTestsMode>('vacuous-tests', input('vacuous-tests') || 'fail', [
        'fail',
        'warn',
        'off',
      ]),
    },
    apply: {
      policies,
      ...(builtinPolicies.length > 0 && { builtinPolicies }),
      manifests,
      scope: oneOf<ApplyScope>('scope', input('scope') || 'auto', ['auto', 'changed', 'all']),
      ...(valuesFile && { valuesFile }),
      exceptions: lines(input('exceptions')),
      auditWarn: bool('audit-warn', input('audit-warn'), false),
    },
    render,
    report: {
      failOn: oneOf<FailOn>('fail-on', input('fail-on') || 'fail', [
        'fail',
        'error',
        'warn',
        'never',
      ]),
      failOnExisting: bool('fail-on-existing', input('fail-on-existing'), true),
      annotations: bool('annotations', input('annotations'), true),
      checkRun: bool('check-run', input('check-run'), true),
      checkName: optional(input('check-name')) ?? 'Kyverno',
      comment: oneOf<CommentMode>('comment', input('comment') || 'on-failure', [
        'on-failure',
        'always',
        'off',
      ]),
      jobSummary: bool('job-summary', input('job-summary'), true),
      migrationReport: bool('migration-report', input('migration-report'), false),
      ...optionalPercent('min-coverage', input('min-coverage')),
      jsonFile: resolveInWorkspace(
        optional(input('json-file')) ??
          path.join(env.runnerTemp, 'kyverno-policy-check', 'results.json'),
      ),
      ...(junitFile && { junitFile: resolveInWorkspace(junitFile) }),
      ...(sarifFile && { sarifFile: resolveInWorkspace(sarifFile) }),
    },
    upgrade: {
      deprecations: oneOf<DeprecationsMode>('deprecations', input('deprecations') || 'warn', [
        'warn',
        'error',
        'off',
      ]),
      ...(compareVersion && { compareVersion }),
      ...(comparePath && { comparePath: resolveInWorkspace(comparePath) }),
    },
    baseline: {
      mode: oneOf<'auto' | 'off'>('baseline', input('baseline') || 'auto', ['auto', 'off']),
    },
    ...(shard && { shard }),
    ...(mergeResults && { mergeResults }),
    ...(resultsFile && { resultsFile: resolveInWorkspace(resultsFile) }),
    ...(pullRequestNumber !== undefined && { pullRequestNumber }),
  };
}
