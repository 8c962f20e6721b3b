import { describe, expect, it } from 'vitest';
import { renderCheckOutput } from '../../../src/report/check-run.js';
import { COMMENT_LIMIT, commentMarker, renderComment } from '../../../src/report/comment.js';
import { byteLength } from '../../../src/report/markdown.js';
import { JOB_SUMMARY_LIMIT_BYTES, blobUrl, renderSummary } from '../../../src/report/summary.js';
import { renderTerminal, shouldUseColor } from '../../../src/report/terminal.js';
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

function summaryOf(report = goldenReport(), notes: string[] = []) {
  return renderSummary(report, {
    verdict: verdict(report, 'fail'),
    ctx,
    kyverno: KYVERNO,
    notes,
    fullResults: 'results.json',
  });
}

function commentOf(report = goldenReport()) {
  return renderComment(report, commentMarker(ctx, 'Kyverno'), {
    verdict: verdict(report, 'fail'),
    title: 'Kyverno',
    target: ctx,
    runUrl: RUN_URL,
  });
}

const checkOutputOf = (report = goldenReport()) =>
  renderCheckOutput(report, {
    verdict: verdict(report, 'fail'),
    target: ctx,
    kyverno: KYVERNO,
    fullResults: 'results.json',
  });

/** No raw HTML tag and no live @mention survives from the hostile resource name and message. */
function expectInert(markdown: string): void {
  expect(markdown).not.toMatch(/<img|<script|<b>/i);
  expect(markdown).not.toMatch(/@octocat/);
  expect(markdown).not.toContain('[x](https://evil.example)');
  expect(markdown).toContain('&lt;img src=x onerror=alert\\(1\\)&gt;');
  expectIntactTables(markdown);
}

describe('job summary', () => {
  it('matches the golden file', async () => {
    await expectGolden(
      'summary.md',
      summaryOf(goldenReport(), ['**Check run:** [Kyverno](https://github.com/acme/web/runs/1)']),
    );
  });

  it('has totals, a table per source grouped by policy, and every failure linked at the head SHA', () => {
    const summary = summaryOf();
    expect(summary).toContain('| 2 | 3 | 1 | 1 | 1 |');
    expect(summary).toContain('### `kyverno test`');
    expect(summary).toContain('### `kyverno apply`');
    // The policy's title follows its name when the report knows the policy.
    expect(summary).toContain('| require-probes (Require Pod Probes) | 0 | 0 | 1 | 0 | 1 |');
    expect(summary).toContain('| remote-policy | 0 | 1 | 0 | 0 | 0 |');
    expect(summary).toContain(
      `[web.yaml:1](https://github.com/acme/web/blob/${HEAD_SHA}/deploy/web.yaml#L1)`,
    );
    expect(summary).toContain('### Skipped manifests (2)');
    expect(summary).toContain('**Kyverno:** v1.19.0 (tool cache)');
    expect(summary).not.toContain('Not shown here');
  });

  it('renders markdown and HTML injection in a resource name and a message as text', () => {
    expectInert(summaryOf());
  });

  it('links to the GHES server and encodes file names', () => {
    expect(blobUrl({ ...ctx, serverUrl: 'https://ghes.example' }, 'deploy/my app#1.yaml', 4)).toBe(
      `https://ghes.example/acme/web/blob/${HEAD_SHA}/deploy/my%20app%231.yaml#L4`,
    );
  });

  it('stays under 1 MiB with 5 000 failures and says what it cut', () => {
    const report = makeReport([
      ...failures(5000, { message: 'x'.repeat(400) }),
      ...failures(50, { status: 'warn' }),
    ]);
    const summary = summaryOf(report);
    expect(byteLength(summary)).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT_BYTES);
    expect(byteLength(summary)).toBeGreaterThan(JOB_SUMMARY_LIMIT_BYTES - 10_000);
    expect(summary).toMatch(
      /> Not shown here to stay within GitHub's 1 MiB job summary limit: [\d,]+ of 5,050 failures and warnings\. Every result is in the JSON report \(results\.json\)\./,
    );
    expectIntactTables(summary);
  });
});

describe('PR comment', () => {
  it('matches the golden file', async () => {
    await expectGolden('comment.md', commentOf());
  });

  it('starts with the hidden marker for the workflow, job and check name', () => {
    const marker = commentMarker({ workflow: 'CI --> <b>x</b>', job: 'lint' }, 'Kyverno');
    expect(marker).toBe(
      '<!-- kyverno-policy-check workflow=CI%20--%3E%20%3Cb%3Ex%3C%2Fb%3E job=lint check=Kyverno -->',
    );
    expect(commentOf().startsWith(commentMarker(ctx, 'Kyverno'))).toBe(true);
  });

  it('renders injection as text', () => {
    expectInert(commentOf());
  });

  it('says so when everything passes, with no stale failures', () => {
    const body = commentOf(makeReport([result({ status: 'pass' }), result({ status: 'skip' })]));
    expect(body).toContain('## ✅ Kyverno: all 1 result pass');
    expect(body).not.toContain('### Failures');
  });

  it('lists the first 50 failures and points to the job summary for the rest, within 65 536', () => {
    const body = commentOf(makeReport(failures(5000, { message: 'y'.repeat(1000) })));
    expect(body.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(body).toContain(`…and 4,950 more results in the [job summary](${RUN_URL}).`);
    expect(body.match(/^\| ❌ fail /gm)).toHaveLength(50);
    expectIntactTables(body);
  });
});

describe('check run output', () => {
  it('matches the golden file', async () => {
    const output = checkOutputOf();
    await expectGolden(
      'check-output.md',
      `# ${output.title}\n\n${output.summary}\n---\n\n${output.text}`,
    );
    expectInert(output.text);
  });

  it('keeps summary and text within 65 535 bytes each with 5 000 failures, saying what was cut', () => {
    const output = checkOutputOf(makeReport(failures(5000, { message: 'é'.repeat(300) })));
    expect(byteLength(output.summary)).toBeLessThanOrEqual(65_535);
    expect(byteLength(output.text)).toBeLessThanOrEqual(65_535);
    expect(output.text).toMatch(/Not shown here .*65,535-byte limit.*: [\d,]+ of 5,000 failures/);
    expect(output.title).toBe('5000 fail');
  });
});

describe('terminal report', () => {
  it('is plain text without colour, and escapes terminal sequences from untrusted text', () => {
    const report = makeReport([result({ message: 'boom\u001b[2J\n::error::x' })]);
    const text = renderTerminal(report, { verdict: verdict(report, 'fail'), color: false });
    expect(text).not.toContain('\u001b');
    expect(text).toContain('FAIL  require-labels/check-team  Deployment default/web');
    expect(text).toContain('      deploy/web.yaml:1');
    expect(text).toContain('boom\ufffd[2J :\u200b:error:\u200b:x');
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'Kyverno policy check failed: 1 fail (fail-on: fail).',
    );
  });

  it('colours statuses only when asked', () => {
    const report = makeReport([result()]);
    const text = renderTerminal(report, { verdict: verdict(report, 'fail'), color: true });
    expect(text).toContain('\u001b[31mFAIL \u001b[39m');
  });

  it('uses colour on a TTY unless NO_COLOR, and when FORCE_COLOR', () => {
    expect(shouldUseColor({ isTTY: true }, {})).toBe(true);
    expect(shouldUseColor({ isTTY: false }, {})).toBe(false);
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(shouldUseColor({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
  });
});
