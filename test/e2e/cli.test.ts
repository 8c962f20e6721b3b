/**
 * The local mode as a user runs it: `node dist/cli.js …` (what `npx kyverno-policy-check` runs) in a
 * copy of examples/, with the real Kyverno CLI; and `npm run example`'s script. Asserts the exit
 * codes (0 pass, 1 policies fail, 2 bad input, 3 no Kyverno), the failures printed at file:line,
 * colours only when forced or on a terminal (with the progress line), and the JSON report file.
 */
import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/action-runner.js';
import { described, readReport } from '../support/e2e-reports.js';
import { EXAMPLE_INPUTS, EXAMPLES_DIR } from '../support/e2e-setup.js';
import { git } from '../support/git-repo.js';
import { kyvernoBinary, kyvernoVersion } from '../support/kyverno.js';

const CLI = path.join(repoRoot, 'dist', 'cli.js');
/** Every ANSI escape sequence starts with ESC. */
const ESC = '\u001b';
/** The examples' layout as flags: the local mode's flags are the action's inputs. */
const EXAMPLE_ARGS = Object.entries(EXAMPLE_INPUTS).flatMap(([input, value]) =>
  value.split('\n').flatMap((line) => [`--${input}`, line]),
);

interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** A clean environment: no runner variables, the user's cache kept out of the way. */
function cliEnv(scratch: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: scratch,
    XDG_CACHE_HOME: path.join(scratch, 'cache'),
    TERM: 'xterm-256color',
    ...extra,
  };
}

function runNode(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CliRun> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ exitCode: code ?? 1, stdout, stderr })),
  );
}

const transcript = (run: CliRun) =>
  `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;

let workspace: string;
let scratch: string;

const cli = (args: string[], extraEnv: Record<string, string> = {}) =>
  runNode([CLI, ...args], workspace, cliEnv(scratch, extraEnv));

/** A copy of the example workspace as a git repository with one commit. */
async function committedCopy(name: string): Promise<string> {
  const repo = path.join(scratch, name);
  await cp(workspace, repo, { recursive: true });
  await git(repo, 'init', '-q', '-b', 'main');
  await git(repo, 'add', '-A');
  await git(repo, 'commit', '-q', '-m', 'base');
  return repo;
}

async function edit(repo: string, file: string, from: string, to: string): Promise<void> {
  const target = path.join(repo, file);
  await writeFile(target, (await readFile(target, 'utf8')).replace(from, to));
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-e2e-cli-'));
  workspace = path.join(scratch, 'repo');
  for (const folder of ['policies', 'manifests']) {
    await cp(path.join(EXAMPLES_DIR, folder), path.join(workspace, folder), { recursive: true });
  }
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('kyverno-policy-check (local mode)', () => {
  it('--help prints the usage and exits 0', async () => {
    const run = await cli(['--help']);
    expect(run.exitCode, transcript(run)).toBe(0);
    expect(run.stdout).toMatch(/^Usage: kyverno-policy-check \[options\]/);
    expect(run.stdout).toContain('--kyverno-path FILE');
    expect(run.stdout).toContain('Exit code: 0 when the check passes, 1 when policies fail');
    expect(run.stderr).toBe('');
  });

  it('prints every failure at file:line and exits 1 by default; writes --json-file', async () => {
    const run = await cli([
      ...EXAMPLE_ARGS,
      '--kyverno-path',
      kyvernoBinary(),
      '--json-file',
      'out/report.json',
    ]);
    expect(run.exitCode, transcript(run)).toBe(1);
    expect(run.stdout).not.toContain(ESC);
    expect(run.stdout.split('\n')[0]).toBe(
      `Kyverno Policy Check (Kyverno ${kyvernoVersion().slice(1)}, kyverno-path input)`,
    );
    const failures = [
      [
        'disallow-latest-tag/autogen-validate-image-tag  Deployment shop/worker',
        'manifests/worker.yaml:18',
      ],
      [
        'require-labels/autogen-check-for-labels  Deployment shop/worker',
        'manifests/worker.yaml:13',
      ],
      [
        'disallow-latest-tag/validate-image-tag  Pod default/latest-pod',
        'policies/disallow-latest-tag/.kyverno-test/kyverno-test.yaml:20',
      ],
    ];
    for (const [title, where] of failures) {
      expect(run.stdout).toContain(`FAIL  ${title}\n      ${where}\n`);
    }
    expect(run.stdout).toContain('kyverno test: 1 fail, 1 skip, 3 pass');
    expect(run.stdout).toMatch(/Kyverno policy check failed: 3 fail \(fail-on: fail\)\.\n$/);

    const report = await readReport(path.join(workspace, 'out', 'report.json'));
    expect(report.summary).toMatchObject({ fail: 3, error: 0, skip: 1 });
    expect(described(report, 'fail')).toHaveLength(3);
  });

  it('--fail-on never exits 0; colours only when forced, and --no-color wins', async () => {
    const args = ['--tests', 'policies', '--kyverno-path', kyvernoBinary(), '--fail-on', 'never'];
    const forced = await cli(args, { FORCE_COLOR: '1' });
    expect(forced.exitCode, transcript(forced)).toBe(0);
    expect(forced.stdout).toContain('\u001b[31mFAIL \u001b[39m');
    expect(forced.stdout).toContain('Kyverno policy check passed');

    const plain = await cli([...args, '--no-color'], { FORCE_COLOR: '1' });
    expect(plain.exitCode, transcript(plain)).toBe(0);
    expect(plain.stdout).not.toContain(ESC);
  });

  it('on a terminal: colours, and a progress line while Kyverno runs', async () => {
    const command = [
      process.execPath,
      CLI,
      '--tests',
      'policies',
      '--kyverno-path',
      kyvernoBinary(),
    ]
      .map((word) => `'${word}'`)
      .join(' ');
    // util-linux `script` runs the CLI on a pseudo-terminal (stdout and stderr both).
    const run = await new Promise<CliRun>((resolve) => {
      execFile(
        'script',
        ['--quiet', '--return', '--command', command, '/dev/null'],
        { cwd: workspace, env: cliEnv(scratch) },
        (error, stdout, stderr) =>
          resolve({ exitCode: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.exitCode, transcript(run)).toBe(1);
    expect(run.stdout).toContain('\u001b[31mFAIL \u001b[39m');
    expect(run.stdout).toContain('\r\u001b[2Kkyverno test: 2/2');
  });

  it('an unknown flag exits 2 and names it', async () => {
    const run = await cli(['--bogus']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^Unknown option '--bogus'\n\nUsage: kyverno-policy-check/);
    expect(run.stdout).toBe('');
  });

  it('a bad value exits 2 and names the flag and what to use', async () => {
    const run = await cli(['--tests', 'policies', '--fail-on', 'sometimes']);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(
      'Input `fail-on`: got "sometimes"; use one of: fail, error, warn, never.',
    );
  });

  it('nothing to check exits 2', async () => {
    const run = await cli([]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr.split('\n')[0]).toBe(
      'Nothing to check: give --tests and/or --policies with --manifests, --helm-charts or ' +
        '--kustomizations.',
    );
    expect(run.stderr).toContain('Usage: kyverno-policy-check [options]');
    expect(run.stdout).toBe('');
  });

  it('a --kyverno-path that does not exist exits 3 and names it', async () => {
    const missing = path.join(scratch, 'no-such', 'kyverno');
    const run = await cli(['--tests', 'policies', '--kyverno-path', missing]);
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toBe(
      `Could not install Kyverno: kyverno-path "${missing}" does not exist: point it at a Kyverno ` +
        'binary, or leave kyverno-path empty to install the version in kyverno-version.\n',
    );
    expect(run.stdout).toBe('');
  });

  it('--scope changed --base REF checks only the manifests changed since REF', async () => {
    const repo = await committedCopy('changed');
    await edit(repo, 'manifests/web.yaml', 'web:1.8.0', 'web:latest');
    await git(repo, 'commit', '-q', '-a', '-m', 'use a mutable tag');
    const run = await runNode(
      [
        CLI,
        '--policies',
        'policies',
        '--manifests',
        'manifests/**/*.yaml',
        '--scope',
        'changed',
        '--base',
        'HEAD~1',
        '--kyverno-path',
        kyvernoBinary(),
      ],
      repo,
      cliEnv(scratch),
    );
    expect(run.exitCode, transcript(run)).toBe(1);
    expect(run.stderr).toContain('Only manifests among the 1 changed file(s)');
    expect(run.stdout).toContain('manifests/web.yaml:21');
    expect(run.stdout).not.toContain('manifests/worker.yaml');
    expect(run.stdout).toContain('kyverno apply: 1 fail, 1 pass');
  });

  it('--baseline REF marks failures new or existing and lists the fixed ones', async () => {
    const repo = await committedCopy('baseline');
    await edit(repo, 'manifests/web.yaml', 'web:1.8.0', 'web:latest');
    await edit(repo, 'manifests/worker.yaml', ':latest', ':2.0.1');
    await git(repo, 'commit', '-q', '-a', '-m', 'swap a mutable tag');
    // Local mode now searches `.` for suites as the action does; this test is about the manifests.
    const args = [
      '--tests',
      'none',
      '--policies',
      'policies',
      '--manifests',
      'manifests/**/*.yaml',
    ];
    const run = await runNode(
      [CLI, ...args, '--baseline', 'HEAD~1', '--kyverno-path', kyvernoBinary()],
      repo,
      cliEnv(scratch),
    );
    expect(run.exitCode, transcript(run)).toBe(1);
    expect(run.stdout).toMatch(
      /FAIL {2}disallow-latest-tag\/autogen-validate-image-tag {2}Deployment shop\/web \(new\)/,
    );
    expect(run.stdout).toMatch(
      /FAIL {2}require-labels\/autogen-check-for-labels {2}Deployment shop\/worker \(existing\)/,
    );
    expect(run.stdout).toMatch(
      /FIXED disallow-latest-tag\/autogen-validate-image-tag {2}Deployment shop\/worker/,
    );
    expect(run.stdout).toMatch(/compared with [0-9a-f]{12}: 1 new, 1 existing, 1 fixed/);
    // fail-on-existing false: only the new failure fails the step.
    const onlyNew = await runNode(
      [
        CLI,
        ...args,
        '--baseline',
        'HEAD~1',
        '--fail-on-existing',
        'false',
        '--kyverno-path',
        kyvernoBinary(),
      ],
      repo,
      cliEnv(scratch),
    );
    expect(onlyNew.exitCode, transcript(onlyNew)).toBe(1);
    expect(onlyNew.stdout).toContain('Kyverno policy check failed: new results: 1 fail');
  });

  it('a --base that git cannot find exits 2 and names it', async () => {
    const run = await cli([
      '--policies',
      'policies',
      '--manifests',
      'manifests/**/*.yaml',
      '--scope',
      'changed',
      '--base',
      'no-such-ref',
      '--kyverno-path',
      kyvernoBinary(),
    ]);
    expect(run.exitCode, transcript(run)).toBe(2);
    expect(run.stderr).toContain('--base no-such-ref: git cannot find no-such-ref');
  });

  it('--require-tests with no suite exits 1 with the reason, and no stack trace', async () => {
    const run = await cli([
      '--tests',
      'manifests',
      '--require-tests',
      '--kyverno-path',
      kyvernoBinary(),
    ]);
    expect(run.exitCode, transcript(run)).toBe(1);
    expect(run.stderr).toContain(
      'error: require-tests: no test file named kyverno-test.yaml was found in `manifests`.',
    );
    expect(run.stderr).not.toContain('    at ');
  });

  it("`npm run example`'s script runs the examples and exits 0", async () => {
    const run = await runNode(
      [path.join(repoRoot, 'scripts', 'example.mjs')],
      repoRoot,
      cliEnv(scratch, { KYVERNO_PATH: kyvernoBinary() }),
    );
    expect(run.exitCode, transcript(run)).toBe(0);
    expect(run.stdout).toContain('FAIL  disallow-latest-tag/autogen-validate-image-tag');
    expect(run.stdout).toContain('manifests/worker.yaml:18');
    // The examples' ClusterPolicies are deprecated in the default Kyverno (1.19): two warnings.
    expect(run.stdout).toContain('WARN  require-labels  ClusterPolicy require-labels');
    expect(run.stdout).toContain('kyverno test: 1 fail, 1 skip, 3 pass\n');
    expect(run.stdout).toContain('kyverno apply: 2 fail, 4 pass\n');
    expect(run.stdout).toMatch(
      /Kyverno policy check passed: 3 fail, 2 warn, 1 skip, 7 pass \(fail-on: never; not failing on 3 fail, 2 warn\)\.\n$/,
    );
  });
});
