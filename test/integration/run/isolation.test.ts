/**
 * One object Kyverno cannot evaluate never hides the others (issue 21), with the real Kyverno CLI
 * on test/fixtures/apply/isolation: a ValidatingAdmissionPolicy requiring a `team` label, and
 * deploy/res.yaml holding two Pods and a ServiceMonitor, whose kind Kyverno cannot map without
 * its CRD. Every Pod gets the results of a run without the ServiceMonitor; the ServiceMonitor
 * gets one error at its line, or, with its CRD given, the policy's own result.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import { runProcess, type ProcessRunner } from '../../../src/process/run-process.js';
import type { ApplyOutcome } from '../../../src/run/kyverno-apply.js';
import { planAndApply } from '../../support/apply-stage.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const FIXTURE = fileURLToPath(new URL('../../fixtures/apply/isolation', import.meta.url));
/** The ServiceMonitor's `metadata.name` line in deploy/res.yaml. */
const SM_LINE = 15;

let workspace: string;
/** The same repository with the ServiceMonitor's lines turned into comments. */
let control: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-isolation-'));
  control = await mkdtemp(path.join(os.tmpdir(), 'kpc-isolation-control-'));
  await cp(FIXTURE, workspace, { recursive: true });
  await cp(FIXTURE, control, { recursive: true });
  const lines = (await readFile(path.join(control, 'deploy/res.yaml'), 'utf8')).split('\n');
  const start = lines.indexOf('apiVersion: monitoring.coreos.com/v1');
  const end = lines.indexOf('---', start);
  for (let i = start; i < end; i += 1) lines[i] = `# ${lines[i]}`;
  await writeFile(path.join(control, 'deploy/res.yaml'), lines.join('\n'));
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
  await rm(control, { recursive: true, force: true });
});

interface Run {
  outcome: ApplyOutcome;
  /** The `--resource` arguments of each Kyverno process. */
  runs: string[][];
}

async function apply(
  dir: string,
  extra: Partial<ApplyConfig> = {},
  options: { unitsPerBatch?: number; runner?: ProcessRunner } = {},
): Promise<Run> {
  const config: ApplyConfig = {
    policies: ['policies'],
    manifests: ['deploy/**/*.yaml'],
    scope: 'all',
    exceptions: [],
    auditWarn: false,
    ...extra,
  };
  const runs: string[][] = [];
  const inner = options.runner ?? runProcess;
  const runner: ProcessRunner = (command, args, processOptions) => {
    runs.push(args.filter((arg) => arg.startsWith('--resource=')));
    return inner(command, args, processOptions);
  };
  const { files } = await selectManifests({ workspace: dir, patterns: config.manifests });
  const outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace: dir,
    manifestFiles: files,
    config,
    parallelism: 2,
    runner,
    ...(options.unitsPerBatch && { unitsPerBatch: options.unitsPerBatch }),
  });
  return { outcome, runs };
}

const brief = (result: PolicyResult) =>
  `${result.status} ${result.policy} ${result.resource.kind}/${result.resource.name} ${result.file}:${result.line} ${result.message}`;
const of = (outcome: ApplyOutcome, kind: string) =>
  outcome.results
    .filter((result) => result.resource.kind === kind)
    .map(brief)
    .sort();

describe.each([
  { title: 'one batch', unitsPerBatch: undefined },
  { title: 'one file per batch', unitsPerBatch: 1 },
])('a custom resource without its CRD ($title)', ({ unitsPerBatch }) => {
  let without: Run;
  let withSm: Run;
  beforeAll(async () => {
    without = await apply(control, {}, { ...(unitsPerBatch && { unitsPerBatch }) });
    withSm = await apply(workspace, {}, { ...(unitsPerBatch && { unitsPerBatch }) });
  });

  it('gives every Pod the results of a run without the ServiceMonitor', () => {
    expect(of(without.outcome, 'Pod')).toEqual([
      'fail require-team Pod/unlabelled-a deploy/res.yaml:26 every object needs a team label',
      'fail require-team Pod/unlabelled-b deploy/other.yaml:4 every object needs a team label',
      'pass require-team Pod/labelled deploy/res.yaml:4 ',
    ]);
    expect(of(withSm.outcome, 'Pod')).toEqual(of(without.outcome, 'Pod'));
    expect(withSm.outcome.notices).toEqual([]);
  });

  it('gives the ServiceMonitor one error at its line: Kyverno’s text and how to give the CRD', () => {
    const [error, ...others] = withSm.outcome.results.filter((r) => r.status === 'error');
    expect(others).toEqual([]);
    expect(error).toMatchObject({
      source: 'apply',
      reason: 'Object not checked',
      file: 'deploy/res.yaml',
      line: SM_LINE,
      resource: { apiVersion: 'monitoring.coreos.com/v1', kind: 'ServiceMonitor', name: 'sm' },
    });
    expect(error!.message).toBe(
      'kyverno apply could not check ServiceMonitor sm; the other objects were checked without it. ' +
        'With a ValidatingAdmissionPolicy or MutatingAdmissionPolicy among the policies, Kyverno ' +
        'must map every object to its resource, and it has no CustomResourceDefinition for ' +
        'ServiceMonitor (monitoring.coreos.com/v1). Give Kyverno that CRD: list the file that ' +
        "defines it in the `crds` input (files, folders or globs), or keep it with the checked manifests or in the chart's crds/ folder. " +
        'Kyverno said: failed to apply policies on resource sm (failed to map gvk to gvr ' +
        'monitoring.coreos.com/v1, Kind=ServiceMonitor: no matches for kind "ServiceMonitor" in ' +
        'version "monitoring.coreos.com/v1")',
    );
    expect(of(withSm.outcome, 'ServiceMonitor')).toHaveLength(1);
  });

  it('costs no extra Kyverno run', () => {
    expect(withSm.runs.length).toBe(without.runs.length);
  });
});

describe.each([
  { title: 'one batch', unitsPerBatch: undefined },
  { title: 'one file per batch', unitsPerBatch: 1 },
])('the same custom resource with its CRD in the `crds` input ($title)', ({ unitsPerBatch }) => {
  let run: Run;
  let without: Run;
  beforeAll(async () => {
    run = await apply(workspace, { crds: ['crds'] }, { ...(unitsPerBatch && { unitsPerBatch }) });
    without = await apply(control, {}, { ...(unitsPerBatch && { unitsPerBatch }) });
  });

  it('has no error, and the policy evaluates the ServiceMonitor as the cluster would', () => {
    expect(run.outcome.results.filter((r) => r.status === 'error')).toEqual([]);
    expect(of(run.outcome, 'ServiceMonitor')).toEqual([
      `fail require-team ServiceMonitor/sm deploy/res.yaml:${SM_LINE} every object needs a team label`,
    ]);
    expect(of(run.outcome, 'Pod')).toEqual(of(without.outcome, 'Pod'));
  });

  it('runs the file with the custom resource apart, with the CRD, and the others without it', () => {
    expect(run.runs.flat().sort()).toEqual([
      '--resource=deploy/other.yaml',
      '--resource=deploy/res.yaml',
    ]);
    if (unitsPerBatch) expect(run.runs).toHaveLength(2);
  });
});

describe('a CRD among the checked manifests', () => {
  it('is given to Kyverno without the `crds` input', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-isolation-crd-'));
    try {
      await cp(FIXTURE, dir, { recursive: true });
      await cp(path.join(dir, 'crds/servicemonitors.yaml'), path.join(dir, 'deploy/crds/sm.yaml'));
      const { outcome } = await apply(dir);
      expect(outcome.results.filter((r) => r.status === 'error')).toEqual([]);
      expect(of(outcome, 'ServiceMonitor')).toHaveLength(1);
      // The CRD itself is an object of a built-in kind: checked like the others.
      expect(outcome.checkedFiles).toContain('deploy/crds/sm.yaml');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says which CRD path of the `crds` input names nothing', async () => {
    const { outcome } = await apply(workspace, { crds: ['crds/missing/**/*.yaml'] });
    expect(outcome.results.filter((r) => r.reason === 'CRD path not found')).toEqual([
      expect.objectContaining({
        status: 'error',
        message:
          'crds: `crds/missing/**/*.yaml` matches no file. Fix the `crds` input: it takes files, ' +
          'folders or globs of CustomResourceDefinition YAML.',
      }),
    ]);
  });
});

describe('a run that stops at the object (a Kyverno without --continue-on-fail)', () => {
  it('takes out the object Kyverno names and reruns the rest: the same results, one rerun', async () => {
    const stopping: ProcessRunner = (command, args, options) =>
      runProcess(
        command,
        args.filter((arg) => arg !== '--continue-on-fail'),
        options,
      );
    const stopped = await apply(workspace, {}, { runner: stopping });
    const continued = await apply(workspace);
    expect(stopped.outcome.results.map(brief).sort()).toEqual(
      continued.outcome.results.map(brief).sort(),
    );
    expect(stopped.runs).toHaveLength(continued.runs.length + 1);
    // The rerun holds a copy of res.yaml without the ServiceMonitor.
    expect(stopped.runs[1]).toContain('--resource=deploy/other.yaml');
    expect(stopped.runs[1]!.filter((arg) => arg.endsWith('/res.yaml'))).toHaveLength(1);
  });
});

describe('a failure that names no object, injected through the process port', () => {
  it('is bisected down to its file; every other result is intact', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-isolation-bisect-'));
    try {
      await cp(FIXTURE, dir, { recursive: true });
      for (let i = 0; i < 6; i += 1) {
        const text = (await readFile(path.join(dir, 'deploy/other.yaml'), 'utf8')).replace(
          'unlabelled-b',
          `extra-${i}`,
        );
        await writeFile(path.join(dir, `deploy/extra-${i}.yaml`), text);
      }
      const crashing: ProcessRunner = async (command, args, options) =>
        args.includes('--resource=deploy/extra-3.yaml')
          ? {
              exitCode: 2,
              stdout: '',
              stderr: 'panic: runtime error: injected for the test\n\ngoroutine 1 [running]:\n',
              timedOut: false,
            }
          : runProcess(command, args, options);
      const crashed = await apply(dir, { crds: ['crds'] }, { runner: crashing });
      await rm(path.join(dir, 'deploy/extra-3.yaml'));
      const clean = await apply(dir, { crds: ['crds'] });
      const errors = crashed.outcome.results.filter((r) => r.status === 'error');
      expect(errors).toEqual([
        expect.objectContaining({
          file: 'deploy/extra-3.yaml',
          line: 4,
          reason: 'Object not checked',
          message: expect.stringMatching(
            /^kyverno apply could not check Pod extra-3; the other objects were checked without it\. .* Kyverno said: Kyverno crashed: runtime error: injected for the test$/,
          ),
        }),
      ]);
      const rest = (run: Run) =>
        run.outcome.results
          .filter((r) => r.file !== 'deploy/extra-3.yaml')
          .map(brief)
          .sort();
      expect(rest(crashed)).toEqual(rest(clean));
      expect(rest(clean).length).toBeGreaterThan(6);
      // 8 files in one batch, 1 with the CRD apart: at most 1 + 2·log2(8) runs for the rest.
      expect(crashed.runs.length).toBeLessThanOrEqual(clean.runs.length + 6);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
