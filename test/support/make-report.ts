/** Builders for reporter tests: results, reports, a GitHub context, a config and a recording sink. */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnnotationProperties } from '@actions/core';
import { expect } from 'vitest';
import type { GitHubContext } from '../../src/github/context.js';
import type { ReportSink } from '../../src/github/publish.js';
import type { ReportConfig } from '../../src/inputs/config.js';
import type { KyvernoInfo, PolicyInfo, RunReport } from '../../src/model/report.js';
import type { PolicyResult, SkippedDocument } from '../../src/model/result.js';
import { countResults } from '../../src/model/result.js';

export const HEAD_SHA = '0123456789abcdef0123456789abcdef01234567';
export const MERGE_SHA = 'fedcba9876543210fedcba9876543210fedcba98';

export function result(overrides: Partial<PolicyResult> = {}): PolicyResult {
  return {
    source: 'apply',
    status: 'fail',
    policy: 'require-labels',
    rule: 'check-team',
    resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'default', name: 'web' },
    message:
      "validation error: label 'team' is required. rule check-team failed at path /metadata/labels/team/",
    reason: 'Fail',
    file: 'deploy/web.yaml',
    line: 1,
    ...overrides,
  };
}

/** `count` failing results in distinct files and lines. */
export function failures(count: number, overrides: Partial<PolicyResult> = {}): PolicyResult[] {
  return Array.from({ length: count }, (_, index) =>
    result({
      resource: {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        namespace: 'default',
        name: `web-${index + 1}`,
      },
      file: `deploy/app-${String(Math.floor(index / 10)).padStart(4, '0')}.yaml`,
      line: (index % 10) * 20 + 1,
      ...overrides,
    }),
  );
}

export function makeReport(
  results: PolicyResult[],
  extra: { skipped?: SkippedDocument[]; notices?: string[]; policies?: PolicyInfo[] } = {},
): RunReport {
  return {
    schemaVersion: 1,
    kyvernoVersion: 'v1.19.0',
    summary: countResults(results),
    results,
    skipped: extra.skipped ?? [],
    notices: extra.notices ?? [],
    ...(extra.policies && { policies: extra.policies }),
  };
}

export const KYVERNO: KyvernoInfo = {
  version: 'v1.19.0',
  path: '/opt/hostedtoolcache/kyverno/1.19.0/x64/kyverno',
  origin: 'tool cache',
};

export function githubContext(overrides: Partial<GitHubContext> = {}): GitHubContext {
  return {
    owner: 'acme',
    repo: 'web',
    eventName: 'pull_request',
    headSha: HEAD_SHA,
    pullRequestNumber: 7,
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    runId: 4242,
    runAttempt: 1,
    workflow: 'Policies',
    job: 'kyverno',
    actor: 'octocat',
    readOnlyToken: false,
    ...overrides,
  };
}

export function reportConfig(overrides: Partial<ReportConfig> = {}): ReportConfig {
  return {
    failOn: 'fail',
    annotations: true,
    checkRun: true,
    checkName: 'Kyverno',
    comment: 'on-failure',
    jobSummary: true,
    jsonFile: '/tmp/runner/kyverno-policy-check/results.json',
    ...overrides,
  };
}

interface Annotated {
  message: string;
  properties?: AnnotationProperties;
}

export class RecordingSink implements ReportSink {
  readonly infos: string[] = [];
  readonly notices: string[] = [];
  readonly warnings: Annotated[] = [];
  readonly errors: Annotated[] = [];
  readonly summaries: string[] = [];
  readonly debugs: string[] = [];

  info(message: string): void {
    this.infos.push(message);
  }
  debug(message: string): void {
    this.debugs.push(message);
  }
  notice(message: string): void {
    this.notices.push(message);
  }
  warning(message: string, properties?: AnnotationProperties): void {
    this.warnings.push({ message, ...(properties && { properties }) });
  }
  error(message: string, properties?: AnnotationProperties): void {
    this.errors.push({ message, ...(properties && { properties }) });
  }
  writeSummary(markdown: string): Promise<boolean> {
    this.summaries.push(markdown);
    return Promise.resolve(true);
  }
  /** Workflow-command annotations (warnings with a file), as opposed to plain warnings. */
  get warningAnnotations(): Annotated[] {
    return this.warnings.filter((warning) => warning.properties?.file !== undefined);
  }
}

const GOLDEN_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/golden');

/** Compares with `test/fixtures/golden/<name>`; `UPDATE_GOLDEN=1` rewrites the file instead. */
export async function expectGolden(name: string, actual: string): Promise<void> {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, actual, 'utf8');
    return;
  }
  const expected = await readFile(file, 'utf8').catch(() => {
    throw new Error(
      `golden file ${file} is missing: run the test with UPDATE_GOLDEN=1 and review it`,
    );
  });
  expect(actual, `differs from ${name}; if the change is intended, run with UPDATE_GOLDEN=1`).toBe(
    expected,
  );
}

/** Cells of a Markdown table row, splitting on unescaped pipes. */
export function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/);
}

/** Every table in `markdown` has as many cells in each row as in its header. */
export function expectIntactTables(markdown: string): void {
  let width: number | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      width = undefined;
      continue;
    }
    const cells = tableCells(line).length;
    if (width === undefined) width = cells;
    expect(cells, `table row with a wrong number of cells: ${line}`).toBe(width);
  }
}

/** The mixed report behind the golden files: both sources, every status, hostile text. */
export function goldenReport(): RunReport {
  const hostile = '<img src=x onerror=alert(1)> **bold** [x](https://evil.example) @octocat | cell';
  return makeReport(
    [
      result({
        source: 'test',
        status: 'pass',
        policy: 'disallow-latest-tag',
        rule: 'validate-image-tag',
        file: 'policies/latest/kyverno-test.yaml',
        line: 12,
        suite: 'policies/latest/kyverno-test.yaml',
        message: '',
        reason: 'Ok',
        category: 'Best Practices',
        severity: 'medium',
      }),
      result({
        source: 'test',
        status: 'fail',
        policy: 'disallow-latest-tag',
        rule: 'require-image-tag',
        file: 'policies/latest/kyverno-test.yaml',
        line: 20,
        suite: 'policies/latest/kyverno-test.yaml',
        resource: { apiVersion: 'v1', kind: 'Pod', namespace: 'default', name: 'myapp-pod' },
        message: 'An image tag is required.',
        reason: 'Want pass, got fail',
        category: 'Best Practices',
        severity: 'medium',
      }),
      result({
        source: 'test',
        status: 'error',
        policy: '',
        rule: '',
        file: 'policies/broken/kyverno-test.yaml',
        line: 3,
        suite: 'policies/broken/kyverno-test.yaml',
        resource: { apiVersion: '', kind: '', namespace: '', name: '' },
        message:
          'policy file policies/broken/policy.yaml: yaml: line 4: mapping values are not allowed here',
        reason: 'load error',
      }),
      result({
        source: 'apply',
        status: 'fail',
        file: 'deploy/web.yaml',
        line: 1,
        resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'prod', name: hostile },
        message: `validation error: ${hostile}\n::error::injected\n%0A`,
        category: 'Pod Security',
        severity: 'high',
      }),
      result({
        source: 'apply',
        status: 'warn',
        policy: 'require-probes',
        rule: 'validate-probes',
        file: 'deploy/web.yaml',
        line: 1,
        message: 'Liveness, readiness or startup probes are required for all containers.',
        reason: 'Warn',
      }),
      result({
        source: 'apply',
        status: 'pass',
        file: 'deploy/api.yaml',
        line: 1,
        resource: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'prod', name: 'api' },
        message: '',
        reason: 'Ok',
      }),
      result({
        source: 'apply',
        status: 'skip',
        policy: 'require-probes',
        rule: 'validate-probes',
        file: 'deploy/job.yaml',
        line: 5,
        resource: { apiVersion: 'batch/v1', kind: 'Job', namespace: 'prod', name: 'migrate' },
        message: '',
        reason: 'Excluded',
      }),
      result({
        source: 'test',
        status: 'fail',
        policy: 'remote-policy',
        rule: 'r',
        file: undefined,
        line: undefined,
        suite: 'https://git.example/policies.git',
        message: 'remote suite failure',
        reason: 'Want pass, got fail',
      }),
    ],
    {
      skipped: [
        {
          file: 'deploy/values.yaml',
          line: 1,
          reason: 'not a Kubernetes resource (no apiVersion/kind)',
        },
        {
          file: 'deploy/<b>odd</b> name.yaml',
          line: 3,
          reason: 'Helm template syntax ({{ }}) is not rendered',
        },
      ],
      notices: ['kyverno apply reported 6 results but printed 5 (counted from its JSON output).'],
      policies: [
        {
          name: 'require-labels',
          kind: 'ClusterPolicy',
          title: `Require Labels ${hostile}`,
          category: 'Pod Security',
          severity: 'high',
          description: `Every Deployment needs a \`team\` label.\n\n${hostile}\n# not a heading`,
          file: 'policies/labels.yaml',
          line: 1,
        },
        {
          name: 'disallow-latest-tag',
          kind: 'ClusterPolicy',
          title: 'Disallow Latest Tag',
          category: 'Best Practices',
          severity: 'medium',
          description:
            "The ':latest' tag is mutable and can lead to unexpected errors if the image changes.",
          file: 'policies/latest/policy.yaml',
          line: 1,
        },
        {
          name: 'require-probes',
          namespace: 'prod',
          kind: 'Policy',
          title: 'Require Pod Probes',
          severity: 'low',
          file: 'policies/probes.yaml',
          line: 9,
        },
      ],
    },
  );
}
