/**
 * Issue 21 over the corpus manifests, with a ValidatingAdmissionPolicy among the policies: the
 * corpora hold custom resources (Istio objects, a Kustomization, …) whose kinds Kyverno cannot
 * map without their CRDs. Every object's results in the action's batched run must equal those
 * of a plain `kyverno apply` over that object alone, counted here independently of the action's
 * code: an object that stops its plain run counts as one error.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LineCounter, parseAllDocuments } from 'yaml';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import { runProcess } from '../../../src/process/run-process.js';
import type { ApplyOutcome } from '../../../src/run/kyverno-apply.js';
import { planAndApply } from '../../support/apply-stage.js';
import { describeCorpora } from '../../support/corpus.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const VAP = `apiVersion: admissionregistration.k8s.io/v1
kind: ValidatingAdmissionPolicy
metadata:
  name: require-app-label
spec:
  matchConstraints:
    resourceRules:
    - apiGroups: [apps]
      apiVersions: [v1]
      operations: [CREATE, UPDATE]
      resources: [deployments]
    - apiGroups: [""]
      apiVersions: [v1]
      operations: [CREATE, UPDATE]
      resources: [services]
  validations:
  - expression: "has(object.metadata.labels) && 'app' in object.metadata.labels"
    message: an app label is required
`;
const LATEST_TAG = 'kyverno-policies/best-practices/disallow-latest-tag/disallow-latest-tag.yaml';

interface KubeObject {
  apiVersion?: unknown;
  kind?: unknown;
  metadata?: { name?: unknown; namespace?: unknown };
  items?: unknown[];
}

const isObject = (value: unknown): value is KubeObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectKey = (file: string, kind: string, namespace: string, name: string) =>
  `${file} ${kind} ${namespace || 'default'}/${name}`;

describeCorpora<{ customResources: number }>(
  'isolation over the corpus manifests with a ValidatingAdmissionPolicy',
  { shared: { customResources: 5 }, mini: { customResources: 0 } },
  ({ dir, facts }) => {
    let workspace: string;
    let scratch: string;
    let files: string[];
    let outcome: ApplyOutcome;

    beforeAll(async () => {
      workspace = await mkdtemp(path.join(os.tmpdir(), 'kpc-isolation-corpus-'));
      scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-isolation-alone-'));
      await cp(path.join(dir, 'manifests'), path.join(workspace, 'manifests'), { recursive: true });
      await mkdir(path.join(workspace, 'policies'));
      await writeFile(path.join(workspace, 'policies/require-app-label.yaml'), VAP);
      await cp(
        path.join(dir, LATEST_TAG),
        path.join(workspace, 'policies/disallow-latest-tag.yaml'),
      );
      const config: ApplyConfig = {
        policies: ['policies'],
        manifests: ['manifests/**/*.yaml', 'manifests/**/*.yml'],
        scope: 'all',
        exceptions: [],
        auditWarn: false,
      };
      files = (await selectManifests({ workspace, patterns: config.manifests })).files;
      outcome = await planAndApply({
        kyverno: kyvernoBinary(),
        workspace,
        manifestFiles: files,
        config,
        parallelism: 2,
      });
    }, 900_000);

    afterAll(async () => {
      if (workspace) await rm(workspace, { recursive: true, force: true });
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    /** Per object, `status count` pairs of a plain `kyverno apply` over that object alone. */
    async function alone(): Promise<Map<string, string[]>> {
      const objects: { key: string; object: KubeObject }[] = [];
      for (const file of files) {
        const text = await readFile(path.join(workspace, file), 'utf8');
        const lines = new LineCounter();
        for (const document of parseAllDocuments(text, { version: '1.1', lineCounter: lines })) {
          const value = document.toJS() as unknown;
          if (!isObject(value)) continue;
          // Documents the action deliberately keeps from Kyverno (a kustomization) say why instead.
          const [from, to] = [document.range[0], document.range[2]].map(
            (at) => lines.linePos(at).line,
          );
          const skipped = outcome.skipped.some(
            (entry) => entry.file === file && entry.line >= from! && entry.line <= to!,
          );
          if (skipped) continue;
          const items = value.kind === 'List' && Array.isArray(value.items) ? value.items : [value];
          for (const item of items.filter(isObject)) {
            if (typeof item.kind !== 'string' || typeof item.apiVersion !== 'string') continue;
            const name = String(item.metadata?.name ?? '');
            const namespace = String(item.metadata?.namespace ?? '');
            objects.push({ key: objectKey(file, item.kind, namespace, name), object: item });
          }
        }
      }
      const counts = new Map<string, string[]>();
      const limit = pLimit(2);
      await Promise.all(
        objects.map(({ key, object }, index) =>
          limit(async () => {
            const resource = path.join(scratch, `${index}.yaml`);
            await writeFile(resource, JSON.stringify(object));
            const output = path.join(scratch, `out-${index}`);
            const ran = await runProcess(
              kyvernoBinary(),
              [
                'apply',
                'policies',
                `--resource=${resource}`,
                '--policy-report',
                '--output-format=json',
                '-o',
                output,
              ],
              { cwd: workspace },
            );
            const statuses: string[] = [];
            for (const line of ran.stdout.split('\n').filter((text) => text.startsWith('{'))) {
              const report = JSON.parse(line) as { results?: { result: string }[] };
              statuses.push(...(report.results ?? []).map((entry) => entry.result));
            }
            if (statuses.length === 0 && /failed to apply policies on resource/.test(ran.stderr)) {
              statuses.push('error');
            }
            counts.set(key, [...(counts.get(key) ?? []), ...statuses].sort());
          }),
        ),
      );
      return counts;
    }

    it('gives every object the results of a run of that object alone', async () => {
      const expected = await alone();
      const ours = new Map<string, string[]>([...expected.keys()].map((key) => [key, []]));
      for (const result of outcome.results) {
        const { kind, namespace, name } = result.resource;
        const key = objectKey(result.file ?? '', kind, namespace, name);
        ours.set(key, [...(ours.get(key) ?? []), result.status].sort());
      }
      expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(expected));
      const stopped = [...expected.values()].filter((statuses) => statuses.includes('error'));
      expect(stopped.length).toBeGreaterThanOrEqual(facts.customResources);
      expect(outcome.notices).toEqual([]);
    }, 900_000);
  },
);
