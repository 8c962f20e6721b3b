/**
 * The prover with the real Kyverno CLI: a faithful conversion gives the same outcome as its
 * original on every resource and its converted suite holds; a conversion that checks something
 * else differs on the resource where it matters, and its suite fails there.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertPolicy } from '../../../src/migrate/convert-policy.js';
import { resourceIdentities, toYaml } from '../../../src/migrate/documents.js';
import {
  compareApply,
  judgeProof,
  runConvertedSuites,
  type ConvertedSuite,
  type ProofSubject,
} from '../../../src/migrate/prove.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const legacy = (name: string) => ({
  apiVersion: 'kyverno.io/v1',
  kind: 'ClusterPolicy',
  metadata: { name },
  spec: {
    validationFailureAction: 'Audit',
    background: true,
    rules: [
      {
        name: 'team-label',
        match: { any: [{ resources: { kinds: ['Pod'] } }] },
        validate: {
          message: 'A team label is required.',
          pattern: { metadata: { labels: { team: '?*' } } },
        },
      },
    ],
  },
});

const pod = (name: string, labels?: Record<string, string>) => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name, namespace: 'default', ...(labels && { labels }) },
  spec: { containers: [{ name: 'app', image: 'nginx:1.27' }] },
});

/** What the original and a faithful conversion give on the two Pods (sorted by resource). */
const FAITHFUL = [
  { resource: 'Pod/default/bare', original: 'fail', converted: 'fail' },
  { resource: 'Pod/default/labelled', original: 'pass', converted: 'pass' },
];
/** No converted suite ran. */
const NO_TESTS = {
  testFailures: new Map<string, string[]>(),
  testPasses: new Map<string, number>(),
};

let temp: string;
let pods: string;
let identities: string[];
const options = (scratch: string) => ({ kyverno: kyvernoBinary(), temp: path.join(temp, scratch) });

/** The converted policy, with its one validation replaced by `expression`. */
function convertedWith(name: string, expression?: string): Record<string, unknown> {
  const converted = convertPolicy(legacy(name));
  if (expression)
    (converted.spec as { validations: { expression: string }[] }).validations[0]!.expression =
      expression;
  return converted;
}

const subject = (id: string, name: string, expression?: string): ProofSubject => ({
  id,
  name,
  original: legacy(name),
  converted: convertedWith(name, expression),
  resourceFiles: [pods],
  identities,
});

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'kpc-prove-'));
  pods = path.join(temp, 'resources', 'pods.yaml');
  await mkdir(path.dirname(pods), { recursive: true });
  await writeFile(
    pods,
    [pod('labelled', { team: 'web', owner: '' }), pod('bare')].map(toYaml).join('---\n'),
  );
  identities = await resourceIdentities(pods);
});

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('compareApply', () => {
  it('reads the identities of the resource file', () => {
    expect(identities).toEqual(['Pod/default/labelled', 'Pod/default/bare']);
  });

  it('a faithful conversion gives the same outcome on every resource: equivalent', async () => {
    const applied = await compareApply([subject('good', 'require-team')], options('one'));
    expect(applied.applyErrors.size).toBe(0);
    expect(applied.comparisons.get('good')).toEqual(FAITHFUL);
    expect(judgeProof('good', false, NO_TESTS, applied)).toMatchObject({
      status: 'equivalent',
      resourcesCompared: 2,
    });
  }, 120_000);

  it('in one batch, a conversion that checks another label differs where it matters', async () => {
    const wrong =
      "has(object.metadata.labels) && has(object.metadata.labels.owner) && object.metadata.labels.owner != ''";
    const applied = await compareApply(
      [subject('good', 'require-team'), subject('wrong', 'require-team-too', wrong)],
      options('two'),
    );
    expect(await readdir(path.join(temp, 'two', 'apply'))).toEqual(['0']);
    expect(applied.comparisons.get('good')).toEqual(FAITHFUL);
    expect(applied.comparisons.get('wrong')).toEqual([
      { resource: 'Pod/default/bare', original: 'fail', converted: 'fail' },
      { resource: 'Pod/default/labelled', original: 'pass', converted: 'fail' },
    ]);
    expect(judgeProof('wrong', false, NO_TESTS, applied)).toEqual({
      status: 'differs',
      reason:
        'outcomes differ on 1 resource(s): Pod/default/labelled original pass, converted fail',
      resourcesCompared: 2,
      differences: [{ resource: 'Pod/default/labelled', original: 'pass', converted: 'fail' }],
    });
  }, 120_000);

  it('a conversion Kyverno rejects is an apply error of its own, the others still compared', async () => {
    const applied = await compareApply(
      [
        subject('good', 'require-team'),
        subject('broken', 'require-team-broken', 'object.metadata.('),
      ],
      options('three'),
    );
    expect(applied.comparisons.get('good')).toHaveLength(2);
    // The failed batch is retried one policy at a time.
    expect((await readdir(path.join(temp, 'three', 'apply'))).sort()).toEqual(['0', '1', '2']);
    expect(applied.applyErrors.get('good')).toBeUndefined();
    expect(applied.applyErrors.get('broken')).toMatch(/^kyverno apply failed: /);
    expect(judgeProof('broken', false, NO_TESTS, applied)).toMatchObject({
      status: 'differs',
      reason: applied.applyErrors.get('broken'),
    });
  }, 180_000);
});

describe('runConvertedSuites', () => {
  /** A converted suite for `require-team` expecting `results` (resource name -> result). */
  async function suite(n: number, results: Record<string, string>): Promise<ConvertedSuite> {
    const dir = path.join(temp, 'suites', String(n));
    const policy = path.join(temp, 'policies', String(n), 'policy.yaml');
    await mkdir(path.dirname(policy), { recursive: true });
    await writeFile(policy, toYaml(convertedWith('require-team')));
    const relative = (file: string) => path.relative(dir, file).split(path.sep).join('/');
    return {
      dir,
      origin: `policies/${n}/kyverno-test.yaml`,
      document: {
        apiVersion: 'cli.kyverno.io/v1alpha1',
        kind: 'Test',
        metadata: { name: `suite-${n}` },
        policies: [relative(policy)],
        resources: [relative(pods)],
        results: Object.entries(results).map(([resource, result]) => ({
          isValidatingPolicy: true,
          policy: 'require-team',
          resources: [resource],
          result,
          kind: 'Pod',
        })),
      },
      expectations: new Map([
        ['require-team', { id: `policy-${n}`, results: new Map(Object.entries(results)) }],
      ]),
    };
  }

  it('counts the expected results that hold, and names the one that does not', async () => {
    const run = await runConvertedSuites(
      [await suite(0, { labelled: 'pass', bare: 'fail' }), await suite(1, { bare: 'pass' })],
      { kyverno: kyvernoBinary(), temp },
    );
    expect(run.testPasses.get('policy-0')).toBe(2);
    expect(run.testFailures.get('policy-0')).toBeUndefined();
    expect(run.testPasses.get('policy-1')).toBeUndefined();
    expect(run.testFailures.get('policy-1')).toEqual([
      expect.stringMatching(/^policies\/1\/kyverno-test\.yaml: Pod\/bare: Want pass, got fail/),
    ]);
    expect(
      judgeProof('policy-1', true, run, {
        comparisons: new Map([['policy-1', []]]),
        applyErrors: new Map(),
      }).status,
    ).toBe('differs');
  }, 120_000);

  it('runs nothing for no suites', async () => {
    expect(await runConvertedSuites([], { kyverno: kyvernoBinary(), temp })).toEqual({
      testFailures: new Map(),
      testPasses: new Map(),
    });
  });
});
