/**
 * `kyverno apply` over objects no policy matches prints nothing at all (capture `no-match`): the
 * stage says so in a notice, so that a check with no result is not read as every object passing.
 */
import { expect, it } from 'vitest';
import { applyPolicies } from '../../support/apply-stage.js';

const workspace = new URL('../../fixtures/apply/', import.meta.url).pathname;

const apply = (manifest: string) =>
  applyPolicies(workspace, ['capture/policies/require-team-label.yaml'], [manifest]);

it('says when no policy matched any object it checked', async () => {
  const outcome = await apply('capture/resources/service.yaml');
  expect(outcome.results).toEqual([]);
  expect(outcome.notices).toEqual([
    "kyverno apply checked 1 object(s) in 1 file(s) or render(s), and no policy matched any of them: nothing was evaluated. If that is not expected, check the policies' match (kinds, namespaces, selectors).",
  ]);
});

it('says nothing of the kind when a policy evaluated an object', async () => {
  const outcome = await apply('capture/resources/pods.yaml');
  expect(outcome.results.length).toBeGreaterThan(0);
  expect(outcome.notices.filter((notice) => notice.includes('no policy matched'))).toEqual([]);
});
