// Makes a fresh clone ready: installs the locked npm dependencies when node_modules is missing or
// stale, and (with --test-tools) builds or reuses the real tools the tests run: every pinned Kyverno
// version (test/kyverno-cli/<tag>/), Helm, Kustomize, and actionlint. Only versions some test runs
// are pinned (a cold build of one Kyverno takes 10+ minutes on 2 cores): the default, and v1.18.2,
// the older version of the upgrade-preview tests (test/integration/upgrade/preview*.test.ts).
// Runs on any Node >= 20 with no dependencies, so `npm test` and `npm run example` work from scratch.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stamp = path.join(root, 'node_modules', '.kyverno-policy-check-lock-hash');
const lockHash = createHash('sha256')
  .update(readFileSync(path.join(root, 'package-lock.json')))
  .digest('hex');

if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lockHash) {
  console.error('[setup] installing npm dependencies (npm ci)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, lockHash);
}

if (process.argv.includes('--test-tools')) {
  const { GO_TOOLS, ensureToolFromSource, pinnedVersions } =
    await import('./go-tool-from-source.mjs');
  const { ensureActionlint } = await import('./actionlint.mjs');
  for (const tool of ['kyverno', 'helm', 'kustomize']) {
    const first = GO_TOOLS[tool].defaultVersion;
    for (const version of [first, ...pinnedVersions(tool).filter((v) => v !== first)]) {
      await ensureToolFromSource(tool, version);
    }
  }
  ensureActionlint();
}
