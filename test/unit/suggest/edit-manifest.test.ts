import { createPatch } from 'rfc6902';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { JsonPatchOperation } from '../../../src/model/mutation.js';
import { editManifest } from '../../../src/suggest/edit-manifest.js';

type Json = Record<string, unknown>;
const objects = (text: string) =>
  parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as Json);

/** Edits document `index` of `text` with `change` applied to its object. */
function edit(text: string, change: (object: Json) => void, index = 0) {
  const before = objects(text)[index]!;
  const mutated = structuredClone(before);
  change(mutated);
  const patch = createPatch(before, mutated) as JsonPatchOperation[];
  const outcome = editManifest(text, [{ documentIndex: index, patch, mutated }]);
  return { ...outcome, mutated };
}

describe('editManifest', () => {
  it('keeps comments, key order and quoting, and changes only the value', () => {
    const text = `kind: Pod # a pod
metadata:
  name: "web"   # quoted
  labels:
    b: 'x'
    a: y
`;
    const out = edit(text, (o) => {
      ((o.metadata as Json).labels as Json).b = 'z';
    });
    expect(out.text).toBe(text.replace("b: 'x'", "b: 'z'"));
  });

  it('adds a nested key after the last key of its map, in the map’s indentation', () => {
    const text = 'a:\n    b: 1\nc: 2\n';
    const out = edit(text, (o) => {
      (o.a as Json).d = { e: [1, 2] };
    });
    expect(out.text).toBe(
      'a:\n    b: 1\n    d:\n        e:\n            - 1\n            - 2\nc: 2\n',
    );
  });

  it('follows the file’s list style: dashes flush with their key', () => {
    const text = 'spec:\n  containers:\n  - name: a\n    image: b\n';
    const out = edit(text, (o) => {
      ((o.spec as Json).containers as Json[]).push({ name: 'c', image: 'd', args: ['x'] });
    });
    expect(out.text).toBe(`${text}  - name: c\n    image: d\n    args:\n    - x\n`);
  });

  it('inserts a list item before the items that follow it', () => {
    const text = 'items:\n  - a\n  - c # last\n';
    const out = edit(text, (o) => {
      (o.items as string[]).splice(1, 0, 'b');
    });
    expect(out.text).toBe('items:\n  - a\n  - b\n  - c # last\n');
  });

  it('removes keys and items by whole lines', () => {
    const text = 'a: 1\nb: 2 # gone\nlist:\n  - x\n  - y\n';
    const out = edit(text, (o) => {
      delete o.b;
      o.list = ['x'];
    });
    expect(out.text).toBe('a: 1\nlist:\n  - x\n');
  });

  it('turns an empty flow map or a null value into a block', () => {
    const text = 'metadata:\n  labels: {}\n  annotations:\nspec: 1\n';
    const out = edit(text, (o) => {
      (o.metadata as Json).labels = { team: 'a' };
      (o.metadata as Json).annotations = { note: 'yes' };
    });
    expect(out.text).toBe(
      'metadata:\n  labels:\n    team: a\n  annotations:\n    note: "yes"\nspec: 1\n',
    );
    expect(objects(out.text)[0]).toEqual(out.mutated);
  });

  it('edits only the document it is given, and leaves the others byte for byte', () => {
    const text = '# first\na: 1\n---\n# second\nb: 1\n---\nc: 1\n';
    const out = edit(text, (o) => (o.b = 2), 1);
    expect(out.text).toBe('# first\na: 1\n---\n# second\nb: 2\n---\nc: 1\n');
    expect(out.edited).toEqual([1]);
    expect(out.lines.get(1)).toEqual({ start: 3, end: 6 });
  });

  it('adds a line at the end of a file without a final newline', () => {
    const out = edit('a: 1', (o) => (o.b = 2));
    expect(out.text).toBe('a: 1\nb: 2\n');
  });

  it('quotes strings YAML 1.1 would read as something else', () => {
    const out = edit('a: x\n', (o) => (o.a = 'on'));
    expect(objects(out.text)[0]).toEqual({ a: 'on' });
  });

  it('refuses documents with aliases and says why', () => {
    const text = 'a: &x 1\nb: *x\n';
    const out = edit(text, (o) => (o.a = 2));
    expect(out.text).toBe(text);
    expect(out.failed).toEqual([
      { documentIndex: 0, reason: 'the document uses YAML anchors and aliases' },
    ]);
  });

  it('says so when the document does not exist', () => {
    const out = editManifest('a: 1\n', [{ documentIndex: 3, patch: [], mutated: {} }]);
    expect(out.failed[0]?.reason).toMatch(/no such YAML document/);
  });

  it('uses the patch on the file’s own parse, so changes no policy made stay out', () => {
    // The patch adds one label; the mutated object would also drop `b` (it must not).
    const text = 'metadata:\n  name: x\nb: 1\n';
    const patch: JsonPatchOperation[] = [
      { op: 'add', path: '/metadata/labels', value: { team: 'a' } },
    ];
    const out = editManifest(text, [
      { documentIndex: 0, patch, mutated: { metadata: { name: 'x', labels: { team: 'a' } } } },
    ]);
    expect(out.text).toBe('metadata:\n  name: x\n  labels:\n    team: a\nb: 1\n');
  });

  it('keeps a flow list in flow style', () => {
    const out = edit('args: [a, b]\n', (o) => (o.args = ['a', 'c']));
    expect(out.text).toBe('args: [ a, c ]\n');
  });
});
