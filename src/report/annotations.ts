/**
 * Annotations on the pull request diff: one per located `fail`, `error` and `warn` result, sent
 * either through the Checks API (50 per request) or as workflow commands (10 errors and 10
 * warnings per step, beyond which GitHub silently drops them).
 */
import type { AnnotationPlace } from '../model/logger.js';
import type { PolicyResult } from '../model/result.js';
import {
  bySeverityThenLocation,
  explanation,
  renderedFrom,
  resourceLabel,
} from '../model/result.js';
import { truncate } from './escape.js';

export type AnnotationLevel = 'failure' | 'warning';

export interface Annotation {
  level: AnnotationLevel;
  /** Relative to the repository root, `/` separators. */
  path: string;
  line: number;
  column?: number;
  /** `policy/rule`, or `policy`; at most 255 characters. */
  title: string;
  message: string;
}

/** The Checks API's limit per request. */
export const CHECK_ANNOTATIONS_PER_REQUEST = 50;
/** GitHub's per-step limits for workflow-command annotations. */
export const WORKFLOW_COMMAND_LIMITS: Readonly<Record<AnnotationLevel, number>> = {
  failure: 10,
  warning: 10,
};
const MAX_TITLE = 255;
/** Well under the API's 64 KB so that 50 annotations stay a reasonable request. */
const MAX_MESSAGE = 4096;

const LEVELS: Partial<Record<PolicyResult['status'], AnnotationLevel>> = {
  error: 'failure',
  fail: 'failure',
  warn: 'warning',
};

/** The title of results that belong to no policy: Kyverno could not load a policy or test. */
export const LOAD_ERROR_TITLE = 'kyverno-error';

export function ruleTitle(result: Pick<PolicyResult, 'policy' | 'rule'>): string {
  if (!result.policy) return result.rule || LOAD_ERROR_TITLE;
  return result.rule ? `${result.policy}/${result.rule}` : result.policy;
}

function annotationMessage(result: PolicyResult): string {
  const resource = resourceLabel(result.resource);
  const text = explanation(result);
  const prefix = result.status === 'error' ? 'Error: ' : '';
  const from = renderedFrom(result);
  const diff = result.diff ? `\nExpected (-) versus actual (+):\n${result.diff}` : '';
  return truncate(`${prefix}${resource ? `${resource}${from}: ` : ''}${text}${diff}`, MAX_MESSAGE);
}

export interface AnnotationSet {
  /** Most severe first, then by path and line. */
  annotations: Annotation[];
  /** Results that would be annotated but have no file (e.g. from remote test suites). */
  unlocated: number;
}

/**
 * With `existingAsWarnings` (`fail-on-existing: false` and a baseline), results that also
 * failed at the base commit are warnings: they do not fail the step.
 */
export function annotationsFor(
  results: readonly PolicyResult[],
  options: { existingAsWarnings?: boolean } = {},
): AnnotationSet {
  const annotations: Annotation[] = [];
  let unlocated = 0;
  const annotated = results
    .filter((result) => LEVELS[result.status] !== undefined)
    .sort(bySeverityThenLocation);
  for (const result of annotated) {
    const existing = options.existingAsWarnings && result.baseline === 'existing';
    const level = existing ? 'warning' : LEVELS[result.status];
    if (level === undefined) continue;
    if (!result.file) {
      unlocated += 1;
      continue;
    }
    annotations.push({
      level,
      path: result.file,
      line: result.line ?? 1,
      ...(result.column !== undefined && { column: result.column }),
      title: truncate(`${existing ? 'existing: ' : ''}${ruleTitle(result)}`, MAX_TITLE),
      message: annotationMessage(result),
    });
  }
  return { annotations, unlocated };
}

/** One annotation in the shape of the Checks API (`output.annotations[]`). */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column?: number;
  end_column?: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

export function toCheckAnnotation(annotation: Annotation): CheckAnnotation {
  return {
    path: annotation.path,
    start_line: annotation.line,
    end_line: annotation.line,
    // Columns are allowed only when the annotation spans one line, as here.
    ...(annotation.column !== undefined && {
      start_column: annotation.column,
      end_column: annotation.column,
    }),
    annotation_level: annotation.level,
    title: annotation.title,
    message: annotation.message,
  };
}

export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

export interface WorkflowCommandOutcome {
  emitted: Record<AnnotationLevel, number>;
  /** Annotations over GitHub's per-step limits, not emitted. */
  omitted: Record<AnnotationLevel, number>;
}

export interface WorkflowCommand {
  level: AnnotationLevel;
  message: string;
  place: AnnotationPlace;
}

/**
 * The most severe annotations as workflow commands, up to GitHub's per-step limits
 * (`github/workflow-commands.ts` emits them).
 */
export function workflowCommandsFor(
  annotations: readonly Annotation[],
  limits: Readonly<Record<AnnotationLevel, number>> = WORKFLOW_COMMAND_LIMITS,
): WorkflowCommandOutcome & { commands: WorkflowCommand[] } {
  const emitted = { failure: 0, warning: 0 };
  const omitted = { failure: 0, warning: 0 };
  const commands: WorkflowCommand[] = [];
  for (const annotation of annotations) {
    if (emitted[annotation.level] >= limits[annotation.level]) {
      omitted[annotation.level] += 1;
      continue;
    }
    const place: AnnotationPlace = {
      title: annotation.title,
      file: annotation.path,
      startLine: annotation.line,
      ...(annotation.column !== undefined && { startColumn: annotation.column }),
    };
    commands.push({ level: annotation.level, message: annotation.message, place });
    emitted[annotation.level] += 1;
  }
  return { commands, emitted, omitted };
}

const annotationKey = (a: CheckAnnotation): string =>
  JSON.stringify([a.path, a.start_line, a.start_column, a.annotation_level, a.title, a.message]);

/** `all` without one copy of each annotation in `sent` (those a check run already carries). */
export function notYetSent(
  all: readonly CheckAnnotation[],
  sent: readonly CheckAnnotation[],
): CheckAnnotation[] {
  const pending = new Map<string, number>();
  for (const annotation of sent) {
    const key = annotationKey(annotation);
    pending.set(key, (pending.get(key) ?? 0) + 1);
  }
  return all.filter((annotation) => {
    const key = annotationKey(annotation);
    const count = pending.get(key) ?? 0;
    if (count > 0) pending.set(key, count - 1);
    return count === 0;
  });
}
