/**
 * The rows of `kyverno test` grouped by the `results[]` entry they belong to (the test stage
 * places each row at its entry's line), with what the entry's document loads.
 */
import type { PolicyResult } from '../model/result.js';
import { indexTestFile, type ResultEntry } from '../locate/test-file.js';
import type { SuitePolicy, SuiteRule } from './documents.js';
import type { SuiteContents, SuiteDocument } from './suites.js';

export interface EntryRows {
  suite: string;
  entry: ResultEntry;
  document: SuiteDocument | undefined;
  /** Indexes into the results list of the rows placed at this entry. */
  rows: number[];
}

/** Rows of the suites' local test files, by entry; results elsewhere are not touched. */
export function groupByEntry(
  results: readonly PolicyResult[],
  suites: readonly SuiteContents[],
): EntryRows[] {
  const groups = new Map<string, EntryRows>();
  const bySuite = new Map(suites.map((suite) => [suite.file, suite]));
  const entriesOf = new Map<string, Map<number, ResultEntry>>();
  for (const suite of suites) {
    const entries = new Map<number, ResultEntry>();
    for (const entry of indexTestFile(suite.text).entries) {
      entries.set(entry.line, entry);
      groups.set(key(suite.file, entry.line), {
        suite: suite.file,
        entry,
        document: suite.documents[entry.document],
        rows: [],
      });
    }
    entriesOf.set(suite.file, entries);
  }
  results.forEach((result, index) => {
    if (!isRow(result) || result.file === undefined || result.line === undefined) return;
    if (!bySuite.has(result.file)) return;
    groups.get(key(result.file, result.line))?.rows.push(index);
  });
  return [...groups.values()];
}

const key = (file: string, line: number): string => `${line}:${file}`;

/** A row Kyverno printed (not one of our errors for a suite that did not run). */
export const isRow = (result: PolicyResult): boolean =>
  result.source === 'test' && result.policy !== '' && result.status !== 'error';

/** `autogen-X` and `autogen-cronjob-X` are Kyverno's copies of rule `X`. */
export function baseRule(rule: string): string {
  return rule.replace(/^autogen-(cronjob-)?/, '');
}

/** The document's policies a results entry's or row's `policy` names (`name` or `ns/name`). */
export function policiesNamed(document: SuiteDocument | undefined, policy: string): SuitePolicy[] {
  if (!document) return [];
  const parts = policy.split('/');
  const name = parts.at(-1) ?? policy;
  const namespace = parts.length > 1 ? parts[0] : undefined;
  return document.policies.filter(
    (candidate) =>
      candidate.name === name && (namespace === undefined || candidate.namespace === namespace),
  );
}

/** The legacy rule of these policies that a rule name (autogen included) means. */
export function ruleNamed(
  policies: readonly SuitePolicy[],
  rule: string,
): { policy: SuitePolicy; rule: SuiteRule } | undefined {
  const wanted = baseRule(rule);
  for (const policy of policies) {
    const found = policy.rules.find((candidate) => candidate.name === wanted);
    if (found) return { policy, rule: found };
  }
  return undefined;
}

/** `apiVersion/Kind/namespace/name`: one entry's rows for one resource belong together. */
export function resourceKey(result: PolicyResult): string {
  const { apiVersion, kind, namespace, name } = result.resource;
  return [apiVersion, kind, namespace, name].join('/');
}
