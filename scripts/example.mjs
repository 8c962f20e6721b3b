// `npm run example`: runs the action's pipeline in local mode on the bundled examples/ repository
// layout and prints the report. Kyverno comes from, in order: a Kyverno built earlier from its Go
// module (cached outside the repository), the Kyverno releases (installed into a local tool cache),
// or a fresh build from the Go module when the releases cannot be reached.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const INSTALL_FAILED = 3;

const exampleArgs = [
  '--tests',
  'policies',
  '--policies',
  'policies',
  '--manifests',
  'manifests/**/*.yaml',
  '--manifests',
  '!**/kustomization.yaml',
  // The examples fail on purpose, to show a report with failures; the exit code stays 0.
  '--fail-on',
  'never',
];

function runCli(extraArgs) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'dist', 'cli.js'), ...exampleArgs, ...extraArgs],
    {
      cwd: path.join(root, 'examples'),
      stdio: 'inherit',
    },
  );
  return result.status ?? 1;
}

const { defaultKyvernoVersion, ensureKyvernoFromSource, findBuiltKyverno } =
  await import('./kyverno-from-source.mjs');
const kyverno = process.env.KYVERNO_PATH || findBuiltKyverno(defaultKyvernoVersion)?.binary;
let status = kyverno ? runCli(['--kyverno-path', kyverno]) : runCli([]);
if (!kyverno && status === INSTALL_FAILED) {
  console.error(
    '\nThe Kyverno releases cannot be reached from here: building Kyverno from its Go module instead.\n',
  );
  const { binary } = await ensureKyvernoFromSource();
  status = runCli(['--kyverno-path', binary]);
}
process.exit(status);
