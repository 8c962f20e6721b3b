/**
 * The check run opened while Kyverno still runs, when results are known before it finishes (the
 * deprecated forms in the files the run reads). GitHub takes 50 annotations per request and asks
 * for writes at least 1 s apart, so each full batch sent while Kyverno runs is a second not waited
 * after it. A batch short of 50 is held back instead: the request that completes the check run
 * carries up to 50 annotations anyway, and sent early it would only make that request wait a
 * second after it (a run whose Kyverno ends within that second waits for nothing else). Nothing is
 * opened until a full batch is there: a run with fewer early results writes its check run at the
 * end, in one request. `publishReport` completes the check run with the report and the
 * annotations not sent yet; if the run stops first, `stop` completes it as failed.
 */
import type { PolicyResult } from '../model/result.js';
import {
  CHECK_ANNOTATIONS_PER_REQUEST,
  annotationsFor,
  inBatches,
  toCheckAnnotation,
  type CheckAnnotation,
} from '../report/annotations.js';
import {
  MAX_CHECK_ANNOTATIONS,
  runningCheckOutput,
  stoppedCheckOutput,
} from '../report/check-run.js';
import type { ReportConfig } from '../inputs/config.js';
import type { Octokit } from './client.js';
import {
  checkRunTarget,
  createCheckRun,
  type CheckRunTarget,
  type PublishedCheckRun,
} from './check-run.js';
import type { GitHubContext } from './context.js';

/** What the early requests achieved, for the publish step to go on from. */
export interface EarlyCheckRunState {
  /** Absent when nothing was sent or the create failed (the publish step then creates it). */
  checkRun?: PublishedCheckRun;
  /** The annotations the check run carries. */
  sent: CheckAnnotation[];
}

/**
 * At most this many annotations go out early, so that the failures Kyverno finds later always
 * have room under the check run's cap (the report orders failures before warnings).
 */
const EARLY_LIMIT = MAX_CHECK_ANNOTATIONS / 2;

export class EarlyCheckRun {
  private readonly state: EarlyCheckRunState = { sent: [] };
  private queued = 0;
  /** Annotations short of a full batch, left for the request that completes the check run. */
  private held: CheckAnnotation[] = [];
  /** Set after a failed request: the publish step sends the rest. */
  private stopped = false;
  private takenOver = false;
  /** The requests, one at a time, in order; never rejects. */
  private requests: Promise<void> = Promise.resolve();

  constructor(
    private readonly octokit: Octokit,
    private readonly target: CheckRunTarget,
    /** Where a failed early request is mentioned; the publish step still does its work. */
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Sends the annotations of `results` in full batches of 50 (as many as fit under the early
   * limit); the rest waits for more results or for the publish step.
   */
  annotate(results: readonly PolicyResult[]): void {
    if (this.takenOver) return;
    const annotations = annotationsFor(results)
      .annotations.map(toCheckAnnotation)
      .slice(0, Math.max(0, EARLY_LIMIT - this.queued));
    this.queued += annotations.length;
    const pending = [...this.held, ...annotations];
    const ready = pending.length - (pending.length % CHECK_ANNOTATIONS_PER_REQUEST);
    this.held = pending.slice(ready);
    for (const batch of inBatches(pending.slice(0, ready), CHECK_ANNOTATIONS_PER_REQUEST)) {
      this.requests = this.requests.then(() => this.send(batch));
    }
  }

  /**
   * For the publish step, which completes the check run from here on: waits for the requests
   * under way and stops any more; returns what they achieved.
   */
  async takeOver(): Promise<EarlyCheckRunState> {
    this.takenOver = true;
    await this.requests;
    return this.state;
  }

  /** Completes an opened check run as failed, when the run stops with `message` before the end. */
  async stop(message: string): Promise<void> {
    if (this.takenOver) return;
    this.takenOver = true;
    await this.requests;
    const { checkRun } = this.state;
    if (!checkRun) return;
    try {
      await this.octokit.rest.checks.update({
        owner: this.target.owner,
        repo: this.target.repo,
        check_run_id: checkRun.id,
        status: 'completed',
        conclusion: 'failure',
        output: stoppedCheckOutput(message),
      });
    } catch (error) {
      this.log(`Could not complete the check run: ${(error as Error).message}`);
    }
  }

  private async send(batch: CheckAnnotation[]): Promise<void> {
    if (this.stopped) return;
    const { owner, repo } = this.target;
    try {
      const { octokit } = this;
      const output = {
        ...runningCheckOutput(this.state.sent.length + batch.length),
        annotations: batch,
      };
      if (this.state.checkRun) {
        await octokit.rest.checks.update({
          owner,
          repo,
          check_run_id: this.state.checkRun.id,
          output,
        });
      } else {
        this.state.checkRun = await createCheckRun(octokit, this.target, {
          status: 'in_progress',
          output,
        });
      }
      this.state.sent.push(...batch);
    } catch (error) {
      // The publish step sends what is missing (and creates the check run if need be).
      this.stopped = true;
      this.log(`Could not annotate the check run while Kyverno runs: ${(error as Error).message}`);
    }
  }
}

/**
 * The early check run of a run that checks this repository and may annotate a check run (a
 * writable token, `check-run` and `annotations` on); otherwise undefined.
 */
export function earlyCheckRunFor(
  ctx: GitHubContext,
  config: ReportConfig,
  octokit: Octokit,
  log: (message: string) => void,
): EarlyCheckRun | undefined {
  if (ctx.readOnlyToken || !config.checkRun || !config.annotations) return undefined;
  return new EarlyCheckRun(octokit, checkRunTarget(ctx, config.checkName), log);
}
