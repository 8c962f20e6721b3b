/**
 * The action's Kyverno stages as src/main.ts runs them, minus installing and reporting: inputs
 * read by `readConfig`, then `checkRepository` (plan, run Kyverno, parse, locate).
 */
import os from 'node:os';
import { readConfig } from '../src/inputs/read.js';
import type { CompareKyverno } from '../src/install/compare.js';
import type { RunReport } from '../src/model/report.js';
import { checkRepository } from '../src/pipeline/check-repository.js';
import type { RenderTools } from '../src/install/render-tools.js';
import type { BenchContext } from './harness.js';

export interface StageRun {
  workspace: string;
  /** Action inputs by their action.yml names; the rest take their defaults. */
  inputs: Record<string, string>;
  event?: { name: string; payload: unknown };
  /** Helm and Kustomize, for inputs that render charts or kustomizations. */
  renderTools?: RenderTools;
  /** A second Kyverno for the upgrade preview (`kyverno-compare-version`). */
  compare?: CompareKyverno;
}

export async function runStages(context: BenchContext, run: StageRun): Promise<RunReport> {
  const config = readConfig((name) => run.inputs[name] ?? '', {
    workspace: run.workspace,
    runnerTemp: os.tmpdir(),
    cpuCount: context.cpus,
  });
  return checkRepository(config, {
    kyverno: { version: context.kyverno.tag, path: context.kyverno.binary, origin: 'bench' },
    event: run.event ?? { name: 'workflow_dispatch', payload: {} },
    repo: { owner: 'bench', repo: 'bench' },
    ...(run.renderTools && { renderTools: run.renderTools }),
    logger: { info: () => undefined },
    ...(run.compare && { compare: run.compare }),
  });
}

export function describeCounts(report: RunReport): string {
  const { pass, skip, fail, warn, error } = report.summary;
  return `pass ${pass}, skip ${skip}, fail ${fail}, warn ${warn}, error ${error}, notices ${report.notices.length}`;
}
