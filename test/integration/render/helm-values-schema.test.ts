/**
 * A chart with a `values.schema.json` and values files that break it, with the real Helm and
 * Kyverno: each render that fails is one error at the value that breaks the schema, with every
 * violation Helm lists, and the render whose values fit is checked.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunReport } from '../../../src/model/report.js';
import { checkWithInputs } from '../../support/check-config.js';
import { writeFiles } from '../../support/write-files.js';

const POLICIES = fileURLToPath(new URL('../../fixtures/render/policies', import.meta.url));

const SCHEMA = {
  type: 'object',
  required: ['replicas'],
  properties: {
    replicas: { type: 'integer', minimum: 1 },
    labels: { type: 'object', properties: { team: { type: 'string', minLength: 2 } } },
  },
};

let workspace: string;
let report: RunReport;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-values-schema-'));
  await cp(POLICIES, path.join(workspace, 'policies'), { recursive: true });
  await writeFiles(workspace, {
    'chart/Chart.yaml': 'apiVersion: v2\nname: web\nversion: 1.0.0\n',
    'chart/values.yaml': 'replicas: 1\nlabels:\n  team: payments\n',
    'chart/values.schema.json': JSON.stringify(SCHEMA),
    'chart/templates/configmap.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\n  labels:\n    team: {{ .Values.labels.team }}\ndata:\n  replicas: "{{ .Values.replicas }}"\n',
    'chart/ci/good-values.yaml': 'replicas: 3\n',
    'chart/ci/short-team-values.yaml': 'replicas: 2\nlabels:\n  team: x\n',
    'chart/ci/zero-values.yaml': '# no replicas\nreplicas: 0\n',
  });
  report = await checkWithInputs(workspace, {
    policies: 'policies',
    'helm-charts': 'chart',
    scope: 'all',
    deprecations: 'off',
  });
}, 120_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

it('places each violation at the value that breaks the schema, and checks the good render', () => {
  const errors = report.results.filter((result) => result.status === 'error');
  expect(errors.map((result) => `${result.file}:${result.line}`).sort()).toEqual([
    'chart/ci/short-team-values.yaml:3',
    'chart/ci/zero-values.yaml:2',
  ]);
  expect(errors.map((result) => result.message).sort()).toEqual([
    expect.stringContaining("web: - at '/labels/team': minLength: got 1, want 2"),
    expect.stringContaining("web: - at '/replicas': minimum: got 0, want 1"),
  ]);
  expect(
    report.results
      .filter((result) => result.render?.values === 'chart/ci/good-values.yaml')
      .map((result) => result.status),
  ).toEqual(['pass']);
});
