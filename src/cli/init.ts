/**
 * `kyverno-policy-check init [--force]`: writes a starter `.kyverno-policy-check.yaml` listing
 * what auto-detection finds in the repository, and a pull-request workflow; never overwrites an
 * existing file without `--force`; prints what it wrote.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { detect } from '../detect/detect.js';
import { starterConfig, starterWorkflow, WORKFLOW_FILE } from '../detect/starter.js';
import { CONFIG_FILE } from '../inputs/config-file.js';
import { INPUTS } from '../inputs/table.js';

export const INIT_USAGE = `Usage: kyverno-policy-check init [--force]

Detects the policies, test suites, Helm charts, kustomizations and manifests of the repository in
the current folder (a git checkout) and writes:
  ${CONFIG_FILE}                        the settings, listing what was found
  ${WORKFLOW_FILE}   a pull-request workflow running the action

Options:
  --force      overwrite those files when they exist
  -h, --help   show this help

Exit code: 0 when the files were written, 2 for bad usage or when a file exists (without --force).
`;

const out = (message: string) => process.stdout.write(`${message}\n`);
const err = (message: string) => process.stderr.write(`${message}\n`);

const exists = (file: string): Promise<boolean> =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function initCommand(argv: readonly string[], workspace: string): Promise<number> {
  let force: boolean;
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: true,
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      out(INIT_USAGE.trimEnd());
      return 0;
    }
    force = values.force === true;
  } catch (error) {
    err(`${(error as Error).message}\n\n${INIT_USAGE}`);
    return 2;
  }
  const targets = [CONFIG_FILE, WORKFLOW_FILE];
  if (!force) {
    const present = [];
    for (const file of targets) if (await exists(path.join(workspace, file))) present.push(file);
    if (present.length > 0) {
      err(
        `init: ${present.join(' and ')} already ${present.length === 1 ? 'exists' : 'exist'}; nothing was written. Pass --force to overwrite.`,
      );
      return 2;
    }
  }
  const detected = await detect(workspace, { testFileName: INPUTS['test-file-name'].default });
  if (detected.problem) {
    err(`init: cannot list the repository: ${detected.problem}. Run init in a git checkout.`);
    return 2;
  }
  const contents = [starterConfig(detected), starterWorkflow()];
  for (const [index, file] of targets.entries()) {
    const absolute = path.join(workspace, file);
    await mkdir(path.dirname(absolute), { recursive: true });
    await writeFile(absolute, contents[index]!);
  }
  const { found } = detected;
  out(
    `Wrote ${CONFIG_FILE}: ${found.policies.length} policy file(s), ${found.tests.length} test suite(s), ` +
      `${found['helm-charts'].length} Helm chart(s), ${found.kustomizations.length} kustomization root(s), ` +
      `${found.manifests.length} manifest file(s).`,
  );
  out(`Wrote ${WORKFLOW_FILE}: runs the check on every pull request.`);
  return 0;
}
