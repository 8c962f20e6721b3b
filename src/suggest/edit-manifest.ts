/**
 * Writes Kyverno's mutations into a manifest file's text, so that each edited document parses to
 * the mutated object and every other byte stays: comments, key order, quoting, blank lines and
 * the other documents. The `yaml` document model gives each node's source range; the editor
 * splices only the text of the values that change, and inserts new keys and items as lines in the
 * file's own indentation and list style. Every edit is proven by parsing the result again.
 */
import { isDeepStrictEqual } from 'node:util';
import { applyPatch } from 'rfc6902';
import type { Operation } from 'rfc6902';
import { parseAllDocuments, visit, type Document, type Node } from 'yaml';
import type { JsonPatchOperation } from '../model/mutation.js';
import {
  applySplices,
  DocumentEditor,
  isObject,
  Unsupported,
  type Splice,
} from './document-editor.js';
import { detectStyle } from './yaml-style.js';

/** One document's change: Kyverno's patch for it, and the object it must parse to. */
export interface DocumentEdit {
  /** 0-based index among the file's YAML documents. */
  documentIndex: number;
  patch: readonly JsonPatchOperation[];
  mutated: Record<string, unknown>;
}

export interface EditOutcome {
  text: string;
  /** Documents whose text changed. */
  edited: number[];
  /** Documents left as they were, and why. */
  failed: { documentIndex: number; reason: string }[];
  /** 1-based first and last line of each edited document in the original text. */
  lines: Map<number, { start: number; end: number }>;
}

/** YAML 1.1, as Kubernetes and Kyverno (and the plan stage) read it. */
const parse = (text: string) => parseAllDocuments(text, { version: '1.1' });

const toJs = (document: Document): unknown => document.toJS({ maxAliasCount: -1 }) as unknown;

/** The mutated object as the file reads it: the patch applied to this parse, else Kyverno's. */
function targetOf(current: unknown, edit: DocumentEdit): unknown {
  const copy = structuredClone(current);
  const errors = applyPatch(copy, structuredClone(edit.patch) as Operation[]);
  return errors.every((error) => error === null) ? copy : edit.mutated;
}

const usesAliases = (document: Document): boolean => {
  let found = false;
  visit(document, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
};

/** The documents of `text` as objects, or undefined when it does not parse cleanly. */
function objectsOf(text: string): unknown[] | undefined {
  const documents = parse(text);
  if (documents.some((document) => document.errors.length > 0)) return undefined;
  return documents.map(toJs);
}

/**
 * Edits `text` so that each document in `edits` parses to its mutated object. A document the
 * editor cannot change without touching other lines is left as it was, with the reason.
 */
export function editManifest(text: string, edits: readonly DocumentEdit[]): EditOutcome {
  const outcome: EditOutcome = { text, edited: [], failed: [], lines: new Map() };
  const documents = parse(text);
  const originals = documents.map(toJs);
  const style = detectStyle(text, documents);
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index >= 0; index = text.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const proven: Splice[] = [];
  for (const edit of edits) {
    const fail = (reason: string) =>
      outcome.failed.push({ documentIndex: edit.documentIndex, reason });
    const document = documents[edit.documentIndex];
    if (!document || document.errors.length > 0) {
      fail('the file has no such YAML document, or it does not parse');
      continue;
    }
    const current = originals[edit.documentIndex];
    if (isObject(current) && current.kind === 'List' && edit.mutated.kind !== 'List') {
      fail('the object is an item of a `kind: List`');
      continue;
    }
    if (usesAliases(document)) {
      fail('the document uses YAML anchors and aliases');
      continue;
    }
    const target = targetOf(current, edit);
    if (isDeepStrictEqual(current, target)) continue;
    const editor = new DocumentEditor(text, style);
    try {
      editor.diff(document.contents as Node | null, current, target, { kind: 'root' });
      if (!provenAlone(text, document, editor.splices, target)) {
        throw new Unsupported('the edited text would not parse to the mutated object');
      }
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      fail(`cannot edit it in place: ${error.message}`);
      continue;
    }
    proven.push(...editor.splices);
    outcome.edited.push(edit.documentIndex);
    const range = document.range;
    outcome.lines.set(edit.documentIndex, { start: lineOf(range[0]), end: lineOf(range[2]) });
  }
  outcome.text = applySplices(text, proven);
  const wanted = originals.map(
    (value, index) =>
      (outcome.edited.includes(index) &&
        targetOf(
          value,
          edits.find((edit) => edit.documentIndex === index)!,
        )) ||
      value,
  );
  const objects = objectsOf(outcome.text);
  if (!objects || !isDeepStrictEqual(objects, wanted)) {
    const reason = 'cannot edit it in place: the edits of its documents do not combine';
    return {
      text,
      edited: [],
      failed: [
        ...outcome.failed,
        ...outcome.edited.map((documentIndex) => ({ documentIndex, reason })),
      ],
      lines: new Map(),
    };
  }
  return outcome;
}

/**
 * Whether the document's own text, with the splices, parses to `target`. Documents share no
 * text, so edits proven one document at a time combine (checked once more on the whole file).
 */
function provenAlone(
  text: string,
  document: Document,
  splices: readonly Splice[],
  target: unknown,
): boolean {
  const [start, , end] = document.range ?? [0, 0, text.length];
  if (splices.some((splice) => splice.start < start || splice.end > end)) return false;
  const shifted = splices.map((splice) => ({
    ...splice,
    start: splice.start - start,
    end: splice.end - start,
  }));
  const objects = objectsOf(applySplices(text.slice(start, end), shifted));
  return objects?.length === 1 && isDeepStrictEqual(objects[0], target);
}
