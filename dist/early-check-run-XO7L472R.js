import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  MAX_CHECK_ANNOTATIONS,
  checkRunTarget,
  createCheckRun,
  runningCheckOutput,
  stoppedCheckOutput
} from "./chunk-J3E762E4.js";
import "./chunk-643TNH55.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-DGWWHXYS.js";
import "./chunk-ZPHQ6KVR.js";
import {
  CHECK_ANNOTATIONS_PER_REQUEST,
  annotationsFor,
  inBatches,
  toCheckAnnotation
} from "./chunk-GGA52LXN.js";
import "./chunk-D7YVKBAW.js";
import "./chunk-GSWZM5HV.js";
import "./chunk-QBE5E75G.js";
import "./chunk-YHQFHDZ5.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-RQPWM56H.js";
import "./chunk-XSHFO76L.js";
import "./chunk-A4PJROQA.js";
import "./chunk-DUEHMRHB.js";

// src/github/early-check-run.ts
var EARLY_LIMIT = MAX_CHECK_ANNOTATIONS / 2;
var EarlyCheckRun = class {
  constructor(octokit, target, log) {
    this.octokit = octokit;
    this.target = target;
    this.log = log;
  }
  octokit;
  target;
  log;
  state = { sent: [] };
  queued = 0;
  /** Annotations short of a full batch, left for the request that completes the check run. */
  held = [];
  /** Set after a failed request: the publish step sends the rest. */
  stopped = false;
  takenOver = false;
  /** The requests, one at a time, in order; never rejects. */
  requests = Promise.resolve();
  /**
   * Sends the annotations of `results` in full batches of 50 (as many as fit under the early
   * limit); the rest waits for more results or for the publish step.
   */
  annotate(results) {
    if (this.takenOver) return;
    const annotations = annotationsFor(results).annotations.map(toCheckAnnotation).slice(0, Math.max(0, EARLY_LIMIT - this.queued));
    this.queued += annotations.length;
    const pending = [...this.held, ...annotations];
    const ready = pending.length - pending.length % CHECK_ANNOTATIONS_PER_REQUEST;
    this.held = pending.slice(ready);
    for (const batch of inBatches(pending.slice(0, ready), CHECK_ANNOTATIONS_PER_REQUEST)) {
      this.requests = this.requests.then(() => this.send(batch));
    }
  }
  /**
   * For the publish step, which completes the check run from here on: waits for the requests
   * under way and stops any more; returns what they achieved.
   */
  async takeOver() {
    this.takenOver = true;
    await this.requests;
    return this.state;
  }
  /** Completes an opened check run as failed, when the run stops with `message` before the end. */
  async stop(message) {
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
        status: "completed",
        conclusion: "failure",
        output: stoppedCheckOutput(message)
      });
    } catch (error) {
      this.log(`Could not complete the check run: ${error.message}`);
    }
  }
  async send(batch) {
    if (this.stopped) return;
    const { owner, repo } = this.target;
    try {
      const { octokit } = this;
      const output = {
        ...runningCheckOutput(this.state.sent.length + batch.length),
        annotations: batch
      };
      if (this.state.checkRun) {
        await octokit.rest.checks.update({
          owner,
          repo,
          check_run_id: this.state.checkRun.id,
          output
        });
      } else {
        this.state.checkRun = await createCheckRun(octokit, this.target, {
          status: "in_progress",
          output
        });
      }
      this.state.sent.push(...batch);
    } catch (error) {
      this.stopped = true;
      this.log(`Could not annotate the check run while Kyverno runs: ${error.message}`);
    }
  }
};
function earlyCheckRunFor(ctx, config, octokit, log) {
  if (ctx.readOnlyToken || !config.checkRun || !config.annotations) return void 0;
  return new EarlyCheckRun(octokit, checkRunTarget(ctx, config.checkName), log);
}
export {
  EarlyCheckRun,
  earlyCheckRunFor
};
//# sourceMappingURL=early-check-run-XO7L472R.js.map
