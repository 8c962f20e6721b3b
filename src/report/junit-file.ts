import { XMLBuilder } from 'fast-xml-parser';
import type { RunReport } from '../model/report.js';
import { countResults, renderedFrom, resourceLabel, type PolicyResult } from '../model/result.js';

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  processEntities: true,
});

/**
 * The normalized JUnit report: well-formed, escaped XML that dorny/test-reporter (java-junit) and
 * EnricoMi/publish-unit-test-result-action read. One `<testsuite>` per test file (per manifest for
 * `kyverno apply`), one `<testcase>` per result with `file` and `line`; fail is `<failure>`, error
 * `<error>`, skip `<skipped/>`, warn a passing testcase whose output says so. Kyverno reports no
 * durations, so times are 0.
 */
export function renderJUnit(report: RunReport, timestamp = new Date()): string {
  const groups = new Map<string, PolicyResult[]>();
  for (const result of report.results) {
    const key = suiteName(result);
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  const totals = countResults(report.results);
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': 'Kyverno Policy Check',
      '@_tests': report.results.length,
      '@_failures': totals.fail,
      '@_errors': totals.error,
      '@_skipped': totals.skip,
      '@_time': '0',
      testsuite: [...groups].map(([name, results]) => renderSuite(name, results, timestamp)),
    },
  };
  return `${builder.build(document) as string}`;
}

function suiteName(result: PolicyResult): string {
  if (result.source === 'test') return clean(result.suite ?? result.file ?? 'kyverno test');
  return clean(`kyverno apply: ${result.file ?? result.suite ?? 'manifests'}`);
}

function renderSuite(name: string, results: PolicyResult[], timestamp: Date): object {
  const counts = countResults(results);
  const file = results.find((result) => result.file !== undefined)?.file;
  return {
    '@_name': name,
    '@_tests': results.length,
    '@_failures': counts.fail,
    '@_errors': counts.error,
    '@_skipped': counts.skip,
    '@_time': '0',
    '@_timestamp': timestamp.toISOString().replace(/\.\d{3}Z$/, ''),
    ...(file === undefined ? {} : { '@_file': clean(file) }),
    testcase: results.map(renderCase),
  };
}

function renderCase(result: PolicyResult): object {
  const where = result.file === undefined ? {} : { '@_file': clean(result.file) };
  const line = result.line === undefined ? {} : { '@_line': result.line };
  const details = describe(result);
  const outcome =
    result.status === 'fail'
      ? {
          failure: {
            '@_message': summaryLine(result),
            '@_type': clean(result.reason),
            '#text': details,
          },
        }
      : result.status === 'error'
        ? {
            error: {
              '@_message': firstLine(result.message),
              '@_type': clean(result.reason),
              '#text': details,
            },
          }
        : result.status === 'skip'
          ? {
              skipped: { '@_message': summaryLine(result) },
              'system-out': details,
            }
          : { 'system-out': result.status === 'warn' ? `WARNING\n${details}` : details };
  return {
    '@_name': clean(caseName(result)),
    '@_classname': clean(result.policy || `kyverno ${result.source}`),
    ...where,
    ...line,
    '@_time': '0',
    ...outcome,
  };
}

function caseName(result: PolicyResult): string {
  const resource = resourceLabel(result.resource);
  const subject = [result.rule, resource].filter(Boolean).join(' ');
  return (subject || result.reason || result.status) + renderedFrom(result);
}

function describe(result: PolicyResult): string {
  const place =
    result.file === undefined
      ? result.suite
      : `${result.file}${result.line ? `:${result.line}` : ''}`;
  return clean(
    [
      `Status: ${result.status}`,
      result.policy && `Policy: ${result.policy}`,
      result.rule && `Rule: ${result.rule}`,
      result.resource.name && `Resource: ${resourceLabel(result.resource)}`,
      result.reason && `Reason: ${result.reason}`,
      place && `Location: ${place}`,
      `Message: ${result.message}`,
    ]
      .filter(Boolean)
      .join('\n'),
  );
}

/** `reason: message` on one line, without repeating a message that only restates the reason. */
function summaryLine(result: PolicyResult): string {
  const { reason, message } = result;
  return firstLine(!reason || message.startsWith(reason) ? message : `${reason}: ${message}`);
}

function firstLine(text: string): string {
  const line = text.split('\n', 1)[0] ?? '';
  return clean(line.length > 500 ? `${line.slice(0, 497)}...` : line);
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
// eslint-disable-next-line no-control-regex
const NOT_XML_CHAR = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Drops ANSI escapes and characters XML 1.0 cannot hold (the builder escapes the rest). */
function clean(text: string): string {
  return text.replace(ANSI, '').replace(NOT_XML_CHAR, '');
}
