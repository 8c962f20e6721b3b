/**
 * The editor over every mutate suite of a corpus: each resource file is edited to hold the suite's
 * `patchedResources` object (the change from the resource to it, as a patch), in place, and each
 * edit is proven by the editor's own re-parse. None may fail: the corpus is ordinary Kubernetes
 * YAML, written by hand.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createPatch } from 'rfc6902';
import { beforeAll, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { JsonPatchOperation } from '../../../src/model/mutation.js';
import { editManifest, type DocumentEdit } from '../../../src/suggest/edit-manifest.js';
import { describeCorpora } from '../../support/corpus.js';

type Json = Record<string, unknown>;
const objects = (text: string) =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as Json | null);
const keyOf = (object: Json | null) =>
  `${String(object?.kind)}/${String((object?.metadata as Json | undefined)?.name)}`;

async function suiteFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'kyverno-test.yaml')
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const read = (file: string) => readFile(file, 'utf8').catch(() => undefined);

/** Changes of the kinds mutate policies make, applied to a copy of an object. */
const SYNTHETIC: [string, (object: Json) => void][] = [
  [
    'a label',
    (o) => {
      const metadata = o.metadata as Json;
      metadata.labels = {
        ...(metadata.labels as Json | undefined),
        'example.com/team': 'platform',
      };
    },
  ],
  [
    'annotations removed, or a key that YAML 1.1 reads as a boolean',
    (o) => {
      const metadata = o.metadata as Json;
      if (metadata.annotations) delete metadata.annotations;
      else metadata.note = 'on';
    },
  ],
  [
    'a security context on each container, and a sidecar',
    (o) => {
      const spec = ((o.spec as Json | undefined)?.template as Json | undefined)?.spec ?? o.spec;
      const containers = (spec as Json | undefined)?.containers;
      if (!Array.isArray(containers)) return;
      for (const container of containers as Json[]) {
        container.securityContext = { ...(container.securityContext as Json), runAsNonRoot: true };
      }
      containers.push({ name: 'sidecar', image: 'example/sidecar:1.0', args: ['--port', '8080'] });
    },
  ],
  [
    'a scalar that needs quotes',
    (o) => {
      (o.metadata as Json).name = 'name: "quoted" #not-a-comment';
    },
  ],
];

describeCorpora(
  'the manifest editor over the mutate suites',
  // The mini corpus has no mutate suite.
  { shared: { pairs: 40 }, mini: { pairs: 0 } },
  ({ dir, facts }) => {
    let pairs = 0;
    const failures: string[] = [];

    beforeAll(async () => {
      for (const suite of await suiteFiles(dir)) {
        const text = await read(suite);
        if (!text?.includes('patchedResource')) continue;
        const [spec] = objects(text);
        const base = path.dirname(suite);
        for (const result of (spec?.results ?? []) as Json[]) {
          const patchedFile = result.patchedResources ?? result.patchedResource;
          if (typeof patchedFile !== 'string') continue;
          const patchedText = await read(path.join(base, patchedFile));
          if (!patchedText) continue;
          const patched = objects(patchedText);
          for (const resourceFile of (spec?.resources ?? []) as string[]) {
            const resourceText = await read(path.join(base, resourceFile));
            if (!resourceText) continue;
            const edits: DocumentEdit[] = [];
            objects(resourceText).forEach((object, documentIndex) => {
              const target = patched.find((candidate) => keyOf(candidate) === keyOf(object));
              if (!object || !target) return;
              const patch = createPatch(object, target) as JsonPatchOperation[];
              if (patch.length > 0) edits.push({ documentIndex, patch, mutated: target });
            });
            if (edits.length === 0) continue;
            pairs += edits.length;
            const outcome = editManifest(resourceText, edits);
            for (const failed of outcome.failed) {
              failures.push(
                `${path.relative(dir, path.join(base, resourceFile))}: ${failed.reason}`,
              );
            }
          }
        }
      }
    });

    it('edits every resource into its patched resource in place', () => {
      expect(pairs).toBeGreaterThanOrEqual(facts.pairs);
      expect(failures).toEqual([]);
    });

    it('edits every object of every suite resource file with the changes mutate policies make', async () => {
      const files = new Set<string>();
      for (const suite of await suiteFiles(dir)) {
        const [spec] = objects((await read(suite)) ?? '');
        for (const file of (spec?.resources ?? []) as string[]) {
          files.add(path.join(path.dirname(suite), file));
        }
      }
      const problems: string[] = [];
      let edited = 0;
      for (const file of files) {
        const text = await read(file);
        if (!text || parseAllDocuments(text).some((document) => document.errors.length > 0))
          continue;
        const originals = objects(text);
        // All the changes at once: one edit of each object (the shared corpus has ~150 files).
        for (const [name, change] of [
          [
            SYNTHETIC.map(([what]) => what).join('; '),
            (o: Json) => SYNTHETIC.forEach(([, each]) => each(o)),
          ] as const,
        ]) {
          const edits: DocumentEdit[] = [];
          originals.forEach((object, documentIndex) => {
            if (!object || typeof object.metadata !== 'object' || !object.metadata) return;
            const mutated = structuredClone(object);
            change(mutated);
            const patch = createPatch(object, mutated) as JsonPatchOperation[];
            if (patch.length > 0) edits.push({ documentIndex, patch, mutated });
          });
          const outcome = editManifest(text, edits);
          edited += outcome.edited.length;
          for (const failed of outcome.failed) problems.push(`${file} (${name}): ${failed.reason}`);
          const wanted = originals.map(
            (object, index) => edits.find((e) => e.documentIndex === index)?.mutated ?? object,
          );
          if (problems.length === 0)
            expect(objects(outcome.text), `${file} (${name})`).toEqual(wanted);
        }
      }
      expect(problems).toEqual([]);
      expect(edited).toBeGreaterThanOrEqual(facts.pairs);
    });
  },
);
