/**
 * publishReport against a loopback fake GitHub that validates every request against GitHub's
 * OpenAPI description; the assertions are on what was sent.
 */
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GitHubContext } from '../../../src/github/context.js';
import { githubContextFrom } from '../../../src/github/context.js';
import { finishReport } from '../../../src/files/finish.js';
import { publishReport, type PublishDeps } from '../../../src/github/publish.js';
import type { ReportConfig } from '../../../src/inputs/config.js';
import type { RunReport } from '../../../src/model/report.js';
import { commentMarker } from '../../../src/report/comment.js';
import { byteLength } from '../../../src/report/markdown.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { GITHUB_ACTIONS_BOT } from '../../support/fake-github/comments.js';
import {
  badCredentials,
  notFound,
  rateLimited,
  resourceNotAccessible,
  secondaryRateLimit,
  serverError,
  validationFailed,
} from '../../support/fake-github/server.js';
import {
  HEAD_SHA,
  KYVERNO,
  MERGE_SHA,
  RecordingSink,
  failures,
  githubContext,
  goldenReport,
  makeReport,
  reportConfig,
  result,
} from '../../support/make-report.js';
import {
  annotationCounts,
  checkRunRequests,
  commentWrites,
  harnessPerTest,
  startGhesFront,
} from './harness.js';

const harness = harnessPerTest();

const PR = 7;
const passing = () =>
  makeReport([result({ status: 'pass' }), result({ status: 'pass', file: 'deploy/api.yaml' })]);

async function publish(
  report: RunReport,
  options: {
    ctx?: GitHubContext | undefined;
    config?: Partial<ReportConfig>;
    deps?: Partial<Omit<PublishDeps, 'verdict'>>;
  } = {},
) {
  const sink = new RecordingSink();
  const ctx = 'ctx' in options ? options.ctx : githubContext({ apiUrl: harness().gh.url });
  const config = reportConfig(options.config);
  // The finish step (verdict, report files), then publishing, as the action does.
  const finished = await finishReport(
    report,
    config,
    config.sarifFile ? { sarifFile: config.sarifFile } : {},
    KYVERNO,
  );
  const published = await publishReport(report, ctx, config, {
    verdict: finished.verdict,
    octokit: harness().client(),
    sink,
    kyverno: KYVERNO,
    ...options.deps,
  });
  const outcome = {
    ...published,
    verdict: finished.verdict,
    sarifFile: finished.files.sarifFile,
    warnings: [...finished.files.warnings, ...published.warnings],
  };
  return { outcome, sink, summary: sink.summaries.join('') };
}

describe('check run', () => {
  it('120 failures: one create on the PR head SHA with 50 annotations, then PATCHes of 50 and 20', async () => {
    const { outcome, sink, summary } = await publish(makeReport(failures(120)));
    const requests = checkRunRequests(harness().gh);
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(annotationCounts(requests)).toEqual([50, 50, 20]);
    const create = requests[0]!.body as Record<string, unknown>;
    expect(create).toMatchObject({
      name: 'Kyverno',
      head_sha: HEAD_SHA,
      status: 'in_progress',
      details_url: 'https://github.com/acme/web/actions/runs/4242',
    });
    expect(create.head_sha).not.toBe(MERGE_SHA);
    expect(requests.slice(0, 2).every((r) => !('conclusion' in (r.body as object)))).toBe(true);
    expect(requests[2]!.body).toMatchObject({ status: 'completed', conclusion: 'failure' });

    const [run] = harness().checks.runs;
    expect(run!.annotations).toHaveLength(120);
    expect(run!.annotations[0]).toEqual({
      path: 'deploy/app-0000.yaml',
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
      title: 'require-labels/check-team',
      message: expect.stringContaining("Deployment default/web-1: validation error: label 'team'"),
    });
    expect(outcome.checkRunUrl).toBe('https://github.example/acme/web/runs/1');
    expect(sink.errors).toEqual([]); // no workflow-command annotations on top of the check run
    expect(summary).toContain('**Check run:** [Kyverno](https://github.example/acme/web/runs/1)');
    expect(outcome.verdict.failed).toBe(true);
    expect(outcome.warnings).toEqual([]);
  });

  it('0 failures: a successful check run with no annotations, in one request, and no comment on-failure', async () => {
    const { outcome } = await publish(passing());
    const requests = checkRunRequests(harness().gh);
    expect(requests.map((r) => r.method)).toEqual(['POST']);
    expect(annotationCounts(requests)).toEqual([0]);
    expect(requests[0]!.body).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(harness().checks.runs[0]).toMatchObject({
      status: 'completed',
      conclusion: 'success',
      annotations: [],
    });
    expect(commentWrites(harness().gh)).toEqual([]);
    expect(outcome.commentUrl).toBeUndefined();
  });

  it('is neutral when results fail but fail-on lets them pass', async () => {
    await publish(makeReport(failures(2)), { config: { failOn: 'never' } });
    expect(harness().checks.runs[0]!.conclusion).toBe('neutral');
  });

  it('fail-on-existing false: existing failures are warnings and pass, saying so in one line', async () => {
    const results = failures(2).map((r) => ({ ...r, baseline: 'existing' as const }));
    const report = { ...makeReport(results), fixed: [], baseline: { commit: 'b'.repeat(40) } };
    const { outcome } = await publish(report, { config: { failOnExisting: false } });
    expect(outcome.verdict.failed).toBe(false);
    expect(outcome.verdict.reason).toContain(
      'fail-on-existing: false, so 2 result(s) that also failed at the base commit do not fail the step',
    );
    const [run] = harness().checks.runs;
    expect(run!.conclusion).toBe('neutral');
    expect(run!.annotations.map((a) => [a.annotation_level, a.title])).toEqual([
      ['warning', 'existing: require-labels/check-team'],
      ['warning', 'existing: require-labels/check-team'],
    ]);
  });
});

describe('sticky comment', () => {
  it('three runs on a PR with 250 comments from others leave one comment, updated twice', async () => {
    harness().comments.seed(PR, 250, { login: 'octocat', type: 'User' });
    // Someone pasting the marker must not capture the action's comment.
    harness().comments.add({
      owner: 'acme',
      repo: 'web',
      issueNumber: PR,
      body: `${commentMarker(githubContext(), 'Kyverno')}\nfake`,
      user: { login: 'mallory', type: 'User' },
    });
    const urls: (string | undefined)[] = [];
    for (const count of [3, 2, 1]) {
      const { outcome } = await publish(makeReport(failures(count)));
      urls.push(outcome.commentUrl);
    }
    const ours = harness().comments.by(GITHUB_ACTIONS_BOT.login, PR);
    expect(ours).toHaveLength(1);
    expect(ours[0]!.updates).toBe(2);
    expect(ours[0]!.body).toContain('## ❌ Kyverno: 1 fail');
    expect(new Set(urls).size).toBe(1);
    expect(harness().comments.by('mallory', PR)[0]!.updates).toBe(0);
    expect(commentWrites(harness().gh).map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    // Every page was read on the runs that found the comment on the last page.
    const listPages = harness()
      .gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/issues/${PR}/comments`))
      .map((r) => r.query.page ?? '1');
    expect(listPages).toEqual(['1', '2', '3', '1', '2', '3', '1', '2', '3']);
  });

  it('a passing run after a failing one updates the comment to say so', async () => {
    await publish(makeReport(failures(4)));
    expect(harness().comments.by(GITHUB_ACTIONS_BOT.login, PR)[0]!.body).toContain(
      '## ❌ Kyverno: 4 fail',
    );
    const { outcome } = await publish(passing());
    const [comment] = harness().comments.by(GITHUB_ACTIONS_BOT.login, PR);
    expect(comment!.updates).toBe(1);
    expect(comment!.body).toContain('## ✅ Kyverno: all 2 results pass');
    expect(comment!.body).not.toContain('Failures');
    expect(outcome.commentUrl).toContain(`#issuecomment-${comment!.id}`);
  });

  it('comment: always creates on a pass; comment: off sends nothing', async () => {
    await publish(passing(), { config: { comment: 'off' } });
    expect(
      harness().gh.requests.filter((r) => r.path.includes('comments') || r.path === '/user'),
    ).toEqual([]);
    await publish(passing(), { config: { comment: 'always' } });
    expect(harness().comments.by(GITHUB_ACTIONS_BOT.login, PR)).toHaveLength(1);
  });

  it('matches a personal token by its user', async () => {
    await harness.restart({ login: 'Alice', type: 'User' });
    harness().comments.add({
      owner: 'acme',
      repo: 'web',
      issueNumber: PR,
      body: `${commentMarker(githubContext(), 'Kyverno')} old`,
      user: GITHUB_ACTIONS_BOT,
    });
    await publish(makeReport(failures(1)));
    await publish(makeReport(failures(1)));
    expect(harness().comments.by('Alice', PR)).toMatchObject([{ updates: 1 }]);
    expect(harness().comments.by(GITHUB_ACTIONS_BOT.login, PR)[0]!.updates).toBe(0);
  });

  it('the workflow_run pattern: PR number from the input, check run on the triggering head', async () => {
    const ctx = githubContextFrom(
      {
        GITHUB_REPOSITORY: 'acme/web',
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_SHA: MERGE_SHA,
        GITHUB_API_URL: harness().gh.url,
        GITHUB_RUN_ID: '9',
      },
      { workflow_run: { head_sha: HEAD_SHA, pull_requests: [] } },
      { pullRequestNumber: 12 },
    );
    await publish(makeReport(failures(1)), { ctx });
    expect(harness().checks.runs[0]!.head_sha).toBe(HEAD_SHA);
    expect(harness().comments.by(GITHUB_ACTIONS_BOT.login, 12)).toHaveLength(1);
  });
});

describe('size limits', () => {
  it('a 5 000-failure report stays within every limit and says what it cut', async () => {
    const { outcome, summary } = await publish(
      makeReport(failures(5000, { message: 'é'.repeat(500) })),
    );
    expect(outcome.warnings).toEqual([]);
    const requests = checkRunRequests(harness().gh);
    expect(annotationCounts(requests)).toEqual(Array<number>(20).fill(50));
    const [run] = harness().checks.runs;
    expect(byteLength(run!.output.summary!)).toBeLessThanOrEqual(65_535);
    expect(byteLength(run!.output.text!)).toBeLessThanOrEqual(65_535);
    expect(run!.output.summary).toContain('Annotations: 1,000 of 5,000 are shown on the diff');
    expect(run!.output.text).toMatch(/Not shown here .*: [\d,]+ of 5,000 failures/);
    const [comment] = harness().comments.by(GITHUB_ACTIONS_BOT.login, PR);
    expect([...comment!.body].length).toBeLessThanOrEqual(65_536);
    expect(comment!.body).toContain('…and 4,950 more results in the [job summary]');
    expect(byteLength(summary)).toBeLessThan(1024 * 1024);
    expect(summary).toMatch(
      /Not shown here to stay within GitHub's 1 MiB job summary limit: [\d,]+ of 5,000 failures and warnings/,
    );
  });
});

describe('without a write token', () => {
  it('fork PR: no check run or comment, one notice, workflow-command annotations, summary and SARIF', async () => {
    const sarifFile = path.join(
      await mkdtemp(path.join(os.tmpdir(), 'sarif-')),
      'out',
      'kyverno.sarif',
    );
    const { outcome, sink, summary } = await publish(
      makeReport([...failures(15), ...failures(3, { status: 'warn' })]),
      {
        ctx: githubContext({
          apiUrl: harness().gh.url,
          readOnlyToken: true,
          readOnlyReason: 'pull request from a fork',
        }),
        config: { sarifFile },
      },
    );
    expect(harness().gh.requests).toEqual([]);
    expect(sink.notices).toEqual([
      'Skipping the check run and the pull request comment: the token is read-only (pull request from a fork). ' +
        'Annotations, the job summary and the report files are still written. ' +
        'To comment on such pull requests, publish the results file from a `workflow_run` workflow (see examples/).',
    ]);
    expect(sink.errors).toHaveLength(10);
    expect(sink.warningAnnotations).toHaveLength(3);
    expect(sink.errors[0]!.properties).toEqual({
      title: 'require-labels/check-team',
      file: 'deploy/app-0000.yaml',
      startLine: 1,
    });
    expect(summary).toContain(
      '**Annotations:** GitHub shows at most 10 error and 10 warning annotations per step; not annotated on the diff: 5 more failures. ' +
        'They are listed below and in the JSON report (results.json).',
    );
    expect(outcome.sarifFile).toBe(sarifFile);
    expect(JSON.parse(await readFile(sarifFile, 'utf8'))).toMatchObject({ version: '2.1.0' });
    expect(outcome.warnings).toEqual([]);
  });

  it('missing token: one notice, annotations and summary still written', async () => {
    const { sink, summary } = await publish(makeReport(failures(2)), {
      deps: { octokit: undefined },
    });
    expect(sink.notices).toEqual([
      expect.stringMatching(
        /^Skipping the check run and the pull request comment: no github-token was given\./,
      ),
    ]);
    expect(sink.errors).toHaveLength(2);
    expect(summary).toContain('### Failures (2)');
  });
});

describe('events and servers', () => {
  it('push event: check run on GITHUB_SHA, no comment', async () => {
    const ctx = githubContextFrom(
      { GITHUB_REPOSITORY: 'acme/web', GITHUB_EVENT_NAME: 'push', GITHUB_SHA: MERGE_SHA },
      {},
    );
    const { sink } = await publish(makeReport(failures(1)), {
      ctx: { ...ctx, apiUrl: harness().gh.url },
    });
    expect(harness().checks.runs[0]!.head_sha).toBe(MERGE_SHA);
    expect(
      harness().gh.requests.filter((r) => r.path.includes('comments') || r.path === '/user'),
    ).toEqual([]);
    expect(sink.infos).toContain('No pull request for this push: no comment.');
  });

  it('GHES: requests go to GITHUB_API_URL with its /api/v3 prefix, links to GITHUB_SERVER_URL', async () => {
    const front = await startGhesFront(harness().gh.url);
    try {
      const sink = new RecordingSink();
      const ctx = githubContext({
        apiUrl: `${front.url}/api/v3`,
        serverUrl: 'https://ghes.example',
      });
      const report = makeReport(failures(1));
      const outcome = await publishReport(report, ctx, reportConfig(), {
        verdict: verdict(report, reportConfig().failOn),
        octokit: harness().client(ctx.apiUrl),
        sink,
      });
      expect(outcome.warnings).toEqual([]);
      expect(front.paths).toContain('/api/v3/repos/acme/web/check-runs');
      expect(front.paths.every((p) => p.startsWith('/api/v3/'))).toBe(true);
      expect(harness().checks.runs).toHaveLength(1);
      expect(sink.summaries[0]).toContain(
        `(https://ghes.example/acme/web/blob/${HEAD_SHA}/deploy/app-0000.yaml#L1)`,
      );
    } finally {
      await front.close();
    }
  });
});

describe('faults', () => {
  it('403 on the check run: a warning, annotations fall back to workflow commands, summary and comment still happen', async () => {
    harness().gh.inject({
      method: 'POST',
      path: '/repos/{owner}/{repo}/check-runs',
      ...resourceNotAccessible(),
    });
    const { outcome, sink, summary } = await publish(makeReport(failures(3)));
    expect(outcome.warnings).toEqual([
      expect.stringMatching(
        /^Could not publish the check run: 403 Resource not accessible by integration.*permissions: checks: write/,
      ),
    ]);
    expect(sink.warnings.map((w) => w.message)).toEqual(outcome.warnings);
    expect(sink.errors).toHaveLength(3);
    expect(summary).toContain('### Failures (3)');
    expect(outcome.commentUrl).toBeDefined();
    expect(outcome.checkRunUrl).toBeUndefined();
  });

  it('404 listing comments: a warning, and the check run and summary are kept', async () => {
    harness().gh.inject({ method: 'GET', path: /\/issues\/7\/comments$/, ...notFound() });
    const { outcome, summary } = await publish(makeReport(failures(1)));
    expect(outcome.warnings).toEqual([
      expect.stringMatching(/^Could not update the pull request comment: 404 Not Found/),
    ]);
    expect(outcome.checkRunUrl).toBeDefined();
    expect(summary).toContain('### Failures (1)');
  });

  it('422 on a PATCH: the check run is still completed and the error is a warning', async () => {
    harness().gh.inject({
      method: 'PATCH',
      path: /check-runs\/1$/,
      ...validationFailed([{ resource: 'CheckRun', code: 'invalid', field: 'annotations' }]),
    });
    const { outcome } = await publish(makeReport(failures(120)));
    expect(outcome.warnings).toEqual([
      expect.stringMatching(/^Could not publish the check run: 422 Validation Failed/),
    ]);
    expect(harness().checks.runs[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(harness().checks.runs[0]!.output.summary).toContain(
      'Only 50 of 120 annotations could be published',
    );
  });

  it('429 with retry-after and a 403 secondary rate limit are retried', async () => {
    harness().gh.inject({
      method: 'POST',
      path: '/repos/{owner}/{repo}/check-runs',
      ...rateLimited(1),
    });
    harness().gh.inject({ method: 'PATCH', path: /check-runs/, ...secondaryRateLimit(1) });
    const { outcome } = await publish(makeReport(failures(60)));
    expect(outcome.warnings).toEqual([]);
    expect(checkRunRequests(harness().gh).map((r) => `${r.method} ${r.status}`)).toEqual([
      'POST 429',
      'POST 201',
      'PATCH 403',
      'PATCH 200',
    ]);
    expect(harness().checks.runs).toHaveLength(1);
    expect(harness().checks.runs[0]!.annotations).toHaveLength(60);
  });

  it('500s are retried; a lasting 500 becomes a warning', async () => {
    harness().gh.inject({
      method: 'POST',
      path: /\/issues\/7\/comments$/,
      ...serverError(),
      times: 2,
    });
    const first = await publish(makeReport(failures(1)));
    expect(first.outcome.warnings).toEqual([]);
    expect(commentWrites(harness().gh).map((r) => r.status)).toEqual([500, 500, 201]);

    harness().gh.inject({
      method: 'PATCH',
      path: /\/issues\/comments\//,
      ...serverError(),
      times: 10,
    });
    const second = await publish(makeReport(failures(1)));
    expect(second.outcome.warnings).toEqual([
      expect.stringMatching(
        /^Could not update the pull request comment: 500 Server Error; GitHub failed to answer, even after retries\./,
      ),
    ]);
    expect(second.summary).toContain('### Failures (1)');
  });

  it('401 bad credentials: warnings, summary kept', async () => {
    harness().gh.inject({ path: /./, ...badCredentials(), times: 100 });
    const { outcome, summary } = await publish(makeReport(failures(1)));
    expect(outcome.warnings).toHaveLength(2);
    expect(outcome.warnings[0]).toMatch(
      /^Could not publish the check run: 401 Bad credentials; the github-token is invalid/,
    );
    expect(summary).toContain('### Failures (1)');
  });

  it('slow answers are waited for', async () => {
    harness().gh.slow({ path: /comments/ }, 300, 2);
    harness().gh.slow({ path: /check-runs/ }, 300, 2);
    const { outcome } = await publish(makeReport(failures(1)));
    expect(outcome.warnings).toEqual([]);
    expect(outcome.commentUrl).toBeDefined();
  });

  it('a job summary that cannot be written is a warning; the rest still happens', async () => {
    const sink = new RecordingSink();
    sink.writeSummary = () => Promise.reject(new Error('EACCES: permission denied'));
    const report = makeReport(failures(1));
    const outcome = await publishReport(
      report,
      githubContext({ apiUrl: harness().gh.url }),
      reportConfig(),
      {
        verdict: verdict(report, reportConfig().failOn),
        octokit: harness().client(),
        sink,
      },
    );
    expect(outcome.warnings).toEqual([
      'Could not write the job summary: EACCES: permission denied',
    ]);
    expect(outcome.commentUrl).toBeDefined();
    expect(outcome.checkRunUrl).toBeDefined();
  });
});

describe('escaping end to end', () => {
  it('markdown and HTML in a resource name and a policy message render as text everywhere', async () => {
    const { summary } = await publish(goldenReport());
    const [comment] = harness().comments.by(GITHUB_ACTIONS_BOT.login, PR);
    const [run] = harness().checks.runs;
    for (const markdown of [summary, comment!.body, run!.output.text!]) {
      expect(markdown).not.toMatch(/<img|<script|<b>|@octocat|\[x\]\(https/);
      expect(markdown).toContain('&lt;img src=x onerror=alert\\(1\\)&gt; \\*\\*bold\\*\\*');
    }
    // Annotations are plain text for the Checks API; the hostile message arrives verbatim.
    expect(run!.annotations.map((a) => a.message)).toContainEqual(
      expect.stringContaining('<img src=x'),
    );
  });
});
