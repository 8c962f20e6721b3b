import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeShardResults } from '../../../src/merge/merge.js';
import { resolveResultFiles } from '../../../src/merge/result-files.js';
import type { RunReport, ShardInfo } from '../../../src/model/report.js';
import type { PolicyResult, Status } from '../../../src/model/result.js';
import { writeJsonReport } from '../../../src/files/report-files.js';
import { readJsonReport } from '../../../src/parse/json-report.js';
import { makeReport, result as makeResult } from '../../support/make-report.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'merge-results-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function result(source: PolicyResult['source'], status: Status, file: string): PolicyResult {
  return makeResult({ source, status, file, ...(source === 'test' ? { suite: file } : {}) });
}

function report(
  shard: ShardInfo | undefined,
  results: PolicyResult[] = [],
  extra: Partial<RunReport> = {},
): RunReport {
  return { ...makeReport(results), ...(shard ? { shard } : {}), ...extra };
}

/** Writes a shard's report where actions/download-artifact would put it: `<artifact>/results.json`. */
async function shardFile(artifact: string, content: RunReport): Promise<string> {
  const file = path.join(dir, artifact, 'results.json');
  await writeJsonReport(file, content);
  return file;
}

const shard = (index: number, total = 3): ShardInfo => ({ index, total });

/** The error `mergeShardResults` throws, with the temp folder shown as `<dir>`. */
async function mergeError(files: string[]): Promise<string> {
  const error = await mergeShardResults(files).then(
    () => new Error('merged without an error'),
    (thrown: Error) => thrown,
  );
  return error.message.replaceAll(dir, '<dir>');
}

describe('resolveResultFiles', () => {
  it('returns the matching files as sorted absolute paths, relative to cwd or absolute', async () => {
    const files = [
      await shardFile('shard-3', report(shard(3))),
      await shardFile('shard-1', report(shard(1))),
      await shardFile('shard-2', report(shard(2))),
    ].sort();
    expect(await resolveResultFiles('shard-*/*.json', dir)).toEqual(files);
    expect(await resolveResultFiles('./**/results.json', dir)).toEqual(files);
    expect(await resolveResultFiles(path.join(dir, '*', 'results.json'), os.tmpdir())).toEqual(
      files,
    );
  });

  it('leaves out folders that match', async () => {
    await shardFile('shard-1', report(shard(1)));
    const file = path.join(dir, 'shard-1.json');
    await writeJsonReport(file, report(shard(1)));
    expect(await resolveResultFiles('shard-1*', dir)).toEqual([file]);
  });

  it('says so when nothing matches', async () => {
    await expect(resolveResultFiles('results/**/*.json', dir)).rejects.toThrow(
      `merge-results: no file matches \`results/**/*.json\` in ${dir}. Download every shard's ` +
        'results (actions/download-artifact) before this step, and make the glob match them, ' +
        'e.g. `kyverno-results/**/*.json`.',
    );
  });

  it('says so when only folders match', async () => {
    await shardFile('shard-1', report(shard(1)));
    await expect(resolveResultFiles('shard-*', dir)).rejects.toThrow(
      `merge-results: \`shard-*\` matches only folders (${path.join(dir, 'shard-1')}), not ` +
        'results files; match the files inside them, e.g. `shard-*/**/*.json`.',
    );
  });
});

describe('mergeShardResults', () => {
  it('merges three shards into the report one job would have written', async () => {
    const one = [result('test', 'pass', 'a/kyverno-test.yaml'), result('apply', 'fail', 'a.yaml')];
    const two = [
      result('test', 'fail', 'b/kyverno-test.yaml'),
      result('test', 'skip', 'b/kyverno-test.yaml'),
    ];
    const three = [result('apply', 'warn', 'c.yaml'), result('apply', 'error', 'd.yaml')];
    const common = 'the `manifests` pattern `old/**` matches nothing';
    const files = [
      await shardFile(
        'shard-3',
        report(shard(3), three, {
          skipped: [{ file: 'c.yaml', line: 9, reason: 'a Secret: not checked' }],
          notices: [common],
        }),
      ),
      await shardFile('shard-1', report(shard(1), one, { notices: [common, 'only in shard 1'] })),
      await shardFile(
        'shard-2',
        report(shard(2), two, {
          skipped: [{ file: 'b.yaml', line: 1, reason: 'an empty document' }],
          notices: [common],
        }),
      ),
    ];

    const merged = await mergeShardResults(files);

    expect(merged).toEqual({
      schemaVersion: 1,
      kyvernoVersion: 'v1.19.0',
      summary: { pass: 1, fail: 2, warn: 1, error: 1, skip: 1 },
      // Shard order, `kyverno test` results first as in one job, whatever the files' order.
      results: [one[0], two[0], two[1], one[1], three[0], three[1]],
      skipped: [
        { file: 'b.yaml', line: 1, reason: 'an empty document' },
        { file: 'c.yaml', line: 9, reason: 'a Secret: not checked' },
      ],
      notices: [common, 'only in shard 1'],
    });
    expect('shard' in merged).toBe(false);

    const written = path.join(dir, 'merged.json');
    await writeJsonReport(written, merged);
    expect(await readJsonReport(written)).toEqual(merged);
    expect(JSON.parse(await readFile(written, 'utf8'))).not.toHaveProperty('shard');
  });

  it('merges what the glob finds', async () => {
    for (const index of [1, 2, 3]) {
      await shardFile(
        `kyverno-results-${index}`,
        report(shard(index), [result('test', 'pass', `s${index}.yaml`)]),
      );
    }
    const merged = await mergeShardResults(
      await resolveResultFiles('kyverno-results-*/*.json', dir),
    );
    expect(merged.results.map((r) => r.file)).toEqual(['s1.yaml', 's2.yaml', 's3.yaml']);
    expect(merged.summary.pass).toBe(3);
  });

  it('accepts a single shard 1/1, and a single file written without `shard`', async () => {
    const results = [result('apply', 'fail', 'a.yaml')];
    const expected = report(undefined, results);
    expect(await mergeShardResults([await shardFile('one', report(shard(1, 1), results))])).toEqual(
      expected,
    );
    expect(await mergeShardResults([await shardFile('plain', report(undefined, results))])).toEqual(
      expected,
    );
  });

  it('refuses an empty list', async () => {
    expect(await mergeError([])).toBe('merge-results: no results files to merge.');
  });

  it('names a file that is not a results file, with the reader’s reason', async () => {
    const good = await shardFile('shard-1', report(shard(1, 2)));
    const bad = path.join(dir, 'shard-2', 'results.json');
    await mkdir(path.dirname(bad), { recursive: true });
    await writeFile(bad, '{"schemaVersion": 1, "kyvernoVersion": "v1.19.0"}');
    expect(await mergeError([good, bad])).toBe(
      'merge-results: <dir>/shard-2/results.json is not a valid Kyverno Policy Check results ' +
        'file: report.summary is missing. Use the file the action wrote as its `json-file` output, unchanged.',
    );
  });

  it('names every unreadable file at once', async () => {
    const json = path.join(dir, 'junit.xml');
    await writeFile(json, '<testsuites/>');
    const missing = path.join(dir, 'gone.json');
    const message = await mergeError([json, missing]);
    expect(message).toMatch(
      /^merge-results: 2 problems with the shard results:\n- <dir>\/junit\.xml is not a Kyverno Policy Check results file: invalid JSON \(.+\)\n- cannot read the results file <dir>\/gone\.json: ENOENT/,
    );
  });

  /** Each file: the artifact folder it is downloaded to, its shard and its Kyverno version. */
  type Written = [artifact: string, shard: ShardInfo | undefined, version?: string];
  it.each<{ name: string; written: Written[]; message: string }>([
    {
      name: 'a missing shard and the shards it got',
      written: [
        ['a', shard(1)],
        ['c', shard(3)],
      ],
      message:
        'shard 2/3 is missing: got 1/3 (<dir>/a/results.json) and 3/3 (<dir>/c/results.json). ' +
        'Check that every job of the matrix finished and uploaded its results, and that ' +
        '`merge-results` matches them all.',
    },
    {
      name: 'several missing shards',
      written: [['b', shard(2, 4)]],
      message:
        'shards 1/4, 3/4 and 4/4 are missing: got 2/4 (<dir>/b/results.json). Check that every ' +
        'job of the matrix finished and uploaded its results, and that `merge-results` matches ' +
        'them all.',
    },
    {
      name: 'both files of a duplicated shard',
      written: [
        ['a', shard(1, 2)],
        ['b', shard(2, 2)],
        ['b-again', shard(2, 2)],
      ],
      message:
        'shard 2/2 appears in more than one file: <dir>/b/results.json and ' +
        '<dir>/b-again/results.json. Each job must set its own i in `shard: i/n` and upload its ' +
        'results under its own artifact name; remove results left over from other runs.',
    },
    {
      name: 'the files and their n when the number of shards differs',
      written: [
        ['a', shard(1, 3)],
        ['b', shard(2, 3)],
        ['c', shard(2, 2)],
      ],
      message:
        'the results files disagree on the number of shards: n=3 in <dir>/a/results.json and ' +
        '<dir>/b/results.json; n=2 in <dir>/c/results.json. Every job of the matrix must use ' +
        'the same n in `shard: i/n`; remove results left over from other runs.',
    },
    {
      name: 'a file claiming a shard that does not exist',
      written: [
        ['a', shard(1, 2)],
        ['b', shard(2, 2)],
        ['c', shard(3, 2)],
      ],
      message:
        '<dir>/c/results.json says it is shard 3/2, which does not exist (i must be 1 to 2); ' +
        'use the file the job wrote, unchanged.',
    },
    {
      name: 'the files and their Kyverno versions when they differ',
      written: [
        ['a', shard(1, 2)],
        ['b', shard(2, 2), 'v1.18.1'],
      ],
      message:
        'the shards ran different Kyverno versions: v1.19.0 in <dir>/a/results.json; v1.18.1 ' +
        'in <dir>/b/results.json. Set `kyverno-version` to one exact version (not `latest` or ' +
        'a range) for every job.',
    },
    {
      name: 'a file without shard information among sharded ones',
      written: [
        ['a', shard(1, 2)],
        ['b', shard(2, 2)],
        ['plain', undefined],
      ],
      message:
        '<dir>/plain/results.json has no shard information (written by a job without the ' +
        '`shard` input) but <dir>/a/results.json and <dir>/b/results.json have it; make ' +
        '`merge-results` match only the results of the sharded jobs.',
    },
    {
      name: 'several files without shard information',
      written: [
        ['a', undefined],
        ['b', undefined],
      ],
      message:
        '<dir>/a/results.json and <dir>/b/results.json have no shard information (they were ' +
        'written by jobs without the `shard` input), so they may overlap. Set ' +
        '`shard: ${{ matrix.shard }}/n` on every job of the matrix.',
    },
  ])('names $name', async ({ written, message }) => {
    const files: string[] = [];
    for (const [artifact, info, version] of written) {
      const extra = version ? { kyvernoVersion: version } : {};
      files.push(await shardFile(artifact, report(info, [], extra)));
    }
    expect(await mergeError(files)).toBe(`merge-results: ${message}`);
  });

  it('lists every problem at once', async () => {
    const files = [
      await shardFile('a', report(shard(1))),
      await shardFile('a-again', report(shard(1), [], { kyvernoVersion: 'v1.18.1' })),
    ];
    const message = await mergeError(files);
    expect(message.split('\n')).toEqual([
      'merge-results: 3 problems with the shard results:',
      expect.stringMatching(/^- shard 1\/3 appears in more than one file: /),
      expect.stringMatching(
        /^- shards 2\/3 and 3\/3 are missing: got 1\/3 \(<dir>\/a\/results\.json, <dir>\/a-again\/results\.json\)\./,
      ),
      expect.stringMatching(/^- the shards ran different Kyverno versions: /),
    ]);
  });
});
