import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  loadGitHubRun
} from "./chunk-DGWWHXYS.js";
import {
  defaultEnvironment,
  installAndCheck,
  loadConfig
} from "./chunk-ZNNO5FIA.js";
import "./chunk-PK42BOQQ.js";
import {
  coverageOutput
} from "./chunk-RQPWM56H.js";
import {
  core_exports,
  getInput,
  group,
  info,
  setFailed,
  setOutput,
  warning
} from "./chunk-KO5QH5DI.js";
import "./chunk-AKNTW45J.js";
import "./chunk-6B5PNUJ7.js";
import "./chunk-TEKLKG2I.js";
import "./chunk-JGL2GAG7.js";
import "./chunk-G7472JVO.js";
import "./chunk-WOVFLSLH.js";
import "./chunk-XSHFO76L.js";
import "./chunk-XCHPQIMB.js";
import "./chunk-R2KTKNWY.js";
import "./chunk-PE3WTNPT.js";
import "./chunk-KUDXUIRI.js";
import "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import "./chunk-A4PJROQA.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import "./chunk-DUEHMRHB.js";

// src/github/open-client.ts
async function openGitHubClient(options) {
  const { createGitHubClient } = await import("./client-6IIWQDXT.js");
  return createGitHubClient(options);
}

// src/main.ts
function loadRun(config) {
  const run2 = loadGitHubRun(process.env, {
    ...config.pullRequestNumber !== void 0 && {
      pullRequestNumber: config.pullRequestNumber
    }
  });
  if (!run2) return void 0;
  if (!config.githubToken) return run2;
  const token = config.githubToken;
  let opened;
  const client = () => {
    opened ??= (async () => {
      const octokit = await openGitHubClient({ token, apiUrl: run2.ctx.apiUrl, log: info });
      const [{ pullFilesOnce }, { earlyCheckRunFor }] = await Promise.all([
        import("./pull-files-IKJCW4RH.js"),
        import("./early-check-run-XO7L472R.js")
      ]);
      return {
        octokit,
        pullFiles: pullFilesOnce(octokit, run2.ctx),
        earlyCheckRun: earlyCheckRunFor(run2.ctx, config.report, octokit, info)
      };
    })();
    opened.catch(() => void 0);
    return opened;
  };
  return { ...run2, client, openedClient: () => opened };
}
var loadReporting = () => Promise.all([
  import("./finish-MCEAN4RD.js"),
  import("./publish-XR6BVICR.js"),
  import("./verdict-OJFZN6GA.js")
]);
async function obtainReport(config, run2, whileKyvernoRuns) {
  const client = run2?.client;
  if (config.mergeResults) {
    const { mergeShardResults } = await import("./merge-R3GHJSWP.js");
    const { resolveResultFiles } = await import("./result-files-OFVQ5ZW3.js");
    const files = await resolveResultFiles(config.mergeResults, config.workspace);
    info(`Merging ${files.length} shard result file(s): ${files.join(", ")}`);
    return { report: await mergeShardResults(files) };
  }
  if (config.resultsFile) {
    info(`Publishing the results in ${config.resultsFile}`);
    const { readJsonReport } = await import("./json-report-VTHOIPXH.js");
    return { report: await readJsonReport(config.resultsFile) };
  }
  return installAndCheck(config, {
    install: { token: config.githubToken },
    onKyverno: (kyverno) => {
      setOutput("kyverno-version", kyverno.version);
      if (!run2) {
        throw new Error(
          "GITHUB_REPOSITORY is not set: the action runs in GitHub Actions. To check a repository elsewhere, use the local mode (`npx kyverno-policy-check --help`)."
        );
      }
    },
    check: {
      event: { name: run2?.ctx.eventName ?? "", payload: run2?.payload },
      repo: { owner: run2?.ctx.owner ?? "", repo: run2?.ctx.repo ?? "" },
      // Reading the pull request's files works with any token, read-only ones included.
      ...client && {
        listPullFiles: async (pullNumber) => (await client()).pullFiles(pullNumber),
        onEarlyResults: (results) => {
          void client().then((ready) => ready.earlyCheckRun?.annotate(results));
        }
      },
      logger: core_exports
    },
    around: (check) => group("Run Kyverno", check),
    whileKyvernoRuns
  });
}
function setCountOutputs(report) {
  const { summary } = report;
  setOutput("passed", summary.pass);
  setOutput("failed", summary.fail);
  setOutput("warned", summary.warn);
  setOutput("errored", summary.error);
  setOutput("skipped", summary.skip);
  setOutput("total", report.results.length);
  const upgrade = (type) => report.results.filter((result) => result.upgrade?.type === type).length;
  setOutput("deprecated", upgrade("deprecation"));
  setOutput("upgrade-changes", upgrade("change"));
  setOutput("coverage", coverageOutput(report.coverage));
  setOutput("mutated", report.mutations?.length ?? 0);
}
async function run() {
  let run2;
  try {
    const config = await loadConfig((name) => getInput(name), defaultEnvironment());
    for (const warning2 of config.warnings) warning(warning2);
    run2 = loadRun(config);
    let reporting;
    const startReporting = () => {
      void run2?.client?.();
      reporting ??= loadReporting();
      reporting.catch(() => void 0);
      return reporting;
    };
    const { report, kyverno } = await obtainReport(config, run2, startReporting);
    const [{ finishReport }, { createCoreSink, publishReport }, { enforceVerdict }] = await startReporting();
    if (!kyverno) setOutput("kyverno-version", report.kyvernoVersion);
    setCountOutputs(report);
    const { verdict, files } = await finishReport(
      report,
      config.report,
      {
        jsonFile: config.report.jsonFile,
        ...config.report.junitFile && { junitFile: config.report.junitFile },
        ...config.report.sarifFile && { sarifFile: config.report.sarifFile }
      },
      kyverno
    );
    for (const warning2 of files.warnings) warning(warning2);
    if (files.jsonFile) setOutput("json-file", files.jsonFile);
    if (files.junitFile) setOutput("junit-file", files.junitFile);
    if (files.sarifFile) setOutput("sarif-file", files.sarifFile);
    const client = await run2?.client?.();
    const published = await publishReport(report, run2?.ctx, config.report, {
      verdict,
      sink: createCoreSink(core_exports),
      workspace: config.workspace,
      ...kyverno && { kyverno },
      ...client && { octokit: client.octokit, pullFiles: client.pullFiles },
      ...client?.earlyCheckRun && { earlyCheckRun: client.earlyCheckRun },
      // A report of its own: not a shard's part, nor results checked elsewhere.
      checkedWhole: !config.mergeResults && !config.resultsFile && !config.shard
    });
    if (published.checkRunUrl) setOutput("check-run-url", published.checkRunUrl);
    if (published.commentUrl) setOutput("comment-url", published.commentUrl);
    setOutput("result", verdict.failed ? "fail" : "pass");
    enforceVerdict(verdict, core_exports);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    setFailed(message);
    const client = await run2?.openedClient?.()?.catch(() => void 0);
    await client?.earlyCheckRun?.stop(message);
  }
}

// src/index.ts
await run();
//# sourceMappingURL=index.js.map
