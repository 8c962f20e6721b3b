import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeSet, Changes } from '../../../src/changes/changed-files.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import { decideScope, filterAffectedSuites } from '../../../src/plan/scope.js';

let root: string;
let workspace: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'kpc-select-'));
  workspace = path.join(root, 'ws');
  const files = [
    'deploy/app/deployment.yaml',
    'deploy/app/kustomization.yaml',
    'deploy/db/statefulset.yml',
    'deploy/readme.md',
    'other/x.yaml',
    '.github/workflows/ci.yaml',
  ];
  for (const file of files) {
    await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
    await writeFile(path.join(workspace, file), 'x: 1\n');
  }
  await writeFile(path.join(root, 'secret.yaml'), 'x: 1\n');
  await symlink(path.join(root, 'secret.yaml'), path.join(workspace, 'deploy/escape.yaml'));
  await symlink(path.join(workspace, 'other/x.yaml'), path.join(workspace, 'deploy/inside.yaml'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('selectManifests', () => {
  it('matches globs, applies ! excludes, and warns about symlinks that leave the workspace', async () => {
    const selection = await selectManifests({
      workspace,
      patterns: ['deploy/**/*.yaml', 'deploy/**/*.yml', '!**/kustomization.yaml', ''],
    });
    expect(selection.files).toEqual([
      'deploy/app/deployment.yaml',
      'deploy/db/statefulset.yml',
      'deploy/inside.yaml',
    ]);
    expect(selection.warnings).toEqual([
      `deploy/escape.yaml: a symlink to ${path.join(root, 'secret.yaml')}, outside the workspace; not checked.`,
    ]);
  });

  it('ignores patterns that point outside the workspace, with a warning', async () => {
    const selection = await selectManifests({
      workspace,
      patterns: ['../*.yaml', `${root}/secret.yaml`],
    });
    expect(selection.files).toEqual([]);
    expect(selection.warnings).toEqual([
      'manifests: `../*.yaml` points outside the workspace; ignored.',
      `manifests: \`${root}/secret.yaml\` points outside the workspace; ignored.`,
    ]);
  });

  it('takes a folder as its YAML files, and an absolute path inside the workspace', async () => {
    const selection = await selectManifests({
      workspace,
      patterns: ['deploy/db', path.join(workspace, 'other/x.yaml')],
    });
    expect(selection.files).toEqual(['deploy/db/statefulset.yml', 'other/x.yaml']);
  });

  it('keeps only matching changed files that exist, and says why others are not checked', async () => {
    const selection = await selectManifests({
      workspace,
      patterns: ['deploy/**/*.yaml'],
      changed: [
        'deploy/app/deployment.yaml',
        'deploy/gone.yaml',
        'deploy/escape.yaml',
        'other/x.yaml',
        '../deploy/x.yaml',
      ],
    });
    expect(selection.files).toEqual(['deploy/app/deployment.yaml']);
    expect(selection.warnings).toEqual([
      'deploy/gone.yaml: changed, but not found in the checkout, so not checked.',
      `deploy/escape.yaml: a symlink to ${path.join(root, 'secret.yaml')}, outside the workspace; not checked.`,
    ]);
  });

  it('does not match dot folders unless the pattern names them', async () => {
    expect((await selectManifests({ workspace, patterns: ['**/*.yaml'] })).files).not.toContain(
      '.github/workflows/ci.yaml',
    );
    expect((await selectManifests({ workspace, patterns: ['.github/**/*.yaml'] })).files).toEqual([
      '.github/workflows/ci.yaml',
    ]);
  });
});

const changeSet = (files: string[], removed: string[] = []): ChangeSet => ({
  everything: false,
  files,
  removed,
  origin: 'pull request #7 (GitHub API)',
  notices: [],
});
const config = {
  policies: ['policies', 'extra/*.yaml'],
  exceptions: ['exceptions/allow.yaml'],
  valuesFile: 'values.yaml',
};
const decide = (scope: 'auto' | 'changed' | 'all', changes: Changes, eventName = 'pull_request') =>
  decideScope({ scope, eventName, changes, workspace, config });

describe('decideScope', () => {
  it('auto: only the changed manifests on pull request, push and merge_group events', () => {
    for (const eventName of ['pull_request', 'pull_request_target', 'push', 'merge_group']) {
      expect(decide('auto', changeSet(['deploy/a.yaml']), eventName)).toEqual({
        scope: 'changed',
        changed: ['deploy/a.yaml'],
        reason:
          'Only manifests among the 1 changed file(s) of pull request #7 (GitHub API) are checked.',
      });
    }
  });

  it('auto: everything when a policy, values or exception file changed (or was removed)', () => {
    const cases = [
      [changeSet(['deploy/a.yaml', 'policies/sub/p.yaml']), 'policies/sub/p.yaml'],
      [changeSet(['extra/p.yaml']), 'extra/p.yaml'],
      [changeSet(['values.yaml']), 'values.yaml'],
      [changeSet([], ['exceptions/allow.yaml']), 'exceptions/allow.yaml'],
    ] as const;
    for (const [changes, trigger] of cases) {
      expect(decide('auto', changes)).toEqual({
        scope: 'all',
        reason: `${trigger} is a policy, values or exception file and changed, so every matching manifest is checked (a policy change can affect any manifest).`,
      });
    }
    expect(decide('auto', changeSet(['policies-old/x.yaml', 'extra/sub/p.yaml'])).scope).toBe(
      'changed',
    );
  });

  it('changed: the changed files even when a policy changed; all: everything', () => {
    expect(decide('changed', changeSet(['policies/p.yaml'])).scope).toBe('changed');
    expect(decide('all', changeSet(['deploy/a.yaml']))).toEqual({
      scope: 'all',
      reason: 'scope is `all`: every matching manifest is checked.',
    });
  });

  it('everything when there is no list of changed files', () => {
    const everything: Changes = {
      everything: true,
      reason: 'the schedule event has no changed files',
      notices: [],
    };
    expect(decide('auto', everything, 'schedule')).toEqual({
      scope: 'all',
      reason: 'Every matching manifest is checked: the schedule event has no changed files.',
    });
    expect(decide('changed', everything, 'schedule').scope).toBe('all');
  });
});

describe('filterAffectedSuites', () => {
  const suites = {
    'policies/a/.kyverno-test/kyverno-test.yaml':
      'policies: [../a.yaml]\nresources: [resource.yaml]\n',
    'policies/b/.kyverno-test/kyverno-test.yaml':
      'policies: [../b.yaml]\nresources: [../../../shared/pods]\nvariables: values.yaml\nresults:\n- policy: b\n  patchedResources: patched.yaml\n',
    'policies/c/kyverno-test.yaml': 'policies: [c.yaml]\nresources: [https://example.com/r.yaml]\n',
  };
  const read = async (file: string) =>
    suites[path.relative(workspace, file) as keyof typeof suites] ?? '';
  const filter = (changes: Changes, scope: 'all' | 'affected' = 'affected') =>
    filterAffectedSuites({ workspace, testFiles: Object.keys(suites), changes, scope, read });

  it('runs suites whose folder holds a changed file, or whose test file names one', async () => {
    expect((await filter(changeSet(['policies/a/a.yaml']))).testFiles).toEqual([
      'policies/a/.kyverno-test/kyverno-test.yaml',
    ]);
    expect((await filter(changeSet(['shared/pods/p.yaml']))).testFiles).toEqual([
      'policies/b/.kyverno-test/kyverno-test.yaml',
    ]);
    expect(
      (await filter(changeSet([], ['policies/b/.kyverno-test/patched.yaml']))).testFiles,
    ).toEqual(['policies/b/.kyverno-test/kyverno-test.yaml']);
    const result = await filter(changeSet(['policies/c/c.yaml', 'README.md']));
    expect(result).toEqual({
      testFiles: ['policies/c/kyverno-test.yaml'],
      reason:
        'tests-scope is `affected`: 1 of 3 suite(s) hold or name one of the 2 changed file(s).',
    });
    expect((await filter(changeSet(['docs/x.md']))).testFiles).toEqual([]);
  });

  it('runs every suite with tests-scope all, or without a list of changed files', async () => {
    expect((await filter(changeSet([]), 'all')).testFiles).toHaveLength(3);
    const everything: Changes = {
      everything: true,
      reason: 'the schedule event has no changed files',
      notices: [],
    };
    expect(await filter(everything)).toEqual({
      testFiles: Object.keys(suites),
      reason: 'Every suite runs: the schedule event has no changed files.',
    });
  });
});
