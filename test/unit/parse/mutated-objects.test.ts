/**
 * The parser of the objects `kyverno apply -o <dir>` writes, and the change computed from them.
 * Captures: test/fixtures/mutate/kyverno-output/ (the command is in its README.md).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { PolicyResult } from '../../../src/model/result.js';
import {
  attributeSteps,
  changeOf,
  isMutateResult,
  mutatingPolicies,
  parseWritten,
  readWrittenObjects,
  yamlDiff,
} from '../../../src/parse/mutated-objects/index.js';

const captures = new URL('../../fixtures/mutate/kyverno-output/', import.meta.url).pathname;
const capture = (name: string) => readFile(path.join(captures, name), 'utf8');

const pod = (name: string, namespace = '') => ({
  apiVersion: 'v1',
  kind: 'Pod',
  namespace,
  name,
});

function result(policy: string, message: string, status: PolicyResult['status'] = 'pass') {
  return {
    source: 'apply',
    status,
    policy,
    rule: `${policy}-rule`,
    resource: pod('p'),
    message,
    reason: 'Pass',
  } satisfies PolicyResult;
}

describe('written objects', () => {
  it("reads every document of Kyverno's files, the last one a resource's final state", async () => {
    const documents = parseWritten(await capture('unlabelled-mutated.yaml'))!;
    // One per legacy policy with a mutate rule, matched or not, chained; a repeat is one object.
    expect(documents).toHaveLength(3);
    expect(documents[2]).toBe(documents[1]);
    expect((documents[0]!.spec as Record<string, unknown>).dnsConfig).toBeDefined();
    expect(documents.at(-1)!.metadata).toMatchObject({ labels: { team: 'platform' } });
  });

  it('finds a resource by apiVersion, kind, namespace and name; an empty namespace is default', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'written-'));
    try {
      await writeFile(
        path.join(dir, 'unlabelled-mutated.yaml'),
        await capture('unlabelled-mutated.yaml'),
      );
      const written = readWrittenObjects(dir);
      expect(await written.of(pod('unlabelled'))).toHaveLength(3);
      expect(await written.of(pod('unlabelled', 'default'))).toHaveLength(3);
      // Same name in another namespace or version: the same file, other objects.
      expect(await written.of(pod('unlabelled', 'other'))).toEqual([]);
      expect(await written.of({ ...pod('unlabelled'), apiVersion: 'v2' })).toEqual([]);
      expect(await written.of(pod('absent'))).toEqual([]);
      expect(await written.of(pod('../unlabelled'))).toEqual([]);
      expect(written.problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('says so when a file is not valid YAML', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'written-'));
    try {
      await writeFile(path.join(dir, 'x-mutated.yaml'), 'a: [\n');
      const written = readWrittenObjects(dir);
      await written.of(pod('x'));
      expect(written.problems).toEqual([
        'the mutated objects Kyverno wrote to x-mutated.yaml are not valid YAML',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the change of one object', () => {
  const checkedPod = async () => {
    const text = await readFile(
      new URL('../../fixtures/mutate/resources/pods.yaml', import.meta.url),
      'utf8',
    );
    return parse(text.split('\n---\n')[1]!, { version: '1.1' }) as Record<string, unknown>;
  };

  it("drops the CLI's namespace: default and keeps the policies' changes, step by step", async () => {
    const change = changeOf(
      await checkedPod(),
      parseWritten(await capture('unlabelled-mutated.yaml'))!,
    )!;
    const dnsConfig = {
      op: 'add',
      path: '/spec/dnsConfig',
      value: { options: [{ name: 'ndots', value: '1' }] },
    };
    const team = { op: 'add', path: '/metadata/labels/team', value: 'platform' };
    expect(change.patch).toEqual([team, dnsConfig]);
    // add-ndots ran first (policies load in file order), then add-team-label.
    expect(change.steps).toEqual([[dnsConfig], [team]]);
    // The checked object's key order, new keys last.
    expect(Object.keys(change.mutated.metadata as object)).toEqual(['name', 'labels']);
    expect(Object.keys((change.mutated.metadata as { labels: object }).labels)).toEqual([
      'zeta',
      'alpha',
      'team',
    ]);
  });

  it('is undefined when Kyverno changed nothing but the namespace', async () => {
    const written = parseWritten(await capture('labelled-mutated.yaml'))!;
    const checked = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'labelled', labels: { team: 'payments' } },
      spec: { containers: [{ name: 'app', image: 'nginx:1.27' }] },
    };
    expect(changeOf(checked, written)).toBeUndefined();
    expect(changeOf(checked, [])).toBeUndefined();
  });

  it('keeps a namespace: default the object declared', () => {
    const checked = { kind: 'Pod', metadata: { name: 'p', namespace: 'default' } };
    const written = [
      { kind: 'Pod', metadata: { name: 'p', namespace: 'default', labels: { a: 'b' } } },
    ];
    expect(changeOf(checked, written)!.patch).toEqual([
      { op: 'add', path: '/metadata/labels', value: { a: 'b' } },
    ]);
  });
});

describe('makers', () => {
  const policies = mutatingPolicies([
    { name: 'b-legacy', kind: 'ClusterPolicy' },
    { name: 'mp', kind: 'MutatingPolicy' },
    { name: 'a-legacy', kind: 'ClusterPolicy' },
    { name: 'map', kind: 'MutatingAdmissionPolicy' },
    { name: 'validate', kind: 'ValidatingPolicy' },
  ]);

  it('tells mutate results by message or by policy kind', () => {
    expect(
      isMutateResult(result('a-legacy', 'mutated Pod/p in namespace default'), policies.mutating),
    ).toBe(true);
    expect(
      isMutateResult(result('a-legacy', 'no patches applied', 'skip'), policies.mutating),
    ).toBe(false);
    expect(isMutateResult(result('mp', 'success'), policies.mutating)).toBe(true);
    expect(isMutateResult(result('x', 'mutation is successfully applied'), policies.mutating)).toBe(
      true,
    );
    expect(isMutateResult(result('validate', 'success'), policies.mutating)).toBe(false);
  });

  it('says whether the policies can mutate at all: a mutate rule or a mutating kind', () => {
    expect(policies.any).toBe(true);
    const validating = [
      { name: 'v', kind: 'ClusterPolicy' },
      { name: 'vp', kind: 'ValidatingPolicy' },
    ];
    expect(mutatingPolicies(validating).any).toBe(false);
    expect(
      mutatingPolicies([...validating, { name: 'm', kind: 'Policy', mutates: true }]).any,
    ).toBe(true);
    expect(mutatingPolicies([{ name: 'map', kind: 'MutatingAdmissionPolicy' }]).any).toBe(true);
  });

  it("sorts makers into Kyverno's order: legacy by load order, then MAPs, then MutatingPolicies", () => {
    const sorted = policies.inOrder([
      result('mp', 'success'),
      result('map', 'mutation is successfully applied'),
      result('a-legacy', 'mutated'),
      result('b-legacy', 'mutated'),
    ]);
    expect(sorted.map((r) => r.policy)).toEqual(['b-legacy', 'a-legacy', 'map', 'mp']);
  });

  it('gives the n-th policy the n-th step; MutatingPolicies sharing one step share it', () => {
    const a = result('a', 'mutated');
    const a2 = { ...result('a', 'mutated'), rule: 'second' };
    const mp1 = result('mp1', 'success');
    const mp2 = result('mp2', 'success');
    const step = (path: string) => [{ op: 'add' as const, path, value: 1 }];
    const found = attributeSteps([a, a2, mp1, mp2], [step('/a'), step('/mp')]);
    expect(found.get(a)).toEqual(step('/a'));
    expect(found.get(a2)).toEqual(step('/a'));
    expect(found.get(mp1)).toEqual(step('/mp'));
    expect(found.get(mp2)).toEqual(step('/mp'));
    // More steps than policies: the last takes the rest.
    expect(attributeSteps([a], [step('/a'), step('/b')]).get(a)).toEqual([
      ...step('/a'),
      ...step('/b'),
    ]);
    expect(attributeSteps([a], []).size).toBe(0);
  });
});

describe('yamlDiff', () => {
  it('shows only hunks with two lines of context, quoting what YAML 1.1 would misread', () => {
    const before = { a: 1, b: 2, c: 3, d: 4, e: 'on', f: 6, g: 7 };
    expect(yamlDiff(before, { ...before, g: 8, h: 'yes' })).toBe(
      ['@@', ' e: "on"', ' f: 6', '-g: 7', '+g: 8', '+h: "yes"'].join('\n'),
    );
    expect(yamlDiff(before, before)).toBe('');
  });
});
