import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseJUnitDocument, type KyvernoTestCase } from '../../../src/parse/junit/parse.js';
import { repairJUnitDocument } from '../../../src/parse/junit/repair.js';
import { splitTestOutput } from '../../../src/parse/junit/split.js';
import { CAPTURES, readCapture } from './captures.js';

/** Split, repair and parse a whole stdout. */
function readAll(stdout: string): KyvernoTestCase[] {
  return splitTestOutput(stdout).documents.flatMap(
    (document) => parseJUnitDocument(repairJUnitDocument(document.text)).cases,
  );
}

const testcaseLines = (text: string): number => text.match(/^ {2}<testcase /gm)?.length ?? 0;

const RESULT_LINES = (body: string) =>
  `    Policy: p\n    Rule: r\n    Resource: v1/Pod/default/x\n${body}`;

/** A Kyverno-shaped document around the given testcase blocks. */
function kyvernoDocument(cases: string[], suite = 'p'): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="${cases.length}" failures="0">`,
    ` <testsuite name="${suite}" tests="${cases.length}" failures="0">`,
    ...cases,
    ' </testsuite>',
    '</testsuites>',
  ].join('\n');
}

describe('repair of outputs captured from the real kyverno test', () => {
  it.each(CAPTURES)('%s: every document becomes valid XML and no testcase is lost', (name) => {
    const { stdout } = readCapture(name);
    const output = splitTestOutput(stdout);
    let read = 0;
    for (const document of output.documents) {
      const repaired = repairJUnitDocument(document.text);
      expect(XMLValidator.validate(repaired)).toBe(true);
      const { cases, declared } = parseJUnitDocument(repaired);
      expect(cases).toHaveLength(testcaseLines(document.text));
      expect(declared?.tests).toBe(cases.length);
      expect(declared?.failures).toBe(cases.filter((testCase) => testCase.failed).length);
      read += cases.length;
    }
    if (output.summary && !name.startsWith('fail-only')) {
      expect(read).toBe(output.summary.passed + output.summary.failed);
    }
  });

  it('keeps messages with <, &, quotes and ]]> exactly (CDATA and <failure>)', () => {
    const cases = readAll(readCapture('outcomes-detailed').stdout).filter(
      (testCase) => testCase.policy === 'limit-replicas',
    );
    const message =
      'validation error: replicas <= 3 & "small" only ]]> see <docs>. rule max-replicas failed at path /spec/replicas/';
    expect(cases).toEqual([
      expect.objectContaining({
        resource: 'apps/v1/Deployment/default/big',
        failed: false,
        reason: 'Ok',
        message,
      }),
      expect.objectContaining({
        resource: 'apps/v1/Deployment/default/huge',
        failed: true,
        reason: 'Want pass, got fail',
        result: 'Fail',
        message,
      }),
    ]);
  });

  it('closes the <failure> Kyverno leaves open without --detailed-results', () => {
    const { stdout } = readCapture('outcomes-not-detailed');
    expect(stdout).toContain('    Result: Fail  </testcase>');
    const cases = readAll(stdout);
    const failed = cases.filter((testCase) => testCase.failed);
    expect(failed.map((testCase) => testCase.reason).sort()).toEqual([
      'Not found',
      'Resource diff',
      'Want pass, got fail',
      'Want pass, got fail',
      'Want pass, got fail',
      'Want pass, got fail',
    ]);
    expect(failed.every((testCase) => testCase.result === 'Fail')).toBe(true);
    expect(cases.length).toBe(testcaseLines(stdout));
  });

  it('keeps multi-line diff messages whole', () => {
    const diff = readAll(readCapture('outcomes-detailed').stdout).find(
      (testCase) => testCase.reason === 'Resource diff',
    );
    expect(diff?.message).toMatch(
      /^Patched resource didn't match the patched resource in the test result\n/,
    );
    expect(diff?.message).toContain('cost-center: platfinanceorm');
    expect(diff?.message).toMatch(/name: web$/);
  });

  it('reads the aggregated block that --fail-only prints after the summary', () => {
    const output = splitTestOutput(readCapture('fail-only').stdout);
    expect(output.summary).toEqual({ passed: 5, failed: 2 });
    expect(output.documents).toHaveLength(1);
    expect(output.documents[0]?.testFile).toBeUndefined();
    expect(readAll(readCapture('fail-only').stdout).map((testCase) => testCase.reason)).toEqual([
      'Want pass, got fail',
      'Not found',
    ]);
    expect(splitTestOutput(readCapture('fail-only-all-pass').stdout).documents).toEqual([]);
  });
});

describe('repair of hand-made outputs, one quirk each', () => {
  it('closes an unclosed <failure> and keeps the next testcase', () => {
    const xml = kyvernoDocument([
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <failure message="Want pass, got fail">',
      `${RESULT_LINES('    Result: Fail')}  </testcase>`,
      '  <testcase classname="r" name="v1/Pod/default/y">',
      '   <failure message="Not found">',
      `${RESULT_LINES('    Result: Fail')}  </testcase>`,
    ]);
    const { cases } = parseJUnitDocument(repairJUnitDocument(xml));
    expect(cases).toEqual([
      {
        policy: 'p',
        rule: 'r',
        resource: 'v1/Pod/default/x',
        failed: true,
        reason: 'Want pass, got fail',
        result: 'Fail',
      },
      {
        policy: 'p',
        rule: 'r',
        resource: 'v1/Pod/default/y',
        failed: true,
        reason: 'Not found',
        result: 'Fail',
      },
    ]);
  });

  it('closes CDATA left open by Kyverno 1.15 and 1.16 without --detailed-results', () => {
    const xml = kyvernoDocument([
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <system-out><![CDATA[',
      '    Reason: Ok',
      RESULT_LINES('').trimEnd(),
      '  </testcase>',
      '  <testcase classname="r" name="v1/Pod/default/y">',
      '   <system-out><![CDATA[',
      '    Reason: Excluded',
      RESULT_LINES('').trimEnd(),
      '  </testcase>',
    ]);
    const { cases } = parseJUnitDocument(repairJUnitDocument(xml));
    expect(cases.map((testCase) => [testCase.resource, testCase.failed, testCase.reason])).toEqual([
      ['v1/Pod/default/x', false, 'Ok'],
      ['v1/Pod/default/y', false, 'Excluded'],
    ]);
  });

  it('escapes <, & and quotes in attributes and failure text', () => {
    const xml = kyvernoDocument(
      [
        '  <testcase classname="rule "quoted" & <x>" name="v1/Pod/default/a&b">',
        '   <failure message="[spec.replicas: Invalid value: "5": must be <= 3 & odd]">',
        `${RESULT_LINES('    Result: Fail    Message: replicas <= 3 & "odd" \'yes\'')}`,
        '   </failure>',
        '  </testcase>',
      ],
      'ns/pol"icy<&>',
    );
    const repaired = repairJUnitDocument(xml);
    expect(XMLValidator.validate(repaired)).toBe(true);
    expect(parseJUnitDocument(repaired).cases).toEqual([
      {
        policy: 'ns/pol"icy<&>',
        rule: 'rule "quoted" & <x>',
        resource: 'v1/Pod/default/a&b',
        failed: true,
        reason: '[spec.replicas: Invalid value: "5": must be <= 3 & odd]',
        result: 'Fail',
        message: 'replicas <= 3 & "odd" \'yes\'',
      },
    ]);
  });

  it('keeps ]]> inside a CDATA message', () => {
    const xml = kyvernoDocument([
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <system-out><![CDATA[',
      '    Reason: Ok',
      RESULT_LINES('    Message: a ]]> b ]]]]> c').trimEnd(),
      '   ]]></system-out>',
      '  </testcase>',
    ]);
    expect(parseJUnitDocument(repairJUnitDocument(xml)).cases[0]?.message).toBe('a ]]> b ]]]]> c');
  });

  it('does not end an element at a message line that looks like a closing tag', () => {
    const xml = kyvernoDocument([
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <failure message="Resource diff">',
      RESULT_LINES('    Result: Fail    Message: diff:'),
      'line ending in </testcase>',
      '   </failure>',
      'more',
      '   </failure>',
      '  </testcase>',
    ]);
    const { cases } = parseJUnitDocument(repairJUnitDocument(xml));
    expect(cases).toHaveLength(1);
    expect(cases[0]?.message).toBe('diff:\nline ending in </testcase>\n   </failure>\nmore');
  });

  it('drops ANSI escapes and characters XML cannot hold', () => {
    const xml = kyvernoDocument([
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <failure message="Resource diff">',
      RESULT_LINES('    Result: Fail    Message: \u001b[31monly in expected\u001b[0m \u0007bell'),
      '   </failure>',
      '  </testcase>',
    ]);
    expect(parseJUnitDocument(repairJUnitDocument(xml)).cases[0]?.message).toBe(
      'only in expected bell',
    );
  });

  it('closes a document cut short by a crash or timeout', () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites tests="2" failures="0">',
      ' <testsuite name="p" tests="2" failures="0">',
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <system-out><![CDATA[',
      '    Reason: Ok',
    ].join('\n');
    const repaired = repairJUnitDocument(xml);
    expect(XMLValidator.validate(repaired)).toBe(true);
    expect(parseJUnitDocument(repaired)).toEqual({
      cases: [
        { policy: 'p', rule: 'r', resource: 'v1/Pod/default/x', failed: false, reason: 'Ok' },
      ],
      declared: { tests: 2, failures: 0 },
    });
  });

  it('splits several documents and attributes each to the test file loaded before it', () => {
    const document = kyvernoDocument([
      '  <testcase classname="r" name="v1/Pod/default/x">',
      '   <system-out><![CDATA[',
      '    Reason: Ok',
      '   ]]></system-out>',
      '  </testcase>',
    ]);
    const stdout = [
      'Loading test  ( a/kyverno-test.yaml ) ...',
      '  Loading values/variables ...',
      '',
      document,
      '',
      'Loading test  ( b/.kyverno-test/kyverno-test.yaml ) ...',
      '  ERROR: b/policy.yaml: invalid policy document',
      document,
      '',
      'Test Summary: 2 tests passed and 0 tests failed',
      '',
    ].join('\n');
    const output = splitTestOutput(stdout);
    expect(output.documents.map((doc) => doc.testFile)).toEqual([
      'a/kyverno-test.yaml',
      'b/.kyverno-test/kyverno-test.yaml',
    ]);
    expect(output.loaded).toEqual(['a/kyverno-test.yaml', 'b/.kyverno-test/kyverno-test.yaml']);
    expect(output.summary).toEqual({ passed: 2, failed: 0 });
    expect(output.policyErrors).toEqual([
      {
        path: 'b/policy.yaml',
        error: 'invalid policy document',
        testFile: 'b/.kyverno-test/kyverno-test.yaml',
      },
    ]);
    expect(readAll(stdout)).toHaveLength(2);
  });

  it('reads --fail-only summaries', () => {
    expect(splitTestOutput('\nTest Summary: 1 out of 4 tests failed\n\n').summary).toEqual({
      passed: 3,
      failed: 1,
    });
  });

  it('finds nothing in empty output', () => {
    expect(splitTestOutput('')).toEqual({
      documents: [],
      loaded: [],
      testErrors: [],
      deprecated: [],
      policyErrors: [],
      filterErrors: [],
    });
    expect(parseJUnitDocument(repairJUnitDocument('')).cases).toEqual([]);
  });

  it('reads load errors, deprecation warnings and filter errors', () => {
    expect(splitTestOutput(readCapture('load-errors').stdout).testErrors).toEqual([
      {
        path: 'load-error/kyverno-test.yaml',
        error:
          'error unmarshaling JSON: while decoding JSON: json: unknown field "isMutatingPolcy"',
      },
      {
        path: 'nested-broken/inner/kyverno-test.yaml',
        error: 'error unmarshaling JSON: while decoding JSON: json: unknown field "resource"',
      },
    ]);
    expect(splitTestOutput(readCapture('deprecated').stdout).deprecated).toEqual([
      'deprecated/kyverno-test.yaml',
    ]);
    expect(splitTestOutput(readCapture('selector-invalid').stdout).filterErrors).toEqual([
      'Invalid test-case-selector (polcy=x). Parameter can only be policy, rule or resource.',
    ]);
  });
});
