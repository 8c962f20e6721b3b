/**
 * The action's entry: read inputs, get a report (run Kyverno, or merge/publish earlier results),
 * write the report files, publish, and apply the verdict. Only wiring lives here.
 */
import * as core from '@actions/core';
import { createGitHubClient, type Octokit } from './github/client.js';
import { loadGitHubRun, type GitHubContext } from './github/context.js';
import { createCoreSink, publishReport } from './github/publish.js';
import type { Config } from './inputs/config.js';
import { defaultEnvironment, readConfig } from './inputs/read.js';
import { installKyverno } from './install/index.js';
import { compareInstallConfig, installCompareKyverno } from './install/compare.js';
import { mergeShardResults } from './merge/merge.js';
import { resolveResultFiles } from './merge/result-files.js';
import type { KyvernoInfo, RunReport } from './model/report.js';
import { checkRepository } from './pipeline/check-repository.js';
import { installRenderTools } from './pipeline/render-tools.js';
import { readJsonReport } from './parse/json-report.js';
import { writeReportFiles } from './files/report-files.js';
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
}

function loadRun(config: Config): GitHubRun | undefined {
  const run = loadGitHubRun(process.env, {
    ...(config.pullRequestNumber !== undefined && {
      pullRequestNumber: config.pullRequestNumber,
    }),
  });
  if (!run) return undefined;
  if (!config.githubToken) return run;
  const octokit = createGitHubClient({
    token: config.githubToken,
    apiUrl: run.ctx.apiUrl,
    log: core.info,
  });
  return { ...run, octokit };
}

async function obtainReport(config: Config, run: GitHubRun | undefined): Promise<Obtained> {
  if (config.mergeResults) {
    const files = await resolveResultFiles(config.mergeResults, config.workspace);
    core.info(`Merging ${files.length} shard result file(s): ${files.join(', ')}`);
    return { report: await mergeShardResults(files) };
  }
  if (config.resultsFile) {
    core.info(`Publishing the results in ${config.resultsFile}`);
    return { report: await readJsonReport(config.resultsFile) };
  }
  const kyverno = await installKyverno(config.install, { token: config.githubToken });
  core.setOutput('kyverno-version', kyverno.version);
  if (!run) {
    throw new Error(
      'GITHUB_REPOSITORY is not set: the action runs in GitHub Actions. To check a repository ' +
        'elsewhere, use the local mode (`npx kyverno-policy-check --help`).',
    );
  }
  const { ctx, payload, octokit } = run;
  const compareInstall = compareInstallConfig(config);
  const compare =
    compareInstall && (await installCompareKyverno(compareInstall, { token: config.githubToken }));
  const renderTools = await installRenderTools(config);
  const report = await core.group('Run Kyverno', () =>
    checkRepository(config, {
      kyverno,
      ...(compare && { compare }),
      renderTools,
      event: { name: ctx.eventName, payload },
      repo: { owner: ctx.owner, repo: ctx.repo },
      // Reading the pull request's files works with any token, read-only ones included.
      ...(octokit && { octokit }),
      logger: core,
    }),
  );
  return { report, kyverno };
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
}

export async function run(): Promise<void> {
  try {
    const config = readConfig((name) => core.getInput(name), defaultEnvironment());
    for (const warning of config.warnings) core.warning(warning);
    const run = loadRun(config);
    const { report, kyverno } = await obtainReport(config, run);
    // Merged or published results carry the version of the Kyverno that produced them.
    if (!kyverno) core.setOutput('kyverno-version', report.kyvernoVersion);
    setCountOutputs(report);

    const files = await writeReportFiles(report, {
      jsonFile: config.report.jsonFile,
      ...(config.report.junitFile && { junitFile: config.report.junitFile }),
    });
    for (const warning of files.warnings) core.warning(warning);
    if (files.jsonFile) core.setOutput('json-file', files.jsonFile);
    if (files.junitFile) core.setOutput('junit-file', files.junitFile);

    // `publishReport` writes checks and comments only when the token may (not on forks).
    const published = await publishReport(report, run?.ctx, config.report, {
      sink: createCoreSink(core),
      ...(kyverno && { kyverno }),
      ...(run?.octokit && { octokit: run.octokit }),
    });
    if (published.checkRunUrl) core.setOutput('check-run-url', published.checkRunUrl);
    if (published.commentUrl) core.setOutput('comment-url', published.commentUrl);
    if (published.sarifFile) core.setOutput('sarif-file', published.sarifFile);
    core.setOutput('result', published.verdict.failed ? 'fail' : 'pass');
    enforceVerdict(published.verdict, core);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
