/**
 * The action's `kyverno apply` stage against the real Kyverno CLI, on the shared corpus (read in
 * place, nothing copied into the repository) and on the mini corpus the repository carries.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isMap, isSeq, parseAllDocuments } from 'yaml';
import type { ApplyConfig } from '../../../src/inputs/config.js';
import { countResults, type Counts } from '../../../src/model/result.js';
import { parseManifest } from '../../../src/documents/manifest-documents.js';
import { selectManifests } from '../../../src/plan/manifests.js';
import type { ApplyOutcome } from '../../../src/run/kyverno-apply.js';
import { planAndApply } from '../../support/apply-stage.js';
import { runProcess } from '../../../src/process/run-process.js';
import { describeCorpora } from '../../support/corpus.js';
import { kyvernoBinary } from '../../support/kyverno.js';

const POLICIES = ['kyverno-policies/pod-security', 'kyverno-policies/best-practices'];
const config: ApplyConfig = {
  policies: POLICIES,
  manifests: ['manifests/**/*.yaml', 'manifests/**/*.yml'],
  scope: 'all',
  exceptions: [],
  auditWarn: false,
};

/** What each corpus holds, for the assertions below. */
interface Facts {
  ymlFiles: number;
  multiDocumentFiles: number;
  listFiles: number;
  results: number;
  autogen: number;
  /** A controller declared inside a `kind: List` file. */
  listController: { file: string; resource: string };
  kustomization: string;
  /** A Deployment declared in two files, and a rule it is checked by. */
  twice: { name: string; rule: string; files: string[] };
}

function isListObject(doc: unknown): doc is { items: unknown[] } {
  const object = doc as { kind?: unknown; items?: unknown } | null;
  return object?.kind === 'List' && Array.isArray(object.items);
}

describeCorpora<Facts>(
  'kyverno apply on the corpus manifests',
  {
    shared: {
      ymlFiles: 6,
      multiDocumentFiles: 11,
      listFiles: 4,
      results: 101,
      autogen: 51,
      listController: {
        file: 'manifests/jaegertracing-jaeger-kubernetes/production/cassandra.yml',
        resource: 'Job/jaeger-cassandra-schema-job',
      },
      kustomization:
        'manifests/GoogleCloudPlatform-microservices-demo/kubernetes-manifests/kustomization.yaml',
      twice: {
        name: 'frontend',
        rule: 'autogen-check-seccomp',
        files: [
          'manifests/GoogleCloudPlatform-microservices-demo/kubernetes-manifests/frontend.yaml',
          'manifests/GoogleCloudPlatform-microservices-demo/release/kubernetes-manifests.yaml',
        ],
      },
    },
    mini: {
      ymlFiles: 3,
      multiDocumentFiles: 3,
      listFiles: 1,
      results: 20,
      autogen: 10,
      listController: { file: 'manifests/shop/batch/jobs.yml', resource: 'Job/cart-migrate' },
      kustomization: 'manifests/shop/kustomization.yaml',
      twice: {
        name: 'frontend',
        rule: 'autogen-validate-image-tag',
        files: ['manifests/shop/frontend.yaml', 'manifests/shop/release/all-in-one.yaml'],
      },
    },
  },
  ({ dir, facts }) => {
    let files: string[];
    let outcome: ApplyOutcome;
    let scratch: string;

    beforeAll(async () => {
      scratch = await mkdtemp(path.join(os.tmpdir(), 'kpc-plain-'));
      files = (await selectManifests({ workspace: dir, patterns: config.manifests })).files;
      outcome = await planAndApply({
        kyverno: kyvernoBinary(),
        workspace: dir,
        manifestFiles: files,
        config,
        parallelism: 2,
      });
    });

    afterAll(async () => {
      if (scratch) await rm(scratch, { recursive: true, force: true });
    });

    /**
     * Plain `kyverno apply … --policy-report` over the same files, one run per folder. One run
     * over all of them panics on objects declared twice (`already exists`); a folder that does is
     * run file by file. Kyverno 1.19 also panics on `kind: List`, so a List file is given to it as
     * its items, one document each, the way `kubectl` would send them.
     */
    async function plainCounts(): Promise<Counts> {
      const totals = countResults([]);
      const resources = await Promise.all(files.map((file, index) => plainResource(file, index)));
      const folders = new Map<string, string[]>();
      files.forEach((file, index) => {
        const folder = path.posix.dirname(file);
        folders.set(folder, [...(folders.get(folder) ?? []), resources[index]!]);
      });
      const limit = pLimit(2);
      let runs = 0;
      const plain = async (group: string[]): Promise<void> => {
        const args = ['apply', ...POLICIES, ...group.map((r) => `--resource=${r}`)];
        const output = path.join(scratch, `out-${runs++}`);
        const ran = await runProcess(
          kyvernoBinary(),
          [...args, '--policy-report', '--output-format=json', '-o', output],
          { cwd: dir },
        );
        if (ran.stderr.includes('already exists') && group.length > 1) {
          await Promise.all(group.map((resource) => plain([resource])));
          return;
        }
        expect(ran.stderr, ran.stderr).toBe('');
        for (const line of ran.stdout.split('\n')) {
          if (!line.startsWith('{')) continue;
          const report = JSON.parse(line) as { results?: { result: keyof Counts }[] };
          for (const entry of report.results ?? []) totals[entry.result] += 1;
        }
      };
      await Promise.all([...folders.values()].map((group) => limit(() => plain(group))));
      return totals;
    }

    async function plainResource(file: string, index: number): Promise<string> {
      const text = await readFile(path.join(dir, file), 'utf8');
      const docs = parseAllDocuments(text).map((doc) => doc.toJS() as unknown);
      if (!docs.some((doc) => isListObject(doc))) return path.join(dir, file);
      const items = docs.flatMap((doc) => (isListObject(doc) ? doc.items : [doc]));
      const resource = path.join(scratch, `${index}.yaml`);
      await writeFile(resource, items.map((item) => JSON.stringify(item)).join('\n---\n'));
      return resource;
    }

    it('covers multi-document files and kind: List files', async () => {
      expect(files.filter((file) => file.endsWith('.yml')).length).toBeGreaterThanOrEqual(
        facts.ymlFiles,
      );
      const texts = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
      expect(
        texts.filter((text) => parseAllDocuments(text).length > 1).length,
      ).toBeGreaterThanOrEqual(facts.multiDocumentFiles);
      const lists = texts.filter((text) =>
        parseAllDocuments(text).some(
          (doc) => isMap(doc.contents) && doc.get('kind') === 'List' && isSeq(doc.get('items')),
        ),
      );
      expect(lists.length).toBe(facts.listFiles);
    });

    it('counts the same pass, fail, warn and error results as plain kyverno apply', async () => {
      const ours = countResults(outcome.results);
      const plain = await plainCounts();
      expect(ours).toEqual(plain);
      expect(ours.fail).toBeGreaterThan(0);
      expect(ours.pass).toBeGreaterThan(0);
      expect(outcome.notices).toEqual([]);
    });

    it('places every result on a line inside the document that declares its resource', async () => {
      const parsed = new Map(
        await Promise.all(
          files.map(
            async (file) =>
              [file, parseManifest(file, await readFile(path.join(dir, file), 'utf8'))] as const,
          ),
        ),
      );
      expect(outcome.results.length).toBeGreaterThanOrEqual(facts.results);
      for (const result of outcome.results) {
        expect(result.source).toBe('apply');
        expect(result.file, JSON.stringify(result)).toBeDefined();
        const objects = parsed.get(result.file!)!.documents.map((document) => document.object);
        const owner = objects.find(
          (object) => object.startLine <= result.line! && result.line! <= object.endLine,
        );
        expect(owner, JSON.stringify(result)).toBeDefined();
        expect(owner!.resource.kind).toBe(result.resource.kind);
        expect(owner!.resource.name).toBe(result.resource.name);
        // A result about a field is on that field's line (exact-lines.test.ts checks which).
        if (result.path === undefined) expect(owner!.line).toBe(result.line);
      }
    });

    it('puts autogen results on the controllers, also inside List files', () => {
      const autogen = outcome.results.filter((r) => r.rule.startsWith('autogen-'));
      const controllers = ['Deployment', 'StatefulSet', 'DaemonSet', 'Job', 'CronJob'];
      expect(autogen.length).toBeGreaterThanOrEqual(facts.autogen);
      expect(autogen.every((r) => controllers.includes(r.resource.kind))).toBe(true);
      const inList = autogen.filter((r) => r.file === facts.listController.file);
      expect(inList.map((r) => `${r.resource.kind}/${r.resource.name}`)).toContain(
        facts.listController.resource,
      );
    });

    it('lists the Kustomize files as skipped, with the reason', () => {
      expect(outcome.skipped).toContainEqual({
        file: facts.kustomization,
        line: expect.any(Number),
        reason: 'a Kustomize Kustomization, not a cluster resource',
      });
    });

    it('reports a resource declared in two files in both', () => {
      const twice = outcome.results.filter(
        (r) =>
          r.resource.kind === 'Deployment' &&
          r.resource.name === facts.twice.name &&
          r.rule === facts.twice.rule,
      );
      expect(twice.map((r) => r.file).sort()).toEqual(facts.twice.files);
    });
  },
);
