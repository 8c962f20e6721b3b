/** The comment and summary that read at a glance: headline deltas, groups by file, why, fixed. */
import { describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { renderCheckOutput } from '../../../src/report/check-run.js';
import { COMMENT_LIMIT, commentMarker, renderComment } from '../../../src/report/comment.js';
import { firstSentence } from '../../../src/report/file-groups.js';
import { byteLength } from '../../../src/report/markdown.js';
import { JOB_SUMMARY_LIMIT_BYTES, renderSummary } from '../../../src/report/summary.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { verdict } from '../../../src/verdict/verdict.js';
import {
  HEAD_SHA,
  KYVERNO,
  expectGolden,
  expectIntactTables,
  failures,
  githubContext,
  goldenReport,
  makeReport,
  result,
} from '../../support/make-report.js';

const ctx = githubContext();
const RUN_URL = 'https://github.com/acme/web/actions/runs/4242';

/** The golden report, compared with a base commit: the apply failure is old, the rest new. */
function baselineReport(): RunReport {
  const report = goldenReport();
  const results = report.results.map((r): PolicyResult => {
    if (!['fail', 'warn', 'error'].includes(r.status)) return r;
    return { ...r, baseline: r.source === 'apply' ? 'existing' : 'new' };
  });
  const fixed = [
    result({
      policy: 'require-labels',
      rule: 'check-team',
      file: 'deploy/old <b>name</b>.yaml',
      resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'legacy' },
    }),
  ];
  return { ...report, results, fixed, baseline: { commit: 'b'.repeat(40) } };
}

const comment = (report: RunReport, failOnExisting = true) =>
  renderComment(report, commentMarker(ctx, 'Kyverno'), {
    verdict: verdict(report, 'fail', { failOnExisting }),
    title: 'Kyverno',
    target: ctx,
    runUrl: RUN_URL,
  });

describe('firstSentence', () => {
  it.each([
    [
      'validation error: The label `team` is required. rule check-team failed at path /metadata/labels/',
      'The label `team` is required.',
    ],
    [
      'Want pass, got fail: validation error: An image tag is required. rule r failed at path /image/',
      'Want pass, got fail: An image tag is required.',
    ],
    ['hostPath volumes are forbidden', 'hostPath volumes are forbidden'],
    [
      'The value example.com/x is not allowed. More text.',
      'The value example.com/x is not allowed.',
    ],
  ])('%s', (message, sentence) => {
    expect(firstSentence(message)).toBe(sentence);
  });
});

describe('PR comment with a baseline', () => {
  it('matches the golden file', async () => {
    await expectGolden('comment-baseline.md', comment(baselineReport()));
  });

  it('leads with new, fixed and existing counts, new files open, existing ones collapsed', () => {
    const body = comment(baselineReport());
    expect(body).toContain('## ❌ Kyverno: 3 new failures, 1 fixed, 1 existing, 1 warning\n');
    expect(body).toContain(
      '<details open><summary><code>policies/latest/kyverno-test.yaml</code> · 1 new</summary>',
    );
    expect(body).toContain('<details><summary><code>deploy/web.yaml</code> · 2 existing</summary>');
    expect(body).toContain(
      `[kyverno-test.yaml:20](https://github.com/acme/web/blob/${HEAD_SHA}/policies/latest/kyverno-test.yaml#L20)`,
    );
    // The why of a policy once, however many rows it has.
    expect(body.match(/\*\*require-labels\*\*/g)).toHaveLength(1);
    expect(body).toContain('<details><summary>✅ 1 failure fixed</summary>');
    expect(body).toContain(
      '- require-labels/check-team: Pod default/legacy in deploy/old &lt;b&gt;name&lt;/b&gt;.yaml',
    );
    expect(body).not.toMatch(/<b>|<img/);
    expectIntactTables(body);
  });

  it('with fail-on-existing: false says in one line that existing failures do not fail', () => {
    const report = baselineReport();
    const existingOnly: RunReport = {
      ...report,
      results: report.results.filter((r) => r.baseline !== 'new'),
    };
    const body = comment(existingOnly, false);
    expect(body).toContain('## ⚠️ Kyverno: 0 new failures, 1 fixed, 1 existing, 1 warning');
    expect(body).toContain(
      'fail-on-existing: false, so 2 result(s) that also failed at the base commit do not fail the step',
    );
  });
});

describe('5 000 failures with a baseline', () => {
  const many = (): RunReport => {
    const results = failures(5000, { message: 'z'.repeat(600) }).map((r, i): PolicyResult => ({
      ...r,
      baseline: i % 3 === 0 ? 'new' : 'existing',
    }));
    return { ...makeReport(results), fixed: failures(3000), baseline: { commit: 'c'.repeat(40) } };
  };

  it('stays within every limit: comment, job summary, check run', () => {
    const report = many();
    const body = comment(report);
    expect(byteLength(body)).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toContain('## ❌ Kyverno: 1,667 new failures, 3,000 fixed, 3,333 existing');
    expect(body).toContain(`…and 4,950 more results in the [job summary](${RUN_URL}).`);
    expectIntactTables(body);
    const summary = renderSummary(report, {
      verdict: verdict(report, 'fail'),
      ctx,
      kyverno: KYVERNO,
      fullResults: 'results.json',
    });
    expect(byteLength(summary)).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT_BYTES);
    expect(summary).toContain('Every result is in the JSON report (results.json).');
    expectIntactTables(summary);
    const output = renderCheckOutput(report, {
      verdict: verdict(report, 'fail'),
      target: ctx,
      kyverno: KYVERNO,
      fullResults: 'results.json',
    });
    expect(byteLength(output.summary)).toBeLessThanOrEqual(65_535);
    expect(byteLength(output.text)).toBeLessThanOrEqual(65_535);
  });
});

describe('terminal report with a baseline (local mode --baseline REF)', () => {
  it('marks each failure new or existing, lists the fixed ones and the counts', () => {
    const report = baselineReport();
    const text = renderTerminal(report, { verdict: verdict(report, 'fail'), color: false });
    expect(text).toContain(
      'FAIL  disallow-latest-tag/require-image-tag  Pod default/myapp-pod (new)',
    );
    expect(text).toContain(
      'FIXED require-labels/check-team  Pod default/legacy  deploy/old <b>name</b>.yaml',
    );
    expect(text).toContain('compared with bbbbbbbbbbbb: 3 new, 1 existing, 1 fixed');
  });
});
