import { isMap, isPair, isScalar, isSeq, visit, type Node, type YAMLMap } from 'yaml';
import type { ResourceRef } from '../model/result.js';
import { perCheck } from '../documents/check-reads.js';
import { parsedYaml } from '../documents/parsed-yaml.js';

/** One `results[]` entry of a test file. */
export interface ResultEntry {
  /** 0-based index of the YAML document in the file. */
  document: number;
  policy: string;
  rule: string;
  /** `resources[]` as written: `name` or `namespace/name`. */
  resources: string[];
  resourceSpecs: { namespace: string; name: string }[];
  /** The expected `result` (`pass`, `fail`, `skip`, …). */
  expected: string;
  /** The `kind` as written. */
  kind: string;
  /** The entry has `patchedResources` or `generatedResource(s)`: it checks a resource. */
  checksResource: boolean;
  line: number;
  column: number;
}

export interface Position {
  line: number;
  column: number;
}

interface KeyPosition extends Position {
  key: string;
  /** Keys from the document root, e.g. `results.resources`. */
  path: string;
  topLevel: boolean;
}

interface ScalarPosition extends Position {
  value: string;
}

/** What we know about the lines of one test file. */
export interface TestFileIndex {
  entries: ResultEntry[];
  keys: KeyPosition[];
  scalars: ScalarPosition[];
  /** 1-based first line of each YAML document. */
  documentLines: number[];
}

/** What a Kyverno row says about the result it checked. */
export interface ResultQuery {
  policy: string;
  rule: string;
  resource: ResourceRef;
  /** Kyverno's resource key, `apiVersion/Kind/namespace/name`. */
  resourceKey?: string;
  /** The expected result, when Kyverno's reason names it (`Want fail, got pass`). */
  expected?: string;
}

export interface Located extends Position {
  entry?: ResultEntry;
}

const TOP: Position = { line: 1, column: 1 };

const indexes = perCheck<TestFileIndex>();

/** The index of a test file's text, made once per check: the test stage and the coverage read it. */
export function indexTestFile(text: string): TestFileIndex {
  let index = indexes.get(text);
  if (!index) indexes.set(text, (index = indexOf(text)));
  return index;
}

function indexOf(text: string): TestFileIndex {
  const { documents, lineCounter } = parsedYaml(text);
  const index: TestFileIndex = { entries: [], keys: [], scalars: [], documentLines: [] };
  const position = (node: Node | null | undefined): Position => {
    const offset = node?.range?.[0];
    if (offset === undefined) return TOP;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  documents.forEach((document, documentIndex) => {
    index.documentLines.push(position(document.contents ?? undefined).line);
    visit(document, {
      Pair: (_key, pair, path) => {
        if (!isScalar(pair.key)) return;
        const names = path
          .filter(isPair)
          .map((ancestor) => (isScalar(ancestor.key) ? String(ancestor.key.value) : ''));
        index.keys.push({
          key: String(pair.key.value),
          path: [...names, String(pair.key.value)].join('.'),
          topLevel: names.length === 0,
          ...position(pair.key),
        });
      },
      Scalar: (_key, node) => {
        if (typeof node.value === 'string')
          index.scalars.push({ value: node.value, ...position(node) });
      },
    });
    const contents = document.contents;
    const results = isMap(contents) ? contents.get('results', true) : undefined;
    if (!isSeq(results)) return;
    for (const item of results.items) {
      if (!isMap(item)) continue;
      index.entries.push({ document: documentIndex, ...readEntry(item), ...position(item) });
    }
  });
  return index;
}

function readEntry(item: YAMLMap): Omit<ResultEntry, 'document' | 'line' | 'column'> {
  const text = (key: string): string => {
    const value = item.get(key);
    return typeof value === 'string'
      ? value
      : value === undefined || value === null
        ? ''
        : String(value);
  };
  const list = (key: string): unknown[] => {
    const value = item.get(key, true);
    return isSeq(value) ? (value.toJSON() as unknown[]) : [];
  };
  return {
    policy: text('policy'),
    rule: text('rule'),
    resources: list('resources').map(String),
    resourceSpecs: list('resourceSpecs')
      .filter((spec): spec is Record<string, unknown> => typeof spec === 'object' && spec !== null)
      .map((spec) => ({ namespace: String(spec.namespace ?? ''), name: String(spec.name ?? '') })),
    expected: text('result'),
    kind: text('kind'),
    checksResource: ['patchedResources', 'generatedResource', 'generatedResources'].some(
      (key) => item.get(key) !== undefined && item.get(key) !== null,
    ),
  };
}

/** The policy string as Kyverno prints it as a suite name: at most its first two `/` segments. */
export function displayedPolicy(policy: string): string {
  const parts = policy.split('/');
  return parts.length >= 2 ? `${parts[0]}/${parts[1]}` : policy;
}

const policyMatches = (entry: ResultEntry, policy: string): boolean =>
  entry.policy === policy || displayedPolicy(entry.policy) === policy;

/** `rule: foo` also covers the `autogen-foo` and `autogen-cronjob-foo` rules Kyverno generates. */
const ruleMatches = (entry: ResultEntry, rule: string): boolean =>
  entry.rule === '' ||
  rule === '' ||
  rule === entry.rule ||
  rule === `autogen-${entry.rule}` ||
  rule === `autogen-cronjob-${entry.rule}`;

function resourceMatches(entry: ResultEntry, query: ResultQuery): boolean {
  const { name, namespace } = query.resource;
  if (entry.resources.length === 0 && entry.resourceSpecs.length === 0) return true;
  const named = entry.resources.some((written) => {
    if (written === query.resourceKey) return true;
    const parts = written.split('/');
    if (parts.length === 1) return written === name;
    if (parts.length === 2) return parts[0] === namespace && parts[1] === name;
    return false;
  });
  return (
    named || entry.resourceSpecs.some((spec) => spec.name === name && spec.namespace === namespace)
  );
}

/**
 * The `results[]` entry a Kyverno row belongs to. The best match wins (policy, then rule, then
 * resource, then expected result); without a full match, the policy's first entry; without the
 * policy, the top of the file.
 */
export function locateResult(index: TestFileIndex, query: ResultQuery): Located {
  let best: { entry: ResultEntry; score: number } | undefined;
  for (const entry of index.entries) {
    if (!policyMatches(entry, query.policy)) continue;
    const score =
      (ruleMatches(entry, query.rule) ? 4 : 0) +
      (resourceMatches(entry, query) ? 2 : 0) +
      (query.expected !== undefined && entry.expected === query.expected ? 1 : 0);
    if (!best || score > best.score) best = { entry, score };
  }
  if (!best) return { ...TOP };
  return { line: best.entry.line, column: best.entry.column, entry: best.entry };
}

/**
 * Where a load error points in the test file: the key Kyverno names (`unknown field "x"`,
 * `Go struct field Test.results.resources`), the line a YAML error gives, a file name or other
 * value quoted in the message, or the top of the file.
 */
export function locateError(index: TestFileIndex, message: string): Position {
  const unknownField = /unknown field "([^"]+)"/.exec(message)?.[1];
  const structField = /Go struct field [\w]+\.([\w.]+) of type/.exec(message)?.[1];
  const fieldPath = unknownField ?? structField;
  if (fieldPath !== undefined) {
    const key = fieldPath.split('.').pop() ?? fieldPath;
    const found =
      index.keys.find((candidate) => candidate.path.endsWith(fieldPath)) ??
      index.keys.find((candidate) => candidate.key === key);
    if (found) return { line: found.line, column: found.column };
  }
  const yamlLine = /\byaml: line (\d+):/.exec(message)?.[1];
  if (yamlLine !== undefined) {
    return { line: (index.documentLines[0] ?? 1) - 1 + Number(yamlLine), column: 1 };
  }
  const quoted = index.scalars
    .filter((scalar) => scalar.value.length >= 3 && message.includes(scalar.value))
    .sort((a, b) => b.value.length - a.value.length)[0];
  if (quoted) return { line: quoted.line, column: quoted.column };
  return { ...TOP };
}

/** The line of a top-level key (`name`, `apiVersion`…), or the top of the file. */
export function locateTopLevelKey(index: TestFileIndex, key: string): Position {
  const found = index.keys.find((candidate) => candidate.topLevel && candidate.key === key);
  return found ? { line: found.line, column: found.column } : { ...TOP };
}
