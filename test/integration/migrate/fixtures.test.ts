/**
 * `migrate` on the hand-written fixtures with the real Kyverno CLI: each construct converts and
 * is proven equivalent; each bad input gets its own status and message while the rest converts.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type MigrationEntry } from '../../../src/migrate/migrate.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const fixtures = new URL('../../fixtures/migrate/', import.meta.url).pathname;
let out: string;
let entries: MigrationEntry[];
const byPolicy = (name: string) => entries.find((e) => e.policy === name)!;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'kpc-migrate-'));
  entries = await migrate({
    paths: ['.'],
    cwd: fixtures,
    outDir: out,
    manifests: [path.join(fixtures, 'manifests/pods.yaml')],
    kyverno: kyvernoBinary(),
  });
}, 600_000);

afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe('migrate on the fixtures', () => {
  it.each(['fixture-pattern', 'fixture-deny', 'fixture-cel', 'fixture-match'])(
    '%s converts and is equivalent',
    (name) => {
      const entry = byPolicy(name);
      expect(entry.status, entry.reason).toBe('equivalent');
      expect(entry.suites.length).toBe(1);
      expect(entry.resourcesCompared).toBeGreaterThan(0);
      expect(entry.converted).toContain('kind: ValidatingPolicy');
    },
  );

  it('compares on the --manifests too', () => {
    // 4 Pods of the deny suite and the 2 extra manifests.
    expect(byPolicy('fixture-deny').resourcesCompared).toBe(6);
  });

  it('writes the converted policy and suite under --out', async () => {
    const policy = parse(await readFile(path.join(out, 'deny/policy.yaml'), 'utf8'));
    expect(policy.apiVersion).toBe('policies.kyverno.io/v1');
    expect(policy.spec.validationActions).toEqual(['Audit']);
    expect(policy.spec.matchConstraints.resourceRules[0].operations).toEqual(['CREATE', 'UPDATE']);
    expect(policy.spec.validations.map((v: { expression: string }) => v.expression)).toEqual([
      "object.metadata.?labels.?team.orValue('') != ''",
      'size(object.spec.containers) <= 2',
      "!object.spec.?volumes.orValue([]).exists(volume, has(volume.hostPath) && has(volume.hostPath.path) && (volume.hostPath.path == '/var/run/docker.sock' || volume.hostPath.path.startsWith('/run/')))",
    ]);
    expect(policy.spec.validations[0].messageExpression).toBe(
      "'Pod ' + string(object.metadata.name) + ' needs a team label and at most 2 containers.'",
    );
    const suite = parse(
      await readFile(path.join(out, 'deny/.kyverno-test/kyverno-test.yaml'), 'utf8'),
    );
    expect(suite.policies).toEqual(['../policy.yaml']);
    expect(suite.resources).toEqual([
      path.relative(
        path.join(out, 'deny/.kyverno-test'),
        path.join(fixtures, 'deny/.kyverno-test/resources.yaml'),
      ),
    ]);
    expect(suite.results).toContainEqual({
      isValidatingPolicy: true,
      kind: 'Pod',
      policy: 'fixture-deny',
      resources: ['good-pod'],
      result: 'pass',
    });
    expect(suite.results.every((r: Record<string, unknown>) => r.rule === undefined)).toBe(true);
  });

  it('reports a file that is not YAML, with its line', () => {
    const entry = entries.find((e) => e.file === 'bad/not-yaml.yaml')!;
    expect(entry.status).toBe('unsupported');
    expect(entry.reason).toMatch(/^not valid YAML \(line \d+: .+\): fix the file\.$/);
  });

  it('reports an unknown anchor with its line', () => {
    const entry = byPolicy('fixture-unknown-anchor');
    expect(entry.status).toBe('unsupported');
    expect(entry.reason).toContain('unknown anchor ~(hostIPC)');
    expect(entry.reason).toContain('bad/unknown-anchor/policy.yaml:17');
    expect(entry.converted).toBeNull();
  });

  it('reports a suite naming a policy file that does not exist', () => {
    const entry = byPolicy('ghost-policy');
    expect(entry.status).toBe('unsupported');
    expect(entry.file).toBe('bad/missing-policy/does-not-exist.yaml');
    expect(entry.reason).toContain(
      'bad/missing-policy/.kyverno-test/kyverno-test.yaml:6 names the policy file ../does-not-exist.yaml',
    );
  });

  it('reports a rule mixing validate and mutate, never half-converted', () => {
    const entry = byPolicy('fixture-mixed');
    expect(entry.status).toBe('unsupported');
    expect(entry.reason).toContain(
      'rule label-and-check mixes validate and mutate (bad/mixed/policy.yaml:12)',
    );
    expect(entry.converted).toBeNull();
  });
});
