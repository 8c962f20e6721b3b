/**
 * Reads back the report files an end-to-end run wrote and checks them against their formats:
 * the JSON report (our schema), JUnit XML (well-formed, counts agree) and SARIF 2.1.0 (the OASIS
 * schema shipped by @microsoft/jest-sarif).
 */
import { readFile } from 'node:fs/promises';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { RunReport } from '../../src/model/report.js';
import { type Counts, type PolicyResult, countResults } from '../../src/model/result.js';
import { sarifValidator } from './sarif-schema.js';

export async function readReport(file: string): Promise<RunReport> {
  const report = JSON.parse(await readFile(file, 'utf8')) as RunReport;
  if (report.schemaVersion !== 1) throw new Error(`${file}: schemaVersion is not 1`);
  return report;
}

/** One line per result, sorted: compares result sets regardless of order. */
export function resultSet(report: RunReport): string[] {
  return report.results.map((result) => JSON.stringify(sortedKeys(result))).sort();
}

function sortedKeys(result: PolicyResult): Record<string, unknown> {
  const entries = Object.entries(result).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

const resultIdentity = (result: PolicyResult): string =>
  JSON.stringify([result.source, result.suite, result.policy, result.rule, result.resource]);

/**
 * Kyverno 1.19's `kyverno test` adds, at random from one run to the next, an extra `Excluded` row
 * for a resource that also has its real result (seen with ValidatingPolicy autogen on CronJobs in
 * the corpus: the same suite gives 1 to 4 such rows). They carry no information; drop them to
 * compare two runs. Returns the report without them and how many were dropped.
 */
export function withoutDuplicateExclusions(report: RunReport): {
  report: RunReport;
  dropped: number;
} {
  const decided = new Set(
    report.results.filter((result) => result.reason !== 'Excluded').map(resultIdentity),
  );
  const results = report.results.filter(
    (result) => result.reason !== 'Excluded' || !decided.has(resultIdentity(result)),
  );
  return {
    report: { ...report, results, summary: countResults(results) },
    dropped: report.results.length - results.length,
  };
}

/** `policy/rule resource @ file:line` of every result with this status, sorted. */
export function described(report: RunReport, status: PolicyResult['status']): string[] {
  return report.results
    .filter((result) => result.status === status)
    .map((result) => {
      const { kind, namespace, name } = result.resource;
      const resource = [kind, namespace ? `${namespace}/${name}` : name].join(' ');
      const rule = result.rule ? `${result.policy}/${result.rule}` : result.policy;
      return `${result.source} ${rule} ${resource} @ ${result.file ?? '?'}:${result.line ?? '?'}`;
    })
    .sort();
}

export interface JUnitTotals {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
  /** `file:line` of every testcase with a `<failure>`. */
  failed: string[];
}

type XmlNode = Record<string, unknown>;
const asList = (value: unknown): XmlNode[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as XmlNode[]) : [value as XmlNode];

/** Parses the JUnit report; throws when it is not well-formed XML. */
export async function readJUnit(file: string): Promise<JUnitTotals> {
  const xml = await readFile(file, 'utf8');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`${file} is not well-formed XML: ${valid.err.msg}`);
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml) as {
    testsuites: XmlNode;
  };
  const root = parsed.testsuites;
  const cases = asList(root.testsuite).flatMap((suite) => asList(suite.testcase));
  return {
    tests: Number(root.tests),
    failures: Number(root.failures),
    errors: Number(root.errors),
    skipped: Number(root.skipped),
    failed: cases
      .filter((testcase) => testcase.failure !== undefined)
      .map((testcase) => `${String(testcase.file)}:${String(testcase.line)}`)
      .sort(),
  };
}

export interface SarifSummary {
  toolVersion: string;
  rules: string[];
  /** `ruleId level uri:line`, sorted. */
  results: string[];
}

interface SarifLog {
  runs: {
    tool: { driver: { version?: string; rules?: { id: string }[] } };
    results: {
      ruleId: string;
      level: string;
      locations?: {
        physicalLocation: { artifactLocation: { uri: string }; region?: { startLine: number } };
      }[];
    }[];
  }[];
}

/** Reads a SARIF file, throwing with the schema errors when it is not valid SARIF 2.1.0. */
export async function readSarif(file: string): Promise<SarifSummary> {
  const log = JSON.parse(await readFile(file, 'utf8')) as SarifLog;
  const validate = await sarifValidator();
  if (!validate(log)) {
    throw new Error(`${file} is not valid SARIF 2.1.0: ${JSON.stringify(validate.errors)}`);
  }
  if (log.runs.length !== 1) throw new Error(`${file}: expected one run`);
  const [run] = log.runs as [SarifLog['runs'][number]];
  return {
    toolVersion: run.tool.driver.version ?? '',
    rules: (run.tool.driver.rules ?? []).map((rule) => rule.id).sort(),
    results: run.results
      .map((result) => {
        const where = result.locations?.[0]?.physicalLocation;
        const line = where?.region?.startLine ?? '?';
        return `${result.ruleId} ${result.level} ${where?.artifactLocation.uri ?? '?'}:${line}`;
      })
      .sort(),
  };
}

/** The count outputs as the action sets them, for one `toEqual`. */
export function countOutputs(counts: Counts, total: number): Record<string, string> {
  return {
    passed: String(counts.pass),
    failed: String(counts.fail),
    warned: String(counts.warn),
    errored: String(counts.error),
    skipped: String(counts.skip),
    total: String(total),
  };
}

/** The count outputs of a run, picked from all its outputs. */
export function pickCountOutputs(outputs: Record<string, string>): Record<string, string> {
  const names = ['passed', 'failed', 'warned', 'errored', 'skipped', 'total'];
  return Object.fromEntries(names.map((name) => [name, outputs[name] ?? '(unset)']));
}
