/**
 * The render stage on pull requests in real git clones: a change re-renders only the charts and
 * kustomizations it touches (a Kustomize base: every overlay that uses it, and no other).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/inputs/read.js';
import { renderLabel } from '../../../src/model/result.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { walkFiles } from '../../../src/documents/workspace-files.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { cleanupRepos, GitRepo } from '../../support/git-repo.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';
import { helmBinary, kustomizeBinary } from '../../support/tools.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures/render', import.meta.url));
const COPIED = [
  'policies/',
  'charts/web/',
  'charts/bad-values/',
  'kustomize/base/',
  'kustomize/overlays/',
  'kustomize/standalone/',
];

let origin: GitRepo;
let base: string;

beforeAll(async () => {
  origin = await GitRepo.create();
  const { files } = await walkFiles(FIXTURES, '');
  const kept = files.filter((file) => COPIED.some((prefix) => file.startsWith(prefix)));
  const texts = await Promise.all(kept.map((file) => readFile(path.join(FIXTURES, file), 'utf8')));
  await origin.writeAll(Object.fromEntries(kept.map((file, index) => [file, texts[index]!])));
  base = await origin.commit('base');
});

afterAll(cleanupRepos);

/** Replaces text in a file of the repository. */
async function edit(repo: GitRepo, file: string, from: string, to: string): Promise<void> {
  const text = await readFile(path.join(repo.dir, file), 'utf8');
  await repo.write(file, text.replace(from, to));
}

/** The renders whose results the action reports for a pull request making `change`. */
async function rendersOf(branch: string, change: (repo: GitRepo) => Promise<void>) {
  await origin.switch('main');
  await origin.branch(branch);
  await change(origin);
  const head = await origin.commit(branch);
  const clone = await origin.clone({ ref: head, depth: 1 });
  const inputs: Record<string, string> = {
    policies: 'policies',
    scope: 'auto',
    'helm-charts': 'charts/*',
    kustomizations: 'kustomize/**',
  };
  const config = readConfig((name) => inputs[name] ?? '', {
    workspace: clone.dir,
    runnerTemp: clone.dir,
    cpuCount: 2,
  });
  const logged: string[] = [];
  const report = await checkRepository(config, {
    kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
    renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
    event: {
      name: 'pull_request',
      payload: { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } },
    },
    repo: { owner: 'o', repo: 'r' },
    logger: { info: (message) => logged.push(message) },
  });
  const rendered = report.results.flatMap((result) =>
    result.render ? [`${result.render.tool} ${renderLabel(result.render)}`] : [],
  );
  return { renders: [...new Set(rendered)].sort(), logged };
}

describe('render stage on a pull request', () => {
  it('editing one template of one chart re-renders only that chart', async () => {
    const { renders, logged } = await rendersOf('edit-template', (repo) =>
      edit(repo, 'charts/web/templates/services.yaml', 'port: 80', 'port: 8080'),
    );
    expect(renders).toEqual([
      'helm charts/web (charts/web/ci/dev-values.yaml)',
      'helm charts/web (charts/web/ci/prod-values.yaml)',
    ]);
    expect(logged).toContainEqual(expect.stringMatching(/^2 of 8 render\(s\) to run: /));
  });

  it('editing a Kustomize base rebuilds every overlay that uses it and no other', async () => {
    const { renders } = await rendersOf('edit-base', (repo) =>
      edit(repo, 'kustomize/base/deployment.yaml', 'nginx:1.27', 'nginx:1.28'),
    );
    expect(renders).toEqual([
      'kustomize kustomize/base',
      'kustomize kustomize/overlays/dev',
      'kustomize kustomize/overlays/prod',
    ]);
  });

  it('a change to a policy renders everything', async () => {
    const { renders } = await rendersOf('edit-policy', (repo) =>
      edit(repo, 'policies/require-team-label.yaml', 'is required', 'is needed'),
    );
    expect(renders).toHaveLength(8);
  });
});
