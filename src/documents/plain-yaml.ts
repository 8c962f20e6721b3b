/**
 * The documents of a YAML stream as plain values, for readers that need no line numbers. js-yaml
 * reads YAML about ten times faster than `yaml` (the coverage reads every resource file of every
 * suite, while Kyverno runs); with YAML 1.2's core schema, `yaml`'s default, both give the same
 * values. js-yaml gives up on a whole stream for one error, a duplicate key or an unknown tag,
 * where `yaml` keeps the documents it can read: such a stream is read with `yaml`, so what a
 * reader gets never depends on which parser read it.
 */
import { CORE_SCHEMA, loadAll } from 'js-yaml';
import { parseAllDocuments } from 'yaml';

/**
 * The stream's documents that parse without an error, as plain values. Empty documents are left
 * out (the parsers count a stream of only comments differently).
 */
export function plainDocuments(text: string): unknown[] {
  let documents: unknown[];
  try {
    documents = loadAll(text, undefined, { schema: CORE_SCHEMA });
  } catch {
    const parsed = parseAllDocuments(text, { uniqueKeys: false, strict: false });
    documents = (Array.isArray(parsed) ? parsed : [])
      .filter((document) => document.errors.length === 0)
      .map((document) => document.toJS() as unknown);
  }
  return documents.filter((document) => document !== null && document !== undefined);
}
