import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  addFileGroups,
  addFixed,
  addMutationSection,
  addPolicyReasons,
  addTestDiffSection,
  addUpgradeSection,
  failuresOf,
  glanceHeadline,
  mutationHeadline,
  warningsOf
} from "./chunk-643TNH55.js";
import {
  BoundedMarkdown,
  link,
  truncateBytes
} from "./chunk-GSWZM5HV.js";
import {
  escapeHtmlComment
} from "./chunk-QBE5E75G.js";

// src/report/comment.ts
var COMMENT_LIMIT = 65536;
var MAX_ROWS = 50;
var MAX_FIXED_ROWS = 20;
var MAX_DIFFS = 10;
function commentMarker(ctx, checkName) {
  const part = (name, value) => `${name}=${escapeHtmlComment(value)}`;
  return `<!-- kyverno-policy-check ${part("workflow", ctx.workflow)} ${part("job", ctx.job)} ${part("check", checkName)} -->`;
}
function renderComment(report, marker, options) {
  const summaryLink = options.runUrl ? link("job summary", options.runUrl) : "job summary";
  const doc = new BoundedMarkdown(
    COMMENT_LIMIT,
    "to keep this comment short (GitHub's limit is 65,536 characters)"
  );
  doc.add(`${marker}
`);
  doc.add(glanceHeadline(options.title, report, options.verdict));
  doc.add(mutationHeadline(report));
  doc.add(`${options.verdict.reason}

`);
  addUpgradeSection(doc, report);
  const shown = [
    ...failuresOf(report),
    ...warningsOf(report).filter((result) => result.upgrade?.type !== "deprecation")
  ];
  addPolicyReasons(doc, report, shown);
  const restPointer = `in the ${summaryLink}`;
  addFileGroups(doc, shown, {
    target: options.target,
    maxRows: MAX_ROWS,
    maxMessage: 200,
    restPointer
  });
  addFixed(doc, report.fixed ?? [], { maxRows: MAX_FIXED_ROWS, restPointer });
  const diffs = {
    ...options.target && { target: options.target },
    maxResources: MAX_DIFFS,
    restPointer
  };
  addTestDiffSection(doc, report, diffs);
  addMutationSection(doc, report, diffs);
  const commit = options.target?.headSha ? ` for commit ${options.target.headSha.slice(0, 7)}` : "";
  doc.add(
    `<sub>Updated${commit} by ${options.runUrl ? link("this workflow run", options.runUrl) : "the latest run"}; this comment is kept up to date on every run.</sub>
`
  );
  return truncateBytes(doc.toString(`The ${summaryLink} lists every result.`), COMMENT_LIMIT);
}

// src/github/comment.ts
function statusOf(error) {
  const status = error?.status;
  return typeof status === "number" ? status : void 0;
}
async function resolveCommentAuthor(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: "user", login: data.login };
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 404) return { kind: "bot" };
    throw error;
  }
}
function commentAuthorOnce(octokit, known) {
  let author = known;
  return async () => author ??= await resolveCommentAuthor(octokit);
}
var normalizeLogin = (login) => login.toLowerCase().replace(/\[bot\]$/, "");
function writtenBy(user, author) {
  if (!user) return false;
  if (author.kind === "user") return normalizeLogin(user.login) === normalizeLogin(author.login);
  return user.type === "Bot" || /\[bot\]$/i.test(user.login);
}
async function findStickyComment(octokit, target, marker, author) {
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.pullRequestNumber,
    per_page: 100
  });
  for await (const { data } of pages) {
    const found = data.find(
      (comment) => comment.body?.includes(marker) && writtenBy(comment.user, author)
    );
    if (found) return { id: found.id, url: found.html_url };
  }
  return void 0;
}
async function upsertStickyComment(octokit, request) {
  const author = request.author ?? await resolveCommentAuthor(octokit);
  const existing = await findStickyComment(octokit, request, request.marker, author);
  const body = truncateBytes(request.body, COMMENT_LIMIT);
  if (existing) {
    const { data: data2 } = await octokit.rest.issues.updateComment({
      owner: request.owner,
      repo: request.repo,
      comment_id: existing.id,
      body
    });
    return { action: "updated", id: data2.id, url: data2.html_url };
  }
  if (!request.create) {
    return { action: "skipped", reason: "nothing failed and no earlier comment exists" };
  }
  const { data } = await octokit.rest.issues.createComment({
    owner: request.owner,
    repo: request.repo,
    issue_number: request.pullRequestNumber,
    body
  });
  return { action: "created", id: data.id, url: data.html_url };
}

export {
  commentMarker,
  renderComment,
  commentAuthorOnce,
  writtenBy,
  upsertStickyComment
};
//# sourceMappingURL=chunk-V4KCILKV.js.map
