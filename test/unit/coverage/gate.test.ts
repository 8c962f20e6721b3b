import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  coverageFigures,
  coverageOutput,
  mergeCoverage,
  type CoverageReport,
  type CoverageUnit,
} from '../../../src/model/coverage.js';
import type { RunReport } from '../../../src/model/report.js';
import { emptyCounts } from '../../../src/model/result.js';
import { readJsonReport } from '../../../src/parse/json-report.js';
import { readConfig } from '../../../src/inputs/read.js';
import { parseCliArgs } from '../../../src/cli/args.js';
import { renderJsonReport } from '../../../src/report/json-file.js';
import { verdict } from '../../../src/verdict/verdict.js';

const unit = (index: number, covered: boolean): CoverageUnit => ({
  file: 'policies/p.yaml',
  line: index + 1,
  policy: 'p',
  rule: `r${index}`,
  kind: 'ClusterPolicy',
  type: 'validate',
  failing: covered,
  passing: covered,
  checked: false,
  matchKind: 'Pod',
});

/** 43 of 50 units fully covered: exactly 86.0 %. */
function coverage(minimum?: number): CoverageReport {
  return {
    units: Array.from({ length: 50 }, (_, index) => unit(index, index < 43)),
    ...(minimum !== undefined && { minimum }),
    untested: [],
  };
}

function report(cover: CoverageReport): RunReport {
  return {
    schemaVersion: 1,
    kyvernoVersion: '1.19.1',
    summary: emptyCounts(),
    results: [],
    skipped: [],
    notices: [],
    coverage: cover,
  };
}

describe('min-coverage', () => {
  it('computes the figure and the output with one decimal', () => {
    expect(coverageFigures(coverage())).toEqual({ total: 50, covered: 43, percent: 86 });
    expect(coverageOutput(coverage())).toBe('86.0');
    expect(coverageOutput(undefined)).toBe('');
  });

  it('passes at the exact figure and fails just above it, saying by how much', () => {
    expect(verdict(report(coverage(86)), 'fail').failed).toBe(false);
    expect(verdict(report(coverage(86.1)), 'fail')).toEqual({
      failed: true,
      reason:
        'Kyverno policy check failed: coverage 86.0 % (43 of 50 units fully covered) is 0.1 points below min-coverage 86.1 %.',
    });
    expect(verdict(report(coverage()), 'fail').failed).toBe(false);
  });

  it('is not applied to one shard, only to the merged report', () => {
    const shard = { ...report(coverage(90)), shard: { index: 1, total: 2 } };
    expect(verdict(shard, 'fail').failed).toBe(false);
  });

  it('reads the input as a percentage and refuses anything else', () => {
    const env = { workspace: '/w', runnerTemp: '/t', cpuCount: 2 };
    const config = (value: string) =>
      readConfig((name) => (name === 'min-coverage' ? value : ''), env);
    expect(config('85.5').report.minCoverage).toBe(85.5);
    expect(config('80%').report.minCoverage).toBe(80);
    expect(config('').report.minCoverage).toBeUndefined();
    expect(() => config('101')).toThrow(
      'Input `min-coverage`: got "101"; use a percentage from 0 to 100, e.g. 80 or 85.5.',
    );
    expect(readConfig(() => '', env).tests.vacuousTests).toBe('fail');
  });

  it('has the same flags in local mode', () => {
    const args = parseCliArgs(['--vacuous-tests', 'warn', '--min-coverage', '80']);
    const env = { workspace: '/w', runnerTemp: '/t', cpuCount: 2 };
    const config = readConfig(args.input, env);
    expect([config.tests.vacuousTests, config.report.minCoverage]).toEqual(['warn', 80]);
    expect(() => readConfig(parseCliArgs(['--vacuous-tests', 'loud']).input, env)).toThrow(
      'Input `vacuous-tests`: got "loud"; use one of: fail, warn, off.',
    );
  });
});

describe('coverage of sharded runs', () => {
  it('counts a unit covered when any shard covers it', () => {
    const a: CoverageReport = {
      units: [{ ...unit(0, false), failing: true }, unit(1, false)],
      minimum: 50,
      untested: [{ file: 'policies/q.yaml', line: 1, policy: 'q' }],
    };
    const b: CoverageReport = {
      units: [{ ...unit(0, false), passing: true }],
      untested: [{ file: 'policies/p.yaml', line: 1, policy: 'p' }],
    };
    const merged = mergeCoverage([a, b])!;
    expect(coverageFigures(merged)).toEqual({ total: 2, covered: 1, percent: 50 });
    expect(merged.units[0]?.entry).toBeUndefined();
    expect(merged.units[1]?.entry).toContain('result: fail');
    expect(merged.minimum).toBe(50);
    // p is tested (its units are in the merged report); q is not.
    expect(merged.untested).toEqual([{ file: 'policies/q.yaml', line: 1, policy: 'q' }]);
  });

  it('round-trips through the JSON report file', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'coverage-')), 'results.json');
    const written = report(coverage(80));
    writeFileSync(file, renderJsonReport(written));
    expect((await readJsonReport(file)).coverage).toEqual(written.coverage);
  });
});
