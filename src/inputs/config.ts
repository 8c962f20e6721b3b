/**
 * The action's configuration after validation: one typed object built from the inputs in
 * action.yml (or the local CLI's flags). Every stage reads its own part of it.
 */

import type { DetectionReport } from '../model/detection.js';
import type { InputValue } from './table.js';

// The allowed values live in the input table (table.ts).
export type FailOn = InputValue<'fail-on'>;
export type CommentMode = InputValue<'comment'>;
export type SuggestionsMode = InputValue<'suggestions'>;
export type ApplyScope = InputValue<'scope'>;
export type TestsScope = InputValue<'tests-scope'>;
export type DeprecationsMode = InputValue<'deprecations'>;
export type SignatureMode = InputValue<'verify-signature'>;
export type BaselineMode = InputValue<'baseline'>;
/** `vacuous-tests`: what a test case that cannot fail (only `Excluded` rows) becomes. */
export type VacuousTestsMode = InputValue<'vacuous-tests'>;

/** The policy packs shipped inside the action (`policies/builtin/<name>/`), for `builtin-policies`. */
export const BUILTIN_PACKS = ['kyverno-production'] as const;
export type BuiltinPack = (typeof BUILTIN_PACKS)[number];

export interface InstallConfig {
  /** `v1.19.0`, `1.19.0`, `latest`, or a semver range such as `1.19.x`. */
  version: string;
  /** Use this binary instead of installing. */
  path?: string;
  /** Base URL of release assets: `<releaseUrl>/<tag>/<asset>`. */
  releaseUrl: string;
  verifyChecksum: boolean;
  /**
   * Kyverno only, `verify-signature`: `auto` (also when absent) verifies the releases Kyverno
   * signs with Sigstore bundles.
   */
  verifySignature?: SignatureMode;
}

export interface TestConfig {
  /** Folders to search for suites (workspace-relative or absolute) or http(s) git URLs. */
  dirs: string[];
  fileName: string;
  selector?: string;
  gitBranch?: string;
  requireTests: boolean;
  scope: TestsScope;
  /** `vacuous-tests`; absent means `fail`. */
  vacuousTests?: VacuousTestsMode;
}

export interface ApplyConfig {
  /** Policy files, folders or globs. */
  policies: string[];
  /** Built-in policy packs applied with `policies` (absent when none is asked for). */
  builtinPolicies?: BuiltinPack[];
  /** Manifest globs; a leading `!` excludes. Empty: `kyverno apply` does not run. */
  manifests: string[];
  scope: ApplyScope;
  valuesFile?: string;
  exceptions: string[];
  auditWarn: boolean;
  /**
   * `crds`: CustomResourceDefinition files, folders or globs given to Kyverno
   * (`--crd-paths`) besides the CRDs found among the manifests and charts.
   */
  crds?: string[];
}

/** What to render before `kyverno apply`: Helm charts and Kustomize roots. */
/** Whether the inputs name any chart or kustomization to render. */
export function rendersAnything(config: { render?: RenderConfig | undefined }): boolean {
  return (config.render?.helmCharts.length ?? 0) + (config.render?.kustomizations.length ?? 0) > 0;
}

export interface RenderConfig {
  /** Chart folders or globs; a leading `!` excludes. Empty: no Helm rendering. */
  helmCharts: string[];
  /** Values-file globs relative to each chart folder (chart-testing's `ci/*-values.yaml`). */
  helmValues: string[];
  /** Release name for `helm template`; default: the chart's name. */
  helmReleaseName?: string;
  helmNamespace: string;
  helmKubeVersion?: string;
  helmApiVersions: string[];
  /** Kustomize root folders or globs; a leading `!` excludes. Empty: no Kustomize building. */
  kustomizations: string[];
  /** `kustomize-load-restrictor: none`: builds may load files outside the kustomization's folder. */
  kustomizeLoadAnywhere?: true;
}

/** Upgrade readiness: deprecated forms in the files, and a preview under another Kyverno. */
export interface UpgradeConfig {
  deprecations: DeprecationsMode;
  /** `kyverno-compare-version`: a second Kyverno to run the same checks with, installed like the first. */
  compareVersion?: string;
  /** `kyverno-compare-path`: an existing binary for the second Kyverno. */
  comparePath?: string;
}

export interface ReportConfig {
  failOn: FailOn;
  /** False: with a baseline, only new results fail the step; existing ones are warnings. */
  failOnExisting?: boolean;
  annotations: boolean;
  checkRun: boolean;
  checkName: string;
  comment: CommentMode;
  /** `mutations`: post Kyverno's mutations as suggested changes on the pull request (default). */
  suggestions?: SuggestionsMode;
  jobSummary: boolean;
  /** Absolute path of the JSON report. */
  jsonFile: string;
  junitFile?: string;
  sarifFile?: string;
  /** `migration-report`: convert the legacy policies and report how (absent means off). */
  migrationReport?: boolean;
  /** `min-coverage`: the least percentage of fully covered units (absent: no gate). */
  minCoverage?: number;
}

export interface BaselineConfig {
  /** `auto`: compare with the base commit on pull_request and merge_group events. */
  mode: BaselineMode;
  /** A commit to compare with whatever the event (local mode's `--baseline REF`, resolved). */
  commit?: string;
}

export interface Config {
  /** Things worth telling the user about the inputs that are not errors. */
  warnings: string[];
  /** Absolute path of the repository checkout (GITHUB_WORKSPACE or the current folder). */
  workspace: string;
  /** How many Kyverno processes may run at once. */
  parallelism: number;
  githubToken: string;
  install: InstallConfig;
  /** Helm, installed only when there are charts to render (`helm-version`, `helm-path`, …). */
  helmInstall: InstallConfig;
  /** Kustomize, installed only when there are kustomizations (`kustomize-version`, …). */
  kustomizeInstall: InstallConfig;
  tests: TestConfig;
  apply: ApplyConfig;
  /** Absent: nothing to render. */
  render?: RenderConfig;
  report: ReportConfig;
  /** Absent (as in configurations built by hand) means no upgrade-readiness check. */
  upgrade?: UpgradeConfig;
  /** Absent: no baseline (as `baseline: off`). */
  baseline?: BaselineConfig;
  /** `i/n` from the `shard` input, 1-based. */
  shard?: { index: number; total: number };
  /** Glob of shard result files to merge and publish instead of running Kyverno. */
  mergeResults?: string;
  /** For the fork-safe `workflow_run` pattern: publish this results file for this pull request. */
  resultsFile?: string;
  pullRequestNumber?: number;
  /** What auto-detection found and which inputs it filled; absent when it did not run. */
  detection?: DetectionReport;
}
