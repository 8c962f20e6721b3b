/**
 * Bad input to the `kyverno apply` stage, with the real Kyverno CLI: every problem gets a
 * message naming the input, file and line, and never hides the other files' results.
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import type { ApplyOutcome } from '../../../src/run/kyverno-apply.js';
import { planAndApply } from '../../support/apply-stage.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const capture = new URL('../../fixtures/apply/capture/', import.meta.url).pathname;
const WEIRD_NAME = 'deploy/my app, ünïcødé ✓.yaml';

const pod = (name: string, image: string) =>
  `apiVersion: v1\nkind: Pod\nmetadata:\n  name: ${name}\n  labels:\n    team: a\nspec:\n  containers:\n  - name: c\n    image: ${image}\n`;

let workspace: string;

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(workspace, file)), { recursive: true });
  await writeFile(path.join(workspace, file), text);
}

async function apply(config: Partial<ApplyConfig>): Promise<ApplyOutcome> {
  const full: ApplyConfig = {
    policies: ['policies'],
    manifests: ['deploy/**/*.yaml', '.github/**/*.yaml', 'chart/**/*.yaml'],
    scope: 'all',
    exceptions: [],
    auditWarn: false,
    ...config,
  };
  const selection = await selectManifests({ workspace, patterns: full.manifests });
  return planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles: selection.files,
    config: full,
    parallelism: 2,
  });
}

const errors = (outcome: ApplyOutcome): PolicyResult[] =>
  outcome.results.filter((r) => r.status === 'error');
/** Errors about the policies, leaving out deploy/broken.yaml's syntax error. */
const policyErrors = (outcome: ApplyOutcome): PolicyResult[] =>
  errors(outcome).filter((r) => r.reason !== 'YAML syntax error');

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-bad-input-'));
  await cp(
    path.join(capture, 'policies/require-team-label.yaml'),
    path.join(workspace, 'policies/require-team-label.yaml'),
    { recursive: true },
  );
  await write('deploy/good.yaml', pod('good', 'nginx:1.27'));
  await write(
    WEIRD_NAME,
    `# weird name\n${pod('weird', 'nginx:1.27')}`.replace('team: a', 'app: x'),
  );
  await write(
    '.github/workflows/ci.yaml',
    'name: CI\non: [push]\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps: []\n',
  );
  await write(
    'chart/templates/deployment.yaml',
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ .Release.Name }}\n{{- if .Values.x }}\n  labels: {}\n{{- end }}\n',
  );
  await write(
    'deploy/broken.yaml',
    `${pod('before-error', 'nginx:1')}---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: "unterminated\n`,
  );
  await write('deploy/empty.yaml', '');
});

afterAll(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe('bad manifests', () => {
  let outcome: ApplyOutcome;
  beforeAll(async () => {
    outcome = await apply({});
  });

  it('skips a workflow file and a Helm template with their reasons, and still checks the rest', () => {
    expect(outcome.skipped).toContainEqual({
      file: '.github/workflows/ci.yaml',
      line: 1,
      reason: 'a GitHub Actions workflow, not a Kubernetes object',
    });
    expect(outcome.skipped).toContainEqual({
      file: 'chart/templates/deployment.yaml',
      line: 1,
      reason:
        'Helm/Go template ({{ }}), not plain YAML: render it first (for example with `helm template`) and check the output',
    });
    expect(outcome.results.find((r) => r.resource.name === 'good')).toMatchObject({
      status: 'pass',
      file: 'deploy/good.yaml',
      line: 4,
    });
  });

  it("reports a YAML syntax error at its line and column, and checks the file's other documents", () => {
    const [syntax] = errors(outcome).filter((r) => r.file === 'deploy/broken.yaml');
    expect(syntax).toMatchObject({
      reason: 'YAML syntax error',
      line: 16,
      column: expect.any(Number),
    });
    expect(syntax!.message).toMatch(
      /^YAML syntax error in deploy\/broken\.yaml at line 16, column \d+: .+\. Fix the YAML so this document can be checked; the other documents and files were still checked\.$/,
    );
    expect(outcome.results.find((r) => r.resource.name === 'before-error')).toMatchObject({
      file: 'deploy/broken.yaml',
      line: 4,
    });
  });

  it('lists an empty file as skipped', () => {
    expect(outcome.skipped).toContainEqual({
      file: 'deploy/empty.yaml',
      line: 1,
      reason: 'empty file: there is nothing to check',
    });
  });

  it('checks a file whose name has spaces, a comma and non-ASCII characters', () => {
    expect(outcome.results.find((r) => r.resource.name === 'weird')).toMatchObject({
      status: 'fail',
      file: WEIRD_NAME,
      // `failed at path /metadata/labels/team/`: the `labels:` line.
      line: 6,
      message: expect.stringContaining('team label required'),
    });
  });

  it('has no other errors or notices', () => {
    expect(errors(outcome)).toHaveLength(1);
    expect(outcome.notices).toEqual([]);
  });
});

describe('bad policies', () => {
  beforeAll(async () => {
    await cp(path.join(capture, 'policies'), path.join(workspace, 'mixed-policies'), {
      recursive: true,
    });
    await rm(path.join(workspace, 'mixed-policies/team-a-policy.yaml'));
  });

  it('names a policy path that does not exist, and applies the others', async () => {
    const outcome = await apply({ policies: ['policies', 'policies/nope.yaml'] });
    expect(policyErrors(outcome).map((r) => r.message)).toEqual([
      'policies: `policies/nope.yaml` does not exist. Fix the `policies` input.',
    ]);
    expect(outcome.results.filter((r) => r.policy === 'require-team-label').length).toBeGreaterThan(
      0,
    );
  });

  it("names each broken policy in a folder, at its line, and applies the folder's good ones", async () => {
    const outcome = await apply({ policies: ['mixed-policies'] });
    const messages = policyErrors(outcome).map((r) => `${r.file}:${r.line} ${r.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^mixed-policies\/broken-yaml\.yaml:6 policies: mixed-policies\/broken-yaml\.yaml is not valid YAML at line 6, column 1: .+ Kyverno would drop this file \(and a folder holding it\) without a word; fix the YAML\.$/,
        ),
        // Caught by Kyverno itself (OpenAPI checks), found in its -v=3 log:
        expect.stringMatching(
          /^mixed-policies\/unknown-field\.yaml:13 policies: Kyverno did not load mixed-policies\/unknown-field\.yaml \(failed to load file mixed-policies\/unknown-field\.yaml: .*validatex: Invalid value: value provided for unknown field\)\), so none of its policies were applied\. Fix the file so that Kyverno can read it\.$/,
        ),
        expect.stringMatching(
          /^mixed-policies\/bad-type\.yaml:1 policies: Kyverno could not load ClusterPolicy bad-type from mixed-policies\/bad-type\.yaml and did not apply it: .*spec\.validationFailureAction.* Fix the policy\.$/,
        ),
        expect.stringMatching(
          /^mixed-policies\/fails-validation\.yaml:1 Kyverno rejected policy fails-validation and did not apply it: policy contains invalid variables: .+\. Fix the policy\.$/,
        ),
      ]),
    );
    expect(messages).toHaveLength(4);
    expect(
      outcome.results.filter((r) => r.policy === 'require-team-label' && r.status !== 'error')
        .length,
    ).toBeGreaterThan(0);
  });

  it('leaves out the tests and test resources kept in a policy folder, and applies its policies', async () => {
    await cp(
      path.join(capture, 'policies/require-team-label.yaml'),
      path.join(workspace, 'with-tests/require-team-label.yaml'),
    );
    await write(
      'with-tests/kyverno-test.yaml',
      'apiVersion: cli.kyverno.io/v1alpha1\nkind: Test\nmetadata:\n  name: t\npolicies: [require-team-label.yaml]\nresources: [resources.yaml]\nresults: []\n',
    );
    await write('with-tests/resources.yaml', pod('test-pod', 'nginx:1'));
    const outcome = await apply({ policies: ['with-tests'] });
    expect(policyErrors(outcome)).toEqual([]);
    expect(
      outcome.results.filter((r) => r.policy === 'require-team-label' && r.status !== 'error'),
    ).not.toHaveLength(0);
  });

  it('does not run at all when no policy can be loaded, and says so', async () => {
    const outcome = await apply({ policies: ['policies/nope.yaml', 'deploy/good.yaml'] });
    expect(policyErrors(outcome).map((r) => r.message)).toEqual([
      'policies: `policies/nope.yaml` does not exist. Fix the `policies` input.',
      'policies: deploy/good.yaml line 1 holds a Pod (v1), not a Kyverno policy; Kyverno would drop the whole file (and a folder holding it). Move it out of the `policies` paths.',
    ]);
    expect(outcome.notices).toEqual([
      'kyverno apply did not run: no policy could be loaded (see the errors).',
    ]);
  });
});
