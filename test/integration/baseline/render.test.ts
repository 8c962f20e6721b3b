/**
 * The baseline runs the same plan at the base commit, renders included: a Helm chart's results
 * are new, existing or fixed like a plain manifest's (real git, Helm and Kyverno).
 */
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/inputs/read.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { checkDeps } from '../../support/check-config.js';
import { cleanupRepos, GitRepo } from '../../support/git-repo.js';
import { helmBinary, kustomizeBinary } from '../../support/tools.js';

const latestPolicy = await readFile(
  new URL('../../fixtures/apply/paths/policies/disallow-latest.yaml', import.meta.url),
  'utf8',
);
const pod = (name: string, image: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\nspec:\n  containers:\n    - name: c\n      image: ${image}\n`;

afterAll(cleanupRepos);

describe('baseline over a Helm chart', () => {
  it('marks rendered failures new or existing and lists the fixed one', async () => {
    const origin = await GitRepo.create();
    await origin.writeAll({
      'policies/disallow-latest.yaml': latestPolicy,
      'charts/shop/Chart.yaml': 'apiVersion: v2\nname: shop\nversion: 0.1.0\n',
      'charts/shop/templates/web.yaml': pod('web', 'nginx:latest'),
      'charts/shop/templates/cart.yaml': pod('cart', 'busybox:latest'),
    });
    const base = await origin.commit('base');
    await origin.branch('change');
    await origin.write('charts/shop/templates/cart.yaml', pod('cart', 'busybox:1.36'));
    await origin.write('charts/shop/templates/api.yaml', pod('api', 'redis:latest'));
    const head = await origin.commit('change');
    const clone = await origin.clone({ ref: head, depth: 1 });
    const config = readConfig(
      (name) => ({ policies: 'policies', 'helm-charts': 'charts/*' })[name] ?? '',
      { workspace: clone.dir, runnerTemp: clone.dir, cpuCount: 2 },
    );
    const report = await checkRepository(config, {
      ...checkDeps('shop'),
      renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
      event: {
        name: 'pull_request',
        payload: { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } },
      },
    });
    const failed = report.results
      .filter((r) => r.status === 'fail')
      .map((r) => `${r.resource.name} ${r.baseline} ${r.file}`)
      .sort();
    expect(failed).toEqual([
      'api new charts/shop/templates/api.yaml',
      'web existing charts/shop/templates/web.yaml',
    ]);
    expect(report.fixed?.map((r) => `${r.resource.name} ${r.file}`)).toEqual([
      'cart charts/shop/templates/cart.yaml',
    ]);
  });
});
