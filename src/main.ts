/**
 * The action's entry: read inputs, get a report (run Kyverno, or merge/publish earlier results),
 * write the report files, publish, and apply the verdict. Only wiring lives here.
 */
import * as core from '@actions/core';
import type { Octokit } from './github/client.js';
import { loadGitHubRun, type GitHubContext } from './github/context.js';
import { openGitHubClient } from './github/open-client.js';
import { pullFilesOnce, type PullFilesSource } from './github/pull-files.js';
import { createCoreSink, publishReport } from './github/publish.js';
import type { Config } from './inputs/config.js';
import { loadConfig } from './detect/load.js';
import { defaultEnvironment } from './inputs/read.js';
import type { KyvernoInfo, RunReport } from './model/report.js';
import { installAndCheck } from './pipeline/install-and-check.js';
import { finishReport } from './files/finish.js';
import { enforceVerdict } from './verdict/verdict.js';
import { coverageOutput } from './model/coverage.js';

interface Obtained {
  report: RunReport;
  kyverno?: KyvernoInfo;
}

/** The workflow run, read once: its context, its event payload and the one API client. */
interface GitHubRun {
  ctx: GitHubContext;
  payload: unknown;
  /** Absent without a token. Reads work with any token; `publishReport` writes only with a writable one. */
  octokit?: Octokit;
  /** The pull request's files, listed once for the changed files and the suggestions' diffs. */
  pullFiles?: PullFilesSource;
}

async function loadRun(config: Config): Promise<GitHubRun | undefined> {
  const run = loadGitHubRun(process.env, {
    ...(config.pullRequestNumber !== undefined && {
      pullRequestNumber: config.pullRequestNumber,
    }),
  });
  if (!run) return undefined;
  if (!config.githubToken) return run;
  const octokit = await openGitHubClient({
    token: config.githubToken,
    apiUrl: run.ctx.apiUrl,
    log: core.info,
  });
  return { ...run, octokit, pullFiles: pullFilesOnce(octokit, run.ctx) };
}

async function obtainReport(config: Config, run: GitHubRun | undefined): Promise<Obtained> {
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
      ...(run?.pullFiles && { listPullFiles: run.pullFiles }),
      logger: core,
    },
    around: (check) => core.group('Run Kyverno', check),
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
  try {
    const config = await loadConfig((name) => core.getInput(name), defaultEnvironment());
    for (const warning of config.warnings) core.warning(warning);
    const run = await loadRun(config);
    const { report, kyverno } = await obtainReport(config, run);
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
    const published = await publishReport(report, run?.ctx, config.report, {
      verdict,
      sink: createCoreSink(core),
      workspace: config.workspace,
      ...(kyverno && { kyverno }),
      ...(run?.octokit && { octokit: run.octokit }),
      ...(run?.pullFiles && { pullFiles: run.pullFiles }),
      // A report of its own: not a shard's part, nor results checked elsewhere.
      checkedWhole: !config.mergeResults && !config.resultsFile && !config.shard,
    });
    if (published.checkRunUrl) core.setOutput('check-run-url', published.checkRunUrl);
    if (published.commentUrl) core.setOutput('comment-url', published.commentUrl);
    core.setOutput('result', verdict.failed ? 'fail' : 'pass');
    enforceVerdict(verdict, core);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
