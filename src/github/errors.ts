/** One-line descriptions of failed GitHub API requests, with what to do about them. */

interface RequestErrorLike {
  status?: number;
  message?: string;
}

const HINTS: Readonly<Record<number, string>> = {
  401: 'the github-token is invalid or has expired.',
  403: 'the token lacks a permission or GitHub refused the request.',
  404: 'the repository, commit or pull request was not found, or the token cannot see it.',
  422: 'GitHub rejected the request as invalid.',
  429: 'GitHub rate-limited the request and retries did not help.',
};

/** A message's first line, without the documentation URL Octokit appends (` - https://docs…`). */
const firstLine = (message: string): string =>
  (message.split('\n')[0] ?? '').replace(/ - https?:\/\/\S+$/, '');

/** E.g. `HTTP 500: Server Error`: a failed request's status and message. */
export function requestErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    const text = typeof message === 'string' ? firstLine(message) : String(error);
    return typeof status === 'number' ? `HTTP ${status}: ${text}` : text;
  }
  return String(error);
}

/**
 * E.g. `Could not create the check run: 403 Resource not accessible by integration. Give the job
 * \`permissions: checks: write\`.`
 */
export function describeGitHubError(what: string, error: unknown, permission?: string): string {
  const { status, message } = (error ?? {}) as RequestErrorLike;
  const detail = firstLine(message ?? String(error)).trim();
  const statusText = status === undefined ? '' : `${status} `;
  let hint = status === undefined ? '' : (HINTS[status] ?? '');
  if (status !== undefined && status >= 500) hint = 'GitHub failed to answer, even after retries.';
  if (status === 403 && /rate limit/i.test(detail)) {
    hint = HINTS[429] ?? '';
  } else if (status === 403 && permission) {
    hint = `give the job \`permissions: ${permission}\` (fork pull requests never get it: use the workflow_run pattern).`;
  }
  return `Could not ${what}: ${statusText}${detail}${hint ? `; ${hint}` : ''}`;
}
