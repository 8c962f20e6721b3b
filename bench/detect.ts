/**
 * Auto-detection over a synthetic 20 000-file repository (a temp git repository, committed):
 * src/detect's `detect` (git's listing, every YAML file read and classified, kustomizations and
 * suites resolved) against `git ls-files` alone, the floor it cannot go below. The issue's
 * target: at most 1 s. Runs alternate, BENCH_DETECT_RUNS each (default 5).
 *
 *   node --import tsx bench/detect.ts
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { detect } from '../src/detect/detect.js';
import { msMeasure, runStandalone, timed, type BenchContext, type Row } from './harness.js';

const execFileAsync = promisify(execFile);
const FILES = 20_000;

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: os.devNull,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
};
const git = (cwd: string, ...args: string[]) =>
  execFileAsync('git', args, { cwd, env: GIT_ENV, maxBuffer: 256 * 2 ** 20 });

const deployment = (name: string): string =>
  `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: ${name}\n  labels:\n    app: ${name}\nspec:\n` +
  `  selector:\n    matchLabels:\n      app: ${name}\n  template:\n    metadata:\n      labels:\n` +
  `        app: ${name}\n    spec:\n      containers:\n        - name: app\n          image: nginx:1.27\n` +
  `---\napiVersion: v1\nkind: Service\nmetadata:\n  name: ${name}\nspec:\n  ports:\n    - port: 80\n`;
const policy = (name: string): string =>
  `apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nmetadata:\n  name: ${name}\nspec:\n  rules:\n` +
  `    - name: r\n      match:\n        any:\n          - resources:\n              kinds: [Pod]\n` +
  `      validate:\n        pattern:\n          metadata:\n            labels:\n              app: "?*"\n`;

/**
 * 200 teams of 100 files: plain manifests, README and source files, a kustomization base with
 * two overlays, a chart with templates, and a policy with its suite: about 60 % YAML.
 */
async function synthesise(dir: string): Promise<{ files: number }> {
  let files = 0;
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
    files += 1;
  };
  for (let team = 0; team < FILES / 100; team++) {
    const root = `teams/t${team}`;
    const batch: Promise<void>[] = [];
    for (let index = 0; index < 40; index++) {
      batch.push(write(`${root}/manifests/app-${index}.yaml`, deployment(`t${team}-app-${index}`)));
    }
    for (let index = 0; index < 35; index++) {
      batch.push(write(`${root}/src/file-${index}.ts`, `export const v${index} = ${index};\n`));
    }
    batch.push(
      write(`${root}/kustomize/base/kustomization.yaml`, 'resources:\n  - a.yaml\n  - b.yaml\n'),
      write(`${root}/kustomize/base/a.yaml`, deployment(`t${team}-ka`)),
      write(`${root}/kustomize/base/b.yaml`, deployment(`t${team}-kb`)),
      write(`${root}/kustomize/prod/kustomization.yaml`, 'resources:\n  - ../base\n'),
      write(`${root}/kustomize/dev/kustomization.yaml`, 'resources:\n  - ../base\n'),
      write(`${root}/chart/Chart.yaml`, `apiVersion: v2\nname: t${team}\nversion: 0.1.0\n`),
      write(`${root}/chart/values.yaml`, 'replicas: 1\n'),
      write(`${root}/policies/p.yaml`, policy(`t${team}-p`)),
      write(
        `${root}/policies/.kyverno-test/kyverno-test.yaml`,
        'apiVersion: cli.kyverno.io/v1alpha1\nkind: Test\nmetadata:\n  name: t\npolicies:\n  - ../p.yaml\nresources:\n  - r.yaml\nresults: []\n',
      ),
      write(`${root}/policies/.kyverno-test/r.yaml`, deployment('r')),
      write(`${root}/README.md`, `# team ${team}\n`),
    );
    for (let index = 0; index < 14; index++) {
      batch.push(
        write(`${root}/chart/templates/t${index}.yaml`, deployment('{{ .Release.Name }}')),
      );
    }
    await Promise.all(batch);
  }
  await git(dir, 'init', '--quiet', '--initial-branch=main');
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', 'synthetic');
  return { files };
}

export async function detectRows(context: BenchContext): Promise<Row[]> {
  const runs = Number(process.env.BENCH_DETECT_RUNS ?? 5);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-bench-detect-'));
  try {
    context.log(`detection: writing and committing a ${FILES}-file repository`);
    const { files } = await synthesise(dir);
    const action: number[] = [];
    const baseline: number[] = [];
    let found: Awaited<ReturnType<typeof detect>> | undefined;
    for (let run = 0; run < runs; run++) {
      const detected = await timed(() => detect(dir, { testFileName: 'kyverno-test.yaml' }));
      action.push(detected.ms);
      found = detected.value;
      baseline.push(
        (
          await timed(() =>
            git(dir, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'),
          )
        ).ms,
      );
    }
    const counts = Object.entries(found!.found)
      .map(([name, list]) => `${name} ${list.length}`)
      .join(', ');
    return [
      {
        what: `auto-detection over a ${files}-file git repository vs \`git ls-files\` alone`,
        action: msMeasure(action),
        baseline: msMeasure(baseline),
        notes: [`found: ${counts}; git listed ${found!.files} files; target: at most 1 s`],
      },
    ];
  } finally {
    if (!process.env.BENCH_KEEP) await rm(dir, { recursive: true, force: true });
    else context.log(dir);
  }
}

if (import.meta.main) {
  await runStandalone('Auto-detection', detectRows);
}
