/** Policy documents `kyverno apply` drops without a word get an error at their file and line. */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { planAndApply } from '../../support/apply-stage.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = fileURLToPath(new URL('../../fixtures/suites/dropped/', import.meta.url));

it('places an unknown field and a MutatingAdmissionPolicy at v1beta1 at their file and line', async () => {
  const outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles: ['deploy/pod.yaml'],
    config: {
      policies: ['policies', 'typo'],
      manifests: ['deploy/*.yaml'],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
    },
    parallelism: 1,
  });
  const errors = outcome.results.filter((result) => result.status === 'error');
  expect(errors).toEqual([
    expect.objectContaining({
      reason: 'Policy not loaded',
      file: 'typo/vp-typo.yaml',
      // The line of `namespaceSelectr:`, the field Kyverno names.
      line: 6,
      message:
        'policies: Kyverno did not load typo (failed to load typo: failed to load file typo/vp-typo.yaml: ' +
        'failed to parse document (spec.namespaceSelectr: Invalid value: value provided for unknown field)), ' +
        'so none of its policies were applied. Fix the file so that Kyverno can read it.',
    }),
    expect.objectContaining({
      reason: 'Policy not loaded',
      policy: 'map-beta',
      file: 'policies/map-beta.yaml',
      line: 1,
      message:
        'policies: Kyverno could not load MutatingAdmissionPolicy at admissionregistration.k8s.io/v1beta1 map-beta ' +
        'from policies/map-beta.yaml and did not apply it: failed to parse document (failed to retrieve validator: ' +
        'kind MutatingAdmissionPolicy not found in admissionregistration.k8s.io/v1beta1 groupversion). This Kyverno ' +
        'loads MutatingAdmissionPolicy only at admissionregistration.k8s.io/v1alpha1. Fix the apiVersion, or check ' +
        'this policy with a Kyverno that supports it.',
    }),
  ]);
});
