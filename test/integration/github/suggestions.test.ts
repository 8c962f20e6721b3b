/**
 * Suggested changes against the fake GitHub (every request validated by the OpenAPI description),
 * with a real git repository for the pull request's base and head: the diff GitHub would show
 * comes from `git diff base...head`, and the fake rejects a comment outside it, as GitHub does.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { GitHubContext } from '../../../src/github/context.js';
import { publishReport, type PublishDeps } from '../../../src/github/publish.js';
import type { ReportConfig } from '../../../src/inputs/config.js';
import type { MutatedResource } from '../../../src/model/mutation.js';
import type { RunReport } from '../../../src/model/report.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { routePullFiles, type PullFile } from '../../support/fake-github/pulls.js';
import { registerReviews, type FakeReviews } from '../../support/fake-github/reviews.js';
import {
  rateLimited,
  resourceNotAccessible,
  secondaryRateLimit,
  serverError,
} from '../../support/fake-github/server.js';
import { GitRepo, cleanupRepos, git } from '../../support/git-repo.js';
import {
  HEAD_SHA,
  RecordingSink,
  githubContext,
  makeReport,
  reportConfig,
  result,
} from '../../support/make-report.js';
import { readCapture, type Capture } from '../../support/mutation-capture.js';
import { startHarness, type Harness } from './harness.js';

const PR = 7;
const PSM = 'deploy/psm.yaml';
const MULTI = 'deploy/multi.yaml';

interface Pull {
  workspace: string;
  files: PullFile[];
  psm: Capture;
  multi: Capture;
}

/**
 * Base: `deploy/psm.yaml` without its `app` label. Head: the label added (the diff covers lines
 * 5-11 only) and `deploy/multi.yaml` added whole. The workspace is a checkout of the head.
 */
async function makePull(): Promise<Pull> {
  const psm = await readCapture('psm', PSM);
  const multi = await readCapture('multi-document', MULTI);
  const origin = await GitRepo.create();
  await origin.write(PSM, psm.head.replace("    app: 'web'\n", ''));
  const base = await origin.commit('base');
  await origin.branch('feature');
  await origin.write(PSM, psm.head);
  await origin.write(MULTI, multi.head);
  const head = await origin.commit('head');
  const files: PullFile[] = [];
  for (const [file, content] of [
    [PSM, psm.head],
    [MULTI, multi.head],
  ] as const) {
    const diff = await git(origin.dir, 'diff', '--no-color', `${base}...${head}`, '--', file);
    files.push({
      filename: file,
      status: file === MULTI ? 'added' : 'modified',
      patch: diff.slice(diff.indexOf('@@')),
      content,
    });
  }
  const clone = await origin.clone({ ref: head, depth: 1 });
  return { workspace: clone.dir, files, psm, multi };
}

let pull: Pull;
let h: Harness;
let reviews: FakeReviews;
beforeAll(async () => {
  pull = await makePull();
});
afterAll(cleanupRepos);
beforeEach(async () => {
  h = await startHarness();
  routePullFiles(h.gh, { [PR]: pull.files });
  reviews = registerReviews(h.gh, { [PR]: pull.files }, { [PR]: [HEAD_SHA] });
});
afterEach(async () => {
  expect(h.gh.validationErrors).toEqual([]);
  await h.close();
});

const reportWith = (mutations: MutatedResource[]): RunReport => ({
  ...makeReport([result({ status: 'fail' })]),
  mutations,
});

async function publish(
  report: RunReport,
  options: {
    ctx?: GitHubContext;
    config?: Partial<ReportConfig>;
    deps?: Partial<PublishDeps>;
  } = {},
) {
  const sink = new RecordingSink();
  const config = reportConfig(options.config);
  const outcome = await publishReport(
    report,
    options.ctx ?? githubContext({ apiUrl: h.gh.url }),
    config,
    {
      verdict: verdict(report, config.failOn),
      octokit: h.client(),
      sink,
      workspace: pull.workspace,
      ...options.deps,
    },
  );
  return { outcome, sink, summary: sink.summaries.join('') };
}

const reviewPosts = () =>
  h.gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/pulls/${PR}/reviews`));
const parse = (text: string) =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as unknown);
const both = () => [...pull.psm.mutations, ...pull.multi.mutations];
/** The same changes, as if the objects came from a Kustomize build: nothing a file can take. */
const renderedOnly = (): MutatedResource[] =>
  both().map((mutation) => ({ ...mutation, render: { tool: 'kustomize', root: 'deploy' } }));
const reviewRequests = (from: number) =>
  h.gh.requests
    .slice(from)
    .flatMap((r) => (/\/reviews|\/comments|\/user$/.test(r.path) ? [`${r.method} ${r.path}`] : []));

describe('suggested changes', () => {
  it('posts one COMMENT review on the head commit, with suggestions only on diff lines', async () => {
    const { outcome, summary } = await publish(reportWith(both()));
    expect(reviewPosts()).toHaveLength(1);
    const body = reviewPosts()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ event: 'COMMENT', commit_id: HEAD_SHA });
    expect(reviewPosts()[0]!.status).toBe(200);
    expect(outcome.reviewUrl).toMatch(/#pullrequestreview-\d+$/);
    // The added file: both of its changes are suggested, and committing them gives Kyverno's object.
    const multi = reviews.applySuggestions(PR, MULTI, pull.multi.head);
    expect(parse(multi)).toEqual(pull.multi.expected);
    // The label is on a line the pull request adds; runAsNonRoot would go after line 14, which it
    // does not touch: that one is in the summary as a diff, with the reason.
    const psm = reviews.applySuggestions(PR, PSM, pull.psm.head);
    expect(psm).toBe(
      pull.psm.head.replace("    app: 'web'\n", "    app: 'web'\n    team: platform\n"),
    );
    expect(reviews.on(PR).map((c) => [c.path, c.startLine ?? c.line, c.line])).toEqual([
      [MULTI, 14, 14],
      [MULTI, 20, 20],
      [PSM, 8, 8],
    ]);
    expect(summary).toContain('3 suggestions');
    expect(summary).toContain('+  securityContext:');
    expect(summary).toMatch(/outside the pull request/);
    expect(String(body.body)).toContain('securityContext');
  });

  it('a rerun leaves one set: the same suggestions post nothing, new ones replace the old', async () => {
    await publish(reportWith(both()));
    const first = reviews.on(PR).map((c) => c.id);
    await publish(reportWith(both()));
    expect(reviewPosts()).toHaveLength(1);
    expect(reviews.on(PR).map((c) => c.id)).toEqual(first);

    await publish(reportWith(pull.multi.mutations));
    expect(reviewPosts()).toHaveLength(2);
    const standing = reviews.on(PR);
    expect(standing.map((c) => c.path)).toEqual([MULTI, MULTI]);
    expect(standing.every((c) => c.reviewId === reviews.reviews[1]!.id)).toBe(true);
    expect(reviews.reviews[0]!.body).toMatch(/superseded by \[a later run\]/);

    // The preview ran and found nothing (`mutations: []`): the old suggestions go, none are posted.
    await publish(reportWith([]));
    expect(reviewPosts()).toHaveLength(2);
    expect(reviews.on(PR)).toEqual([]);
    expect(reviews.reviews[1]!.body).toMatch(/superseded by a later run/);
    // Without the preview (no `mutations` at all), nothing is asked of the reviews API.
    const before = h.gh.requests.length;
    await publish(makeReport([result({ status: 'fail' })]));
    expect(h.gh.requests.slice(before).filter((r) => r.path.includes('/pulls/'))).toEqual([]);
  });

  it('a run that checked the whole pull request itself leaves none of its earlier suggestions', async () => {
    const whole = { deps: { checkedWhole: true } };
    await publish(reportWith(both()));
    expect(reviews.on(PR)).toHaveLength(3);
    // No manifest applied: no `mutations` at all.
    const { outcome, summary } = await publish(makeReport([result({ status: 'fail' })]), whole);
    expect(outcome.warnings).toEqual([]);
    expect(reviews.on(PR)).toEqual([]);
    expect(reviews.reviews[0]!.body).toMatch(/superseded by a later run/);
    expect(summary).not.toContain('**Suggested changes:**');

    // Every mutation in a rendered object: the same.
    await publish(reportWith(both()));
    expect(reviews.on(PR)).toHaveLength(3);
    await publish(reportWith(renderedOnly()), whole);
    expect(reviews.on(PR)).toEqual([]);
    expect(reviewPosts()).toHaveLength(2);
    expect(reviews.reviews[1]!.body).toMatch(/superseded by a later run/);

    // With none standing, finding that out costs one listing, and nobody is asked who wrote them.
    const before = h.gh.requests.length;
    await publish(makeReport([result({ status: 'fail' })]), {
      ...whole,
      config: { checkRun: false, comment: 'off' },
    });
    expect(reviewRequests(before)).toEqual([`GET /repos/acme/web/pulls/${PR}/comments`]);
  });

  it('published results whose mutations are all rendered: the earlier suggestions go', async () => {
    await publish(reportWith(both()));
    expect(reviews.on(PR)).toHaveLength(3);
    await publish(reportWith(renderedOnly()));
    expect(reviews.on(PR)).toEqual([]);
    expect(reviews.reviews[0]!.body).toMatch(/superseded by a later run/);
  });

  it('a 403 while removing the earlier suggestions loses nothing else', async () => {
    await publish(reportWith(both()));
    h.gh.inject({
      method: 'DELETE',
      path: '/repos/{owner}/{repo}/pulls/comments/{comment_id}',
      ...resourceNotAccessible('pull_requests=write'),
    });
    const { outcome, summary } = await publish(makeReport([result({ status: 'fail' })]), {
      config: { comment: 'always' },
      deps: { checkedWhole: true },
    });
    expect(outcome.warnings).toEqual([
      expect.stringMatching(
        /^Could not remove the earlier suggested changes: 403 Resource not accessible.*pull-requests: write/,
      ),
    ]);
    expect(outcome.summaryWritten).toBe(true);
    expect(outcome.checkRunUrl).toBeDefined();
    expect(outcome.commentUrl).toBeDefined();
    expect(summary).toContain('Failures');
  });

  it.each([
    [
      '403',
      resourceNotAccessible('pull_requests=write'),
      /403 Resource not accessible.*pull-requests: write/,
    ],
    ['429', { ...rateLimited(1), times: 100 }, /429|rate limit/i],
    ['secondary rate limit', { ...secondaryRateLimit(1), times: 100 }, /rate limit/i],
    ['500', { ...serverError(), times: 10 }, /500/],
  ])('%s on the review loses nothing else', async (_name, fault, warning) => {
    h.gh.inject({ method: 'POST', path: `/repos/acme/web/pulls/${PR}/reviews`, ...fault });
    const { outcome, sink, summary } = await publish(reportWith(both()), {
      config: { comment: 'always' },
    });
    expect(
      outcome.warnings.some((w) => warning.test(w)),
      outcome.warnings.join('\n'),
    ).toBe(true);
    expect(sink.warnings.map((w) => w.message).join('\n')).toMatch(/post the suggested changes/);
    expect(outcome.summaryWritten).toBe(true);
    expect(outcome.checkRunUrl).toBeDefined();
    expect(outcome.commentUrl).toBeDefined();
    expect(summary).toContain('GitHub refused the review');
    expect(summary).toContain('+    team: platform');
    expect(reviews.on(PR)).toEqual([]);
  });

  it('422 from a diff that moved: the review is refused whole, and the summary keeps every diff', async () => {
    // GitHub's diff no longer covers the lines (e.g. the base moved): one hunk of one line.
    const narrowed = pull.files.map((file) => ({ ...file, patch: '@@ -1,1 +1,1 @@\n-a\n+b' }));
    await h.close();
    h = await startHarness();
    routePullFiles(h.gh, { [PR]: pull.files });
    reviews = registerReviews(h.gh, { [PR]: narrowed }, { [PR]: [HEAD_SHA] });
    const { outcome, summary } = await publish(reportWith(both()));
    expect(reviewPosts()[0]!.status).toBe(422);
    expect(outcome.warnings.join('\n')).toMatch(/422.*line must be part of the diff|422/);
    expect(outcome.summaryWritten).toBe(true);
    expect(outcome.checkRunUrl).toBeDefined();
    expect(summary).toContain('+  type: ClusterIP');
    expect(reviews.reviews).toEqual([]);
  });

  it('on a fork: says so once, posts nothing, and keeps the diffs in the summary', async () => {
    const ctx = githubContext({
      apiUrl: h.gh.url,
      readOnlyToken: true,
      readOnlyReason: 'pull request from a fork',
    });
    const { sink, summary } = await publish(reportWith(both()), { ctx });
    expect(sink.notices.filter((n) => n.includes('suggested changes'))).toHaveLength(1);
    expect(h.gh.requests.filter((r) => r.path.includes('/reviews'))).toEqual([]);
    expect(summary).toContain('+    team: platform');
    expect(summary).toContain('read-only \\(pull request from a fork\\)');
  });

  it('`suggestions: off` posts nothing', async () => {
    await publish(reportWith(both()), { config: { suggestions: 'off' } });
    expect(h.gh.requests.filter((r) => r.path.includes('/reviews'))).toEqual([]);
  });
});
