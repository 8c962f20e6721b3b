/**
 * What `migrate` takes as policies from a folder: what Kyverno loads from it. A policy library
 * keeps chainsaw assertions in hidden folders (`.chainsaw-test/policy-ready.yaml`: a
 * ClusterPolicy with a status and no rules); those are not policies, while the suites in
 * `.kyverno-test/` are read, and a policy file a suite names is taken wherever it lies.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeInventory } from '../../../src/migrate/inventory.js';

const policy = (name: string) => `apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: ${name}
spec:
  rules:
    - name: check-team
      match:
        any:
          - resources:
              kinds: [Pod]
      validate:
        message: The label team is required.
        pattern:
          metadata:
            labels:
              team: "?*"
`;

const FILES: Record<string, string> = {
  'lib/require-team/require-team.yaml': policy('require-team'),
  'lib/require-team/.chainsaw-test/policy-ready.yaml':
    'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nmetadata:\n  name: require-team\nstatus:\n  ready: true\n',
  'lib/require-team/.kyverno-test/kyverno-test.yaml': [
    'apiVersion: cli.kyverno.io/v1alpha1',
    'kind: Test',
    'metadata:',
    '  name: require-team',
    'policies:',
    '  - ../require-team.yaml',
    '  - local-policy.yaml',
    'resources:',
    '  - resource.yaml',
    'results:',
    '  - policy: require-team',
    '    rule: check-team',
    '    resources: [good]',
    '    kind: Pod',
    '    result: pass',
    '',
  ].join('\n'),
  'lib/require-team/.kyverno-test/local-policy.yaml': policy('require-team-local'),
  'lib/require-team/.kyverno-test/resource.yaml':
    'apiVersion: v1\nkind: Pod\nmetadata:\n  name: good\n  labels:\n    team: a\nspec:\n  containers:\n    - name: c\n      image: nginx:1.27\n',
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'migrate-inventory-'));
  for (const [file, text] of Object.entries(FILES)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it('takes the policies Kyverno loads from the folder, and the ones its suites name', async () => {
  const inventory = await takeInventory({ paths: ['lib'], cwd: root });
  expect(inventory.entries.map((entry) => `${entry.file} ${entry.policy}`).sort()).toEqual([
    'lib/require-team/.kyverno-test/local-policy.yaml require-team-local',
    'lib/require-team/require-team.yaml require-team',
  ]);
  expect(inventory.suites.map((suite) => path.relative(root, suite.file.path))).toEqual([
    'lib/require-team/.kyverno-test/kyverno-test.yaml',
  ]);
});

it('takes a file in a hidden folder when it is given itself', async () => {
  const inventory = await takeInventory({
    paths: ['lib/require-team/.chainsaw-test/policy-ready.yaml'],
    cwd: root,
  });
  expect(inventory.entries.map((entry) => entry.status)).toEqual(['unsupported']);
});
