/**
 * Local mode: the action's pipeline from the command line, with the report printed to the terminal.
 * `npx kyverno-policy-check --help`.
 */
import os from 'node:os';
import path from 'node:path';
import { rendersAnything, type Config } from '../inputs/config.js';
import { loadConfig } from '../detect/load.js';
import { defaultEnvironment } from '../inputs/read.js';
import type { Stage } from '../pipeline/check-repository.js';
import { installAndCheck, KyvernoInstallError } from '../pipeline/install-and-check.js';
import { finishReport } from '../files/finish.js';
import { fixManifests } from './fix.js';
import { detectionLine } from '../report/detection-section.js';
import { renderTerminal, shouldUseColor } from '../report/terminal.js';
import { runProcess } from '../process/run-process.js';
import { localDefaults, parseCliArgs, USAGE, type CliArgs } from './args.js';
import { initCommand } from './init.js';
import { migrateCommand } from './migrate.js';
import { rewriteWorkflowCommands } from './workflow-commands.js';

export const EXIT = { pass: 0, fail: 1, usage: 2, install: 3 } as const;

const err = (message: string) => process.stderr.write(`${message}\n`);

/** Where the local mode keeps the Kyverno tool cache when not on a runner. */
function ensureToolCacheEnv(): void {
  const cache = path.join(
    process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
    'kyverno-policy-check',
  );
  process.env.RUNNER_TOOL_CACHE ||= path.join(cache, 'tool-cache');
  process.env.RUNNER_TEMP ||= path.join(os.tmpdir(), 'kyverno-policy-check');
}

/** A progress line on stderr that rewrites itself on a terminal. */
function progressReporter(): (stage: Stage, done: number, total: number) => void {
  if (!process.stderr.isTTY) return () => undefined;
  return (stage, done, total) => {
    const label = stage === 'test' ? 'kyverno test' : 'kyverno apply';
    process.stderr.write(`\r\u001b[2K${label}: ${done}/${total}`);
    if (done === total) process.stderr.write('\r\u001b[2K');
  };
}

/** The commit `ref` names in the clone at `workspace`; `flag` names the option in the error. */
async function revParse(workspace: string, flag: string, ref: string): Promise<string> {
  const result = await runProcess('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: workspace,
  });
  if (result.exitCode !== 0)
    throw new Error(`${flag}: git cannot find ${ref}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

/**
 * With `--base REF` (else `--baseline REF`): compare REF..HEAD as a push would, so
 * `--scope changed` has a change set and the baseline knows the renamed files.
 */
async function localEvent(workspace: string, base: string | undefined, flag: string) {
  if (!base) return { name: 'local', payload: {} };
  const before = await revParse(workspace, `${flag} ${base}`, base);
  const after = await revParse(workspace, `${flag} ${base}`, 'HEAD');
  return { name: 'push', payload: { before, after } };
}

export async function main(argv: readonly string[]): Promise<number> {
  if (argv[0] === 'init') return initCommand(argv.slice(1), process.cwd());
  if (argv[0] === 'migrate') {
    ensureToolCacheEnv();
    return migrateCommand(argv.slice(1));
  }
  let args: CliArgs;
  let config: Config;
  let event: Awaited<ReturnType<typeof localEvent>>;
  try {
    args = parseCliArgs(argv);
    if (args.help) {
      process.stdout.write(USAGE);
      return EXIT.pass;
    }
    config = await loadConfig(
      args.input,
      defaultEnvironment({ ...process.env, GITHUB_WORKSPACE: process.cwd() }),
      { defaults: localDefaults },
    );
    event = await localEvent(
      config.workspace,
      args.base ?? args.baseline,
      args.base ? '--base' : '--baseline',
    );
    if (args.baseline) {
      const commit = await revParse(config.workspace, `--baseline ${args.baseline}`, args.baseline);
      config = { ...config, baseline: { mode: 'auto', commit } };
    }
  } catch (error) {
    err(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  // Detection's `tests` is the whole workspace; with no suite found there, it is nothing.
  const detection = config.detection;
  const noSuites =
    config.tests.dirs.length === 0 ||
    (detection?.used.includes('tests') === true && detection.found.tests.length === 0);
  if (noSuites && config.apply.manifests.length === 0 && !rendersAnything(config)) {
    err(
      `Nothing to check: give --tests and/or --policies with --manifests, --helm-charts or --kustomizations.\n\n${USAGE}`,
    );
    return EXIT.usage;
  }
  const detected = detectionLine(config.detection);
  if (detected) err(detected);
  for (const warning of config.warnings) err(`warning: ${warning}`);
  ensureToolCacheEnv();
  const logger = {
    info: err,
    debug: () => undefined,
    warning: (m: string) => err(`Warning: ${m}`),
  };
  let checked: Awaited<ReturnType<typeof installAndCheck>>;
  try {
    checked = await installAndCheck(config, {
      install: { token: process.env.GITHUB_TOKEN ?? '', logger, addPath: () => undefined },
      check: {
        event,
        repo: { owner: '', repo: '' },
        logger: { info: err },
        onProgress: progressReporter(),
      },
    });
  } catch (error) {
    if (error instanceof KyvernoInstallError) {
      err(`Could not install Kyverno: ${error.message}`);
      if (!config.install.path)
        err('Pass --kyverno-path to use a Kyverno binary you already have.');
      return EXIT.install;
    }
    // What fails the action's step (e.g. require-tests with no suite) fails the command.
    err(`error: ${(error as Error).message}`);
    return EXIT.fail;
  }
  const { kyverno, report } = checked;
  const explicit = (name: string) => args.input(name) !== '';
  const { verdict: outcome, files } = await finishReport(
    report,
    config.report,
    {
      ...(explicit('json-file') && { jsonFile: config.report.jsonFile }),
      ...(config.report.junitFile && { junitFile: config.report.junitFile }),
      ...(config.report.sarifFile && { sarifFile: config.report.sarifFile }),
    },
    kyverno,
  );
  for (const warning of files.warnings) err(`warning: ${warning}`);
  process.stdout.write(
    renderTerminal(report, {
      verdict: outcome,
      color: args.color ?? shouldUseColor(process.stdout, process.env),
      kyverno,
    }),
  );
  if (args.fix) {
    const fixed = await fixManifests(config.workspace, report.mutations ?? []);
    for (const line of fixed.lines) process.stdout.write(`${line}\n`);
  }
  return outcome.failed ? EXIT.fail : EXIT.pass;
}

rewriteWorkflowCommands(process.stdout);
process.exitCode = await main(process.argv.slice(2));
