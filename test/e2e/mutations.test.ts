/**
 * Mutations in the bundled action (dist/index.js as the runner starts it): the `mutated` output
 * counts the resources Kyverno's mutate policies would change, and the job summary says so. On a
 * pull request, the suggested changes come from the same one listing of the pull request's files
 * as its changed files, and a rerun that applies no manifest leaves no suggestion standing.
 */
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../support/action-runner.js';
import { readReport } from '../support/e2e-reports.js';
import {
  E2eGitHub,
  SharedKyverno,
  commandsNamed,
  pullRequestEvent,
  transcript,
} from '../support/e2e-setup.js';
import { pullFilesOf, type PullFile } from '../support/fake-github/pulls.js';
import { GitRepo, cleanupRepos } from '../support/git-repo.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/mutate', import.meta.url));
/** The mutate policy over the manifests, with no check run and no comment. */
const INPUTS = {
  tests: 'none',
  policies: 'policies',
  manifests: 'manifests/*.yaml',
  'helm-charts': 'none',
  kustomizations: 'none',
  'check-run': 'false',
  comment: 'off',
};

let kyverno: SharedKyverno;
let workspace: string;
let run: ActionRun;

beforeAll(async () => {
  kyverno = await SharedKyverno.start();
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-mutations-'));
  await mkdir(path.join(workspace, 'policies'));
  await cp(
    path.join(FIXTURES, 'policies', 'add-team-label.yaml'),
    path.join(workspace, 'policies', 'add-team-label.yaml'),
  );
  await cp(path.join(FIXTURES, 'resources'), path.join(workspace, 'manifests'), {
    recursive: true,
  });
  run = await runAction({
    workspace,
    toolCache: kyverno.toolCache,
    inputs: { ...kyverno.inputs, ...INPUTS, scope: 'all', 'json-file': 'kyverno.json' },
  });
});

afterAll(async () => {
  await kyverno?.close();
  if (workspace) await rm(workspace, { recursive: true, force: true });
  await cleanupRepos();
});

describe('mutations in the bundled action', () => {
  it('counts the changed resources in the `mutated` output and says so in the summary', async () => {
    expect(run.exitCode, transcript(run)).toBe(0);
    const report = await readReport(path.join(workspace, 'kyverno.json'));
    const changed = report.mutations ?? [];
    expect(changed.length).toBeGreaterThan(0);
    expect(run.outputs.mutated).toBe(String(changed.length));
    expect(run.summary).toContain(`Kyverno will change ${changed.length} resource`);
  });
});

describe('suggested changes on a pull request', () => {
  const PR = 7;
  const POD = 'manifests/web.yaml';
  const WEB =
    'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: web\n      image: nginx:1.27\n';
  const files: Record<number, PullFile[]> = {};
  const heads: Record<number, string[]> = { [PR]: [] };
  let api: E2eGitHub;
  let origin: GitRepo;
  let base: string;

  beforeAll(async () => {
    api = await E2eGitHub.start(files, undefined, heads);
    origin = await GitRepo.create();
    await origin.write(
      'policies/add-team-label.yaml',
      await readFile(path.join(FIXTURES, 'policies', 'add-team-label.yaml'), 'utf8'),
    );
    await origin.write('README.md', '# web\n');
    base = await origin.commit('base');
    await origin.branch('feature');
  });

  afterAll(async () => {
    await api?.close();
  });

  /** Commits `change` on the pull request and runs the action on its new head, as GitHub would. */
  async function push(change: Record<string, string | null>): Promise<ActionRun> {
    for (const [file, text] of Object.entries(change)) {
      if (text === null) await origin.remove(file);
      else await origin.write(file, text);
    }
    const head = await origin.commit('change');
    files[PR] = await pullFilesOf(origin.dir, base, head);
    heads[PR]!.push(head);
    const checkout = await origin.clone({ ref: head, depth: 1 });
    api.clear();
    const run = await runAction({
      workspace: checkout.dir,
      toolCache: kyverno.toolCache,
      inputs: { ...kyverno.inputs, ...INPUTS },
      eventName: 'pull_request',
      payload: pullRequestEvent({ number: PR, base, head }),
      env: api.env('f00dfacef00dfacef00dfacef00dfacef00dface'),
    });
    expect(run.exitCode, transcript(run)).toBe(0);
    expect(commandsNamed(run, 'warning')).toEqual([]);
    expect(api.gh.validationErrors).toEqual([]);
    return run;
  }

  const fileListings = () =>
    api.gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/pulls/${PR}/files`));

  it('lists the files once for the changed files and the suggestions, and a rerun that applies no manifest clears them', async () => {
    const first = await push({ [POD]: WEB });
    expect(first.outputs.mutated).toBe('1');
    expect(api.reviews.reviews).toHaveLength(1);
    expect(api.reviews.on(PR).map((comment) => comment.path)).toEqual([POD]);
    expect(fileListings()).toHaveLength(1);

    // The pull request stops changing the manifest: nothing is applied, and nothing may stand.
    const rerun = await push({ [POD]: null, 'README.md': '# web, the app\n' });
    expect(files[PR]!.map((file) => file.filename)).toEqual(['README.md']);
    expect(rerun.outputs.mutated).toBe('0');
    expect(api.reviews.on(PR)).toEqual([]);
    expect(api.reviews.reviews[0]!.body).toMatch(/superseded by a later run/);
  });
});
