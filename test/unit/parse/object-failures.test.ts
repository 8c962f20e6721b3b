/**
 * Reading what Kyverno says about an object it cannot evaluate, on outputs captured from the real
 * Kyverno 1.19.1 (test/fixtures/apply/kyverno-output/unmapped-kind*.cmd holds each command).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseApplyDiagnostics } from '../../../src/parse/policy-report/diagnostics.js';
import { parseApplyOutput } from '../../../src/parse/policy-report/index.js';
import {
  parseObjectFailure,
  parseSkippedObjects,
} from '../../../src/parse/policy-report/object-failures.js';

const captured = (name: string, stream: 'stdout' | 'stderr') =>
  readFile(
    path.join(
      new URL('../../fixtures/apply/kyverno-output/', import.meta.url).pathname,
      `${name}.${stream}`,
    ),
    'utf8',
  );

const MAPPING =
  'failed to apply policies on resource sm (failed to map gvk to gvr monitoring.coreos.com/v1, Kind=ServiceMonitor: no matches for kind "ServiceMonitor" in version "monitoring.coreos.com/v1")';

describe('an object Kyverno cannot evaluate', () => {
  it('stops a run without --continue-on-fail: the Error line names the object and its kind', async () => {
    const stdout = await captured('unmapped-kind', 'stdout');
    const diagnostics = parseApplyDiagnostics(stdout, await captured('unmapped-kind', 'stderr'));
    expect(parseApplyOutput(stdout).reportCount).toBe(0);
    expect(diagnostics.fatal).toBe(MAPPING);
    expect(parseObjectFailure(diagnostics.fatal!)).toEqual({
      name: 'sm',
      unmappedKind: { apiVersion: 'monitoring.coreos.com/v1', kind: 'ServiceMonitor' },
      text: MAPPING,
    });
  });

  it('is left out and logged with --continue-on-fail -v=3, and the others are reported', async () => {
    const stdout = await captured('unmapped-kind-continue', 'stdout');
    const stderr = await captured('unmapped-kind-continue', 'stderr');
    expect(parseApplyDiagnostics(stdout, stderr).fatal).toBeUndefined();
    expect(parseSkippedObjects(stdout, stderr)).toEqual([
      {
        name: 'sm',
        unmappedKind: { apiVersion: 'monitoring.coreos.com/v1', kind: 'ServiceMonitor' },
        text: MAPPING,
      },
    ]);
    const names = parseApplyOutput(stdout).results.map((r) => `${r.resource.name} ${r.status}`);
    expect(names.sort()).toEqual(['labelled pass', 'unlabelled-a fail', 'unlabelled-b fail']);
  });

  it('reads the kind of a core group, an image-validating failure and a log field', () => {
    expect(parseObjectFailure('failed to map gvk to gvr /v1, Kind=Pod (boom)')).toEqual({
      unmappedKind: { apiVersion: 'v1', kind: 'Pod' },
      text: 'failed to map gvk to gvr /v1, Kind=Pod (boom)',
    });
    expect(
      parseObjectFailure('failed to apply image validating policies on resource web (x)'),
    ).toEqual({
      name: 'web',
      text: 'failed to apply image validating policies on resource web (x)',
    });
    const logged =
      '2026-12-01T20:53:20Z ERR command.go:732 > failed to map gvk to gvr error="no matches" gkv="example.com/v2, Kind=Widget" logger=kubectl-kyverno';
    expect(parseSkippedObjects('', logged)).toEqual([
      {
        unmappedKind: { apiVersion: 'example.com/v2', kind: 'Widget' },
        text: 'failed to map gvk to gvr',
      },
    ]);
    expect(parseObjectFailure('failed to load policies (bad)')).toBeUndefined();
  });
});
