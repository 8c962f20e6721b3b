/**
 * runApply's batching and failure handling, with a recording ProcessRunner that answers with
 * outputs captured from the real Kyverno 1.19.0 (see test/fixtures/apply/kyverno-output/*.cmd).
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import type { ProcessRunner } from '../../../src/process/run-process.js';
import { planAndApply } from '../../support/apply-stage.js';

const fixtures = new URL('../../fixtures/apply/', import.meta.url).pathname;
const captured = (name: string, stream: 'stdout' | 'stderr') =>
  readFile(path.join(fixtures, 'kyverno-output', `${name}.${stream}`), 'utf8');

const config: ApplyConfig = {
  policies: ['policies'],
  manifests: [],
  scope: 'all',
  exceptions: [],
  auditWarn: false,
};

let workspace: string;

beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-run-apply-'));
  await mkdir(path.join(workspace, 'deploy'));
  await cp(
    path.join(fixtures, 'capture/policies/require-team-label.yaml'),
    path.join(workspace, 'policies/team.yaml'),
    {
      recursive: true,
    },
  );
});

afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

const resourcesOf = (args: readonly string[]) =>
  args.filter((arg) => arg.startsWith('--resource=')).map((arg) => arg.slice('--resource='.length));

describe('runApply batching', () => {
  it('keeps every Windows command line under 32767 characters and runs at most `parallelism` at once', async () => {
    const files: string[] = [];
    for (let i = 0; i < 1200; i += 1) {
      const file = `deploy/${'a-rather-long-folder-name-for-services/'.repeat(2)}service-${i}.yaml`;
      await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
      await writeFile(
        path.join(workspace, file),
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n`,
      );
      files.push(file);
    }
    const calls: string[][] = [];
    let running = 0;
    let mostAtOnce = 0;
    const runner: ProcessRunner = async (command, args) => {
      calls.push([command, ...args]);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return {
        exitCode: 0,
        stdout: await captured('no-match', 'stdout'),
        stderr: '',
        timedOut: false,
      };
    };
    const outcome = await planAndApply({
      kyverno: 'C:\\hostedtoolcache\\windows\\kyverno\\1.19.0\\x64\\kyverno.exe',
      workspace,
      manifestFiles: files,
      config,
      parallelism: 3,
      runner,
      platform: 'win32',
    });
    expect(outcome.results).toEqual([]);
    expect(calls.length).toBeGreaterThan(3);
    for (const call of calls) {
      const commandLine = call
        .map((arg) => (/[\s"]/.test(arg) ? `"${arg.replace(/"/g, '\\"')}"` : arg))
        .join(' ');
      expect(commandLine.length).toBeLessThan(32_767);
      expect(call.slice(1, 3)).toEqual(['apply', path.join(workspace, 'policies')]);
      expect(call).toEqual(
        expect.arrayContaining(['--policy-report', '--output-format=json', '-v=3', '-o']),
      );
    }
    expect(calls.flatMap((call) => resourcesOf(call)).sort()).toEqual([...files].sort());
    expect(mostAtOnce).toBe(3);
  });

  it('passes Kyverno-only copies of files with a List, non-Kubernetes documents or repeated objects', async () => {
    const pod = (name: string) => `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n`;
    await writeFile(path.join(workspace, 'deploy/plain.yaml'), pod('plain'));
    await writeFile(path.join(workspace, 'deploy/mixed.yaml'), `${pod('m')}---\nreplicas: 3\n`);
    await writeFile(path.join(workspace, 'deploy/twice.yaml'), `${pod('same')}---\n${pod('same')}`);
    await writeFile(
      path.join(workspace, 'deploy/list.yaml'),
      'apiVersion: v1\nkind: List\nitems:\n- apiVersion: v1\n  kind: Pod\n  metadata:\n    name: item\n',
    );
    const copies = new Map<string, string>();
    const batches: string[][] = [];
    const runner: ProcessRunner = async (_command, args) => {
      const resources = resourcesOf(args);
      batches.push(resources);
      for (const resource of resources) {
        if (path.isAbsolute(resource)) copies.set(resource, await readFile(resource, 'utf8'));
      }
      return { exitCode: 0, stdout: '', stderr: '', timedOut: false };
    };
    const files = [
      'deploy/plain.yaml',
      'deploy/mixed.yaml',
      'deploy/twice.yaml',
      'deploy/list.yaml',
    ];
    const outcome = await planAndApply({
      kyverno: 'kyverno',
      workspace,
      manifestFiles: files,
      config,
      parallelism: 1,
      runner,
    });
    expect(batches.flat().filter((resource) => !path.isAbsolute(resource))).toEqual([
      'deploy/plain.yaml',
    ]);
    expect([...copies.values()].sort()).toEqual(
      [
        '{"apiVersion":"v1","kind":"Pod","metadata":{"name":"item"}}\n',
        pod('m'),
        pod('same'),
        `\n${pod('same')}`,
      ].sort(),
    );
    expect(batches).toHaveLength(2);
    expect(outcome.skipped).toEqual([
      {
        file: 'deploy/mixed.yaml',
        line: 6,
        reason: 'no apiVersion or kind: not a Kubernetes object',
      },
    ]);
    expect(outcome.checkedFiles).toEqual(files.slice().sort());
  });
});

describe('runApply failures', () => {
  it("finds the one file Kyverno cannot read, reports it, and keeps the other files' results", async () => {
    await cp(
      path.join(fixtures, 'capture/resources/pods.yaml'),
      path.join(workspace, 'deploy/pods.yaml'),
    );
    await cp(
      path.join(fixtures, 'capture/resources/cluster.yaml'),
      path.join(workspace, 'deploy/cluster.yaml'),
    );
    await writeFile(
      path.join(workspace, 'deploy/odd.yaml'),
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: odd\n',
    );
    const runner: ProcessRunner = async (_command, args) =>
      resourcesOf(args).includes('deploy/odd.yaml')
        ? {
            exitCode: 1,
            stdout: '',
            stderr: await captured('workflow-resource', 'stderr'),
            timedOut: false,
          }
        : {
            exitCode: 1,
            stdout: await captured('namespaced-and-cluster', 'stdout'),
            stderr: '',
            timedOut: false,
          };
    const outcome = await planAndApply({
      kyverno: 'kyverno',
      workspace,
      manifestFiles: ['deploy/cluster.yaml', 'deploy/pods.yaml', 'deploy/odd.yaml'],
      config,
      parallelism: 2,
      runner,
    });
    const errors = outcome.results.filter((r) => r.status === 'error');
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'deploy/odd.yaml',
        line: 4,
        reason: 'Object not checked',
        resource: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: 'odd' },
        message: expect.stringMatching(
          /^kyverno apply could not check Pod odd; the other objects were checked without it\. .* Kyverno said: failed to load resources \(Object 'Kind' is missing in 'name: CI/,
        ),
      }),
    ]);
    const located = outcome.results.filter((r) => r.status !== 'error');
    // Failures `at path /metadata/labels/` of objects without labels: on their `metadata:` line.
    expect(located.map((r) => `${r.policy} ${r.status} ${r.file}:${r.line}`).sort()).toEqual([
      'require-team-label fail deploy/cluster.yaml:3',
      'require-team-label fail deploy/cluster.yaml:8',
      'require-team-label fail deploy/pods.yaml:14',
      'require-team-label pass deploy/pods.yaml:4',
      'team-a/require-owner fail deploy/pods.yaml:14',
    ]);
    expect(outcome.notices).toEqual([]);
  });

  it('reports a run that ran out of time for each of its files', async () => {
    await writeFile(
      path.join(workspace, 'deploy/a.yaml'),
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: a\n',
    );
    const runner: ProcessRunner = async () => ({
      exitCode: 137,
      stdout: '',
      stderr: '',
      timedOut: true,
    });
    const outcome = await planAndApply({
      kyverno: 'kyverno',
      workspace,
      manifestFiles: ['deploy/a.yaml'],
      config,
      parallelism: 1,
      runner,
      timeoutMs: 60_000,
    });
    expect(outcome.results).toEqual([
      expect.objectContaining({
        status: 'error',
        file: 'deploy/a.yaml',
        message: 'kyverno apply ran out of time (60 s) on deploy/a.yaml; they were not checked.',
      }),
    ]);
  });
});
