import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPolicyReports, parseApplyOutput } from '../../../src/parse/policy-report/index.js';
import { parseApplyDiagnostics } from '../../../src/parse/policy-report/diagnostics.js';

/** Outputs of the real Kyverno 1.19.0; commands in the sibling `.cmd` files. */
const captured = (name: string) => ({
  stdout: readFileSync(
    new URL(`../../fixtures/apply/kyverno-output/${name}.stdout`, import.meta.url),
    'utf8',
  ),
  stderr: readFileSync(
    new URL(`../../fixtures/apply/kyverno-output/${name}.stderr`, import.meta.url),
    'utf8',
  ),
});

describe('policy report lines in kyverno apply stdout', () => {
  it('reads the ClusterReport and the namespaced PolicyReport after `---`', () => {
    const { results, reportCount, problems } = parseApplyOutput(
      captured('namespaced-and-cluster').stdout,
    );
    expect(reportCount).toBe(2);
    expect(problems).toEqual([]);
    const summary = results.map(
      (r) =>
        `${r.policy} ${r.status} ${r.resource.kind}/${r.resource.namespace}/${r.resource.name}`,
    );
    expect(summary.sort()).toEqual([
      'require-team-label fail ClusterRole//reader',
      'require-team-label fail Namespace//team-a',
      'require-team-label fail Pod/team-a/in-team-a',
      'require-team-label pass Pod/default/untagged',
      'team-a/require-owner fail Pod/team-a/in-team-a',
    ]);
    expect(results.every((r) => r.source === 'apply' && r.file === undefined)).toBe(true);
    expect(results.find((r) => r.status === 'pass')).toMatchObject({
      rule: 'team',
      reason: 'Pass',
    });
  });

  it('finds the report glued to the end of a mutation message, with category and severity', () => {
    const { results } = parseApplyOutput(captured('mutation-noise').stdout);
    const latest = results.filter((r) => r.policy === 'disallow-latest-tag' && r.status === 'fail');
    expect(latest.map((r) => [r.rule, r.resource.name])).toEqual([
      ['require-image-tag', 'untagged'],
    ]);
    expect(latest[0]).toMatchObject({ category: 'Best Practices', severity: 'medium' });
    expect(results.some((r) => r.policy === 'always-pull-images')).toBe(true);
  });

  it('returns nothing when Kyverno printed nothing (no resource matched)', () => {
    expect(parseApplyOutput(captured('no-match').stdout)).toEqual({
      results: [],
      reportCount: 0,
      problems: [],
    });
  });

  it('reads the older wgpolicyk8s.io ClusterPolicyReport, and flags a cut-off report line', () => {
    const old =
      '{"kind":"ClusterPolicyReport","apiVersion":"wgpolicyk8s.io/v1alpha2","metadata":{"name":"merged","creationTimestamp":null},' +
      '"summary":{"pass":0,"fail":1},"results":[{"source":"kyverno","policy":"p","rule":"r","resources":[{"apiVersion":"v1","kind":"Pod","name":"x","namespace":"default"}],"message":"m {\\"a\\"}","result":"fail","scored":true}]}';
    const { reports, problems } = extractPolicyReports(`noise\n${old}\nexit as warnExitCode is 3`);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.results[0]!.message).toBe('m {"a"}');
    expect(extractPolicyReports('{"kind":"ClusterReport","results":[').problems[0]).toMatch(
      /^an incomplete policy report line/,
    );
    expect(problems).toEqual([]);
  });

  it('turns an unknown result word into an error that says so', () => {
    const line =
      '{"kind":"ClusterReport","results":[{"policy":"p","result":"weird","message":"m"}]}';
    expect(parseApplyOutput(line).results[0]).toMatchObject({
      status: 'error',
      message: 'Kyverno reported an unknown result "weird": m',
    });
  });
});

describe('kyverno apply -v=3 diagnostics', () => {
  it('lists dropped policy paths and dropped documents, through the colour codes', () => {
    const { stdout, stderr } = captured('load-problems');
    const diagnostics = parseApplyDiagnostics(stdout, stderr);
    expect(diagnostics.droppedPaths.map((d) => d.path)).toEqual([
      'policies/missing.yaml',
      'policies/unknown-field.yaml',
      'resources/pods.yaml',
    ]);
    expect(diagnostics.droppedPaths[0]!.error).toBe(
      'stat policies/missing.yaml: no such file or directory',
    );
    expect(diagnostics.droppedPaths[1]!.error).toContain(
      'validatex: Invalid value: value provided for unknown field',
    );
    expect(diagnostics.documentErrors).toHaveLength(2);
    expect(diagnostics.documentErrors[1]).toContain(
      'ClusterPolicy.kyverno.io "bad-type" is invalid',
    );
    expect(diagnostics.fatal).toBeUndefined();
  });

  it('reads the Policies Skipped block', () => {
    const { stdout, stderr } = captured('skipped-policy');
    expect(parseApplyDiagnostics(stdout, stderr).skippedPolicies).toEqual([
      {
        name: 'fails-validation',
        kind: 'skipped',
        reason: expect.stringMatching(
          /^policy contains invalid variables: variable substitution failed/,
        ),
      },
    ]);
  });

  it('tells a run that stopped (bad resource, crash) from one with results', () => {
    const workflow = captured('workflow-resource');
    expect(parseApplyDiagnostics(workflow.stdout, workflow.stderr).fatal).toMatch(
      /^failed to load resources \(Object 'Kind' is missing in 'name: CI/,
    );
    const list = captured('list-resource');
    expect(parseApplyDiagnostics(list.stdout, list.stderr).fatal).toBe(
      'Kyverno crashed: *unstructured.Unstructured is not a list: no Items field in this object',
    );
  });
});
