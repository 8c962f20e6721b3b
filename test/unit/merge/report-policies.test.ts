import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeReports, mergeShardResults } from '../../../src/merge/merge.js';
import { policyFinder, type PolicyInfo, type RunReport } from '../../../src/model/report.js';
import { countResults, type PolicyResult } from '../../../src/model/result.js';
import { writeJsonReport } from '../../../src/files/report-files.js';
import { readJsonReport } from '../../../src/parse/json-report.js';

const RESULT: PolicyResult = {
  source: 'apply',
  status: 'fail',
  policy: 'require-labels',
  rule: 'check-team',
  resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'web' },
  message: 'label team is required',
  reason: 'Fail',
  file: 'deploy/web.yaml',
  line: 1,
};

const LABELS: PolicyInfo = {
  name: 'require-labels',
  kind: 'ClusterPolicy',
  title: 'Require Labels',
  category: 'Best Practices',
  severity: 'medium',
  description: 'Labels help.\n\nSecond paragraph.',
  file: 'policies/labels.yaml',
  line: 1,
};

const PROBES: PolicyInfo = {
  name: 'require-probes',
  namespace: 'prod',
  kind: 'Policy',
  file: 'policies/probes.yaml',
  line: 4,
};

function report(extra: Partial<RunReport> = {}): RunReport {
  const results = extra.results ?? [RESULT];
  return {
    schemaVersion: 1,
    kyvernoVersion: 'v1.19.0',
    summary: countResults(results),
    results,
    skipped: [],
    notices: [],
    ...extra,
  };
}

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'report-policies-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('policies in the JSON report file', () => {
  it('are written last, with keys in a fixed order, and read back', async () => {
    const file = path.join(folder, 'results.json');
    // Keys in another order, and a key the format does not know, as another tool might write.
    const shuffled = { line: 1, file: 'policies/labels.yaml', extra: 'x', ...LABELS };
    await writeJsonReport(file, report({ shard: { index: 1, total: 2 }, policies: [shuffled] }));
    const data = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    expect(Object.keys(data).slice(-2)).toEqual(['shard', 'policies']);
    expect(data.policies).toEqual([LABELS]);
    expect(Object.keys((data.policies as object[])[0]!)).toEqual([
      'name',
      'kind',
      'title',
      'category',
      'severity',
      'description',
      'file',
      'line',
    ]);
    expect(await readJsonReport(file)).toEqual(
      report({ shard: { index: 1, total: 2 }, policies: [LABELS] }),
    );
  });

  it('keeps the namespace of a namespaced policy', async () => {
    const file = path.join(folder, 'results.json');
    await writeJsonReport(file, report({ policies: [PROBES] }));
    expect((await readJsonReport(file)).policies).toEqual([PROBES]);
  });

  it('are optional: a file written before they existed still reads', async () => {
    const file = path.join(folder, 'old.json');
    await writeFile(file, JSON.stringify(report()));
    const read = await readJsonReport(file);
    expect(read).toEqual(report());
    expect('policies' in read).toBe(false);
  });

  it.each([
    ['not an array', { policies: {} }, /report\.policies must be an array/],
    [
      'without a name',
      { policies: [{ kind: 'ClusterPolicy' }] },
      /report\.policies\[0\]\.name is missing/,
    ],
    [
      'with a bad line',
      { policies: [LABELS, { ...PROBES, line: 0 }] },
      /report\.policies\[1\]\.line must be a whole number ≥ 1/,
    ],
    [
      'with a title that is not text',
      { policies: [{ ...LABELS, title: 3 }] },
      /report\.policies\[0\]\.title must be a string/,
    ],
  ])('rejects policies %s, naming the file and the field', async (_case, extra, message) => {
    const file = path.join(folder, 'bad.json');
    await writeFile(file, JSON.stringify({ ...report(), ...extra }));
    const error = await readJsonReport(file).catch((caught: unknown) => caught as Error);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(message);
  });
});

describe('policies when shards are merged', () => {
  const shard = (index: number, policies?: PolicyInfo[]) => ({
    file: `shard-${index}.json`,
    report: report({ shard: { index, total: 3 }, ...(policies && { policies }) }),
  });

  it('are the union by namespace, name and file, sorted by file and line', () => {
    const copy: PolicyInfo = { ...LABELS, file: 'other/labels.yaml' };
    const merged = mergeReports([
      shard(2, [PROBES, LABELS]),
      shard(1, [LABELS]),
      shard(3, [copy, { ...PROBES, namespace: 'dev' }]),
    ]);
    expect(merged.policies).toEqual([copy, LABELS, PROBES, { ...PROBES, namespace: 'dev' }]);
  });

  it('are left out when no shard had them, kept when one did', () => {
    expect('policies' in mergeReports([shard(1), shard(2), shard(3)])).toBe(false);
    expect(mergeReports([shard(1), shard(2, [LABELS]), shard(3)]).policies).toEqual([LABELS]);
  });

  it('survive writing and merging shard files', async () => {
    const files = await Promise.all(
      [shard(1, [LABELS]), shard(2, [PROBES]), shard(3)].map(async (entry) => {
        const file = path.join(folder, entry.file);
        await writeJsonReport(file, entry.report);
        return file;
      }),
    );
    expect((await mergeShardResults(files)).policies).toEqual([LABELS, PROBES]);
  });
});

describe('policyFinder', () => {
  const find = policyFinder([
    { name: 'p', namespace: 'dev', kind: 'Policy', title: 'dev' },
    { name: 'p', namespace: 'prod', kind: 'Policy', title: 'prod' },
    { name: 'c', kind: 'ClusterPolicy', title: 'first' },
    { name: 'c', kind: 'ClusterPolicy', title: 'second' },
  ]);

  it('matches namespace/name first, then the name alone, the earliest policy winning', () => {
    expect(find('prod/p')?.title).toBe('prod');
    expect(find('dev/p')?.title).toBe('dev');
    expect(find('p')?.title).toBe('dev');
    expect(find('other/p')?.title).toBe('dev');
    expect(find('c')?.title).toBe('first');
  });

  it('finds nothing for an unknown or empty name, or without policies', () => {
    expect(find('missing')).toBeUndefined();
    expect(find('')).toBeUndefined();
    expect(policyFinder(undefined)('c')).toBeUndefined();
  });
});
