/**
 * A Helm render whose output holds a custom resource (issue 21), through the whole pipeline with
 * the real Helm and Kyverno CLIs: without its CRD the ServiceMonitor gets one error at its
 * template line and the Pod of the same render its result; with the CRD in the chart's `crds/`
 * folder (which `helm template` does not print), the policy evaluates the ServiceMonitor.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/inputs/read.js';
import type { RunReport } from '../../../src/model/report.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';
import { helmBinary } from '../../support/tools.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/apply/isolation', import.meta.url));

let workspace: string;
const reports = new Map<string, RunReport>();

/** The whole check with one chart rendered: CRDs are collected per check, like a cluster's. */
function check(chart: string): Promise<RunReport> {
  const inputs: Record<string, string> = {
    policies: 'policies',
    'helm-charts': `charts/${chart}`,
    scope: 'all',
  };
  const config = readConfig((name) => inputs[name] ?? '', {
    workspace,
    runnerTemp: workspace,
    cpuCount: 2,
  });
  return checkRepository(config, {
    kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
    renderTools: installedRenderTools({ helm: helmBinary() }),
    event: { name: 'workflow_dispatch', payload: {} },
    repo: { owner: 'o', repo: 'r' },
    logger: { info: () => undefined },
  });
}

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-render-isolation-'));
  await cp(FIXTURE, workspace, { recursive: true });
  for (const chart of ['monitored', 'monitored-crd']) reports.set(chart, await check(chart));
}, 300_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

const brief = (result: PolicyResult) =>
  `${result.status} ${result.resource.kind}/${result.resource.name} ${result.file}:${result.line} ${result.render?.root ?? 'raw'}`;
const ofChart = (chart: string) =>
  reports
    .get(chart)!
    .results.filter((result) => result.render?.root === `charts/${chart}`)
    .map(brief)
    .sort();

describe('a rendered custom resource', () => {
  // The names are templated, so each object sits on its template's `kind:` line.
  it('without its CRD: one error at the template line, the rest of the render checked', () => {
    expect(ofChart('monitored')).toEqual([
      'error ServiceMonitor/monitored-monitor charts/monitored/templates/servicemonitor.yaml:2 charts/monitored',
      'fail Pod/monitored-app charts/monitored/templates/pod.yaml:2 charts/monitored',
    ]);
    const error = reports.get('monitored')!.results.find((result) => result.status === 'error')!;
    expect(error.reason).toBe('Object not checked');
    expect(error.message).toContain('list the file that defines it in the `crds` input');
    expect(error.message).toContain(
      'Kyverno said: failed to apply policies on resource monitored-monitor (failed to map gvk to gvr monitoring.coreos.com/v1, Kind=ServiceMonitor',
    );
  });

  it("with the CRD in the chart's crds/ folder: evaluated by the policy, no error", () => {
    expect(ofChart('monitored-crd')).toEqual([
      'fail Pod/monitored-crd-app charts/monitored-crd/templates/pod.yaml:2 charts/monitored-crd',
      'fail ServiceMonitor/monitored-crd-monitor charts/monitored-crd/templates/servicemonitor.yaml:2 charts/monitored-crd',
    ]);
  });
});
