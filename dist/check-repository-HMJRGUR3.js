import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  diskIO
} from "./chunk-R4MNMH7X.js";
import {
  require_coerce
} from "./chunk-FU45ADLT.js";
import {
  decideBaseline
} from "./chunk-IOANXRLR.js";
import {
  stableMigration
} from "./chunk-WXGFDLCS.js";
import {
  pLimit
} from "./chunk-FC44KZJV.js";
import {
  bySeverityThenLocation,
  countResults
} from "./chunk-6WOCR7F3.js";
import {
  plansApply,
  plansKyverno
} from "./chunk-PK42BOQQ.js";
import {
  require_crypto
} from "./chunk-6B5PNUJ7.js";
import {
  require_lt
} from "./chunk-G7472JVO.js";
import {
  require_os
} from "./chunk-R2KTKNWY.js";
import {
  rendersAnything
} from "./chunk-KUDXUIRI.js";
import {
  runProcess
} from "./chunk-FE3IYDYG.js";
import "./chunk-3NEPW2EG.js";
import {
  require_fs
} from "./chunk-A4PJROQA.js";
import {
  beginCheckReads,
  endCheckReads,
  toPosix,
  walkFiles
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

// src/install/supported-version.ts
var import_coerce = __toESM(require_coerce(), 1);
var import_lt = __toESM(require_lt(), 1);
var OLDEST_SUPPORTED = "1.15.0";
var FALSE_PASS_FIXED = "1.18.0";
function checkKyvernoVersion(version) {
  const parsed = (0, import_coerce.default)(version, { includePrerelease: true });
  if (!parsed) return {};
  if ((0, import_lt.default)(parsed, OLDEST_SUPPORTED)) {
    return {
      error: `Kyverno ${version} is older than ${OLDEST_SUPPORTED}, the oldest version this action can run (\`kyverno test -o junit\` and the openreports policy reports arrived in 1.15). Set \`kyverno-version\` to 1.18 or later.`
    };
  }
  if ((0, import_lt.default)(parsed, FALSE_PASS_FIXED)) {
    return {
      warning: `Kyverno ${version} reports a test that expects \`result: fail\` as passing whatever happens (kyverno/kyverno#15355, fixed in 1.18.0); the action marks such rows as failures when it can tell. Prefer \`kyverno-version\` 1.18 or later.`
    };
  }
  return {};
}

// src/pipeline/run-stages.ts
async function planTree(stages, config, deps, changes, logger, tree = "head") {
  const plan = {
    suites: [],
    manifestFiles: [],
    renders: [],
    renderErrors: [],
    isRenderedSource: () => false,
    notices: [...changes.notices],
    idle: []
  };
  const ctx = { config, deps, changes, logger, tree };
  for (const stage of stages) await stage.plan?.(ctx, plan);
  if (config.shard) {
    const { index, total } = config.shard;
    logger.info(
      `Shard ${index}/${total}: ${plan.suites.length} suite(s), ${plan.manifestFiles.length} manifest file(s) and ${plan.renders.length} render(s).`
    );
  }
  return plan;
}
async function runTree(stages, ctx, plan, rendered = []) {
  const run = { results: [], skipped: [], notices: [], rendered: [...rendered] };
  const kyvernoResults = [];
  for (const stage of stages) {
    if (!stage.run) continue;
    const before = run.results.length;
    await stage.run(ctx, plan, run);
    if (stage.runsKyverno) kyvernoResults.push(...run.results.slice(before));
  }
  return { ...run, kyvernoResults };
}
async function runStages(stages, config, deps, { changes, plan }, notices) {
  const draft = {
    results: [],
    notices: [...notices, ...plan.notices]
  };
  if (!plansKyverno(plan) && !config.shard) {
    draft.notices.push(`Nothing was checked. ${plan.idle.join(" ")}`);
  }
  const runContext = (workspace, quiet) => ({
    config: { ...config, workspace },
    deps,
    kyverno: deps.kyverno.path,
    ...!quiet && deps.onProgress && { onProgress: deps.onProgress },
    ...quiet && { quiet }
  });
  for (const stage of stages) stage.start?.({ config, deps }, plan);
  const head = await runTree(stages, runContext(config.workspace, false), plan);
  draft.results.push(...head.results);
  draft.notices.push(...head.notices);
  const ctx = {
    config,
    deps,
    changes,
    head: { plan, run: head, kyvernoResults: head.kyvernoResults },
    planTree: async (treeConfig, logger, atBase) => planTree(stages, treeConfig, { ...deps, logger }, atBase, logger, "base"),
    runTree: async (workspace, logger, basePlan) => (await runTree(
      stages,
      { ...runContext(workspace, true), deps: { ...deps, logger } },
      basePlan
    )).results,
    rerunKyverno: async (kyverno, part, rendered) => {
      const kyvernoStages = stages.filter((stage) => stage.runsKyverno);
      const quiet = { ...runContext(config.workspace, true), kyverno };
      return (await runTree(kyvernoStages, quiet, part, rendered)).results;
    }
  };
  for (const stage of stages) await stage.after?.(ctx, draft);
  draft.notices.push(...deps.renderTools?.notices ?? []);
  return { draft, run: head };
}

// src/baseline/stage.ts
var import_promises = __toESM(require_promises(), 1);
var import_node_os = __toESM(require_os(), 1);
var import_node_path = __toESM(require_path(), 1);
var compareWithBase = () => import("./compare-with-base-LVYT6526.js");
var baseCommit = (config, event) => config.baseline ? decideBaseline(config.baseline, event).commit : void 0;
var besideRuns = /* @__PURE__ */ new WeakMap();
var baselineStage = {
  name: "baseline",
  needsChanges: (config, event) => baseCommit(config, event) !== void 0,
  async plan({ config, deps, changes, logger, tree }, plan) {
    const commit = baseCommit(config, deps.event);
    if (tree !== "head" || commit === void 0 || changes.everything) return;
    const { fastPathBlocker, openBaseFiles } = await import("./base-files-XITOZNHK.js");
    const { baseLogger } = await compareWithBase();
    const blocker = fastPathBlocker(config, changes, plan);
    if (blocker) {
      logger.info(`Baseline ${commit.slice(0, 12)}: checks out the base commit: ${blocker}.`);
      return;
    }
    const input = {
      workspace: config.workspace,
      commit,
      apply: config.apply,
      changes,
      headManifestFiles: plan.manifestFiles,
      ...config.shard && { shardIndex: config.shard.index },
      runner: deps.runner ?? runProcess
    };
    const log = baseLogger({ commit, logger });
    const opening = openBaseFiles(input);
    opening.catch(() => void 0);
    const beside = async (apply) => {
      if (besideRuns.has(plan)) return;
      const run = checkBeside(opening, apply, log);
      besideRuns.set(plan, run);
      await run;
    };
    plan.beside = [...plan.beside ?? [], beside];
  },
  async after(ctx, report) {
    const { config, deps, changes, head } = ctx;
    const commit = baseCommit(config, deps.event);
    if (commit === void 0) return;
    const removedAny = !changes.everything && changes.removed.length > 0;
    if (!plansKyverno(head.plan) && !removedAny) return;
    const input = { commit, changes, headResults: report.results };
    const beside = await besideRuns.get(head.plan);
    const { baseLogger, compareWithBaseCommit } = await compareWithBase();
    const log = baseLogger({ commit, logger: deps.logger });
    const compared = (beside && await fromBeside(beside, input, log)) ?? await compareWithBaseCommit({
      ...input,
      workspace: config.workspace,
      headPlan: head.plan,
      ...config.shard && { shardIndex: config.shard.index },
      runner: deps.runner ?? runProcess,
      logger: deps.logger,
      ...beside?.kind === "checkout" && beside.opened && { opened: beside.opened },
      // Unsharded: the baseline narrows the base's plan to this shard's files itself. The base
      // tree is planned with what detection finds there, as globs would match there.
      plan: async (workspace, logger, atBase) => {
        const { detectedFor } = await import("./redetect-YIPNADZ7.js");
        return ctx.planTree(
          { ...await detectedFor(config, workspace), shard: void 0 },
          logger,
          atBase
        );
      },
      run: ctx.runTree
    });
    report.results = compared.results;
    report.notices.push(...compared.notices);
    if (compared.fixed) {
      report.fixed = [...compared.fixed].sort(bySeverityThenLocation);
      report.baseline = { commit };
    }
  }
};
async function fromBeside(beside, input, log) {
  const { baselineSkipped, markAgainstBase } = await compareWithBase();
  switch (beside.kind) {
    case "checked":
      return markAgainstBase(input, beside.results, beside.notices);
    case "unavailable":
      return baselineSkipped(input.headResults, beside.reason);
    case "threw":
      throw beside.error;
    case "checkout":
      log.info(`checks out the base commit: ${beside.reason}.`);
      return void 0;
  }
}
async function checkBeside(opening, apply, log) {
  let files;
  try {
    files = await opening;
  } catch (error) {
    return {
      kind: "checkout",
      reason: `reading the base files failed: ${error.message}`
    };
  }
  if (files.kind !== "read") return files;
  try {
    const { describeBasePlan } = await compareWithBase();
    log.info(describeBasePlan({ suites: [], manifestFiles: files.manifestFiles, renders: [] }));
    log.info("their base versions are read from git, with no checkout.");
    if (files.manifestFiles.length === 0)
      return { kind: "checked", results: [], notices: files.notices };
    const folder = await (0, import_promises.mkdtemp)(import_node_path.default.join(import_node_os.default.tmpdir(), "kyverno-baseline-"));
    try {
      for (const [file, text] of files.texts) {
        await (0, import_promises.mkdir)(import_node_path.default.dirname(import_node_path.default.join(folder, file)), { recursive: true });
        await (0, import_promises.writeFile)(import_node_path.default.join(folder, file), text);
      }
      const results = await apply({ workspace: folder, manifestFiles: files.manifestFiles });
      return { kind: "checked", results, notices: files.notices };
    } finally {
      await (0, import_promises.rm)(folder, { recursive: true, force: true });
    }
  } catch (error) {
    return { kind: "threw", error };
  }
}

// src/plan/suites.ts
var import_node_fs = __toESM(require_fs(), 1);
var import_promises2 = __toESM(require_promises(), 1);
var import_node_path2 = __toESM(require_path(), 1);
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set([".git", "node_modules"]);
var isGitUrl = (value) => /^https?:\/\//i.test(value);
async function discoverSuites(dirs, options) {
  const found = /* @__PURE__ */ new Map();
  for (const entry of dirs.map((dir) => dir.trim()).filter(Boolean)) {
    if (isGitUrl(entry)) {
      found.set(entry, { kind: "git", url: entry });
      continue;
    }
    for (const { file, size } of await findTestFiles(entry, options)) {
      if (found.has(file)) continue;
      found.set(file, {
        kind: "local",
        file: toPosix(import_node_path2.default.relative(options.workspace, file)),
        path: file,
        dir: import_node_path2.default.dirname(file),
        size
      });
    }
  }
  const suites = [...found.values()];
  if (suites.length === 0 && options.requireTests) {
    throw new Error(
      `require-tests: no test file named ${options.fileName} was found in ${describeDirs(dirs)}. Add a Kyverno test suite, fix the \`tests\` or \`test-file-name\` input, or set \`require-tests: false\`.`
    );
  }
  return suites;
}
function describeDiscovery(suites, dirs, fileName) {
  const local = suites.filter((suite) => suite.kind === "local").length;
  const git = suites.length - local;
  if (suites.length === 0) {
    return `No test file named ${fileName} was found in ${describeDirs(dirs)}: \`kyverno test\` does not run.`;
  }
  const parts = [];
  if (local > 0) parts.push(`${local} ${fileName} test ${local === 1 ? "file" : "files"}`);
  if (git > 0) parts.push(`${git} git ${git === 1 ? "repository" : "repositories"}`);
  return `Found ${parts.join(" and ")} in ${describeDirs(dirs)}.`;
}
function describeDirs(dirs) {
  const listed = dirs.map((dir) => dir.trim()).filter(Boolean);
  return listed.length === 0 ? "the workspace" : listed.map((dir) => `\`${dir}\``).join(", ");
}
async function findTestFiles(entry, options) {
  const start = import_node_path2.default.resolve(options.workspace, entry);
  let info;
  try {
    info = await (0, import_promises2.stat)(start);
  } catch {
    throw new Error(
      `tests: the folder \`${entry}\` does not exist (looked for ${start}). List folders relative to the repository root, one per line, or http(s) git URLs.`
    );
  }
  if (info.isFile()) {
    if (import_node_path2.default.basename(start) === options.fileName) return [{ file: start, size: info.size }];
    throw new Error(
      `tests: \`${entry}\` is a file, not a folder. List the folder that holds ${options.fileName}, or set \`test-file-name\` to this file name.`
    );
  }
  const files = [];
  walk(start, options.fileName, files);
  return files;
}
function walk(dir, fileName, files) {
  const entries = (0, import_node_fs.readdirSync)(dir, { withFileTypes: true });
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const entry of entries) {
    const full = import_node_path2.default.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walk(full, fileName, files);
    } else if (entry.name === fileName) {
      const info = (0, import_node_fs.statSync)(full, { throwIfNoEntry: false });
      if (info?.isFile()) files.push({ file: full, size: info.size });
    }
  }
}
function localSuiteFiles(suites) {
  return suites.flatMap((suite) => suite.kind === "local" ? [suite.file] : []);
}

// src/stage/started-work.ts
var StartedWork = class {
  byPlan = /* @__PURE__ */ new WeakMap();
  begin(plan, work) {
    const started = new Promise((resolve) => setImmediate(resolve)).then(work);
    started.catch(() => void 0);
    this.byPlan.set(plan, started);
  }
  /** The work started for `plan`, or undefined when none was (the after part then does it). */
  result(plan) {
    return this.byPlan.get(plan);
  }
};

// src/catalog/stage.ts
var catalogs = new StartedWork();
async function collect({ config }, plan) {
  const testFiles = localSuiteFiles(plan.suites);
  if (!plan.policies && testFiles.length === 0) return [];
  const { collectPolicyCatalog } = await import("./policy-catalog-XCKCKYBV.js");
  return collectPolicyCatalog({
    workspace: config.workspace,
    ...plan.policies && {
      applyPolicies: config.apply.policies,
      policyPlan: plan.policies,
      ...config.apply.builtinPolicies && { builtinPolicies: config.apply.builtinPolicies }
    },
    testFiles
  });
}
var catalogStage = {
  name: "policy catalog",
  start(ctx, plan) {
    catalogs.begin(plan, () => collect(ctx, plan));
  },
  async after(ctx, report) {
    const policies = await (catalogs.result(ctx.head.plan) ?? collect(ctx, ctx.head.plan));
    if (policies.length > 0) report.policies = policies;
  }
};

// src/coverage/stage.ts
var loadedSuites = new StartedWork();
var policiesToList = new StartedWork();
var coverageStage = {
  name: "test review and coverage",
  start({ config }, plan) {
    const testFiles = localSuiteFiles(plan.suites);
    if (testFiles.length === 0) return;
    loadedSuites.begin(
      plan,
      async () => (await import("./coverage-PR47ULJA.js")).loadSuites(config.workspace, testFiles, void 0, {
        resources: "none"
      })
    );
    if (!plan.policies && config.apply.policies.length > 0) {
      policiesToList.begin(
        plan,
        async () => (await import("./policies-I5T2JDMB.js")).planPolicies(config.workspace, {
          policies: config.apply.policies,
          exceptions: []
        })
      );
    }
  },
  async run({ config }, plan, run) {
    if (localSuiteFiles(plan.suites).length === 0) return;
    const { reviewPlannedRun } = await import("./coverage-PR47ULJA.js");
    const policies = plan.policies ?? await policiesToList.result(plan)?.catch(() => void 0);
    const review = await reviewPlannedRun(
      config,
      { suites: plan.suites, ...policies && { policies } },
      run.results,
      await loadedSuites.result(plan)
    );
    run.results = review.results;
    if (review.coverage) run.coverage = review.coverage;
  },
  async after({ config, deps, changes, head }, report) {
    const { coverage } = head.run;
    if (!coverage) return;
    report.coverage = coverage;
    if (deps.event.name.startsWith("pull_request") && !changes.everything && !config.shard) {
      const { uncoveredChangeWarnings } = await import("./coverage-PR47ULJA.js");
      report.results.push(...uncoveredChangeWarnings(coverage, changes.files));
    }
  }
};

// src/detect/stage.ts
var detectionStage = {
  name: "detection",
  // Detection ran before the stages (it filled the inputs); the report says what it found.
  async after({ config }, report) {
    if (config.detection) report.detection = config.detection;
  }
};

// src/migrate/report-stage.ts
var import_node_path3 = __toESM(require_path(), 1);

// src/migrate/report-notes.ts
var LEGACY_SUBJECT = "kyverno.io ClusterPolicy and Policy";
function note(entry) {
  switch (entry.status) {
    case "equivalent":
      return "It converts to a ValidatingPolicy proven equivalent with the Kyverno CLI (see the Migration section).";
    case "differs":
      return `Its conversion to a ValidatingPolicy differs: ${entry.reason}`;
    case "unsupported":
      return `It does not convert to a ValidatingPolicy automatically: ${entry.reason}`;
  }
}
function addMigrationNotes(results, migration) {
  return results.map((result) => {
    if (result.upgrade?.type !== "deprecation" || result.upgrade.subject !== LEGACY_SUBJECT)
      return result;
    const entry = migration.find((m) => m.file === result.file && m.policy === result.policy);
    return entry ? { ...result, message: `${result.message} ${note(entry)}` } : result;
  });
}

// src/migrate/report-stage.ts
var migrationStage = {
  name: "migration notes",
  async after({ config, deps, head }, report) {
    if (!config.report.migrationReport) return;
    const { migrate } = await import("./migrate-XS2NV43O.js");
    const paths = [...config.apply.policies, ...config.tests.dirs].filter(
      (p) => !isGitUrl(p) && !/[*?[{]/.test(p)
    );
    const entries = await migrate({
      paths: paths.length > 0 ? paths : ["."],
      cwd: config.workspace,
      manifests: head.plan.manifestFiles.map((file) => import_node_path3.default.resolve(config.workspace, file)),
      kyverno: deps.kyverno.path
    });
    const migration = entries.map(stableMigration);
    report.migration = migration;
    report.results = addMigrationNotes(report.results, migration);
  }
};

// src/run/apply-stage.ts
var import_promises3 = __toESM(require_promises(), 1);
var import_node_path4 = __toESM(require_path(), 1);

// src/plan/shard.ts
var import_node_crypto = __toESM(require_crypto(), 1);
function assignShards(items, total, key, weight) {
  if (!Number.isInteger(total) || total < 1) {
    throw new RangeError(`the number of shards must be a whole number \u2265 1, got ${total}`);
  }
  const ordered = items.map((item) => {
    const id = key(item);
    return { item, id, hash: sha256(id), weight: checkedWeight(weight(item), id) };
  }).sort((a, b) => b.weight - a.weight || compare(a.hash, b.hash) || compare(a.id, b.id));
  const shards = Array.from({ length: total }, () => ({ load: 0, items: [] }));
  for (const entry of ordered) {
    let lightest = shards[0];
    for (const shard of shards) {
      if (shard.load < lightest.load || shard.load === lightest.load && shard.items.length < lightest.items.length) {
        lightest = shard;
      }
    }
    lightest.load += entry.weight;
    lightest.items.push(entry.item);
  }
  return shards.map((shard) => shard.items);
}
function selectShard(items, shard, key, weight) {
  if (!Number.isInteger(shard.index) || shard.index < 1 || shard.index > shard.total) {
    throw new RangeError(`shard ${shard.index}/${shard.total} does not exist`);
  }
  return assignShards(items, shard.total, key, weight)[shard.index - 1];
}
function shardSuites(suites, shard) {
  const local = suites.flatMap((suite) => suite.kind === "local" ? [suite.size] : []);
  const average = local.length === 0 ? 1 : Math.round(local.reduce((sum, size) => sum + size, 0) / local.length);
  return selectShard(
    suites,
    shard,
    (suite) => suite.kind === "local" ? suite.file : suite.url,
    (suite) => suite.kind === "local" ? suite.size : average
  );
}
function sha256(text) {
  return (0, import_node_crypto.createHash)("sha256").update(text, "utf8").digest("hex");
}
function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function checkedWeight(value, id) {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`the weight of ${id} must be a finite number \u2265 0, got ${value}`);
  }
  return value;
}

// src/run/apply-scope.ts
async function applyScope({ config, deps, changes, logger }, plan) {
  if (plan.scope) return plan.scope;
  if (config.apply.manifests.length === 0 && !rendersAnything(config)) return void 0;
  const { decideScope } = await import("./scope-I3CJRKGE.js");
  plan.scope = decideScope({
    scope: config.apply.scope,
    eventName: deps.event.name,
    changes,
    workspace: config.workspace,
    config: config.apply
  });
  logger.info(plan.scope.reason);
  return plan.scope;
}

// src/run/apply-stage.ts
async function sizeOf(workspace, file) {
  return (await (0, import_promises3.stat)(import_node_path4.default.join(workspace, file)).catch(() => void 0))?.size ?? 0;
}
var applyStage = {
  name: "apply",
  runsKyverno: true,
  needsChanges: (config) => config.apply.manifests.length > 0 && config.apply.scope !== "all",
  async plan(ctx, plan) {
    const { config, logger } = ctx;
    const { workspace } = config;
    const scope = await applyScope(ctx, plan);
    if (config.apply.manifests.length > 0 && scope) {
      const { selectManifests } = await import("./manifests-DNZEQJYJ.js");
      const selection = await selectManifests({
        workspace,
        patterns: config.apply.manifests,
        ...scope.changed && { changed: scope.changed }
      });
      plan.notices.push(...selection.warnings);
      const files = selection.files.filter((file) => !plan.isRenderedSource(file));
      logger.info(`${files.length} manifest file(s) to check.`);
      if (files.length === 0) {
        plan.idle.push(
          `${scope.reason} No such file matches \`manifests\`: \`kyverno apply\` does not run.`
        );
      }
      plan.manifestFiles = files;
      if (config.shard) {
        const sizes = new Map(
          await Promise.all(
            files.map(async (file) => [file, await sizeOf(workspace, file)])
          )
        );
        plan.manifestFiles = selectShard(
          files,
          config.shard,
          (file) => file,
          (file) => sizes.get(file) ?? 0
        );
      }
    } else {
      plan.idle.push("The `manifests` input is empty: `kyverno apply` does not run.");
    }
    if (plansApply(plan)) {
      const { planPolicies } = await import("./policies-I5T2JDMB.js");
      plan.policies = await planPolicies(workspace, config.apply);
    }
  },
  async run({ config, deps, kyverno, quiet }, plan, run) {
    if (!plan.policies) return;
    const { runApply } = await import("./kyverno-apply-I5H3DJXQ.js");
    const options = {
      kyverno,
      config: config.apply,
      policies: plan.policies,
      parallelism: config.parallelism,
      // One pool for the head's runs and those beside them: never more than `parallelism`.
      limit: pLimit(Math.max(1, config.parallelism)),
      ...deps.runner && { runner: deps.runner }
    };
    const beside = async (tree) => (await runApply({
      ...options,
      ...tree,
      policyWorkspace: config.workspace
    })).results;
    const [apply] = await Promise.all([
      runApply({
        ...options,
        workspace: config.workspace,
        manifestFiles: plan.manifestFiles,
        rendered: run.rendered,
        mutationPreview: !quiet
      }),
      ...(plan.beside ?? []).map((check) => check(beside))
    ]);
    run.results.push(...apply.results);
    run.skipped.push(...apply.skipped);
    run.notices.push(...apply.notices);
    if (apply.previewed || apply.mutations.length > 0) {
      run.mutations = [...run.mutations ?? [], ...apply.mutations];
    }
  },
  async after({ head }, report) {
    if (head.run.mutations) report.mutations = head.run.mutations;
  }
};

// src/run/render-stage.ts
var import_promises4 = __toESM(require_promises(), 1);
var import_node_path5 = __toESM(require_path(), 1);
var toolsOf = (renders) => renders.flatMap(
  (render) => render.tool === "kustomize" && render.helm ? ["kustomize", "helm"] : [render.tool]
);
var renderStage = {
  name: "render",
  needsChanges: (config) => rendersAnything(config) && config.apply.scope !== "all",
  async plan(ctx, plan) {
    const { config, changes, logger } = ctx;
    const { workspace } = config;
    const scope = await applyScope(ctx, plan);
    if (!config.render || !scope || !rendersAnything(config)) return;
    const { describeRender, planRenders } = await import("./renders-WPZUT3XD.js");
    const planned = await planRenders({
      workspace,
      config: config.render,
      files: (await walkFiles(workspace, "", (_, name) => name === "node_modules")).files,
      read: (file) => (0, import_promises4.readFile)(import_node_path5.default.join(workspace, file), "utf8").catch(() => void 0),
      ...scope.changed && !changes.everything && { changed: [...changes.files, ...changes.removed] }
    });
    plan.renderErrors.push(...planned.errors);
    plan.notices.push(...planned.warnings);
    plan.isRenderedSource = planned.isRenderedSource;
    const { renders } = planned;
    logger.info(
      `${renders.length} of ${planned.total} render(s) to run${renders.length > 0 ? `: ${renders.map(describeRender).join(", ")}` : ""}.`
    );
    if (renders.length === 0 && planned.errors.length === 0) {
      plan.idle.push(`${scope.reason} No chart or kustomization is touched: nothing is rendered.`);
    }
    plan.renders = config.shard ? selectShard(
      renders,
      config.shard,
      (render) => describeRender(render),
      () => 1
    ) : renders;
  },
  // The tools install while the Kyverno stages start, instead of before them.
  start({ deps }, plan) {
    if (plan.renders.length > 0) void deps.renderTools?.paths(toolsOf(plan.renders));
  },
  async run({ config, deps }, plan, run) {
    run.results.push(...plan.renderErrors);
    if (!plan.policies || !config.render) return;
    if (plan.renders.length > 0) {
      const [{ renderAll }, tools] = await Promise.all([
        import("./render-6SPAIX33.js"),
        deps.renderTools?.paths(toolsOf(plan.renders))
      ]);
      run.rendered = await renderAll(plan.renders, {
        workspace: config.workspace,
        config: config.render,
        ...tools,
        parallelism: config.parallelism,
        io: diskIO(config.workspace, deps.runner)
      });
    }
    const { checksOfPacks } = await import("./packs-H7H2Q4YG.js");
    for (const { renders } of checksOfPacks(config.apply.builtinPolicies)) {
      if (renders)
        run.results.push(...await renders(plan.renders, diskIO(config.workspace).readText));
    }
  }
};

// src/run/test-stage.ts
var runnerModules = () => Promise.all([import("./suite-cost-WHVP6XBU.js"), import("./kyverno-test-LZ3LKVQ5.js"), import("./test-diffs-DBZ7IAUV.js")]);
var testStage = {
  name: "test",
  runsKyverno: true,
  needsChanges: (config) => config.tests.scope === "affected",
  async plan({ config, changes, logger }, plan) {
    const { workspace } = config;
    if (config.tests.dirs.length === 0) {
      plan.idle.push("The `tests` input is empty: `kyverno test` does not run.");
      return;
    }
    let suites = await discoverSuites(config.tests.dirs, {
      workspace,
      fileName: config.tests.fileName,
      requireTests: config.tests.requireTests
    });
    const discovery = describeDiscovery(suites, config.tests.dirs, config.tests.fileName);
    logger.info(discovery);
    if (suites.length === 0) plan.idle.push(discovery);
    if (config.tests.scope === "affected") {
      const { filterAffectedSuites } = await import("./scope-I3CJRKGE.js");
      const affected = await filterAffectedSuites({
        workspace,
        testFiles: localSuiteFiles(suites),
        changes,
        scope: config.tests.scope
      });
      const keep = new Set(affected.testFiles);
      suites = suites.filter((suite) => suite.kind === "git" || keep.has(suite.file));
      logger.info(affected.reason);
      if (suites.length === 0) plan.idle.push(`${affected.reason} \`kyverno test\` does not run.`);
    }
    plan.suites = config.shard ? shardSuites(suites, config.shard) : suites;
    if (plan.suites.length > 0) {
      const local = plan.suites.filter((suite) => suite.kind === "local");
      void runnerModules().then(([{ estimateSuiteCosts }]) => estimateSuiteCosts(local, workspace)).catch(() => void 0);
    }
  },
  async run({ config, deps, kyverno, onProgress, quiet }, plan, run) {
    if (plan.suites.length === 0) return;
    const [, { runTestSuites }, { withTestDiffs }] = await runnerModules();
    const tests = await runTestSuites({
      kyverno,
      workspace: config.workspace,
      suites: plan.suites,
      fileName: config.tests.fileName,
      ...config.tests.selector && { selector: config.tests.selector },
      ...config.tests.gitBranch && { gitBranch: config.tests.gitBranch },
      parallelism: config.parallelism,
      ...deps.runner && { runner: deps.runner },
      onProgress: (done, total) => onProgress?.("test", done, total)
    });
    const results = quiet ? tests.results : await withTestDiffs(tests.results, {
      kyverno,
      suites: plan.suites.filter((suite) => suite.kind === "local"),
      parallelism: config.parallelism,
      ...deps.runner && { runner: deps.runner }
    });
    run.results.push(...results);
    run.notices.push(...tests.notices);
  }
};

// src/upgrade/fold-findings.ts
var foldsIntoStageResult = (finding) => finding.upgrade?.fix === "kyverno fix test";
function foldFindings(stageResults, findings) {
  const results = [...stageResults];
  const kept = [];
  for (const finding of findings) {
    const index = results.findIndex(
      (result) => result.source === "test" && result.status === "error" && result.reason === "Deprecated schema" && result.file === finding.file && foldsIntoStageResult(finding)
    );
    const same = results[index];
    if (!same || !finding.upgrade) {
      kept.push(finding);
      continue;
    }
    results[index] = {
      ...same,
      message: `${same.message} \`${finding.upgrade.fix}\` rewrites it.`,
      upgrade: finding.upgrade
    };
  }
  return [...results, ...kept];
}

// src/upgrade/deprecations-stage.ts
var fileFindings = new StartedWork();
async function findInFiles({ config, deps }, plan) {
  const mode = config.upgrade?.deprecations ?? "off";
  const testFiles = localSuiteFiles(plan.suites);
  if (mode === "off" || !plan.policies && testFiles.length === 0) return [];
  const { checkDeprecations } = await import("./policy-deprecations-QQHQS2LV.js");
  return checkDeprecations({
    workspace: config.workspace,
    mode,
    kyvernoVersion: deps.kyverno.version,
    ...plan.policies && { applyPolicies: config.apply.policies, policyPlan: plan.policies },
    testFiles
  });
}
var deprecationsStage = {
  name: "deprecations",
  start(ctx, plan) {
    fileFindings.begin(plan, async () => {
      const findings = await findInFiles(ctx, plan);
      const early = findings.filter((finding) => !foldsIntoStageResult(finding));
      if (early.length > 0) ctx.deps.onEarlyResults?.(early);
      return findings;
    });
  },
  async after(ctx, report) {
    const { config, deps, head } = ctx;
    const mode = config.upgrade?.deprecations ?? "off";
    if (mode === "off") return;
    const findings = await (fileFindings.result(head.plan) ?? findInFiles(ctx, head.plan));
    if (head.run.rendered.length > 0) {
      const { checkRenderedDeprecations } = await import("./rendered-deprecations-SAGGSSLK.js");
      findings.push(
        ...checkRenderedDeprecations({
          mode,
          kyvernoVersion: deps.kyverno.version,
          rendered: head.run.rendered
        })
      );
    }
    report.results = foldFindings(report.results, findings);
  }
};

// src/upgrade/preview-stage.ts
var previewStage = {
  name: "upgrade preview",
  async after({ deps, head, rerunKyverno }, report) {
    if (!deps.compare) return;
    const { previewUpgrade } = await import("./preview-XUYADFUC.js");
    const preview = await previewUpgrade(
      { ...head.plan, rendered: head.run.rendered },
      {
        base: { kyverno: deps.kyverno, results: head.kyvernoResults },
        compare: deps.compare,
        rerun: (kyverno, part) => rerunKyverno(kyverno, part, part.rendered),
        logger: deps.logger
      }
    );
    report.results.push(...preview.results);
    report.notices.push(...preview.notices);
  }
};

// src/pipeline/stages.ts
var STAGES = [
  // Plans tests before renders, and renders before manifests (a rendered source is not a manifest).
  testStage,
  renderStage,
  applyStage,
  // After the run, in this order: each reads the results the one before it left.
  baselineStage,
  // Runs after the Kyverno stages (it reviews their rows); its warnings are not baselined.
  coverageStage,
  previewStage,
  catalogStage,
  deprecationsStage,
  migrationStage,
  detectionStage
];

// src/pipeline/check-repository.ts
async function changesFor(stages, config, deps) {
  if (!stages.some((stage) => stage.needsChanges?.(config, deps.event))) {
    return { everything: true, reason: "no input narrows the check to changed files", notices: [] };
  }
  const { changedFiles } = await import("./changed-files-LOTCWLYT.js");
  return changedFiles({
    eventName: deps.event.name,
    payload: deps.event.payload,
    workspace: config.workspace,
    repo: deps.repo,
    ...deps.listPullFiles && { listPullFiles: deps.listPullFiles }
  });
}
async function planCheck(config, deps) {
  beginCheckReads();
  const changes = await changesFor(STAGES, config, deps);
  return { changes, plan: await planTree(STAGES, config, deps, changes, deps.logger) };
}
async function checkRepository(config, deps, planned) {
  try {
    const supported = checkKyvernoVersion(deps.kyverno.version);
    if (supported.error) throw new Error(supported.error);
    const { draft, run } = await runStages(
      STAGES,
      config,
      deps,
      await (planned ?? planCheck(config, deps)),
      [...config.warnings, ...supported.warning ? [supported.warning] : []]
    );
    const { results, notices, ...additions } = draft;
    results.sort(bySeverityThenLocation);
    return {
      schemaVersion: 1,
      kyvernoVersion: deps.kyverno.version,
      summary: countResults(results),
      results,
      skipped: run.skipped,
      notices,
      ...config.shard && { shard: config.shard },
      ...additions
    };
  } finally {
    endCheckReads();
  }
}
export {
  checkRepository,
  planCheck
};
//# sourceMappingURL=check-repository-HMJRGUR3.js.map
