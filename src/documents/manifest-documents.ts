import {
  Document,
  isCollection,
  isNode,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  visit,
} from 'yaml';
import type { YAMLMap } from 'yaml';
import {
  applyError,
  type PolicyResult,
  type ResourceRef,
  type SkippedDocument,
} from '../model/result.js';

/** One Kubernetes object found in a manifest file: a document, or one item of a `kind: List`. */
export interface ManifestObject {
  /** As declared; `namespace` is empty when the manifest does not set it. */
  resource: ResourceRef;
  /** 1-based line of `metadata.name` (else `metadata.generateName`, else `kind:`). */
  line: number;
  column: number;
  /** 1-based first and last line of the object (the document, or the List item). */
  startLine: number;
  endLine: number;
  /** 0-based index of the YAML document in its file. */
  documentIndex: number;
  /** The object's YAML node, to find the line of a field a result names. */
  tree: { node: YAMLMap; positionOf: PositionOf };
  /**
   * The Helm template the object was rendered from, when its fields are not plain YAML: a result
   * about a field goes to the one template line holding the field's key.
   */
  template?: string;
}

/** One Kubernetes object to pass to Kyverno: a YAML document, or an item of a `kind: List`. */
export interface ManifestDocument {
  /** Source to write into a Kyverno-only copy of the file (a List item as JSON). */
  text: string;
  object: ManifestObject;
}

export interface ParsedManifest {
  /** Workspace-relative path with `/` separators. */
  file: string;
  documents: ManifestDocument[];
  skipped: SkippedDocument[];
  /** YAML syntax errors, one `error` result per broken document. */
  errors: PolicyResult[];
  /** True when Kyverno can read the file as it is: every document is a Kubernetes object. */
  passAsIs: boolean;
}

const TEMPLATE_ACTION = /\{\{/;

export type PositionOf = (offset: number) => { line: number; col: number };

/** Parses every YAML document of a manifest file and sorts out what Kyverno may see. */
export function parseManifest(file: string, text: string): ParsedManifest {
  const parsed: ParsedManifest = { file, documents: [], skipped: [], errors: [], passAsIs: true };
  const lines = new LineCounter();
  // YAML 1.1, as Kubernetes and Kyverno read it (`on:` is a boolean key, `yes` a boolean).
  const documents = parseAllDocuments(text, { lineCounter: lines, version: '1.1' });
  if (documents.length === 0) {
    const reason =
      text.trim() === '' ? 'empty file: there is nothing to check' : 'the file holds only comments';
    parsed.skipped.push({ file, line: 1, reason });
    parsed.passAsIs = false;
    return parsed;
  }
  const context: DocumentContext = { parsed, text, positionOf: (offset) => lines.linePos(offset) };
  documents.forEach((document, index) => readDocument(context, document, index));
  return parsed;
}

interface DocumentContext {
  parsed: ParsedManifest;
  text: string;
  positionOf: PositionOf;
}

function readDocument(context: DocumentContext, document: Document.Parsed, index: number): void {
  const { parsed, positionOf } = context;
  const { file } = parsed;
  const source = context.text.slice(document.range[0], document.range[2]);
  const line = firstContentLine(source, positionOf(document.range[0]).line);
  const skip = (reason: string, at = line): void => {
    parsed.skipped.push({ file, line: at, reason });
    parsed.passAsIs = false;
  };
  const isTemplate = TEMPLATE_ACTION.test(stripComments(source));
  if (document.errors.length > 0) {
    if (isTemplate) return skip(TEMPLATE_REASON);
    parsed.errors.push(syntaxError(file, document.errors[0]!));
    parsed.passAsIs = false;
    return;
  }
  const contents = document.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    if (/^\s*#/m.test(source)) skip('the document holds only comments');
    // A bare `---` (for example at the end of a file) is not a document anyone wrote.
    else if (source.replace(/^---/, '').trim() !== '') skip('empty document');
    return;
  }
  if (isTemplate && hasCollectionKey(document)) return skip(TEMPLATE_REASON);
  const items = isMap(contents) ? contents.get('items', true) : undefined;
  if (isList(contents) && isSeq(items)) {
    // Kyverno 1.19 panics on a `kind: List` resource: pass its items as documents of their own.
    parsed.passAsIs = false;
    for (const item of items.items) {
      const problem = notKubernetesReason(item);
      if (problem) {
        skip(
          `List item: ${problem}`,
          isNode(item) && item.range ? positionOf(item.range[0]).line : line,
        );
        continue;
      }
      parsed.documents.push({
        text: `${JSON.stringify((item as YAMLMap).toJS(document))}\n`,
        object: objectAt(item as YAMLMap, index, positionOf),
      });
    }
    return;
  }
  const problem = notKubernetesReason(contents);
  if (problem) return skip(isTemplate ? TEMPLATE_REASON : problem);
  const object = objectAt(contents as YAMLMap, index, positionOf);
  const { name, namespace } = object.resource;
  if (isTemplate && TEMPLATE_ACTION.test(name + namespace)) return skip(TEMPLATE_REASON);
  parsed.documents.push({ text: documentText(source), object });
}

const TEMPLATE_REASON =
  'Helm/Go template ({{ }}), not plain YAML: render it first (for example with `helm template`) and check the output';

function syntaxError(file: string, error: Document['errors'][number]): PolicyResult {
  const [start] = error.linePos ?? [];
  const where = start ? ` at line ${start.line}, column ${start.col}` : '';
  const detail = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return applyError({
    message:
      `YAML syntax error in ${file}${where}: ${detail}. Fix the YAML so this document can be ` +
      'checked; the other documents and files were still checked.',
    reason: 'YAML syntax error',
    file,
    line: start?.line ?? 1,
    ...(start ? { column: start.col } : {}),
  });
}

function isList(node: unknown): boolean {
  return isMap(node) && node.get('kind') === 'List' && typeof node.get('apiVersion') === 'string';
}

/** Why a parsed YAML node is not a Kubernetes object, or undefined when it is one. */
function notKubernetesReason(node: unknown): string | undefined {
  if (!isMap(node)) {
    const shape = isSeq(node) ? 'a YAML list' : 'a single YAML value';
    return `${shape}, not a Kubernetes object`;
  }
  const value = (key: string): unknown => node.get(key);
  if (value('jobs') !== undefined && (node.has('on') || node.has(true))) {
    return 'a GitHub Actions workflow, not a Kubernetes object';
  }
  const apiVersion = value('apiVersion');
  const kind = value('kind');
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !apiVersion || !kind) {
    const missing = [typeof apiVersion === 'string' && apiVersion ? '' : 'apiVersion']
      .concat(typeof kind === 'string' && kind ? '' : 'kind')
      .filter(Boolean);
    return `no ${missing.join(' or ')}: not a Kubernetes object`;
  }
  if (apiVersion.startsWith('kustomize.config.k8s.io/')) {
    return `a Kustomize ${kind}, not a cluster resource`;
  }
  const metadata = value('metadata');
  const name = isMap(metadata) ? metadata.get('name') : undefined;
  const generateName = isMap(metadata) ? metadata.get('generateName') : undefined;
  if (typeof name !== 'string' && typeof generateName !== 'string') {
    return `${kind} without metadata.name: not a Kubernetes object`;
  }
  return undefined;
}

function objectAt(node: YAMLMap, documentIndex: number, positionOf: PositionOf): ManifestObject {
  const text = (map: unknown, key: string): string => {
    const value = isMap(map) ? map.get(key) : undefined;
    return typeof value === 'string' ? value : '';
  };
  const metadata = node.get('metadata');
  const range = node.range ?? [0, 0, 0];
  const position = positionOf(
    keyOffset(metadata, 'name') ??
      keyOffset(metadata, 'generateName') ??
      keyOffset(node, 'kind') ??
      range[0],
  );
  const name = text(metadata, 'name');
  const generateName = text(metadata, 'generateName');
  return {
    resource: {
      apiVersion: text(node, 'apiVersion'),
      kind: text(node, 'kind'),
      namespace: text(metadata, 'namespace'),
      name,
      ...(!name && generateName && { generateName }),
    },
    line: position.line,
    column: position.col,
    startLine: positionOf(range[0]).line,
    endLine: positionOf(Math.max(range[0], range[1] - 1)).line,
    documentIndex,
    tree: { node, positionOf },
  };
}

function keyOffset(map: unknown, key: string): number | undefined {
  if (!isMap(map)) return undefined;
  const pair = map.items.find(
    (item) => isPair(item) && isScalar(item.key) && item.key.value === key,
  );
  const keyNode = pair?.key;
  return isScalar(keyNode) && keyNode.range ? keyNode.range[0] : undefined;
}

function hasCollectionKey(document: Document.Parsed): boolean {
  let found = false;
  visit(document, {
    Pair(_, pair) {
      if (isCollection(pair.key)) {
        found = true;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** The document's source without its `---` marker line, so documents can be joined again. */
function documentText(source: string): string {
  const body = source.replace(/^---(?=\s|$)/, '');
  return body.endsWith('\n') ? body : `${body}\n`;
}

function firstContentLine(source: string, startLine: number): number {
  const lines = source.split('\n');
  const index = lines.findIndex((line) => line.trim() !== '' && line.trim() !== '---');
  return startLine + (index < 0 ? 0 : index);
}

function stripComments(source: string): string {
  return source.replace(/(^|\s)#.*$/gm, '$1');
}
