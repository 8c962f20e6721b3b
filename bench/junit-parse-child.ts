/**
 * One measurement of bench/junit-parse.ts, in a process of its own so its peak memory is its own:
 *
 *   node --import tsx --expose-gc bench/junit-parse-child.ts action <kyverno stdout> <test files.json>
 *     the project's parser (split, repair, validate, parse, classify: `interpretTestRun`)
 *   node --import tsx --expose-gc bench/junit-parse-child.ts baseline <repaired documents file>
 *     fast-xml-parser alone on the same documents, already well-formed, NUL-separated
 *
 * Prints one JSON line: `ChildMeasurement`.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { XMLParser } from 'fast-xml-parser';
import { interpretTestRun } from '../src/parse/junit/test-run.js';

export interface ChildMeasurement {
  ms: number;
  /** Peak resident set size of the whole process (kernel's maxrss). */
  peakRssMb: number;
  /** Heap still held by the parsed results after a full GC. */
  retainedHeapMb: number;
  /** Testcases read. */
  testcases: number;
  notices: string[];
}

export const DOCUMENT_SEPARATOR = '\n\u0000\n';

interface XmlDocument {
  testsuites: { testsuite: { testcase: unknown } | { testcase: unknown }[] };
}

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
const mb = (bytes: number): number => bytes / 2 ** 20;

interface Parsed {
  /** Kept alive until the heap is measured. */
  held: unknown;
  count: number;
  notices: string[];
}

function parseWithTheAction(stdout: string, files: string[]): Parsed {
  const outcome = interpretTestRun({
    target: `${files.length} folders`,
    remote: false,
    suites: files,
    stdout,
    stderr: 'Error: some tests failed\n',
    exitCode: 1,
    timedOut: false,
    fileOf: (printed) => printed,
    texts: new Map(),
  });
  return { held: outcome, count: outcome.results.length, notices: outcome.notices };
}

function parseBare(documents: string): Parsed {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const held = documents.split(DOCUMENT_SEPARATOR).map((xml) => parser.parse(xml) as XmlDocument);
  let count = 0;
  for (const document of held) {
    for (const suite of [document.testsuites.testsuite].flat()) {
      count += [suite.testcase].flat().length;
    }
  }
  return { held, count, notices: [] };
}

if (import.meta.main) {
  const [mode, file, filesJson] = process.argv.slice(2);
  if (!file || !(mode === 'baseline' || (mode === 'action' && filesJson))) {
    throw new Error(
      'usage: junit-parse-child.ts action <stdout> <test files.json> | baseline <xml>',
    );
  }
  const text = readFileSync(file, 'utf8');
  const files = filesJson ? (JSON.parse(readFileSync(filesJson, 'utf8')) as string[]) : [];
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const parsed = mode === 'action' ? parseWithTheAction(text, files) : parseBare(text);
  const ms = performance.now() - started;
  gc();
  const measurement: ChildMeasurement = {
    ms,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    retainedHeapMb: mb(process.memoryUsage().heapUsed - heapBefore),
    testcases: parsed.count,
    notices: parsed.notices,
  };
  // Read after the measurement, so the parsed results were alive when the heap was measured.
  if (parsed.held === undefined) throw new Error('nothing was parsed');
  console.log(JSON.stringify(measurement));
}
