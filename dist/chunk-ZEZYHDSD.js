import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  PULL_FILES_LIMIT
} from "./chunk-XCHCVFG7.js";

// src/github/errors.ts
var HINTS = {
  401: "the github-token is invalid or has expired.",
  403: "the token lacks a permission or GitHub refused the request.",
  404: "the repository, commit or pull request was not found, or the token cannot see it.",
  422: "GitHub rejected the request as invalid.",
  429: "GitHub rate-limited the request and retries did not help."
};
var firstLine = (message) => (message.split("\n")[0] ?? "").replace(/ - https?:\/\/\S+$/, "");
function requestErrorText(error) {
  if (typeof error === "object" && error !== null) {
    const { status, message } = error;
    const text = typeof message === "string" ? firstLine(message) : String(error);
    return typeof status === "number" ? `HTTP ${status}: ${text}` : text;
  }
  return String(error);
}
function describeGitHubError(what, error, permission) {
  const { status, message } = error ?? {};
  const detail = firstLine(message ?? String(error)).trim();
  const statusText = status === void 0 ? "" : `${status} `;
  let hint = status === void 0 ? "" : HINTS[status] ?? "";
  if (status !== void 0 && status >= 500) hint = "GitHub failed to answer, even after retries.";
  if (status === 403 && /rate limit/i.test(detail)) {
    hint = HINTS[429] ?? "";
  } else if (status === 403 && permission) {
    hint = `give the job \`permissions: ${permission}\` (fork pull requests never get it: use the workflow_run pattern).`;
  }
  return `Could not ${what}: ${statusText}${detail}${hint ? `; ${hint}` : ""}`;
}

// src/github/pull-files.ts
var PER_PAGE = 100;
function toPullFile(entry) {
  if (typeof entry.filename !== "string") return void 0;
  return {
    path: entry.filename,
    status: typeof entry.status === "string" ? entry.status : "modified",
    ...typeof entry.previous_filename === "string" && { previousPath: entry.previous_filename },
    sha: typeof entry.sha === "string" ? entry.sha : "",
    ...typeof entry.patch === "string" && { patch: entry.patch }
  };
}
async function fetchPullFiles(octokit, pull) {
  const files = [];
  for (let page = 1; page <= PULL_FILES_LIMIT / PER_PAGE; page += 1) {
    let data;
    try {
      ({ data } = await octokit.request("GET /repos/{owner}/{repo}/pulls/{pull_number}/files", {
        owner: pull.owner,
        repo: pull.repo,
        pull_number: pull.pullRequestNumber,
        per_page: PER_PAGE,
        page
      }));
    } catch (error) {
      return { ok: false, reason: `the GitHub API failed: ${requestErrorText(error)}`, error };
    }
    if (!Array.isArray(data)) return { ok: false, reason: "the GitHub API sent no file list" };
    for (const entry of data) {
      const file = toPullFile(entry);
      if (file) files.push(file);
    }
    if (data.length < PER_PAGE) return { ok: true, files, capped: false };
  }
  return { ok: true, files, capped: true };
}
function pullFilesOnce(octokit, repo) {
  const listed = /* @__PURE__ */ new Map();
  return (pullRequestNumber) => {
    const known = listed.get(pullRequestNumber);
    if (known) return known;
    const listing = fetchPullFiles(octokit, { ...repo, pullRequestNumber }).then((outcome) => {
      if (!outcome.ok) listed.delete(pullRequestNumber);
      return outcome;
    });
    listed.set(pullRequestNumber, listing);
    return listing;
  };
}

export {
  describeGitHubError,
  fetchPullFiles,
  pullFilesOnce
};
//# sourceMappingURL=chunk-ZEZYHDSD.js.map
