import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeReports } from '../../../src/merge/merge.js';
import type { RunReport } from '../../../src/model/report.js';
import { countResults, type PolicyResult } from '../../../src/model/result.js';
import { writeJsonReport } from '../../../src/files/report-files.js';
import { readJsonReport } from '../../../src/parse/json-report.js';
import { BoundedMarkdown } from '../../../src/report/markdown.js';
import { addUpgradeSection } from '../../../src/report/upgrade-section.js';

function finding(subject: string, overrides: Partial<PolicyResult> = {}): PolicyResult {
  return {
    source: 'upgrade',
    status: 'warn',
    policy: 'require-labels',
    rule: '',
    resource: { apiVersion: 'kyverno.io/v1', kind: 'ClusterPolicy', namespace: '', name: 'p' },
    message: `${subject} is deprecated`,
    reason: 'Removed in 1.20',
    file: 'policies/p.yaml',
    line: 2,
    column: 1,
    upgrade: { type: 'deprecation', subject, removedIn: '1.20' },
    ...overrides,
  };
}

function report(results: PolicyResult[], shard?: number): RunReport {
  return {
    schemaVersion: 1,
    kyvernoVersion: '1.19.0',
    summary: countResults(results),
    results,
    skipped: [],
    notices: [],
    ...(shard && { shard: { index: shard, total: 2 } }),
  };
}

function section(results: PolicyResult[], limit = 10_000): string {
  const doc = new BoundedMarkdown(limit, 'to fit');
  addUpgradeSection(doc, report(results));
  return doc.toString('');
}

describe('the upgrade readiness section', () => {
  it('counts findings by form, most frequent first, with the release that removes them', () => {
    const text = section([
      finding('spec.validationFailureAction'),
      finding('kyverno.io ClusterPolicy and Policy'),
      finding('kyverno.io ClusterPolicy and Policy', { line: 9 }),
      finding('test file jsonPayload', {
        upgrade: { type: 'deprecation', subject: 'test file jsonPayload' },
      }),
    ]);
    expect(text).toContain('### Upgrade readiness: 4 deprecated forms found\n\n');
    expect(text.indexOf('ClusterPolicy and Policy | 2 |')).toBeLessThan(
      text.indexOf('validationFailureAction | 1 |'),
    );
    expect(text).toContain('| test file jsonPayload | 1 | not announced |');
    expect(text).toContain('kyverno fix policy');
    expect(text).not.toContain('kyverno fix test');
  });

  it('is absent without findings, and escapes what the files say', () => {
    expect(section([]).trim()).toBe('');
    const text = section([finding('<img src=x> | `x`')]);
    expect(text).not.toContain('<img');
    expect(text).not.toContain('| `x` |');
  });

  it('counts the results an upgrade changes', () => {
    const change = finding('1.18.2 -> 1.19.0', {
      upgrade: { type: 'change', subject: '1.18.2 -> 1.19.0' },
    });
    const text = section([change, change]);
    expect(text).toContain('### Upgrade readiness\n\n**Upgrade preview:** 2 results change (');
    expect(text).toContain('; see the warnings.');
  });
});

describe('upgrade results in the JSON report and in merged shards', () => {
  it('round-trip through the JSON report', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'upgrade-json-'));
    try {
      const written = report([finding('kyverno.io ClusterPolicy and Policy')]);
      await writeJsonReport(path.join(dir, 'r.json'), written);
      expect(await readJsonReport(path.join(dir, 'r.json'))).toEqual(written);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are reported once when several shards read the same policy file', () => {
    const same = finding('kyverno.io ClusterPolicy and Policy');
    const merged = mergeReports([
      { file: 'a.json', report: report([same], 1) },
      { file: 'b.json', report: report([same, finding('x', { line: 5 })], 2) },
    ]);
    expect(merged.results.filter((result) => result.source === 'upgrade')).toHaveLength(2);
  });
});
