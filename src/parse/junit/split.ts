/**
 * Splits the stdout of `kyverno test -o junit` into its parts. Kyverno prints one XML document per
 * test document that has results, each after its `Loading test  ( <path> ) ...` progress lines,
 * then `Test Summary: …`; load errors, deprecation warnings and filter errors are plain text.
 */

export interface RawJUnitDocument {
  /** The test file path exactly as Kyverno printed it; absent for `--fail-only`'s aggregated block. */
  testFile?: string;
  /** The document's text as printed (not yet repaired). */
  text: string;
}

export interface KyvernoSummary {
  /** Kyverno's "passed" count, which includes skips. */
  passed: number;
  failed: number;
}

export interface PathError {
  path: string;
  error: string;
}

export interface TestOutput {
  documents: RawJUnitDocument[];
  /** Every `Loading test ( … )` path, in order (a multi-document file appears once per document). */
  loaded: string[];
  summary?: KyvernoSummary;
  /** `Test errors:` block: test files that failed to load (Kyverno then runs nothing). */
  testErrors: PathError[];
  /** Test files rejected for their deprecated schema. */
  deprecated: string[];
  /** `  ERROR: <path>: <error>` lines: policy documents Kyverno skipped (non-fatal), per test file. */
  policyErrors: (PathError & { testFile?: string })[];
  filterErrors: string[];
  /** `Error loading tests: …` (e.g. an unreadable folder or a failed git clone). */
  loadError?: string;
}

const LOADING = /^Loading test .*?\( (.+) \) \.\.\.$/;
const SUMMARY = /^Test Summary: (\d+) tests passed and (\d+) tests failed$/;
const FAIL_ONLY_SUMMARY = /^Test Summary: (\d+) out of (\d+) tests failed$/;
const DEPRECATED = /^WARNING: test file \((.+)\) uses a deprecated schema/;
const POLICY_ERROR = /^ {2}ERROR: (.+?): (.*)$/;

/**
 * The lines of the output without an array of them: 100 000 testcases print over a million
 * lines, and a string for each would cost more memory than the output itself. A document's text
 * is a slice of the output, which V8 keeps without copying.
 */
class Lines {
  private readonly starts: Uint32Array;
  readonly length: number;

  constructor(private readonly text: string) {
    let count = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
    this.length = count;
    this.starts = new Uint32Array(count + 1);
    let line = 1;
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
      this.starts[line++] = at + 1;
    }
    this.starts[count] = text.length + 1;
  }

  /** Line `index`, or '' past the end. */
  at(index: number): string {
    if (index < 0 || index >= this.length) return '';
    return this.text.slice(this.starts[index], this.starts[index + 1]! - 1);
  }

  /** Lines `first` to `last`, joined by line breaks. */
  range(first: number, last: number): string {
    return this.text.slice(this.starts[first], this.starts[last + 1]! - 1);
  }
}

export function splitTestOutput(stdout: string): TestOutput {
  const lines = new Lines(stdout.includes('\r') ? stdout.replace(/\r\n?/g, '\n') : stdout);
  const output: TestOutput = {
    documents: [],
    loaded: [],
    testErrors: [],
    deprecated: [],
    policyErrors: [],
    filterErrors: [],
  };
  let current: string | undefined;
  let afterSummary = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines.at(i);
    if (line.startsWith('<?xml')) {
      const end = documentEnd(lines, i);
      output.documents.push({
        ...(afterSummary || current === undefined ? {} : { testFile: current }),
        text: lines.range(i, end),
      });
      i = end;
      continue;
    }
    let match;
    if ((match = LOADING.exec(line))) {
      current = match[1] ?? '';
      output.loaded.push(current);
    } else if ((match = SUMMARY.exec(line))) {
      output.summary = { passed: Number(match[1]), failed: Number(match[2]) };
      afterSummary = true;
    } else if ((match = FAIL_ONLY_SUMMARY.exec(line))) {
      const failed = Number(match[1]);
      output.summary = { passed: Number(match[2]) - failed, failed };
      afterSummary = true;
    } else if ((match = DEPRECATED.exec(line))) {
      output.deprecated.push(match[1] ?? '');
    } else if ((match = POLICY_ERROR.exec(line))) {
      output.policyErrors.push({
        path: match[1] ?? '',
        error: match[2] ?? '',
        ...(current === undefined ? {} : { testFile: current }),
      });
    } else if (line === 'Test errors:') {
      i = readTestErrors(lines, i + 1, output.testErrors) - 1;
    } else if (line === 'Filter errors:') {
      while (lines.at(i + 1).startsWith('  Error: ')) {
        output.filterErrors.push(lines.at(++i).slice('  Error: '.length));
      }
    } else if (line.startsWith('Error loading tests: ')) {
      const error = [line.slice('Error loading tests: '.length).trimEnd()];
      while (i + 1 < lines.length && lines.at(i + 1).trim() !== '') error.push(lines.at(++i));
      output.loadError = error.join('\n');
    }
  }
  return output;
}

/** Index of a document's last line: its `</testsuites>`, or the line before the next part. */
function documentEnd(lines: Lines, start: number): number {
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines.at(i);
    if (line === '</testsuites>') return i;
    if (line.startsWith('<?xml') || LOADING.test(line) || line.startsWith('Test Summary: ')) {
      return i - 1;
    }
  }
  return lines.length - 1;
}

/** Reads `  Path: …` / `    Error: …` pairs (an error may span lines); returns the next index. */
function readTestErrors(lines: Lines, start: number, into: PathError[]): number {
  let i = start;
  while (i < lines.length) {
    const line = lines.at(i);
    if (line.startsWith('  Path: ')) {
      into.push({ path: line.slice('  Path: '.length), error: '' });
    } else if (line.startsWith('    Error: ') && into.length > 0) {
      const last = into[into.length - 1];
      if (last) last.error = line.slice('    Error: '.length);
    } else if (line.startsWith('   ') && into.length > 0) {
      const last = into[into.length - 1];
      if (last) last.error += `\n${line.trim()}`;
    } else {
      break;
    }
    i++;
  }
  return i;
}
