/**
 * Suggested changes end to end: a real git repository whose pull request changes a manifest,
 * `checkRepository` with the real Kyverno CLI on the pull_request event (its changed files listed
 * by the fake GitHub), then publishing to the fake GitHub. Committing the posted suggestions as
 * GitHub does gives Kyverno's own mutated objects with every other byte kept, and a rerun on that
 * commit leaves no suggestion standing; nor does a rerun that applies no manifest, or one whose
 * every mutation is in a rendered object. Each run lists the pull request's files once, as the
 * action does (`pullFilesOnce`), for its changed files and its suggestions.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { publishReport } from '../../../src/github/publish.js';
import { pullFilesOnce, type PullFilesSource } from '../../../src/github/pull-files.js';
import type { RenderConfig } from '../../../src/inputs/config.js';
import type { RunReport } from '../../../src/model/report.js';
import { readWrittenObjects } from '../../../src/parse/mutated-objects/index.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { runProcess } from '../../../src/process/run-process.js';
import { rightSideHunks } from '../../../src/suggest/suggestions.js';
import { verdict } from '../../../src/verdict/verdict.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { checkConfig, checkDeps } from '../../support/check-config.js';
import { pullFilesOf, routePullFiles, type PullFile } from '../../support/fake-github/pulls.js';
import { registerReviews, type FakeReviews } from '../../support/fake-github/reviews.js';
import { GitRepo, cleanupRepos } from '../../support/git-repo.js';
import { kyvernoBinary } from '../../support/kyverno.js';
import { helmBinary, kustomizeBinary } from '../../support/tools.js';
import { RecordingSink, githubContext, reportConfig } from '../../support/make-report.js';
import { startHarness, type Harness } from './harness.js';

const PR = 7;
const FILE = 'deploy/app.yaml';
const POLICIES = ['policies/add-team-label.yaml', 'policies/revision-history.yaml'];

const ADD_TEAM_LABEL = `# Legacy patchStrategicMerge: every Deployment and Pod gets team=platform.
apiVersion: kyverno.io/v1
kind: ClusterPolicy
metadata:
  name: add-team-label
spec:
  rules:
    - name: add-team
      match:
        any:
          - resources:
              kinds: [Deployment, Pod]
      mutate:
        patchStrategicMerge:
          metadata:
            labels:
              +(team): platform
`;

const REVISION_HISTORY = `# MutatingPolicy: Deployments keep three old ReplicaSets.
apiVersion: policies.kyverno.io/v1alpha1
kind: MutatingPolicy
metadata:
  name: revision-history
spec:
  matchConstraints:
    resourceRules:
      - apiGroups: [apps]
        apiVersions: [v1]
        operations: [CREATE, UPDATE]
        resources: [deployments]
  mutations:
    - patchType: ApplyConfiguration
      applyConfiguration:
        expression: |
          Object{
            spec: Object.spec{
              revisionHistoryLimit: 3
            }
          }
`;

const CONFIG_MAP = `---
# Settings: no policy touches a ConfigMap.
apiVersion: v1
kind: ConfigMap
metadata:
  name: web-settings # read at start
data:
  mode: "on"
`;

const BASE = `# The web app.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web # the service name
spec:
  replicas: 1
  selector:
    matchLabels:
      app: web
  template:
    metadata:
      labels:
        app: web
    spec:
      containers:
        - name: web
          image: nginx:1.26
${CONFIG_MAP}`;

/** The pull request: two replicas, a newer image, and a debug Pod. */
const HEAD = `${BASE.replace('replicas: 1', 'replicas: 2').replace('nginx:1.26', 'nginx:1.27 # pinned')}---
# A Pod for debugging.
apiVersion: v1
kind: Pod
metadata:
  name: debug
spec:
  containers:
    - name: shell
      image: busybox:1.36
`;

type Json = Record<string, unknown>;
const documents = (text: string): Json[] =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as Json);
const nameOf = (object: Json) => String((object.metadata as Json).name);

interface Pull {
  origin: GitRepo;
  base: string;
  /** Pull request number → its files, as the fake lists them (updated when the head moves). */
  files: Record<number, PullFile[]>;
  heads: string[];
}

/** Points the pull request at `head`: its files and diffs from the base, and a checkout of it. */
async function moveHead(pull: Pull, head: string): Promise<string> {
  pull.files[PR] = await pullFilesOf(pull.origin.dir, pull.base, head);
  pull.heads.push(head);
  return (await pull.origin.clone({ ref: head })).dir;
}

let h: Harness;
let reviews: FakeReviews;
let pull: Pull;
let workspace: string;
let report: RunReport;
let firstListing: PullFilesSource;

/** One run's listing of the pull request's files, shared by its check and its publishing. */
const listing = (): PullFilesSource => pullFilesOnce(h.client(), { owner: 'acme', repo: 'web' });

/** The pipeline as the action runs it on the pull_request event, at `headSha`. */
async function check(
  dir: string,
  headSha: string,
  pullFiles: PullFilesSource,
  render?: RenderConfig,
): Promise<RunReport> {
  const config = checkConfig(dir, {
    apply: {
      policies: ['policies'],
      manifests: ['deploy/**/*.yaml', '!**/kustomization.yaml'],
      scope: 'auto',
    },
  });
  return checkRepository(render ? { ...config, render } : config, {
    ...checkDeps('web'),
    ...(render && {
      renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
    }),
    event: {
      name: 'pull_request',
      payload: {
        number: PR,
        pull_request: {
          number: PR,
          changed_files: pull.files[PR]!.length,
          base: { sha: pull.base },
          head: { sha: headSha },
        },
      },
    },
    listPullFiles: pullFiles,
  });
}

/** Publishes as the action does after checking the pull request itself (`checkedWhole`). */
async function publish(run: RunReport, dir: string, headSha: string, pullFiles: PullFilesSource) {
  const sink = new RecordingSink();
  const config = reportConfig({ checkRun: false, comment: 'off' });
  const outcome = await publishReport(
    run,
    githubContext({ apiUrl: h.gh.url, headSha, pullRequestNumber: PR }),
    config,
    {
      verdict: verdict(run, config.failOn),
      octokit: h.client(),
      sink,
      workspace: dir,
      pullFiles,
      checkedWhole: true,
    },
  );
  return { outcome, sink, summary: sink.summaries.join('') };
}

/** Commits `files` (null: removed) on the pull request's branch, then checks the new head. */
async function push(message: string, files: Record<string, string | null>, render?: RenderConfig) {
  for (const [file, text] of Object.entries(files)) {
    if (text === null) await pull.origin.remove(file);
    else await pull.origin.write(file, text);
  }
  const head = await pull.origin.commit(message);
  const dir = await moveHead(pull, head);
  const pullFiles = listing();
  return { dir, head, pullFiles, report: await check(dir, head, pullFiles, render) };
}

const fileListings = () =>
  h.gh.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/pulls/${PR}/files`));
const reviewPosts = () =>
  h.gh.requests.filter((r) => r.method === 'POST' && r.path.endsWith(`/pulls/${PR}/reviews`));

beforeAll(async () => {
  const origin = await GitRepo.create();
  await origin.write(POLICIES[0]!, ADD_TEAM_LABEL);
  await origin.write(POLICIES[1]!, REVISION_HISTORY);
  await origin.write(FILE, BASE);
  const base = await origin.commit('base');
  await origin.branch('feature');
  await origin.write(FILE, HEAD);
  const head = await origin.commit('head');
  pull = { origin, base, files: {}, heads: [] };
  h = await startHarness();
  routePullFiles(h.gh, pull.files);
  reviews = registerReviews(h.gh, pull.files, { [PR]: pull.heads });
  workspace = await moveHead(pull, head);
  firstListing = listing();
  report = await check(workspace, head, firstListing);
});

afterEach(() => {
  expect(h.gh.validationErrors).toEqual([]);
});

afterAll(async () => {
  await h.close();
  await cleanupRepos();
});

describe('suggested changes through the pipeline', () => {
  it("posts one review whose suggestions, committed, give Kyverno's objects and keep every other byte", async () => {
    expect(report.summary.error).toBe(0);
    expect(report.mutations?.map((m) => [m.file, m.documentIndex, m.resource.name])).toEqual([
      [FILE, 0, 'web'],
      [FILE, 2, 'debug'],
    ]);
    const head = pull.heads[0]!;
    const { outcome, summary } = await publish(report, workspace, head, firstListing);
    expect(outcome.warnings).toEqual([]);
    // The changed files and the suggestions' diffs came from one listing.
    expect(fileListings()).toHaveLength(1);
    expect(reviewPosts()).toHaveLength(1);
    expect(reviewPosts()[0]!.body).toMatchObject({ event: 'COMMENT', commit_id: head });
    expect(outcome.reviewUrl).toMatch(/#pullrequestreview-\d+$/);

    // Every suggestion is a suggestion block on lines of one hunk of the pull request's diff.
    const hunks = rightSideHunks(pull.files[PR]![0]!.patch!);
    const posted = reviews.on(PR);
    expect(posted.map((c) => c.line)).toEqual([5, 18, 32]);
    for (const comment of posted) {
      expect(comment.path).toBe(FILE);
      expect(comment.body).toMatch(/^```suggestion\n/m);
      const start = comment.startLine ?? comment.line;
      expect(
        hunks.some((hunk) => hunk.start <= start && comment.line <= hunk.end),
        `${start}-${comment.line}`,
      ).toBe(true);
    }
    // Nothing was left out of the review.
    expect(summary).not.toMatch(/outside the pull request|not suggested/i);

    const applied = reviews.applySuggestions(PR, FILE, HEAD);
    const objects = documents(applied);
    const checked = documents(HEAD);
    expect(objects).toHaveLength(3);
    // As the report says Kyverno leaves them...
    for (const mutation of report.mutations!) {
      expect(objects[mutation.documentIndex!]).toEqual(mutation.mutated);
    }
    // ...and as Kyverno itself writes them, run on its own (minus the CLI's `namespace: default`).
    const out = await mkdtemp(path.join(os.tmpdir(), 'kyverno-own-'));
    try {
      const ran = await runProcess(kyvernoBinary(), ['apply', ...POLICIES, '-r', FILE, '-o', out], {
        cwd: workspace,
        timeoutMs: 120_000,
      });
      expect(ran.exitCode, ran.stderr).toBe(0);
      const own = readWrittenObjects(out);
      for (const [index, object] of checked.entries()) {
        const resource = {
          apiVersion: String(object.apiVersion),
          kind: String(object.kind),
          namespace: '',
          name: nameOf(object),
        };
        const written = structuredClone((await own.of(resource)).at(-1)!);
        delete (written.metadata as Json).namespace;
        expect(objects[index], resource.name).toEqual(written);
      }
    } finally {
      await rm(out, { recursive: true, force: true });
    }
    expect(objects[0]).toMatchObject({
      metadata: { labels: { team: 'platform' } },
      spec: { revisionHistoryLimit: 3 },
    });
    expect(objects[2]).toMatchObject({ metadata: { labels: { team: 'platform' } } });

    // Only the policies' lines were added: comments, the ConfigMap and every other byte stay.
    expect(applied).toBe(
      HEAD.replace('  name: web # the service name\n', '$&  labels:\n    team: platform\n')
        .replace('          image: nginx:1.27 # pinned\n', '$&  revisionHistoryLimit: 3\n')
        .replace('  name: debug\n', '$&  labels:\n    team: platform\n'),
    );
    expect(applied).toContain(CONFIG_MAP);
  });

  it('a rerun on the commit that took the suggestions leaves no suggestion standing', async () => {
    expect(reviews.on(PR).length).toBeGreaterThan(0);
    await pull.origin.write(FILE, reviews.applySuggestions(PR, FILE, HEAD));
    const committed = await pull.origin.commit('Apply suggestions from code review');
    const dir = await moveHead(pull, committed);
    expect(await readFile(path.join(dir, FILE), 'utf8')).not.toBe(HEAD);

    const pullFiles = listing();
    const rerun = await check(dir, committed, pullFiles);
    // The policies can mutate and the preview ran: nothing changes any more.
    expect(rerun.mutations).toEqual([]);
    const posts = reviewPosts().length;
    const { outcome } = await publish(rerun, dir, committed, pullFiles);
    expect(outcome.warnings).toEqual([]);
    expect(reviewPosts()).toHaveLength(posts);
    expect(reviews.on(PR)).toEqual([]);
    expect(reviews.reviews[0]!.body).toMatch(/superseded by a later run/);
  });

  /** Puts the first head's manifest back and publishes: the suggestions stand again. */
  async function suggestAgain(): Promise<void> {
    const listed = fileListings().length;
    const run = await push('Back to the first version', { [FILE]: HEAD });
    expect(run.report.mutations).toHaveLength(2);
    const { outcome } = await publish(run.report, run.dir, run.head, run.pullFiles);
    expect(outcome.warnings).toEqual([]);
    expect(outcome.reviewUrl).toBeDefined();
    expect(reviews.on(PR).length).toBeGreaterThan(0);
    expect(fileListings()).toHaveLength(listed + 1);
  }

  /** This run's publishing removes every earlier suggestion and posts no review. */
  async function expectCleared(run: Awaited<ReturnType<typeof push>>): Promise<void> {
    const posts = reviewPosts().length;
    const { outcome, summary } = await publish(run.report, run.dir, run.head, run.pullFiles);
    expect(outcome.warnings).toEqual([]);
    expect(reviewPosts()).toHaveLength(posts);
    expect(reviews.on(PR)).toEqual([]);
    expect(reviews.reviews.at(-1)!.body).toMatch(/superseded by a later run/);
    expect(summary).not.toContain('**Suggested changes:**');
  }

  it('a rerun that applies no manifest at all leaves no suggestion standing', async () => {
    await suggestAgain();
    // The pull request stops changing the manifest and changes only the README.
    const run = await push('Only the README', { [FILE]: BASE, 'README.md': '# web\n' });
    expect(pull.files[PR]!.map((file) => file.filename)).toEqual(['README.md']);
    expect(run.report.mutations).toBeUndefined();
    expect(run.report.results).toEqual([]);
    await expectCleared(run);
  });

  it('a rerun whose every mutation is in a rendered object leaves no suggestion standing', async () => {
    await suggestAgain();
    // The manifest becomes a Kustomize source: Kyverno sees its objects only rendered.
    const render: RenderConfig = {
      helmCharts: [],
      helmValues: [],
      helmNamespace: 'default',
      helmApiVersions: [],
      kustomizations: ['deploy'],
    };
    const kustomization =
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources:\n  - app.yaml\n';
    const run = await push(
      'Build the app with Kustomize',
      { 'deploy/kustomization.yaml': kustomization },
      render,
    );
    expect(run.report.summary.error).toBe(0);
    expect(run.report.mutations?.map((m) => [m.resource.name, m.render?.tool])).toEqual([
      ['web', 'kustomize'],
      ['debug', 'kustomize'],
    ]);
    await expectCleared(run);
  });
});
