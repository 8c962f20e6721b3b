/**
 * dist/index.js with upgrade readiness on: the deprecated forms and the upgrade preview reach the
 * step outputs (`deprecated`, `upgrade-changes`), the job summary's "Upgrade readiness" section
 * and the notices; the main run's results are all still there.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.js';
import { E2eGitHub } from '../support/e2e-setup.js';
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

/** A legacy ClusterPolicy (one deprecated form) that matches nothing the run checks. */
const legacyPolicy = (index: number): string =>
  [
    'apiVersion: kyverno.io/v1',
    'kind: ClusterPolicy',
    'metadata:',
    `  name: legacy-${index}`,
    'spec:',
    '  rules:',
    '    - name: no-op',
    '      match:',
    '        any:',
    '          - resources:',
    '              kinds: [ConfigMap]',
    '      validate:',
    '        message: never checked',
    '        pattern:',
    '          metadata:',
    "            name: '?*'",
  ].join('\n');

/** The inputs of a run over test/fixtures/upgrade/deprecations with the deprecation check on. */
const deprecationsInputs = () => ({
  'kyverno-path': kyvernoBinary(),
  tests: 'suites',
  policies: 'policies\nmodern',
  manifests: 'manifests/*.yaml',
  exceptions: 'exceptions/policy-exception.yaml',
  'require-tests': 'true',
  deprecations: 'warn',
  comment: 'off',
});

describe('dist/index.js with deprecations and a check run', () => {
  it('opens the check run with a full batch of deprecated forms while Kyverno runs, then completes it once', async () => {
    const api = await E2eGitHub.start();
    // The fixture's 9 deprecated forms, and 50 more: one full batch goes out early; the rest
    // rides on the request that completes the check run.
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-early-check-run-'));
    try {
      await cp(new URL('../fixtures/upgrade/deprecations/', import.meta.url).pathname, workspace, {
        recursive: true,
      });
      const legacy = Array.from({ length: 50 }, (_, index) => legacyPolicy(index));
      await writeFile(path.join(workspace, 'policies', 'legacy-many.yaml'), legacy.join('\n---\n'));
      const run = await runAction({
        workspace,
        inputs: deprecationsInputs(),
        env: api.env('1111111111111111111111111111111111111111'),
      });
      expect(api.gh.validationErrors).toEqual([]);
      expect(run.stdout).not.toContain('Could not annotate the check run');
      const writes = api.writes();
      expect(writes.map((request) => request.method)).toEqual(['POST', 'PATCH']);
      expect(writes[0]!.body).toMatchObject({
        status: 'in_progress',
        output: { title: 'Kyverno is running' },
      });
      expect(writes[1]!.body).toMatchObject({ status: 'completed' });
      const [checkRun] = api.checks.runs;
      const first = writes[0]!.body as { output: { annotations: unknown[] } };
      expect(first.output.annotations).toHaveLength(50);
      expect(checkRun!.annotations.length).toBeGreaterThan(58);
      expect(new Set(checkRun!.annotations.map((a) => JSON.stringify(a))).size).toBe(
        checkRun!.annotations.length,
      );
      expect(run.outputs.deprecated).toBe('59');
      expect(run.outputs['check-run-url']).toBe(
        `https://github.example/octo-org/octo-repo/runs/${checkRun!.id}`,
      );
    } finally {
      await api.close();
      await rm(workspace, { recursive: true, force: true });
    }
  });

  it('fewer deprecated forms than a batch: nothing is opened early, and one request writes the check run', async () => {
    const api = await E2eGitHub.start();
    try {
      const run = await runAction({
        workspace: new URL('../fixtures/upgrade/deprecations/', import.meta.url).pathname,
        inputs: deprecationsInputs(),
        env: api.env('1111111111111111111111111111111111111111'),
      });
      expect(api.gh.validationErrors).toEqual([]);
      const writes = api.writes();
      expect(writes.map((request) => request.method)).toEqual(['POST']);
      expect(writes[0]!.body).toMatchObject({ status: 'completed' });
      // The 8 deprecated forms and the test stage's error, all in the one request.
      expect(api.checks.runs[0]!.annotations.length).toBeGreaterThan(8);
      expect(run.outputs.deprecated).toBe('9');
    } finally {
      await api.close();
    }
  });
});
