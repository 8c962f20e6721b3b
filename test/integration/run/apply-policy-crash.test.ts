/**
 * Two policies that crash Kyverno 1.19.1 together on every Pod (a mutate rule that replaces
 * `metadata.annotations` with a null variable, beside a ValidatingAdmissionPolicy with params),
 * given as one folder with a third policy. Each Pod crashes Kyverno alone, so it is not the
 * Pod's doing: the policy file whose absence ends the crash is found, the Pods are checked again
 * without it, and that file gets one error. The third policy's results stand.
 */
import { expect, it } from 'vitest';
import { OBJECT_NOT_CHECKED } from '../../../src/run/isolate.js';
import { POLICY_CRASHED } from '../../../src/run/crash-policies.js';
import { applyPolicies } from '../../support/apply-stage.js';

const workspace = new URL('../../fixtures/apply/', import.meta.url).pathname;

it('finds the policy that crashes Kyverno, and checks the objects without it', async () => {
  const outcome = await applyPolicies(workspace, ['crash/policies'], ['crash/pods.yaml']);
  expect(outcome.results.filter((result) => result.reason === OBJECT_NOT_CHECKED)).toEqual([]);
  const crashes = outcome.results.filter((result) => result.reason === POLICY_CRASHED);
  expect(crashes).toMatchObject([
    { status: 'error', file: 'crash/policies/clear-annotations.yaml', line: 3 },
  ]);
  expect(crashes[0]!.message).toMatch(
    /^Kyverno crashed applying the policies of crash\/policies\/clear-annotations\.yaml to 2 object\(s\) \(Pod web in crash\/pods\.yaml:4\), and did not when they were left out: Kyverno crashed: runtime error: invalid memory address or nil pointer dereference\./,
  );
  expect(
    outcome.results
      .filter((result) => result.policy === 'require-team-label')
      .map((result) => `${result.status} ${result.resource.name} ${result.file}:${result.line}`)
      .sort(),
  ).toEqual(['fail worker crash/pods.yaml:14', 'pass web crash/pods.yaml:4']);
});
