/**
 * `readJUnitDocument` reads Kyverno's JUnit in one walk, without writing and re-parsing XML; it
 * must give exactly what the XML route (repair, validate, fast-xml-parser) gives, on every real
 * capture, on synthesised output with every quirk, and on hand-made odd documents.
 */
import { describe, expect, it } from 'vitest';
import { synthesiseKyvernoOutput } from '../../../bench/junit-synth.js';
import { parseJUnitDocument } from '../../../src/parse/junit/parse.js';
import { readJUnitDocument } from '../../../src/parse/junit/read.js';
import { repairJUnitDocument } from '../../../src/parse/junit/repair.js';
import { splitTestOutput } from '../../../src/parse/junit/split.js';
import { CAPTURES, readCapture } from './captures.js';

const throughXml = (raw: string) => parseJUnitDocument(repairJUnitDocument(raw));

function sameAsXml(raw: string): void {
  let expected;
  try {
    expected = throughXml(raw);
  } catch (error) {
    expect(() => readJUnitDocument(raw)).toThrow((error as Error).message);
    return;
  }
  expect(readJUnitDocument(raw)).toEqual(expected);
}

const documents = (stdout: string) => splitTestOutput(stdout).documents.map((d) => d.text);

const head = (tests = '1', failures = '0') => [
  '<?xml version="1.0" encoding="UTF-8"?>',
  `<testsuites tests="${tests}" failures="${failures}">`,
  ' <testsuite name="p" tests="1" failures="0">',
];
const tail = [' </testsuite>', '</testsuites>'];
const testcase = (attributes = 'classname="r" name="v1/Pod/default/x"') =>
  `  <testcase ${attributes}>`;
const passing = (message: string) => [
  '   <system-out><![CDATA[',
  '    Reason: Ok',
  `    Message: ${message}`,
  '   ]]></system-out>',
  '  </testcase>',
];
const failing = (reason: string, message: string) => [
  `   <failure message="${reason}">`,
  `    Result: Fail    Message: ${message}`,
  '   </failure>',
  '  </testcase>',
];

const ODD: Record<string, string[]> = {
  'entities written literally': [
    ...head(),
    testcase('classname="&lt;r&gt;" name="v1/Pod/default/a&amp;b"'),
    ...failing('&quot;x&apos; &#10;', 'a &amp;lt; b &#9; c'),
    ...tail,
  ],
  'a tab inside an attribute': [
    ...head(),
    testcase('classname="r\tx" name="v1/Pod/default/x"'),
    ...passing('ok'),
    ...tail,
  ],
  'a tab in a message': [...head(), testcase(), ...passing('a\tb'), ...tail],
  'stray text in a testcase': [...head(), testcase(), 'stray', ...passing('ok'), ...tail],
  'two failures in a testcase': [
    ...head(),
    testcase(),
    '   <failure message="a">',
    '    Result: Fail',
    '   </failure>',
    ...failing('b', 'second'),
    ...tail,
  ],
  'two system-outs in a testcase': [
    ...head(),
    testcase(),
    '   <system-out><![CDATA[',
    '    Reason: Ok',
    '   ]]></system-out>',
    ...passing('second'),
    ...tail,
  ],
  'a failure and a system-out': [
    ...head(),
    testcase(),
    '   <system-out><![CDATA[',
    '    Reason: Ok',
    '   ]]></system-out>',
    ...failing('Want pass, got fail', 'both'),
    ...tail,
  ],
  'two roots': [...head(), testcase(), ...passing('one'), ...tail, ...head(), testcase(), ...tail],
  'a testcase after the root closed': [...head(), ...tail, testcase(), ...passing('late')],
  'no counts': ['<testsuites>', ' <testsuite name="p">', testcase(), ...passing('ok'), ...tail],
  'tests without failures': [
    '<testsuites tests="1">',
    testcase(),
    ...passing('ok'),
    '</testsuites>',
  ],
  'an empty document': ['<?xml version="1.0" encoding="UTF-8"?>'],
  'only the root': [...head('3', '0').slice(0, 2), '</testsuites>'],
  'a testcase with no suite': [testcase(), ...failing('x', 'y')],
  'an empty failure and an empty CDATA': [
    ...head(),
    testcase(),
    '   <failure message="">',
    '   </failure>',
    '  </testcase>',
    testcase(),
    '   <system-out><![CDATA[',
    '   ]]></system-out>',
    '  </testcase>',
    ...tail,
  ],
  'ANSI, control characters, ]]> and a cut document': [
    ...head(),
    testcase('classname="r\u001b[31m" name="v1/Pod/default/\u0007x"'),
    '   <system-out><![CDATA[',
    '    Reason: Ok',
    '    Message: a ]]> b \u001b[0m\u0001 c',
    '  line two   ',
  ],
  'CRLF line ends': [...head(), testcase(), ...passing('crlf'), ...tail].map((l) => `${l}\r`),
};

describe('readJUnitDocument reads what the XML route reads', () => {
  it.each(CAPTURES)('%s', (name) => {
    for (const raw of documents(readCapture(name).stdout)) sameAsXml(raw);
  });

  it('synthesised output with every quirk of Kyverno 1.19', () => {
    const { stdout } = synthesiseKyvernoOutput(2000);
    const raws = documents(stdout);
    expect(raws.length).toBeGreaterThan(10);
    for (const raw of raws) sameAsXml(raw);
  });

  it.each(Object.keys(ODD))('%s', (name) => {
    sameAsXml(ODD[name]!.join('\n'));
  });
});
