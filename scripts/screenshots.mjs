// Regenerates the README's screenshots of the PR comment, the job summary and the check run:
// renders a sample report with the action's own renderers (src/report), turns the Markdown into
// HTML as GitHub does (GitHub Flavored Markdown, with `marked`), styles it like github.com and
// captures PNGs with headless Chromium.
//
//   node scripts/screenshots.mjs            (needs `chromium` on the PATH, e.g. apt-get install chromium)
//
// Writes docs/screenshot-comment.png, docs/screenshot-summary.png, docs/screenshot-check-run.png
// and docs/screenshot-suggestion.png (a suggested change from Kyverno's mutations, laid out as
// GitHub shows a review comment's `suggestion` block: the replaced lines red, the new ones green).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { marked } from 'marked';
import { root } from './build.mjs';

const temp = mkdtempSync(path.join(os.tmpdir(), 'kpc-screenshots-'));
try {
  const report = await loadRenderers();
  const sample = sampleReport();
  const target = {
    serverUrl: 'https://github.com',
    owner: 'acme',
    repo: 'shop',
    headSha: 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
  };
  const runUrl = 'https://github.com/acme/shop/actions/runs/42';
  const verdict = report.verdict(sample, 'fail');
  const comment = report.renderComment(
    sample,
    report.commentMarker({ workflow: 'Policies', job: 'kyverno' }, 'Kyverno'),
    {
      verdict,
      title: 'Kyverno',
      target,
      runUrl,
    },
  );
  const summary = report.renderSummary(sample, {
    verdict,
    ctx: target,
    kyverno: { version: '1.19.1', path: 'kyverno', origin: 'tool cache' },
    fullResults: 'results.json',
  });
  const check = report.renderCheckOutput(sample, { verdict, target, fullResults: 'results.json' });
  const change = sampleSuggestion();
  const suggestion = report.renderSuggestionComment(
    change,
    report.suggestionMarker({ workflow: 'Policies', job: 'kyverno' }, 'Kyverno'),
  );
  const shots = [
    ['screenshot-comment.png', page('github-actions bot commented', comment), 720],
    ['screenshot-summary.png', page('kyverno summary', summary), 1300],
    [
      'screenshot-check-run.png',
      page(`Kyverno — ${check.title}`, `${check.summary}\n\n${check.text}`),
      1100,
    ],
    [
      'screenshot-suggestion.png',
      suggestionPage(`${change.path} line ${change.start}`, suggestion, change),
      420,
    ],
  ];
  for (const [name, html, height] of shots) {
    const file = path.join(temp, `${name}.html`);
    writeFileSync(file, html);
    const out = path.join(root, 'docs', name);
    const ran = spawnSync(
      process.env.CHROMIUM ?? 'chromium',
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        `--window-size=900,${height}`,
        `--screenshot=${out}`,
        pathToFileURL(file).href,
      ],
      { encoding: 'utf8' },
    );
    if (ran.status !== 0) throw new Error(`chromium failed for ${name}: ${ran.stderr}`);
    console.log(`${path.relative(root, out)}: ${Math.round(statSync(out).size / 1024)} KB`);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}

/** The renderers, bundled from src/ with esbuild (the same way dist/ is built). */
async function loadRenderers() {
  const outfile = path.join(temp, 'renderers.mjs');
  await build({
    absWorkingDir: root,
    stdin: {
      contents: [
        "export { commentMarker, renderComment } from './src/report/comment.ts';",
        "export { renderSummary } from './src/report/summary.ts';",
        "export { renderCheckOutput } from './src/report/check-run.ts';",
        "export { verdict } from './src/verdict/verdict.ts';",
        "export { renderSuggestionComment, suggestionMarker } from './src/report/suggestions.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** A pull request on a repository with old failures: two new, one fixed, three existing. */
function sampleReport() {
  const pod = (kind, namespace, name) => ({
    apiVersion: kind === 'Pod' ? 'v1' : 'apps/v1',
    kind,
    namespace,
    name,
  });
  const fail = (fields) => ({ source: 'apply', status: 'fail', reason: 'Fail', ...fields });
  const labels =
    'validation error: The label `app.kubernetes.io/name` is required. rule check-for-labels failed at path /metadata/labels/';
  const latest =
    'validation error: Using a mutable image tag such as `latest` is not allowed. rule validate-image-tag failed at path /spec/containers/0/image/';
  const results = [
    fail({
      policy: 'disallow-latest-tag',
      rule: 'validate-image-tag',
      resource: pod('Pod', 'shop', 'api'),
      message: latest,
      file: 'manifests/api.yaml',
      line: 9,
      baseline: 'new',
    }),
    fail({
      policy: 'require-labels',
      rule: 'check-for-labels',
      resource: pod('Pod', 'shop', 'api'),
      message: labels,
      file: 'manifests/api.yaml',
      line: 3,
      baseline: 'new',
    }),
    fail({
      policy: 'disallow-latest-tag',
      rule: 'autogen-validate-image-tag',
      resource: pod('Deployment', 'shop', 'worker'),
      message: latest
        .replace('rule validate', 'rule autogen-validate')
        .replace('/spec/containers', '/spec/template/spec/containers'),
      file: 'manifests/worker.yaml',
      line: 18,
      baseline: 'existing',
    }),
    fail({
      policy: 'require-labels',
      rule: 'autogen-check-for-labels',
      resource: pod('Deployment', 'shop', 'worker'),
      message: labels,
      file: 'manifests/worker.yaml',
      line: 13,
      baseline: 'existing',
    }),
    fail({
      policy: 'require-labels',
      rule: 'autogen-check-for-labels',
      resource: pod('Deployment', 'shop', 'cart'),
      message: labels,
      file: 'manifests/cart.yaml',
      line: 7,
      baseline: 'existing',
    }),
    {
      source: 'apply',
      status: 'pass',
      policy: 'require-labels',
      rule: 'check-for-labels',
      resource: pod('Pod', 'shop', 'web'),
      message: '',
      reason: 'Pass',
      file: 'manifests/web.yaml',
      line: 4,
    },
  ];
  const fixed = [
    fail({
      policy: 'disallow-latest-tag',
      rule: 'validate-image-tag',
      resource: pod('Pod', 'shop', 'search'),
      message: latest,
      file: 'manifests/search.yaml',
      line: 9,
    }),
  ];
  const summary = { pass: 1, fail: 5, warn: 0, error: 0, skip: 0 };
  const policies = [
    {
      name: 'disallow-latest-tag',
      kind: 'ClusterPolicy',
      title: 'Disallow Latest Tag',
      description:
        "The ':latest' tag is mutable and can lead to unexpected errors if the image changes. Pin a version.",
    },
    {
      name: 'require-labels',
      kind: 'ClusterPolicy',
      title: 'Require Labels',
      description:
        'Every Pod carries the `app.kubernetes.io/name` label so that its owners can be found.',
    },
  ];
  return {
    schemaVersion: 1,
    kyvernoVersion: '1.19.1',
    summary,
    results,
    skipped: [],
    notices: [],
    policies,
    fixed,
    baseline: { commit: 'f00d'.repeat(10) },
    coverage: sampleCoverage(),
  };
}

/** Coverage of the sample suites: one rule lacks a failing case (`Tests that cannot fail`). */
function sampleCoverage() {
  const unit = (line, policy, rule, failing) => ({
    file: `policies/${policy}.yaml`,
    line,
    policy,
    rule,
    kind: 'ClusterPolicy',
    type: 'validate',
    failing,
    passing: true,
    checked: false,
    matchKind: 'Pod',
    ...(failing
      ? {}
      : {
          entry: `- policy: ${policy}\n  rule: ${rule}\n  resources:\n    - REPLACE-WITH-A-RESOURCE-NAME\n  kind: Pod\n  result: fail`,
        }),
  });
  return {
    units: [
      unit(12, 'require-labels', 'check-for-labels', true),
      unit(14, 'disallow-latest-tag', 'require-image-tag', true),
      unit(27, 'disallow-latest-tag', 'validate-image-tag', false),
    ],
    minimum: 60,
    untested: [],
  };
}

/** What `add-team-label` changes in manifests/api.yaml, as the editor writes it (line 8). */
function sampleSuggestion() {
  return {
    path: 'manifests/api.yaml',
    start: 8,
    end: 8,
    before: ["    app.kubernetes.io/name: 'api'"],
    lines: ["    app.kubernetes.io/name: 'api'", '    team: platform'],
    resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'shop', name: 'api' },
    makers: [{ policy: 'add-team-label', rule: 'team-label' }],
  };
}

/** GitHub's review comment: the message, then the block as a diff with "Commit suggestion". */
function suggestionPage(header, markdown, change) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const rows = [
    ...change.before.map((line, i) => ['del', change.start + i, '', `- ${line}`]),
    ...change.lines.map((line, i) => ['add', '', change.start + i, `+ ${line}`]),
  ]
    .map(
      ([kind, left, right, text]) =>
        `<tr class="${kind}"><td class="n">${left}</td><td class="n">${right}</td><td><code>${escape(text)}</code></td></tr>`,
    )
    .join('');
  const box = `<div class="suggest"><div class="suggest-head">Suggested change</div><table class="diff">${rows}</table>
<div class="suggest-foot"><span class="btn">Commit suggestion</span><span class="btn">Add suggestion to batch</span></div></div>`;
  const html = page(`github-actions bot reviewed: ${header}`, markdown);
  return html
    .replace(/<pre><code class="language-suggestion">[\s\S]*?<\/code><\/pre>/, box)
    .replace(
      '</style>',
      `.suggest { border: 1px solid #d1d9e0; border-radius: 6px; margin: 0 0 16px; }
.suggest-head { background: #f6f8fa; padding: 6px 12px; border-bottom: 1px solid #d1d9e0; font-size: 12px; }
.diff { display: table; width: 100%; margin: 0; border: 0; } .diff td { border: 0; padding: 0 8px; }
.diff td.n { color: #59636e; width: 1%; text-align: right; font-size: 12px; }
.diff code { background: none; padding: 0; white-space: pre; }
tr.del { background: #ffebe9; } tr.add { background: #dafbe1; } tr:nth-child(2n).add { background: #dafbe1; }
.suggest-foot { border-top: 1px solid #d1d9e0; padding: 8px 12px; text-align: right; }
.btn { border: 1px solid #d1d9e0; border-radius: 6px; padding: 3px 12px; margin-left: 8px; background: #f6f8fa; font-size: 12px; }
</style>`,
    );
}

/** A github.com-like page around the rendered Markdown. */
function page(header, markdown) {
  const body = marked.parse(markdown.replace(/<!--[\s\S]*?-->/g, ''), { gfm: true });
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body { margin: 0; padding: 16px; background: #fff; color: #1f2328;
  font: 14px/1.5 "DejaVu Sans", Helvetica, Arial, sans-serif; }
.box { border: 1px solid #d1d9e0; border-radius: 6px; max-width: 860px; }
.head { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; font-weight: 600; border-radius: 6px 6px 0 0; }
.body { padding: 16px; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 0 0 16px; }
h3 { font-size: 1.25em; margin: 24px 0 16px; }
table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
tr:nth-child(2n) { background: #f6f8fa; }
code { background: rgba(129,139,152,.12); border-radius: 6px; padding: .2em .4em; font-size: 85%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
a { color: #0969da; text-decoration: none; }
details { margin: 0 0 16px; } summary { cursor: pointer; margin-bottom: 8px; }
sub { color: #59636e; } blockquote { color: #59636e; border-left: .25em solid #d1d9e0; margin: 0; padding: 0 1em; }
</style></head><body><div class="box"><div class="head">${header.replace(/</g, '&lt;')}</div>
<div class="body">${body}</div></div></body></html>`;
}
