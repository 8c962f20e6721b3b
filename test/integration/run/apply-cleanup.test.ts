/**
 * Cleanup policies through the real `kyverno apply`: Kyverno reports every object a
 * ClusterCleanupPolicy or DeletingPolicy does not select as a failure; the action reads those
 * rows as skips, so a repository with cleanup policies is not failed for objects they leave alone.
 */
import { expect, it } from 'vitest';
import { planAndApply } from '../../support/apply-stage.js';
import { checkWithInputs } from '../../support/check-config.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = new URL('../../fixtures/apply/', import.meta.url).pathname;
const CLEANUP = [
  'capture/policies/cleanup-team-a-pods.yaml',
  'capture/policies/delete-team-a-pods.yaml',
];

it('reads an object a cleanup policy does not select as a skip, at its line', async () => {
  const outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles: ['capture/resources/pods.yaml'],
    config: {
      policies: CLEANUP,
      manifests: [],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
    },
    parallelism: 1,
  });
  const rows = outcome.results.map(
    (r) => `${r.policy} ${r.resource.name} ${r.status} ${r.file}:${r.line}`,
  );
  expect(rows.sort()).toEqual([
    'cleanup-team-a-pods in-team-a pass capture/resources/pods.yaml:15',
    'cleanup-team-a-pods untagged skip capture/resources/pods.yaml:4',
    'delete-team-a-pods in-team-a pass capture/resources/pods.yaml:15',
    'delete-team-a-pods untagged skip capture/resources/pods.yaml:4',
  ]);
});

it('passes the check of manifests that cleanup policies leave alone', async () => {
  const report = await checkWithInputs(workspace, {
    policies: CLEANUP.join('\n'),
    manifests: 'capture/resources/service.yaml',
    scope: 'all',
    deprecations: 'off',
  });
  expect(report.summary).toMatchObject({ fail: 0, error: 0, skip: 1 });
});
