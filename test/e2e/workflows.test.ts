/**
 * Every workflow in examples/workflows/ is linted by actionlint (as written, and against the
 * action's own action.yml so a misspelled or unknown input fails) and run end to end: its jobs'
 * steps with their `with:` inputs and `${{ … }}` expressions substituted (test/support/e2e-workflow.ts),
 * on a pull request to a repository made from examples/, against the loopback GitHub API granting
 * exactly the workflow's `permissions:`.
 */
import { readFile, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActionRun, repoRoot, runAction } from '../support/action-runner.js';
import { actionlint } from '../support/actionlint.js';
import { described, readReport, readSarif, resultSet } from '../support/e2e-reports.js';
import {
  E2eGitHub,
  EXAMPLES_DIR,
  FORK_REPOSITORY,
  KYVERNO_VERSION,
  SharedKyverno,
  apiManifest,
  commandsNamed,
  exampleRepo,
  pullRequestEvent,
  transcript,
  workflowRunEvent,
} from '../support/e2e-setup.js';
import {
  Artifacts,
  type JobOptions,
  type JobResult,
  type Workflow,
  actionStepsOf,
  loadWorkflow,
  permissionsOf,
  runJob,
} from '../support/e2e-workflow.js';
import { GITHUB_ACTIONS_BOT } from '../support/fake-github/comments.js';
import { GitRepo, cleanupRepos } from '../support/git-repo.js';

const WORKFLOWS_DIR = path.join(EXAMPLES_DIR, 'workflows');
const EXERCISED = [
  'fork-check.yml',
  'fork-report.yml',
  'monorepo.yml',
  'pull-request.yml',
  'sharded.yml',
];

const PR = 12;
const MERGE_SHA = 'f00dfacef00dfacef00dfacef00dfacef00dface';
/** The pull request adds a manifest that breaks both policies, and edits one policy. */
const CHANGED = [
  { filename: 'manifests/api.yaml', status: 'added' as const },
  { filename: 'policies/require-labels/require-labels.yaml', status: 'modified' as const },
];
/** The policy changed, so every manifest is checked: the new one and worker.yaml fail. */
const APPLY_FAILURES = [
  'apply disallow-latest-tag/autogen-validate-image-tag Deployment shop/worker @ manifests/worker.yaml:18',
  'apply disallow-latest-tag/validate-image-tag Pod shop/api @ manifests/api.yaml:9',
  'apply require-labels/autogen-check-for-labels Deployment shop/worker @ manifests/worker.yaml:13',
  'apply require-labels/check-for-labels Pod shop/api @ manifests/api.yaml:3',
];
/** The example suite with a wrong expectation, on purpose. */
const SUITE_FAILURE =
  'test disallow-latest-tag/validate-image-tag Pod default/latest-pod @ policies/disallow-latest-tag/.kyverno-test/kyverno-test.yaml:20';

/**
 * A project whose workflows use the action from `./` (this repository's action.yml and dist/),
 * so actionlint checks every `with:` key against the inputs the action defines.
 */
async function localActionProject(edit = (text: string) => text): Promise<string> {
  const project = await GitRepo.create();
  await project.write('action.yml', await readFile(path.join(repoRoot, 'action.yml'), 'utf8'));
  await symlink(path.join(repoRoot, 'dist'), path.join(project.dir, 'dist'));
  for (const file of EXERCISED) {
    const text = await readFile(path.join(WORKFLOWS_DIR, file), 'utf8');
    const local = text.replace(/your-org\/kyverno-policy-check@\S+/g, './');
    await project.write(`.github/workflows/${file}`, edit(local));
  }
  return project.dir;
}

describe('the example workflows pass actionlint', () => {
  it('every example workflow is exercised by this file', async () => {
    expect((await readdir(WORKFLOWS_DIR)).sort()).toEqual(EXERCISED);
  });

  it('as written', async () => {
    const files = EXERCISED.map((file) => path.join('workflows', file));
    expect(await actionlint(EXAMPLES_DIR, files)).toEqual([]);
  });

  it("with the action's inputs checked against action.yml", async () => {
    const project = await localActionProject();
    expect(await actionlint(project, [])).toEqual([]);

    // The check has teeth: a misspelled input is an error.
    const misspelled = await localActionProject((text) =>
      text.replace('json-file: kyverno-shard', 'json-fil: kyverno-shard'),
    );
    const errors = await actionlint(misspelled, []);
    expect(errors.map((error) => `${error.filepath}:${error.line}: ${error.kind}`)).toEqual([
      '.github/workflows/sharded.yml:29: action',
    ]);
    expect(errors[0]?.message).toContain('input "json-fil" is not defined in action');
  });
});

let kyverno: SharedKyverno;
let origin: GitRepo;
let base: string;
let head: string;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  origin = await exampleRepo();
  base = await origin.head();
  await origin.branch('feature');
  await origin.write('manifests/api.yaml', apiManifest(true));
  const policy = 'policies/require-labels/require-labels.yaml';
  const text = await readFile(path.join(origin.dir, policy), 'utf8');
  await origin.write(policy, text.replace('so that its owners', 'so that the owners'));
  head = await origin.commit('Add the api Pod; reword the require-labels policy');
});

afterAll(async () => {
  await kyverno?.close();
  await cleanupRepos();
});

/** Runs a job of the workflow on the pull request, against an API with the job's permissions. */
async function runOnPullRequest(
  workflow: Workflow,
  job: string,
  options: Partial<JobOptions> & { api: E2eGitHub },
): Promise<JobResult> {
  const { api, ...rest } = options;
  return runJob(workflow, job, {
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR, base, head }),
    checkout: async () => (await origin.clone({ ref: head, depth: 1 })).dir,
    artifacts: new Artifacts(),
    extraInputs: kyverno.inputs,
    runner: { toolCache: kyverno.toolCache, env: api.env(MERGE_SHA) },
    ...rest,
  });
}

/** The one run of the action in a job. */
function onlyRun(job: JobResult): ActionRun {
  expect(job.actionRuns).toHaveLength(1);
  return job.actionRuns[0] as ActionRun;
}

/** The job's action step was given exactly the workflow's `with:` (expressions substituted). */
function inputsOf(job: JobResult): Record<string, string> | undefined {
  return job.steps.find((step) => step.action)?.inputs;
}

async function startApi(workflow: Workflow, job: string): Promise<E2eGitHub> {
  return E2eGitHub.start({ [PR]: CHANGED }, permissionsOf(workflow, job));
}

function expectNoRefusals(api: E2eGitHub): void {
  expect(api.gh.validationErrors).toEqual([]);
  expect(api.refused()).toEqual([]);
}

describe('pull-request.yml', () => {
  it('gates the pull request: a failed check run with every annotation and one comment', async () => {
    const workflow = await loadWorkflow('pull-request.yml');
    const api = await startApi(workflow, 'kyverno');
    try {
      const job = await runOnPullRequest(workflow, 'kyverno', { api });
      const run = onlyRun(job);
      expect(run.exitCode, transcript(run)).toBe(1);
      expect(inputsOf(job)).toEqual({
        policies: 'policies/',
        manifests: 'manifests/**/*.yaml\n!**/kustomization.yaml\n',
        tests: 'policies/',
      });
      expectNoRefusals(api);
      expect(run.stdout).toContain(
        'policies/require-labels/require-labels.yaml is a policy, values or exception file and changed',
      );
      const report = await readReport(run.outputs['json-file'] ?? '');
      expect(described(report, 'fail')).toEqual([...APPLY_FAILURES, SUITE_FAILURE]);
      expect(run.outputs.result).toBe('fail');
      expect(run.outputs['kyverno-version']).toBe(KYVERNO_VERSION());

      expect(api.checks.runs).toEqual([
        expect.objectContaining({ head_sha: head, name: 'Kyverno', conclusion: 'failure' }),
      ]);
      expect(api.checks.runs[0]?.annotations).toHaveLength(5);
      const comments = api.comments.by(GITHUB_ACTIONS_BOT.login, PR);
      expect(comments).toHaveLength(1);
      expect(comments[0]?.body).toContain(
        '<!-- kyverno-policy-check workflow=Kyverno%20policy%20check job=kyverno check=Kyverno -->',
      );
      expect(run.outputs['comment-url']).toContain(`#issuecomment-${comments[0]?.id}`);
    } finally {
      await api.close();
    }
  });
});

describe('monorepo.yml', () => {
  it('runs only the suites the change affects, applies every policy folder, writes SARIF', async () => {
    const workflow = await loadWorkflow('monorepo.yml');
    const api = await startApi(workflow, 'kyverno');
    try {
      const job = await runOnPullRequest(workflow, 'kyverno', { api });
      const run = onlyRun(job);
      expect(run.exitCode, transcript(run)).toBe(1);
      expect(inputsOf(job)).toMatchObject({
        'tests-scope': 'affected',
        'sarif-file': 'kyverno.sarif',
      });
      expectNoRefusals(api);
      expect(run.stdout, transcript(run)).toContain('tests-scope is `affected`: 1 of 2 suite(s)');

      const report = await readReport(run.outputs['json-file'] ?? '');
      expect(described(report, 'fail')).toEqual(APPLY_FAILURES);
      const suites = new Set(report.results.flatMap((result) => result.suite ?? []));
      expect([...suites]).toEqual(['policies/require-labels/.kyverno-test/kyverno-test.yaml']);
      expect(report.summary).toMatchObject({ fail: 4, skip: 1 });

      expect(run.outputs['sarif-file']).toBe(path.join(job.workspace, 'kyverno.sarif'));
      const sarif = await readSarif(path.join(job.workspace, 'kyverno.sarif'));
      expect(sarif.results.filter((result) => result.includes(' error '))).toHaveLength(4);
      expect(api.checks.runs[0]?.annotations).toHaveLength(4);
      expect(api.comments.by(GITHUB_ACTIONS_BOT.login, PR)).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});

describe('sharded.yml', () => {
  it('3 shard jobs, then the report job publishes one merged report equal to one unsharded run', async () => {
    const workflow = await loadWorkflow('sharded.yml');
    const shards = workflow.jobs.kyverno?.strategy?.matrix?.shard ?? [];
    expect(shards).toEqual([1, 2, 3]);
    const artifacts = new Artifacts();
    const shardApi = await startApi(workflow, 'kyverno');
    const shardReports = [];
    try {
      for (const shard of shards) {
        const job = await runOnPullRequest(workflow, 'kyverno', {
          api: shardApi,
          artifacts,
          matrix: { shard: Number(shard) },
        });
        const run = onlyRun(job);
        expect(run.exitCode, transcript(run)).toBe(0); // fail-on: never
        expect(inputsOf(job)).toMatchObject({
          shard: `${shard}/3`,
          'json-file': `kyverno-shard-${shard}.json`,
        });
        expect(run.stdout).toContain(`Shard ${shard}/3:`);
        // The report job annotates once for all shards.
        expect(commandsNamed(run, 'error')).toEqual([]);
        shardReports.push(
          await readReport(path.join(job.workspace, `kyverno-shard-${shard}.json`)),
        );
      }
      expect([...artifacts.byName.keys()]).toEqual([
        'kyverno-shard-1',
        'kyverno-shard-2',
        'kyverno-shard-3',
      ]);
      // No check run or comment from the shards: the report job publishes them.
      expect(shardApi.writes()).toEqual([]);
    } finally {
      await shardApi.close();
    }
    // Every shard got work: the split is balanced, not everything in one part.
    for (const report of shardReports) expect(report.results.length).toBeGreaterThan(0);

    const api = await startApi(workflow, 'report');
    try {
      const job = await runOnPullRequest(workflow, 'report', { api, artifacts });
      const merged = onlyRun(job);
      expect(merged.exitCode, transcript(merged)).toBe(1);
      expect(inputsOf(job)).toEqual({ 'merge-results': 'kyverno-shard-*.json' });
      expectNoRefusals(api);
      expect(merged.stdout).toContain('Merging 3 shard result file(s)');
      expect(merged.outputs['kyverno-version']).toBe(KYVERNO_VERSION());
      expect(api.checks.runs).toHaveLength(1);
      expect(api.checks.runs[0]).toMatchObject({ head_sha: head, conclusion: 'failure' });
      expect(api.checks.runs[0]?.annotations).toHaveLength(5);
      expect(api.comments.by(GITHUB_ACTIONS_BOT.login, PR)).toHaveLength(1);
      expect(merged.summary).toContain(
        '## ❌ Kyverno Policy Check: 2 new failures, 0 fixed, 3 existing',
      );

      // The same inputs without `shard`, in one job.
      const shardStep = actionStepsOf(workflow).find((step) => step.job === 'kyverno');
      const single = await runAction({
        workspace: (await origin.clone({ ref: head, depth: 1 })).dir,
        toolCache: kyverno.toolCache,
        inputs: {
          ...Object.fromEntries(
            Object.entries(shardStep?.step.with ?? {})
              .filter(([name]) => !['shard', 'json-file'].includes(name))
              .map(([name, value]) => [name, String(value)]),
          ),
          ...kyverno.inputs,
        },
        eventName: 'pull_request',
        payload: pullRequestEvent({ number: PR, base, head }),
        env: { GITHUB_API_URL: api.gh.url, GITHUB_SHA: MERGE_SHA },
      });
      expect(single.exitCode, transcript(single)).toBe(0);
      const one = await readReport(single.outputs['json-file'] ?? '');
      const mergedReport = await readReport(merged.outputs['json-file'] ?? '');
      expect(resultSet(mergedReport)).toEqual(resultSet(one));
      expect(mergedReport.summary).toEqual(one.summary);
      expect(mergedReport.skipped).toEqual(one.skipped);
      expect(resultSet({ ...one, results: shardReports.flatMap((r) => r.results) })).toEqual(
        resultSet(one),
      );
      for (const name of ['passed', 'failed', 'warned', 'errored', 'skipped', 'total']) {
        expect(merged.outputs[name], name).toBe(single.outputs[name]);
      }
    } finally {
      await api.close();
    }
  });
});

describe('fork-check.yml then fork-report.yml', () => {
  it('part 1 annotates a fork pull request read-only; part 2 publishes the check run and comment', async () => {
    const check = await loadWorkflow('fork-check.yml');
    const report = await loadWorkflow('fork-report.yml');
    expect(report.on.workflow_run).toMatchObject({ workflows: [check.name] });
    const artifacts = new Artifacts();

    const forkApi = await startApi(check, 'kyverno');
    try {
      const job = await runOnPullRequest(check, 'kyverno', {
        api: forkApi,
        artifacts,
        payload: pullRequestEvent({ number: PR, base, head, headRepository: FORK_REPOSITORY }),
      });
      const run = onlyRun(job);
      expect(run.exitCode, transcript(run)).toBe(1);
      // The steps after the failing one run: they are `if: always()`.
      expect(job.steps.map((step) => step.ran)).toEqual([true, true, true, true]);
      expectNoRefusals(forkApi);
      expect(forkApi.writes()).toEqual([]);
      const annotations = commandsNamed(run, 'error').filter((c) => c.properties.file);
      expect(annotations).toHaveLength(5);
      expect(run.summary).toContain(
        '## ❌ Kyverno Policy Check: 2 new failures, 0 fixed, 3 existing',
      );
      const files = artifacts.byName.get('kyverno-results');
      expect([...(files?.keys() ?? [])].sort()).toEqual([
        'kyverno-results.json',
        'pull-request-number.txt',
      ]);
      expect(files?.get('pull-request-number.txt')?.toString()).toBe(`${PR}\n`);
    } finally {
      await forkApi.close();
    }

    const api = await startApi(report, 'report');
    try {
      const event = workflowRunEvent({ id: 4242, name: check.name, headSha: head });
      const job = await runJob(report, 'report', {
        eventName: 'workflow_run',
        payload: event,
        artifacts,
        runner: { env: api.env('0000000000000000000000000000000000000002') },
      });
      expect(job.ran).toBe(true);
      expect(job.steps.find((step) => step.step.id === 'pr')?.outputs).toEqual({
        number: String(PR),
      });
      const run = onlyRun(job);
      expect(inputsOf(job)).toEqual({
        'results-file': 'kyverno-results.json',
        'pull-request-number': String(PR),
      });
      expect(run.exitCode, transcript(run)).toBe(1);
      expectNoRefusals(api);
      expect(run.outputs['kyverno-version']).toBe(KYVERNO_VERSION());
      expect(run.outputs.failed).toBe('5');
      expect(api.checks.runs).toEqual([
        expect.objectContaining({ head_sha: head, name: 'Kyverno', conclusion: 'failure' }),
      ]);
      expect(api.checks.runs[0]?.annotations).toHaveLength(5);
      const comments = api.comments.by(GITHUB_ACTIONS_BOT.login, PR);
      expect(comments).toHaveLength(1);
      expect(comments[0]?.body).toContain('## ❌ Kyverno: 2 new failures, 0 fixed, 3 existing');
      expect(run.outputs['check-run-url']).toBeDefined();
      expect(run.outputs['comment-url']).toContain(`/pull/${PR}#issuecomment-`);

      // Only runs that came from a pull request are reported.
      const fromPush = await runJob(report, 'report', {
        eventName: 'workflow_run',
        payload: { workflow_run: { ...(event.workflow_run as object), event: 'push' } },
        artifacts,
      });
      expect(fromPush.ran).toBe(false);
    } finally {
      await api.close();
    }
  });
});
