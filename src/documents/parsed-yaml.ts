/**
 * One `yaml` parse per text, shared by the readers that want its documents and their positions.
 * In one run a test file is read by the test stage (for its lines), the coverage, the policy
 * catalog and the deprecation check, and a policy file by the coverage, the deprecation check and
 * the catalog (which reads it strictly, policy-info.ts): each parsed again cost about half of the
 * node process's own CPU while Kyverno ran. The readers only read the documents. The texts parsed
 * last are kept, up to 8 MB of text.
 */
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Document } from 'yaml';

export interface ParsedYaml {
  /** Every document, with its errors (readers skip or tolerate them as they need). */
  documents: Document.Parsed[];
  lineCounter: LineCounter;
}

const KEPT_TEXT = 8 * 2 ** 20;
const kept = new Map<string, ParsedYaml>();
let keptText = 0;

/** `parseAllDocuments(text, { lineCounter, uniqueKeys: false, strict: false })`, parsed once. */
export function parsedYaml(text: string): ParsedYaml {
  const hit = kept.get(text);
  if (hit) return hit;
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, { lineCounter, uniqueKeys: false, strict: false });
  const result = { documents: Array.isArray(parsed) ? parsed : [], lineCounter };
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
