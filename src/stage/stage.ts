/**
 * The one interface every capability of a check implements, and the context it is given. A stage
 * has a plan part (what it will do in one tree, or one sentence in `plan.idle` saying why it is
 * idle), a run part (its results and notices), and optionally a part after the run, which reads
 * the head's plan and run and adds to the report being drafted. `pipeline/` holds only the list of
 * stages and the loop that calls these parts in the list's order.
 */
import type { Config } from '../inputs/config.js';
import type { CoverageReport } from '../model/coverage.js';
import type { CompareKyverno } from '../install/compare.js';
import type { RenderTools } from '../install/render-tools.js';
import type { Logger } from '../model/logger.js';
import type { MutatedResource } from '../model/mutation.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import type { PolicyResult, SkippedDocument } from '../model/result.js';
import type { Changes, PullFilesLister } from '../changes/changed-files.js';
import type { PolicyPlan } from '../plan/policies.js';
import type { Render } from '../plan/renders.js';
import type { ScopeDecision } from '../plan/scope.js';
import type { Suite } from '../plan/suites.js';
import type { ProcessRunner } from '../process/run-process.js';
import type { RenderOutput } from '../render/index.js';

/** The Kyverno processes that report progress. */
export type ProgressStage = 'test' | 'apply';

export interface CheckDeps {
  kyverno: KyvernoInfo;
  event: { name: string; payload: unknown };
  repo: { owner: string; repo: string };
  /** Lists a pull request's files with GitHub's API (`github/pull-files.ts`); without it, git. */
  listPullFiles?: PullFilesLister;
  /** Helm and Kustomize, installed when a planned render first needs them (`renderToolInstaller`). */
  renderTools?: RenderTools;
  runner?: ProcessRunner;
  logger: Pick<Logger, 'info'>;
  onProgress?: (stage: ProgressStage, done: number, total: number) => void;
  /** The second Kyverno of `kyverno-compare-version`, or why it could not be installed. */
  compare?: CompareKyverno;
  /**
   * Given results known before Kyverno finishes, exactly as the report will hold them (the
   * deprecated forms in the files the run reads): the check run annotates them while Kyverno runs.
   */
  onEarlyResults?: (results: readonly PolicyResult[]) => void;
}

/** What the stages check in one tree (the head's, or the base commit's for the baseline). */
export interface CheckPlan {
  suites: Suite[];
  manifestFiles: string[];
  renders: Render[];
  /** Bad render inputs (a chart folder without Chart.yaml, …), one error result each. */
  renderErrors: PolicyResult[];
  /** The policies `kyverno apply` runs; without it `kyverno apply` does not run. */
  policies?: PolicyPlan;
  /** The scope of `kyverno apply` and the renders, decided once when either has inputs. */
  scope?: ScopeDecision;
  /** Files that reach Kyverno rendered (chart templates, kustomization sources), never raw. */
  isRenderedSource: (file: string) => boolean;
  notices: string[];
  /** Why a stage has nothing to run, one sentence per idle stage. */
  idle: string[];
  /**
   * Checks that run while the head's `kyverno apply` does, in the same pool of Kyverno processes
   * (the baseline's base versions of the files): each is given a way to apply the head's policies
   * to files of another folder.
   */
  beside?: ((apply: ApplyBeside) => Promise<void>)[];
}

/** Whether `kyverno apply` has anything to check: manifests, or renders to apply to. */
export const plansApply = (plan: Pick<CheckPlan, 'manifestFiles' | 'renders'>): boolean =>
  plan.manifestFiles.length > 0 || plan.renders.length > 0;

/** Whether the plan runs Kyverno at all: suites to test, or anything to apply. */
export const plansKyverno = (
  plan: Pick<CheckPlan, 'suites' | 'manifestFiles' | 'renders'>,
): boolean => plan.suites.length > 0 || plansApply(plan);

/**
 * `kyverno apply` of the plan's policies over workspace-relative manifest files of another folder,
 * in runs of their own; returns their results.
 */
export type ApplyBeside = (tree: {
  workspace: string;
  manifestFiles: readonly string[];
}) => Promise<PolicyResult[]>;

/** What the run parts produce in one tree. */
export interface CheckRun {
  results: PolicyResult[];
  skipped: SkippedDocument[];
  notices: string[];
  /** Objects of rendered charts and kustomizations, for `kyverno apply`. */
  rendered: RenderOutput[];
  /** The suites' coverage, when a local suite ran (the test review's run part). */
  coverage?: CoverageReport;
  /** What Kyverno's mutations change (the apply stage's run part; never in quiet runs). */
  mutations?: MutatedResource[];
}

/**
 * What planning may use: everything but the installed tools, so the head is planned while
 * Kyverno is installed and asked for its version.
 */
export type PlanDeps = Omit<CheckDeps, 'kyverno' | 'compare' | 'renderTools'>;

export interface PlanContext {
  /** `workspace` is the tree planned; `shard` is unset when the baseline plans the base. */
  config: Config;
  /** Which tree: the head's, or the base commit's that the baseline checks out. */
  tree: 'head' | 'base';
  deps: PlanDeps;
  changes: Changes;
  logger: Pick<Logger, 'info'>;
}

export interface StartContext {
  config: Config;
  deps: CheckDeps;
}

export interface RunContext {
  config: Config;
  deps: CheckDeps;
  /** Path of the Kyverno binary this run uses (the upgrade preview's runs use another). */
  kyverno: string;
  /** Absent in the quiet runs (the base commit's, the upgrade preview's). */
  onProgress?: CheckDeps['onProgress'];
  /** Set in the quiet runs: what they find is compared, never reported as the head's. */
  quiet?: boolean;
}

/**
 * The parts of the report that after-run parts add, each under its own name; the loop copies them
 * into the report as they are, so a stage with a new part touches only its folder and the model.
 */
export type ReportAdditions = Omit<
  RunReport,
  'schemaVersion' | 'kyvernoVersion' | 'summary' | 'results' | 'skipped' | 'notices' | 'shard'
>;

/** The report being drafted after the head's run; after-run parts add to it in list order. */
export interface DraftReport extends ReportAdditions {
  results: PolicyResult[];
  notices: string[];
}

export interface AfterContext {
  config: Config;
  deps: CheckDeps;
  changes: Changes;
  /** The head's plan and run; `kyvernoResults` are the results of the stages that run Kyverno. */
  head: { plan: CheckPlan; run: CheckRun; kyvernoResults: readonly PolicyResult[] };
  /** Plans the tree of `config.workspace` (unsharded, for another tree) as the head was planned. */
  planTree(config: Config, logger: Pick<Logger, 'info'>, changes: Changes): Promise<CheckPlan>;
  /** Runs a plan in the tree at `workspace` quietly, as the head was run; returns its results. */
  runTree(
    workspace: string,
    logger: Pick<Logger, 'info'>,
    plan: CheckPlan,
  ): Promise<PolicyResult[]>;
  /**
   * Runs the stages that run Kyverno again over (part of) the head's plan, with another Kyverno
   * binary and the head's rendered objects.
   */
  rerunKyverno(
    kyverno: string,
    plan: CheckPlan,
    rendered: readonly RenderOutput[],
  ): Promise<PolicyResult[]>;
}

export interface Stage {
  /** Short name, for logs and the stage list. */
  readonly name: string;
  /** Whether this stage needs the changed files of the event (the loop reads them once). */
  needsChanges?(config: Config, event: CheckDeps['event']): boolean;
  /** Adds what the stage will check in `ctx.config.workspace` to `plan`, or why it is idle. */
  plan?(ctx: PlanContext, plan: CheckPlan): Promise<void>;
  /**
   * Once the head is planned, starts work that needs only the plan and the installed Kyverno, to
   * run beside the run parts (Kyverno works in child processes meanwhile); the stage's after part
   * awaits it (see `StartedWork`). Not called for the base tree or the upgrade preview.
   */
  start?(ctx: StartContext, plan: CheckPlan): void;
  /** Runs the stage's part of `plan`, adding its results, skipped documents and notices to `run`. */
  run?(ctx: RunContext, plan: CheckPlan, run: CheckRun): Promise<void>;
  /** Runs Kyverno: the upgrade preview runs it again with the second Kyverno. */
  readonly runsKyverno?: boolean;
  /** After the head's run: compares, previews or annotates, adding to the draft report. */
  after?(ctx: AfterContext, report: DraftReport): Promise<void>;
}
