import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectPolicyCatalog } from '../../../src/catalog/policy-catalog.js';
import { describeCorpora } from '../../support/corpus.js';

const policy = (name: string, title: string, extra = ''): string =>
  `apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: ${name}
  annotations:
    policies.kyverno.io/title: ${title}
    policies.kyverno.io/severity: medium
${extra}spec:
  rules: []
`;

const testFile = (...policies: string[]): string =>
  `apiVersion: cli.kyverno.io/v1alpha1
kind: Test
metadata:
  name: suite
policies:
${policies.map((entry) => `- ${entry}`).join('\n')}
resources:
- resource.yaml
results: []
`;

let root: string;
let workspace: string;

async function write(relative: string, text: string): Promise<void> {
  const file = path.join(workspace, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'policy-catalog-'));
  workspace = path.join(root, 'repo');
  await mkdir(workspace);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const summary = (infos: Awaited<ReturnType<typeof collectPolicyCatalog>>) =>
  infos.map((info) => `${info.file}:${info.line} ${info.name} ${info.title ?? '-'}`);

describe('collectPolicyCatalog', () => {
  it('collects the policies the apply stage loads, leaving out tests and resources beside them', async () => {
    await write('policies/labels.yaml', policy('require-labels', 'Require Labels'));
    await write(
      'policies/more.yaml',
      `${policy('a', 'A')}---\n${policy('b', 'B').replace('ClusterPolicy', 'Policy')}`,
    );
    await write('policies/.kyverno-test/kyverno-test.yaml', testFile('../labels.yaml'));
    await write('policies/resource.yaml', 'apiVersion: v1\nkind: Pod\nmetadata: {name: p}\n');
    expect(summary(await collectPolicyCatalog({ workspace, applyPolicies: ['policies'] }))).toEqual(
      [
        'policies/labels.yaml:1 require-labels Require Labels',
        'policies/more.yaml:1 a A',
        'policies/more.yaml:11 b B',
      ],
    );
  });

  it('collects the policies each test file names, relative to its folder, once each', async () => {
    await write('shared/latest.yaml', policy('disallow-latest-tag', 'Disallow Latest Tag'));
    await write('suites/a/policy.yaml', policy('local', 'Local'));
    await write('suites/a/folder/one.yaml', policy('one', 'One'));
    await write('suites/a/folder/deep/two.yml', policy('two', 'Two'));
    await write('suites/a/folder/.hidden.yaml', policy('hidden', 'Hidden'));
    await write('suites/a/folder/.git-ish/three.yaml', policy('three', 'Three'));
    await write('suites/a/folder/notes.txt', policy('text', 'Text'));
    await write(
      'suites/a/kyverno-test.yaml',
      testFile(
        'policy.yaml',
        '../../shared/latest.yaml',
        'folder',
        'missing.yaml',
        'https://raw.example/policy.yaml',
        '../../../outside.yaml',
        path.join(workspace, 'shared/latest.yaml'),
      ),
    );
    // Two test documents in one file; the second names a policy the first did too.
    await write(
      'suites/b/kyverno-test.yaml',
      `${testFile('../../shared/latest.yaml')}---\n${testFile('../a/policy.yaml')}`,
    );
    await writeFile(path.join(root, 'outside.yaml'), policy('outside', 'Outside'));
    const infos = await collectPolicyCatalog({
      workspace,
      testFiles: ['suites/a/kyverno-test.yaml', 'suites/b/kyverno-test.yaml'],
    });
    expect(summary(infos)).toEqual([
      'shared/latest.yaml:1 disallow-latest-tag Disallow Latest Tag',
      'suites/a/folder/deep/two.yml:1 two Two',
      'suites/a/folder/one.yaml:1 one One',
      'suites/a/policy.yaml:1 local Local',
    ]);
  });

  it('joins the apply and test sources and sorts by file and line', async () => {
    await write('policies/labels.yaml', policy('require-labels', 'Require Labels'));
    await write('tests/kyverno-test.yaml', testFile('../policies/labels.yaml', 'extra.yaml'));
    await write('tests/extra.yaml', policy('extra', 'Extra'));
    const infos = await collectPolicyCatalog({
      workspace,
      applyPolicies: ['policies/*.yaml'],
      testFiles: ['tests/kyverno-test.yaml'],
    });
    expect(summary(infos)).toEqual([
      'policies/labels.yaml:1 require-labels Require Labels',
      'tests/extra.yaml:1 extra Extra',
    ]);
  });

  it('skips files it cannot read and never fails', async () => {
    await write('policies/good.yaml', policy('good', 'Good'));
    await write('policies/locked.yaml', policy('locked', 'Locked'));
    await write('tests/kyverno-test.yaml', testFile('../policies/locked.yaml', 'broken.yaml'));
    await write('tests/broken.yaml', 'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\n  bad: [\n');
    await write('tests/locked-test/kyverno-test.yaml', testFile('../../policies/good.yaml'));
    await writeFile(path.join(root, 'outside.yaml'), policy('outside', 'Outside'));
    await symlink(root, path.join(workspace, 'tests/escape'));
    await write('tests/escaping/kyverno-test.yaml', testFile('../escape/outside.yaml'));
    const locked = new Set([
      path.join(workspace, 'policies/locked.yaml'),
      path.join(workspace, 'tests/locked-test/kyverno-test.yaml'),
    ]);
    const readText = async (file: string): Promise<string> => {
      if (locked.has(file)) throw new Error(`EACCES: permission denied, open '${file}'`);
      return readFile(file, 'utf8');
    };
    const infos = await collectPolicyCatalog({
      workspace,
      applyPolicies: ['policies', 'no-such-folder'],
      testFiles: [
        'tests/kyverno-test.yaml',
        'tests/locked-test/kyverno-test.yaml',
        'tests/escaping/kyverno-test.yaml',
        'tests/missing/kyverno-test.yaml',
      ],
      readText,
    });
    expect(summary(infos)).toEqual(['policies/good.yaml:1 good Good']);
  });

  it('returns nothing when no stage ran', async () => {
    expect(await collectPolicyCatalog({ workspace })).toEqual([]);
    expect(await collectPolicyCatalog({ workspace, applyPolicies: [], testFiles: [] })).toEqual([]);
  });
});

/** One ValidatingPolicy given to `kyverno apply` and one ClusterPolicy read through its test file. */
interface CatalogFacts {
  applyPolicy: string;
  testFile: string;
  expected: unknown[];
}

describeCorpora<CatalogFacts>(
  'collectPolicyCatalog on real policies',
  {
    shared: {
      applyPolicy: 'other-vpol/check-serviceaccount-secrets',
      testFile: 'psa/deny-privileged-profile/.kyverno-test/kyverno-test.yaml',
      expected: [
        {
          name: 'check-serviceaccount-secrets',
          kind: 'ValidatingPolicy',
          title: 'Check Long-Lived Secrets in ServiceAccounts in ValidatingPolicy',
          category: 'Security in vpol',
          severity: 'medium',
          description: expect.stringMatching(/^Before version 1\.24, Kubernetes .* audited\.$/s),
          file: 'other-vpol/check-serviceaccount-secrets/check-serviceaccount-secrets.yaml',
          line: 1,
        },
        {
          name: 'deny-privileged-profile',
          kind: 'ClusterPolicy',
          title: 'Deny Privileged Profile',
          category: 'Pod Security Admission',
          severity: 'medium',
          description: expect.stringContaining('pod-security.kubernetes.io/enforce=privileged'),
          file: 'psa/deny-privileged-profile/deny-privileged-profile.yaml',
          line: 1,
        },
      ],
    },
    mini: {
      applyPolicy: 'other-vpol/check-serviceaccount-secrets',
      testFile: 'pod-security/disallow-privileged/.kyverno-test/kyverno-test.yaml',
      expected: [
        {
          name: 'check-serviceaccount-secrets',
          kind: 'ValidatingPolicy',
          title: 'Check ServiceAccount Secrets',
          category: 'Security in vpol',
          severity: 'medium',
          description: expect.stringMatching(
            /^A ServiceAccount that lists Secrets .* Audit it\.$/s,
          ),
          file: 'other-vpol/check-serviceaccount-secrets/check-serviceaccount-secrets.yaml',
          line: 1,
        },
        {
          name: 'disallow-privileged',
          kind: 'ClusterPolicy',
          title: 'Disallow Privileged Containers',
          category: 'Pod Security Standards (Baseline)',
          severity: 'high',
          description: expect.stringContaining('Privileged containers share the host'),
          file: 'pod-security/disallow-privileged/disallow-privileged.yaml',
          line: 1,
        },
      ],
    },
  },
  ({ dir, facts }) => {
    it('reads the annotations of real policies', async () => {
      const infos = await collectPolicyCatalog({
        workspace: path.join(dir, 'kyverno-policies'),
        applyPolicies: [facts.applyPolicy],
        testFiles: [facts.testFile],
      });
      expect(infos).toEqual(facts.expected);
    });
  },
);
