/**
 * One parse per text, into `yaml`'s documents, shared by the readers that want its documents and their positions.
 * In one run a test file is read by the test stage (for its lines), the coverage, the policy
 * catalog and the deprecation check, and a policy file by the coverage, the deprecation check and
 * the catalog (strictly, `strictlyParsedYaml`): each parsed again cost about half of the node
 * process's own CPU while Kyverno ran. The readers only read the documents. The texts parsed last
 * are kept, up to 8 MB of text. Plain YAML is read by js-yaml into `yaml`'s nodes (fast-yaml.ts).
 */
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  visit,
  type Document,
  type ParseOptions,
} from 'yaml';
import { fastParsedYaml } from './fast-yaml.js';

export interface ParsedYaml {
  /** Every document, with its errors (readers skip or tolerate them as they need). */
  documents: Document.Parsed[];
  lineCounter: LineCounter;
}

const KEPT_TEXT = 8 * 2 ** 20;
const kept = new Map<string, ParsedYaml>();
let keptText = 0;

function yamlParsed(text: string, options: ParseOptions): ParsedYaml {
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, { ...options, lineCounter });
  return { documents: Array.isArray(parsed) ? parsed : [], lineCounter };
}

/** `parseAllDocuments(text, { lineCounter, uniqueKeys: false, strict: false })`, parsed once. */
export function parsedYaml(text: string): ParsedYaml {
  const hit = kept.get(text);
  if (hit) return hit;
  const result = fastParsedYaml(text) ?? yamlParsed(text, { uniqueKeys: false, strict: false });
  if (text.length <= KEPT_TEXT) {
    kept.set(text, result);
    keptText += text.length;
    for (const oldest of kept.keys()) {
      if (keptText <= KEPT_TEXT) break;
      kept.delete(oldest);
      keptText -= oldest.length;
    }
  }
  return result;
}

/** The non-empty strings, trimmed, of the list under `key` of a document's top-level map. */
export function listedStrings(document: Document.Parsed, key: string): string[] {
  const contents = document.contents;
  const list = isMap(contents) ? contents.get(key, true) : undefined;
  if (!isSeq(list)) return [];
  return list.items.flatMap((item) =>
    isScalar(item) && typeof item.value === 'string' && item.value.trim() !== ''
      ? [item.value.trim()]
      : [],
  );
}

/** A comment after a non-space: yaml's `strict` option rejects it. */
const COMMENT_WITHOUT_SPACE = /\S#/;

/** A line over 1024 characters, where a key may be too long for `strict` (counted to `\n`). */
const hasLongLine = (text: string): boolean => text.split('\n').some((line) => line.length > 1024);

/** yaml's test of two keys of one map (`uniqueKeys: true`, util-map-includes.js). */
const sameKey = (a: unknown, b: unknown): boolean =>
  a === b || (isScalar(a) && isScalar(b) && a.value === b.value);

/** A duplicate key, or a multi-line flow sequence (where `strict` rejects multi-line keys). */
function mayFailStrictly(document: Document.Parsed, text: string): boolean {
  let found = false;
  visit(document, {
    Map: (_key, map) => {
      const keys = map.items.map((pair) => pair.key);
      found = keys.some((key, index) => keys.findIndex((prior) => sameKey(prior, key)) < index);
      return found ? visit.BREAK : undefined;
    },
    Seq: (_key, seq) => {
      const range = seq.range;
      found = Boolean(seq.flow && range && /[\n\r]/.test(text.slice(range[0], range[1])));
      return found ? visit.BREAK : undefined;
    },
  });
  return found;
}

/**
 * The documents as `parseAllDocuments(text)` with yaml's strict defaults would read them (the
 * policy catalog's reading). Those only add errors to the shared lenient parse, so that parse
 * serves unless the text holds what the strict options reject: then it is parsed again, strictly.
 */
export function strictlyParsedYaml(text: string): ParsedYaml {
  if (!COMMENT_WITHOUT_SPACE.test(text) && !hasLongLine(text)) {
    const shared = parsedYaml(text);
    if (!shared.documents.some((document) => mayFailStrictly(document, text))) return shared;
  }
  return yamlParsed(text, {});
}
