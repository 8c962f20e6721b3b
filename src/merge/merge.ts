import { byPolicyLocation, type PolicyInfo, type RunReport } from '../model/report.js';
import { countResults, type PolicyResult, type SkippedDocument } from '../model/result.js';
import { readJsonReport } from '../parse/json-report.js';
import { mergeCoverage } from '../model/coverage.js';
import { shardSetProblems, type ShardFile } from './shard-set.js';
import { mergeError } from './wording.js';

/**
 * Reads the results files the jobs of a sharded matrix wrote and merges them into the report
 * one job would have written. Throws one error naming every unreadable file and every missing,
 * duplicated or mismatched shard.
 */
export async function mergeShardResults(files: readonly string[]): Promise<RunReport> {
  if (files.length === 0) throw mergeError(['no results files to merge.']);
  const reads = await Promise.allSettled(files.map((file) => readJsonReport(file)));
  const unreadable = reads.flatMap((read) =>
    read.status === 'rejected' ? [(read.reason as Error).message] : [],
  );
  if (unreadable.length > 0) throw mergeError(unreadable);
  const shards = reads.map((read, i) => ({
    file: files[i]!,
    report: (read as PromiseFulfilledResult<RunReport>).value,
  }));
  const problems = shardSetProblems(shards);
  if (problems.length > 0) throw mergeError(problems);
  return mergeReports(shards);
}

/**
 * One report from a complete, consistent set of shards: results in shard order (`kyverno test`
 * results before `kyverno apply` ones, as in one job), skipped documents, notices and policies
 * (by namespace, name and file) once each.
 */
export function mergeReports(shards: readonly ShardFile[]): RunReport {
  const reports = shards
    .map((shard) => shard.report)
    .sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0));
  const all = reports.flatMap((report) => report.results);
  const results: PolicyResult[] = [
    ...all.filter((result) => result.source === 'test'),
    ...all.filter((result) => result.source === 'apply'),
    // Every shard checks the files it reads; a policy file several shards read is reported once.
    ...uniqueBy(
      all.filter((result) => result.source === 'upgrade'),
      (result) => JSON.stringify([result.file, result.line, result.message]),
    ),
  ];
  const policies = reports.flatMap((report) => report.policies ?? []);
  // Each shard compared its own files with the base commit: fixed ones add up.
  const compared = reports.find((report) => report.baseline);
  // A unit is covered when any shard covers it.
  const coverage = mergeCoverage(reports.flatMap((report) => report.coverage ?? []));
  // Shards check disjoint manifest files: their mutated objects add up.
  const mutations = reports.flatMap((report) => report.mutations ?? []);
  return {
    schemaVersion: 1,
    kyvernoVersion: reports[0]?.kyvernoVersion ?? '',
    summary: countResults(results),
    results,
    skipped: uniqueBy(
      reports.flatMap((report) => report.skipped),
      (skipped: SkippedDocument) => JSON.stringify([skipped.file, skipped.line, skipped.reason]),
    ),
    notices: uniqueBy(
      reports.flatMap((report) => report.notices),
      (notice) => notice,
    ),
    ...(reports.some((report) => report.policies) && {
      policies: uniqueBy(policies, (policy: PolicyInfo) =>
        JSON.stringify([policy.namespace ?? '', policy.name, policy.file ?? '']),
      ).sort(byPolicyLocation),
    }),
    ...(coverage && { coverage }),
    ...(reports.some((report) => report.mutations) && { mutations }),
    ...(compared?.baseline && {
      baseline: compared.baseline,
      fixed: reports.flatMap((report) => report.fixed ?? []),
    }),
  };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
