/**
 * A kustomization that names a file outside its own folder, as Flux repositories do (Flux builds
 * with `--load-restrictor LoadRestrictionsNone`), with the real Kustomize and Kyverno. By default
 * the build fails as `kustomize build` does, and the error says which input to set; with
 * `kustomize-load-restrictor: none` the object is built and checked.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkWithInputs } from '../../support/check-config.js';
import { writeFiles } from '../../support/write-files.js';

const POLICIES = fileURLToPath(new URL('../../fixtures/render/policies', import.meta.url));

let workspace: string;

beforeAll(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-load-restrictor-'));
  await cp(POLICIES, path.join(workspace, 'policies'), { recursive: true });
  await writeFiles(workspace, {
    'clusters/prod/kustomization.yaml': 'resources:\n  - ../../shared/settings.yaml\n',
    'shared/settings.yaml':
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  level: info\n',
  });
});

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

const check = (restrictor?: string) =>
  checkWithInputs(workspace, {
    policies: 'policies',
    kustomizations: 'clusters/*',
    scope: 'all',
    deprecations: 'off',
    ...(restrictor && { 'kustomize-load-restrictor': restrictor }),
  });

it('fails the build as Kustomize does by default, and says which input to set', async () => {
  const report = await check();
  const errors = report.results.filter((result) => result.status === 'error');
  expect(errors).toMatchObject([
    { file: 'clusters/prod/kustomization.yaml', line: 2, reason: 'Render failed' },
  ]);
  expect(errors[0]!.message).toContain('is not in or below');
  expect(errors[0]!.message).toContain('set `kustomize-load-restrictor: none`');
});

it('builds and checks the object with kustomize-load-restrictor: none', async () => {
  const report = await check('none');
  expect(report.results.filter((result) => result.render)).toMatchObject([
    {
      status: 'fail',
      policy: 'require-team-label',
      resource: { kind: 'ConfigMap', name: 'settings' },
      // The `metadata:` line: the deepest part of `/metadata/labels/` that exists.
      file: 'shared/settings.yaml',
      line: 3,
    },
  ]);
});
