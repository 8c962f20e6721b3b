/**
 * One batch of `kyverno apply`, with the objects Kyverno cannot evaluate isolated: such an
 * object gets one `error` result at its own file and line, and every other object the results a
 * run without it gives.
 *
 * How, and what it costs (n objects in the batch):
 * - Runs pass `--continue-on-fail`: an object whose evaluation fails (a custom resource's kind
 *   that a ValidatingAdmissionPolicy needs mapped, say) is left out by Kyverno itself, which says
 *   so on stderr (`parseSkippedObjects`) and goes on with the others in the same run. No rerun:
 *   a repository with a few such objects costs what one without them costs. Checked with Kyverno
 *   1.19.1 (test/fixtures/apply/kyverno-output/unmapped-kind-continue.cmd): the others' report
 *   is the report of a run without the object, which Kyverno drops with all its results.
 * - A run that still stops and names an object (`failed to apply policies on resource <name>`):
 *   the objects it names are taken out, all objects of the kind when the cause is a kind Kyverno
 *   cannot map (that depends on the kind and the CRDs given alone), and the rest reruns. At most
 *   NAMED_RERUNS such reruns per batch; after that, halving.
 * - A run that stops and names nothing (a crash, a file it cannot load): halves of the batch run
 *   until the failing file, then the failing object of that file, is found. One bad object costs
 *   at most 2·log2(n) extra runs, each smaller than the batch.
 * - A run that stops for a reason that concerns no object (a policy or flag problem) is one
 *   error naming the run and its files: halving would only repeat it.
 * Halves and reruns run one after another in the batch's slot (see kyverno-apply.ts).
 */
import { locateResults, type DeclaredObject } from '../locate/manifest.js';
import { applyError, type PolicyResult, type ResourceRef } from '../model/result.js';
import { parseApplyDiagnostics } from '../parse/policy-report/diagnostics.js';
import type { ApplyDiagnostics } from '../parse/policy-report/diagnostics.js';
import { parseApplyOutput } from '../parse/policy-report/index.js';
import {
  parseObjectFailure,
  parseSkippedObjects,
  type ObjectFailure,
} from '../parse/policy-report/object-failures.js';
import type { MutatedResource } from '../model/mutation.js';
import type { MutatingPolicies } from '../parse/mutated-objects/index.js';
import type { ProcessResult } from '../process/run-process.js';
import type { Unit } from './apply-units.js';
import { runMutations, sameObject } from './mutations.js';

export const RUN_FAILED = 'Kyverno run failed';
export const OBJECT_NOT_CHECKED = 'Object not checked';
const NAMED_RERUNS = 4;

/** A run that failed for a reason no object explains. */
export interface RunFailure {
  reason: string;
  /** Which run: its number among this stage's runs. */
  run: number;
  /** The files the run held. */
  files: string[];
}

export interface BatchOutcome {
  results: PolicyResult[];
  diagnostics: ApplyDiagnostics[];
  notices: string[];
  runFailures: RunFailure[];
  /** The objects the batch's runs changed (see mutations.ts). */
  mutations: MutatedResource[];
  /**
   * Objects that crashed Kyverno alone, without naming themselves (a nil pointer, say): each
   * is also an `Object not checked` result. The crash may be a policy's (crash-policies.ts).
   */
  crashed: Crash[];
}

export interface Crash {
  /** A unit holding only the object. */
  unit: Unit;
  /** Kyverno's words. */
  reason: string;
  /** The object's `Object not checked` result. */
  result: PolicyResult;
}

export interface IsolationPort {
  /**
   * One `kyverno apply` over the units; `run` numbers it among the stage's runs, `outputDir` is
   * its own `-o` folder, empty before the run. `leaveOut`: policy arguments not to pass.
   */
  run(
    units: readonly Unit[],
    leaveOut?: ReadonlySet<string>,
  ): Promise<{ ran: ProcessResult; run: number; outputDir: string }>;
  /** A Kyverno-only copy of `unit` holding only the objects at `members`. */
  subset(unit: Unit, members: readonly number[]): Promise<Unit>;
  /** The message of an object Kyverno could not evaluate: Kyverno's text and what to do. */
  explain(object: DeclaredObject, failure: ObjectFailure): string;
  timeoutMs: number;
  /** The run's policies, for the mutation preview; absent: no preview. */
  mutating?: MutatingPolicies;
}

interface Place {
  unit: number;
  member: number;
}

const EMPTY: BatchOutcome = {
  results: [],
  diagnostics: [],
  notices: [],
  runFailures: [],
  mutations: [],
  crashed: [],
};

/** Why a run stopped before reporting anything; undefined when it reported. */
export function stopReason(
  ran: ProcessResult,
  diagnostics = parseApplyDiagnostics(ran.stdout, ran.stderr),
  reportCount = parseApplyOutput(ran.stdout).reportCount,
): string | undefined {
  const crashed = ran.exitCode !== 0 && ran.exitCode !== 1;
  if (reportCount > 0) return undefined;
  if (diagnostics.fatal === undefined && !crashed) return undefined;
  return diagnostics.fatal ?? `exit code ${ran.exitCode}: ${lastLine(ran.stderr)}`;
}

export async function checkBatch(
  units: readonly Unit[],
  port: IsolationPort,
  reruns = NAMED_RERUNS,
): Promise<BatchOutcome> {
  const { ran, run, outputDir } = await port.run(units);
  if (ran.timedOut) {
    const message = `kyverno apply ran out of time (${Math.round(port.timeoutMs / 1000)} s) on ${describeFiles(units)}; they were not checked.`;
    return { ...EMPTY, results: units.map((unit) => fileError(unit, message)) };
  }
  const diagnostics = parseApplyDiagnostics(ran.stdout, ran.stderr);
  const parsed = parseApplyOutput(ran.stdout);
  const reason = stopReason(ran, diagnostics, parsed.reportCount);
  if (reason !== undefined) return stopped(units, { reason, run }, port, reruns);
  const skipped = skippedPlaces(units, parseSkippedObjects(ran.stdout, ran.stderr));
  const unsure = new Set(skipped.unsure.map((place) => objectAt(units, place)));
  const sure = parsed.results.filter(
    (result) => ![...unsure].some((o) => sameObject(o, result.resource)),
  );
  const preview = port.mutating
    ? await runMutations(units, sure, outputDir, port.mutating)
    : { results: sure, mutations: [], problems: [] };
  const located = locateResults(
    preview.results,
    units.flatMap((unit) => unit.declared).filter((object) => !unsure.has(object)),
  );
  const notices = [
    ...parsed.problems.map((problem) => `kyverno apply printed ${problem}`),
    ...preview.problems.map((problem) => `Mutation preview of run ${run}: ${problem}.`),
  ];
  if (located.unlocated.length > 0) {
    notices.push(
      `${located.unlocated.length} kyverno apply result(s) of run ${run} (over ${describeFiles(units)}) name resources that no checked manifest declares (for example ${describeResource(located.unlocated[0]!.resource)}); they are reported without a file.`,
    );
  }
  const outcome: BatchOutcome = {
    results: [
      ...located.results,
      ...located.unlocated,
      ...skipped.sure.map(({ place, failure }) => notChecked(units, place, failure, port)),
    ],
    diagnostics: [diagnostics],
    notices,
    runFailures: [],
    mutations: preview.mutations,
    crashed: [],
  };
  // Kyverno named objects by a name several of them share: each of those runs alone.
  const alone = await Promise.all(
    skipped.unsure.map((place) => port.subset(units[place.unit]!, [place.member])),
  );
  const outcomes = [outcome];
  for (const unit of alone) outcomes.push(await checkBatch([unit], port, 0));
  return merge(outcomes);
}

async function stopped(
  units: readonly Unit[],
  stop: { reason: string; run: number },
  port: IsolationPort,
  reruns: number,
): Promise<BatchOutcome> {
  const failure = parseObjectFailure(stop.reason);
  const kind = failure?.unmappedKind;
  // A kind Kyverno cannot map fails for every object of that kind: all of them go at once.
  const named = failure ? candidates(units, kind ? { unmappedKind: kind, text: '' } : failure) : [];
  if (failure && named.length > 0 && reruns > 0) {
    const sure = kind !== undefined || named.length === 1;
    const rest = await without(units, named, port);
    const failureOf = (place: Place): ObjectFailure => {
      const name = objectAt(units, place).object.resource.name;
      if (name === failure.name || !kind) return failure;
      return { ...failure, name, text: failure.text.slice(failure.text.indexOf('failed to map')) };
    };
    const outcomes: BatchOutcome[] = [
      sure
        ? {
            ...EMPTY,
            results: named.map((place) => notChecked(units, place, failureOf(place), port)),
          }
        : EMPTY,
      rest.length > 0 ? await checkBatch(rest, port, reruns - 1) : EMPTY,
    ];
    if (!sure) {
      for (const place of named) {
        const unit = await port.subset(units[place.unit]!, [place.member]);
        outcomes.push(await checkBatch([unit], port, 0));
      }
    }
    return merge(outcomes);
  }
  const aboutObjects =
    failure !== undefined || /failed to load resources|crashed|exit code/.test(stop.reason);
  if (!aboutObjects) {
    const files = [...new Set(units.map((unit) => unit.file))];
    return { ...EMPTY, runFailures: [{ reason: stop.reason, run: stop.run, files }] };
  }
  if (units.length > 1) {
    const half = Math.ceil(units.length / 2);
    return merge([
      await checkBatch(units.slice(0, half), port, reruns),
      await checkBatch(units.slice(half), port, reruns),
    ]);
  }
  const unit = units[0]!;
  if (unit.declared.length > 1) {
    const members = unit.declared.map((_, member) => member);
    const half = Math.ceil(members.length / 2);
    const first = await port.subset(unit, members.slice(0, half));
    const second = await port.subset(unit, members.slice(half));
    return merge([
      await checkBatch([first], port, reruns),
      await checkBatch([second], port, reruns),
    ]);
  }
  const seen = failure ?? { text: stop.reason };
  const result = notChecked(units, { unit: 0, member: 0 }, seen, port);
  const crashed = failure === undefined ? [{ unit, reason: stop.reason, result }] : [];
  return { ...EMPTY, results: [result], crashed };
}

/** Where the objects a failure names are: by name, and by kind when the cause is the kind. */
function candidates(units: readonly Unit[], failure: ObjectFailure): Place[] {
  const places: Place[] = [];
  units.forEach((unit, index) => {
    unit.declared.forEach((object, member) => {
      const { resource } = object.object;
      if (failure.name !== undefined && resource.name !== failure.name) return;
      const kind = failure.unmappedKind;
      if (kind && (resource.kind !== kind.kind || resource.apiVersion !== kind.apiVersion)) return;
      places.push({ unit: index, member });
    });
  });
  return places;
}

/** The objects Kyverno left out, when it is clear which they are; the others are `unsure`. */
function skippedPlaces(
  units: readonly Unit[],
  failures: readonly ObjectFailure[],
): { sure: { place: Place; failure: ObjectFailure }[]; unsure: Place[] } {
  const found = { sure: [] as { place: Place; failure: ObjectFailure }[], unsure: [] as Place[] };
  const byKey = new Map<string, ObjectFailure[]>();
  for (const failure of failures) {
    const kind = failure.unmappedKind;
    const key = `${failure.name ?? ''}\u0000${kind ? `${kind.apiVersion}\u0000${kind.kind}` : ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), failure]);
  }
  const taken = new Set<string>();
  for (const same of byKey.values()) {
    const first = same[0]!;
    const places = candidates(units, first).filter((p) => !taken.has(`${p.unit}:${p.member}`));
    places.forEach((p) => taken.add(`${p.unit}:${p.member}`));
    // A kind Kyverno cannot map fails for every object of that kind alike.
    if (first.unmappedKind !== undefined || places.length <= same.length) {
      places.forEach((place, i) => found.sure.push({ place, failure: same[i] ?? first }));
    } else {
      found.unsure.push(...places);
    }
  }
  return found;
}

async function without(
  units: readonly Unit[],
  places: readonly Place[],
  port: IsolationPort,
): Promise<Unit[]> {
  const rest: Unit[] = [];
  for (const [index, unit] of units.entries()) {
    const out = new Set(places.filter((p) => p.unit === index).map((p) => p.member));
    const keep = unit.declared.map((_, member) => member).filter((member) => !out.has(member));
    if (out.size === 0) rest.push(unit);
    else if (keep.length > 0) rest.push(await port.subset(unit, keep));
  }
  return rest;
}

const objectAt = (units: readonly Unit[], place: Place): DeclaredObject =>
  units[place.unit]!.declared[place.member]!;

function notChecked(
  units: readonly Unit[],
  place: Place,
  failure: ObjectFailure,
  port: IsolationPort,
): PolicyResult {
  const object = objectAt(units, place);
  const error = applyError({
    message: port.explain(object, failure),
    reason: OBJECT_NOT_CHECKED,
    file: object.file,
    line: object.object.line,
    column: object.object.column,
  });
  return {
    ...error,
    resource: object.object.resource,
    ...(object.render && { render: object.render }),
  };
}

function fileError(unit: Unit, message: string): PolicyResult {
  const first = unit.declared[0];
  const error = applyError({
    message,
    reason: RUN_FAILED,
    file: first?.file ?? unit.file,
    line: first?.object.line ?? 1,
  });
  return first?.render ? { ...error, render: first.render } : error;
}

export function merge(outcomes: readonly BatchOutcome[]): BatchOutcome {
  return {
    results: outcomes.flatMap((outcome) => outcome.results),
    diagnostics: outcomes.flatMap((outcome) => outcome.diagnostics),
    notices: outcomes.flatMap((outcome) => outcome.notices),
    runFailures: outcomes.flatMap((outcome) => outcome.runFailures),
    mutations: outcomes.flatMap((outcome) => outcome.mutations),
    crashed: outcomes.flatMap((outcome) => outcome.crashed),
  };
}

export function describeFiles(units: readonly { file: string }[]): string {
  const files = [...new Set(units.map((unit) => unit.file))];
  if (files.length <= 3) return files.join(', ');
  return `${files.slice(0, 3).join(', ')} and ${files.length - 3} more file(s)`;
}

function describeResource(resource: ResourceRef): string {
  return [resource.namespace, resource.kind, resource.name].filter(Boolean).join('/');
}

const lastLine = (text: string): string => text.trim().split('\n').at(-1) ?? '';
