import { parseArgs } from 'node:util';
import type { InputSource } from '../inputs/read.js';

/**
 * The local mode's flags are the action's inputs, spelled `--<input-name>`, so one validation path
 * (readConfig) serves both. Repeatable flags become the inputs' newline-separated lists.
 */
const LIST_INPUTS = [
  'tests',
  'policies',
  'builtin-policies',
  'manifests',
  'exceptions',
  'helm-charts',
  'helm-values',
  'helm-api-versions',
  'kustomizations',
] as const;
const VALUE_INPUTS = [
  'kyverno-version',
  'kyverno-path',
  'kyverno-release-url',
  'verify-checksum',
  'verify-signature',
  'helm-version',
  'helm-path',
  'helm-release-url',
  'kustomize-version',
  'kustomize-path',
  'kustomize-release-url',
  'test-file-name',
  'test-case-selector',
  'tests-git-branch',
  'require-tests',
  'tests-scope',
  'vacuous-tests',
  'min-coverage',
  'scope',
  'values-file',
  'audit-warn',
  'helm-release-name',
  'helm-namespace',
  'helm-kube-version',
  'parallelism',
  'shard',
  'merge-results',
  'fail-on',
  'fail-on-existing',
  'json-file',
  'junit-file',
  'sarif-file',
  'deprecations',
  'kyverno-compare-version',
  'kyverno-compare-path',
] as const;

/** Local defaults differ from the action's where there is no pull request to compare against. */
const LOCAL_DEFAULTS: Record<string, string> = {
  scope: 'all',
  'fail-on': 'fail',
  'kyverno-version': 'v1.19.1',
};

export const USAGE = `Usage: kyverno-policy-check [options]
       kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...

Runs the Kyverno Policy Check pipeline on this machine: installs the Kyverno CLI if needed, runs
\`kyverno test\` over the suites and \`kyverno apply\` over the manifests, and prints the report.
Exit code: 0 when the check passes, 1 when policies fail (per --fail-on), 2 for bad input,
3 when Kyverno could not be installed.

Options (each is the action input of the same name; repeat list options):
  --tests DIR               folder (or git URL) to search for suites; repeatable (default: none)
  --test-file-name NAME     suite file name (default: kyverno-test.yaml)
  --test-case-selector SEL  e.g. "policy=require-labels, rule=*"
  --policies PATH           policy file, folder or glob; repeatable
  --builtin-policies PACK   built-in policy pack to apply too (kyverno-production); repeatable
  --manifests GLOB          manifest glob, "!GLOB" excludes; repeatable
  --exceptions FILE         PolicyException file; repeatable
  --values-file FILE        values file for kyverno apply
  --audit-warn              report Audit policy failures as warnings
  --helm-charts DIR         chart folder or glob to render, "!GLOB" excludes; repeatable
  --helm-values GLOB        values files per chart, relative to it (default: ci/*-values.yaml)
  --helm-release-name NAME  release name (default: the chart's name)
  --helm-namespace NS       namespace for helm template (default: default)
  --helm-kube-version V     helm template --kube-version
  --helm-api-versions API   helm template --api-versions; repeatable
  --kustomizations DIR      Kustomize root or glob to build, "!GLOB" excludes; repeatable
  --scope all|changed       which manifests to check (default: all)
  --base REF                with --scope changed: compare the working tree's HEAD with REF
  --baseline REF            also check REF's version of the files (with REF's policies): mark
                            failures new or existing, and list the fixed ones
  --fail-on-existing BOOL   with --baseline false: fail only on new failures (default: true)
  --fail-on LEVEL           fail | error | warn | never (default: fail)
  --vacuous-tests MODE      fail | warn | off: a test case that cannot fail (Kyverno printed only
                            Excluded for it) fails (expects fail) or warns (default: fail)
  --min-coverage PERCENT    fail below this share of fully covered rules (default: no gate)
  --parallelism N           Kyverno processes at once (default: CPU count)
  --kyverno-version V       version to install (default: v1.19.1)
  --kyverno-path FILE       use this kyverno binary
  --helm-version V          Helm to install for charts (default: v4.3.2)
  --helm-path FILE          use this helm binary
  --kustomize-version V     Kustomize to install for kustomizations (default: v5.8.2)
  --kustomize-path FILE     use this kustomize binary
  --json-file FILE          also write the JSON report here
  --junit-file FILE         also write a JUnit report here
  --sarif-file FILE         also write a SARIF report here
  --deprecations MODE       warn | error | off: flag what Kyverno deprecates (default: warn)
  --kyverno-compare-version V
                            also run the checks with this Kyverno and report what changes
  --kyverno-compare-path FILE
                            the same, with a kyverno binary you already have
  --no-color                plain output even on a terminal
  -h, --help                show this help
`;

export interface CliArgs {
  help: boolean;
  color: boolean | undefined;
  base: string | undefined;
  /** `--baseline REF`: the ref to compare with (the action's `baseline` input is auto/off). */
  baseline: string | undefined;
  input: InputSource;
}

export function parseCliArgs(argv: readonly string[]): CliArgs {
  const options: Record<
    string,
    { type: 'string' | 'boolean'; multiple?: boolean; short?: string }
  > = {
    help: { type: 'boolean', short: 'h' },
    'no-color': { type: 'boolean' },
    base: { type: 'string' },
    baseline: { type: 'string' },
  };
  for (const name of LIST_INPUTS) options[name] = { type: 'string', multiple: true };
  for (const name of VALUE_INPUTS) options[name] = { type: 'string' };
  options['audit-warn'] = { type: 'boolean' };
  options['require-tests'] = { type: 'boolean' };
  const { values } = parseArgs({ args: [...argv], options, allowPositionals: false, strict: true });

  const input: InputSource = (name) => {
    // `--baseline REF` names a commit; the action's `baseline` input (auto/off) keeps its default.
    const value = name === 'baseline' ? undefined : values[name];
    if (Array.isArray(value)) return value.join('\n');
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return value;
    return LOCAL_DEFAULTS[name] ?? '';
  };
  return {
    help: values.help === true,
    color: values['no-color'] === true ? false : undefined,
    base: typeof values.base === 'string' ? values.base : undefined,
    baseline: typeof values.baseline === 'string' ? values.baseline : undefined,
    input,
  };
}
