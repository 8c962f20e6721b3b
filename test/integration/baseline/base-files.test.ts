/**
 * The baseline's fast path (only the base versions of the checked files, read from git and run
 * beside the head's files) against the checkout of the whole base commit, on real git pull
 * requests with the real Kyverno CLI: the same new, existing and fixed marks. A file in the
 * head's policies folder that the base commit lacks (an untracked note, which no plan reads)
 * makes the same pull request take the checkout.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyScope, Config } from '../../../src/inputs/config.js';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { cleanupRepos, git, GitRepo } from '../../support/git-repo.js';

const teamPolicy = await readFile(
  new URL('../../fixtures/apply/paths/policies/require-team-label.yaml', import.meta.url),
  'utf8',
);

const pod = (name: string, team?: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n` +
  (team ? `  labels:\n    team: ${team}\n` : '') +
  `spec:\n  containers:\n    - name: c\n      image: nginx:1.27\n`;
const docs = (...documents: string[]) => documents.join('---\n');

let origin: GitRepo;
let base: string;

beforeAll(async () => {
  origin = await GitRepo.create();
  await origin.writeAll({
    'policies/require-team-label.yaml': teamPolicy,
    'deploy/shop.yaml': docs(pod('cart'), pod('checkout'), pod('ok', 'a')),
    'deploy/fixed.yaml': pod('payments'),
    'deploy/old-name.yaml': pod('search'),
    'deploy/gone.yaml': pod('legacy'),
    'deploy/untouched.yaml': pod('web'),
  });
  base = await origin.commit('base');
});

afterAll(cleanupRepos);

interface Checked {
  report: RunReport;
  logs: string[];
}

/** Checks the pull request in a depth-1 clone of its head, by the fast path or by a checkout. */
async function check(
  head: string,
  way: 'fast' | 'checkout',
  scope: ApplyScope = 'auto',
): Promise<Checked> {
  const clone = await origin.clone({ ref: head, depth: 1 });
  if (way === 'checkout') await writeFile(path.join(clone.dir, 'policies', 'NOTES.md'), 'notes\n');
  const config: Config = {
    ...checkConfig(clone.dir, {
      apply: { policies: ['policies'], manifests: ['deploy/**/*.yaml'], scope },
    }),
    baseline: { mode: 'auto' },
  };
  const logs: string[] = [];
  const payload = { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } };
  const report = await checkRepository(config, {
    ...checkDeps('shop'),
    event: { name: 'pull_request', payload },
    logger: { info: (message) => logs.push(message) },
  });
  const worktrees = await git(clone.dir, 'worktree', 'list', '--porcelain');
  expect(worktrees.match(/^worktree /gm), 'no base worktree is left').toHaveLength(1);
  return { report, logs };
}

async function pullRequest(branch: string, change: (repo: GitRepo) => Promise<void>) {
  await origin.switch('main');
  await origin.branch(branch);
  await change(origin);
  return origin.commit(branch);
}

const short = () => base.slice(0, 12);
const readFromGit = () =>
  `Baseline ${short()}: their base versions are read from git, with no checkout.`;
const checkedOut = (why: string) => `Baseline ${short()}: checks out the base commit: ${why}.`;

/** `status mark name file:line` of every fail, warn and error result, and the fixed ones. */
const marks = ({ report }: Checked) => ({
  results: report.results
    .filter((r) => r.status !== 'pass' && r.status !== 'skip')
    .map((r) => `${r.status} ${r.baseline ?? '-'} ${r.resource.name} ${r.file}:${r.line}`)
    .sort(),
  fixed: (report.fixed ?? [])
    .map((r) => `${r.status} ${r.resource.name} ${r.file}:${r.line}`)
    .sort(),
  notices: report.notices,
  baseline: report.baseline,
});

async function bothWays(head: string): Promise<{ fast: Checked; checkout: Checked }> {
  const fast = await check(head, 'fast');
  const checkout = await check(head, 'checkout');
  expect(fast.logs).toContain(readFromGit());
  expect(checkout.logs).toContain(
    checkedOut("the files below the policy input `policies` differ from the base commit's"),
  );
  expect(checkout.logs).not.toContain(readFromGit());
  expect(marks(fast)).toEqual(marks(checkout));
  return { fast, checkout };
}

describe('the fast path marks as the checkout does', () => {
  it('one file changed: a new failure above two existing ones', async () => {
    const head = await pullRequest('one-file', (repo) =>
      repo.write(
        'deploy/shop.yaml',
        docs(pod('new-cart'), pod('cart'), pod('checkout'), pod('ok', 'a')),
      ),
    );
    const { fast } = await bothWays(head);
    expect(marks(fast).results).toEqual([
      'fail existing cart deploy/shop.yaml:12',
      'fail existing checkout deploy/shop.yaml:21',
      'fail new new-cart deploy/shop.yaml:3',
    ]);
    expect(fast.logs).toContain(
      `Baseline ${short()}: 0 suite(s), 1 manifest file(s) and 0 render(s) to check at the base commit.`,
    );
  });

  it('a fixed failure is listed as the base reported it', async () => {
    const head = await pullRequest('fix', (repo) =>
      repo.write('deploy/fixed.yaml', pod('payments', 'b')),
    );
    const { fast } = await bothWays(head);
    expect(marks(fast).results).toEqual([]);
    expect(marks(fast).fixed).toEqual(['fail payments deploy/fixed.yaml:3']);
  });

  it('a renamed file is matched by its base name', async () => {
    const head = await pullRequest('rename', (repo) =>
      repo.move('deploy/old-name.yaml', 'deploy/new-name.yaml'),
    );
    const { fast } = await bothWays(head);
    expect(marks(fast).results).toEqual(['fail existing search deploy/new-name.yaml:3']);
    expect(marks(fast).fixed).toEqual([]);
  });

  it('a file added in the head has no base version: all its failures are new', async () => {
    const head = await pullRequest('added', (repo) =>
      repo.write('deploy/added.yaml', pod('added')),
    );
    const { fast } = await bothWays(head);
    expect(marks(fast).results).toEqual(['fail new added deploy/added.yaml:3']);
    expect(fast.logs).toContain(
      `Baseline ${short()}: 0 suite(s), 0 manifest file(s) and 0 render(s) to check at the base commit.`,
    );
  });

  it('a deleted file is checked at the base only: its failures are fixed', async () => {
    const head = await pullRequest('deleted', async (repo) => {
      await repo.remove('deploy/gone.yaml');
      await repo.write('deploy/shop.yaml', docs(pod('cart'), pod('checkout'), pod('ok', 'c')));
    });
    const { fast } = await bothWays(head);
    expect(marks(fast).results).toEqual([
      'fail existing cart deploy/shop.yaml:3',
      'fail existing checkout deploy/shop.yaml:12',
    ]);
    expect(marks(fast).fixed).toEqual(['fail legacy deploy/gone.yaml:3']);
  });
});

describe('changed policies take the checkout', () => {
  it('`scope: auto`: a policy change puts every file in scope', async () => {
    const head = await pullRequest('policy-auto', async (repo) => {
      await repo.write(
        'policies/require-team-label.yaml',
        teamPolicy.replace(/\n$/, '\n# edited\n'),
      );
      await repo.write('deploy/added.yaml', pod('added'));
    });
    const checked = await check(head, 'fast');
    expect(checked.logs).toContain(checkedOut('every file is in scope'));
    expect(marks(checked).results).toEqual([
      'fail existing cart deploy/shop.yaml:3',
      'fail existing checkout deploy/shop.yaml:12',
      'fail existing legacy deploy/gone.yaml:3',
      'fail existing payments deploy/fixed.yaml:3',
      'fail existing search deploy/old-name.yaml:3',
      'fail existing web deploy/untouched.yaml:3',
      'fail new added deploy/added.yaml:3',
    ]);
  });

  it('`scope: changed`: the base commit is checked with its own policies', async () => {
    // The head's policy asks for an `owner` label too, which `ok` lacks: new, though `ok` has
    // the `team` label the base's policy asked for.
    const stricter = teamPolicy.replace('team: "?*"', 'team: "?*"\n              owner: "?*"');
    const head = await pullRequest('policy-changed', async (repo) => {
      await repo.write('policies/require-team-label.yaml', stricter);
      await repo.write(
        'deploy/shop.yaml',
        docs(pod('new-cart'), pod('cart'), pod('checkout'), pod('ok', 'a')),
      );
    });
    const checked = await check(head, 'fast', 'changed');
    expect(checked.logs).toContain(
      checkedOut('the policy input file policies/require-team-label.yaml changed'),
    );
    expect(checked.logs).not.toContain(readFromGit());
    expect(marks(checked).results).toEqual([
      'fail existing cart deploy/shop.yaml:12',
      'fail existing checkout deploy/shop.yaml:21',
      'fail new new-cart deploy/shop.yaml:3',
      'fail new ok deploy/shop.yaml:32',
    ]);
  });
});
