/**
 * The repository's own workflows (.github/workflows/): linted by actionlint (with `uses: ./`
 * checked against action.yml), their key steps checked, check-dist's comparison run on a stale and
 * a fresh dist/, and self-test.yml run end to end like the examples (test/support/e2e-workflow.ts):
 * the action from `./` on examples/ in a pull request, against the loopback GitHub API granting
 * exactly the workflow's permissions, with its own output checks.
 */
import { execFile } from 'node:child_process';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/action-runner.js';
import { actionlint } from '../support/actionlint.js';
import {
  E2eGitHub,
  EXAMPLES_DIR,
  SharedKyverno,
  pullRequestEvent,
  transcript,
} from '../support/e2e-setup.js';
import {
  Artifacts,
  loadWorkflow,
  permissionsOf,
  runJob,
  type Workflow,
} from '../support/e2e-workflow.js';
import { GitRepo, cleanupRepos } from '../support/git-repo.js';

const execFileAsync = promisify(execFile);
const WORKFLOWS_DIR = path.join(repoRoot, '.github', 'workflows');
const WORKFLOWS = ['check-dist.yml', 'ci.yml', 'self-test.yml'];
const load = (file: string): Promise<Workflow> => loadWorkflow(file, WORKFLOWS_DIR);
const runOf = (workflow: Workflow, job: string): string[] =>
  (workflow.jobs[job]?.steps ?? []).flatMap((step) => (step.run ? [step.run.trim()] : []));

afterAll(async () => {
  await cleanupRepos();
});

describe("the repository's workflows", () => {
  it('are the three this file checks', async () => {
    expect((await readdir(WORKFLOWS_DIR)).sort()).toEqual(WORKFLOWS);
  });

  it("pass actionlint, the action's inputs checked against action.yml", async () => {
    const files = WORKFLOWS.map((file) => path.join('.github', 'workflows', file));
    expect(await actionlint(repoRoot, files)).toEqual([]);
  });

  it('ci.yml: npm test on pull requests and pushes to main, with the Go and tool caches', async () => {
    const ci = await load('ci.yml');
    expect(ci.on).toEqual({ pull_request: null, push: { branches: ['main'] } });
    expect(runOf(ci, 'test')).toEqual(['npm ci', 'npm test']);
    const uses = ci.jobs.test?.steps.map((step) => step.uses ?? '') ?? [];
    expect(uses).toContainEqual(expect.stringMatching(/^actions\/setup-go@/));
    const cache = ci.jobs.test?.steps.find((step) => step.uses?.startsWith('actions/cache@'));
    expect(cache?.with?.path).toBe('~/.cache/kyverno-policy-check');
  });

  it('self-test.yml: a pull request, with the permissions the README lists', async () => {
    const selfTest = await load('self-test.yml');
    const example = await loadWorkflow('pull-request.yml');
    expect(selfTest.on).toEqual({ pull_request: null });
    expect(permissionsOf(selfTest, 'self-test')).toEqual(permissionsOf(example, 'kyverno'));
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    for (const [scope, access] of Object.entries(permissionsOf(selfTest, 'self-test'))) {
      expect(readme).toContain(`\`${scope}: ${access}\``);
    }
  });
});

describe('check-dist.yml', () => {
  let compare: string;
  let repo: GitRepo;

  beforeAll(async () => {
    const workflow = await load('check-dist.yml');
    const steps = workflow.jobs['check-dist']?.steps ?? [];
    compare = steps.find((step) => step.id === 'diff')?.run ?? '';
    expect(runOf(workflow, 'check-dist')).toContain('npm run build');
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toEqual({ name: 'expected-dist', path: 'dist/' });
    expect(upload?.if).toBe("${{ failure() && steps.diff.outcome == 'failure' }}");
    repo = await GitRepo.create();
    await repo.write('dist/index.js', 'built();\n');
    await repo.commit('dist');
  });

  const runCompare = () =>
    execFileAsync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', compare], {
      cwd: repo.dir,
    });

  it('passes when the build left dist/ as committed', async () => {
    await expect(runCompare()).resolves.toBeDefined();
  });

  it('fails, saying what to do, when the build changed dist/', async () => {
    await repo.write('dist/index.js', 'rebuilt();\n');
    await expect(runCompare()).rejects.toMatchObject({
      code: 1,
      stdout: expect.stringContaining(
        '::error::dist/ is not what npm run build makes: run it and commit dist/ (or download the expected-dist artifact).',
      ),
    });
  });
});

describe('self-test.yml, run on a pull request', () => {
  let kyverno: SharedKyverno;
  let origin: GitRepo;
  let base: string;

  beforeAll(async () => {
    kyverno = await SharedKyverno.start();
    origin = await GitRepo.create();
    await cp(EXAMPLES_DIR, path.join(origin.dir, 'examples'), { recursive: true });
    base = await origin.commit('examples/');
  });

  afterAll(async () => {
    await kyverno?.close();
  });

  /** Runs the self-test job (its action step's `with:` edited by `edit`) against the fake API. */
  async function runSelfTest(edit: (inputs: Record<string, unknown>) => void = () => undefined) {
    const workflow = await load('self-test.yml');
    const action = workflow.jobs['self-test']?.steps.find((step) => step.uses === './');
    edit(action?.with ?? {});
    const api = await E2eGitHub.start({}, permissionsOf(workflow, 'self-test'));
    try {
      const job = await runJob(workflow, 'self-test', {
        eventName: 'pull_request',
        payload: pullRequestEvent({ number: 3, base, head: base }),
        checkout: async () => (await origin.clone({ ref: base, depth: 1 })).dir,
        artifacts: new Artifacts(),
        extraInputs: kyverno.inputs,
        runner: { toolCache: kyverno.toolCache, env: api.env(base) },
      });
      return { job, api };
    } finally {
      await api.close();
    }
  }

  it('runs the action from ./ on examples/, and its output checks pass', async () => {
    const { job, api } = await runSelfTest();
    const [action] = job.actionRuns;
    expect(action?.exitCode, action && transcript(action)).toBe(1);
    expect(action?.outputs.result).toBe('fail');
    const check = job.steps.find((step) => step.step.name === 'Check the outputs');
    expect(check?.ran).toBe(true);
    expect(api.refused()).toEqual([]);
    expect(api.checks.runs.map((run) => run.name)).toEqual(['Kyverno (self-test)']);
  });

  it('its output checks have teeth: a run that does not fail the step is caught', async () => {
    await expect(
      runSelfTest((inputs) => {
        inputs['fail-on'] = 'never';
      }),
    ).rejects.toMatchObject({
      stdout: expect.stringContaining(
        "::error::the step must fail on the examples' failures; its outcome is success",
      ),
    });
  });
});
