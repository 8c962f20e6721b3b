/**
 * The check run: created on the head commit with the first 50 annotations (the Checks API's limit
 * per request), then PATCHed with the rest in batches of 50; the last request sets the conclusion
 * from `fail-on`.
 */
import type { CheckAnnotation } from '../report/annotations.js';
import { CHECK_ANNOTATIONS_PER_REQUEST, inBatches } from '../report/annotations.js';
import type { CheckConclusion, CheckRunOutput } from '../report/check-run.js';
import { partialAnnotationsSummary } from '../report/check-run.js';
import type { Octokit } from './client.js';
import { runUrl, type GitHubContext } from './context.js';

/** Where a check run goes, and its name. */
export interface CheckRunTarget {
  owner: string;
  repo: string;
  /** The pull request's head commit, not the merge commit. */
  headSha: string;
  name: string;
  detailsUrl?: string;
}

export interface CheckRunRequest extends CheckRunTarget {
  output: CheckRunOutput;
  annotations: readonly CheckAnnotation[];
  conclusion: CheckConclusion;
}

export interface PublishedCheckRun {
  id: number;
  url: string;
}

/** The check run named `name` on the run's head commit, linked to the workflow run. */
export function checkRunTarget(ctx: GitHubContext, name: string): CheckRunTarget {
  const detailsUrl = runUrl(ctx);
  return {
    owner: ctx.owner,
    repo: ctx.repo,
    headSha: ctx.headSha,
    name,
    ...(detailsUrl !== undefined && { detailsUrl }),
  };
}

/** Creates the check run, in progress or completed with its conclusion. */
export async function createCheckRun(
  octokit: Octokit,
  target: CheckRunTarget,
  state: { output: CheckRunOutput & { annotations?: CheckAnnotation[] } } & (
    { status: 'in_progress' } | { status: 'completed'; conclusion: CheckConclusion }
  ),
): Promise<PublishedCheckRun> {
  const { data } = await octokit.rest.checks.create({
    owner: target.owner,
    repo: target.repo,
    name: target.name,
    head_sha: target.headSha,
    ...(target.detailsUrl !== undefined && { details_url: target.detailsUrl }),
    ...state,
  });
  return { id: data.id, url: data.html_url ?? data.url };
}

/**
 * Creates the check run with the first 50 annotations, then PATCHes it once per further batch of
 * 50; requests go one at a time. With at most 50 annotations the create completes it, in one
 * request: GitHub asks for writes at least 1 s apart, so every request saved is a second saved.
 * If a PATCH fails, the check run is still completed (so a required check is never left pending)
 * and the error is thrown.
 */
export async function publishCheckRun(
  octokit: Octokit,
  request: CheckRunRequest,
): Promise<PublishedCheckRun> {
  const { output, conclusion } = request;
  const [first = [], ...rest] = inBatches(request.annotations, CHECK_ANNOTATIONS_PER_REQUEST);
  const checkRun = await createCheckRun(octokit, request, {
    output: withAnnotations(output, first),
    ...(rest.length === 0
      ? { status: 'completed' as const, conclusion }
      : { status: 'in_progress' as const }),
  });
  await patchBatches(octokit, request, checkRun.id, rest, {
    annotated: first.length,
    total: request.annotations.length,
  });
  return checkRun;
}

/**
 * Completes a check run opened earlier (`early-check-run.ts`) that already carries `annotated`
 * annotations: PATCHes `request.annotations` (those not sent yet) in batches of 50, the last with
 * the output and the conclusion; one PATCH when there are none.
 */
export async function completeCheckRun(
  octokit: Octokit,
  checkRun: PublishedCheckRun,
  request: CheckRunRequest,
  annotated: number,
): Promise<void> {
  const batches = inBatches(request.annotations, CHECK_ANNOTATIONS_PER_REQUEST);
  await patchBatches(octokit, request, checkRun.id, batches.length > 0 ? batches : [[]], {
    annotated,
    total: annotated + request.annotations.length,
  });
}

/** One PATCH per batch, one at a time, the last completing the check run. */
async function patchBatches(
  octokit: Octokit,
  request: CheckRunRequest,
  checkRunId: number,
  batches: readonly (readonly CheckAnnotation[])[],
  count: { annotated: number; total: number },
): Promise<void> {
  let { annotated } = count;
  for (const [index, batch] of batches.entries()) {
    const last = index === batches.length - 1;
    try {
      await octokit.rest.checks.update({
        owner: request.owner,
        repo: request.repo,
        check_run_id: checkRunId,
        output: withAnnotations(request.output, batch),
        ...(last && { status: 'completed', conclusion: request.conclusion }),
      });
    } catch (error) {
      if (!last) await completeAfterFailure(octokit, request, checkRunId, { ...count, annotated });
      throw error;
    }
    annotated += batch.length;
  }
}

const withAnnotations = (output: CheckRunOutput, batch: readonly CheckAnnotation[]) => ({
  ...output,
  ...(batch.length > 0 && { annotations: [...batch] }),
});

async function completeAfterFailure(
  octokit: Octokit,
  request: CheckRunRequest,
  checkRunId: number,
  { annotated, total }: { annotated: number; total: number },
): Promise<void> {
  const summary = partialAnnotationsSummary(request.output.summary, annotated, total);
  try {
    await octokit.rest.checks.update({
      owner: request.owner,
      repo: request.repo,
      check_run_id: checkRunId,
      output: { ...request.output, summary },
      status: 'completed',
      conclusion: request.conclusion,
    });
  } catch {
    // The original error is what the caller reports.
  }
}
