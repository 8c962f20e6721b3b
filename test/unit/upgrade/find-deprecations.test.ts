import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { DEPRECATIONS } from '../../../src/upgrade/deprecations.js';
import type { DeprecationId } from '../../../src/upgrade/deprecation-types.js';
import {
  findDeprecations,
  type FileRole,
  type FindOptions,
} from '../../../src/upgrade/find-deprecations.js';

const FIXTURE = new URL('../../fixtures/upgrade/deprecations/', import.meta.url).pathname;
const OPTIONS: FindOptions = { mode: 'warn', kyvernoVersion: '1.19.0' };

/** The `# finding: <id>` comments of a fixture file: the expected id at each line. */
function expectedFindings(text: string): { id: string; line: number }[] {
  return text.split('\n').flatMap((line, index) => {
    const match = /# finding: ([\w-]+)/.exec(line);
    return match ? [{ id: match[1]!, line: index + 1 }] : [];
  });
}

/** Which table row a finding comes from, by its subject. */
function idOf(result: PolicyResult): DeprecationId {
  const row = Object.values(DEPRECATIONS).find(
    (entry) => entry.subject === result.upgrade?.subject,
  );
  return row?.id ?? 'deprecated-crd-version';
}

async function fixtureFiles(): Promise<{ file: string; role: FileRole; text: string }[]> {
  const files: { file: string; role: FileRole; text: string }[] = [];
  for await (const file of glob('**/*.yaml', { cwd: FIXTURE })) {
    const role: FileRole = file.endsWith('kyverno-test.yaml') ? 'test' : 'policy';
    if (role === 'policy' && file.startsWith('suites/') && !file.endsWith('policy.yaml')) continue;
    files.push({ file, role, text: await readFile(path.join(FIXTURE, file), 'utf8') });
  }
  return files.sort((a, b) => (a.file < b.file ? -1 : 1));
}

describe('findDeprecations on the fixture repository', () => {
  it('finds each deprecated form once, at its line, and nothing in the modern files', async () => {
    const files = await fixtureFiles();
    expect(files.length).toBeGreaterThanOrEqual(12);
    const perForm = new Map<string, number>();
    for (const { file, role, text } of files) {
      const results = findDeprecations(text, file, role, OPTIONS);
      const found = results.map((result) => ({ id: idOf(result), line: result.line }));
      expect(found, file).toEqual(expectedFindings(text));
      for (const { id } of found) perForm.set(id, (perForm.get(id) ?? 0) + 1);
      if (file.startsWith('modern/') || file.startsWith('suites/modern/')) {
        expect(results, file).toEqual([]);
      }
    }
    // Every row of the table has its fixture; the field forms sit in a legacy policy too.
    expect(Object.fromEntries(perForm)).toEqual({
      'legacy-policy': 2,
      'legacy-cleanup-policy': 1,
      'legacy-policy-exception': 1,
      'global-context-entry-v2alpha1': 1,
      'deprecated-crd-version': 1,
      'validation-failure-action': 1,
      'validation-failure-action-overrides': 1,
      'test-schema': 1,
      'test-json-payload': 1,
    });
  });

  it('names a replacement kind for each rule type of a legacy policy', async () => {
    const text = await readFile(path.join(FIXTURE, 'policies/legacy-cluster-policy.yaml'), 'utf8');
    const [result] = findDeprecations(
      text,
      'policies/legacy-cluster-policy.yaml',
      'policy',
      OPTIONS,
    );
    expect(result).toMatchObject({
      source: 'upgrade',
      status: 'warn',
      policy: 'require-team-label',
      rule: '',
      resource: { apiVersion: 'kyverno.io/v1', kind: 'ClusterPolicy', name: 'require-team-label' },
      file: 'policies/legacy-cluster-policy.yaml',
      line: 2,
      column: 1,
      reason: 'Removed in 1.20',
      upgrade: {
        type: 'deprecation',
        subject: 'kyverno.io ClusterPolicy and Policy',
        removedIn: '1.20',
      },
    });
    expect(result!.message).toBe(
      'ClusterPolicy (kyverno.io/v1) is deprecated since Kyverno 1.19 and is removed in 1.20 ' +
        '(its CLI rejects it). Rewrite it as ValidatingPolicy and MutatingPolicy ' +
        '(policies.kyverno.io/v1), one for each rule type it uses.',
    );
  });

  it('names the namespaced kinds for a namespaced Policy, and all four rule types', () => {
    const text = [
      'apiVersion: kyverno.io/v1',
      'kind: Policy',
      'metadata: { name: p, namespace: team-a }',
      'spec:',
      '  rules:',
      '    - { name: a, generate: {} }',
      '    - { name: b, verifyImages: [] }',
      '    - { name: c, validate: {} }',
      '    - { name: d, mutate: {} }',
    ].join('\n');
    const [result] = findDeprecations(text, 'p.yaml', 'policy', OPTIONS);
    expect(result!.message).toContain(
      'Rewrite it as NamespacedValidatingPolicy, NamespacedMutatingPolicy, ' +
        'NamespacedGeneratingPolicy and NamespacedImageValidatingPolicy (policies.kyverno.io/v1)',
    );
    expect(result!.resource.namespace).toBe('team-a');
  });

  it('says what replaces each kind, version and field', async () => {
    const messages = new Map<string, string>();
    for (const { file, role, text } of await fixtureFiles()) {
      for (const result of findDeprecations(text, file, role, OPTIONS))
        messages.set(idOf(result), result.message);
    }
    expect(messages.get('legacy-cleanup-policy')).toContain('Use a DeletingPolicy');
    expect(messages.get('legacy-policy-exception')).toContain(
      'Use a PolicyException of policies.kyverno.io/v1',
    );
    expect(messages.get('global-context-entry-v2alpha1')).toContain(
      'deprecated since Kyverno 1.17 and is removed in 1.21',
    );
    expect(messages.get('deprecated-crd-version')).toMatch(
      /^ValidatingPolicy policies\.kyverno\.io\/v1alpha1: .* Use `apiVersion: policies\.kyverno\.io\/v1`\.$/,
    );
    expect(messages.get('validation-failure-action')).toContain(
      '`failureAction` in each `validate` rule',
    );
    expect(messages.get('test-schema')).toContain('sets a top-level `name`');
    expect(messages.get('test-schema')).toContain('`kyverno fix test`');
    expect(messages.get('test-json-payload')).toContain('`jsonPayloads`');
  });

  it('reports what the running Kyverno already rejects as an error, and everything in error mode', async () => {
    const text = await readFile(path.join(FIXTURE, 'suites/old-schema/kyverno-test.yaml'), 'utf8');
    expect(findDeprecations(text, 't.yaml', 'test', OPTIONS)[0]!.status).toBe('error');
    const policy = 'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nmetadata: { name: p }\n';
    expect(findDeprecations(policy, 'p.yaml', 'policy', OPTIONS)[0]!.status).toBe('warn');
    expect(
      findDeprecations(policy, 'p.yaml', 'policy', { ...OPTIONS, mode: 'error' })[0]!.status,
    ).toBe('error');
    expect(
      findDeprecations(policy, 'p.yaml', 'policy', { ...OPTIONS, kyvernoVersion: '1.20.0' })[0]!
        .status,
    ).toBe('error');
  });

  it('skips documents that are not valid YAML and non-Test documents of a test file', () => {
    const text = 'kind: [\n---\napiVersion: v1\nkind: Pod\nmetadata: { name: x }\nname: y\n';
    expect(findDeprecations(text, 't.yaml', 'test', OPTIONS)).toEqual([]);
    expect(findDeprecations(text, 'p.yaml', 'policy', OPTIONS)).toEqual([]);
  });

  it('finds a missing apiVersion and kind at the first key of the test document', () => {
    const text = '# a comment\npolicies: [p.yaml]\nresources: [r.yaml]\n';
    const [result] = findDeprecations(text, 't.yaml', 'test', OPTIONS);
    expect(result).toMatchObject({ line: 2, column: 1 });
    expect(result!.message).toContain('has no apiVersion or kind');
  });
});
