/**
 * New, existing and fixed results on real git pull requests with the real Kyverno CLI: the base
 * commit is checked out next to the clone (`git worktree`), checked with its own policies, and
 * each head result is matched by file, policy, rule and resource.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/inputs/config.js';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { openBaseTree } from '../../../src/changes/base-tree.js';
import { runProcess } from '../../../src/process/run-process.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { cleanupRepos, git, GitRepo } from '../../support/git-repo.js';

const teamPolicy = await readFile(
  new URL('../../fixtures/apply/paths/policies/require-team-label.yaml', import.meta.url),
  'utf8',
);
const latestPolicy = await readFile(
  new URL('../../fixtures/apply/paths/policies/disallow-latest.yaml', import.meta.url),
  'utf8',
);

/** A Pod; `team` gives it the label the policy wants, `image` its container image. */
const pod = (name: string, options: { team?: string; image?: string } = {}) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n` +
  (options.team ? `  labels:\n    team: ${options.team}\n` : '') +
  `spec:\n  containers:\n    - name: c\n      image: ${options.image ?? 'nginx:1.27'}\n`;
const docs = (...documents: string[]) => documents.join('---\n');

let origin: GitRepo;
let base: string;

beforeAll(async () => {
  origin = await GitRepo.create();
  await origin.writeAll({
    'policies/require-team-label.yaml': teamPolicy,
    // Two old failures and a pass; the pull request adds a failure above them.
    'deploy/shop.yaml': docs(pod('cart'), pod('checkout'), pod('ok', { team: 'a' })),
    'deploy/fixed.yaml': pod('payments'),
    'deploy/old-name.yaml': pod('search'),
    'deploy/gone.yaml': pod('legacy'),
    'deploy/untouched.yaml': pod('web', { image: 'nginx:latest' }),
  });
  base = await origin.commit('base');
});

afterAll(cleanupRepos);

/** A pull request from `main`'s base commit, checked in a depth-1 clone of its head. */
async function pullRequest(
  branch: string,
  change: (repo: GitRepo) => Promise<void>,
  options: { failOnExisting?: boolean; baseSha?: string } = {},
): Promise<{ report: RunReport; config: Config; logs: string[] }> {
  await origin.switch('main');
  await origin.branch(branch);
  await change(origin);
  const head = await origin.commit(branch);
  const clone = await origin.clone({ ref: head, depth: 1 });
  const config: Config = {
    ...checkConfig(clone.dir, {
      apply: { policies: ['policies'], manifests: ['deploy/**/*.yaml'], scope: 'auto' },
    }),
    baseline: { mode: 'auto' },
  };
  config.report.failOnExisting = options.failOnExisting ?? true;
  const logs: string[] = [];
  const payload = {
    pull_request: { number: 1, base: { sha: options.baseSha ?? base }, head: { sha: head } },
  };
  const report = await checkRepository(config, {
    ...checkDeps('shop'),
    event: { name: 'pull_request', payload },
    logger: { info: (message) => logs.push(message) },
  });
  const worktrees = await git(clone.dir, 'worktree', 'list', '--porcelain');
  expect(worktrees.match(/^worktree /gm), 'the base worktree is removed').toHaveLength(1);
  return { report, config, logs };
}

/** `status baseline Kind/name file:line` of every fail, warn and error result. */
const marked = (report: RunReport) =>
  report.results
    .filter((r) => r.status !== 'pass' && r.status !== 'skip')
    .map((r) => `${r.status} ${r.baseline ?? '-'} ${r.resource.name} ${r.file}:${r.line}`)
    .sort();
const fixedOnes = (report: RunReport) =>
  (report.fixed ?? []).map((r) => `${r.status} ${r.resource.name} ${r.file}`).sort();

describe('baseline on a pull request', () => {
  let first: Awaited<ReturnType<typeof pullRequest>>;

  beforeAll(async () => {
    first = await pullRequest('mixed', async (repo) => {
      // A new failure above the old ones moves them down: still existing.
      await repo.write(
        'deploy/shop.yaml',
        docs(pod('new-cart'), pod('cart'), pod('checkout'), pod('ok', { team: 'a' })),
      );
      await repo.write('deploy/fixed.yaml', pod('payments', { team: 'b' }));
      await repo.move('deploy/old-name.yaml', 'deploy/new-name.yaml');
      await repo.remove('deploy/gone.yaml');
      await repo.write('deploy/added.yaml', pod('added'));
    });
  });

  it('marks new and existing failures, matched by file, policy, rule and resource', () => {
    expect(marked(first.report)).toEqual([
      'fail existing cart deploy/shop.yaml:12',
      'fail existing checkout deploy/shop.yaml:21',
      // Renamed: matched by its previous name.
      'fail existing search deploy/new-name.yaml:3',
      // Added in the pull request: all its failures are new.
      'fail new added deploy/added.yaml:3',
      'fail new new-cart deploy/shop.yaml:3',
    ]);
  });

  it('lists what failed at the base and no longer does as fixed, deleted files included', () => {
    expect(fixedOnes(first.report)).toEqual([
      'fail legacy deploy/gone.yaml',
      'fail payments deploy/fixed.yaml',
    ]);
    expect(first.report.baseline).toEqual({ commit: base });
    expect(first.report.notices).toContain(
      `Compared with the base commit ${base.slice(0, 12)}: 2 new, 3 existing and 2 fixed failure(s), warning(s) and error(s).`,
    );
  });

  it('stays a check of the changed files: the untouched file is checked at neither commit', () => {
    const files = (first.report.results ?? []).map((r) => r.file);
    expect(files).not.toContain('deploy/untouched.yaml');
    // shop.yaml, fixed.yaml, old-name.yaml (new-name.yaml at the head) and the deleted gone.yaml.
    expect(first.logs).toContain(
      `Baseline ${base.slice(0, 12)}: 0 suite(s), 4 manifest file(s) and 0 render(s) to check at the base commit.`,
    );
  });

  it('fails on new failures whatever fail-on-existing says', () => {
    expect(verdict(first.report, 'fail', { failOnExisting: false }).failed).toBe(true);
  });
});

describe('fail-on-existing', () => {
  it('false: passes when only existing failures remain, and says why', async () => {
    const { report } = await pullRequest(
      'only-existing',
      async (repo) => {
        await repo.write(
          'deploy/shop.yaml',
          docs(pod('cart'), pod('checkout'), pod('ok', { team: 'c' })),
        );
      },
      { failOnExisting: false },
    );
    expect(marked(report)).toEqual([
      'fail existing cart deploy/shop.yaml:3',
      'fail existing checkout deploy/shop.yaml:12',
    ]);
    const outcome = verdict(report, 'fail', { failOnExisting: false });
    expect(outcome).toEqual({
      failed: false,
      reason:
        'Kyverno policy check passed: new results: 1 pass (fail-on: fail; fail-on-existing: false, so 2 result(s) that also failed at the base commit do not fail the step).',
    });
    // true (the default) keeps today's verdict.
    expect(verdict(report, 'fail', { failOnExisting: true }).failed).toBe(true);
  });
});

describe('a policy change in the same pull request', () => {
  it('marks what the new policy finds new, and what the old one found existing', async () => {
    const { report } = await pullRequest('new-policy', async (repo) => {
      await repo.write('policies/disallow-latest.yaml', latestPolicy);
    });
    // A policy changed: every manifest is checked, at the head and at the base.
    expect(marked(report)).toEqual([
      'fail existing cart deploy/shop.yaml:3',
      'fail existing checkout deploy/shop.yaml:12',
      'fail existing legacy deploy/gone.yaml:3',
      'fail existing payments deploy/fixed.yaml:3',
      'fail existing search deploy/old-name.yaml:3',
      'fail existing web deploy/untouched.yaml:3',
      'fail new web deploy/untouched.yaml:8',
    ]);
    expect(report.fixed).toEqual([]);
  });
});

describe('openBaseTree', () => {
  it('fetches a base commit missing from a depth-1 clone, checks it out beside it, removes it', async () => {
    await origin.switch('main');
    const clone = await origin.clone({ ref: base, depth: 1 });
    await git(clone.dir, 'commit', '--quiet', '--allow-empty', '-m', 'head');
    const parent = await git(clone.dir, 'rev-parse', 'HEAD');
    await origin.branch('later');
    await origin.write('deploy/later.yaml', pod('later'));
    const later = await origin.commit('later');
    const tree = await openBaseTree(clone.dir, later, runProcess);
    if (!tree.ok) throw new Error(tree.reason);
    expect(tree.notices).toEqual([
      `Fetched the base commit ${later.slice(0, 12)} from \`origin\` for the baseline.`,
    ]);
    expect(await readFile(path.join(tree.workspace, 'deploy/later.yaml'), 'utf8')).toBe(
      pod('later'),
    );
    // The workspace itself is untouched.
    expect(await git(clone.dir, 'rev-parse', 'HEAD')).toBe(parent);
    expect(existsSync(path.join(clone.dir, 'deploy/later.yaml'))).toBe(false);
    await tree.dispose();
    expect(existsSync(tree.workspace)).toBe(false);
    expect(await git(clone.dir, 'worktree', 'list', '--porcelain')).not.toContain(tree.workspace);
  });
});

describe('a base commit that cannot be had', () => {
  it('says the baseline was skipped, marks nothing and keeps the full verdict', async () => {
    const missing = 'deadbeef'.repeat(5);
    const { report } = await pullRequest(
      'no-base',
      async (repo) => {
        await repo.write('deploy/added.yaml', pod('added'));
      },
      { failOnExisting: false, baseSha: missing },
    );
    expect(report.fixed).toBeUndefined();
    expect(report.results.every((r) => r.baseline === undefined)).toBe(true);
    expect(report.notices.join('\n')).toMatch(
      /The baseline was skipped: the base commit deadbeefdead is not in the clone and could not be fetched from `origin`.*No result is marked new or existing, and the verdict counts them all\./,
    );
    expect(verdict(report, 'fail', { failOnExisting: false }).failed).toBe(true);
  });
});
