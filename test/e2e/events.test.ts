/**
 * dist/index.js on the events other than a pull request, with the real Kyverno CLI, real git
 * repositories (checked out at depth 1, as actions/checkout does) and the loopback GitHub API:
 * a push (before..after), a workflow_dispatch (everything), a merge_group (base_sha..head_sha),
 * and a repository with no suites and no manifests. None of them has a pull request, so none
 * comments; each gets a check run on GITHUB_SHA.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ActionRun, runAction } from '../support/action-runner.js';
import {
  countOutputs,
  described,
  pickCountOutputs,
  readJUnit,
  readReport,
  readSarif,
} from '../support/e2e-reports.js';
import {
  E2eGitHub,
  EXAMPLE_INPUTS,
  KYVERNO_VERSION,
  SharedKyverno,
  commandsNamed,
  exampleRepo,
  mergeGroupEvent,
  pullRequestEvent,
  pushEvent,
  transcript,
} from '../support/e2e-setup.js';
import { GitRepo, cleanupRepos } from '../support/git-repo.js';

/** The example suites' results: one wrong expectation fails on purpose, one row is a skip. */
const SUITE_FAILURE =
  'test disallow-latest-tag/validate-image-tag Pod default/latest-pod @ policies/disallow-latest-tag/.kyverno-test/kyverno-test.yaml:20';
const SUITE_COUNTS = { pass: 3, fail: 1, warn: 0, error: 0, skip: 1 };

let kyverno: SharedKyverno;
let api: E2eGitHub;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  api = await E2eGitHub.start({ 9: [{ filename: 'README.md', status: 'modified' }] });
});

beforeEach(() => api.clear());

afterAll(async () => {
  await api?.close();
  await kyverno?.close();
  await cleanupRepos();
});

interface Scenario {
  checkout: GitRepo;
  sha: string;
  eventName: string;
  payload: unknown;
  inputs?: Record<string, string>;
}

async function run(scenario: Scenario): Promise<ActionRun> {
  const result = await runAction({
    workspace: scenario.checkout.dir,
    toolCache: kyverno.toolCache,
    inputs: {
      ...EXAMPLE_INPUTS,
      'json-file': 'kyverno.json',
      'junit-file': 'kyverno.xml',
      'sarif-file': 'kyverno.sarif',
      ...scenario.inputs,
      ...kyverno.inputs,
    },
    eventName: scenario.eventName,
    payload: scenario.payload,
    env: api.env(scenario.sha),
  });
  expect(api.gh.validationErrors).toEqual([]);
  expect(result.stderr).toBe('');
  expect(result.outputs['kyverno-version']).toBe(KYVERNO_VERSION());
  return result;
}

/** No pull request: a check run on GITHUB_SHA, no comment and no comment request. */
function expectCheckRunOnly(result: ActionRun, sha: string, conclusion: string): void {
  const check = api.checks.runs.at(-1);
  expect(check).toMatchObject({ head_sha: sha, name: 'Kyverno', conclusion });
  expect(result.outputs['check-run-url']).toBe(
    `https://github.example/octo-org/octo-repo/runs/${check?.id}`,
  );
  expect(api.gh.requests.filter((request) => /comments|\/user$/.test(request.path))).toEqual([]);
  expect(result.outputs['comment-url']).toBeUndefined();
}

async function expectReportFiles(
  result: ActionRun,
  workspace: string,
  failures: string[],
): Promise<void> {
  expect(result.outputs['json-file']).toBe(path.join(workspace, 'kyverno.json'));
  expect(result.outputs['junit-file']).toBe(path.join(workspace, 'kyverno.xml'));
  expect(result.outputs['sarif-file']).toBe(path.join(workspace, 'kyverno.sarif'));
  const report = await readReport(path.join(workspace, 'kyverno.json'));
  expect(described(report, 'fail')).toEqual(failures);
  const junit = await readJUnit(path.join(workspace, 'kyverno.xml'));
  expect(junit.tests).toBe(report.results.length);
  expect(junit.failures).toBe(failures.length);
  const sarif = await readSarif(path.join(workspace, 'kyverno.sarif'));
  expect(sarif.results.filter((result) => result.includes(' error '))).toHaveLength(
    failures.length,
  );
}

describe('a push', () => {
  it('checks the manifests changed between before and after, fetching the history it needs', async () => {
    const origin = await exampleRepo();
    const before = await origin.head();
    const web = 'manifests/web.yaml';
    const text = await readFile(path.join(origin.dir, web), 'utf8');
    await origin.write(web, text.replace('web:1.8.0', 'web:latest'));
    const after = await origin.commit('Use the latest web image');
    const checkout = await origin.clone({ ref: after, depth: 1 });

    const result = await run({
      checkout,
      sha: after,
      eventName: 'push',
      payload: pushEvent(before, after),
    });
    expect(result.exitCode, transcript(result)).toBe(1);
    expect(result.stdout).toContain(
      `Only manifests among the 1 changed file(s) of push ${before.slice(0, 12)}..${after.slice(0, 12)} are checked.`,
    );
    expect(result.stdout).toContain('No pull request for this push: no comment.');
    const failures = [
      'apply disallow-latest-tag/autogen-validate-image-tag Deployment shop/web @ manifests/web.yaml:21',
      SUITE_FAILURE,
    ];
    expect(pickCountOutputs(result.outputs)).toEqual(
      countOutputs({ ...SUITE_COUNTS, pass: SUITE_COUNTS.pass + 1, fail: 2 }, 7),
    );
    expect(result.outputs.result).toBe('fail');
    expectCheckRunOnly(result, after, 'failure');
    expect(api.checks.runs.at(-1)?.annotations).toEqual([
      expect.objectContaining({ path: 'manifests/web.yaml', start_line: 21 }),
      expect.objectContaining({
        path: 'policies/disallow-latest-tag/.kyverno-test/kyverno-test.yaml',
        start_line: 20,
      }),
    ]);
    expect(result.summary).toContain('## ❌ Kyverno Policy Check: 2 fail');
    expect(result.summary).toContain(`blob/${after}/manifests/web.yaml#L21`);
    await expectReportFiles(result, checkout.dir, failures.sort());
  });
});

describe('a workflow_dispatch', () => {
  it('checks every manifest and runs every suite; fail-on never passes the step', async () => {
    const origin = await exampleRepo();
    const sha = await origin.head();
    const checkout = await origin.clone({ ref: sha, depth: 1 });
    const result = await run({
      checkout,
      sha,
      eventName: 'workflow_dispatch',
      payload: { inputs: {}, ref: 'refs/heads/main' },
      // No exclusion: the kustomization is listed as skipped, with its reason.
      inputs: { manifests: 'manifests/**/*.yaml', 'fail-on': 'never' },
    });
    expect(result.exitCode, transcript(result)).toBe(0);
    expect(result.stdout).toContain(
      'Every matching manifest is checked: the workflow_dispatch event has no changed files.',
    );
    const failures = [
      'apply disallow-latest-tag/autogen-validate-image-tag Deployment shop/worker @ manifests/worker.yaml:18',
      'apply require-labels/autogen-check-for-labels Deployment shop/worker @ manifests/worker.yaml:13',
      SUITE_FAILURE,
    ];
    expect(result.outputs.result).toBe('pass');
    expect(commandsNamed(result, 'error')).toEqual([]);
    expectCheckRunOnly(result, sha, 'neutral');
    expect(api.checks.runs.at(-1)?.annotations).toHaveLength(3);
    const report = await readReport(path.join(checkout.dir, 'kyverno.json'));
    expect(pickCountOutputs(result.outputs)).toEqual(
      countOutputs(report.summary, report.results.length),
    );
    expect(report.summary.fail).toBe(3);
    expect(report.skipped).toEqual([
      expect.objectContaining({ file: 'manifests/kustomization.yaml', line: 2 }),
    ]);
    expect(result.summary).toContain('## ⚠️ Kyverno Policy Check: passed with 3 fail');
    expect(result.summary).toContain('manifests/kustomization.yaml');
    expect(result.summary).toContain(report.skipped[0]?.reason ?? '(no reason)');
    await expectReportFiles(result, checkout.dir, failures.sort());
  });
});

describe('a merge_group', () => {
  it('checks the manifests changed between base_sha and head_sha', async () => {
    const origin = await exampleRepo();
    const base = await origin.head();
    await origin.write(
      'manifests/batch.yaml',
      'apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: migrate\n  namespace: shop\nspec:\n' +
        '  template:\n    metadata:\n      labels:\n        app.kubernetes.io/name: migrate\n' +
        '    spec:\n      restartPolicy: Never\n      containers:\n        - name: migrate\n' +
        '          image: ghcr.io/example/migrate:latest\n',
    );
    const head = await origin.commit('Merge pull request #7');
    const checkout = await origin.clone({ ref: head, depth: 1 });
    const result = await run({
      checkout,
      sha: head,
      eventName: 'merge_group',
      payload: mergeGroupEvent(base, head),
      inputs: { tests: 'none' },
    });
    expect(result.exitCode, transcript(result)).toBe(1);
    expect(result.stdout).toContain(
      `Only manifests among the 1 changed file(s) of merge group ${base.slice(0, 12)}..${head.slice(0, 12)} are checked.`,
    );
    const failures = [
      'apply disallow-latest-tag/autogen-validate-image-tag Job shop/migrate @ manifests/batch.yaml:15',
    ];
    expect(pickCountOutputs(result.outputs)).toEqual(
      countOutputs({ pass: 1, fail: 1, warn: 0, error: 0, skip: 0 }, 2),
    );
    expectCheckRunOnly(result, head, 'failure');
    expect(result.summary).toContain(
      '## ❌ Kyverno Policy Check: 1 new failure, 0 fixed, 0 existing',
    );
    await expectReportFiles(result, checkout.dir, failures);
  });
});

describe('a repository with no suites and no manifests', () => {
  it('passes with a clear message, a successful check run and no comment', async () => {
    const origin = await GitRepo.create();
    await origin.write('README.md', '# Nothing to check here\n');
    const base = await origin.commit('Initial commit');
    await origin.write('README.md', '# Still nothing to check here\n');
    const head = await origin.commit('Edit the README');
    const checkout = await origin.clone({ ref: head, depth: 1 });
    const result = await run({
      checkout,
      sha: 'f00dfacef00dfacef00dfacef00dfacef00dface',
      eventName: 'pull_request',
      payload: pullRequestEvent({ number: 9, base, head }),
      // The action's defaults: `tests: .`, no manifests.
      inputs: { policies: '', manifests: '', tests: '.' },
    });
    expect(result.exitCode, transcript(result)).toBe(0);
    expect(result.outputs.result).toBe('pass');
    expect(pickCountOutputs(result.outputs)).toEqual(
      countOutputs({ pass: 0, fail: 0, warn: 0, error: 0, skip: 0 }, 0),
    );
    const nothing =
      'Nothing was checked. No test file named kyverno-test.yaml was found in `.`: `kyverno test` does not run. ' +
      'The `manifests` input is empty: `kyverno apply` does not run.';
    expect(result.summary).toContain('## ✅ Kyverno Policy Check: no failures');
    expect(result.summary).toContain('Kyverno policy check passed: no results (fail-on: fail).');
    expect(result.summary).toContain('### Notices');
    expect(result.summary.replace(/\\/g, '')).toContain(nothing);
    expect(api.checks.runs.at(-1)).toMatchObject({
      head_sha: head,
      conclusion: 'success',
      annotations: [],
    });
    expect(api.comments.comments).toEqual([]);
    expect(result.outputs['comment-url']).toBeUndefined();
    expect(result.stdout).toContain('No pull request comment:');
    const report = await readReport(path.join(checkout.dir, 'kyverno.json'));
    expect(report.results).toEqual([]);
    expect(report.notices).toEqual([nothing]);
    expect((await readJUnit(path.join(checkout.dir, 'kyverno.xml'))).tests).toBe(0);
    expect((await readSarif(path.join(checkout.dir, 'kyverno.sarif'))).results).toEqual([]);
  });
});
