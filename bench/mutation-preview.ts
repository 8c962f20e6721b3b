/**
 * What the mutation preview costs: the `kyverno apply` stage (`runApply`: batches, Kyverno,
 * parse, locate) over 1000 manifests that every policy mutates, with the preview on and off,
 * side by side (runs alternate, each first in turn; median of 5 each). The preview reads the objects Kyverno already
 * writes with `-o` in the same run and diffs them; no second Kyverno run. Worst case: every
 * object is changed by two legacy policies (one an autogen rule, one a foreach) and a
 * MutatingPolicy.
 *
 *   npm run bench:mutate        (node --import tsx bench/mutation-preview.ts)
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planPolicies } from '../src/plan/policies.js';
import { runApply, type ApplyOutcome } from '../src/run/kyverno-apply.js';
import {
  msMeasure,
  repoRoot,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';

const MANIFESTS = 1000;
const FIXTURES = path.join(repoRoot, 'test/fixtures/mutate/policies');
const POLICIES = ['add-team-label.yaml', 'pull-policy-foreach.yaml', 'daemonset-priority.yaml'];
const RUNS = 5;

function manifest(index: number): string {
  const name = `svc-${String(index).padStart(4, '0')}`;
  const kind = index % 2 === 0 ? 'Deployment' : 'DaemonSet';
  return `# ${kind} ${index}
apiVersion: apps/v1
kind: ${kind}
metadata:
  name: ${name}
  namespace: team-${index % 20}
spec:
  selector:
    matchLabels: {app: ${name}}
  template:
    metadata:
      labels: {app: ${name}}
    spec:
      containers:
        - name: app
          image: nginx:1.27 # pinned
        - name: sidecar
          image: busybox:1.36
`;
}

export function generate(dir: string): string[] {
  mkdirSync(path.join(dir, 'policies'));
  for (const policy of POLICIES) {
    cpSync(path.join(FIXTURES, policy), path.join(dir, 'policies', policy));
  }
  const files: string[] = [];
  for (let i = 0; i < MANIFESTS; i += 1) {
    const file = `deploy/group-${Math.floor(i / 100)}/svc-${i}.yaml`;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), manifest(i));
    files.push(file);
  }
  return files;
}

export async function mutationPreviewRows(context: BenchContext): Promise<Row[]> {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-mutate-'));
  try {
    context.log(`mutation preview: ${MANIFESTS} manifests, every one mutated`);
    const manifestFiles = generate(workspace);
    const config = {
      policies: ['policies'],
      manifests: [],
      scope: 'all' as const,
      exceptions: [],
      auditWarn: false,
    };
    const policies = await planPolicies(workspace, config);
    const apply = (mutationPreview: boolean) =>
      runApply({
        kyverno: context.kyverno.binary,
        workspace,
        manifestFiles,
        config,
        policies,
        parallelism: context.cpus,
        mutationPreview,
      });
    const on: number[] = [];
    const off: number[] = [];
    let last: ApplyOutcome | undefined;
    for (let run = 0; run < RUNS; run += 1) {
      // Which goes first alternates, so neither gains from what the other warmed.
      const order = run % 2 === 0 ? [false, true] : [true, false];
      context.log(
        `mutation preview: run ${run + 1} of ${RUNS}, ${order.map((p) => (p ? 'on' : 'off')).join(' then ')}`,
      );
      for (const preview of order) {
        const measured = await timed(() => apply(preview));
        (preview ? on : off).push(measured.ms);
        if (preview) last = measured.value;
      }
    }
    const mutated = last?.mutations.length ?? 0;
    const patched = last?.results.filter((result) => result.mutation).length ?? 0;
    return [
      {
        what: `apply stage with the mutation preview vs without, ${MANIFESTS} manifests all mutated`,
        action: msMeasure(on),
        baseline: msMeasure(off),
        notes: [
          `preview: ${mutated} mutated resources, ${patched} results with a mutation; ` +
            `${last?.results.length ?? 0} results in all`,
        ],
      },
    ];
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runStandalone(`mutation preview on ${MANIFESTS} manifests`, mutationPreviewRows);
}
