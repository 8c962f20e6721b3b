/**
 * `kyverno-policy-check migrate` as a user runs it (the CLI from source, the real Kyverno CLI):
 * usage errors, `--write` overwriting only what is proven equivalent, the table and migration.json.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../support/action-runner.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const fixtures = new URL('../../fixtures/migrate/', import.meta.url).pathname;
let scratch: string;

async function cli(args: string[]): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const tsx = path.join(repoRoot, 'node_modules/tsx/dist/esm/index.mjs');
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', tsx, path.join(repoRoot, 'src/cli/index.ts'), 'migrate', ...args],
      { cwd: scratch, env: { ...process.env, NO_COLOR: '1' } },
    );
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { exitCode: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-migrate-cli-'));
  await cp(path.join(fixtures, 'deny'), path.join(scratch, 'policies/deny'), { recursive: true });
  await cp(path.join(fixtures, 'bad/mixed'), path.join(scratch, 'policies/mixed'), {
    recursive: true,
  });
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('migrate command', () => {
  it('needs a PATH, and refuses --out with --write', async () => {
    const none = await cli(['--kyverno-path', kyvernoBinary()]);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain('migrate: give at least one PATH');
    const both = await cli(['--out', 'x', '--write', 'policies']);
    expect(both.exitCode).toBe(2);
    expect(both.stderr).toContain('--out and --write exclude each other');
  });

  it(
    '--write overwrites only the equivalent policy and its suite',
    { timeout: 300_000 },
    async () => {
      const mixedBefore = await readFile(path.join(scratch, 'policies/mixed/policy.yaml'), 'utf8');
      const run = await cli(['--write', '--kyverno-path', kyvernoBinary(), 'policies']);
      expect(run.exitCode, run.stderr).toBe(1);
      expect(run.stdout).toMatch(/^STATUS +POLICY +FILE +REASON$/m);
      expect(run.stdout).toMatch(/^equivalent +fixture-deny +policies\/deny\/policy\.yaml:1 /m);
      expect(run.stdout).toMatch(
        /^unsupported +fixture-mixed +policies\/mixed\/policy\.yaml:1 +rule label-and-check mixes validate and mutate/m,
      );
      expect(run.stdout).toContain('2 policies: 1 equivalent, 0 differs, 1 unsupported');
      const policy = parse(await readFile(path.join(scratch, 'policies/deny/policy.yaml'), 'utf8'));
      expect(policy.kind).toBe('ValidatingPolicy');
      const suite = parse(
        await readFile(path.join(scratch, 'policies/deny/.kyverno-test/kyverno-test.yaml'), 'utf8'),
      );
      expect(suite.policies).toEqual(['../policy.yaml']);
      expect(
        suite.results.every((r: { isValidatingPolicy?: boolean }) => r.isValidatingPolicy),
      ).toBe(true);
      expect(await readFile(path.join(scratch, 'policies/mixed/policy.yaml'), 'utf8')).toBe(
        mixedBefore,
      );
      const report = JSON.parse(await readFile(path.join(scratch, 'migration.json'), 'utf8'));
      expect(report.counts).toEqual({ equivalent: 1, differs: 0, unsupported: 1 });
      expect(
        report.policies.map((p: { policy: string; status: string }) => [p.policy, p.status]),
      ).toEqual([
        ['fixture-deny', 'equivalent'],
        ['fixture-mixed', 'unsupported'],
      ]);
    },
  );
});
