import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { plainDocuments } from '../../../src/documents/plain-yaml.js';
import { describeCorpora, yamlFilesUnder } from '../../support/corpus.js';

/** What `yaml` alone gives: the documents without errors, as plain values, empty ones left out. */
const byYaml = (text: string): unknown[] =>
  parseAllDocuments(text, { uniqueKeys: false, strict: false })
    .filter((document) => document.errors.length === 0)
    .map((document) => document.toJS() as unknown)
    .filter((value) => value !== null);

describe('plainDocuments', () => {
  it.each([
    ['two documents', 'kind: Pod\nmetadata: {name: a}\n---\nkind: Service\n'],
    [
      'YAML 1.2 core schema: dates, yes/no and octal-looking values as yaml reads them',
      'a: 2001-12-14\nb: yes\nc: 0755\nd: 0o14\ne: .inf\nf: ~\n',
    ],
    ['a merge key stays a key', 'base: &b {x: 1}\nchild:\n  <<: *b\n  y: 2\n'],
    ['anchors and aliases', 'a: &x [1, 2]\nb: *x\n'],
    ['empty documents, left out', '---\n---\nkind: Pod\n---\n'],
    ['only comments', '# nothing here\n'],
    ['a duplicate key (js-yaml refuses it; yaml keeps it)', 'kind: Pod\nkind: Service\n'],
    ['an unknown tag', 'a: !custom value\n'],
    ['one broken document among good ones', 'kind: Pod\n---\na: [1, 2\n---\nkind: Service\n'],
    [
      'block scalars and quoting',
      "a: |\n  line 1\n  line 2\nb: >-\n  folded\n  text\nc: \"tab\\there\"\nd: 'it''s'\n",
    ],
  ])('%s: the same values as yaml', (_title, text) => {
    expect(plainDocuments(text)).toEqual(byYaml(text));
  });
});

describeCorpora(
  'plainDocuments over every YAML file',
  { shared: { minFiles: 400 }, mini: { minFiles: 10 } },
  (corpus) => {
    let files: string[] = [];
    beforeAll(() => {
      files = yamlFilesUnder(corpus.dir);
    });
    it('gives what yaml gives for each file', () => {
      expect(files.length).toBeGreaterThanOrEqual(corpus.facts.minFiles);
      for (const file of files) {
        const text = readFileSync(file, 'utf8');
        expect(plainDocuments(text), file).toEqual(byYaml(text));
      }
    });
  },
);
