/**
 * MutatedResource values built from objects captured from the real Kyverno CLI, as the apply stage
 * builds them: test/fixtures/suggest/<case>/ holds `policy.yaml`, `resource.yaml`, the `-o`
 * folder `mutated/` Kyverno wrote, and `command.txt` with the exact command.
 *
 *   const capture = await readCapture('psm');
 *   capture.mutations   // MutatedResource[] for resource.yaml, with the patch and the maker
 *   capture.head        // resource.yaml's text
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPatch } from 'rfc6902';
import { parseAllDocuments } from 'yaml';
import type { JsonPatchOperation, MutatedResource } from '../../src/model/mutation.js';

export const SUGGEST_FIXTURES = fileURLToPath(new URL('../fixtures/suggest/', import.meta.url));
export const SUGGEST_CASES = [
  'psm',
  'json6902',
  'foreach',
  'mutating-policy',
  'multi-document',
  'comment',
] as const;

type Json = Record<string, unknown>;

export interface Capture {
  dir: string;
  head: string;
  policy: string;
  mutations: MutatedResource[];
  /** The head file's documents with Kyverno's mutations: what the file must parse to. */
  expected: unknown[];
}

const documentsOf = (text: string): Json[] =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as Json);

const meta = (object: Json) => (object.metadata ?? {}) as Json;
const keyOf = (object: Json) =>
  `${String(object.kind)}/${String(meta(object).namespace ?? '')}/${String(meta(object).name)}`;

function makersOf(policyText: string): MutatedResource['makers'] {
  return documentsOf(policyText).flatMap((policy) => {
    const name = String(meta(policy).name);
    const rules = ((policy.spec as Json | undefined)?.rules ?? []) as Json[];
    if (rules.length === 0) return [{ policy: name, rule: '' }];
    return rules.map((rule) => ({ policy: name, rule: String(rule.name) }));
  });
}

/**
 * Kyverno writes `namespace: default` into objects without one; no policy made that change, so it
 * is taken out before the patch is computed (as the apply stage does).
 */
function withoutCliDefaults(original: Json, mutated: Json): Json {
  const copy = structuredClone(mutated);
  if (meta(original).namespace === undefined && meta(copy).namespace === 'default') {
    delete (copy.metadata as Json).namespace;
  }
  return copy;
}

export async function readCapture(name: string, file = `deploy/${name}.yaml`): Promise<Capture> {
  const dir = path.join(SUGGEST_FIXTURES, name);
  const head = await readFile(path.join(dir, 'resource.yaml'), 'utf8');
  const policy = await readFile(path.join(dir, 'policy.yaml'), 'utf8');
  const outputs = (await readdir(path.join(dir, 'mutated'))).sort();
  const last = new Map<string, Json>();
  for (const output of outputs) {
    const text = await readFile(path.join(dir, 'mutated', output), 'utf8');
    for (const object of documentsOf(text)) if (object) last.set(keyOf(object), object);
  }
  const originals = documentsOf(head);
  const mutations: MutatedResource[] = [];
  const expected: unknown[] = [...originals];
  originals.forEach((original, documentIndex) => {
    const namespaced = { ...original, metadata: { namespace: 'default', ...meta(original) } };
    const output = last.get(keyOf(original)) ?? last.get(keyOf(namespaced));
    if (!output) return;
    const mutated = withoutCliDefaults(original, output);
    const patch = createPatch(original, mutated) as JsonPatchOperation[];
    if (patch.length === 0) return;
    expected[documentIndex] = mutated;
    mutations.push({
      resource: {
        apiVersion: String(original.apiVersion),
        kind: String(original.kind),
        namespace: String(meta(original).namespace ?? ''),
        name: String(meta(original).name),
      },
      file,
      line: lineOfName(head, documentIndex),
      documentIndex,
      makers: makersOf(policy),
      patch,
      mutated,
    });
  });
  return { dir, head, policy, mutations, expected };
}

function lineOfName(text: string, documentIndex: number): number {
  const document = parseAllDocuments(text, { version: '1.1' })[documentIndex];
  const start = document?.range[0] ?? 0;
  const name = text.indexOf('name:', start);
  return text.slice(0, name < 0 ? start : name).split('\n').length;
}
