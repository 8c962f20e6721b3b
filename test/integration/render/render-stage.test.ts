/**
 * The render stage with the real Helm, Kustomize and Kyverno CLIs on the hand-written fixtures in
 * test/fixtures/render: every object placed on its template or source, every bad input one clear
 * error at its file and line, the rest still checked, and the user's tree left as it was.
 */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { walkFiles } from '../../../src/documents/workspace-files.js';
import { runProcess } from '../../../src/process/run-process.js';
import { checkWithInputs } from '../../support/check-config.js';
import { helmBinary } from '../../support/tools.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/render', import.meta.url));

let workspace: string;
let report: RunReport;
let before: Map<string, string>;

async function snapshot(dir: string): Promise<Map<string, string>> {
  const { files } = await walkFiles(dir, '');
  return new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(dir, file), 'utf8')] as const),
    ),
  );
}

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'render-stage-'));
  await cp(FIXTURES, workspace, { recursive: true });
  // A dependency archive, made here so that no tarball is committed.
  const packaged = await runProcess(
    helmBinary(),
    ['package', 'archive-src/lib', '--destination', 'charts/with-archive/charts'],
    { cwd: workspace },
  );
  expect(packaged.exitCode, packaged.stderr).toBe(0);
  before = await snapshot(workspace);
  const inputs: Record<string, string> = {
    policies: 'policies',
    manifests: '**/*.yaml\n!policies/**\n!archive-src/**',
    scope: 'all',
    'helm-charts': 'charts/*\ncharts/no-chart-yaml',
    kustomizations: 'kustomize/**',
    'helm-api-versions': 'example.com/v1',
    'helm-kube-version': '1.31.0',
  };
  report = await checkWithInputs(workspace, inputs);
}, 300_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

const brief = (result: PolicyResult) =>
  [
    result.status,
    result.policy && `${result.policy}/${result.rule}`,
    `${result.resource.kind} ${result.resource.name}`.trim(),
    `${result.file}:${result.line}`,
    result.render
      ? `${result.render.root}${result.render.values ? ` ${result.render.values}` : ''}`
      : 'raw',
  ].join(' | ');

const lines = (filter: (result: PolicyResult) => boolean) =>
  report.results.filter(filter).map(brief).sort();

describe('render stage: Helm', () => {
  it('renders a chart once per ci values file and places objects on their templates', () => {
    const web = lines((result) => result.render?.root === 'charts/web' && result.policy !== '');
    expect(web).toEqual(
      [
        // Kyverno names the field; the template has one `privileged:` line.
        'fail | disallow-privileged/autogen-privileged | Deployment web-web | charts/web/templates/deployment.yaml:20 | charts/web charts/web/ci/prod-values.yaml',
        'fail | require-team-label/team | ConfigMap plain-in-chart | charts/web/templates/plain.yaml:2 | charts/web charts/web/ci/dev-values.yaml',
        'fail | require-team-label/team | ConfigMap plain-in-chart | charts/web/templates/plain.yaml:2 | charts/web charts/web/ci/prod-values.yaml',
        'fail | require-team-label/team | ConfigMap web-sub | charts/web/charts/sub/templates/configmap.yaml:2 | charts/web charts/web/ci/dev-values.yaml',
        'fail | require-team-label/team | ConfigMap web-sub | charts/web/charts/sub/templates/configmap.yaml:2 | charts/web charts/web/ci/prod-values.yaml',
        'pass | disallow-privileged/autogen-privileged | Deployment web-web | charts/web/templates/deployment.yaml:2 | charts/web charts/web/ci/dev-values.yaml',
        'pass | require-team-label/team | Deployment web-web | charts/web/templates/deployment.yaml:2 | charts/web charts/web/ci/dev-values.yaml',
        'pass | require-team-label/team | Deployment web-web | charts/web/templates/deployment.yaml:2 | charts/web charts/web/ci/prod-values.yaml',
        'pass | require-team-label/team | Service web-admin | charts/web/templates/services.yaml:4 | charts/web charts/web/ci/dev-values.yaml',
        'pass | require-team-label/team | Service web-admin | charts/web/templates/services.yaml:4 | charts/web charts/web/ci/prod-values.yaml',
        'pass | require-team-label/team | Service web-http | charts/web/templates/services.yaml:4 | charts/web charts/web/ci/dev-values.yaml',
        'pass | require-team-label/team | Service web-http | charts/web/templates/services.yaml:4 | charts/web charts/web/ci/prod-values.yaml',
      ].sort(),
    );
  });

  it('places objects of a dependency archive at its Chart.yaml entry', () => {
    expect(lines((result) => result.render?.root === 'charts/with-archive')).toEqual([
      'fail | require-team-label/team | ConfigMap with-archive-from-archive | charts/with-archive/Chart.yaml:5 | charts/with-archive',
      'pass | require-team-label/team | Service with-archive | charts/with-archive/templates/service.yaml:2 | charts/with-archive',
    ]);
  });

  it('builds a missing dependency first (and removes what it added: see the last test)', () => {
    expect(lines((result) => result.render?.root === 'charts/local-dependency')).toEqual([
      'fail | require-team-label/team | ConfigMap local-dependency-from-archive | charts/local-dependency/Chart.yaml:5 | charts/local-dependency',
      'pass | require-team-label/team | Service local-dependency | charts/local-dependency/templates/service.yaml:2 | charts/local-dependency',
    ]);
  });

  it('passes helm-api-versions and helm-kube-version to helm template', () => {
    expect(lines((result) => result.render?.root === 'charts/capabilities')).toEqual([
      'pass | require-team-label/team | ConfigMap capabilities-31 | charts/capabilities/templates/configmap.yaml:3 | charts/capabilities',
    ]);
  });

  it('never passes a file under a chart folder raw to Kyverno', () => {
    expect(lines((result) => !result.render && (result.file ?? '').startsWith('charts/'))).toEqual([
      'error |  |  | charts/no-chart-yaml:1 | raw',
    ]);
  });

  it('each bad chart is one error at the file and line Helm names; the others still render', () => {
    const errors = report.results.filter(
      (result) => result.status === 'error' && (result.file ?? '').startsWith('charts/'),
    );
    const at = (file: string) => errors.find((error) => error.file === file);
    expect(at('charts/syntax-error/templates/configmap.yaml')).toMatchObject({
      line: 6,
      render: { tool: 'helm', root: 'charts/syntax-error' },
    });
    expect(at('charts/needs-value/templates/configmap.yaml')).toMatchObject({
      line: 6,
      column: 12,
    });
    expect(at('charts/needs-value/templates/configmap.yaml')!.message).toContain(
      'image.tag is required',
    );
    const dependency = at('charts/unreachable-dependency/Chart.yaml')!;
    expect(dependency).toMatchObject({ line: 5 });
    expect(dependency.message).toMatch(/charts\/ lacks redis/);
    expect(dependency.message).toContain('127.0.0.1:9');
    expect(at('charts/bad-values/ci/broken-values.yaml')).toMatchObject({
      line: 3,
      render: { values: 'charts/bad-values/ci/broken-values.yaml' },
    });
    expect(at('charts/no-chart-yaml')!.message).toContain('has no Chart.yaml');
    expect(errors).toHaveLength(5);
    expect(
      lines((result) => result.render?.root === 'charts/bad-values' && result.status !== 'error'),
    ).toEqual([
      'pass | require-team-label/team | ConfigMap bad-values | charts/bad-values/templates/configmap.yaml:2 | charts/bad-values charts/bad-values/ci/good-values.yaml',
    ]);
  });
});

describe('render stage: Kustomize', () => {
  // A failure is at the field Kyverno names, found in the declaring document (`labels:`, or
  // `metadata:` when there are no labels); a pass at the object's name.
  it('places each object in the base, overlay or generator that declared it', () => {
    const results = lines(
      (result) => result.render?.tool === 'kustomize' && result.status !== 'error',
    );
    expect(results).toEqual(
      [
        'fail | require-team-label/team | ConfigMap dev-settings-t2hmhtdth5 | kustomize/overlays/dev/kustomization.yaml:8 | kustomize/overlays/dev',
        'fail | require-team-label/team | ConfigMap worker | kustomize/overlays/prod/worker.yaml:3 | kustomize/overlays/prod',
        'fail | require-team-label/team | Deployment api | kustomize/base/deployment.yaml:5 | kustomize/base',
        'fail | require-team-label/team | Deployment dev-api | kustomize/base/deployment.yaml:5 | kustomize/overlays/dev',
        'pass | require-team-label/team | Deployment api | kustomize/base/deployment.yaml:4 | kustomize/overlays/prod',
        'pass | require-team-label/team | Service api | kustomize/base/service.yaml:4 | kustomize/base',
        'pass | require-team-label/team | Service api | kustomize/base/service.yaml:4 | kustomize/overlays/prod',
        'pass | require-team-label/team | Service dev-api | kustomize/base/service.yaml:4 | kustomize/overlays/dev',
        'pass | require-team-label/team | ConfigMap standalone | kustomize/standalone/configmap.yaml:4 | kustomize/standalone',
        'pass | disallow-privileged/autogen-privileged | Deployment api | kustomize/base/deployment.yaml:4 | kustomize/base',
        'pass | disallow-privileged/autogen-privileged | Deployment api | kustomize/base/deployment.yaml:4 | kustomize/overlays/prod',
        'pass | disallow-privileged/autogen-privileged | Deployment dev-api | kustomize/base/deployment.yaml:4 | kustomize/overlays/dev',
      ].sort(),
    );
  });

  it('a kustomization naming a missing file is an error at that line', () => {
    const errors = report.results.filter(
      (result) => result.status === 'error' && result.render?.tool === 'kustomize',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'kustomize/broken/kustomization.yaml', line: 5 });
    expect(errors[0]!.message).toContain('missing.yaml');
    expect(errors[0]!.message).not.toContain(workspace);
  });

  it('Kustomize sources are not checked raw; kustomization files stay skipped with their reason', () => {
    expect(
      lines((result) => !result.render && (result.file ?? '').startsWith('kustomize/')),
    ).toEqual([]);
    const skipped = report.skipped.filter((entry) => entry.file.startsWith('kustomize/'));
    expect(skipped.map((entry) => entry.file)).toContain(
      'kustomize/overlays/dev/kustomization.yaml',
    );
    expect(skipped[0]!.reason).toMatch(/Kustomize|not a Kubernetes object/);
  });
});

describe('render stage: the rest', () => {
  it('plain manifests are still checked', () => {
    expect(lines((result) => result.file === 'plain/configmap.yaml')).toEqual([
      'fail | require-team-label/team | ConfigMap plain | plain/configmap.yaml:3 | raw',
    ]);
  });

  it("leaves the user's files as they were", async () => {
    expect(await snapshot(workspace)).toEqual(before);
  });
});
