/** `values-file`, `exceptions` and `audit-warn` reach the real Kyverno CLI. */
import { describe, expect, it } from 'vitest';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import { planAndApply } from '../../support/apply-stage.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = new URL('../../fixtures/apply/', import.meta.url).pathname;

const apply = (config: Partial<ApplyConfig>) =>
  planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles: ['capture/resources/pods.yaml'],
    config: {
      policies: ['capture/policies/require-team-label.yaml', 'options/needs-values.yaml'],
      manifests: [],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
      ...config,
    },
    parallelism: 1,
  });

const summary = (results: { policy: string; status: string; resource: { name: string } }[]) =>
  results.map((r) => `${r.policy} ${r.resource.name} ${r.status}`).sort();

describe('apply options', () => {
  it('without them: the policy needing values errors, the Audit policy fails', async () => {
    const outcome = await apply({});
    expect(summary(outcome.results)).toEqual([
      'needs-values in-team-a error',
      'needs-values untagged error',
      'require-team-label in-team-a fail',
      'require-team-label untagged pass',
    ]);
  });

  it('with a values file, an exception and audit-warn', async () => {
    const outcome = await apply({
      valuesFile: 'options/values.yaml',
      exceptions: ['options/exception.yaml'],
      auditWarn: true,
    });
    expect(summary(outcome.results)).toEqual([
      'needs-values in-team-a warn',
      'needs-values untagged warn',
      'require-team-label in-team-a warn',
      'require-team-label untagged skip',
    ]);
    expect(outcome.results.every((r) => r.file === 'capture/resources/pods.yaml')).toBe(true);
  });

  it('names a values file or exception that does not exist', async () => {
    const outcome = await apply({
      valuesFile: 'options/nope.yaml',
      exceptions: ['options/none.yaml'],
    });
    expect(outcome.results.filter((r) => r.status === 'error').map((r) => r.message)).toEqual(
      expect.arrayContaining([
        'exceptions: `options/none.yaml` does not exist. Fix the `exceptions` input.',
        'values-file: `options/nope.yaml` does not exist or is not a file. Fix the `values-file` input.',
      ]),
    );
  });
});
