/**
 * What the action and local mode both do before reporting: install Kyverno (and the second
 * Kyverno of the upgrade preview) while planning the check, then check the repository; Helm and
 * Kustomize install when a planned render first needs them.
 */
import type { Config } from '../inputs/config.js';
import { compareInstallConfig, installCompareKyverno } from '../install/compare.js';
import { installKyverno, type InstallDeps } from '../install/index.js';
import { renderToolInstaller } from '../install/render-tools.js';
import type { KyvernoInfo, RunReport } from '../model/report.js';
import { runProcess, type ProcessRunner } from '../process/run-process.js';
import { plansKyverno, type PlanDeps } from '../stage/stage.js';

/** Kyverno could not be installed: the run stops before anything is checked. */
export class KyvernoInstallError extends Error {}

export interface InstallAndCheckOptions {
  /** How the installers log, add to PATH, authenticate and run Kyverno's version query. */
  install: Partial<Pick<InstallDeps, 'token' | 'logger' | 'addPath' | 'runProcess'>>;
  /** Everything the check needs but the installed tools. */
  check: PlanDeps;
  /** Called once Kyverno is installed, before anything else; may throw to stop the run. */
  onKyverno?: (kyverno: KyvernoInfo) => void;
  /** Wraps the check itself (e.g. in a log group). */
  around?: (check: () => Promise<RunReport>) => Promise<RunReport>;
  /**
   * Called once the check has started its first processes (Kyverno's, or a renderer's): the
   * caller's code to load meanwhile, which would otherwise delay their start. When the head's plan
   * runs no Kyverno at all, it is called as soon as that is known, while `kyverno version` may
   * still run. Called at most once.
   */
  whileKyvernoRuns?: () => void;
}

export async function installAndCheck(
  config: Config,
  options: InstallAndCheckOptions,
): Promise<{ kyverno: KyvernoInfo; report: RunReport }> {
  // The check's code (every stage, and what each imports up front) is read and compiled while the
  // install's first process (`kyverno version`) runs in a child, not before it: loading modules
  // holds the event loop, and started first it would delay the spawn instead. A failed install
  // leaves this promise unread: the no-op catch keeps it from being an unhandled rejection.
  let processStarted!: () => void;
  const started = new Promise<void>((resolve) => (processStarted = resolve));
  const runner: ProcessRunner = (command, args, runOptions) => {
    const running = (options.install.runProcess ?? runProcess)(command, args, runOptions);
    processStarted();
    return running;
  };
  const installing = installKyverno(config.install, { ...options.install, runProcess: runner });
  const checking = started.then(() => import('./check-repository.js'));
  // The head is planned (changed files, suites, policies) while `kyverno version` runs; its log
  // lines are held until the check's own log (its group) opens, and go straight to it after.
  const held: string[] = [];
  let planLine = (line: string): void => {
    held.push(line);
  };
  const planning = checking.then(({ planCheck }) =>
    planCheck(config, { ...options.check, logger: { info: (line) => planLine(line) } }),
  );
  checking.catch(() => undefined);
  planning.catch(() => undefined);
  const whileKyvernoRuns = options.whileKyvernoRuns && once(options.whileKyvernoRuns);
  // A plan with nothing to test or apply starts nothing for that code to wait for.
  void planning.then(
    ({ plan }) => {
      if (!plansKyverno(plan)) whileKyvernoRuns?.();
    },
    () => undefined,
  );
  let kyverno: KyvernoInfo;
  try {
    kyverno = await installing;
  } catch (error) {
    throw new KyvernoInstallError((error as Error).message, { cause: error });
  }
  options.onKyverno?.(kyverno);
  const { token, logger, addPath } = options.install;
  const compareInstall = compareInstallConfig(config);
  const compare =
    compareInstall &&
    (await installCompareKyverno(compareInstall, {
      ...(token !== undefined && { token }),
      ...(logger && { logger }),
    }));
  const renderTools = renderToolInstaller(config, {
    ...(logger && { logger }),
    ...(addPath && { addPath }),
  });
  const { checkRepository } = await checking;
  const check = () => {
    planLine = (line) => options.check.logger.info(line);
    for (const line of held.splice(0)) planLine(line);
    return checkRepository(
      config,
      {
        ...options.check,
        runner: firstStartedThen(options.check.runner ?? runProcess, whileKyvernoRuns),
        kyverno,
        ...(compare && { compare }),
        renderTools,
      },
      planning,
    );
  };
  const report = await (options.around ? options.around(check) : check());
  return { kyverno, report };
}

function once(call: () => void): () => void {
  let called = false;
  return () => {
    if (!called) call();
    called = true;
  };
}

/**
 * `runner`, calling `then` (made callable once, above) after its first process has started, on the
 * event loop's next turn: the other processes started on the same path (one per parallel slot)
 * start first.
 */
function firstStartedThen(runner: ProcessRunner, then: (() => void) | undefined): ProcessRunner {
  return (command, args, runOptions) => {
    const running = runner(command, args, runOptions);
    if (then) setImmediate(then);
    return running;
  };
}
