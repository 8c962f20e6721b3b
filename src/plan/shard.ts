import { createHash } from 'node:crypto';
import type { ShardInfo } from '../model/report.js';
import type { Suite } from './suites.js';

/**
 * Splits work across the jobs of a matrix (`shard: i/n`). Every job computes the same split on
 * its own, so the split depends only on the items' keys and weights: never on input order, the
 * machine or the run. Heaviest items are placed first, each on the lightest shard so far
 * (fewest items, then lowest index, on ties); equal weights are ordered by a sha256 of the key
 * so that neighbouring paths spread over the shards.
 */
export function assignShards<T>(
  items: readonly T[],
  total: number,
  key: (item: T) => string,
  weight: (item: T) => number,
): T[][] {
  if (!Number.isInteger(total) || total < 1) {
    throw new RangeError(`the number of shards must be a whole number ≥ 1, got ${total}`);
  }
  const ordered = items
    .map((item) => {
      const id = key(item);
      return { item, id, hash: sha256(id), weight: checkedWeight(weight(item), id) };
    })
    .sort((a, b) => b.weight - a.weight || compare(a.hash, b.hash) || compare(a.id, b.id));
  const shards = Array.from({ length: total }, () => ({ load: 0, items: [] as T[] }));
  for (const entry of ordered) {
    let lightest = shards[0]!;
    for (const shard of shards) {
      if (
        shard.load < lightest.load ||
        (shard.load === lightest.load && shard.items.length < lightest.items.length)
      ) {
        lightest = shard;
      }
    }
    lightest.load += entry.weight;
    lightest.items.push(entry.item);
  }
  return shards.map((shard) => shard.items);
}

/** The items of shard `index` of `total` (1-based). May be empty when there are few items. */
export function selectShard<T>(
  items: readonly T[],
  shard: ShardInfo,
  key: (item: T) => string,
  weight: (item: T) => number,
): T[] {
  if (!Number.isInteger(shard.index) || shard.index < 1 || shard.index > shard.total) {
    throw new RangeError(`shard ${shard.index}/${shard.total} does not exist`);
  }
  return assignShards(items, shard.total, key, weight)[shard.index - 1]!;
}

/**
 * The suites of one shard, keyed by their workspace-relative test file (or git URL). A git
 * suite's size is unknown before it is cloned, so it weighs as much as an average local one.
 */
export function shardSuites(suites: readonly Suite[], shard: ShardInfo): Suite[] {
  const local = suites.flatMap((suite) => (suite.kind === 'local' ? [suite.size] : []));
  const average =
    local.length === 0 ? 1 : Math.round(local.reduce((sum, size) => sum + size, 0) / local.length);
  return selectShard(
    suites,
    shard,
    (suite) => (suite.kind === 'local' ? suite.file : suite.url),
    (suite) => (suite.kind === 'local' ? suite.size : average),
  );
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Code-unit order, the same under every locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function checkedWeight(value: number, id: string): number {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`the weight of ${id} must be a finite number ≥ 0, got ${value}`);
  }
  return value;
}
