/**
 * Annotations as workflow commands, when no check run carries them: at most 10 errors and 10
 * warnings per step, beyond which GitHub silently drops them. `@actions/core` escapes `%`, line
 * breaks, `:` and `,` so a message cannot inject a command.
 */
import type { Logger } from '../model/logger.js';
import type { Annotation, AnnotationLevel, WorkflowCommandOutcome } from '../report/annotations.js';
import { WORKFLOW_COMMAND_LIMITS, workflowCommandsFor } from '../report/annotations.js';

/** Emits the most severe annotations, up to GitHub's per-step limits. */
export function emitWorkflowCommands(
  annotations: readonly Annotation[],
  logger: Pick<Logger, 'error' | 'warning'>,
  limits: Readonly<Record<AnnotationLevel, number>> = WORKFLOW_COMMAND_LIMITS,
): WorkflowCommandOutcome {
  const { commands, emitted, omitted } = workflowCommandsFor(annotations, limits);
  for (const { level, message, place } of commands) {
    if (level === 'failure') logger.error(message, place);
    else logger.warning(message, place);
  }
  return { emitted, omitted };
}
