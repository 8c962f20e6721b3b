/**
 * Turns one JUnit document as `kyverno test -o junit` prints it into well-formed XML.
 *
 * Kyverno builds the document with `fmt.Sprintf` and a fixed line layout (see
 * `printOutputFormats` in kyverno's `commands/test/output.go`), and gets it wrong in known ways:
 * - nothing is escaped: attribute values, failure text and CDATA content are printed raw, so a
 *   message holding `<`, `&`, quotes or `]]>` breaks the document;
 * - without `--detailed-results`, `<failure>` is never closed: its last line reads
 *   `    Result: Fail  </testcase>` (kyverno/kyverno#17559);
 * - 1.15 and 1.16 without `--detailed-results` never close `<system-out><![CDATA[` (#14606);
 * - 1.15 and 1.16 may leave ANSI escapes (illegal in XML) in diff messages (#14185);
 * - a crash or timeout cuts the document anywhere.
 * We walk that layout line by line, rebuild each element with proper escaping, close what is left
 * open, and keep every testcase.
 */

const TESTSUITES = /^<testsuites(?: tests="(\d*)")?(?: failures="(\d*)")?.*>$/;
const TESTSUITE = /^ ?<testsuite name="(.*)" tests="(\d*)" failures="(\d*)">$/;
const TESTCASE = /^ {0,2}<testcase classname="(.*?)" name="(.*)">$/;
const FAILURE = /^ {0,3}<failure message="(.*)">$/;
const FAILURE_END = /^ {0,3}<\/failure>$/;
const SYSTEM_OUT = /^ {0,3}<system-out><!\[CDATA\[$/;
const SYSTEM_OUT_END = /^ {0,3}\]\]><\/system-out>$/;
const TESTCASE_END = /^ {0,2}<\/testcase>$/;
/** `    Result: Fail  </testcase>`: the unclosed failure's last line. */
const UNCLOSED_FAILURE_END = /^(.*)<\/testcase>$/;
const TESTSUITE_END = /^ ?<\/testsuite>$/;
const TESTSUITES_END = /^<\/testsuites>$/;

export type State = 'top' | 'suites' | 'suite' | 'case' | 'failure' | 'cdata';

/* eslint-disable no-control-regex */
const ANSI =
  /[\u001b\u009b][[\]()#;?]*(?:(?:[a-zA-Z0-9]*(?:;[a-zA-Z0-9]*)*)?\u0007|(?:\d{1,4}(?:;\d{0,4})*)?[0-9A-ORZcf-nqry=><])/g;
const NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
/* eslint-enable no-control-regex */

/** Removes ANSI escapes and characters XML 1.0 does not allow. */
export function xmlSafe(text: string): string {
  return text.replace(ANSI, '').replace(NOT_XML_CHAR, '');
}

export function escapeXmlText(text: string): string {
  return xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

/** A CDATA section holding `text` exactly, even when it contains `]]>`. */
export function cdata(text: string): string {
  return `<![CDATA[${xmlSafe(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** The elements found by `walkJUnitLayout`, in document order, with their raw (unescaped) text. */
export interface LayoutHandler {
  /** `tests` and `failures` as printed: digits, or empty/absent. */
  openSuites(tests?: string, failures?: string): void;
  openSuite(name: string, tests?: string, failures?: string): void;
  openCase(classname: string, name: string): void;
  openFailure(message: string): void;
  openSystemOut(): void;
  /** Text inside a testcase but outside any element of the layout. */
  strayText(line: string): void;
  /** Closes the innermost open element; `body` holds the lines of a failure or system-out. */
  close(element: Exclude<State, 'top'>, body: readonly string[]): void;
}

/**
 * Walks one document in Kyverno's layout line by line and reports each element to `handler`,
 * opening what is missing and closing what is left open, so that every testcase is kept.
 */
export function walkJUnitLayout(raw: string, handler: LayoutHandler): void {
  const lines = raw.replace(/\r\n?/g, '\n').split('\n');
  let state: State = 'top';
  let body: string[] = [];

  const openSuites = (): void => {
    if (state === 'top') {
      handler.openSuites();
      state = 'suites';
    }
  };
  const openSuite = (): void => {
    openSuites();
    if (state === 'suites') {
      handler.openSuite('');
      state = 'suite';
    }
  };
  const PARENT: Record<Exclude<State, 'top'>, State> = {
    cdata: 'case',
    failure: 'case',
    case: 'suite',
    suite: 'suites',
    suites: 'top',
  };
  const ORDER: State[] = ['cdata', 'failure', 'case', 'suite', 'suites', 'top'];
  /** Closes open elements down to `target` (`suite` closes the testcase, `suites` the testsuite…). */
  const closeTo = (target: State): void => {
    while (state !== 'top' && ORDER.indexOf(state) < ORDER.indexOf(target)) {
      handler.close(state, body);
      if (state === 'failure' || state === 'cdata') body = [];
      state = PARENT[state];
    }
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (state === 'failure') {
      if (FAILURE_END.test(line) && !closesLater(lines, i, FAILURE_END)) {
        closeTo('case');
        continue;
      }
      const unclosed = UNCLOSED_FAILURE_END.exec(line);
      if (unclosed && !closesLater(lines, i, FAILURE_END)) {
        body.push((unclosed[1] ?? '').trimEnd());
        closeTo('suite');
        continue;
      }
      if (!isStructural(line)) {
        body.push(line);
        continue;
      }
    } else if (state === 'cdata') {
      if (SYSTEM_OUT_END.test(line)) {
        closeTo('case');
        continue;
      }
      if (TESTCASE_END.test(line) && !closesLater(lines, i, SYSTEM_OUT_END)) {
        closeTo('suite');
        continue;
      }
      if (!isStructural(line)) {
        body.push(line);
        continue;
      }
    }
    let match;
    if (line.startsWith('<?xml') || line.trim() === '') {
      continue;
    } else if ((match = TESTSUITES.exec(line))) {
      closeTo('top');
      handler.openSuites(match[1], match[2]);
      state = 'suites';
    } else if ((match = TESTSUITE.exec(line))) {
      closeTo('suites');
      openSuites();
      handler.openSuite(match[1] ?? '', match[2], match[3]);
      state = 'suite';
    } else if ((match = TESTCASE.exec(line))) {
      closeTo('suite');
      openSuite();
      handler.openCase(match[1] ?? '', match[2] ?? '');
      state = 'case';
    } else if ((match = FAILURE.exec(line)) && state === 'case') {
      handler.openFailure(match[1] ?? '');
      state = 'failure';
      body = [];
    } else if (SYSTEM_OUT.test(line) && state === 'case') {
      handler.openSystemOut();
      state = 'cdata';
      body = [];
    } else if (TESTCASE_END.test(line)) {
      closeTo('suite');
    } else if (TESTSUITE_END.test(line)) {
      closeTo('suites');
    } else if (TESTSUITES_END.test(line)) {
      closeTo('top');
    } else if (state === 'case') {
      // Unexpected text inside a testcase: keep it as output rather than lose it.
      handler.strayText(line);
    }
  }
  closeTo('top');
}

const CLOSING_TAGS = { case: '  </testcase>', suite: ' </testsuite>', suites: '</testsuites>' };

/** Writes the walked elements as well-formed XML, everything escaped. */
class XmlWriter implements LayoutHandler {
  readonly out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];

  openSuites(tests?: string, failures?: string): void {
    this.out.push(`<testsuites${countAttributes(tests, failures)}>`);
  }
  openSuite(name: string, tests?: string, failures?: string): void {
    this.out.push(
      ` <testsuite name="${escapeXmlAttribute(name)}"${countAttributes(tests, failures)}>`,
    );
  }
  openCase(classname: string, name: string): void {
    this.out.push(
      `  <testcase classname="${escapeXmlAttribute(classname)}" name="${escapeXmlAttribute(name)}">`,
    );
  }
  openFailure(message: string): void {
    this.out.push(`   <failure message="${escapeXmlAttribute(message)}">`);
  }
  openSystemOut(): void {
    this.out.push('   <system-out>');
  }
  strayText(line: string): void {
    this.out.push(`   <system-out>${escapeXmlText(line)}</system-out>`);
  }
  close(element: Exclude<State, 'top'>, body: readonly string[]): void {
    this.out.push(
      element === 'failure'
        ? `${escapeXmlText(body.join('\n'))}</failure>`
        : element === 'cdata'
          ? `${cdata(body.join('\n'))}</system-out>`
          : CLOSING_TAGS[element],
    );
  }
}

export function repairJUnitDocument(raw: string): string {
  const writer = new XmlWriter();
  walkJUnitLayout(raw, writer);
  const { out } = writer;
  if (out.length === 1) out.push('<testsuites>', '</testsuites>');
  return `${out.join('\n')}\n`;
}

/** A line that opens or closes a JUnit element in Kyverno's layout. */
function isStructural(line: string): boolean {
  return (
    TESTCASE.test(line) ||
    TESTSUITE.test(line) ||
    TESTSUITE_END.test(line) ||
    TESTSUITES_END.test(line)
  );
}

/**
 * Whether `closer` appears after line `index` before the next element boundary. Tells a message
 * line that merely looks like a closing tag from the real end of the element.
 */
function closesLater(lines: readonly string[], index: number, closer: RegExp): boolean {
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (closer.test(line)) return true;
    if (isStructural(line)) return false;
  }
  return false;
}

function countAttributes(tests: string | undefined, failures: string | undefined): string {
  return (
    (tests ? ` tests="${Number(tests)}"` : '') + (failures ? ` failures="${Number(failures)}"` : '')
  );
}
