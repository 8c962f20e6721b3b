/**
 * Work a stage starts in its start part and awaits in its after part, kept per plan: the plan is
 * what both parts are given. A rejection is kept for the after part, never left unhandled.
 *
 * The work begins on the event loop's next turn, not at once: the start parts are called just
 * before the run parts, and the test stage's path to spawning Kyverno waits on nothing, so its
 * processes start first instead of waiting while this work's modules load and compile.
 */
import type { CheckPlan } from './stage.js';

export class StartedWork<T> {
  private readonly byPlan = new WeakMap<CheckPlan, Promise<T>>();

  begin(plan: CheckPlan, work: () => Promise<T>): void {
    const started = new Promise<void>((resolve) => setImmediate(resolve)).then(work);
    started.catch(() => undefined);
    this.byPlan.set(plan, started);
  }

  /** The work started for `plan`, or undefined when none was (the after part then does it). */
  result(plan: CheckPlan): Promise<T> | undefined {
    return this.byPlan.get(plan);
  }
}
