/**
 * Policies that crash Kyverno 1.19.1 on objects alone, given as one folder with a third policy:
 * beside a ValidatingAdmissionPolicy with params, a mutate rule that replaces
 * `metadata.annotations` with a null variable crashes it on every Pod, and a `foreach` over a
 * Deployment's missing volumes on that Deployment. Each object crashes Kyverno alone, so it is
 * not the object's doing: the policy files whose absence ends the crashes are found, the objects
 * are checked again without them, and each such file gets one error. The others' results stand. */
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

it('finds each policy that crashes Kyverno on its own objects', async () => {
  const outcome = await applyPolicies(
    workspace,
    ['crash/policies'],
    ['crash/pods.yaml', 'crash/deployment.yaml'],
  );
  expect(outcome.results.filter((result) => result.reason === OBJECT_NOT_CHECKED)).toEqual([]);
  expect(
    outcome.results
      .filter((result) => result.reason === POLICY_CRASHED)
      .map((result) => `${result.file} ${/to (\d+) object/.exec(result.message)?.[1]}`)
      .sort(),
  ).toEqual([
    'crash/policies/clear-annotations.yaml 2',
    'crash/policies/emptydir-size-limit.yaml 1',
  ]);
  // The Deployment was checked again without the policy that crashed it.
  expect(outcome.results.filter((result) => result.file === 'crash/deployment.yaml')).not.toEqual(
    [],
  );
});
