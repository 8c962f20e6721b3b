import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  readJsonReport
} from "./chunk-HBGGVU52.js";
import {
  listed,
  mergeError
} from "./chunk-PZ3PRSQE.js";
import {
  byPolicyLocation
} from "./chunk-RMBF3HT2.js";
import "./chunk-WXGFDLCS.js";
import {
  countResults
} from "./chunk-6WOCR7F3.js";
import {
  mergeCoverage
} from "./chunk-RQPWM56H.js";
import "./chunk-LHH4KVAW.js";
import "./chunk-T46JRSIG.js";
import "./chunk-DUEHMRHB.js";

// src/merge/shard-set.ts
function shardSetProblems(files) {
  const problems = [];
  const sharded = files.filter((entry) => entry.report.shard !== void 0);
  const unsharded = files.filter((entry) => entry.report.shard === void 0);
  if (files.length > 1 && unsharded.length > 0) problems.push(unshardedProblem(unsharded, sharded));
  const totals = groupBy(sharded, (entry) => String(entry.report.shard.total));
  if (totals.size > 1) {
    problems.push(
      `the results files disagree on the number of shards: ${describeGroups(totals, "n=")}. Every job of the matrix must use the same n in \`shard: i/n\`; remove results left over from other runs.`
    );
  } else if (totals.size === 1) {
    problems.push(...indexProblems(sharded));
  }
  const versions = groupBy(files, (entry) => entry.report.kyvernoVersion);
  if (versions.size > 1) {
    problems.push(
      `the shards ran different Kyverno versions: ${describeGroups(versions, "")}. Set \`kyverno-version\` to one exact version (not \`latest\` or a range) for every job.`
    );
  }
  return problems;
}
function unshardedProblem(unsharded, sharded) {
  const names = listed(unsharded.map((entry) => entry.file));
  const verb = unsharded.length === 1 ? "has" : "have";
  if (sharded.length === 0) {
    return `${names} have no shard information (they were written by jobs without the \`shard\` input), so they may overlap. Set \`shard: \${{ matrix.shard }}/n\` on every job of the matrix.`;
  }
  return `${names} ${verb} no shard information (written by a job without the \`shard\` input) but ${listed(sharded.map((entry) => entry.file))} ${sharded.length === 1 ? "has" : "have"} it; make \`merge-results\` match only the results of the sharded jobs.`;
}
function indexProblems(sharded) {
  const problems = [];
  const total = sharded[0].report.shard.total;
  const byIndex = groupBy(sharded, (entry) => String(entry.report.shard.index));
  for (const [index, entries] of byIndex) {
    const names = listed(entries.map((entry) => entry.file));
    if (Number(index) > total) {
      problems.push(
        `${names} ${entries.length === 1 ? "says it is" : "say they are"} shard ${index}/${total}, which does not exist (i must be 1 to ${total}); use the file the job wrote, unchanged.`
      );
    } else if (entries.length > 1) {
      problems.push(
        `shard ${index}/${total} appears in more than one file: ${names}. Each job must set its own i in \`shard: i/n\` and upload its results under its own artifact name; remove results left over from other runs.`
      );
    }
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter(
    (index) => !byIndex.has(String(index))
  );
  if (missing.length > 0) {
    const got = [...byIndex].filter(([index]) => Number(index) <= total).sort(([a], [b]) => Number(a) - Number(b)).map(([index, entries]) => `${index}/${total} (${entries.map((e) => e.file).join(", ")})`);
    const shards = listed(missing.map((index) => `${index}/${total}`));
    problems.push(
      `${missing.length === 1 ? `shard ${shards} is` : `shards ${shards} are`} missing: got ${got.length > 0 ? listed(got) : "no other shard"}. Check that every job of the matrix finished and uploaded its results, and that \`merge-results\` matches them all.`
    );
  }
  return problems;
}
function groupBy(files, key) {
  const groups = /* @__PURE__ */ new Map();
  for (const entry of files) {
    const id = key(entry);
    groups.set(id, [...groups.get(id) ?? [], entry]);
  }
  return groups;
}
function describeGroups(groups, prefix) {
  return [...groups].map(([id, entries]) => `${prefix}${id} in ${listed(entries.map((entry) => entry.file))}`).join("; ");
}

// src/merge/merge.ts
async function mergeShardResults(files) {
  if (files.length === 0) throw mergeError(["no results files to merge."]);
  const reads = await Promise.allSettled(files.map((file) => readJsonReport(file)));
  const unreadable = reads.flatMap(
    (read) => read.status === "rejected" ? [read.reason.message] : []
  );
  if (unreadable.length > 0) throw mergeError(unreadable);
  const shards = reads.map((read, i) => ({
    file: files[i],
    report: read.value
  }));
  const problems = shardSetProblems(shards);
  if (problems.length > 0) throw mergeError(problems);
  return mergeReports(shards);
}
function mergeReports(shards) {
  const reports = shards.map((shard) => shard.report).sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0));
  const all = reports.flatMap((report) => report.results);
  const results = [
    ...all.filter((result) => result.source === "test"),
    ...all.filter((result) => result.source === "apply"),
    // Every shard checks the files it reads; a policy file several shards read is reported once.
    ...uniqueBy(
      all.filter((result) => result.source === "upgrade"),
      (result) => JSON.stringify([result.file, result.line, result.message])
    )
  ];
  const policies = reports.flatMap((report) => report.policies ?? []);
  const compared = reports.find((report) => report.baseline);
  const coverage = mergeCoverage(reports.flatMap((report) => report.coverage ?? []));
  const mutations = reports.flatMap((report) => report.mutations ?? []);
  return {
    schemaVersion: 1,
    kyvernoVersion: reports[0]?.kyvernoVersion ?? "",
    summary: countResults(results),
    results,
    skipped: uniqueBy(
      reports.flatMap((report) => report.skipped),
      (skipped) => JSON.stringify([skipped.file, skipped.line, skipped.reason])
    ),
    notices: uniqueBy(
      reports.flatMap((report) => report.notices),
      (notice) => notice
    ),
    ...reports.some((report) => report.policies) && {
      policies: uniqueBy(
        policies,
        (policy) => JSON.stringify([policy.namespace ?? "", policy.name, policy.file ?? ""])
      ).sort(byPolicyLocation)
    },
    ...coverage && { coverage },
    ...reports.some((report) => report.mutations) && { mutations },
    ...compared?.baseline && {
      baseline: compared.baseline,
      fixed: reports.flatMap((report) => report.fixed ?? [])
    }
  };
}
function uniqueBy(items, key) {
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
export {
  mergeReports,
  mergeShardResults
};
//# sourceMappingURL=merge-R3GHJSWP.js.map
