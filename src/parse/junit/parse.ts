import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { ResourceRef } from '../../model/result.js';

/** One `<testcase>` of Kyverno's JUnit: one row of `kyverno test`'s result table. */
export interface KyvernoTestCase {
  /** The `<testsuite name>`: the `policy` string of the test result (at most `ns/name`). */
  policy: string;
  /** The `classname`: the engine's rule name (`autogen-…` included), or "" for rule-less policies. */
  rule: string;
  /** The `name`: `apiVersion/Kind/namespace/name` (cluster-scoped: `v1/Namespace//prod`). */
  resource: string;
  /** Kyverno counted this row as failed (it printed `<failure>`). */
  failed: boolean;
  /** Kyverno's REASON: `Ok`, `Want pass, got fail`, `Excluded`, `Not found`, `Invalid Policy`, … */
  reason: string;
  /** Kyverno's RESULT (`Fail`), printed for failed rows only. */
  result?: string;
  /** The MESSAGE column (`--detailed-results`), when printed. */
  message?: string;
}

export interface ParsedJUnitDocument {
  cases: KyvernoTestCase[];
  /** The `<testsuites tests failures>` counts Kyverno printed, when present. */
  declared?: { tests: number; failures: number };
}

interface XmlFailure {
  message?: string;
  '#text'?: string;
}
interface XmlTestCase {
  classname?: string;
  name?: string;
  failure?: XmlFailure | string;
  'system-out'?: string | string[];
}
interface XmlTestSuite {
  name?: string;
  testcase?: XmlTestCase[];
}
interface XmlDocument {
  testsuites?: { tests?: string; failures?: string; testsuite?: XmlTestSuite[] } | string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (tagName) => tagName === 'testsuite' || tagName === 'testcase',
});

/** Parses a repaired document (see repair.ts). Throws when it is not well-formed XML. */
export function parseJUnitDocument(xml: string): ParsedJUnitDocument {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw new Error(
      `invalid JUnit XML at line ${validation.err.line}: ${validation.err.msg} (${validation.err.code})`,
    );
  }
  const document = parser.parse(xml) as XmlDocument;
  const root = typeof document.testsuites === 'object' ? document.testsuites : {};
  const cases: KyvernoTestCase[] = [];
  for (const suite of root.testsuite ?? []) {
    for (const testcase of suite.testcase ?? []) cases.push(toCase(suite.name ?? '', testcase));
  }
  const tests = Number(root.tests);
  const failures = Number(root.failures);
  return {
    cases,
    ...(root.tests !== undefined && Number.isFinite(tests) && Number.isFinite(failures)
      ? { declared: { tests, failures } }
      : {}),
  };
}

/** One testcase element as read from the document, its text unescaped. */
export interface TestCaseElement {
  classname: string;
  name: string;
  /** The `<failure>`: its `message` attribute and its text. */
  failure?: { message?: string; text: string };
  /** The `<system-out>` text (several joined by line breaks). */
  out?: string;
}

function toCase(policy: string, testcase: XmlTestCase): KyvernoTestCase {
  const { failure } = testcase;
  const out = testcase['system-out'];
  return toTestCase(policy, {
    classname: testcase.classname ?? '',
    name: testcase.name ?? '',
    ...(failure !== undefined && {
      failure:
        typeof failure === 'string'
          ? { text: failure }
          : {
              ...(failure.message !== undefined && { message: failure.message }),
              text: failure['#text'] ?? '',
            },
    }),
    ...(out !== undefined && { out: Array.isArray(out) ? out.join('\n') : out }),
  });
}

export function toTestCase(policy: string, testcase: TestCaseElement): KyvernoTestCase {
  const base = { policy, rule: testcase.classname, resource: testcase.name };
  if (testcase.failure !== undefined) {
    const fields = readFields(testcase.failure.text);
    return {
      ...base,
      failed: true,
      reason: testcase.failure.message ?? '',
      ...(fields.result === undefined ? {} : { result: fields.result }),
      ...(fields.message === undefined ? {} : { message: fields.message }),
    };
  }
  const fields = readFields(testcase.out ?? '');
  return {
    ...base,
    failed: false,
    reason: fields.reason ?? '',
    ...(fields.message === undefined ? {} : { message: fields.message }),
  };
}

/**
 * Reads the `Reason:`, `Result:` and `Message:` lines of a failure or system-out body. The message
 * runs to the end of the body (diffs span lines); on failures it follows `Result: Fail` on the
 * same line.
 */
function readFields(body: string): { reason?: string; result?: string; message?: string } {
  const fields: { reason?: string; result?: string; message?: string } = {};
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').replace(/^ {4}/, '');
    if (line.startsWith('Reason: ')) fields.reason = line.slice('Reason: '.length);
    let messageStart: string | undefined;
    if (line.startsWith('Result: ')) {
      const [result, ...rest] = line.slice('Result: '.length).split('    Message: ');
      fields.result = (result ?? '').trim();
      if (rest.length > 0) messageStart = rest.join('    Message: ');
    } else if (line.startsWith('Message: ')) {
      messageStart = line.slice('Message: '.length);
    }
    if (messageStart !== undefined) {
      fields.message = [messageStart, ...lines.slice(i + 1)].join('\n').replace(/\n\s*$/, '');
      break;
    }
  }
  return fields;
}

/**
 * Splits Kyverno's resource key `apiVersion/Kind/namespace/name` (group versions carry one more
 * `/`; cluster-scoped kinds have an empty namespace). Generated resources (`/<name>`) and JSON
 * payloads (a path) keep the whole text as the name.
 */
export function parseResourceKey(key: string): ResourceRef {
  const parts = key.split('/');
  if (parts.length === 4 || parts.length === 5) {
    const name = parts.pop() ?? '';
    const namespace = parts.pop() ?? '';
    const kind = parts.pop() ?? '';
    if (kind !== '' && parts.every((part) => part !== '')) {
      return { apiVersion: parts.join('/'), kind, namespace, name };
    }
  }
  if (parts.length === 2 && parts[0] === '') {
    return { apiVersion: '', kind: '', namespace: '', name: parts[1] ?? '' };
  }
  return { apiVersion: '', kind: '', namespace: '', name: key };
}
