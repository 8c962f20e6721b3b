import type { RunReport } from '../model/report.js';
import { listed } from './wording.js';

export interface ShardFile {
  /** Path of the results file, as it appears in messages. */
  file: string;
  report: RunReport;
}

/**
 * What stops these files being merged as the complete set of one matrix's shards: files without
 * shard information among others, different `n`, shards that do not exist, appear twice or are
 * missing, and different Kyverno versions. Empty when they can be merged.
 */
export function shardSetProblems(files: readonly ShardFile[]): string[] {
  const problems: string[] = [];
  const sharded = files.filter((entry) => entry.report.shard !== undefined);
  const unsharded = files.filter((entry) => entry.report.shard === undefined);
  if (files.length > 1 && unsharded.length > 0) problems.push(unshardedProblem(unsharded, sharded));

  const totals = groupBy(sharded, (entry) => String(entry.report.shard!.total));
  if (totals.size > 1) {
    problems.push(
      `the results files disagree on the number of shards: ${describeGroups(totals, 'n=')}. ` +
        'Every job of the matrix must use the same n in `shard: i/n`; remove results left ' +
        'over from other runs.',
    );
  } else if (totals.size === 1) {
    problems.push(...indexProblems(sharded));
  }

  const versions = groupBy(files, (entry) => entry.report.kyvernoVersion);
  if (versions.size > 1) {
    problems.push(
      `the shards ran different Kyverno versions: ${describeGroups(versions, '')}. Set ` +
        '`kyverno-version` to one exact version (not `latest` or a range) for every job.',
    );
  }
  return problems;
}

function unshardedProblem(unsharded: readonly ShardFile[], sharded: readonly ShardFile[]): string {
  const names = listed(unsharded.map((entry) => entry.file));
  const verb = unsharded.length === 1 ? 'has' : 'have';
  if (sharded.length === 0) {
    return (
      `${names} have no shard information (they were written by jobs without the \`shard\` ` +
      'input), so they may overlap. Set `shard: ${{ matrix.shard }}/n` on every job of the matrix.'
    );
  }
  return (
    `${names} ${verb} no shard information (written by a job without the \`shard\` input) but ` +
    `${listed(sharded.map((entry) => entry.file))} ${sharded.length === 1 ? 'has' : 'have'} it; ` +
    'make `merge-results` match only the results of the sharded jobs.'
  );
}

/** For files that agree on `n`: shards out of range, duplicated or missing. */
function indexProblems(sharded: readonly ShardFile[]): string[] {
  const problems: string[] = [];
  const total = sharded[0]!.report.shard!.total;
  const byIndex = groupBy(sharded, (entry) => String(entry.report.shard!.index));
  for (const [index, entries] of byIndex) {
    const names = listed(entries.map((entry) => entry.file));
    if (Number(index) > total) {
      problems.push(
        `${names} ${entries.length === 1 ? 'says it is' : 'say they are'} shard ${index}/${total}, ` +
          `which does not exist (i must be 1 to ${total}); use the file the job wrote, unchanged.`,
      );
    } else if (entries.length > 1) {
      problems.push(
        `shard ${index}/${total} appears in more than one file: ${names}. Each job must set its ` +
          'own i in `shard: i/n` and upload its results under its own artifact name; remove ' +
          'results left over from other runs.',
      );
    }
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter(
    (index) => !byIndex.has(String(index)),
  );
  if (missing.length > 0) {
    const got = [...byIndex]
      .filter(([index]) => Number(index) <= total)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([index, entries]) => `${index}/${total} (${entries.map((e) => e.file).join(', ')})`);
    const shards = listed(missing.map((index) => `${index}/${total}`));
    problems.push(
      `${missing.length === 1 ? `shard ${shards} is` : `shards ${shards} are`} missing: ` +
        `got ${got.length > 0 ? listed(got) : 'no other shard'}. Check that every job of the ` +
        'matrix finished and uploaded its results, and that `merge-results` matches them all.',
    );
  }
  return problems;
}

function groupBy(files: readonly ShardFile[], key: (entry: ShardFile) => string) {
  const groups = new Map<string, ShardFile[]>();
  for (const entry of files) {
    const id = key(entry);
    groups.set(id, [...(groups.get(id) ?? []), entry]);
  }
  return groups;
}

/** `n=3 in a and b; n=2 in c` */
function describeGroups(groups: Map<string, ShardFile[]>, prefix: string): string {
  return [...groups]
    .map(([id, entries]) => `${prefix}${id} in ${listed(entries.map((entry) => entry.file))}`)
    .join('; ');
}
