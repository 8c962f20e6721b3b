import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/github/context.ts
var import_node_fs = __toESM(require_fs(), 1);
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_review",
  "pull_request_review_comment"
]);
var DEPENDABOT_READ_ONLY_EVENTS = /* @__PURE__ */ new Set([...PULL_REQUEST_EVENTS, "push"]);
var DEPENDABOT = "dependabot[bot]";
function readOnlyReason(eventName, actor, payload) {
  if (actor === DEPENDABOT && DEPENDABOT_READ_ONLY_EVENTS.has(eventName)) {
    return "Dependabot run";
  }
  if (!PULL_REQUEST_EVENTS.has(eventName)) return void 0;
  const head = payload.pull_request?.head?.repo?.full_name;
  const base = payload.pull_request?.base?.repo?.full_name;
  if (head === void 0 || head !== base) return "pull request from a fork";
  return void 0;
}
function pullRequestNumber(eventName, payload) {
  if (eventName === "workflow_run") return payload.workflow_run?.pull_requests?.[0]?.number;
  return payload.pull_request?.number;
}
function headSha(eventName, payload, env) {
  if (eventName === "workflow_run" && payload.workflow_run?.head_sha) {
    return payload.workflow_run.head_sha;
  }
  return payload.pull_request?.head?.sha ?? env.GITHUB_SHA ?? "";
}
function positiveNumber(value) {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}
function githubContextFrom(env, payload, overrides = {}) {
  const event = payload ?? {};
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const actor = env.GITHUB_ACTOR ?? "";
  const reason = readOnlyReason(eventName, actor, event);
  const prNumber = overrides.pullRequestNumber ?? pullRequestNumber(eventName, event);
  return {
    owner,
    repo,
    eventName,
    headSha: overrides.headSha ?? headSha(eventName, event, env),
    ...prNumber !== void 0 && { pullRequestNumber: prNumber },
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    runId: positiveNumber(env.GITHUB_RUN_ID),
    runAttempt: positiveNumber(env.GITHUB_RUN_ATTEMPT) || 1,
    workflow: env.GITHUB_WORKFLOW ?? "",
    job: env.GITHUB_JOB ?? "",
    actor,
    readOnlyToken: reason !== void 0,
    ...reason !== void 0 && { readOnlyReason: reason }
  };
}
function loadGitHubRun(env = process.env, overrides = {}) {
  if (!env.GITHUB_REPOSITORY?.includes("/")) return void 0;
  const eventPath = env.GITHUB_EVENT_PATH;
  let payload = {};
  if (eventPath) {
    try {
      payload = JSON.parse((0, import_node_fs.readFileSync)(eventPath, "utf8"));
    } catch (error) {
      throw new Error(
        `Cannot read the event payload GITHUB_EVENT_PATH=${eventPath}: ${error.message}`,
        { cause: error }
      );
    }
  }
  return { ctx: githubContextFrom(env, payload, overrides), payload };
}
function runUrl(ctx) {
  if (!ctx.runId) return void 0;
  return `${ctx.serverUrl}/${ctx.owner}/${ctx.repo}/actions/runs/${ctx.runId}`;
}

export {
  loadGitHubRun,
  runUrl
};
//# sourceMappingURL=chunk-DGWWHXYS.js.map
