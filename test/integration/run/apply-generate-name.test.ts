/**
 * Objects declared with `metadata.generateName` only: Kyverno reports them with an empty name,
 * and its fake cluster panics on two of them in one run (`pods "" already exists`). Each result
 * lands at its own document (a failure at the field it names, here `metadata:`, the deepest part
 * of `/metadata/labels/` that exists) and names the object by its prefix.
 */
import { expect, it } from 'vitest';
import { resourceLabel } from '../../../src/model/result.js';
import { applyPolicies } from '../../support/apply-stage.js';

const workspace = new URL('../../fixtures/apply/', import.meta.url).pathname;

it('places and names the results of objects with a generated name', async () => {
  const outcome = await applyPolicies(
    workspace,
    ['capture/policies/require-team-label.yaml'],
    ['generate-name/pods.yaml'],
  );
  const placed = outcome.results.map((result) => ({
    status: result.status,
    line: result.line,
    label: resourceLabel(result.resource),
  }));
  expect(placed).toEqual(
    expect.arrayContaining([
      { status: 'pass', line: 6, label: 'Pod default/debug-*' },
      { status: 'fail', line: 16, label: 'Pod default/smoke-test-*' },
    ]),
  );
  expect(outcome.results.filter((result) => result.status === 'error')).toEqual([]);
});
