/**
 * Reads the action's own JSON results file (a shard's, or one handed to `results-file`) back into
 * the model, validating every field so a wrong or edited file is named with what is wrong.
 */
import { readFile } from 'node:fs/promises';
import type { RunReport } from '../model/report.js';
import { SOURCES, STATUSES, countResults } from '../model/result.js';
import { toStableReport } from '../model/stable-report.js';
import { isData } from '../documents/data.js';

/** Reads and validates a file written by `files/report-files.ts` (e.g. a shard's results). */
export async function readJsonReport(file: string): Promise<RunReport> {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`cannot read the results file ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file} is not a Kyverno Policy Check results file: invalid JSON (${(error as Error).message})`,
      { cause: error },
    );
  }
  const problem = reportProblem(data);
  if (problem !== undefined) {
    throw new Error(
      `${file} is not a valid Kyverno Policy Check results file: ${problem}. Use the file the ` +
        'action wrote as its `json-file` output, unchanged.',
    );
  }
  const report = toStableReport(data as RunReport);
  const counted = countResults(report.results);
  const mismatch = STATUSES.find((status) => counted[status] !== report.summary[status]);
  if (mismatch !== undefined) {
    throw new Error(
      `${file}: summary.${mismatch} is ${report.summary[mismatch]} but the file holds ${counted[mismatch]} ` +
        `${mismatch} results; the file was edited or truncated.`,
    );
  }
  return report;
}

/** Returns a problem naming `where`, or undefined when `value` is fine. */
type Check = (value: unknown, where: string) => string | undefined;

const isObject = isData;
const string: Check = (value, where) =>
  typeof value === 'string' ? undefined : `${where} must be a string`;
const count: Check = (value, where) =>
  Number.isInteger(value) && (value as number) >= 0
    ? undefined
    : `${where} must be a whole number ≥ 0`;
const position: Check = (value, where) =>
  Number.isInteger(value) && (value as number) >= 1
    ? undefined
    : `${where} must be a whole number ≥ 1`;
const boolean: Check = (value, where) =>
  typeof value === 'boolean' ? undefined : `${where} must be true or false`;
const percent: Check = (value, where) =>
  typeof value === 'number' && value >= 0 && value <= 100
    ? undefined
    : `${where} must be a number from 0 to 100`;
const oneOf =
  (allowed: readonly string[]): Check =>
  (value, where) =>
    allowed.includes(value as string) ? undefined : `${where} must be one of ${allowed.join(', ')}`;

const object =
  (required: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (value, where) => {
    if (!isObject(value)) return `${where} must be an object`;
    for (const [key, check] of Object.entries(required)) {
      if (!(key in value)) return `${where}.${key} is missing`;
      const problem = check(value[key], `${where}.${key}`);
      if (problem) return problem;
    }
    for (const [key, check] of Object.entries(optional)) {
      const problem = value[key] === undefined ? undefined : check(value[key], `${where}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };

const arrayOf =
  (item: Check): Check =>
  (value, where) => {
    if (!Array.isArray(value)) return `${where} must be an array`;
    for (const [index, entry] of value.entries()) {
      const problem = item(entry, `${where}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  };

const patchCheck = arrayOf(
  object(
    { op: oneOf(['add', 'remove', 'replace', 'move', 'copy', 'test']), path: string },
    { from: string },
  ),
);
const renderCheck = object(
  { tool: oneOf(['helm', 'kustomize']), root: string },
  { values: string },
);

const resourceCheck = object(
  { apiVersion: string, kind: string, namespace: string, name: string },
  { generateName: string },
);

const resultCheck = object(
  {
    source: oneOf(SOURCES),
    status: oneOf(STATUSES),
    policy: string,
    rule: string,
    resource: resourceCheck,
    message: string,
    reason: string,
  },
  {
    file: string,
    line: position,
    column: position,
    path: string,
    suite: string,
    category: string,
    severity: string,
    upgrade: object(
      { type: oneOf(['deprecation', 'change']), subject: string },
      { removedIn: string, fix: string },
    ),
    baseline: oneOf(['new', 'existing']),
    vacuous: boolean,
    render: renderCheck,
    mutation: object({ patch: patchCheck, policy: string, rule: string }),
    diff: string,
  },
);

const reportCheck = object(
  {
    kyvernoVersion: string,
    summary: object(Object.fromEntries(STATUSES.map((status) => [status, count]))),
    results: arrayOf(resultCheck),
    skipped: arrayOf(object({ file: string, line: position, reason: string })),
    notices: arrayOf(string),
  },
  {
    shard: object({ index: position, total: position }),
    baseline: object({ commit: string }),
    fixed: arrayOf(resultCheck),
    policies: arrayOf(
      object(
        { name: string, kind: string },
        {
          namespace: string,
          title: string,
          category: string,
          severity: string,
          description: string,
          file: string,
          line: position,
        },
      ),
    ),
    coverage: object(
      {
        units: arrayOf(
          object(
            {
              file: string,
              line: position,
              policy: string,
              rule: string,
              kind: string,
              type: oneOf(['validate', 'mutate', 'generate']),
              failing: boolean,
              passing: boolean,
              checked: boolean,
            },
            { matchKind: string, entry: string },
          ),
        ),
        untested: arrayOf(object({ file: string, line: position, policy: string })),
      },
      { minimum: percent },
    ),
    mutations: arrayOf(
      object(
        {
          resource: resourceCheck,
          file: string,
          line: position,
          makers: arrayOf(object({ policy: string, rule: string })),
          patch: patchCheck,
          mutated: object({}),
        },
        { documentIndex: count, render: renderCheck, diff: string },
      ),
    ),
  },
);

function reportProblem(data: unknown): string | undefined {
  if (!isObject(data)) return 'the top level must be an object';
  if (data.schemaVersion !== 1) {
    return `schemaVersion is ${JSON.stringify(data.schemaVersion)}, but only 1 can be read`;
  }
  return reportCheck(data, 'report');
}
