/**
 * The check run opened while Kyverno runs (`EarlyCheckRun`), then completed by `publishReport`,
 * against the loopback fake GitHub that validates every request against GitHub's OpenAPI
 * description.
 */
import { describe, expect, it } from 'vitest';
import { EarlyCheckRun, earlyCheckRunFor } from '../../../src/github/early-check-run.js';
import { publishReport } from '../../../src/github/publish.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { resourceNotAccessible } from '../../support/fake-github/server.js';
import {
  HEAD_SHA,
  KYVERNO,
  RecordingSink,
  failures,
  githubContext,
  makeReport,
  reportConfig,
  result,
} from '../../support/make-report.js';
import { annotationCounts, checkRunRequests, harnessPerTest } from './harness.js';

const harness = harnessPerTest();

/** Deprecated forms, as the deprecations stage finds them: warnings at their lines. */
const deprecations = (count: number): PolicyResult[] =>
  Array.from({ length: count }, (_, index) =>
    result({
      status: 'warn',
      source: 'upgrade',
      policy: '',
      rule: 'deprecated-api',
      file: `policies/p-${String(index).padStart(4, '0')}.yaml`,
      line: 3,
      message: 'kyverno.io/v1 ClusterPolicy is deprecated',
      upgrade: { type: 'deprecation', subject: 'kyverno.io ClusterPolicy' },
    }),
  );

function early(log: string[] = []): EarlyCheckRun {
  const opened = earlyCheckRunFor(
    githubContext({ apiUrl: harness().gh.url }),
    reportConfig(),
    harness().client(),
    (m) => log.push(m),
  );
  if (!opened) throw new Error('expected an early check run');
  return opened;
}

async function publish(results: PolicyResult[], earlyCheckRun?: EarlyCheckRun) {
  const report = makeReport(results);
  const config = reportConfig();
  const sink = new RecordingSink();
  const outcome = await publishReport(report, githubContext({ apiUrl: harness().gh.url }), config, {
    verdict: verdict(report, config.failOn),
    octokit: harness().client(),
    sink,
    kyverno: KYVERNO,
    ...(earlyCheckRun && { earlyCheckRun }),
  });
  return { outcome, sink };
}

describe('early check run', () => {
  it('120 early warnings: 2 full batches go out before the end; the end sends the 20 held back with the 30 failures and the conclusion in 1', async () => {
    const found = deprecations(120);
    const run = early();
    run.annotate(found);
    // What the early requests sent, before the run ends.
    const state = await run.takeOver();
    expect(state.sent).toHaveLength(100);
    const beforeEnd = checkRunRequests(harness().gh);
    expect(beforeEnd.map((r) => r.method)).toEqual(['POST', 'PATCH']);
    expect(annotationCounts(beforeEnd)).toEqual([50, 50]);
    expect(beforeEnd[0]!.body).toMatchObject({
      name: 'Kyverno',
      head_sha: HEAD_SHA,
      status: 'in_progress',
      output: { title: 'Kyverno is running' },
    });
    expect(beforeEnd.every((r) => !('conclusion' in (r.body as object)))).toBe(true);

    const { outcome } = await publish([...failures(30), ...found], run);
    const requests = checkRunRequests(harness().gh);
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH']);
    expect(annotationCounts(requests)).toEqual([50, 50, 50]);
    expect(requests[2]!.body).toMatchObject({ status: 'completed', conclusion: 'failure' });
    const [checkRun] = harness().checks.runs;
    expect(harness().checks.runs).toHaveLength(1);
    expect(checkRun!.annotations).toHaveLength(150);
    expect(checkRun!.output.title).not.toBe('Kyverno is running');
    expect(outcome.checkRunUrl).toBe('https://github.example/acme/web/runs/1');
    expect(outcome.warnings).toEqual([]);
  });

  it('results that arrive in parts are sent once they fill a batch', async () => {
    const found = deprecations(70);
    const run = early();
    run.annotate(found.slice(0, 30));
    run.annotate(found.slice(30));
    const state = await run.takeOver();
    expect(annotationCounts(checkRunRequests(harness().gh))).toEqual([50]);
    expect(state.sent).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'policies/p-0000.yaml' })]),
    );
    await publish(found, run);
    expect(annotationCounts(checkRunRequests(harness().gh))).toEqual([50, 20]);
    expect(harness().checks.runs[0]!.annotations).toHaveLength(70);
  });

  it('fewer early results than a batch: nothing is opened before the end, and one request writes them all', async () => {
    const run = early();
    run.annotate(deprecations(8));
    expect((await run.takeOver()).sent).toEqual([]);
    await publish([...failures(2), ...deprecations(8)], run);
    const requests = checkRunRequests(harness().gh);
    expect(requests.map((r) => r.method)).toEqual(['POST']);
    expect(requests[0]!.body).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(harness().checks.runs[0]!.annotations).toHaveLength(10);
  });

  it('nothing early: nothing is opened, and the end creates the check run as before', async () => {
    const run = early();
    const { outcome } = await publish(failures(3), run);
    const requests = checkRunRequests(harness().gh);
    expect(requests.map((r) => r.method)).toEqual(['POST']);
    expect(requests[0]!.body).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(outcome.checkRunUrl).toBeDefined();
  });

  it('the early create refused (403): logged, nothing more is tried early, and the end still reports every annotation', async () => {
    harness().gh.inject({
      method: 'POST',
      path: '/repos/{owner}/{repo}/check-runs',
      ...resourceNotAccessible(),
      times: 1,
    });
    const log: string[] = [];
    const run = early(log);
    run.annotate(deprecations(80));
    const { outcome } = await publish(deprecations(80), run);
    expect(log).toEqual([
      expect.stringMatching(/^Could not annotate the check run while Kyverno runs: /),
    ]);
    const requests = checkRunRequests(harness().gh);
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST', 'PATCH']);
    expect(harness().checks.runs).toHaveLength(1);
    expect(harness().checks.runs[0]!.annotations).toHaveLength(80);
    expect(harness().checks.runs[0]).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(outcome.warnings).toEqual([]);
  });

  it('a run that stops after opening it completes it as failed, with the error escaped', async () => {
    const run = early();
    run.annotate(deprecations(50));
    await run.stop('kyverno test crashed on <b>policies/x.yaml</b>');
    expect(harness().checks.runs[0]).toMatchObject({ status: 'completed', conclusion: 'failure' });
    expect(harness().checks.runs[0]!.output.title).toBe('The run stopped before it finished');
    expect(harness().checks.runs[0]!.output.summary).toContain(
      '&lt;b&gt;policies/x.yaml&lt;/b&gt;',
    );
    // Once published, stopping leaves the check run alone.
    const published = early();
    published.annotate(deprecations(1));
    await publish(deprecations(1), published);
    await published.stop('late error');
    expect(harness().checks.runs[1]).toMatchObject({ status: 'completed', conclusion: 'success' });
  });

  it('is not opened for a read-only token, or with check-run or annotations off', () => {
    const octokit = harness().client();
    const ctx = githubContext({ apiUrl: harness().gh.url });
    const log = () => undefined;
    expect(earlyCheckRunFor({ ...ctx, readOnlyToken: true }, reportConfig(), octokit, log)).toBe(
      undefined,
    );
    expect(earlyCheckRunFor(ctx, reportConfig({ checkRun: false }), octokit, log)).toBe(undefined);
    expect(earlyCheckRunFor(ctx, reportConfig({ annotations: false }), octokit, log)).toBe(
      undefined,
    );
  });
});
