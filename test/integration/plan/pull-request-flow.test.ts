/**
 * The whole apply stage on a pull request in a real git clone with the real Kyverno CLI:
 * changed files -> scope -> manifest selection -> kyverno apply -> results at file and line.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import { changedFiles } from '../../../src/changes/changed-files.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import { decideScope } from '../../../src/plan/scope.js';
import { planAndApply } from '../../support/apply-stage.js';
import { cleanupRepos, GitRepo } from '../../support/git-repo.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const policy = await readFile(
  new URL('../../fixtures/apply/capture/policies/require-team-label.yaml', import.meta.url),
  'utf8',
);
const pod = (name: string, labels = '') =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n${labels}spec:\n  containers:\n  - name: c\n    image: nginx:1.27\n`;
const labelled = '  labels:\n    team: a\n';

const config: ApplyConfig = {
  policies: ['policies'],
  manifests: ['deploy/**/*.yaml', '!deploy/ignored/**'],
  scope: 'auto',
  exceptions: [],
  auditWarn: false,
};

let origin: GitRepo;
let base: string;

beforeAll(async () => {
  origin = await GitRepo.create();
  await origin.writeAll({
    'policies/require-team-label.yaml': policy,
    'deploy/modified.yaml': pod('modified', labelled),
    'deploy/untouched.yaml': pod('untouched'),
    'deploy/old-name.yaml': pod('renamed', labelled),
    'deploy/removed.yaml': pod('removed'),
  });
  base = await origin.commit('base');
});

afterAll(cleanupRepos);

async function pullRequest(branch: string, change: (repo: GitRepo) => Promise<void>) {
  await origin.switch('main');
  await origin.branch(branch);
  await change(origin);
  const head = await origin.commit(branch);
  const clone = await origin.clone({ ref: head, depth: 1 });
  const payload = { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } };
  const changes = await changedFiles({
    eventName: 'pull_request',
    payload,
    workspace: clone.dir,
    repo: { owner: 'o', repo: 'r' },
  });
  const decision = decideScope({
    scope: 'auto',
    eventName: 'pull_request',
    changes,
    workspace: clone.dir,
    config,
  });
  const selection = await selectManifests({
    workspace: clone.dir,
    patterns: config.manifests,
    changed: decision.changed,
  });
  const outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace: clone.dir,
    manifestFiles: selection.files,
    config,
    parallelism: 2,
  });
  return { decision, selection, outcome };
}

describe('kyverno apply on a pull request', () => {
  it('checks only the added, modified and renamed manifests', async () => {
    const { decision, selection, outcome } = await pullRequest('manifests', async (repo) => {
      await repo.write('deploy/added.yaml', pod('added'));
      await repo.write('deploy/modified.yaml', pod('modified'));
      await repo.move('deploy/old-name.yaml', 'deploy/new-name.yaml');
      await repo.remove('deploy/removed.yaml');
      await repo.write('deploy/ignored/x.yaml', pod('ignored'));
    });
    expect(decision).toMatchObject({ scope: 'changed' });
    expect(selection.files).toEqual([
      'deploy/added.yaml',
      'deploy/modified.yaml',
      'deploy/new-name.yaml',
    ]);
    expect(
      outcome.results.map((r) => `${r.status} ${r.resource.name} ${r.file}:${r.line}`).sort(),
    ).toEqual([
      // A missing label is reported on the `metadata:` line when there is no `labels:`.
      'fail added deploy/added.yaml:3',
      'fail modified deploy/modified.yaml:3',
      'pass renamed deploy/new-name.yaml:4',
    ]);
    expect(outcome.results.find((r) => r.status === 'fail')!.message).toContain(
      'team label required',
    );
  });

  it('checks every manifest when the pull request changes a policy (scope: auto)', async () => {
    const { decision, selection, outcome } = await pullRequest('policy', async (repo) => {
      await repo.write(
        'policies/require-team-label.yaml',
        policy.replace('team label required', 'a team label is required'),
      );
    });
    expect(decision).toEqual({
      scope: 'all',
      reason:
        'policies/require-team-label.yaml is a policy, values or exception file and changed, so every matching manifest is checked (a policy change can affect any manifest).',
    });
    expect(selection.files).toEqual([
      'deploy/modified.yaml',
      'deploy/old-name.yaml',
      'deploy/removed.yaml',
      'deploy/untouched.yaml',
    ]);
    // Kyverno prints results in no fixed order; the pipeline sorts them, this stage does not.
    expect(
      outcome.results
        .filter((r) => r.status === 'fail')
        .map((r) => r.file)
        .sort(),
    ).toEqual(['deploy/removed.yaml', 'deploy/untouched.yaml']);
    expect(
      outcome.results.every(
        (r) => r.status !== 'fail' || r.message.includes('a team label is required'),
      ),
    ).toBe(true);
  });
});
