/**
 * What `migrate` takes as policies from a folder: what Kyverno loads from it. A policy library
 * keeps chainsaw assertions in hidden folders (`.chainsaw-test/policy-ready.yaml`: a
 * ClusterPolicy with a status and no rules); those are not policies, while the suites in
 * `.kyverno-test/` are read, and a policy file a suite names is taken wherever it lies.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeInventory } from '../../../src/migrate/inventory.js';
import { TEAM_POLICY, TEAM_SUITE_FILES, TEAM_TEST } from '../../support/team-suite.js';
import { writeFiles } from '../../support/write-files.js';

const FILES: Record<string, string> = {
  ...TEAM_SUITE_FILES,
  'policies/team/.kyverno-test/kyverno-test.yaml': TEAM_TEST.replace(
    '  - ../policy.yaml\n',
    '  - ../policy.yaml\n  - local-policy.yaml\n',
  ),
  'policies/team/.kyverno-test/local-policy.yaml': TEAM_POLICY.replace(
    'name: require-team-label',
    'name: require-team-local',
  ),
  'policies/team/.chainsaw-test/policy-ready.yaml':
    'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nmetadata:\n  name: require-team-label\nstatus:\n  ready: true\n',
};

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'migrate-inventory-'));
  await writeFiles(root, FILES);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it('takes the policies Kyverno loads from the folder, and the ones its suites name', async () => {
  const inventory = await takeInventory({ paths: ['policies'], cwd: root });
  expect(inventory.entries.map((entry) => `${entry.file} ${entry.policy}`).sort()).toEqual([
    'policies/team/.kyverno-test/local-policy.yaml require-team-local',
    'policies/team/policy.yaml require-team-label',
  ]);
  expect(inventory.suites.map((suite) => path.relative(root, suite.file.path))).toEqual([
    'policies/team/.kyverno-test/kyverno-test.yaml',
  ]);
});

it('takes a file in a hidden folder when it is given itself', async () => {
  const inventory = await takeInventory({
    paths: ['policies/team/.chainsaw-test/policy-ready.yaml'],
    cwd: root,
  });
  expect(inventory.entries.map((entry) => entry.status)).toEqual(['unsupported']);
});
