/** Mutations in the JSON report file (written, read back, checked) and in merged shard reports. */
import { describe, expect, it } from 'vitest';
import { mergeReports } from '../../../src/merge/merge.js';
import type { MutatedResource } from '../../../src/model/mutation.js';
import type { RunReport } from '../../../src/model/report.js';
import { makeReport, result } from '../../support/make-report.js';

const mutation = (file: string): MutatedResource => ({
  resource: { apiVersion: 'v1', kind: 'Pod', namespace: '', name: file },
  file,
  line: 4,
  documentIndex: 0,
  makers: [{ policy: 'p', rule: 'r' }],
  patch: [{ op: 'add', path: '/metadata/labels', value: { a: 'b' } }],
  mutated: {},
});

const shard = (
  index: number,
  mutations?: MutatedResource[],
): { file: string; report: RunReport } => ({
  file: `shard-${index}.json`,
  report: {
    ...makeReport([result()]),
    shard: { index, total: 2 },
    ...(mutations && { mutations }),
  },
});

describe('merging shards with mutations', () => {
  it('keeps every shard’s mutations in shard order', () => {
    const merged = mergeReports([shard(2, [mutation('b.yaml')]), shard(1, [mutation('a.yaml')])]);
    expect(merged.mutations?.map((m) => m.file)).toEqual(['a.yaml', 'b.yaml']);
  });

  it('keeps an empty list when a shard previewed and nothing changes (stale suggestions go)', () => {
    expect(mergeReports([shard(1, []), shard(2)]).mutations).toEqual([]);
    expect(mergeReports([shard(1, []), shard(2, [mutation('b.yaml')])]).mutations).toHaveLength(1);
  });

  it('has no mutations key when no shard has one', () => {
    expect('mutations' in mergeReports([shard(1), shard(2)])).toBe(false);
  });
});

describe('the JSON report file', () => {
  it('writes an empty list as such, and nothing for a report without one', async () => {
    const { toStableReport } = await import('../../../src/model/stable-report.js');
    const plain = makeReport([result()]);
    expect('mutations' in toStableReport(plain)).toBe(false);
    expect(JSON.stringify(toStableReport({ ...plain, mutations: [] }))).toBe(
      JSON.stringify({ ...toStableReport(plain), mutations: [] }),
    );
  });

  it('writes and reads back mutations, results’ mutation and diff, in a fixed key order', async () => {
    const { mkdtemp, rm, writeFile, readFile } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { readJsonReport } = await import('../../../src/parse/json-report.js');
    const { toStableReport } = await import('../../../src/model/stable-report.js');
    const report: RunReport = {
      ...makeReport([
        result({
          status: 'pass',
          diff: '@@\n-a: 1\n+a: 2',
          mutation: { rule: 'r', policy: 'p', patch: [{ value: 1, path: '/a', op: 'replace' }] },
        }),
      ]),
      mutations: [{ ...mutation('a.yaml'), diff: '@@\n+a: 2' }],
    };
    const dir = await mkdtemp(path.join(os.tmpdir(), 'json-report-'));
    try {
      const file = path.join(dir, 'report.json');
      await writeFile(file, JSON.stringify(toStableReport(report)));
      const read = await readJsonReport(file);
      expect(read.mutations).toEqual(report.mutations);
      expect(read.results[0]!.mutation).toEqual(report.results[0]!.mutation);
      expect(read.results[0]!.diff).toBe('@@\n-a: 1\n+a: 2');
      expect(await readFile(file, 'utf8')).toContain(
        '"mutation":{"patch":[{"op":"replace","path":"/a","value":1}]',
      );
      await writeFile(
        file,
        JSON.stringify({ ...toStableReport(report), mutations: [{ file: 'x' }] }),
      );
      await expect(readJsonReport(file)).rejects.toThrow(
        /report\.mutations\[0\]\.resource is missing/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
