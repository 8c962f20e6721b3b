/**
 * Wall time of the `kyverno apply` stage on a generated repository of 2000 manifests: a pull
 * request that changes 1 file against `scope: all`, and the action's `all` run against one
 * plain `kyverno apply` over the same files, as ratios.
 *
 *   node bench/apply-stage.ts        (Node 24; builds or reuses Kyverno like the tests do)
 */
import './ts-hooks.mjs';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const { changedFiles } = await import('../src/plan/changed-files.js');
const { decideScope } = await import('../src/plan/scope.js');
const { selectManifests } = await import('../src/plan/manifests.js');
const { runApply } = await import('../src/run/kyverno-apply.js');
const { runProcess } = await import('../src/run/process.js');
const { countResults } = await import('../src/model/result.js');
const { ensureKyvernoFromSource } = await import('../scripts/kyverno-from-source.mjs');

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const corpus = path.resolve(root, '../shared/corpus/kyverno-policies');
const kyverno = process.env.KYVERNO_TEST_BINARY ?? (await ensureKyvernoFromSource()).binary;
const cpus = os.availableParallelism();
const MANIFESTS = 2000;
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

/** A repository of 2000 manifests and a pull request branch that changes one of them. */
function generateRepository(dir: string): { base: string; head: string } {
  git(dir, 'init', '--quiet', '--initial-branch=main');
  for (const policy of POLICIES)
    cpSync(path.join(corpus, policy), path.join(dir, 'policies', path.basename(policy)));
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
  writeFileSync(path.join(dir, 'deploy/group-3/svc-342.yaml'), deployment(342, 'nginx:latest'));
  git(dir, 'commit', '--quiet', '--all', '-m', 'change one manifest');
  return { base, head: git(dir, 'rev-parse', 'HEAD') };
}

async function time(label: string, work: () => Promise<string>): Promise<number> {
  const started = performance.now();
  const detail = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(40)} ${seconds.toFixed(1).padStart(7)} s   ${detail}`);
  return seconds;
}

const workspace = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-apply-'));
try {
  const { base, head } = generateRepository(workspace);
  const config = {
    policies: ['policies'],
    manifests: ['deploy/**/*.yaml'],
    scope: 'auto' as const,
    exceptions: [],
    auditWarn: false,
  };
  console.log(
    `${MANIFESTS} manifests, ${POLICIES.length} policies, ${cpus} CPUs, kyverno: ${kyverno}\n`,
  );

  const apply = async (changed?: string[]) => {
    const selection = await selectManifests({
      workspace,
      patterns: config.manifests,
      ...(changed ? { changed } : {}),
    });
    const outcome = await runApply({
      kyverno,
      workspace,
      manifestFiles: selection.files,
      config,
      parallelism: cpus,
    });
    const counts = countResults(outcome.results);
    return `${selection.files.length} files, fail ${counts.fail}, pass ${counts.pass}, error ${counts.error}`;
  };

  const onePr = await time('action, pull request changing 1 file', async () => {
    const payload = { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } };
    const changes = await changedFiles({
      eventName: 'pull_request',
      payload,
      workspace,
      repo: { owner: 'o', repo: 'r' },
    });
    const decision = decideScope({
      scope: 'auto',
      eventName: 'pull_request',
      changes,
      workspace,
      config,
    });
    return apply(decision.changed);
  });
  const all = await time('action, scope: all', () => apply());
  const plain = await time('plain `kyverno apply` over the same files', async () => {
    const { files } = await selectManifests({ workspace, patterns: config.manifests });
    const output = mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-out-'));
    const args = ['apply', 'policies', ...files.map((file) => `--resource=${file}`)];
    const ran = await runProcess(
      kyverno,
      [...args, '--policy-report', '--output-format=json', '-o', output],
      {
        cwd: workspace,
      },
    );
    rmSync(output, { recursive: true, force: true });
    const results = ran.stdout.split('\n').filter((line) => line.startsWith('{'));
    const counts = { fail: 0, pass: 0, error: 0 } as Record<string, number>;
    for (const line of results) {
      for (const entry of (JSON.parse(line) as { results: { result: string }[] }).results) {
        counts[entry.result] = (counts[entry.result] ?? 0) + 1;
      }
    }
    return `${files.length} files, fail ${counts.fail}, pass ${counts.pass}, error ${counts.error}, exit ${ran.exitCode}`;
  });

  console.log(`\nscope: all / pull request changing 1 file: ${(all / onePr).toFixed(1)}x`);
  console.log(`action scope: all / plain kyverno apply:    ${(all / plain).toFixed(2)}x`);
} finally {
  rmSync(workspace, { recursive: true, force: true });
}
