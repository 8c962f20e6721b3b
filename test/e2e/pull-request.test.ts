/**
 * dist/index.js on pull requests, as the runner runs it, with the real Kyverno CLI, a real git
 * repository made from examples/ and the loopback GitHub API and release servers:
 * - a same-repository pull request adds a manifest that breaks both example policies, then a later
 *   push to it fixes the manifest: one check run per head commit (failure, then success) and one
 *   sticky comment, updated to say the check passes;
 * - the same change from a fork: a read-only token, so no check run and no comment (one notice),
 *   `::error` annotations instead, and the summary and report files all the same.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  FORK_REPOSITORY,
  KYVERNO_VERSION,
  SharedKyverno,
  apiManifest,
  commandsNamed,
  exampleRepo,
  pullRequestEvent,
  transcript,
} from '../support/e2e-setup.js';
import { GITHUB_ACTIONS_BOT } from '../support/fake-github/comments.js';
import { type GitRepo, cleanupRepos } from '../support/git-repo.js';

const PR = 7;
const MERGE_SHA = 'f00dfacef00dfacef00dfacef00dfacef00dface';
const CHANGED = [{ filename: 'manifests/api.yaml', status: 'added' as const }];

/** The inputs of examples/workflows/pull-request.yml, with every report file asked for. */
const INPUTS = {
  ...EXAMPLE_INPUTS,
  // Only the suites a change touches; this pull request changes a manifest, not a policy.
  'tests-scope': 'affected',
  'json-file': 'reports/kyverno.json',
  'junit-file': 'reports/kyverno.xml',
  'sarif-file': 'reports/kyverno.sarif',
};

// Each at the field Kyverno names: no `labels:`, so `metadata:`; the image of the container.
const API_FAILURES = [
  'apply disallow-latest-tag/validate-image-tag Pod shop/api @ manifests/api.yaml:9',
  'apply require-labels/check-for-labels Pod shop/api @ manifests/api.yaml:3',
];

let kyverno: SharedKyverno;
let api: E2eGitHub;
let origin: GitRepo;
let base: string;
let broken: string;
let fixed: string;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  api = await E2eGitHub.start({ [PR]: CHANGED });
  origin = await exampleRepo();
  base = await origin.head();
  await origin.branch('feature');
  await origin.write('manifests/api.yaml', apiManifest(true));
  broken = await origin.commit('Add the api Pod');
  await origin.write('manifests/api.yaml', apiManifest(false));
  fixed = await origin.commit('Pin the api image and label the Pod');
});

afterAll(async () => {
  await api?.close();
  await kyverno?.close();
  await cleanupRepos();
});

/** Checks out the pull request's head (as actions/checkout, depth 1) and runs the action on it. */
async function runOnPullRequest(
  head: string,
  options: { headRepository?: string; action?: 'opened' | 'synchronize' } = {},
): Promise<{ run: ActionRun; workspace: string }> {
  const checkout = await origin.clone({ ref: head, depth: 1 });
  const run = await runAction({
    workspace: checkout.dir,
    toolCache: kyverno.toolCache,
    inputs: { ...INPUTS, ...kyverno.inputs },
    eventName: 'pull_request',
    payload: pullRequestEvent({ number: PR, base, head, ...options }),
    env: api.env(MERGE_SHA),
  });
  return { run, workspace: checkout.dir };
}

/** The report files every run writes, whatever the token may do. */
async function expectBrokenReportFiles(run: ActionRun, workspace: string): Promise<void> {
  const reports = path.join(workspace, 'reports');
  expect(run.outputs['json-file']).toBe(path.join(reports, 'kyverno.json'));
  expect(run.outputs['junit-file']).toBe(path.join(reports, 'kyverno.xml'));
  expect(run.outputs['sarif-file']).toBe(path.join(reports, 'kyverno.sarif'));

  const report = await readReport(path.join(reports, 'kyverno.json'));
  expect(report.kyvernoVersion).toBe(KYVERNO_VERSION());
  expect(report.summary).toEqual({ pass: 0, fail: 2, warn: 0, error: 0, skip: 0 });
  expect(described(report, 'fail')).toEqual(API_FAILURES);

  const junit = await readJUnit(path.join(reports, 'kyverno.xml'));
  expect(junit).toMatchObject({ tests: 2, failures: 2, errors: 0, skipped: 0 });
  expect(junit.failed).toEqual(['manifests/api.yaml:3', 'manifests/api.yaml:9']);

  const sarif = await readSarif(path.join(reports, 'kyverno.sarif'));
  expect(sarif.toolVersion).toBe(KYVERNO_VERSION());
  expect(sarif.rules).toEqual([
    'disallow-latest-tag/validate-image-tag',
    'require-labels/check-for-labels',
  ]);
  expect(sarif.results).toEqual([
    'disallow-latest-tag/validate-image-tag error manifests/api.yaml:9',
    'require-labels/check-for-labels error manifests/api.yaml:3',
  ]);
}

/** The job summary of the broken head: verdict, counts, each failure linked at the head SHA. */
function expectBrokenSummary(run: ActionRun): void {
  expect(run.summary).toContain('## ❌ Kyverno Policy Check: 2 new failures, 0 fixed, 0 existing');
  expect(run.summary).toContain('Kyverno policy check failed: 2 fail (fail-on: fail).');
  expect(run.summary).toContain('### `kyverno apply`: 2 fail');
  expect(run.summary).toContain(
    `[api.yaml:9](https://github.com/octo-org/octo-repo/blob/${broken}/manifests/api.yaml#L9)`,
  );
  expect(run.stdout).toContain(
    `Only manifests among the 1 changed file(s) of pull request #${PR} (GitHub API) are checked.`,
  );
}

describe('a pull request that breaks a policy, then a push that fixes it', () => {
  let first: ActionRun;
  let firstWorkspace: string;

  it('fails: a failed check run on the head commit with every annotation, and one comment', async () => {
    ({ run: first, workspace: firstWorkspace } = await runOnPullRequest(broken));
    expect(first.exitCode, transcript(first)).toBe(1);
    expect(first.stderr).toBe('');
    expect(api.gh.validationErrors).toEqual([]);

    expect(first.outputs.result).toBe('fail');
    expect(first.outputs['kyverno-version']).toBe(KYVERNO_VERSION());
    expect(pickCountOutputs(first.outputs)).toEqual(
      countOutputs({ pass: 0, fail: 2, warn: 0, error: 0, skip: 0 }, 2),
    );
    // The check run carries the annotations: the only `::error` is the verdict's.
    expect(commandsNamed(first, 'error')).toEqual([
      {
        command: 'error',
        properties: {},
        message: 'Kyverno policy check failed: 2 fail (fail-on: fail).',
      },
    ]);
    expect(commandsNamed(first, 'warning')).toEqual([]);

    expect(api.checks.runs).toHaveLength(1);
    const [check] = api.checks.runs;
    expect(check).toMatchObject({
      name: 'Kyverno',
      head_sha: broken, // the pull request's head, not GITHUB_SHA's merge commit
      status: 'completed',
      conclusion: 'failure',
      details_url: 'https://github.com/octo-org/octo-repo/actions/runs/1',
    });
    expect(check?.output.title).toBe('2 fail');
    // Created on the head SHA, completed and with its 2 annotations in one request; then the one
    // comment.
    expect(api.writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /repos/octo-org/octo-repo/check-runs',
      `POST /repos/octo-org/octo-repo/issues/${PR}/comments`,
    ]);
    expect(api.sentAnnotations()).toEqual(check?.annotations);
    expect(check?.annotations).toEqual([
      expect.objectContaining({
        path: 'manifests/api.yaml',
        start_line: 3,
        end_line: 3,
        annotation_level: 'failure',
        title: 'require-labels/check-for-labels',
        message: expect.stringContaining('The label `app.kubernetes.io/name` is required.'),
      }),
      expect.objectContaining({
        path: 'manifests/api.yaml',
        start_line: 9,
        end_line: 9,
        annotation_level: 'failure',
        title: 'disallow-latest-tag/validate-image-tag',
        message: expect.stringContaining(
          'Using a mutable image tag such as `latest` is not allowed.',
        ),
      }),
    ]);
    expect(first.outputs['check-run-url']).toBe('https://github.example/octo-org/octo-repo/runs/1');

    const comments = api.comments.by(GITHUB_ACTIONS_BOT.login, PR);
    expect(comments).toHaveLength(1);
    const [comment] = comments;
    expect(comment?.body).toContain(
      '<!-- kyverno-policy-check workflow=policy job=kyverno check=Kyverno -->',
    );
    expect(comment?.body).toContain('## ❌ Kyverno: 2 new failures, 0 fixed, 0 existing');
    expect(comment?.body).toContain(`blob/${broken}/manifests/api.yaml#L9`);
    expect(comment?.body).toContain(`for commit ${broken.slice(0, 7)}`);
    expect(first.outputs['comment-url']).toBe(
      `https://github.example/octo-org/octo-repo/pull/${PR}#issuecomment-${comment?.id}`,
    );

    expectBrokenSummary(first);
    expect(first.summary).toContain(`**Kyverno:** ${KYVERNO_VERSION().replace('.', '\\.')}`);
    expect(first.summary).toContain(`downloaded from ${kyverno.releases.url}`);
    expect(first.summary).toContain(
      '**Check run:** [Kyverno](https://github.example/octo-org/octo-repo/runs/1)',
    );
    await expectBrokenReportFiles(first, firstWorkspace);
  });

  it('passes after the fix: a successful check run on the new head, and the same comment says so', async () => {
    expect(first, 'the first run must have run').toBeDefined();
    kyverno.releases.requests.length = 0;
    api.clear();
    const { run, workspace } = await runOnPullRequest(fixed, { action: 'synchronize' });
    expect(run.exitCode, transcript(run)).toBe(0);
    expect(run.stderr).toBe('');
    expect(api.gh.validationErrors).toEqual([]);
    expect(kyverno.releases.requests).toEqual([]); // a tool-cache hit

    expect(run.outputs.result).toBe('pass');
    expect(pickCountOutputs(run.outputs)).toEqual(
      countOutputs({ pass: 2, fail: 0, warn: 0, error: 0, skip: 0 }, 2),
    );
    expect(commandsNamed(run, 'error')).toEqual([]);

    expect(api.checks.runs).toHaveLength(2);
    expect(api.checks.runs[1]).toMatchObject({
      head_sha: fixed,
      status: 'completed',
      conclusion: 'success',
      annotations: [],
    });
    expect(run.outputs['check-run-url']).toBe('https://github.example/octo-org/octo-repo/runs/2');

    const comments = api.comments.by(GITHUB_ACTIONS_BOT.login, PR);
    expect(comments).toHaveLength(1);
    const [comment] = comments;
    expect(comment?.updates).toBe(1);
    expect(comment?.body).toContain('## ✅ Kyverno: all 2 results pass');
    expect(comment?.body).toContain(`for commit ${fixed.slice(0, 7)}`);
    expect(comment?.body).not.toContain('Failures');
    expect(comment?.body).not.toContain('manifests/api.yaml#L9');
    expect(run.outputs['comment-url']).toBe(first.outputs['comment-url']);
    expect(api.writes().map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /repos/octo-org/octo-repo/check-runs',
      `PATCH /repos/octo-org/octo-repo/issues/comments/${comment?.id}`,
    ]);

    expect(run.summary).toContain('## ✅ Kyverno Policy Check: all 2 results pass');
    expect(run.summary).toContain('tool cache');
    const report = await readReport(path.join(workspace, 'reports', 'kyverno.json'));
    expect(report.summary).toEqual({ pass: 2, fail: 0, warn: 0, error: 0, skip: 0 });
    expect((await readJUnit(path.join(workspace, 'reports', 'kyverno.xml'))).failures).toBe(0);
    expect((await readSarif(path.join(workspace, 'reports', 'kyverno.sarif'))).results).toEqual([]);
  });
});

describe('the same change from a fork (read-only token)', () => {
  it('skips the check run and the comment with one notice, annotates with ::error, still writes the summary and files', async () => {
    api.clear();
    const checksBefore = api.checks.runs.length;
    const commentsBefore = api.comments.comments.length;
    const { run, workspace } = await runOnPullRequest(broken, {
      headRepository: FORK_REPOSITORY,
    });
    expect(run.exitCode, transcript(run)).toBe(1);
    expect(api.gh.validationErrors).toEqual([]);

    expect(api.writes()).toEqual([]);
    expect(api.checks.runs).toHaveLength(checksBefore);
    expect(api.comments.comments).toHaveLength(commentsBefore);
    expect(run.outputs['check-run-url']).toBeUndefined();
    expect(run.outputs['comment-url']).toBeUndefined();

    const notices = commandsNamed(run, 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain(
      'Skipping the check run and the pull request comment: the token is read-only (pull request from a fork).',
    );

    const errors = commandsNamed(run, 'error');
    expect(errors.filter((command) => command.properties.file !== undefined)).toEqual([
      {
        command: 'error',
        properties: {
          title: 'require-labels/check-for-labels',
          file: 'manifests/api.yaml',
          line: '3',
          col: '1',
        },
        message: expect.stringContaining('The label `app.kubernetes.io/name` is required.'),
      },
      {
        command: 'error',
        properties: {
          title: 'disallow-latest-tag/validate-image-tag',
          file: 'manifests/api.yaml',
          line: '9',
          col: '7',
        },
        message: expect.stringContaining('Using a mutable image tag'),
      },
    ]);
    expect(errors.at(-1)?.message).toBe('Kyverno policy check failed: 2 fail (fail-on: fail).');

    expect(run.outputs.result).toBe('fail');
    expect(run.outputs['kyverno-version']).toBe(KYVERNO_VERSION());
    expect(pickCountOutputs(run.outputs)).toEqual(
      countOutputs({ pass: 0, fail: 2, warn: 0, error: 0, skip: 0 }, 2),
    );
    expectBrokenSummary(run);
    expect(run.summary).not.toContain('**Check run:**');
    await expectBrokenReportFiles(run, workspace);
  });
});
