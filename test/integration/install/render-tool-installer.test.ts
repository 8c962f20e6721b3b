/**
 * The render stage's installer of Helm and Kustomize (`renderToolInstaller`) with the real Helm:
 * a tool installs on its first ask and once per run, a tool never asked for is never installed,
 * and a tool that cannot be installed is absent with one notice naming its `-path` input.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderToolInstaller } from '../../../src/install/render-tools.js';
import { runProcess, type ProcessRunner } from '../../../src/process/run-process.js';
import { checkConfig } from '../../support/check-config.js';
import { helmBinary } from '../../support/tools.js';

let root: string;
let missing: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'render-tool-installer-'));
  missing = path.join(root, 'no-such-kustomize');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Helm from its built binary, Kustomize from a path that does not exist; every process counted. */
function installer(spawned: string[]) {
  const counting: ProcessRunner = (command, args, options) => {
    spawned.push(`${path.basename(command)} ${args.join(' ')}`);
    return runProcess(command, args, options);
  };
  const { helmInstall, kustomizeInstall } = checkConfig(root, {});
  return renderToolInstaller(
    { helmInstall, kustomizeInstall: { ...kustomizeInstall, path: missing } },
    {
      runProcess: counting,
      logger: { info: () => undefined, debug: () => undefined },
      addPath: () => undefined,
      findOnPath: async () => undefined,
    },
  );
}

it('installs only the tools asked for, each once however often and however concurrently asked', async () => {
  const spawned: string[] = [];
  const tools = installer(spawned);
  const [first, second] = await Promise.all([tools.paths(['helm']), tools.paths(['helm', 'helm'])]);
  expect(first).toEqual({ helm: helmBinary() });
  expect(second).toEqual({ helm: helmBinary() });
  expect(await tools.paths(['helm'])).toEqual({ helm: helmBinary() });
  expect(spawned).toEqual([expect.stringMatching(/^helm version/)]);
  expect(tools.notices).toEqual([]);
});

it('leaves out a tool that cannot be installed, with one notice naming its path input', async () => {
  const spawned: string[] = [];
  const tools = installer(spawned);
  expect(await tools.paths(['kustomize', 'helm'])).toEqual({ helm: helmBinary() });
  expect(await tools.paths(['kustomize'])).toEqual({});
  expect(tools.notices).toHaveLength(1);
  expect(tools.notices[0]).toMatch(/^Could not install kustomize: .*no-such-kustomize/);
  expect(tools.notices[0]).toContain('point `kustomize-path` at a binary');
});

it('installs nothing when nothing is asked for', async () => {
  const spawned: string[] = [];
  const tools = installer(spawned);
  expect(await tools.paths([])).toEqual({});
  expect(spawned).toEqual([]);
  expect(tools.notices).toEqual([]);
});
