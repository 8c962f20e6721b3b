/**
 * The action's entry: read inputs, get a report (run Kyverno, or merge/publish earlier results),
 * write the report files, publish, and apply the verdict. Only wiring lives here.
 */
import * as core from '@actions/core';
import * as github from '@actions/github';
import { clientForRun, createGitHubClient } from './github/client.js';
import { loadGitHubContext } from './github/context.js';
import { createCoreSink, publishReport } from './github/publish.js';
import type { Config } from './inputs/config.js';
import { defaultEnvironment, readConfig } from './inputs/read.js';
import { installKyverno } from './install/index.js';
import { mergeShardResults } from './merge/merge.js';
import { resolveResultFiles } from './merge/result-files.js';
import type { KyvernoInfo, RunReport } from './model/report.js';
import { checkRepository } from './pipeline/check-repository.js';
import { readJsonReport } from './parse/json-report.js';
import { writeReportFiles } from './files/report-files.js';
import { enforceVerdict } from './verdict/verdict.js';

interface Obtained {
  report: RunReport;
  kyverno?: KyvernoInfo;
}

async function obtainReport(config: Config): Promise<Obtained> {
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
  const { owner, repo } = github.context.repo;
  const report = await core.group('Run Kyverno', () =>
    checkRepository(config, {
      kyverno,
      event: { name: github.context.eventName, payload: github.context.payload },
      repo: { owner, repo },
      // Reading the pull request's files works with any token, read-only ones included.
      ...(config.githubToken && {
        octokit: createGitHubClient({
          token: config.githubToken,
          apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com',
          log: core.info,
        }),
      }),
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
}

export async function run(): Promise<void> {
  try {
    const config = readConfig((name) => core.getInput(name), defaultEnvironment());
    for (const warning of config.warnings) core.warning(warning);
    const ctx = loadGitHubContext(process.env, {
      ...(config.pullRequestNumber !== undefined && {
        pullRequestNumber: config.pullRequestNumber,
      }),
    });
    const { report, kyverno } = await obtainReport(config);
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

    const octokit = clientForRun(config.githubToken, ctx, core.info);
    const published = await publishReport(report, ctx, config.report, {
      sink: createCoreSink(core),
      ...(kyverno && { kyverno }),
      ...(octokit && { octokit }),
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
