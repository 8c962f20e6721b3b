import { mkdir, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detect } from '../../../src/detect/detect.js';
import { cleanupRepos, GitRepo, tempDir } from '../../support/git-repo.js';
import { fixtureRepo } from '../../support/detect-fixtures.js';

afterAll(cleanupRepos);

const run = (dir: string) => detect(dir, { testFileName: 'kyverno-test.yaml' });

describe('detection on the policy library (laid out like kyverno/policies)', () => {
  it('finds each policy beside its .kyverno-test suite, and no manifest or kustomization', async () => {
    const repo = await fixtureRepo('policy-library');
    const found = await run(repo.dir);
    expect(found.found).toEqual({
      policies: [
        'best-practices/disallow-latest-tag/disallow-latest-tag.yaml',
        'best-practices/require-team-label/require-team-label.yaml',
        'pod-security/disallow-privileged/disallow-privileged.yaml',
      ],
      tests: [
        'best-practices/disallow-latest-tag/.kyverno-test/kyverno-test.yaml',
        'best-practices/require-team-label/.kyverno-test/kyverno-test.yaml',
        'pod-security/disallow-privileged/.kyverno-test/kyverno-test.yaml',
      ],
      'helm-charts': [],
      kustomizations: [],
      manifests: [],
    });
    // The suites' resources are theirs; the chainsaw Pod and assertion sit in a hidden folder.
    expect(found.leftOut).toMatchObject({ suiteFiles: 3, hidden: 1, hiddenPolicies: 1 });
    // The category's kustomization bundles its policies: nothing to check against them.
    expect(found.notChecked).toEqual([
      {
        what: 'kustomization',
        path: 'pod-security',
        reason:
          'builds only policies, which are checked as policies, not as objects to check against them',
      },
    ]);
  });
});

describe('detection on the application repository', () => {
  it('finds the policies, the chart (not its vendored subchart), the overlays and the plain manifests', async () => {
    const repo = await fixtureRepo('app-repo');
    await repo.write(
      'build/rendered.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: x\n',
    );
    const found = await run(repo.dir);
    expect(found.found).toEqual({
      policies: ['policies/disallow-latest-tag.yaml', 'policies/require-app-label.yaml'],
      tests: [],
      'helm-charts': ['charts/web'],
      kustomizations: ['deploy/overlays/prod', 'deploy/overlays/staging'],
      manifests: ['manifests/batch/migrate.yml', 'manifests/settings.yaml'],
    });
    expect(found.notChecked).toEqual([
      {
        what: 'chart',
        path: 'charts/web/charts/cache',
        reason: 'vendored under the chart charts/web (its charts/ folder): rendered with it',
      },
    ]);
    // Chart templates and values, the base and the patch are never plain manifests.
    expect(found.leftOut).toMatchObject({ chartFiles: 2, kustomizeSources: 3 });
    expect(found.found.manifests.some((file) => file.startsWith('.github/'))).toBe(false);
  });
});

describe('detection on the mixed monorepo', () => {
  it('finds every kind and says why some policies and kustomizations are not checked', async () => {
    const repo = await fixtureRepo('monorepo');
    const found = await run(repo.dir);
    expect(found.found).toEqual({
      policies: [
        'platform/policies/disallow-latest-tag.yaml',
        'platform/policies/require-app-label.yaml',
      ],
      tests: [
        'platform/policies/.kyverno-test/kyverno-test.yaml',
        'platform/policies/suite-data/kyverno-test.yaml',
      ],
      'helm-charts': ['teams/b/chart'],
      kustomizations: ['teams/c/kustomize'],
      manifests: ['teams/a/k8s/app.yaml', 'teams/a/k8s/list.yaml'],
    });
    expect(found.notChecked.map(({ what, path }) => `${what} ${path}`)).toEqual([
      'policy platform/mixed/policy-and-config.yaml',
      'policy teams/b/chart/templates/policy.yaml',
      'kustomization teams/c/components/unused',
    ]);
    expect(found.notChecked[0]?.reason).toBe(
      'mixes policies with a ConfigMap (line 22), so Kyverno would drop the whole file; put the policies in a file of their own',
    );
    // A suite's resources outside a hidden folder are still the suite's.
    expect(found.found.manifests).not.toContain('platform/policies/suite-data/pods.yaml');
  });
});

describe('detection of Helm charts a kustomization inflates', () => {
  it('builds the kustomization, and does not render its chart on its own', async () => {
    const repo = await GitRepo.create();
    await repo.write(
      'apps/shop/kustomization.yaml',
      'helmCharts:\n  - name: web\n    releaseName: shop\n',
    );
    await repo.write(
      'apps/shop/charts/web/Chart.yaml',
      'apiVersion: v2\nname: web\nversion: 1.0.0\n',
    );
    await repo.write('charts/api/Chart.yaml', 'apiVersion: v2\nname: api\nversion: 1.0.0\n');
    await repo.commit('charts');
    const found = await run(repo.dir);
    expect(found.found['helm-charts']).toEqual(['charts/api']);
    expect(found.found.kustomizations).toEqual(['apps/shop']);
    expect(found.notChecked).toEqual([
      {
        what: 'chart',
        path: 'apps/shop/charts/web',
        reason: 'inflated by the kustomization apps/shop (its helmCharts): rendered with it',
      },
    ]);
  });
});

describe('what detection never reads', () => {
  it('skips a file over the size cap and a binary with a .yaml name, with the reason', async () => {
    const repo = await GitRepo.create();
    await repo.write('big.yaml', `apiVersion: v1\nkind: ConfigMap\n${'# pad\n'.repeat(2000)}`);
    await repo.write('image.yaml', 'apiVersion: v1\nkind: ConfigMap\n\0\0binary');
    await repo.write('ok.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ok\n');
    await repo.commit('files');
    const found = await detect(repo.dir, { testFileName: 'kyverno-test.yaml', maxBytes: 4096 });
    expect(found.found.manifests).toEqual(['ok.yaml']);
    expect(found.skipped).toEqual([
      { file: 'big.yaml', reason: '0.0 MB, over the 0.00390625 MB limit; not read' },
      { file: 'image.yaml', reason: 'a binary file (it holds NUL bytes), not YAML; not read' },
    ]);
  });

  it('never follows a symlink that leaves the workspace', async () => {
    const outside = await tempDir('kpc-outside-');
    await writeFile(path.join(outside, 'secret.yaml'), 'apiVersion: v1\nkind: Secret\n');
    const repo = await GitRepo.create();
    await repo.symlink('linked.yaml', path.join(outside, 'secret.yaml'));
    await mkdir(path.join(repo.dir, 'inside'), { recursive: true });
    await writeFile(path.join(repo.dir, 'inside/real.yaml'), 'apiVersion: v1\nkind: ConfigMap\n');
    await symlink('real.yaml', path.join(repo.dir, 'inside/alias.yaml'));
    await repo.commit('links');
    const found = await run(repo.dir);
    expect(found.found.manifests).toEqual(['inside/alias.yaml', 'inside/real.yaml']);
    expect(found.skipped).toEqual([
      {
        file: 'linked.yaml',
        reason: expect.stringMatching(
          /^a symlink to .*secret\.yaml, outside the workspace; not followed$/,
        ),
      },
    ]);
  });

  it('lists nothing, with the reason, outside a git repository', async () => {
    const dir = await tempDir('kpc-not-git-');
    await writeFile(path.join(dir, 'a.yaml'), 'apiVersion: v1\nkind: ConfigMap\n');
    const found = await run(dir);
    expect(found.problem).toMatch(/^git ls-files failed: fatal: not a git repository/);
    expect(found.found.manifests).toEqual([]);
  });

  it('reads untracked files git does not ignore, and not the ignored ones', async () => {
    const repo = await GitRepo.create();
    await repo.write('.gitignore', 'out/\n');
    await repo.commit('ignore');
    await repo.write('new.yaml', 'apiVersion: v1\nkind: ConfigMap\n');
    await repo.write('out/gen.yaml', 'apiVersion: v1\nkind: ConfigMap\n');
    expect((await run(repo.dir)).found.manifests).toEqual(['new.yaml']);
    expect(os.tmpdir()).toBeTruthy();
  });
});
