/**
 * With the real Kyverno, Helm and Kustomize: on each fixture repository, a run with no inputs
 * (everything detected) gives exactly the results of a run with the equivalent explicit inputs,
 * and nothing a suite lists, no chart template and no kustomize base is checked as a manifest.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { detect } from '../../../src/detect/detect.js';
import { loadConfig } from '../../../src/detect/load.js';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';
import { helmBinary, kustomizeBinary } from '../../support/tools.js';
import { cleanupRepos } from '../../support/git-repo.js';
import { DETECT_FIXTURES, fixtureRepo } from '../../support/detect-fixtures.js';

afterAll(cleanupRepos);

const TOOLS = {
  'kyverno-path': kyvernoBinary(),
  'helm-path': helmBinary(),
  'kustomize-path': kustomizeBinary(),
  deprecations: 'off',
};

async function check(
  workspace: string,
  inputs: Record<string, string>,
  event: { name: string; payload: unknown } = { name: 'workflow_dispatch', payload: {} },
): Promise<RunReport> {
  const config = await loadConfig((name) => inputs[name] ?? '', {
    workspace,
    runnerTemp: workspace,
    cpuCount: 2,
  });
  return checkRepository(config, {
    kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
    renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
    event,
    repo: { owner: 'o', repo: 'r' },
    logger: { info: () => undefined },
  });
}

const rows = (report: RunReport): string[] =>
  report.results.map(
    (r) =>
      `${r.source} ${r.status} ${r.policy}/${r.rule} ${r.resource.kind} ${r.resource.name} @ ${r.file}:${r.line}` +
      (r.render
        ? ` [${r.render.tool} ${r.render.root}${r.render.values ? ` ${r.render.values}` : ''}]`
        : ''),
  );

const list = (values: readonly string[]): string =>
  values.length > 0 ? values.join('\n') : 'none';

describe.each(DETECT_FIXTURES)('the %s fixture', (name) => {
  it('gives the same results with no inputs as with the equivalent explicit inputs', async () => {
    const repo = await fixtureRepo(name);
    const { found } = await detect(repo.dir, { testFileName: 'kyverno-test.yaml' });
    const detected = await check(repo.dir, TOOLS);
    const explicit = await check(repo.dir, {
      ...TOOLS,
      policies: list(found.policies),
      tests: '.',
      'helm-charts': list(found['helm-charts']),
      kustomizations: list(found.kustomizations),
      manifests: list(found.manifests),
    });
    expect(detected.results.length).toBeGreaterThan(0);
    expect(rows(detected)).toEqual(rows(explicit));
    expect(detected.summary).toEqual(explicit.summary);
    expect(detected.detection?.used).toEqual([
      'policies',
      'tests',
      'helm-charts',
      'kustomizations',
      'manifests',
    ]);
    expect(explicit.detection).toBeUndefined();

    // A raw manifest result is only ever about a detected manifest file.
    const manifests = new Set(found.manifests);
    for (const result of detected.results) {
      if (result.source !== 'apply' || result.render || result.file === undefined) continue;
      if (result.status === 'error' && !result.resource.name) continue;
      expect(manifests.has(result.file), `${result.file} checked as a manifest`).toBe(true);
    }
    expect(rows(detected).join('\n')).toMatchSnapshot();
  });
});

describe('change-awareness over what was detected', () => {
  it('on a push, checks only the detected manifest the change touches', async () => {
    const repo = await fixtureRepo('app-repo');
    const before = await repo.head();
    await repo.write(
      'manifests/settings.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\n  namespace: default\ndata:\n  color: red\n',
    );
    const after = await repo.commit('recolour');
    const report = await check(repo.dir, TOOLS, {
      name: 'push',
      payload: { before, after, ref: 'refs/heads/main', repository: { default_branch: 'main' } },
    });
    expect(rows(report)).toEqual([
      'apply fail require-app-label/check-app-label ConfigMap settings @ manifests/settings.yaml:3',
    ]);
    // Everything was still detected; the change narrowed what ran.
    expect(report.detection?.found.manifests).toHaveLength(2);
    expect(report.detection?.found['helm-charts']).toEqual(['charts/web']);
  });
});
