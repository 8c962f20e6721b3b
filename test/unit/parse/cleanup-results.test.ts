/**
 * Cleanup policies' rows in `kyverno apply` output (captured from the real Kyverno 1.19.1; the
 * command is in test/fixtures/apply/kyverno-output/cleanup-policies.cmd): a `fail` "did not
 * match" is an object the policy would not delete, read as a skip; the validating policy's rows
 * beside them are left as Kyverno gives them.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { PolicyResult } from '../../../src/model/result.js';
import { readCleanupResults } from '../../../src/parse/policy-report/cleanup.js';
import { parseApplyOutput } from '../../../src/parse/policy-report/index.js';

const stdout = readFileSync(
  new URL('../../fixtures/apply/kyverno-output/cleanup-policies.stdout', import.meta.url),
  'utf8',
);
const CLEANUP = new Set(['cleanup-team-a-pods', 'delete-team-a-pods']);
const brief = (result: PolicyResult) =>
  `${result.policy} ${result.status} ${result.reason} ${result.resource.kind}/${result.resource.namespace}/${result.resource.name}`;

it('reads a cleanup policy that does not select an object as a skip, and one that does as a pass', () => {
  const { results } = parseApplyOutput(stdout);
  expect(results.filter((result) => result.status === 'fail')).toHaveLength(4);
  const read = readCleanupResults(results, CLEANUP);
  expect(read.map(brief).sort()).toEqual([
    'cleanup-team-a-pods pass Selected for cleanup Pod/team-a/in-team-a',
    'cleanup-team-a-pods skip Not selected for cleanup Pod/default/untagged',
    'cleanup-team-a-pods skip Not selected for cleanup Service/default/web',
    'delete-team-a-pods pass Selected for cleanup Pod/team-a/in-team-a',
    'delete-team-a-pods skip Not selected for cleanup Pod/default/untagged',
    'require-team-label fail Fail Pod/team-a/in-team-a',
    'require-team-label pass Pass Pod/default/untagged',
  ]);
  const skipped = read.find((result) => result.status === 'skip')!;
  expect(skipped.message).toMatch(/^Cleanup policy \S+ does not select this object/);
});

it('leaves every row as it is when no cleanup policy ran', () => {
  const { results } = parseApplyOutput(stdout);
  expect(readCleanupResults(results, new Set())).toEqual(results);
});

it("reads only rows in Kyverno's own cleanup form: the rule named after the policy, its message", () => {
  const base = parseApplyOutput(stdout).results.find((r) => r.policy === 'cleanup-team-a-pods')!;
  const other = [
    { ...base, status: 'fail' as const, message: 'validation error: something else' },
    { ...base, status: 'fail' as const, rule: 'another-rule' },
    { ...base, status: 'error' as const, message: 'no matches for kind "Widget"' },
  ];
  expect(readCleanupResults(other, CLEANUP)).toEqual(other);
});
