/**
 * installAndCheck with the real Kyverno CLI: the head is planned while Kyverno is installed and
 * asked for its version, and the planning's log lines still come inside the check's own log.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PullFilesLister } from '../../../src/changes/pull-files.js';
import {
  installAndCheck,
  type InstallAndCheckOptions,
} from '../../../src/pipeline/install-and-check.js';
import { runProcess, type ProcessRunner } from '../../../src/process/run-process.js';
import { checkConfig } from '../../support/check-config.js';
import { kyvernoBinary } from '../../support/kyverno.js';
import { TEAM_SUITE_FILES } from '../../support/team-suite.js';
import { writeFiles } from '../../support/write-files.js';

let workspace: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'install-and-check-'));
  await writeFiles(workspace, TEAM_SUITE_FILES);
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

/**
 * The check of a pull request that changes the policy (`tests-scope: affected`, so the planning
 * lists its files with `beforeListing` first), with `kyverno-path`, logging into `lines`.
 */
async function checkPullRequest(
  lines: string[],
  beforeListing: () => Promise<void>,
  options: Pick<InstallAndCheckOptions, 'around' | 'whileKyvernoRuns'> & {
    runProcess?: ProcessRunner;
    checkRunner?: ProcessRunner;
  } = {},
): Promise<void> {
  const base = checkConfig(workspace, { tests: { dirs: ['policies'], scope: 'affected' } });
  const config = { ...base, install: { ...base.install, path: kyvernoBinary() } };
  const listPullFiles: PullFilesLister = async () => {
    await beforeListing();
    return {
      ok: true,
      capped: false,
      files: [{ path: 'policies/team/policy.yaml', status: 'modified' }],
    };
  };
  const logger = { info: (line: string) => lines.push(line) };
  const { kyverno, report } = await installAndCheck(config, {
    install: {
      logger: { ...logger, debug: () => {} },
      ...(options.runProcess && { runProcess: options.runProcess }),
    },
    check: {
      event: {
        name: 'pull_request',
        payload: { number: 7, pull_request: { number: 7, changed_files: 1 } },
      },
      repo: { owner: 'acme', repo: 'web' },
      listPullFiles,
      logger,
      ...(options.checkRunner && { runner: options.checkRunner }),
    },
    ...(options.around && { around: options.around }),
    ...(options.whileKyvernoRuns && { whileKyvernoRuns: options.whileKyvernoRuns }),
  });
  expect(kyverno.path).toBe(kyvernoBinary());
  expect(report.summary).toMatchObject({ pass: 1, fail: 0, error: 0 });
}

it('plans the head (the pull request files listed) while `kyverno version` runs', async () => {
  let listed!: () => void;
  const planning = new Promise<void>((resolve) => (listed = resolve));
  // `kyverno version` answers only once the planning has listed the pull request's files: run
  // one after the other, this check would never finish.
  const versionHeld: ProcessRunner = async (command, args, options) => {
    if (args[0] === 'version') await planning;
    return runProcess(command, args, options);
  };
  const lines: string[] = [];
  let opened = -1;
  await checkPullRequest(
    lines,
    () => {
      listed();
      return Promise.resolve();
    },
    {
      runProcess: versionHeld,
      around: (check) => {
        opened = lines.length;
        return check();
      },
    },
  );
  // The planning's lines were held until the check's log opened.
  const discovery = lines.findIndex((line) => /test file/i.test(line));
  expect(discovery).toBeGreaterThanOrEqual(opened);
});

it('logs what the planning says after the check has opened its log', async () => {
  let opened!: () => void;
  const checkOpened = new Promise<void>((resolve) => (opened = resolve));
  // The planning waits for the check's log to open: its lines come after that.
  const lines: string[] = [];
  await checkPullRequest(lines, () => checkOpened, {
    around: (check) => {
      opened();
      return check();
    },
  });
  expect(lines.some((line) => /test file/i.test(line))).toBe(true);
});

it("calls `whileKyvernoRuns` once the check's Kyverno processes have started", async () => {
  const events: string[] = [];
  const recording: ProcessRunner = (command, args, options) => {
    events.push(`spawn ${args[0]}`);
    return runProcess(command, args, options);
  };
  await checkPullRequest([], () => Promise.resolve(), {
    checkRunner: recording,
    whileKyvernoRuns: () => events.push('while Kyverno runs'),
  });
  // The caller's code loads beside Kyverno, not on the way to starting it.
  expect(events.indexOf('while Kyverno runs')).toBeGreaterThan(events.indexOf('spawn test'));
  expect(events.filter((event) => event === 'while Kyverno runs')).toHaveLength(1);
});

it('calls `whileKyvernoRuns` while `kyverno version` runs when the plan runs no Kyverno', async () => {
  const events: string[] = [];
  let called!: () => void;
  const calledOnce = new Promise<void>((resolve) => (called = resolve));
  // `kyverno version` answers once the caller's code is loading (or after 10 s, too late).
  const versionHeld: ProcessRunner = async (command, args, options) => {
    if (args[0] === 'version') {
      await Promise.race([calledOnce, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    const result = await runProcess(command, args, options);
    events.push(`exit ${args[0]}`);
    return result;
  };
  const base = checkConfig(workspace, {});
  const { report } = await installAndCheck(
    { ...base, install: { ...base.install, path: kyvernoBinary() } },
    {
      install: { logger: { info: () => {}, debug: () => {} }, runProcess: versionHeld },
      check: {
        event: { name: 'push', payload: {} },
        repo: { owner: 'acme', repo: 'web' },
        logger: { info: () => {} },
      },
      whileKyvernoRuns: () => {
        events.push('while Kyverno runs');
        called();
      },
    },
  );
  expect(report.notices.join(' ')).toMatch(/Nothing was checked/);
  expect(events).toEqual(['while Kyverno runs', 'exit version']);
});
