import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  pullRequestFiles
} from "./chunk-XCHCVFG7.js";
import {
  gitChangedFiles,
  gitTopLevel
} from "./chunk-MJXEJRFJ.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import {
  isInside,
  toPosix
} from "./chunk-VDQOXA3B.js";
import {
  require_promises
} from "./chunk-T46JRSIG.js";
import {
  require_path
} from "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/changes/changed-files.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_path = __toESM(require_path(), 1);
var COUNTED = /* @__PURE__ */ new Set(["added", "modified", "renamed", "copied", "changed"]);
var NO_COMMIT = /^0+$/;
var FETCH_ADVICE = "Give actions/checkout `fetch-depth: 0` (or a depth that reaches the base) so the history is there.";
async function changedFiles(context, runner = runProcess) {
  const payload = context.payload ?? {};
  switch (context.eventName) {
    case "pull_request":
    case "pull_request_target":
      return pullRequestChanges(context, payload, runner);
    case "push":
      return pushChanges(context, payload, runner);
    case "merge_group": {
      const group = payload.merge_group;
      if (!group?.base_sha || !group.head_sha)
        return everything("the merge_group payload has no base_sha/head_sha");
      const range = `${short(group.base_sha)}..${short(group.head_sha)}`;
      return fromGit(
        context,
        runner,
        { base: group.base_sha, head: group.head_sha, mergeBase: false },
        `merge group ${range}`
      );
    }
    default:
      return everything(`the ${context.eventName} event has no changed files`);
  }
}
async function pullRequestChanges(context, payload, runner) {
  const pull = payload.pull_request;
  const number = pull?.number ?? payload.number;
  if (!pull || number === void 0) return everything("the event payload has no pull request");
  const notices = [];
  if (context.listPullFiles) {
    const listed = await pullRequestFiles(context.listPullFiles, {
      number,
      ...pull.changed_files === void 0 ? {} : { changedFiles: pull.changed_files }
    });
    if (listed.ok) {
      const origin = `pull request #${number} (GitHub API)`;
      return toChangeSet(context, runner, listed.changes, origin, notices);
    }
    notices.push(`Listing the pull request's files with git, because ${listed.reason}.`);
  }
  const base = pull.base?.sha;
  const head = pull.head?.sha;
  if (!base || !head) return everything("the pull request payload has no base/head SHA", notices);
  const request = { base, head, mergeBase: true, fetch: [] };
  const changes = await fromGit(context, runner, request, `pull request #${number} (git diff)`);
  changes.notices.unshift(...notices);
  return changes;
}
async function pushChanges(context, payload, runner) {
  const { before, after } = payload;
  if (!before || !after) return everything("the push payload has no before/after");
  if (NO_COMMIT.test(after)) {
    return { everything: false, files: [], removed: [], origin: "deleted ref", notices: [] };
  }
  if (!NO_COMMIT.test(before)) {
    const request2 = { base: before, head: after, mergeBase: false };
    return fromGit(context, runner, request2, `push ${short(before)}..${short(after)}`);
  }
  const branch = payload.repository?.default_branch;
  if (!branch)
    return everything("this push created a new branch and the default branch is unknown");
  if (payload.ref === `refs/heads/${branch}`) {
    return everything(`this push created the default branch ${branch}`);
  }
  const tracking = `refs/remotes/origin/${branch}`;
  const request = {
    base: tracking,
    head: after,
    mergeBase: true,
    fetch: [`+refs/heads/${branch}:${tracking}`]
  };
  const origin = `new branch, compared with its merge base with ${branch}`;
  const changes = await fromGit(context, runner, request, origin);
  if (!changes.everything) {
    changes.notices.unshift(`This push created a new branch: comparing it with ${branch}.`);
  } else {
    changes.reason = `this push created a new branch and its merge base with ${branch} could not be found (${changes.reason})`;
  }
  return changes;
}
async function fromGit(context, runner, request, origin) {
  const diff = await gitChangedFiles({ ...request, cwd: context.workspace }, runner);
  if (!diff.ok)
    return everything(`git could not list the changed files: ${diff.reason}. ${FETCH_ADVICE}`);
  return toChangeSet(context, runner, diff.changes, origin, diff.notices);
}
async function toChangeSet(context, runner, changes, origin, notices) {
  const toWorkspace = await repositoryToWorkspace(context.workspace, runner);
  const files = /* @__PURE__ */ new Set();
  const removed = /* @__PURE__ */ new Set();
  const renamed = {};
  let outside = 0;
  const add = (target, repoPath) => {
    if (repoPath === void 0) return void 0;
    const relative = toWorkspace(repoPath);
    if (relative === void 0) outside += 1;
    else target.add(relative);
    return relative;
  };
  for (const change of changes) {
    const now = COUNTED.has(change.status) ? add(files, change.path) : void 0;
    if (change.status === "removed") add(removed, change.path);
    const before = change.status === "renamed" ? add(removed, change.previousPath) : void 0;
    if (now !== void 0 && before !== void 0) renamed[now] = before;
  }
  if (outside > 0) {
    notices.push(`${outside} changed path(s) lie outside the workspace and are not checked.`);
  }
  return {
    everything: false,
    files: [...files].sort(),
    removed: [...removed].sort(),
    ...Object.keys(renamed).length > 0 && { renamed },
    origin,
    notices
  };
}
async function repositoryToWorkspace(workspace, runner) {
  const topLevel = await gitTopLevel(workspace, runner);
  const real = await (0, import_promises.realpath)(workspace).catch(() => workspace);
  const root = topLevel ? await (0, import_promises.realpath)(topLevel).catch(() => topLevel) : real;
  return (repoPath) => {
    const absolute = import_node_path.default.resolve(root, repoPath);
    return isInside(real, absolute) ? toPosix(import_node_path.default.relative(real, absolute)) : void 0;
  };
}
function everything(reason, notices = []) {
  return { everything: true, reason, notices };
}
var short = (sha) => sha.slice(0, 12);
export {
  changedFiles
};
//# sourceMappingURL=changed-files-LOTCWLYT.js.map
