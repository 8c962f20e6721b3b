// Installs actionlint (the workflow linter the tests run over examples/workflows) from the Go module
// proxy into the project's cache outside the repository, once per pinned version.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot } from './kyverno-from-source.mjs';

export const ACTIONLINT_VERSION = 'v1.7.12';

/** @returns {string} the actionlint binary's path */
export function ensureActionlint() {
  const bin = path.join(cacheRoot(), `actionlint-${ACTIONLINT_VERSION}`);
  const binary = path.join(bin, process.platform === 'win32' ? 'actionlint.exe' : 'actionlint');
  if (existsSync(binary)) return binary;
  process.stderr.write(
    `[actionlint] installing actionlint ${ACTIONLINT_VERSION} from the Go module proxy\n`,
  );
  execFileSync(
    'go',
    ['install', `github.com/rhysd/actionlint/cmd/actionlint@${ACTIONLINT_VERSION}`],
    {
      env: { ...process.env, GOBIN: bin, CGO_ENABLED: '0' },
      stdio: 'inherit',
    },
  );
  return binary;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(ensureActionlint());
}
