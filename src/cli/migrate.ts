/**
 * `kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...`: converts
 * legacy ClusterPolicy/Policy validate rules to ValidatingPolicy and proves each conversion.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig, defaultEnvironment } from '../inputs/read.js';
import { INPUTS } from '../inputs/table.js';
import { installKyverno } from '../install/index.js';
import { migrate } from '../migrate/migrate.js';
import { migrationJson, renderMigrationTable } from '../migrate/table.js';
import { selectManifests } from '../plan/manifests.js';

export const MIGRATE_USAGE = `Usage: kyverno-policy-check migrate [--out DIR | --write] [--manifests GLOB...] PATH...

Converts every legacy ClusterPolicy/Policy whose rules all validate into a ValidatingPolicy
(policies.kyverno.io/v1), converts the test suites that name it, and proves each conversion with
the real Kyverno CLI: the converted suites must pass, and \`kyverno apply\` of the original and the
converted policy must give every resource of the suites (and of --manifests) the same outcome.
PATH: policy files or folders and suite folders.

Options:
  --out DIR             write converted policies and suites under DIR (same relative layout)
  --write               overwrite the originals, only for policies proven equivalent
  --manifests GLOB      more resources to compare on; repeatable
  --json-file FILE      where to write the report (default: migration.json, in DIR with --out)
  --kyverno-version V   Kyverno to install (default: ${INPUTS['kyverno-version'].default})
  --kyverno-path FILE   use this kyverno binary
  --no-color            plain output even on a terminal
  -h, --help            show this help

Exit code: 0 when every policy converted equivalent, 1 when some differ or do not convert,
2 for bad usage, 3 when Kyverno could not be installed.
`;

const err = (message: string) => process.stderr.write(`${message}\n`);

export async function migrateCommand(argv: readonly string[]): Promise<number> {
  let values: Record<string, string | boolean | string[] | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        out: { type: 'string' },
        write: { type: 'boolean' },
        manifests: { type: 'string', multiple: true },
        'json-file': { type: 'string' },
        'kyverno-version': { type: 'string' },
        'kyverno-path': { type: 'string' },
        'no-color': { type: 'boolean' },
      },
    }));
  } catch (error) {
    err(`${(error as Error).message}\n\n${MIGRATE_USAGE}`);
    return 2;
  }
  if (values.help) {
    process.stdout.write(MIGRATE_USAGE);
    return 0;
  }
  if (positionals.length === 0) {
    err(
      `migrate: give at least one PATH (a policy file or folder, or a suite folder).\n\n${MIGRATE_USAGE}`,
    );
    return 2;
  }
  if (values.out !== undefined && values.write) {
    err(`migrate: --out and --write exclude each other: choose one.\n\n${MIGRATE_USAGE}`);
    return 2;
  }
  const cwd = process.cwd();
  // Only the install inputs; readConfig gives every other input its default.
  const input = (name: string): string =>
    name === 'kyverno-version' || name === 'kyverno-path' ? String(values[name] ?? '') : '';
  let kyverno: string;
  try {
    const config = readConfig(input, defaultEnvironment({ ...process.env, GITHUB_WORKSPACE: cwd }));
    const info = await installKyverno(config.install, {
      token: process.env.GITHUB_TOKEN ?? '',
      logger: { info: err, debug: () => undefined },
      addPath: () => undefined,
    });
    kyverno = info.path;
  } catch (error) {
    err(
      `Could not install Kyverno: ${(error as Error).message}\nPass --kyverno-path to use a Kyverno binary you already have.`,
    );
    return 3;
  }
  const manifests = await selectManifests({
    workspace: cwd,
    patterns: (values.manifests as string[] | undefined) ?? [],
  });
  for (const warning of manifests.warnings) err(`warning: ${warning}`);
  const entries = await migrate({
    paths: positionals,
    cwd,
    ...(typeof values.out === 'string' && { outDir: values.out }),
    write: values.write === true,
    manifests: manifests.files.map((file) => path.resolve(cwd, file)),
    kyverno,
    log: err,
  });
  const jsonFile =
    typeof values['json-file'] === 'string'
      ? values['json-file']
      : path.join(typeof values.out === 'string' ? values.out : '.', 'migration.json');
  await mkdir(path.dirname(path.resolve(cwd, jsonFile)), { recursive: true });
  await writeFile(path.resolve(cwd, jsonFile), migrationJson(entries));
  const color =
    values['no-color'] === true ? false : process.stdout.isTTY === true && !process.env.NO_COLOR;
  process.stdout.write(renderMigrationTable(entries, color));
  err(`Report written to ${jsonFile}`);
  return entries.every((e) => e.status === 'equivalent') ? 0 : 1;
}
