/**
 * The mutation preview against the real Kyverno CLI: for every object a policy changes, the
 * patch applied to the object as checked gives Kyverno's own mutated object (the last document
 * `kyverno apply -o <dir>` wrote for it, run here on its own), minus the `namespace: default` the
 * CLI writes into objects without one. Legacy patchStrategicMerge, patchesJson6902 and foreach
 * rules, a MutatingPolicy and a v1alpha1 MutatingAdmissionPolicy.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { applyPatch, type Operation } from 'rfc6902';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  readWrittenObjects,
  type WrittenObjects,
} from '../../../src/parse/mutated-objects/index.js';
import { planPolicies } from '../../../src/plan/policies.js';
import { runProcess } from '../../../src/process/run-process.js';
import type { ApplyOutcome } from '../../../src/run/kyverno-apply.js';
import { planAndApply } from '../../support/apply-stage.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = new URL('../../fixtures/mutate/', import.meta.url).pathname;
const manifestFiles = [
  'resources/configmap.yaml',
  'resources/daemonset.yaml',
  'resources/deployment.yaml',
  'resources/namespace.yaml',
  'resources/pods.yaml',
];
const policies = ['policies', 'map'];

let outcome: ApplyOutcome;
let kyvernoOwn: WrittenObjects;
let temp: string;

beforeAll(async () => {
  outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles,
    config: { policies, manifests: [], scope: 'all', exceptions: [], auditWarn: false },
    parallelism: 1,
    mutationPreview: true,
  });
  temp = await mkdtemp(path.join(os.tmpdir(), 'mutate-own-'));
  const ran = await runProcess(
    kyvernoBinary(),
    ['apply', ...policies, ...manifestFiles.map((file) => `--resource=${file}`), '-o', temp],
    { cwd: workspace, timeoutMs: 120_000 },
  );
  expect(ran.exitCode).toBe(0);
  kyvernoOwn = await readWrittenObjects(temp);
});

afterAll(() => rm(temp, { recursive: true, force: true }));

async function checkedObjects(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(path.join(workspace, file), 'utf8');
  return parseAllDocuments(text, { version: '1.1' }).map(
    (document) => document.toJS() as Record<string, unknown>,
  );
}

const changed = () =>
  outcome.mutations.map(
    (m) =>
      `${m.file}:${m.line} ${m.resource.kind}/${m.resource.name} ${m.makers.map((x) => x.policy).join(',')}`,
  );

describe('mutation preview', () => {
  it('lists each changed object once, at its file and line, with the policies that changed it', () => {
    expect(outcome.notices).toEqual([]);
    expect(changed()).toEqual([
      'resources/configmap.yaml:5 ConfigMap/settings map-add-label',
      'resources/daemonset.yaml:4 DaemonSet/agent add-team-label,daemonset-priority',
      'resources/deployment.yaml:4 Deployment/web add-team-label,pull-policy-foreach',
      // The first document of the file already has a team: only the second changes.
      'resources/pods.yaml:16 Pod/unlabelled add-ndots,add-team-label',
    ]);
    expect(outcome.mutations.find((m) => m.resource.name === 'unlabelled')?.documentIndex).toBe(1);
  });

  it("gives Kyverno's mutated object when the patch is applied to the checked object", async () => {
    for (const mutation of outcome.mutations) {
      const objects = await checkedObjects(mutation.file);
      const checked = structuredClone(objects[mutation.documentIndex!]!);
      const errors = applyPatch(checked, mutation.patch as Operation[]);
      expect(errors.every((error) => error === null)).toBe(true);
      const own = structuredClone((await kyvernoOwn.of(mutation.resource)).at(-1)!);
      const metadata = own.metadata as Record<string, unknown>;
      // The CLI's own change: it writes `namespace: default` into objects without one.
      if (!mutation.resource.namespace) delete metadata.namespace;
      expect(checked, `${mutation.resource.kind}/${mutation.resource.name}`).toEqual(own);
      expect(mutation.mutated).toEqual(own);
    }
  });

  it('carries only what the policies change: no namespace, no YAML 1.1 re-typing', () => {
    const settings = outcome.mutations.find((m) => m.resource.name === 'settings')!;
    expect(settings.patch).toEqual([
      { op: 'add', path: '/metadata/labels', value: { 'checked-by': 'map' } },
    ]);
    const web = outcome.mutations.find((m) => m.resource.name === 'web')!;
    expect(web.patch).toEqual(
      expect.arrayContaining([
        { op: 'add', path: '/spec/template/metadata/labels/team', value: 'platform' },
        {
          op: 'replace',
          path: '/spec/template/spec/containers/0/imagePullPolicy',
          value: 'IfNotPresent',
        },
        {
          op: 'add',
          path: '/spec/template/spec/containers/1/imagePullPolicy',
          value: 'IfNotPresent',
        },
      ]),
    );
    expect(web.patch).toHaveLength(3);
  });

  it("keeps Kyverno's status and gives each mutate result the change its policy made", () => {
    const of = (name: string) =>
      outcome.results
        .filter((r) => r.resource.name === name && r.mutation)
        .map((r) => [r.policy, r.status, r.mutation!.patch.map((op) => `${op.op} ${op.path}`)])
        .sort();
    expect(of('unlabelled')).toEqual([
      ['add-ndots', 'pass', ['add /spec/dnsConfig']],
      ['add-team-label', 'pass', ['add /metadata/labels/team']],
    ]);
    expect(of('agent')).toEqual([
      ['add-team-label', 'pass', ['add /spec/template/metadata/labels/team']],
      ['daemonset-priority', 'pass', ['add /spec/template/spec/priorityClassName']],
    ]);
    // A rule that changed nothing keeps Kyverno's skip and has no mutation.
    const labelled = outcome.results.filter((r) => r.resource.name === 'labelled');
    expect(labelled.map((r) => [r.policy, r.status, r.mutation])).toEqual([
      ['add-team-label', 'skip', undefined],
    ]);
  });

  it('shows the change as a short YAML diff', () => {
    const settings = outcome.mutations.find((m) => m.resource.name === 'settings')!;
    expect(settings.diff).toBe(
      [
        '@@',
        ' metadata:',
        '   name: settings',
        '+  labels:',
        '+    checked-by: map',
        ' data:',
        '   mode: "on"',
      ].join('\n'),
    );
  });
});

describe('a preview that finds nothing to change', () => {
  const config = {
    policies,
    manifests: [],
    scope: 'all' as const,
    exceptions: [],
    auditWarn: false,
  };

  it('knows which policies can mutate: legacy ones by their mutate rules', async () => {
    const plan = await planPolicies(workspace, config);
    const definitions = plan.sources.flatMap((source) => source.policies);
    expect(definitions.filter((d) => d.mutates).map((d) => d.name)).toEqual([
      'add-ndots',
      'add-team-label',
      'pull-policy-foreach',
    ]);
  });

  it('says so with an empty list (the earlier suggestions are stale), unless it did not run', async () => {
    const options = {
      kyverno: kyvernoBinary(),
      workspace,
      // No policy matches a Namespace: Kyverno writes it out unchanged.
      manifestFiles: ['resources/namespace.yaml'],
      config,
      parallelism: 1,
    };
    const previewed = await planAndApply({ ...options, mutationPreview: true });
    expect(previewed.mutations).toEqual([]);
    expect(previewed.previewed).toBe(true);
    const quiet = await planAndApply(options);
    expect(quiet.previewed).toBeUndefined();
  });
});
