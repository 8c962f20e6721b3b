import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderSchema } from '../../../scripts/docs.mjs';
import { inputsSchema, SCHEMA_PATH } from '../../../src/inputs/schema.js';
import { describeInput, inFile } from '../../../src/inputs/spec.js';
import { INPUT_NAMES, inputSpec } from '../../../src/inputs/table.js';
import { repoRoot } from '../../support/action-runner.js';

const committed = readFileSync(path.join(repoRoot, SCHEMA_PATH), 'utf8');
const validate = new Ajv2020({ strict: true, allErrors: true }).compile(JSON.parse(committed));

/** Every key of the configuration file, as a user would write it in YAML. */
const everyKey = `
kyverno-version: 1.19.x
kyverno-path: bin/kyverno
kyverno-release-url: https://mirror.example/kyverno
verify-checksum: false
verify-signature: true
helm-version: v4.3.2
helm-path: bin/helm
helm-release-url: https://mirror.example/helm
kustomize-version: 5.8.2
kustomize-path: bin/kustomize
kustomize-release-url: https://mirror.example/kustomize
tests: [policies/, https://github.com/kyverno/policies.git]
test-file-name: kyverno-test.yaml
test-case-selector: policy=require-labels, rule=*
tests-git-branch: main
require-tests: true
tests-scope: affected
vacuous-tests: warn
min-coverage: '85.5'
policies: [policies/]
builtin-policies: [kyverno-production]
manifests: ['deploy/**/*.yaml', '!deploy/old/**']
scope: changed
values-file: values.yaml
exceptions: [exceptions/allow.yaml]
crds: [crds/servicemonitors.yaml]
audit-warn: true
helm-charts: ['charts/*']
helm-values: ['ci/*-values.yaml']
helm-release-name: release
helm-namespace: apps
helm-kube-version: v1.31.0
helm-api-versions: [monitoring.coreos.com/v1]
kustomizations: ['deploy/overlays/*']
kustomize-load-restrictor: none
parallelism: 2
shard: 1/3
merge-results: 'results/*.json'
results-file: results.json
pull-request-number: 12
deprecations: error
kyverno-compare-version: 1.18.2
kyverno-compare-path: bin/kyverno-next
fail-on: warn
fail-on-existing: false
baseline: 'off'
annotations: false
check-run: false
check-name: Policies
comment: always
suggestions: "off"
job-summary: false
migration-report: true
json-file: out/results.json
junit-file: out/junit.xml
sarif-file: out/results.sarif
`;

describe('the JSON Schema of the inputs', () => {
  it(`is up to date in ${SCHEMA_PATH} (run \`npm run docs\` to update it)`, async () => {
    expect(committed).toBe(await renderSchema());
    expect(JSON.parse(committed)).toEqual(inputsSchema());
  });

  it('has every input but the token, with its description', () => {
    const { properties } = inputsSchema() as {
      properties: Record<string, { description: string }>;
    };
    const names = INPUT_NAMES.filter((name) => inFile(inputSpec(name)));
    expect(names).not.toContain('github-token');
    expect(names).not.toContain('config');
    expect(Object.keys(properties)).toEqual(['$schema', ...names]);
    for (const name of names)
      expect(properties[name]?.description).toBe(describeInput(inputSpec(name)));
  });

  it('accepts a file setting every key, and an empty one', () => {
    const config = parse(everyKey) as Record<string, unknown>;
    expect(Object.keys(config)).toEqual(INPUT_NAMES.filter((name) => inFile(inputSpec(name))));
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({})).toBe(true);
    expect(validate({ policies: 'none', manifests: 'none', tests: 'none' })).toBe(true);
  });

  it.each([
    ['an unknown key', 'polices: [p]', '', 'additionalProperties'],
    ['a string for a list', 'policies: policies/', '/policies', 'type'],
    ['a word for a boolean', 'audit-warn: sometimes', '/audit-warn', 'type'],
    ['a value outside an enum', 'fail-on: sometimes', '/fail-on', 'enum'],
    ['an unknown pack', 'builtin-policies: [kyverno-prod]', '/builtin-policies/0', 'enum'],
    ['a count below 1', 'parallelism: 0', '/parallelism', 'minimum'],
    ['a bad shard', 'shard: 4 of 3', '/shard', 'pattern'],
    ['a bad Kubernetes version', 'helm-kube-version: latest', '/helm-kube-version', 'pattern'],
    ['a token', 'github-token: ghp_x', '', 'additionalProperties'],
    ['the configuration file itself', 'config: other.yaml', '', 'additionalProperties'],
  ])('rejects %s', (_what, yaml, instancePath, keyword) => {
    expect(validate(parse(yaml))).toBe(false);
    expect(validate.errors).toContainEqual(expect.objectContaining({ instancePath, keyword }));
  });
});
