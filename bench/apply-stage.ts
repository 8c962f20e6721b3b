/**
 * Wall time of the action's `kyverno apply` stage (scope, select, run, parse, locate:
 * `checkRepository` with only `manifests` set) on a generated git repository of 2000 manifests:
 * a pull request that changes 1 file against `scope: all`, and `scope: all` against one plain
 * `kyverno apply` over the same files. The 1-file run is cheap (median of 3); the others run once.
 *
 *   npm run bench:apply        (node --import tsx bench/apply-stage.ts)
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { selectManifests } from '../src/plan/manifests.js';
import { runProcess } from '../src/process/run-process.js';
import {
  corpusDir,
  medianTime,
  msMeasure,
  runStandalone,
  timed,
  type BenchContext,
  type Row,
} from './harness.js';
import { describeCounts, runStages } from './stage.js';

const MANIFESTS = 2000;
const CHANGED_FILE = 'deploy/group-3/svc-342.yaml';
const POLICIES = [
  'best-practices/disallow-latest-tag/disallow-latest-tag.yaml',
  'pod-security/baseline/disallow-privileged-containers/disallow-privileged-containers.yaml',
  'pod-security/baseline/restrict-seccomp/restrict-seccomp.yaml',
  'pod-security/baseline/disallow-selinux/disallow-selinux.yaml',
];

const gitEnv = { ...process.env, GIT_CONFIG_GLOBAL: os.devNull, GIT_CONFIG_NOSYSTEM: '1' };
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    env: gitEnv,
    encoding: 'utf8',
  }).trim();

function deployment(index: number, image: string): string {
  const name = `svc-${String(index).padStart(4, '0')}`;
  return `apiVersion: apps/v1
kind: Deployment
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
        image: ${image}
---
apiVersion: v1
kind: Service
metadata:
  name: ${name}
  namespace: team-${index % 20}
spec:
  selector: {app: ${name}}
  ports:
  - port: 80
`;
}

/** A repository of 2000 manifests (a Deployment and a Service each) and a branch changing one. */
function generateRepository(dir: string): { base: string; head: string } {
  git(dir, 'init', '--quiet', '--initial-branch=main');
  for (const policy of POLICIES) {
    cpSync(path.join(corpusDir, policy), path.join(dir, 'policies', path.basename(policy)));
  }
  for (let i = 0; i < MANIFESTS; i += 1) {
    const folder = path.join(dir, 'deploy', `group-${Math.floor(i / 100)}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, `svc-${i}.yaml`),
      deployment(i, i % 7 === 0 ? 'nginx:latest' : 'nginx:1.27'),
    );
  }
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', 'base');
  const base = git(dir, 'rev-parse', 'HEAD');
  git(dir, 'switch', '--quiet', '--create', 'change-one');
  writeFileSync(path.join(dir, CHANGED_FILE), deployment(342, 'nginx:latest'));
  git(dir, 'commit', '--quiet', '--all', '-m', 'change one manifest');
  return { base, head: git(dir, 'rev-parse', 'HEAD') };
}

/** One `kyverno apply` over every manifest, with the report flags the action uses. */
async function plainApply(kyverno: string, workspace: string, files: string[]): Promise<string> {
  const output = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-out-'));
  try {
    const ran = await runProcess(
      kyverno,
      [
        'apply',
        'policies',
        ...files.map((file) => `--resource=${file}`),
        '--policy-report',
        '--output-format=json',
        '-o',
        output,
      ],
      { cwd: workspace },
    );
    const counts: Record<string, number> = {};
    for (const line of ran.stdout.split('\n').filter((text) => text.startsWith('{'))) {
      for (const entry of (JSON.parse(line) as { results?: { result: string }[] }).results ?? []) {
        counts[entry.result] = (counts[entry.result] ?? 0) + 1;
      }
    }
    const described = Object.entries(counts).map(([result, count]) => `${result} ${count}`);
    return `${described.join(', ')}, exit ${ran.exitCode}`;
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
}

export async function applyStageRows(context: BenchContext): Promise<Row[]> {
  const workspace = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-apply-'));
  try {
    context.log(`apply stage: generating a git repository of ${MANIFESTS} manifests`);
    const { base, head } = generateRepository(workspace);
    const inputs = { tests: 'none', policies: 'policies', manifests: 'deploy/**/*.yaml' };
    const pullRequest = {
      name: 'pull_request',
      payload: { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } },
    };

    context.log('apply stage: the action on a pull request changing 1 file (3 runs)');
    const one = await medianTime(3, () =>
      runStages(context, { workspace, inputs, event: pullRequest }),
    );
    // Issue 9's figure predates the baseline, which checks the base commit's version of the file
    // with a second Kyverno run (beside the head's, from git: no checkout): measured both ways.
    context.log('apply stage: the same pull request with baseline: off (3 runs)');
    const oneWithoutBaseline = await medianTime(3, () =>
      runStages(context, { workspace, inputs: { ...inputs, baseline: 'off' }, event: pullRequest }),
    );
    context.log(`apply stage: the action with scope: all`);
    const all = await timed(() =>
      runStages(context, { workspace, inputs: { ...inputs, scope: 'all' } }),
    );
    context.log('apply stage: plain `kyverno apply` over the same files');
    const { files } = await selectManifests({ workspace, patterns: [inputs.manifests] });
    const plain = await timed(() => plainApply(context.kyverno.binary, workspace, files));

    const allMeasure = msMeasure([all.ms]);
    return [
      {
        what: `apply stage, pull request changing 1 of ${MANIFESTS} files vs \`scope: all\``,
        action: one.measure,
        baseline: allMeasure,
        notes: [`1 file: ${describeCounts(one.value)}; all: ${describeCounts(all.value)}`],
      },
      {
        what: `apply stage, the same pull request with \`baseline: off\` vs \`scope: all\``,
        action: oneWithoutBaseline.measure,
        baseline: allMeasure,
        notes: [`1 file: ${describeCounts(oneWithoutBaseline.value)}`],
      },
      {
        what: `apply stage \`scope: all\` vs plain \`kyverno apply\` over the same ${files.length} files`,
        action: allMeasure,
        baseline: msMeasure([plain.ms]),
        notes: [
          `plain \`kyverno apply policies --resource=<each file> --policy-report\`: ${plain.value}`,
        ],
      },
    ];
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await runStandalone(`kyverno apply stage on ${MANIFESTS} manifests`, applyStageRows);
}
