import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PolicyResult, RenderRef } from '../../../src/model/result.js';
import { annotationsFor } from '../../../src/report/annotations.js';
import { renderCheckOutput } from '../../../src/report/check-run.js';
import { renderComment } from '../../../src/report/comment.js';
import { renderJUnit } from '../../../src/report/junit-file.js';
import { renderSarif } from '../../../src/report/sarif.js';
import { writeJsonReport } from '../../../src/files/report-files.js';
import { toStableReport } from '../../../src/model/stable-report.js';
import { readJsonReport } from '../../../src/parse/json-report.js';
import { groupByRender } from '../../../src/report/render-groups.js';
import { renderSummary } from '../../../src/report/summary.js';
import { renderTerminal } from '../../../src/report/terminal.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { makeReport, result } from '../../support/make-report.js';

const A: RenderRef = { tool: 'helm', root: 'charts/web', values: 'charts/web/ci/a-values.yaml' };
const B: RenderRef = { tool: 'kustomize', root: 'deploy/overlays/prod' };

const results: PolicyResult[] = [
  result({ file: 'plain/pod.yaml' }),
  result({ file: 'charts/web/templates/deployment.yaml', line: 3, render: A }),
  result({ file: 'deploy/base/deployment.yaml', line: 4, render: B }),
  result({ file: 'charts/web/templates/deployment.yaml', line: 3, render: A, status: 'pass' }),
];

describe('reports of rendered results', () => {
  it('the JSON report keeps `render` (schemaVersion 1) and reads it back', async () => {
    const report = makeReport(results);
    expect(toStableReport(report).results[1]!.render).toEqual(A);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'render-json-'));
    try {
      const file = path.join(dir, 'results.json');
      await writeJsonReport(file, report);
      const read = await readJsonReport(file);
      expect(read.schemaVersion).toBe(1);
      expect(read.results.map((entry) => entry.render)).toEqual([undefined, A, B, A]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('groups results by render, plain results first', () => {
    expect(groupByRender(results).map((group) => [group.render, group.results.length])).toEqual([
      [undefined, 1],
      [A, 2],
      [B, 1],
    ]);
  });

  it('the summary, the comment and the check run group failures by render', () => {
    const report = makeReport(results);
    const helm =
      'charts/web/templates/deployment.yaml (Helm chart charts/web (charts/web/ci/a-values.yaml))';
    const kustomize = 'deploy/base/deployment.yaml (Kustomize deploy/overlays/prod)';
    const summary = renderSummary(report, { verdict: verdict(report, 'fail') });
    expect(summary).toContain(helm);
    expect(summary).toContain(kustomize);
    const comment = renderComment(report, '<!-- m -->', {
      verdict: verdict(report, 'fail'),
      title: 'Kyverno',
    });
    expect(comment).toContain(kustomize);
    const check = renderCheckOutput(report, { verdict: verdict(report, 'fail') });
    expect(check.text).toContain('### Failures (1)');
    expect(check.text).toContain(
      '### Failures: Helm chart charts/web \\(charts/web/ci/a-values.yaml\\) (1)',
    );
    expect(check.text).toContain('### Failures: Kustomize deploy/overlays/prod (1)');
  });

  it('SARIF and JUnit name the render', () => {
    const report = makeReport(results);
    const sarif = JSON.stringify(renderSarif(report));
    expect(sarif).toContain('Deployment default/web (rendered from deploy/overlays/prod):');
    expect(renderJUnit(report)).toContain(
      'check-team Deployment default/web (rendered from charts/web (charts/web/ci/a-values.yaml))',
    );
  });

  it('annotations and the terminal name the render', () => {
    const { annotations } = annotationsFor(results);
    expect(annotations.map((annotation) => annotation.message)).toContainEqual(
      expect.stringContaining(
        'Deployment default/web (rendered from charts/web (charts/web/ci/a-values.yaml)):',
      ),
    );
    const report = makeReport(results);
    const text = renderTerminal(report, { verdict: verdict(report, 'fail'), color: false });
    expect(text).toContain('deploy/base/deployment.yaml:4  (Kustomize deploy/overlays/prod)');
  });
});
