import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document } from 'yaml';
import { fastParsedYaml } from '../../../src/documents/fast-yaml.js';
import { parsedYaml } from '../../../src/documents/parsed-yaml.js';
import { describeCorpora, yamlFilesUnder } from '../../support/corpus.js';

/** What a reader can see of a node: its kind, value, start and flow style, all the way down. */
function shape(node: unknown): unknown {
  if (isMap(node)) {
    return {
      map: node.items.map((pair) => [shape(pair.key), shape(pair.value)]),
      at: node.range?.[0],
      flow: node.flow ?? false,
    };
  }
  if (isSeq(node)) {
    return { seq: node.items.map(shape), at: node.range?.[0], flow: node.flow ?? false };
  }
  if (isScalar(node)) return { value: node.value, at: node.range?.[0] };
  return node ?? null;
}

const documentShape = (document: Document.Parsed) => ({
  at: document.range[0],
  errors: document.errors.length,
  contents: shape(document.contents),
});

/** What `yaml` gives: every document's shape, and where each line starts. */
function byYaml(text: string) {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, uniqueKeys: false, strict: false });
  return {
    documents: (Array.isArray(documents) ? documents : []).map(documentShape),
    lineStarts: lineCounter.lineStarts,
  };
}

function byFastReader(text: string) {
  const parsed = fastParsedYaml(text);
  return (
    parsed && {
      documents: parsed.documents.map(documentShape),
      lineStarts: parsed.lineCounter.lineStarts,
    }
  );
}

describe('fastParsedYaml', () => {
  it.each([
    ['a policy', 'apiVersion: kyverno.io/v1\nkind: ClusterPolicy\nspec:\n  rules:\n  - name: a\n'],
    ['two documents, the second opened by a marker', 'a: 1\n---\nb: [1,\n  2]\n'],
    ['a comment before the first document', '# top\n---\na: 1\n'],
    ['a comment inside the first document', '---\n# c\na: 1\n'],
    ['a trailing marker (an empty document)', 'a: 1\n---\n'],
    ['only a marker', '---\n'],
    ['the empty text', ''],
    ['empty values, before a key and before a comment', 'a:\nb: \nc:  # c\nd: 1\n'],
    ['comments between a key and its list', 'a:\n\n  # c\n\n  - x\n'],
    ['a list item holding a map after a comment', '- # c\n  a: 1\n'],
    ['flow collections', 'a: {b: 1, c: [x, "y"]}\n'],
    ['block scalars and quoting', "a: |\n  l1\n  l2\nb: >-\n  f\nc: \"t\\tx\"\nd: 'it''s'\n"],
    ['CRLF line breaks', 'a: 1\r\nb:\r\n  - c\r\n'],
    ['YAML 1.2 core schema values', 'a: 2001-12-14\nb: yes\nc: 0755\nd: 0o14\ne: .inf\nf: ~\n'],
    ['number keys', '1: a\n2.5: b\n'],
    ['an end marker closing the text', 'a: 1\n...\n'],
  ])('%s: what yaml gives', (_title, text) => {
    const fast = byFastReader(text);
    expect(fast).toBeDefined();
    expect(fast).toEqual(byYaml(text));
  });

  it.each([
    ['only comments', '# nothing here\n'],
    ['a text js-yaml rejects (a duplicate key)', 'kind: Pod\nkind: Service\n'],
    ['an anchor and an alias', 'a: &x [1, 2]\nb: *x\n'],
    ['a merge key', 'base: {x: 1}\nchild:\n  <<: {y: 2}\n'],
    ['a tag', 'a: !custom value\n'],
    ['an explicit key', '? a\n: 1\n'],
    ['an empty list item', '- a\n-\n- b\n'],
    ['a byte-order mark', '\uFEFFa: 1\n'],
    ['a document after an end marker', 'a: 1\n...\n---\nb: 2\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
  ])('%s: left to yaml, and parsedYaml still gives what yaml gives', (title, text) => {
    if (title !== 'only comments') expect(fastParsedYaml(text)).toBeUndefined();
    const parsed = parsedYaml(text);
    expect({
      documents: parsed.documents.map(documentShape),
      lineStarts: parsed.lineCounter.lineStarts,
    }).toEqual(byYaml(text));
  });
});

describe('fastParsedYaml over the repository test fixtures', () => {
  it('gives what yaml gives for every file it reads, and reads most of them', () => {
    const files = yamlFilesUnder(fileURLToPath(new URL('../../fixtures', import.meta.url)));
    let read = 0;
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const fast = byFastReader(text);
      if (!fast) continue;
      read++;
      expect(fast, file).toEqual(byYaml(text));
    }
    expect(read).toBeGreaterThan(files.length * 0.8);
  });
});

describeCorpora(
  'fastParsedYaml over every YAML file',
  { shared: { minFiles: 400 }, mini: { minFiles: 10 } },
  (corpus) => {
    let files: string[] = [];
    beforeAll(() => {
      files = yamlFilesUnder(corpus.dir);
    });
    it('gives what yaml gives for each file it reads', () => {
      expect(files.length).toBeGreaterThanOrEqual(corpus.facts.minFiles);
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        const fast = byFastReader(text);
        if (fast) expect(fast, file).toEqual(byYaml(text));
      }
    });
  },
);
