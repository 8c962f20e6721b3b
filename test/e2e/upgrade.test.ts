/**
 * dist/index.js with upgrade readiness on: the deprecated forms and the upgrade preview reach the
 * step outputs (`deprecated`, `upgrade-changes`), the job summary's "Upgrade readiness" section
 * and the notices; the main run's results are all still there.
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.js';
import { kyvernoBinary, kyvernoBinaryFor, kyvernoNotBuilt } from '../support/kyverno.js';

const WORKSPACE = new URL('../fixtures/upgrade/preview/', import.meta.url).pathname;
const OLD = 'v1.18.2';
const old = kyvernoBinaryFor(OLD);

describe.skipIf(!old)(
  `dist/index.js previews an upgrade ${old ? '' : kyvernoNotBuilt(OLD)}`,
  () => {
    it('sets deprecated and upgrade-changes, and sums both up in the job summary', async () => {
      const run = await runAction({
        workspace: WORKSPACE,
        inputs: {
          'kyverno-path': kyvernoBinary(),
          'kyverno-compare-path': old!,
          tests: 'suites/exception-precedence\nsuites/plain\nsuites/label-match',
          policies: 'policies',
          manifests: 'manifests/*.yaml',
          exceptions: 'exceptions/legacy.yaml',
          scope: 'all',
          deprecations: 'warn',
          'check-run': 'false',
          comment: 'off',
        },
      });
      // The Pod shop/unowned fails require-team-label under every version: the step fails for it.
      expect(run.outputs.result).toBe('fail');
      expect(run.outputs.failed).toBe('1');
      // suites/label-match holds the one legacy ClusterPolicy.
      expect(run.outputs.deprecated).toBe('1');
      // kyverno/kyverno#16060, from kyverno test and from kyverno apply.
      expect(run.outputs['upgrade-changes']).toBe('2');
      expect(run.summary).toContain('### Upgrade readiness: 1 deprecated form found');
      expect(run.summary).toContain('**Upgrade preview:** 2 results change');
      // Kyverno 1.18.2 crashes on suites/label-match (kyverno/kyverno#15827).
      expect(run.summary).toMatch(
        /Upgrade preview error: Kyverno 1\\?\.18\\?\.2 could not check suite/,
      );
      expect(run.outputs.passed).not.toBe('0');
    });
  },
);
