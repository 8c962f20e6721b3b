/** The JSON report carries the baseline (schemaVersion 1): per-result marks, `fixed`, `path`. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeJsonReport } from '../../../src/files/report-files.js';
import { mergeReports } from '../../../src/merge/merge.js';
import type { RunReport } from '../../../src/model/report.js';
import { readJsonReport } from '../../../src/parse/json-report.js';
import { makeReport, result } from '../../support/make-report.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

function compared(index: number): RunReport {
  const report = makeReport([
    result({ baseline: 'new', path: '/metadata/labels', column: 3, file: `deploy/${index}.yaml` }),
    result({ status: 'pass', file: `deploy/${index}.yaml` }),
  ]);
  return {
    ...report,
    shard: { index, total: 2 },
    baseline: { commit: 'a'.repeat(40) },
    fixed: [result({ file: `deploy/gone-${index}.yaml` })],
  };
}

describe('the JSON report with a baseline', () => {
  it('writes and reads back baseline marks, fixed results and paths', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kpc-json-'));
    dirs.push(dir);
    const file = path.join(dir, 'results.json');
    await writeJsonReport(file, compared(1));
    const read = await readJsonReport(file);
    expect(read.schemaVersion).toBe(1);
    expect(read.results[0]).toMatchObject({ baseline: 'new', path: '/metadata/labels', column: 3 });
    expect(read.results[1]!.baseline).toBeUndefined();
    expect(read.baseline).toEqual({ commit: 'a'.repeat(40) });
    expect(read.fixed?.map((r) => r.file)).toEqual(['deploy/gone-1.yaml']);
  });

  it('merges the fixed results of every shard', () => {
    const merged = mergeReports([
      { file: 'a.json', report: compared(1) },
      { file: 'b.json', report: compared(2) },
    ]);
    expect(merged.fixed?.map((r) => r.file)).toEqual(['deploy/gone-1.yaml', 'deploy/gone-2.yaml']);
    expect(merged.results.filter((r) => r.baseline === 'new')).toHaveLength(2);
  });
});
