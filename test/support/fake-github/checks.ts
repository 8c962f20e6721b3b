/**
 * Check runs on a FakeGitHub: `POST /repos/{owner}/{repo}/check-runs` and
 * `PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}`, enforcing GitHub's limits (50
 * annotations per request, 65,535 bytes for `output.summary` and `output.text`) and appending
 * annotations across PATCHes as GitHub does.
 *
 *   const checks = registerCheckRuns(gh);
 *   ... checks.runs[0].annotations.length, checks.runs[0].conclusion
 */
import {
  type FakeGitHub,
  type FakeRequest,
  type FakeResponse,
  validationFailed,
} from './server.js';

interface Output {
  title?: string;
  summary?: string;
  text?: string;
  annotations?: Record<string, unknown>[];
}

interface CheckRunBody {
  name?: string;
  head_sha?: string;
  status?: string;
  conclusion?: string;
  details_url?: string;
  output?: Output;
}

export interface FakeCheckRun {
  id: number;
  owner: string;
  repo: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  details_url?: string;
  output: { title?: string; summary?: string; text?: string };
  annotations: Record<string, unknown>[];
}

export const MAX_ANNOTATIONS_PER_REQUEST = 50;
export const MAX_OUTPUT_BYTES = 65_535;

/** GitHub's 422 for an oversized output field or too many annotations, or undefined when fine. */
function outputError(output: Output | undefined): FakeResponse | undefined {
  if (!output) return undefined;
  for (const field of ['summary', 'text'] as const) {
    const value = output[field];
    if (value !== undefined && Buffer.byteLength(value, 'utf8') > MAX_OUTPUT_BYTES) {
      return {
        status: 422,
        body: {
          message: `Invalid request.\n\nOnly ${MAX_OUTPUT_BYTES} characters are allowed; ${field} exceeds a maximum bytesize of ${MAX_OUTPUT_BYTES}.`,
          documentation_url: 'https://docs.github.com/rest/checks/runs',
          status: '422',
        },
      };
    }
  }
  if ((output.annotations?.length ?? 0) > MAX_ANNOTATIONS_PER_REQUEST) {
    return validationFailed([
      {
        resource: 'CheckRun',
        code: 'custom',
        field: 'annotations',
        message: `Only ${MAX_ANNOTATIONS_PER_REQUEST} annotations are allowed per request`,
      },
    ]);
  }
  return undefined;
}

export class FakeCheckRuns {
  readonly runs: FakeCheckRun[] = [];

  constructor(private readonly gh: FakeGitHub) {
    gh.route('POST', '/repos/{owner}/{repo}/check-runs', (req) => this.create(req));
    gh.route('PATCH', '/repos/{owner}/{repo}/check-runs/{check_run_id}', (req) => this.update(req));
  }

  private view(run: FakeCheckRun): FakeResponse['body'] {
    const api = `${this.gh.url}/repos/${run.owner}/${run.repo}/check-runs/${run.id}`;
    return {
      id: run.id,
      node_id: `CR_${run.id}`,
      head_sha: run.head_sha,
      external_id: '',
      url: api,
      html_url: `https://github.example/${run.owner}/${run.repo}/runs/${run.id}`,
      details_url: run.details_url ?? null,
      status: run.status,
      conclusion: run.conclusion,
      started_at: '2024-01-01T00:00:00Z',
      completed_at: run.status === 'completed' ? '2024-01-01T00:01:00Z' : null,
      output: {
        title: run.output.title ?? null,
        summary: run.output.summary ?? null,
        text: run.output.text ?? null,
        annotations_count: run.annotations.length,
        annotations_url: `${api}/annotations`,
      },
      name: run.name,
      check_suite: { id: 1 },
      app: null,
      pull_requests: [],
    };
  }

  private create(req: FakeRequest): FakeResponse {
    const body = req.body as CheckRunBody;
    const error = outputError(body.output);
    if (error) return error;
    const run: FakeCheckRun = {
      id: this.runs.length + 1,
      owner: req.params.owner ?? '',
      repo: req.params.repo ?? '',
      name: body.name ?? '',
      head_sha: body.head_sha ?? '',
      status: body.conclusion ? 'completed' : (body.status ?? 'queued'),
      conclusion: body.conclusion ?? null,
      ...(body.details_url !== undefined && { details_url: body.details_url }),
      output: { title: body.output?.title, summary: body.output?.summary, text: body.output?.text },
      annotations: [...(body.output?.annotations ?? [])],
    };
    this.runs.push(run);
    return { status: 201, body: this.view(run) };
  }

  private update(req: FakeRequest): FakeResponse {
    const run = this.runs.find((candidate) => String(candidate.id) === req.params.check_run_id);
    if (!run) return { status: 404, body: { message: 'Not Found', status: '404' } };
    const body = req.body as CheckRunBody;
    const error = outputError(body.output);
    if (error) return error;
    if (body.output) {
      const { annotations, ...fields } = body.output;
      run.output = { ...run.output, ...fields };
      run.annotations.push(...(annotations ?? []));
    }
    if (body.conclusion) {
      run.conclusion = body.conclusion;
      run.status = 'completed';
    } else if (body.status) {
      run.status = body.status;
    }
    return { status: 200, body: this.view(run) };
  }
}

export function registerCheckRuns(gh: FakeGitHub): FakeCheckRuns {
  return new FakeCheckRuns(gh);
}
