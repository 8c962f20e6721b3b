/**
 * Work a stage starts in its start part and awaits in its after part, kept per plan: the plan is
 * what both parts are given. A rejection is kept for the after part, never left unhandled.
 */
import type { CheckPlan } from './stage.js';

export class StartedWork<T> {
  private readonly byPlan = new WeakMap<CheckPlan, Promise<T>>();

  begin(plan: CheckPlan, work: () => Promise<T>): void {
    const started = work();
    started.catch(() => undefined);
    this.byPlan.set(plan, started);
  }

  /** The work started for `plan`, or undefined when none was (the after part then does it). */
  result(plan: CheckPlan): Promise<T> | undefined {
    return this.byPlan.get(plan);
  }
}
