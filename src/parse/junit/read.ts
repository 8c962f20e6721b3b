/**
 * Reads one JUnit document as `kyverno test -o junit` prints it straight into testcases, in one
 * walk over Kyverno's fixed layout (`walkJUnitLayout`), without writing and re-parsing XML: the
 * same cases as `parseJUnitDocument(repairJUnitDocument(raw))`, at a fraction of the time and
 * memory (see bench/junit-parse.ts). A document whose shape that walk cannot mirror exactly (a
 * second root, a second <failure> or <system-out> in a testcase, stray text, a tab inside an
 * attribute) takes the XML route instead, so both routes always give the same result.
 */
import { parseJUnitDocument, toTestCase, type ParsedJUnitDocument } from './parse.js';
import type { KyvernoTestCase, TestCaseElement } from './parse.js';
import { repairJUnitDocument, walkJUnitLayout, xmlSafe, type LayoutHandler } from './repair.js';
import type { State } from './repair.js';

/** The document needs the XML route. */
class NotPlain extends Error {}

/**
 * An attribute value as the XML route reads it back: fast-xml-parser decodes the named entities
 * that `escapeXmlAttribute` writes but leaves its numeric `&#9;` as it is.
 */
function attribute(raw: string): string {
  if (raw.includes('\t')) throw new NotPlain();
  return xmlSafe(raw);
}

/** Builds the testcases from the walked elements. */
class CaseReader implements LayoutHandler {
  readonly cases: KyvernoTestCase[] = [];
  declared?: { tests: number; failures: number };
  private roots = 0;
  private suite = '';
  private current: TestCaseElement | undefined;
  /** The text of a <failure> or <system-out>, as the XML route reads it: after a line break. */
  private open: 'failure' | 'out' | undefined;

  openSuites(tests?: string, failures?: string): void {
    if (this.roots++ > 0) throw new NotPlain();
    if (tests && failures) this.declared = { tests: Number(tests), failures: Number(failures) };
  }
  openSuite(name: string): void {
    this.suite = attribute(name);
  }
  openCase(classname: string, name: string): void {
    this.current = { classname: attribute(classname), name: attribute(name) };
  }
  openFailure(message: string): void {
    if (!this.current || this.current.failure !== undefined) throw new NotPlain();
    this.current.failure = { message: attribute(message), text: '' };
    this.open = 'failure';
  }
  openSystemOut(): void {
    if (!this.current || this.current.out !== undefined) throw new NotPlain();
    this.current.out = '';
    this.open = 'out';
  }
  strayText(): void {
    throw new NotPlain();
  }
  close(element: Exclude<State, 'top'>, body: readonly string[]): void {
    const current = this.current;
    if (element === 'case' && current) {
      this.cases.push(toTestCase(this.suite, current));
      this.current = undefined;
    } else if ((element === 'failure' || element === 'cdata') && current) {
      const text = `\n${xmlSafe(body.join('\n'))}`;
      if (this.open === 'failure' && current.failure) current.failure.text = text;
      else if (this.open === 'out') current.out = text;
      this.open = undefined;
    }
  }
}

/** The testcases of one printed document; throws when even the repaired XML is not well-formed. */
export function readJUnitDocument(raw: string): ParsedJUnitDocument {
  const reader = new CaseReader();
  try {
    walkJUnitLayout(raw, reader);
  } catch (error) {
    if (!(error instanceof NotPlain)) throw error;
    return parseJUnitDocument(repairJUnitDocument(raw));
  }
  return { cases: reader.cases, ...(reader.declared && { declared: reader.declared }) };
}
