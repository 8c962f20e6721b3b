/**
 * SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`): one run, tool
 * `kyverno`, one rule per policy/rule, results with physical locations.
 */
import type { KyvernoInfo, RunReport } from '../model/report.js';
import { explanation, type PolicyResult, type Status } from '../model/result.js';
import { bySeverityThenLocation, compareText, resourceLabel, ruleTitle } from './annotations.js';
import { encodePath } from './escape.js';

/** GitHub accepts at most 25,000 results per run. */
export const MAX_SARIF_RESULTS = 25_000;

type SarifLevel = 'error' | 'warning' | 'note' | 'none';

const LEVELS: Partial<Record<Status, SarifLevel>> = {
  error: 'error',
  fail: 'error',
  warn: 'warning',
};

/** Kyverno's `policies.kyverno.io/severity` as a code scanning security severity (0.1–10). */
const SECURITY_SEVERITY: Readonly<Record<string, string>> = {
  critical: '9.5',
  high: '8.0',
  medium: '5.5',
  low: '3.0',
  info: '0.1',
};

interface SarifMessage {
  text: string;
  markdown?: string;
}

interface SarifRule {
  id: string;
  name: string;
  shortDescription: SarifMessage;
  fullDescription: SarifMessage;
  help: SarifMessage;
  defaultConfiguration: { level: SarifLevel };
  properties: Record<string, string | string[]>;
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: SarifLevel;
  kind: 'fail';
  message: SarifMessage;
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string; uriBaseId: string };
      region: { startLine: number; startColumn?: number };
    };
  }[];
  properties: Record<string, string>;
}

interface SarifNotification {
  level: SarifLevel;
  message: SarifMessage;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: [
    {
      tool: {
        driver: {
          name: 'kyverno';
          version: string;
          semanticVersion?: string;
          informationUri: string;
          rules: SarifRule[];
        };
      };
      invocations: {
        executionSuccessful: boolean;
        toolExecutionNotifications: SarifNotification[];
      }[];
      results: SarifResult[];
    },
  ];
}

/** What the policy annotations say about a rule, merged over all its results. */
interface RuleMeta {
  policy: string;
  rule: string;
  category?: string;
  severity?: string;
}

function describeRule(meta: RuleMeta): SarifMessage {
  const what = !meta.policy
    ? 'Kyverno could not load a policy, resource or test.'
    : meta.rule
      ? `Kyverno policy ${meta.policy}, rule ${meta.rule}.`
      : `Kyverno policy ${meta.policy}.`;
  const details = [
    meta.category && `Category: ${meta.category}.`,
    meta.severity && `Severity: ${meta.severity}.`,
  ].filter(Boolean);
  return { text: [what, ...details].join(' ') };
}

function ruleFor(id: string, meta: RuleMeta, level: SarifLevel): SarifRule {
  const description = describeRule(meta);
  const securitySeverity = meta.severity
    ? SECURITY_SEVERITY[meta.severity.toLowerCase()]
    : undefined;
  return {
    id,
    name: id,
    shortDescription: { text: id },
    fullDescription: description,
    help: description,
    defaultConfiguration: { level },
    properties: {
      tags: ['kyverno', ...(meta.category ? [meta.category] : [])],
      ...(meta.category && { category: meta.category }),
      ...(meta.severity && { severity: meta.severity }),
      ...(securitySeverity && { 'security-severity': securitySeverity }),
    },
  };
}

const LEVEL_RANK: Readonly<Record<SarifLevel, number>> = { none: 0, note: 1, warning: 2, error: 3 };

/**
 * One rule per policy/rule, sorted by id. A rule's level is its most severe finding's; a rule
 * that only passed would fail as an error.
 */
function rulesOf(results: readonly PolicyResult[]): SarifRule[] {
  const metas = new Map<string, RuleMeta & { level?: SarifLevel }>();
  for (const result of results) {
    const id = ruleTitle(result);
    const meta = metas.get(id) ?? { policy: result.policy, rule: result.rule };
    meta.category ??= result.category;
    meta.severity ??= result.severity;
    const level = LEVELS[result.status];
    if (level && LEVEL_RANK[level] > LEVEL_RANK[meta.level ?? 'none']) meta.level = level;
    metas.set(id, meta);
  }
  return [...metas]
    .sort(([a], [b]) => compareText(a, b))
    .map(([id, meta]) => ruleFor(id, meta, meta.level ?? 'error'));
}

function resultMessage(result: PolicyResult): string {
  const resource = resourceLabel(result.resource);
  const text = explanation(result);
  return resource ? `${resource}: ${text}` : text;
}

export interface SarifOptions {
  kyverno?: KyvernoInfo;
}

/** Only `fail`, `error` and `warn` results become SARIF results; every rule seen is listed. */
export function renderSarif(report: RunReport, options: SarifOptions = {}): SarifLog {
  const findings = report.results
    .filter((result) => LEVELS[result.status] !== undefined)
    .sort(bySeverityThenLocation);
  const located = findings.filter((result) => result.file);
  const kept = located.slice(0, MAX_SARIF_RESULTS);

  const ruleList = rulesOf(report.results);
  const ruleIndex = new Map(ruleList.map((rule, index) => [rule.id, index]));

  const results: SarifResult[] = kept.map((result) => ({
    ruleId: ruleTitle(result),
    ruleIndex: ruleIndex.get(ruleTitle(result)) ?? 0,
    level: LEVELS[result.status] ?? 'none',
    kind: 'fail',
    message: { text: resultMessage(result) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodePath(result.file ?? ''), uriBaseId: '%SRCROOT%' },
          region: {
            startLine: result.line ?? 1,
            ...(result.column !== undefined && { startColumn: result.column }),
          },
        },
      },
    ],
    properties: {
      status: result.status,
      source: result.source,
      reason: result.reason,
      ...(result.suite && { suite: result.suite }),
    },
  }));

  const notifications: SarifNotification[] = report.notices.map((notice) => ({
    level: 'warning',
    message: { text: notice },
  }));
  const unlocated = findings.length - located.length;
  if (unlocated > 0) {
    notifications.push({
      level: 'note',
      message: {
        text: `${unlocated} results from remote test suites have no file in this repository and are not listed.`,
      },
    });
  }
  if (located.length > kept.length) {
    notifications.push({
      level: 'warning',
      message: {
        text: `${located.length - kept.length} of ${located.length} results are left out: GitHub code scanning accepts at most ${MAX_SARIF_RESULTS} per run.`,
      },
    });
  }

  const version = options.kyverno?.version || report.kyvernoVersion || 'unknown';
  const semanticVersion = /^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(version)?.[1];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'kyverno',
            version,
            ...(semanticVersion && { semanticVersion }),
            informationUri: 'https://kyverno.io',
            rules: ruleList,
          },
        },
        invocations: [
          {
            executionSuccessful: report.summary.error === 0,
            toolExecutionNotifications: notifications,
          },
        ],
        results,
      },
    ],
  };
}
