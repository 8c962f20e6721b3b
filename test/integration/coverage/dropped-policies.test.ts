/** Policy documents `kyverno apply` drops without a word get an error at their file and line. */
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { planAndApply } from '../../support/apply-stage.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = fileURLToPath(new URL('../../fixtures/suites/dropped/', import.meta.url));

it('places a MutatingAdmissionPolicy at v1beta1, which Kyverno 1.19 drops, at its file and line', async () => {
  const outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles: ['deploy/pod.yaml'],
    config: {
      policies: ['policies'],
      manifests: ['deploy/*.yaml'],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
    },
    parallelism: 1,
  });
  expect(outcome.results.filter((result) => result.status === 'error')).toEqual([
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
