/**
 * Objects that crash Kyverno alone are often a policy's doing: Kyverno 1.19.1 panics on every
 * Pod when a ValidatingAdmissionPolicy with params meets a mutate rule that nulls a field, for
 * example. Blaming each object would lose every other policy's results for it. So, for the first
 * such object, the policy files are halved until one whose absence ends the crash is found
 * (about log2 of their number of runs of that one object), and again while it still crashes;
 * every crashed object is then checked again without those files, and each gets one error. A
 * crash that no file's absence ends stays the object's, and the search goes on with the next
 * crashed object: MAX_SEARCHES searches at most, since each costs runs.
 */
import path from 'node:path';
import { applyError, resourceLabel, type PolicyResult } from '../model/result.js';
import type { PolicyPlan } from '../plan/policies.js';
import type { Unit } from './apply-units.js';
import {
  checkBatch,
  merge,
  stopReason,
  type BatchOutcome,
  type Crash,
  type IsolationPort,
} from './isolate.js';

const MAX_SEARCHES = 4;
/** A search that finds nothing costs about 2·log2(policy files) runs of one object. */
const MAX_FAILED_SEARCHES = 2;
export const POLICY_CRASHED = 'Kyverno crashed';

/** One policy argument of `kyverno apply`, as the crash search leaves it out. */
export interface PolicyArgument {
  argument: string;
  /** Workspace-relative file (or the pack's name), and the line of its first policy. */
  display: string;
  line: number;
}

/**
 * The policy arguments, one per file: a folder given as one argument is split into its files,
 * so that one of them can be left out. A pack shipped with the action stays whole.
 */
export function policyArguments(plan: PolicyPlan, policyWorkspace: string): PolicyArgument[] {
  return plan.sources.flatMap((source) => {
    const files = [...new Set(source.policies.map((policy) => policy.file))];
    const lineOf = (file: string): number =>
      source.policies.find((policy) => policy.file === file)?.line ?? 1;
    if (source.builtin || files.length <= 1) {
      return [{ argument: source.argument, display: source.display, line: lineOf(files[0] ?? '') }];
    }
    return files.map((file) => ({
      argument: path.resolve(policyWorkspace, file),
      display: file,
      line: lineOf(file),
    }));
  });
}

/**
 * The outcomes with every crashed object checked again without the policy that crashed it, and
 * one error per such policy. `batches` groups units into runs as the stage does.
 */
export async function recheckCrashes(
  outcomes: readonly BatchOutcome[],
  port: IsolationPort,
  policies: readonly PolicyArgument[],
  batches: (units: readonly Unit[]) => Unit[][],
): Promise<BatchOutcome[]> {
  const all = [...outcomes];
  const replaced = new Set<PolicyResult>();
  const leftOut = new Set<string>();
  let open = outcomes.flatMap((outcome) => outcome.crashed);
  let pending: PolicyArgument[] = [];
  let searches = 0;
  let failed = 0;
  while (searches < MAX_SEARCHES && open.length > 0) {
    const [first, ...others] = mostCommonFirst(open);
    // The policies whose absence ends the first object's crash, one search each, before any
    // recheck: rechecking objects that still crash would halve them all over again.
    const found: PolicyArgument[] = [];
    for (let stillCrashes = true; stillCrashes && searches < MAX_SEARCHES;) {
      searches += 1;
      const out = new Set([...leftOut, ...found.map((policy) => policy.argument)]);
      const candidates = policies.filter((policy) => !out.has(policy.argument));
      const culprit = await findCulprit(first!.unit, port, candidates, out);
      if (!culprit) break;
      found.push(culprit);
      out.add(culprit.argument);
      stillCrashes = stopReason((await port.run([first!.unit], out)).ran) !== undefined;
    }
    // No policy's absence ends this crash: it stays the object's.
    if (found.length === 0) {
      failed += 1;
      if (failed >= MAX_FAILED_SEARCHES) break;
      open = others;
      continue;
    }
    found.forEach((policy) => leftOut.add(policy.argument));
    const without = new Set(leftOut);
    const rerun: IsolationPort = { ...port, run: (units) => port.run(units, without) };
    const rechecked = merge(
      await Promise.all(
        batches(open.map((crash) => crash.unit)).map((batch) => checkBatch(batch, rerun)),
      ),
    );
    const still = new Set(rechecked.crashed.map((crash) => crash.unit.declared[0]));
    const freed = open.filter((crash) => !still.has(crash.unit.declared[0]));
    open.forEach((crash) => replaced.add(crash.result));
    // Left out, yet no object freed: they are named with the next ones that free some.
    pending.push(...found);
    const errors = freed.length === 0 ? [] : culpritErrors(pending, freed, first!.reason);
    if (errors.length > 0) pending = [];
    all.push({ ...rechecked, results: [...rechecked.results, ...errors] });
    open = rechecked.crashed;
  }
  return all.map((outcome) => ({
    ...outcome,
    results: outcome.results.filter((result) => !replaced.has(result)),
  }));
}

/** A policy's crash tends to hit many objects alike: the crashes whose words repeat most go first. */
function mostCommonFirst(crashes: readonly Crash[]): Crash[] {
  const count = new Map<string, number>();
  for (const crash of crashes) count.set(crash.reason, (count.get(crash.reason) ?? 0) + 1);
  return [...crashes].sort((a, b) => count.get(b.reason)! - count.get(a.reason)!);
}

/**
 * A policy argument whose absence (with `leftOut`'s) ends the crash of `unit`. Halves of the
 * suspects are left out in turn; when the object crashes without either half, each may hold a
 * cause: the search goes on in the first with the second left out too, and the caller's next
 * search, with this one left out, finds the second half's. An object that crashes with every
 * policy but the last gets undefined: the crash is its own, or cannot be told apart from it.
 */
async function findCulprit(
  unit: Unit,
  port: IsolationPort,
  candidates: readonly PolicyArgument[],
  leftOut: ReadonlySet<string>,
): Promise<PolicyArgument | undefined> {
  const crashes = async (out: readonly PolicyArgument[]): Promise<boolean> => {
    // With no policy left there is nothing to run, and an object that crashes Kyverno by itself
    // would look innocent: count it as crashing, so that no policy is blamed for it.
    if (out.length >= candidates.length) return true;
    const leave = new Set([...leftOut, ...out.map((policy) => policy.argument)]);
    const { ran } = await port.run([unit], leave);
    return stopReason(ran) !== undefined;
  };
  const also: PolicyArgument[] = [];
  let suspects = [...candidates];
  if (suspects.length < 2) return undefined;
  while (suspects.length > 1) {
    const half = Math.ceil(suspects.length / 2);
    const first = suspects.slice(0, half);
    const second = suspects.slice(half);
    if (!(await crashes([...also, ...first]))) suspects = first;
    else if (!(await crashes([...also, ...second]))) suspects = second;
    else {
      also.push(...second);
      suspects = first;
    }
  }
  const [culprit] = suspects;
  return culprit && !(await crashes([...also, culprit])) ? culprit : undefined;
}

/** One error per culprit file, each naming the others when several end the crash together. */
function culpritErrors(
  culprits: readonly PolicyArgument[],
  freed: readonly Crash[],
  reason: string,
): PolicyResult[] {
  const first = freed[0]!.result;
  const example = `${resourceLabel(first.resource)} in ${first.file}:${first.line}`;
  return culprits.map((culprit) => {
    const others = culprits.filter((other) => other !== culprit).map((other) => other.display);
    const together = others.length > 0 ? ` (and of ${others.join(', ')})` : '';
    return applyError({
      message:
        `Kyverno crashed applying the policies of ${culprit.display}${together} to ` +
        `${freed.length} object(s) (${example}), and did not when they were left out: ${reason}. ` +
        'Those objects were checked again without them, so their other results stand; these ' +
        'policies have no result for them. The crash may need another policy beside these ' +
        '(Kyverno applies them together): report it to Kyverno with the policies and ' +
        `${first.file}.`,
      reason: POLICY_CRASHED,
      file: culprit.display,
      line: culprit.line,
    });
  });
}
