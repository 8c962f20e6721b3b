/**
 * The action's entry: read inputs, get a report (run Kyverno, or merge/publish earlier results),
 * write the report files, publish, and apply the verdict. Only wiring lives here.
 */
import * as core from '@actions/core';
import type { Octokit } from './github/client.js';
import { loadGitHubRun, type GitHubContext } from './github/context.js';
import { openGitHubClient } from './github/open-client.js';
import type { EarlyCheckRun } from './github/early-check-run.js';
import type { PullFilesSource } from './github/pull-files.js';
import type { Config } from './inputs/config.js';
import { loadConfig } from './detect/load.js';
import { defaultEnvironment } from './inputs/read.js';
import type { KyvernoInfo, RunReport } from './model/report.js';
import { installAndCheck } from './pipeline/install-and-check.js';
import { coverageOutput } from './model/coverage.js';

interface Obtained {
  report: RunReport;
  kyverno?: KyvernoInfo;
}

/** The API client, and the pull request's files listed once (changed files, suggestions). */
interface GitHubClient {
  /** Reads work with any token; `publishReport` writes only with a writable one. */
  octokit: Octokit;
  pullFiles: PullFilesSource;
  /** Annotates the check run while Kyverno runs, when results are known early and it may. */
  earlyCheckRun?: EarlyCheckRun | undefined;
}

/** The workflow run, read once: its context, its event payload and the one API client. */
interface GitHubRun {
  ctx: GitHubContext;
  payload: unknown;
  /**
   * Absent without a token. Octokit and its plugins are the largest chunk of dist/: they load on
   * first use (the pull request's files, while the head is planned) or once Kyverno's processes
   * have started, not before `kyverno version` and `kyverno test` start.
   */
  client?: () => Promise<GitHubClient>;
  /** The client if it was asked for. */
  openedClient?: () => Promise<GitHubClient> | undefined;
}

function loadRun(config: Config): GitHubRun | undefined {
  const run = loadGitHubRun(process.env, {
    ...(config.pullRequestNumber !== undefined && {
      pullRequestNumber: config.pullRequestNumber,
    }),
  });
  if (!run) return undefined;
  if (!config.githubToken) return run;
  const token = config.githubToken;
  let opened: Promise<GitHubClient> | undefined;
  const client = (): Promise<GitHubClient> => {
    opened ??= (async () => {
      const octokit = await openGitHubClient({ token, apiUrl: run.ctx.apiUrl, log: core.info });
      const [{ pullFilesOnce }, { earlyCheckRunFor }] = await Promise.all([
        import('./github/pull-files.js'),
        import('./github/early-check-run.js'),
      ]);
      return {
        octokit,
        pullFiles: pullFilesOnce(octokit, run.ctx),
        earlyCheckRun: earlyCheckRunFor(run.ctx, config.report, octokit, core.info),
      };
    })();
    // Unread if the run fails before publishing.
    opened.catch(() => undefined);
    return opened;
  };
  return { ...run, client, openedClient: () => opened };
}

/** The finish and publish steps' code. */
const loadReporting = () =>
  Promise.all([
    import('./files/finish.js'),
    import('./github/publish.js'),
    import('./verdict/verdict.js'),
  ]);

async function obtainReport(
  config: Config,
  run: GitHubRun | undefined,
  whileKyvernoRuns: () => void,
): Promise<Obtained> {
  const client = run?.client;
  if (config.mergeResults) {
    const { mergeShardResults } = await import('./merge/merge.js');
    const { resolveResultFiles } = await import('./merge/result-files.js');
    const files = await resolveResultFiles(config.mergeResults, config.workspace);
    core.info(`Merging ${files.length} shard result file(s): ${files.join(', ')}`);
    return { report: await mergeShardResults(files) };
  }
  if (config.resultsFile) {
    core.info(`Publishing the results in ${config.resultsFile}`);
    const { readJsonReport } = await import('./parse/json-report.js');
    return { report: await readJsonReport(config.resultsFile) };
  }
  return installAndCheck(config, {
    install: { token: config.githubToken },
    onKyverno: (kyverno) => {
      core.setOutput('kyverno-version', kyverno.version);
      if (!run) {
        throw new Error(
          'GITHUB_REPOSITORY is not set: the action runs in GitHub Actions. To check a repository ' +
            'elsewhere, use the local mode (`npx kyverno-policy-check --help`).',
        );
      }
    },
    check: {
      event: { name: run?.ctx.eventName ?? '', payload: run?.payload },
      repo: { owner: run?.ctx.owner ?? '', repo: run?.ctx.repo ?? '' },
      // Reading the pull request's files works with any token, read-only ones included.
      ...(client && {
        listPullFiles: async (pullNumber: number) => (await client()).pullFiles(pullNumber),
        onEarlyResults: (results) => {
          void client().then((ready) => ready.earlyCheckRun?.annotate(results));
        },
      }),
      logger: core,
    },
    around: (check) => core.group('Run Kyverno', check),
    whileKyvernoRuns,
  });
}

function setCountOutputs(report: RunReport): void {
  const { summary } = report;
  core.setOutput('passed', summary.pass);
  core.setOutput('failed', summary.fail);
  core.setOutput('warned', summary.warn);
  core.setOutput('errored', summary.error);
  core.setOutput('skipped', summary.skip);
  core.setOutput('total', report.results.length);
  const upgrade = (type: string) =>
    report.results.filter((result) => result.upgrade?.type === type).length;
  core.setOutput('deprecated', upgrade('deprecation'));
  core.setOutput('upgrade-changes', upgrade('change'));
  core.setOutput('coverage', coverageOutput(report.coverage));
  core.setOutput('mutated', report.mutations?.length ?? 0);
}

export async function run(): Promise<void> {
  let run: GitHubRun | undefined;
  try {
    const config = await loadConfig((name) => core.getInput(name), defaultEnvironment());
    for (const warning of config.warnings) core.warning(warning);
    run = loadRun(config);
    // The finish and publish steps' code (and the API client) loads while Kyverno runs (in a child
    // process), not before; with nothing to check, while `kyverno version` does. Unread if the run
    // fails first, hence the no-op catch.
    let reporting: ReturnType<typeof loadReporting> | undefined;
    const startReporting = () => {
      void run?.client?.();
      reporting ??= loadReporting();
      reporting.catch(() => undefined);
      return reporting;
    };
    const { report, kyverno } = await obtainReport(config, run, startReporting);
    const [{ finishReport }, { createCoreSink, publishReport }, { enforceVerdict }] =
      await startReporting();
    // Merged or published results carry the version of the Kyverno that produced them.
    if (!kyverno) core.setOutput('kyverno-version', report.kyvernoVersion);
    setCountOutputs(report);

    const { verdict, files } = await finishReport(
      report,
      config.report,
      {
        jsonFile: config.report.jsonFile,
        ...(config.report.junitFile && { junitFile: config.report.junitFile }),
        ...(config.report.sarifFile && { sarifFile: config.report.sarifFile }),
      },
      kyverno,
    );
    for (const warning of files.warnings) core.warning(warning);
    if (files.jsonFile) core.setOutput('json-file', files.jsonFile);
    if (files.junitFile) core.setOutput('junit-file', files.junitFile);
    if (files.sarifFile) core.setOutput('sarif-file', files.sarifFile);

    // `publishReport` writes checks and comments only when the token may (not on forks).
    const client = await run?.client?.();
    const published = await publishReport(report, run?.ctx, config.report, {
      verdict,
      sink: createCoreSink(core),
      workspace: config.workspace,
      ...(kyverno && { kyverno }),
      ...(client && { octokit: client.octokit, pullFiles: client.pullFiles }),
      ...(client?.earlyCheckRun && { earlyCheckRun: client.earlyCheckRun }),
      // A report of its own: not a shard's part, nor results checked elsewhere.
      checkedWhole: !config.mergeResults && !config.resultsFile && !config.shard,
    });
    if (published.checkRunUrl) core.setOutput('check-run-url', published.checkRunUrl);
    if (published.commentUrl) core.setOutput('comment-url', published.commentUrl);
    core.setOutput('result', verdict.failed ? 'fail' : 'pass');
    enforceVerdict(verdict, core);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    core.setFailed(message);
    // A check run opened while Kyverno ran is not left in progress.
    const client = await run?.openedClient?.()?.catch(() => undefined);
    await client?.earlyCheckRun?.stop(message);
  }
}
