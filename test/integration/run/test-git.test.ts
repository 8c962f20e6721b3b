import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { discoverSuites } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { startGitHttpServer, type GitHttpServer } from '../../support/git-http-server.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const outcomes = fileURLToPath(new URL('../../fixtures/suites/outcomes/', import.meta.url));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    stdio: 'pipe',
  });

const brief = (result: PolicyResult) =>
  [result.suite, result.file ?? 'no file', result.status, result.reason, result.resource.name].join(
    ' | ',
  );

describe('suites in a git repository served over smart HTTP on 127.0.0.1 (real Kyverno)', () => {
  let temp: string;
  let workspace: string;
  let server: GitHttpServer;

  beforeAll(async () => {
    temp = await mkdtemp(path.join(os.tmpdir(), 'kyverno-test-git-'));
    const work = path.join(temp, 'work');
    for (const folder of ['_shared', 'pass', 'fail']) {
      await cp(path.join(outcomes, folder), path.join(work, 'suites', folder), { recursive: true });
    }
    git(temp, 'init', '--quiet', '--initial-branch=main', work);
    git(work, 'add', '--all');
    git(work, 'commit', '--quiet', '--message', 'suites');
    await mkdir(path.join(temp, 'served', 'org'), { recursive: true });
    git(temp, 'clone', '--quiet', '--bare', work, path.join(temp, 'served', 'org', 'policies'));
    workspace = path.join(temp, 'workspace');
    await mkdir(workspace);
    server = await startGitHttpServer(path.join(temp, 'served'));
  });

  afterAll(async () => {
    await server?.close();
    await rm(temp, { recursive: true, force: true });
  });

  it('passes the URL and --git-branch through; results carry the URL and no local file', async () => {
    const url = `${server.url}/org/policies/suites/fail`;
    const suites = await discoverSuites([url], { workspace, fileName: 'kyverno-test.yaml' });
    expect(suites).toEqual([{ kind: 'git', url }]);
    const { results, notices } = await runTestSuites({
      kyverno: kyvernoBinary(),
      workspace,
      suites,
      fileName: 'kyverno-test.yaml',
      gitBranch: 'main',
      parallelism: 1,
    });
    expect(notices).toEqual([]);
    expect(results.map(brief)).toEqual([
      `${url} | no file | fail | Want pass, got fail | bad-pod`,
      `${url} | no file | pass | Ok | good-pod`,
    ]);
    expect(results.every((result) => result.line === undefined)).toBe(true);
    expect(server.requests.some((request) => request.includes('git-upload-pack'))).toBe(true);
  });

  it('searches the whole repository, next to local suites, without --git-branch', async () => {
    const url = `${server.url}/org/policies/main`;
    const { results } = await runTestSuites({
      kyverno: kyvernoBinary(),
      workspace,
      suites: await discoverSuites([url], { workspace, fileName: 'kyverno-test.yaml' }),
      fileName: 'kyverno-test.yaml',
      parallelism: 1,
    });
    expect(results.filter((result) => result.status === 'fail')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'pass')).toHaveLength(4);
  });

  it('reports a repository that cannot be cloned as an error of that URL', async () => {
    const url = `${server.url}/org/missing`;
    const { results } = await runTestSuites({
      kyverno: kyvernoBinary(),
      workspace,
      suites: [{ kind: 'git', url }],
      fileName: 'kyverno-test.yaml',
      gitBranch: 'main',
      parallelism: 1,
    });
    expect(results).toEqual([
      expect.objectContaining({
        status: 'error',
        reason: 'Tests not loaded',
        suite: url,
        message: expect.stringMatching(
          /^Kyverno could not load the tests of http.*failed to clone repository Cause: /,
        ),
      }),
    ]);
    expect(results[0]?.file).toBeUndefined();
  });
});
