import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  writtenBy
} from "./chunk-V4KCILKV.js";
import "./chunk-643TNH55.js";
import {
  MAX_REVIEW_COMMENTS,
  REVIEW_BODY_LIMIT,
  SUPERSEDED,
  renderReviewBody,
  renderSuggestionComment,
  renderSupersededBody
} from "./chunk-H5BOYRF5.js";
import "./chunk-RMBF3HT2.js";
import "./chunk-ZPHQ6KVR.js";
import "./chunk-GGA52LXN.js";
import "./chunk-D7YVKBAW.js";
import {
  planSuggestions,
  rightSideHunks
} from "./chunk-ZJJMWXCG.js";
import "./chunk-GSWZM5HV.js";
import "./chunk-QBE5E75G.js";
import {
  fileMutations
} from "./chunk-BTRJLYNE.js";
import "./chunk-TXOLKLHR.js";
import "./chunk-PPNBKED6.js";
import "./chunk-KDNGC4DC.js";
import "./chunk-YHQFHDZ5.js";
import "./chunk-6WOCR7F3.js";
import "./chunk-RQPWM56H.js";
import {
  require_crypto
} from "./chunk-6B5PNUJ7.js";
import "./chunk-XSHFO76L.js";
import "./chunk-3V4DOGM5.js";
import "./chunk-T46JRSIG.js";
import "./chunk-OGNWBRMG.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/github/suggestions-step.ts
var import_node_crypto = __toESM(require_crypto(), 1);

// src/github/review.ts
var keyOf = (path, startLine, line, body) => `${path}
${startLine}
${line}
${body}`;
async function ownComments(octokit, request) {
  const found = [];
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviewComments, {
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    per_page: 100
  });
  for await (const { data } of pages) {
    for (const comment of data) {
      if (!comment.body.includes(request.marker)) continue;
      if (!writtenBy(comment.user, await request.author())) continue;
      const line = comment.line ?? comment.original_line ?? 0;
      found.push({
        id: comment.id,
        reviewId: comment.pull_request_review_id,
        key: keyOf(comment.path, comment.start_line ?? line, line, comment.body),
        commitId: comment.commit_id
      });
    }
  }
  return found;
}
function sameSet(existing, request) {
  if (existing.length !== request.comments.length || existing.length === 0) return false;
  const wanted = new Set(request.comments.map((c) => keyOf(c.path, c.startLine, c.line, c.body)));
  return existing.every((c) => c.commitId === request.commitId && wanted.has(c.key));
}
async function supersedeReviews(octokit, request, keep, url) {
  let count = 0;
  const pages = octokit.paginate.iterator(octokit.rest.pulls.listReviews, {
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    per_page: 100
  });
  const stale = [];
  for await (const { data } of pages) {
    for (const review of data) {
      if (review.id === keep || !review.body.includes(request.marker)) continue;
      if (review.body.includes(SUPERSEDED)) continue;
      if (!writtenBy(review.user, await request.author())) continue;
      stale.push(review.id);
    }
  }
  for (const id of stale) {
    await octokit.rest.pulls.updateReview({
      owner: request.owner,
      repo: request.repo,
      pull_number: request.pullRequestNumber,
      review_id: id,
      body: renderSupersededBody(request.marker, url)
    });
    count += 1;
  }
  return count;
}
async function deleteComments(octokit, request, comments) {
  for (const comment of comments) {
    await octokit.rest.pulls.deleteReviewComment({
      owner: request.owner,
      repo: request.repo,
      comment_id: comment.id
    });
  }
  return comments.length;
}
async function postSuggestionReview(octokit, request) {
  const existing = await ownComments(octokit, request);
  if (sameSet(existing, request)) return { action: "unchanged", comments: existing.length };
  if (request.comments.length === 0) {
    if (existing.length === 0) return { action: "none" };
    const deleted2 = await deleteComments(octokit, request, existing);
    const superseded2 = await supersedeReviews(octokit, request, void 0, void 0);
    return { action: "cleared", deleted: deleted2, superseded: superseded2 };
  }
  const { data } = await octokit.rest.pulls.createReview({
    owner: request.owner,
    repo: request.repo,
    pull_number: request.pullRequestNumber,
    commit_id: request.commitId,
    event: "COMMENT",
    body: request.body,
    comments: request.comments.map((comment) => ({
      path: comment.path,
      body: comment.body,
      line: comment.line,
      side: "RIGHT",
      // GitHub rejects a start_line that does not precede the line.
      ...comment.startLine < comment.line && {
        start_line: comment.startLine,
        start_side: "RIGHT"
      }
    }))
  });
  const deleted = await deleteComments(
    octokit,
    request,
    existing.filter((comment) => comment.reviewId !== data.id)
  );
  const superseded = await supersedeReviews(octokit, request, data.id, data.html_url);
  return { action: "posted", id: data.id, url: data.html_url, deleted, superseded };
}

// src/github/suggestions-step.ts
function ownerOf(file, change) {
  for (const [index, span] of file.documents) {
    if (span.start <= change.start && change.start <= span.end) {
      return file.mutations.find((mutation) => mutation.documentIndex === index);
    }
  }
  return file.mutations[0];
}
var blobSha = (text) => (0, import_node_crypto.createHash)("sha1").update(`blob ${Buffer.byteLength(text)}\0`).update(text).digest("hex");
function diffBlocker(file, diff) {
  if (!diff) return "the pull request does not change this file";
  if (diff.patch === void 0) return "GitHub shows no diff for this file (too large or binary)";
  if (diff.sha !== blobSha(file.before)) {
    return "the checked-out file is not the pull request\u2019s head version of it";
  }
  return void 0;
}
function planReview(files, diffs, blocker) {
  const planned = { inline: [], notSuggested: [] };
  const about = (file, change) => {
    const owner = ownerOf(file, change);
    return {
      path: file.path,
      makers: owner?.makers ?? [],
      ...owner && { resource: owner.resource }
    };
  };
  for (const file of [...files].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0)) {
    const reason = blocker ?? diffBlocker(file, diffs?.get(file.path));
    const hunks = reason ? [] : rightSideHunks(diffs?.get(file.path)?.patch ?? "");
    const plan = planSuggestions(file.before, file.after, hunks, reason);
    for (const change of plan.inline) planned.inline.push({ ...change, ...about(file, change) });
    for (const change of plan.outside) {
      planned.notSuggested.push({ change, reason: change.reason, ...about(file, change) });
    }
  }
  const over = planned.inline.splice(MAX_REVIEW_COMMENTS);
  for (const change of over) {
    planned.notSuggested.push({
      ...change,
      change,
      reason: `one review carries at most ${MAX_REVIEW_COMMENTS} suggestions`
    });
  }
  return planned;
}
async function publishSuggestions(request) {
  const target = {
    owner: request.owner,
    repo: request.repo,
    pullRequestNumber: request.pullRequestNumber
  };
  const listed = await request.pullFiles(request.pullRequestNumber);
  if (!listed.ok) throw listed.error ?? new Error(listed.reason);
  const diffs = new Map(listed.files.map((file) => [file.path, file]));
  const planned = planReview(request.files, diffs);
  const comments = [];
  for (const change of planned.inline) {
    const body = renderSuggestionComment(change, request.marker);
    if (body.length > REVIEW_BODY_LIMIT) {
      planned.notSuggested.push({
        ...change,
        change,
        reason: "the suggestion is too long for a review comment"
      });
      continue;
    }
    comments.push({ path: change.path, startLine: change.start, line: change.end, body });
  }
  const outcome = await postSuggestionReview(request.octokit, {
    ...target,
    commitId: request.headSha,
    marker: request.marker,
    author: request.author,
    comments,
    body: renderReviewBody(comments.length, planned.notSuggested, request.marker)
  });
  const summary = { posted: 0, notSuggested: planned.notSuggested };
  if (outcome.action === "posted")
    return { ...summary, posted: comments.length, reviewUrl: outcome.url };
  if (outcome.action === "unchanged") {
    return {
      ...summary,
      posted: outcome.comments,
      skipped: "the same suggestions are already on the pull request"
    };
  }
  return summary;
}
function clearsEarlier(mutations, checkedWhole) {
  if (checkedWhole) return true;
  return mutations !== void 0 && fileMutations(mutations).size === 0;
}
async function clearSuggestions(target) {
  const { octokit, ...request } = target;
  await postSuggestionReview(octokit, { ...request, commitId: "", body: "", comments: [] });
}
export {
  clearSuggestions,
  clearsEarlier,
  planReview,
  publishSuggestions
};
//# sourceMappingURL=suggestions-step-WBTGZB22.js.map
