/**
 * Untested policies with the real Kyverno: a policy of `policies` (given, or detected) that no
 * suite loads is listed, whether or not `kyverno apply` has anything to check. A policy library
 * has suites and policies and no manifests: with no inputs, its untested policy is listed too.
 */
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../src/detect/load.js';
import type { RunReport } from '../../../src/model/report.js';
import { checkRepository } from '../../../src/pipeline/check-repository.js';
import { fixtureRepo } from '../../support/detect-fixtures.js';
import { cleanupRepos } from '../../support/git-repo.js';
import { kyvernoBinary, kyvernoVersion } from '../../support/kyverno.js';

afterAll(cleanupRepos);

const UNTESTED = `apiVersion: policies.kyverno.io/v1
kind: ValidatingPolicy
metadata:
  name: require-probes
spec:
  matchConstraints:
    resourceRules:
      - apiGroups: [""]
        apiVersions: [v1]
        operations: [CREATE, UPDATE]
        resources: [pods]
  validations:
    - expression: "object.spec.containers.all(c, has(c.readinessProbe))"
      message: Every container needs a readiness probe.
`;

async function check(workspace: string, inputs: Record<string, string>): Promise<RunReport> {
  const given: Record<string, string> = { deprecations: 'off', ...inputs };
  const config = await loadConfig((name) => given[name] ?? '', {
    workspace,
    runnerTemp: workspace,
    cpuCount: 2,
  });
  return checkRepository(config, {
    kyverno: { version: kyvernoVersion(), path: kyvernoBinary(), origin: 'test' },
    event: { name: 'workflow_dispatch', payload: {} },
    repo: { owner: 'o', repo: 'r' },
    logger: { info: () => undefined },
  });
}

it('lists the policy no suite loads in a policy library checked with no inputs', async () => {
  const repo = await fixtureRepo('policy-library', {
    'best-practices/require-probes/require-probes.yaml': UNTESTED,
  });
  const report = await check(repo.dir, {});
  expect(report.results.some((result) => result.source === 'apply')).toBe(false);
  expect(report.coverage?.untested).toEqual([
    {
      file: 'best-practices/require-probes/require-probes.yaml',
      line: 1,
      policy: 'require-probes',
    },
  ]);
});

it('lists it as well when `kyverno apply` checks manifests with the given policies', async () => {
  const repo = await fixtureRepo('policy-library', {
    'best-practices/require-probes/require-probes.yaml': UNTESTED,
    'deploy/pod.yaml':
      'apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n  labels:\n    team: a\nspec:\n  containers:\n    - name: web\n      image: nginx:1.27\n',
  });
  const report = await check(repo.dir, {
    policies: 'best-practices',
    manifests: 'deploy/*.yaml',
    scope: 'all',
  });
  expect(report.results.some((result) => result.source === 'apply')).toBe(true);
  expect(report.coverage?.untested.map((entry) => entry.policy)).toEqual(['require-probes']);
});
