/**
 * Detection over a corpus laid out as one repository (copied into a temp git repository, never
 * into this one): what is detected equals what the corpus holds, counted here independently by
 * walking the copy and parsing every YAML file whole.
 */
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { detect, type Detected } from '../../../src/detect/detect.js';
import { policyKindRole } from '../../../src/documents/policy-info.js';
import { describeCorpora } from '../../support/corpus.js';
import { cleanupRepos, GitRepo } from '../../support/git-repo.js';

afterAll(cleanupRepos);

async function walk(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory() && entry.name !== '.git') files.push(...(await walk(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

const dirOf = (file: string) => (path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file));
const hidden = (file: string) => file.split('/').some((part) => part.startsWith('.'));

interface Heads {
  objects: { apiVersion: string; kind: string }[];
}

async function objectsOf(root: string, file: string): Promise<Heads> {
  const text = await readFile(path.join(root, file), 'utf8');
  const objects = parseAllDocuments(text).flatMap((document) => {
    const value: unknown = document.errors.length > 0 ? undefined : document.toJS();
    if (typeof value !== 'object' || value === null) return [];
    const { apiVersion, kind } = value as { apiVersion?: unknown; kind?: unknown };
    return typeof apiVersion === 'string' && typeof kind === 'string' ? [{ apiVersion, kind }] : [];
  });
  return { objects };
}

describeCorpora(
  'auto-detection over the corpus as one repository',
  { shared: {}, mini: {} },
  (corpus) => {
    let repo: GitRepo;
    let files: string[];
    let found: Detected;

    beforeAll(async () => {
      repo = await GitRepo.create();
      for (const folder of ['kyverno-policies', 'manifests', 'rendered']) {
        await cp(path.join(corpus.dir, folder), path.join(repo.dir, folder), {
          recursive: true,
        }).catch(() => undefined);
      }
      await repo.commit('the corpus');
      files = await walk(repo.dir);
      found = await detect(repo.dir, { testFileName: 'kyverno-test.yaml' });
    }, 300_000);

    it('finds every suite', () => {
      expect(found.found.tests).toEqual(
        files.filter((file) => path.posix.basename(file) === 'kyverno-test.yaml'),
      );
      expect(found.found.tests.length).toBeGreaterThan(0);
    });

    it('finds every chart folder that is not inside another chart', () => {
      const charts = files.filter((file) => path.posix.basename(file) === 'Chart.yaml').map(dirOf);
      const roots = charts.filter(
        (chart) => !charts.some((outer) => outer !== chart && chart.startsWith(`${outer}/`)),
      );
      expect(found.found['helm-charts']).toEqual(roots);
    });

    it('finds every policy file of the policy suites, beside their tests', async () => {
      const yaml = files.filter((file) => /\.ya?ml$/.test(file) && !hidden(file));
      const policies: string[] = [];
      for (const file of yaml) {
        const { objects } = await objectsOf(repo.dir, file);
        const roles = objects.map((object) => policyKindRole(object.apiVersion, object.kind));
        if (roles.some((role) => role === 'policy') && roles.every((role) => role !== undefined)) {
          policies.push(file);
        }
      }
      expect(found.found.policies).toEqual(policies);
    });

    it('counts every YAML file holding an object once: a manifest, or left out with its reason', async () => {
      const holding: string[] = [];
      for (const file of files) {
        if (!/\.ya?ml$/.test(file) || file.startsWith('.github/')) continue;
        if (
          /(^|\/)kustomization\.ya?ml$/.test(file) ||
          path.posix.basename(file) === 'kyverno-test.yaml'
        )
          continue;
        const { objects } = await objectsOf(repo.dir, file).catch(() => ({ objects: [] }));
        const tool = (o: { apiVersion: string }) =>
          /^(cli|chainsaw)\.kyverno\.io\//.test(o.apiVersion) ||
          o.apiVersion.startsWith('kustomize.config.k8s.io/');
        const plain = objects.filter((o) => !tool(o));
        if (
          plain.length > 0 &&
          plain.every((o) => policyKindRole(o.apiVersion, o.kind) === undefined)
        )
          holding.push(file);
      }
      const { leftOut } = found;
      // Chart templates do not parse as YAML whole; the rest must add up exactly.
      const counted =
        found.found.manifests.length +
        leftOut.suiteFiles +
        leftOut.kustomizeSources +
        leftOut.hidden;
      const outsideCharts = holding.filter(
        (file) => !found.found['helm-charts'].some((chart) => file.startsWith(`${chart}/`)),
      );
      expect(counted).toBe(outsideCharts.length);
      for (const manifest of found.found.manifests) expect(holding, manifest).toContain(manifest);
    });

    it('never takes a suite resource, a chart file or a kustomization source for a manifest', async () => {
      const listed = new Set<string>();
      for (const suite of found.found.tests) {
        const test = parse(await readFile(path.join(repo.dir, suite), 'utf8')) as {
          resources?: string[];
        };
        for (const resource of test.resources ?? [])
          listed.add(path.posix.normalize(`${dirOf(suite)}/${resource}`));
      }
      // The files the kustomizations name as resources (a kustomization builds them instead).
      const named = new Set<string>();
      for (const file of files.filter((f) => /(^|\/)kustomization\.ya?ml$/.test(f))) {
        const kustomization = parse(await readFile(path.join(repo.dir, file), 'utf8')) as {
          resources?: unknown[];
        } | null;
        for (const resource of kustomization?.resources ?? []) {
          if (typeof resource === 'string') {
            named.add(path.posix.normalize(`${dirOf(file)}/${resource}`));
          }
        }
      }
      for (const manifest of found.found.manifests) {
        expect(listed.has(manifest), manifest).toBe(false);
        expect(
          found.found['helm-charts'].some((chart) => manifest.startsWith(`${chart}/`)),
          manifest,
        ).toBe(false);
        expect(named.has(manifest), `${manifest}: a kustomization names it`).toBe(false);
      }
    });
  },
);
