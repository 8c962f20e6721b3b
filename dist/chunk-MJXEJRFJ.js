import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/changes/changed-files-git.ts
var STATUS_LETTERS = {
  A: "added",
  M: "modified",
  T: "changed",
  R: "renamed",
  C: "copied",
  D: "removed",
  U: "changed"
};
var GIT_TIMEOUT_MS = 10 * 6e4;
async function gitChangedFiles(request, runner) {
  const git = new Git(request.cwd, runner);
  const remote = request.remote ?? "origin";
  const notices = [];
  const missing = await git.missing([request.base, request.head]);
  if (missing.length > 0) {
    const wanted = [...request.fetch ?? [], ...missing.filter(isSha)];
    const fetched = await git.run(["fetch", "--no-tags", "--depth=50", remote, ...wanted]);
    const stillMissing = await git.missing([request.base, request.head]);
    if (stillMissing.length > 0) {
      return {
        ok: false,
        reason: `${stillMissing.join(" and ")} ${stillMissing.length > 1 ? "are" : "is"} not in the clone and could not be fetched from \`${remote}\`` + (fetched.exitCode === 0 ? "" : ` (${firstLine(fetched.stderr)})`)
      };
    }
    notices.push(`Fetched ${missing.join(" and ")} from \`${remote}\` to list the changed files.`);
  }
  let base = request.base;
  if (request.mergeBase) {
    const found = await findMergeBase(git, remote, request);
    if (!found.ok) return found;
    base = found.mergeBase;
    notices.push(...found.notices);
  }
  const diff = await git.run([
    "-c",
    "core.quotepath=false",
    "diff",
    "--name-status",
    "-z",
    "-M",
    "--no-ext-diff",
    "--no-textconv",
    base,
    request.head,
    "--"
  ]);
  if (diff.exitCode !== 0) {
    return {
      ok: false,
      reason: `git diff ${base} ${request.head} failed: ${firstLine(diff.stderr)}`
    };
  }
  return { ok: true, changes: parseNameStatus(diff.stdout), notices };
}
async function findMergeBase(git, remote, request) {
  const shas = [request.base, request.head];
  const refspecs = [...request.fetch ?? [], ...shas.filter(isSha)];
  const attempts = [["--deepen=100"], ["--deepen=1000"], ["--unshallow"]];
  for (let attempt = 0; ; attempt += 1) {
    const mergeBase = await git.run(["merge-base", request.base, request.head]);
    if (mergeBase.exitCode === 0) {
      const notices = attempt === 0 ? [] : ["Fetched more history to find the merge base."];
      return { ok: true, mergeBase: mergeBase.stdout.trim(), notices };
    }
    const shallow = await git.run(["rev-parse", "--is-shallow-repository"]);
    const deepen = attempts[attempt];
    if (shallow.stdout.trim() !== "true" || !deepen) {
      return {
        ok: false,
        reason: `${short(request.base)} and ${short(request.head)} have no common history in the clone` + (shallow.stdout.trim() === "true" ? ", even after fetching all of it" : "")
      };
    }
    const fetched = await git.run(["fetch", "--no-tags", ...deepen, remote, ...refspecs]);
    if (fetched.exitCode !== 0) {
      return {
        ok: false,
        reason: `the clone is shallow and fetching more history failed (${firstLine(fetched.stderr)})`
      };
    }
  }
}
function parseNameStatus(output) {
  const fields = output.split("\0");
  const changes = [];
  for (let index = 0; index < fields.length; ) {
    const code = fields[index++];
    if (!code) continue;
    const status = STATUS_LETTERS[code[0]] ?? "changed";
    if (status === "renamed" || status === "copied") {
      const previous = fields[index++] ?? "";
      const path = fields[index++] ?? "";
      changes.push({ path, status, previousPath: previous });
    } else {
      changes.push({ path: fields[index++] ?? "", status });
    }
  }
  return changes.filter((change) => change.path !== "");
}
var Git = class {
  cwd;
  runner;
  constructor(cwd, runner) {
    this.cwd = cwd;
    this.runner = runner;
  }
  run(args) {
    return this.runner("git", args, {
      cwd: this.cwd,
      timeoutMs: GIT_TIMEOUT_MS,
      env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" }
    });
  }
  async missing(revisions) {
    const missing = [];
    for (const revision of revisions) {
      const found = await this.run(["rev-parse", "--verify", "--quiet", `${revision}^{commit}`]);
      if (found.exitCode !== 0) missing.push(revision);
    }
    return missing;
  }
};
async function gitTopLevel(cwd, runner) {
  const result = await new Git(cwd, runner).run(["rev-parse", "--show-toplevel"]);
  return result.exitCode === 0 ? result.stdout.trim() : void 0;
}
var isSha = (revision) => /^[0-9a-f]{40}([0-9a-f]{24})?$/i.test(revision);
var short = (revision) => isSha(revision) ? revision.slice(0, 12) : revision;
var firstLine = (text) => text.trim().split("\n")[0] ?? "";

export {
  gitChangedFiles,
  gitTopLevel
};
//# sourceMappingURL=chunk-MJXEJRFJ.js.map
