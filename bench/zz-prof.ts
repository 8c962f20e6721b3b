import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planPolicies } from '../src/plan/policies.js';
import { runApply } from '../src/run/kyverno-apply.js';
import { generate } from './mutation-preview.js';
const workspace = mkdtempSync(path.join(os.tmpdir(), 'kpc-prof-'));
const manifestFiles = generate(workspace);
const config = {
  policies: ['policies'],
  manifests: [],
  scope: 'all' as const,
  exceptions: [],
  auditWarn: false,
};
const policies = await planPolicies(workspace, config);
const t = performance.now();
const out = await runApply({
  kyverno: process.env.KYVERNO_TEST_BINARY!,
  workspace,
  manifestFiles,
  config,
  policies,
  parallelism: 2,
  mutationPreview: process.env.PREVIEW === '1',
});
console.log(process.env.PREVIEW, performance.now() - t, out.mutations.length);
