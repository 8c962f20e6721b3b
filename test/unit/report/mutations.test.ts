/**
 * The mutation preview and the expected-versus-actual diffs in the job summary, the comment, the
 * check run and the terminal: a headline line, one collapsed diff per resource, untrusted text
 * escaped (a fence no line can close), and nothing new in a report without mutations.
 */
import { describe, expect, it } from 'vitest';
import type { MutatedResource } from '../../../src/model/mutation.js';
import type { RunReport } from '../../../src/model/report.js';
import { renderCheckOutput } from '../../../src/report/check-run.js';
import { commentMarker, renderComment } from '../../../src/report/comment.js';
import { fencedCode } from '../../../src/report/escape.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { githubContext, goldenReport, makeReport, result } from '../../support/make-report.js';

const ctx = githubContext();

function mutation(overrides: Partial<MutatedResource> = {}): MutatedResource {
  return {
    resource: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: 'web' },
    file: 'deploy/pods.yaml',
    line: 16,
    documentIndex: 1,
    makers: [{ policy: 'add-team-label', rule: 'add-team' }],
    patch: [{ op: 'add', path: '/metadata/labels/team', value: 'platform' }],
    mutated: {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'web', labels: { team: 'platform' } },
    },
    diff: '@@\n metadata:\n   name: web\n+  labels:\n+    team: platform',
    ...overrides,
  };
}

const withMutations = (mutations: MutatedResource[]): RunReport => ({
  ...makeReport([result({ status: 'pass', message: 'mutated Pod/web in namespace default' })]),
  mutations,
});

const all = (report: RunReport) => {
  const decision = verdict(report, 'fail');
  const check = renderCheckOutput(report, { verdict: decision, target: ctx });
  return {
    summary: renderSummary(report, { verdict: decision, ctx }),
    comment: renderComment(report, commentMarker(ctx, 'Kyverno'), {
      verdict: decision,
      title: 'Kyverno',
      target: ctx,
    }),
    check: `${check.summary}\n${check.text}`,
  };
};

describe('mutation preview in the Markdown reports', () => {
  it('says how many resources Kyverno will change and shows each diff collapsed at its line', () => {
    const report = withMutations([
      mutation(),
      mutation({
        resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'api' },
        file: 'charts/api/templates/deployment.yaml',
        line: 5,
        render: { tool: 'helm', root: 'charts/api', values: 'charts/api/values-prod.yaml' },
      }),
    ]);
    for (const [name, markdown] of Object.entries(all(report))) {
      expect(markdown, name).toContain('**Kyverno will change 2 resources at admission.**');
      expect(markdown, name).toContain('### Mutations (2)');
      expect(markdown, name).toContain(
        '<details><summary><code>deploy/pods.yaml</code> · Pod web · add-team-label</summary>',
      );
      expect(markdown, name).toContain(
        `[pods.yaml:16](https://github.com/acme/web/blob/${ctx.headSha}/deploy/pods.yaml#L16)`,
      );
      expect(markdown, name).toContain(
        '```diff\n@@\n metadata:\n   name: web\n+  labels:\n+    team: platform\n```',
      );
      // A render's diff is at the template line, named with the render.
      expect(markdown, name).toMatch(
        /<code>charts\/api\/templates\/deployment\.yaml<\/code> \(.*charts\/api.*\) · Deployment shop\/api/,
      );
    }
  });

  it('adds nothing to a report without mutations', () => {
    const plain = goldenReport();
    const before = all(plain);
    const after = all({ ...plain, mutations: [] });
    expect(after).toEqual(before);
    expect(before.summary).not.toContain('Mutations');
  });

  it('escapes untrusted names and keeps a hostile diff inside its code block', () => {
    const hostile = mutation({
      resource: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: '<img src=x> @octocat' },
      diff: '@@\n+  note: "``` </details> <script>x</script> @octocat"',
    });
    for (const [name, markdown] of Object.entries(all(withMutations([hostile])))) {
      expect(markdown, name).not.toContain('<img src=x>');
      expect(markdown, name).toContain('Pod &lt;img src=x&gt; @\u200boctocat');
      // The fence is longer than the longest backtick run inside it.
      expect(markdown, name).toContain('````diff\n@@\n+  note: "``` </details>');
    }
  });

  it('counts the rest when the comment has no room for more diffs', () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      mutation({ resource: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: `p${index}` } }),
    );
    const { comment } = all(withMutations(many));
    expect(comment.match(/<details><summary><code>deploy\/pods\.yaml/g)).toHaveLength(10);
    expect(comment).toContain('…and 4 more in the job summary.');
  });
});

describe('expected versus actual of a failed mutate test', () => {
  const failed = result({
    source: 'test',
    status: 'fail',
    reason: 'Resource diff',
    message: '',
    file: 'policies/add-label/kyverno-test.yaml',
    line: 10,
    suite: 'policies/add-label/kyverno-test.yaml',
    diff: '@@\n   labels:\n-    cost-center: finance\n+    cost-center: platform',
  });

  it('is a collapsed diff at the results entry in every Markdown report', () => {
    for (const [name, markdown] of Object.entries(all(makeReport([failed])))) {
      expect(markdown, name).toContain('### Expected versus actual (1)');
      expect(markdown, name).toContain(
        '```diff\n@@\n   labels:\n-    cost-center: finance\n+    cost-center: platform\n```',
      );
      expect(markdown, name).toContain('[kyverno-test.yaml:10](');
    }
  });

  it('is printed under the result in the terminal, coloured only with colour on', () => {
    const report = makeReport([failed]);
    const plain = renderTerminal(report, { verdict: verdict(report, 'fail'), color: false });
    expect(plain).toContain(
      '        -    cost-center: finance\n        +    cost-center: platform',
    );
    expect(plain).not.toContain('\u001b[');
    const coloured = renderTerminal(report, { verdict: verdict(report, 'fail'), color: true });
    expect(coloured).toContain('\u001b[31m-    cost-center: finance\u001b[39m');
    expect(coloured).toContain('\u001b[32m+    cost-center: platform\u001b[39m');
  });
});

describe('mutation preview in the terminal', () => {
  it('prints nothing more for an empty list than for none', () => {
    const plain = goldenReport();
    const text = (report: RunReport) =>
      renderTerminal(report, { verdict: verdict(report, 'fail'), color: false });
    expect(text({ ...plain, mutations: [] })).toBe(text(plain));
    expect(text(plain)).not.toContain('at admission');
  });

  it('prints each changed resource with its place and diff; green and red only on a TTY', () => {
    const report = withMutations([mutation({ diff: '@@\n-  a: 1\n+  a: "\u001b[2J"' })]);
    const plain = renderTerminal(report, { verdict: verdict(report, 'fail'), color: false });
    expect(plain).toContain('Kyverno will change 1 resource at admission:');
    expect(plain).toContain('MUTATE Pod web  by add-team-label\n      deploy/pods.yaml:16\n');
    expect(plain).toContain('        -  a: 1\n');
    expect(plain).not.toContain('\u001b');
    const coloured = renderTerminal(report, { verdict: verdict(report, 'fail'), color: true });
    expect(coloured).toContain('\u001b[32m+  a: "\ufffd[2J"\u001b[39m');
  });
});

describe('fencedCode', () => {
  it('uses a fence longer than any backtick run and makes hidden characters visible', () => {
    expect(fencedCode('a ```` b\u202e', 'diff')).toBe('`````diff\na ```` b\ufffd\n`````\n');
    expect(fencedCode('plain')).toBe('```\nplain\n```\n');
  });
});
