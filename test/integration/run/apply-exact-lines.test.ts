/**
 * Results whose message names a path land on that field's line, against the real Kyverno CLI:
 * missing labels, list indexes, JSON-pointer escapes, autogen rules on a Deployment and a
 * CronJob, and List items. Expected lines come from test/support/yaml-nodes.ts, which reads
 * the YAML AST on its own.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { messagePath } from '../../../src/documents/yaml-path.js';
import type { PolicyResult } from '../../../src/model/result.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import type { ApplyOutcome } from '../../../src/run/kyverno-apply.js';
import { planAndApply } from '../../support/apply-stage.js';
import { describeCorpora } from '../../support/corpus.js';
import { kyvernoBinary } from '../../support/kyverno.js';
import { expectedPathLine } from '../../support/yaml-nodes.js';

const workspace = new URL('../../fixtures/apply/paths/', import.meta.url).pathname;
const manifestFiles = [
  'resources/pods.yaml',
  'resources/controllers.yaml',
  'resources/list.yaml',
  'resources/configmaps.yaml',
];

let outcome: ApplyOutcome;

beforeAll(async () => {
  outcome = await planAndApply({
    kyverno: kyvernoBinary(),
    workspace,
    manifestFiles,
    config: {
      policies: ['policies'],
      manifests: [],
      scope: 'all',
      exceptions: [],
      auditWarn: false,
    },
    parallelism: 1,
  });
});

/** `Kind/name rule -> file:line:column path` for every failed result. */
const placed = (results: PolicyResult[]): string[] =>
  results
    .filter((r) => r.status === 'fail')
    .map(
      (r) =>
        `${r.resource.kind}/${r.resource.name} ${r.rule} -> ${r.file}:${r.line}:${r.column} ${r.path ?? '-'}`,
    )
    .sort();

describe('exact lines of kyverno apply results', () => {
  it('places each failure at the field Kyverno names, or its deepest existing parent', () => {
    expect(outcome.notices).toEqual([]);
    expect(placed(outcome.results)).toEqual([
      // Kyverno does not escape the `/` of the key; the path does.
      'ConfigMap/annotated owner -> resources/configmaps.yaml:6:5 /metadata/annotations/example.com~1owner~0team',
      // Kyverno names the missing map: no `annotations:`, so the `metadata:` line.
      'ConfigMap/plain owner -> resources/configmaps.yaml:11:1 /metadata/annotations',
      'CronJob/nightly autogen-cronjob-image-tag -> resources/controllers.yaml:36:15 /spec/jobTemplate/spec/template/spec/containers/1/image',
      'Deployment/web autogen-image-tag -> resources/controllers.yaml:16:11 /spec/template/spec/containers/0/image',
      'Deployment/web autogen-team -> resources/controllers.yaml:11:7 /spec/template/metadata/labels/team',
      'Pod/bare image-tag -> resources/pods.yaml:21:19 /spec/containers/0/image',
      'Pod/bare team -> resources/pods.yaml:17:1 /metadata/labels',
      'Pod/labelled image-tag -> resources/pods.yaml:13:7 /spec/containers/1/image',
      'Pod/labelled team -> resources/pods.yaml:6:3 /metadata/labels/team',
      'Pod/listed image-tag -> resources/list.yaml:13:11 /spec/containers/0/image',
      'Pod/listed-flow team -> resources/list.yaml:14:33 /metadata/labels',
    ]);
  });

  it('agrees with a line computed independently from the YAML AST for every path', async () => {
    const texts = new Map(
      await Promise.all(
        manifestFiles.map(
          async (file) => [file, await readFile(path.join(workspace, file), 'utf8')] as const,
        ),
      ),
    );
    const withPath = outcome.results.filter((r) => messagePath(r.message));
    expect(withPath.length).toBeGreaterThanOrEqual(11);
    for (const result of withPath) {
      const expected = expectedPathLine(
        texts.get(result.file!)!,
        result,
        messagePath(result.message)!,
      );
      expect(result.line, JSON.stringify(result)).toBe(expected);
    }
  });
});

describeCorpora<{ paths: number; kinds: string[] }>(
  'exact lines on the corpus',
  {
    shared: { paths: 20, kinds: ['Deployment', 'Job'] },
    mini: { paths: 5, kinds: ['Deployment'] },
  },
  ({ dir, facts }) => {
    it('puts every result whose message names a path on that field, or its deepest parent', async () => {
      const manifests = ['manifests/**/*.yaml', 'manifests/**/*.yml'];
      const { files } = await selectManifests({ workspace: dir, patterns: manifests });
      const outcome = await planAndApply({
        kyverno: kyvernoBinary(),
        workspace: dir,
        manifestFiles: files,
        config: {
          policies: ['kyverno-policies/pod-security', 'kyverno-policies/best-practices'],
          manifests,
          scope: 'all',
          exceptions: [],
          auditWarn: false,
        },
        parallelism: 2,
      });
      const withPath = outcome.results.filter((r) => r.file && messagePath(r.message));
      expect([...new Set(withPath.map((r) => r.resource.kind))]).toEqual(
        expect.arrayContaining(facts.kinds),
      );
      let moved = 0;
      for (const located of withPath) {
        const text = await readFile(path.join(dir, located.file!), 'utf8');
        const expected = expectedPathLine(text, located, messagePath(located.message)!);
        if (expected === undefined) expect(located.path, JSON.stringify(located)).toBeUndefined();
        else {
          expect(located.line, JSON.stringify(located)).toBe(expected);
          moved += 1;
        }
      }
      expect(moved).toBeGreaterThanOrEqual(facts.paths);
    });
  },
);
