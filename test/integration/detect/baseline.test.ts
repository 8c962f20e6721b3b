/**
 * With the real Kyverno: on a pull request with no inputs, the baseline plans the base commit
 * with what detection finds there, so a moved manifest's old failures are existing, a new
 * manifest's are new, and nothing the head detected is missing at the base.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/detect/load.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { installedRenderTools } from '../../../src/install/render-tools.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';
import { helmBinary, kustomizeBinary } from '../../support/tools.js';
import { cleanupRepos } from '../../support/git-repo.js';
import { fixtureRepo } from '../../support/detect-fixtures.js';

afterAll(cleanupRepos);

describe('the baseline over detected inputs', () => {
  it('marks a moved manifest existing and a new one new, with nothing fixed', async () => {
    const origin = await fixtureRepo('app-repo');
    const base = await origin.head();
    await origin.branch('change');
    await origin.move('manifests/settings.yaml', 'manifests/moved/settings.yaml');
    await origin.write(
      'manifests/new.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: fresh\n  namespace: default\n',
    );
    const head = await origin.commit('move one, add one');
    const clone = await origin.clone({ ref: head, depth: 1 });
    const inputs: Record<string, string> = {
      'kyverno-path': kyvernoBinary(),
      'helm-path': helmBinary(),
      'kustomize-path': kustomizeBinary(),
      deprecations: 'off',
    };
    const config = await loadConfig((name) => inputs[name] ?? '', {
      workspace: clone.dir,
      runnerTemp: clone.dir,
      cpuCount: 2,
    });
    const report = await checkRepository(config, {
      kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
      renderTools: installedRenderTools({ helm: helmBinary(), kustomize: kustomizeBinary() }),
      event: {
        name: 'pull_request',
        payload: { pull_request: { number: 1, base: { sha: base }, head: { sha: head } } },
      },
      repo: { owner: 'o', repo: 'r' },
      logger: { info: () => undefined },
    });
    const failures = report.results
      .filter((r) => r.status === 'fail' || r.status === 'error')
      .map((r) => `${r.status} ${r.baseline ?? '-'} ${r.resource.name} ${r.file}`)
      .sort();
    expect(failures).toEqual([
      'fail existing settings manifests/moved/settings.yaml',
      'fail new fresh manifests/new.yaml',
    ]);
    expect(report.fixed ?? []).toEqual([]);
    expect(report.baseline?.commit).toBe(base);
  });
});
