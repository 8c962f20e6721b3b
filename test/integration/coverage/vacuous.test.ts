import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewTests } from '../../../src/coverage/index.js';
import { documentsToRead } from '../../../src/coverage/review.js';
import { loadSuites } from '../../../src/coverage/suites.js';
import { coverageFigures, isFullyCovered } from '../../../src/model/coverage.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { discoverSuites } from '../../../src/plan/suites.js';
import { runTestSuites } from '../../../src/run/kyverno-test.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const workspace = fileURLToPath(new URL('../../fixtures/suites/vacuous/', import.meta.url));
const fileName = 'kyverno-test.yaml';

const brief = (result: PolicyResult) =>
  [result.file, result.line, result.status, result.reason, result.resource.name].join(' | ');

/** What the review adds to or changes in the test stage's results (`vacuous-tests: fail`). */
const REVIEWED = [
  'invalid-policy/policy.yaml | 1 | error | Invalid Policy | ',
  'missing-resource/kyverno-test.yaml | 17 | error | Unknown resource | bad-pdo',
  'missing-rule/kyverno-test.yaml | 17 | error | Unknown rule | ',
  'missing-rule/kyverno-test.yaml | 24 | fail | Not found | bad-pod',
  'shorthand/kyverno-test.yaml | 10 | fail | Excluded | bad-deploy',
  'shorthand/kyverno-test.yaml | 16 | warn | Excluded | good-deploy',
  'vpol-two-rules/kyverno-test.yaml | 11 | fail | Excluded | bad-pod',
];

const VACUOUS_HINT =
  'Check the match/exclude of the rule, the kind (as `group/version/Kind`, e.g. `apps/v1/Deployment`), ' +
  'the autogen controllers (for a Pod rule on a controller) and the rule name.';

describe('tests that cannot fail, over suites made for each case (real Kyverno)', () => {
  let stage: PolicyResult[] = [];
  let testFiles: string[] = [];
  beforeAll(async () => {
    const suites = await discoverSuites(['.'], { workspace, fileName });
    testFiles = suites.flatMap((suite) => (suite.kind === 'local' ? [suite.file] : []));
    const run = await runTestSuites({
      kyverno: kyvernoBinary(),
      workspace,
      suites,
      fileName,
      parallelism: 2,
    });
    stage = run.results;
  });

  const review = (mode: 'fail' | 'warn' | 'off') =>
    reviewTests({ workspace, results: stage, testFiles, mode });

  it('flags vacuous entries, entries naming nothing and invalid policies, each at its line', async () => {
    const { results } = await review('fail');
    const before = new Set(stage.map((result) => JSON.stringify(result)));
    const changed = results.filter((result) => !before.has(JSON.stringify(result)));
    expect(changed.map(brief).sort()).toEqual(REVIEWED);
    // Kyverno's duplicate Excluded rows beside Ok rows (suite `duplicate`) are never flagged:
    // they are left out, and the Ok rows stay.
    const inDuplicate = (result: PolicyResult) => result.suite === 'duplicate/kyverno-test.yaml';
    expect(results.filter(inDuplicate).map(brief)).toEqual(
      stage.filter((result) => inDuplicate(result) && result.reason !== 'Excluded').map(brief),
    );
    const at = (file: string, line: number) =>
      results.filter(
        (result) => result.file === file && result.line === line && result.status !== 'pass',
      );
    expect(at('shorthand/kyverno-test.yaml', 10)).toEqual([
      expect.objectContaining({
        status: 'fail',
        reason: 'Excluded',
        vacuous: true,
        column: 5,
        message:
          'Policy `require-team-label` produced no result for Deployment default/bad-deploy, so this test cannot fail: ' +
          'Kyverno prints `Excluded` and counts it as passed although the entry expects `fail`. ' +
          VACUOUS_HINT +
          " The policy matches `Deployment.apps`, kubectl's shorthand, which matches nothing in Kyverno: " +
          'write `apps/<version>/Deployment` (e.g. `apps/v1/Deployment`) or `Deployment`.',
      }),
    ]);
    expect(at('vpol-two-rules/kyverno-test.yaml', 11)).toEqual([
      expect.objectContaining({
        status: 'fail',
        vacuous: true,
        message:
          'Policy `require-team-label-vpol` produced no result for Pod default/bad-pod, so this test cannot fail: ' +
          'Kyverno prints `Excluded` and counts it as passed although the entry expects `fail`. ' +
          VACUOUS_HINT,
      }),
    ]);
    expect(at('missing-rule/kyverno-test.yaml', 17)).toEqual([
      expect.objectContaining({ status: 'skip', reason: 'Excluded' }),
      expect.objectContaining({
        status: 'error',
        reason: 'Unknown rule',
        message:
          'Policy `require-team-label` has no rule `check-team-label`; rules of require-team-label: check-team.',
      }),
    ]);
    expect(at('missing-rule/kyverno-test.yaml', 24)).toEqual([
      expect.objectContaining({
        status: 'fail',
        reason: 'Not found',
        message:
          'Policy `require-team-labels` returned no result for this resource. Check the policy, rule and ' +
          'resource names of this results entry, and that the policy file is listed under `policies`. ' +
          'No policy file of this test defines policy `require-team-labels`; policies of this test: require-team-label.',
      }),
    ]);
    expect(at('missing-resource/kyverno-test.yaml', 17)).toEqual([
      expect.objectContaining({
        status: 'error',
        reason: 'Unknown resource',
        message:
          'No resource file of this test holds `bad-pdo`, so Kyverno checks this entry against every resource ' +
          'of the test instead; resources of this test: default/bad-pod, default/good-pod.',
      }),
    ]);
    expect(at('invalid-policy/policy.yaml', 1)).toEqual([
      expect.objectContaining({
        status: 'error',
        reason: 'Invalid Policy',
        policy: 'check-user',
        suite: 'invalid-policy/kyverno-test.yaml',
        message:
          'Kyverno skipped policy `check-user` because it fails validation: only select variables are allowed ' +
          'in background mode. Set spec.background=false to disable background mode for this policy rule: ' +
          'variable {{request.userInfo.username}} is not allowed. The cluster refuses such a policy too, and ' +
          'its tests cannot fail: fix the policy.',
      }),
    ]);
  });

  it('reads only the resource files the rows leave unexplained, to the same review', async () => {
    const suites = await loadSuites(workspace, testFiles, undefined, { resources: 'none' });
    const toRead = documentsToRead(stage, suites);
    const fileOf = new Map(
      suites.flatMap((suite) => suite.documents.map((document) => [document, suite.file])),
    );
    // Kyverno's `Invalid Policy` and `Not found` rows do not show a resource evaluated.
    expect(toRead.map((document) => fileOf.get(document)).sort()).toEqual([
      'invalid-policy/kyverno-test.yaml',
      'missing-resource/kyverno-test.yaml',
      'missing-rule/kyverno-test.yaml',
    ]);
    const { results } = await reviewTests({
      workspace,
      results: stage,
      testFiles,
      mode: 'fail',
      suites,
    });
    expect(JSON.stringify(results)).toBe(JSON.stringify((await review('fail')).results));
    const unread = suites
      .flatMap((suite) => suite.documents)
      .filter((document) => !document.resources);
    expect(unread.length).toBeGreaterThan(0);
  });

  it('makes both kinds of vacuous entries warnings with `warn`, and changes nothing with `off`', async () => {
    const warned = (await review('warn')).results.filter((result) => result.vacuous);
    expect(warned.map(brief)).toEqual([
      'shorthand/kyverno-test.yaml | 10 | warn | Excluded | bad-deploy',
      'shorthand/kyverno-test.yaml | 16 | warn | Excluded | good-deploy',
      'vpol-two-rules/kyverno-test.yaml | 11 | warn | Excluded | bad-pod',
    ]);
    const off = await review('off');
    expect(JSON.stringify(off.results)).toBe(JSON.stringify(stage));
  });

  it('counts a unit covered only by Ok rows: fail and pass cases, or a checked patched resource', async () => {
    const { coverage } = await review('fail');
    const units = (coverage?.units ?? []).map(
      (unit) =>
        `${unit.file}:${unit.line} ${unit.policy}/${unit.rule} ${isFullyCovered(unit) ? 'covered' : 'not'}`,
    );
    expect(units).toEqual([
      'covered/policy.yaml:9 require-team-label/check-team covered',
      'duplicate/policy.yaml:1 disallow-privileged/ covered',
      'invalid-policy/policy.yaml:8 check-user/check-user not',
      'missing-resource/policy.yaml:9 require-team-label/check-team not',
      'missing-rule/policy.yaml:9 require-team-label/check-team not',
      'mutate/policy.yaml:7 add-team-label/add-team covered',
      'mutate/policy.yaml:17 add-team-label/add-owner not',
      'shorthand/policy.yaml:9 require-team-label/check-team not',
      'vpol-two-rules/policy.yaml:1 require-team-label-vpol/ not',
    ]);
    expect(coverageFigures(coverage!)).toEqual({ total: 9, covered: 3, percent: 33.3 });
    const mutate = coverage?.units.find((unit) => unit.rule === 'add-owner');
    expect(mutate?.entry).toBe(
      [
        '- policy: add-team-label',
        '  rule: add-owner',
        '  resources:',
        '    - REPLACE-WITH-A-RESOURCE-NAME',
        '  kind: ConfigMap',
        '  patchedResources: REPLACE-WITH-THE-PATCHED-RESOURCE-FILE.yaml',
        '  result: pass',
      ].join('\n'),
    );
    const vpol = coverage?.units.find((unit) => unit.policy === 'require-team-label-vpol');
    expect(vpol?.entry).toBe(
      [
        '- policy: require-team-label-vpol',
        '  resources:',
        '    - REPLACE-WITH-A-RESOURCE-NAME',
        '  kind: Deployment',
        '  result: pass',
      ].join('\n'),
    );
  });
});
