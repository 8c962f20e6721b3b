import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  gitTopLevel
} from "./chunk-MJXEJRFJ.js";
import {
  changesAtBase,
  headNames
} from "./chunk-IOANXRLR.js";
import {
  describeRender
} from "./chunk-AFIPBSQZ.js";
import {
  compareWithBase,
  describeBaseline,
  markExisting
} from "./chunk-YHQFHDZ5.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
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

// src/changes/base-tree.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_os = __toESM(require_os(), 1);
var import_node_path = __toESM(require_path(), 1);
var GIT_TIMEOUT_MS = 10 * 6e4;
async function openBaseCommit(workspace, commit, runner, remote = "origin") {
  const topLevel = await gitTopLevel(workspace, runner);
  if (!topLevel) return { ok: false, reason: `${workspace} is not in a git clone` };
  const git = (args, options = {}) => runner("git", args, {
    cwd: topLevel,
    timeoutMs: GIT_TIMEOUT_MS,
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
    ...options
  });
  const resolve = async () => {
    const resolved = await git(["rev-parse", "--verify", "--quiet", `${commit}^{commit}`]);
    return resolved.exitCode === 0 ? resolved.stdout.trim() : void 0;
  };
  const notices = [];
  let sha = await resolve();
  if (sha === void 0) {
    const fetched = await git(["fetch", "--no-tags", "--depth=1", remote, commit]);
    sha = await resolve();
    if (sha === void 0) {
      const why = fetched.exitCode === 0 ? "" : `: ${firstLine(fetched.stderr)}`;
      return {
        ok: false,
        reason: `the base commit ${short(commit)} is not in the clone and could not be fetched from \`${remote}\`${why}`
      };
    }
    notices.push(`Fetched the base commit ${short(commit)} from \`${remote}\` for the baseline.`);
  }
  const realTop = await (0, import_promises.realpath)(topLevel).catch(() => topLevel);
  const realWorkspace = await (0, import_promises.realpath)(workspace).catch(() => workspace);
  const inside = isInside(realTop, realWorkspace) ? toPosix(import_node_path.default.relative(realTop, realWorkspace)) : "";
  return { ok: true, topLevel, sha, inside, git, notices };
}
async function openBaseTree(workspace, commit, runner, remote = "origin", opened) {
  const base = opened ? { ok: true, ...opened } : await openBaseCommit(workspace, commit, runner, remote);
  if (!base.ok) return base;
  const { git, inside, notices } = base;
  const folder = await (0, import_promises.mkdtemp)(import_node_path.default.join(import_node_os.default.tmpdir(), "kyverno-baseline-"));
  const added = await git(["worktree", "add", "--detach", "--force", folder, commit]);
  if (added.exitCode !== 0) {
    await (0, import_promises.rm)(folder, { recursive: true, force: true });
    return {
      ok: false,
      reason: `git worktree add of the base commit ${short(commit)} failed: ${firstLine(added.stderr)}`
    };
  }
  return {
    ok: true,
    workspace: import_node_path.default.join(folder, inside),
    notices: [...notices],
    async dispose() {
      await git(["worktree", "remove", "--force", folder]);
      await (0, import_promises.rm)(folder, { recursive: true, force: true });
      await git(["worktree", "prune"]);
    }
  };
}
var short = (sha) => sha.slice(0, 12);
var firstLine = (text) => text.trim().split("\n")[0] ?? "";

// src/baseline/compare-with-base.ts
async function compareWithBaseCommit(input) {
  const tree = await openBaseTree(
    input.workspace,
    input.commit,
    input.runner,
    "origin",
    input.opened
  );
  if (!tree.ok) return baselineSkipped(input.headResults, tree.reason);
  try {
    const logger = baseLogger(input);
    const planned = await input.plan(tree.workspace, logger, changesAtBase(input.changes));
    const basePlan = narrow(planned, input);
    logger.info(describeBasePlan(basePlan));
    const base = await input.run(tree.workspace, logger, basePlan);
    return markAgainstBase(input, base, tree.notices);
  } finally {
    await tree.dispose();
  }
}
function baselineSkipped(headResults, reason) {
  return {
    results: [...headResults],
    notices: [
      `The baseline was skipped: ${reason}. No result is marked new or existing, and the verdict counts them all.`
    ]
  };
}
function baseLogger(input) {
  const short2 = input.commit.slice(0, 12);
  return { info: (message) => input.logger.info(`Baseline ${short2}: ${message}`) };
}
function describeBasePlan(plan) {
  return `${plan.suites.length} suite(s), ${plan.manifestFiles.length} manifest file(s) and ${plan.renders.length} render(s) to check at the base commit.`;
}
function markAgainstBase(input, base, notices) {
  const remote = input.headResults.filter((r) => r.source === "test" && r.file === void 0);
  const local = input.headResults.filter((r) => !remote.includes(r));
  const compared = compareWithBase(local, base, headNames(input.changes));
  return {
    results: [...compared.results, ...markExisting(remote)],
    fixed: compared.fixed,
    notices: [
      ...notices,
      `Compared with the base commit ${input.commit.slice(0, 12)}: ${describeBaseline(compared.results, compared.fixed)}.`
    ]
  };
}
function baseManifestFiles(planned, input) {
  const renamed = headNames(input.changes);
  const atHead = (file) => renamed[file] ?? file;
  const headFiles = new Set(input.headManifestFiles);
  return planned.filter((file) => headFiles.has(atHead(file)) || gone(file, input));
}
function gone(file, input) {
  const removed = input.changes.everything ? [] : input.changes.removed;
  return removed.includes(file) && !headNames(input.changes)[file] && (input.shardIndex ?? 1) === 1;
}
function narrow(planned, input) {
  const renamed = headNames(input.changes);
  const atHead = (file) => renamed[file] ?? file;
  const head = input.headPlan;
  const headSuites = new Set(head.suites.flatMap((s) => s.kind === "local" ? [s.file] : []));
  const headRenders = new Set(head.renders.map(describeRender));
  const manifestFiles = baseManifestFiles(planned.manifestFiles, {
    ...input,
    headManifestFiles: head.manifestFiles
  });
  const renders = planned.renders.filter((render) => headRenders.has(describeRender(render)));
  const narrowed = {
    ...planned,
    manifestFiles,
    renders,
    // Bad render inputs at the base are not the change's to fix.
    renderErrors: [],
    suites: planned.suites.filter(
      (suite) => suite.kind === "local" && (headSuites.has(atHead(suite.file)) || gone(suite.file, input))
    )
  };
  if (manifestFiles.length === 0 && renders.length === 0) delete narrowed.policies;
  return narrowed;
}

export {
  openBaseCommit,
  compareWithBaseCommit,
  baselineSkipped,
  baseLogger,
  describeBasePlan,
  markAgainstBase,
  baseManifestFiles
};
//# sourceMappingURL=chunk-OVCPU5GC.js.map
