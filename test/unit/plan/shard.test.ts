import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignShards, selectShard, shardSuites } from '../../../src/plan/shard.js';
import { discoverSuites, type LocalSuite, type Suite } from '../../../src/plan/suites.js';
import { describeCorpora } from '../../support/corpus.js';

interface Item {
  file: string;
  size: number;
}
const key = (item: Item) => item.file;
const weight = (item: Item) => item.size;
const keys = (items: readonly Item[]) => items.map(key);

/** Deterministic shuffle (no Math.random, so a failure reproduces). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let i = copy.length - 1; i > 0; i -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const loads = (shards: readonly Item[][]) =>
  shards.map((items) => items.reduce((sum, item) => sum + item.size, 0));

describeCorpora(
  'splitting the corpus suites into shards',
  // The heaviest shard's load over the average: few suites balance less evenly.
  { shared: { suites: 51, overAverage: 1.05 }, mini: { suites: 5, overAverage: 2 } },
  ({ dir, facts }) => {
    let suites: LocalSuite[] = [];
    let items: Item[] = [];

    beforeAll(async () => {
      suites = (await discoverSuites(['kyverno-policies'], {
        workspace: dir,
        fileName: 'kyverno-test.yaml',
      })) as LocalSuite[];
      items = suites.map(({ file, size }) => ({ file, size }));
    });

    it('finds the corpus suites', () => {
      expect(suites.length).toBeGreaterThanOrEqual(facts.suites);
    });

    it('puts every suite in exactly one of 3 shards: together they are the full set', () => {
      const parts = [1, 2, 3].map((index) => shardSuites(suites, { index, total: 3 }));
      const together = parts.flat() as LocalSuite[];
      expect(together).toHaveLength(suites.length);
      expect(new Set(together.map((suite) => suite.file)).size).toBe(suites.length);
      expect(together.map((suite) => suite.file).sort()).toEqual(
        suites.map((suite) => suite.file).sort(),
      );
      for (const part of parts) expect(part.length).toBeGreaterThan(0);
    });

    it.each([1, 2, 3, 4, 7, 16])('covers every item exactly once with %i shards', (total) => {
      const shards = [...Array(total).keys()].map((i) =>
        selectShard(items, { index: i + 1, total }, key, weight),
      );
      const together = shards.flat();
      expect(together).toHaveLength(items.length);
      expect(new Set(together)).toEqual(new Set(items));
    });

    it('gives the same shards whatever the input order', () => {
      const reference = assignShards(items, 3, key, weight).map(keys);
      for (const seed of [1, 2, 3, 42]) {
        expect(assignShards(shuffled(items, seed), 3, key, weight).map(keys)).toEqual(reference);
      }
      expect(assignShards([...items].reverse(), 3, key, weight).map(keys)).toEqual(reference);
    });

    it.each([2, 3, 5])('balances the test files by size over %i shards', (total) => {
      const shardLoads = loads(assignShards(items, total, key, weight));
      const heaviestItem = Math.max(...items.map(weight));
      const average = shardLoads.reduce((a, b) => a + b, 0) / total;
      // Greedy placement on the lightest shard leaves at most one item's weight between shards.
      expect(Math.max(...shardLoads) - Math.min(...shardLoads)).toBeLessThanOrEqual(heaviestItem);
      expect(Math.max(...shardLoads)).toBeLessThanOrEqual(average * facts.overAverage);
    });

    it('returns everything for n=1', () => {
      expect(selectShard(items, { index: 1, total: 1 }, key, weight)).toEqual(
        assignShards(items, 1, key, weight)[0],
      );
      expect(new Set(selectShard(items, { index: 1, total: 1 }, key, weight))).toEqual(
        new Set(items),
      );
    });
  },
);

describe('balancing many suites of varied sizes', () => {
  // 120 generated suites from 200 B to 20 kB, like the shared corpus, for a clone without it.
  const many: Item[] = shuffled(
    [...Array(120).keys()].map((i) => ({
      file: `s${i}/kyverno-test.yaml`,
      size: 200 + ((i * 7919) % 19_800),
    })),
    7,
  );

  it.each([2, 3, 5])('keeps every one of %i shards within 5 percent of the average', (total) => {
    const shardLoads = loads(assignShards(many, total, key, weight));
    const average = shardLoads.reduce((a, b) => a + b, 0) / total;
    expect(Math.max(...shardLoads)).toBeLessThanOrEqual(average * 1.05);
  });
});

describe('assignShards and selectShard', () => {
  const few: Item[] = [
    { file: 'a/kyverno-test.yaml', size: 300 },
    { file: 'b/kyverno-test.yaml', size: 200 },
    { file: 'c/kyverno-test.yaml', size: 100 },
  ];

  it('leaves shards empty when there are more shards than items', () => {
    const shards = assignShards(few, 5, key, weight);
    expect(shards.map((shard) => shard.length)).toEqual([1, 1, 1, 0, 0]);
    expect(selectShard(few, { index: 5, total: 5 }, key, weight)).toEqual([]);
    expect(assignShards([], 3, key, weight)).toEqual([[], [], []]);
  });

  it('places the heaviest first, each on the lightest shard, lowest index on ties', () => {
    const items = [...few, { file: 'd/kyverno-test.yaml', size: 150 }];
    expect(assignShards(items, 2, key, weight).map(keys)).toEqual([
      ['a/kyverno-test.yaml', 'c/kyverno-test.yaml'],
      ['b/kyverno-test.yaml', 'd/kyverno-test.yaml'],
    ]);
  });

  it('spreads items of no weight by count', () => {
    const empty = [...Array(9).keys()].map((i) => ({ file: `m/${i}.yaml`, size: 0 }));
    expect(assignShards(empty, 3, key, weight).map((shard) => shard.length)).toEqual([3, 3, 3]);
  });

  it('orders equal weights by a sha256 of the key, the same on every machine', () => {
    const equal = ['a.yaml', 'b.yaml', 'c.yaml', 'd.yaml'].map((file) => ({ file, size: 1 }));
    // Pinned: `printf %s b.yaml | sha256sum` is 0f9a…, then d.yaml 456e…, a.yaml a42a…, c.yaml aab9….
    expect(assignShards(equal, 2, key, weight).map(keys)).toEqual([
      ['b.yaml', 'a.yaml'],
      ['d.yaml', 'c.yaml'],
    ]);
  });

  it('refuses shards and weights that do not exist', () => {
    expect(() => selectShard(few, { index: 0, total: 3 }, key, weight)).toThrow(
      'shard 0/3 does not exist',
    );
    expect(() => selectShard(few, { index: 4, total: 3 }, key, weight)).toThrow(
      'shard 4/3 does not exist',
    );
    expect(() => assignShards(few, 0, key, weight)).toThrow(
      'the number of shards must be a whole number ≥ 1, got 0',
    );
    expect(() => assignShards(few, 2, key, () => Number.NaN)).toThrow(
      /the weight of [abc]\/kyverno-test.yaml must be a finite number ≥ 0, got NaN/,
    );
  });
});

describe('shardSuites', () => {
  const local = (file: string, size: number): Suite => ({
    kind: 'local',
    file,
    path: path.join('/w', file),
    dir: path.dirname(path.join('/w', file)),
    size,
  });

  it('keys git suites by URL and weighs them like an average local suite', () => {
    const suites: Suite[] = [
      local('a/kyverno-test.yaml', 100),
      local('b/kyverno-test.yaml', 100),
      { kind: 'git', url: 'https://example.test/policies.git' },
      { kind: 'git', url: 'https://example.test/more.git' },
    ];
    const parts = [1, 2].map((index) => shardSuites(suites, { index, total: 2 }));
    expect(parts.map((part) => part.length)).toEqual([2, 2]);
    expect(new Set(parts.flat())).toEqual(new Set(suites));
  });

  it('splits git suites alone', () => {
    const suites: Suite[] = ['x', 'y', 'z'].map((name) => ({
      kind: 'git',
      url: `https://example.test/${name}.git`,
    }));
    expect([1, 2, 3].map((index) => shardSuites(suites, { index, total: 3 }).length)).toEqual([
      1, 1, 1,
    ]);
  });
});
