/**
 * What custom resources cost the apply stage when a ValidatingAdmissionPolicy is among the
 * policies (issue 21): a 2000-file repository in which 10 files also hold a ServiceMonitor,
 * against the same repository without those 10 objects (target: at most 1.3x). Without its CRD
 * each ServiceMonitor is one error and every other object is still checked; with the CRD (the
 * `crds` input) the ServiceMonitors are evaluated, in a run of their own. `scope: all`, median
 * of 3 runs each, the variants taking turns.
 *
 *   node --import tsx bench/custom-resources.ts
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  corpusDir,
  msMeasure,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';
import { describeCounts, runStages } from './stage.js';
import type { RunReport } from '../src/model/report.js';

const MANIFESTS = 2000;
const CUSTOM = 10;
const RUNS = 3;
const POLICIES = [
  'best-practices/disallow-latest-tag/disallow-latest-tag.yaml',
  'pod-security/baseline/disallow-privileged-containers/disallow-privileged-containers.yaml',
  'pod-security/baseline/restrict-seccomp/restrict-seccomp.yaml',
  'pod-security/baseline/disallow-selinux/disallow-selinux.yaml',
];
const FIXTURE = path.join(import.meta.dirname, '../test/fixtures/apply/isolation');

function manifest(index: number, custom: boolean): string {
  const name = `svc-${String(index).padStart(4, '0')}`;
  const namespace = `team-${index % 20}`;
  const objects = [
    `apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${name}
  namespace: ${namespace}
  labels: {app: ${name}}
spec:
  selector:
    matchLabels: {app: ${name}}
  template:
    metadata:
      labels: {app: ${name}}
    spec:
      containers:
      - name: app
        image: ${index % 7 === 0 ? 'nginx:latest' : 'nginx:1.27'}
`,
    `apiVersion: v1
kind: Service
metadata:
  name: ${name}
  namespace: ${namespace}
  labels: {app: ${name}}
spec:
  selector: {app: ${name}}
  ports:
  - name: http
    port: 80
`,
  ];
  if (custom) {
    objects.push(`apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata:
  name: ${name}
  namespace: ${namespace}
spec:
  selector:
    matchLabels: {app: ${name}}
  endpoints:
  - port: http
`);
  }
  return objects.join('---\n');
}

/** The policies (with a ValidatingAdmissionPolicy) and 2000 manifests; `custom` adds the 10. */
function generate(dir: string, custom: boolean): void {
  for (const policy of POLICIES) {
    cpSync(path.join(corpusDir, policy), path.join(dir, 'policies', path.basename(policy)));
  }
  const vap = readFileSync(path.join(FIXTURE, 'policies/require-team.yaml'), 'utf8');
  writeFileSync(path.join(dir, 'policies/require-team.yaml'), vap);
  cpSync(path.join(FIXTURE, 'crds'), path.join(dir, 'crds'), { recursive: true });
  const every = MANIFESTS / CUSTOM;
  for (let i = 0; i < MANIFESTS; i += 1) {
    const folder = path.join(dir, 'deploy', `group-${Math.floor(i / 100)}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `svc-${i}.yaml`), manifest(i, custom && i % every === 0));
  }
}

export async function customResourceRows(context: BenchContext): Promise<Row[]> {
  const plain = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-plain-'));
  const custom = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-custom-'));
  try {
    context.log(`custom resources: generating 2 repositories of ${MANIFESTS} manifests`);
    generate(plain, false);
    generate(custom, true);
    const inputs = {
      tests: 'none',
      policies: 'policies',
      manifests: 'deploy/**/*.yaml',
      scope: 'all',
    };
    const variants: { name: string; workspace: string; inputs: Record<string, string> }[] = [
      { name: 'without', workspace: plain, inputs },
      { name: 'no CRD', workspace: custom, inputs },
      { name: 'CRD', workspace: custom, inputs: { ...inputs, crds: 'crds' } },
    ];
    const samples = new Map<string, number[]>(variants.map((v) => [v.name, []]));
    const reports = new Map<string, RunReport>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of variants) {
        context.log(`custom resources: ${variant.name}, run ${run + 1} of ${RUNS}`);
        const { ms, value } = await timed(() => runStages(context, variant));
        samples.get(variant.name)!.push(ms);
        reports.set(variant.name, value);
      }
    }
    const measure = (name: string) => msMeasure(samples.get(name)!);
    const counts = (name: string) => describeCounts(reports.get(name)!);
    return [
      {
        what: `apply stage, ${CUSTOM} of ${MANIFESTS} files with a ServiceMonitor (no CRD) and a ValidatingAdmissionPolicy vs none`,
        action: measure('no CRD'),
        baseline: measure('without'),
        notes: [`with: ${counts('no CRD')}; without: ${counts('without')}`],
      },
      {
        what: `apply stage, the same ${CUSTOM} ServiceMonitors with their CRD (\`crds\` input) vs none`,
        action: measure('CRD'),
        baseline: measure('without'),
        notes: [`with the CRD: ${counts('CRD')}`],
      },
    ];
  } finally {
    rmSync(plain, { recursive: true, force: true });
    rmSync(custom, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runStandalone(
    `custom resources and a ValidatingAdmissionPolicy on ${MANIFESTS} manifests`,
    customResourceRows,
  );
}
