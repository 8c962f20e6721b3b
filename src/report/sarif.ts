/**
 * SARIF 2.1.0 for GitHub code scanning (`github/codeql-action/upload-sarif`): one run, tool
 * `kyverno`, one rule per policy/rule with help from the policy's annotations, results with
 * physical locations.
 */
import {
  policyFinder,
  type KyvernoInfo,
  type PolicyInfo,
  type RunReport,
} from '../model/report.js';
import {
  explanation,
  renderedFrom,
  resourceLabel,
  type PolicyResult,
  type Status,
} from '../model/result.js';
import { ruleTitle } from './annotations.js';
import { bySeverityThenLocation, compareText } from '../model/result.js';
import { encodePath, escapeMarkdown, truncate } from './escape.js';

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
  info?: PolicyInfo;
  /** The most severe finding's level. */
  level?: SarifLevel;
}

/** For a rule without findings: Kyverno's `policies.kyverno.io/severity` as a SARIF level. */
const SEVERITY_LEVELS: Readonly<Record<string, SarifLevel>> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
};

/** Keeps the rules of a policy with a very long description within reason. */
const MAX_DESCRIPTION = 10_000;

/** What Kyverno checks, where the policy is defined, and its category and severity. */
function ruleFacts(meta: RuleMeta): string {
  if (!meta.policy) return 'Kyverno could not load a policy, resource or test.';
  const kind = meta.info?.kind ?? 'policy';
  const where = meta.info?.file
    ? ` Defined in ${meta.info.file}${meta.info.line ? `, line ${meta.info.line}` : ''}.`
    : '';
  const what = meta.rule
    ? `Kyverno ${kind} ${meta.policy}, rule ${meta.rule}.`
    : `Kyverno ${kind} ${meta.policy}.`;
  const details = [
    meta.category && `Category: ${meta.category}.`,
    meta.severity && `Severity: ${meta.severity}.`,
  ].filter(Boolean);
  return [what, ...details].join(' ') + where;
}

/**
 * Help as plain text and as Markdown: the policy's title and description, then the facts.
 * Annotations come from the repository, possibly from the pull request: the Markdown form
 * escapes them, a paragraph at a time so the description keeps its paragraphs.
 */
function ruleHelp(meta: RuleMeta): SarifMessage {
  const title = meta.info?.title;
  const description = meta.info?.description;
  const paragraphs = [
    ...(description ? truncate(description, MAX_DESCRIPTION).split(/\n\s*\n/) : []),
    ruleFacts(meta),
  ];
  return {
    text: [...(title ? [title] : []), ...paragraphs].join('\n\n'),
    markdown: [
      ...(title ? [`**${escapeMarkdown(title)}**`] : []),
      ...paragraphs.map(escapeMarkdown),
    ].join('\n\n'),
  };
}

function ruleFor(id: string, meta: RuleMeta): SarifRule {
  const { title, description } = meta.info ?? {};
  const severity = meta.severity?.toLowerCase() ?? '';
  const securitySeverity = SECURITY_SEVERITY[severity];
  return {
    id,
    name: id,
    shortDescription: { text: title ?? id },
    fullDescription: {
      text: description ? truncate(description, MAX_DESCRIPTION) : ruleFacts(meta),
    },
    help: ruleHelp(meta),
    defaultConfiguration: {
      level: meta.level ?? SEVERITY_LEVELS[severity] ?? 'error',
    },
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
 * One rule per policy/rule, sorted by id, described by its policy's annotations. A rule's level
 * is its most severe finding's; a rule without findings takes it from the policy's severity,
 * else would fail as an error.
 */
function rulesOf(report: RunReport): SarifRule[] {
  const findPolicy = policyFinder(report.policies);
  const metas = new Map<string, RuleMeta>();
  for (const result of report.results) {
    const id = ruleTitle(result);
    const meta = metas.get(id) ?? { policy: result.policy, rule: result.rule };
    meta.info ??= findPolicy(result.policy);
    meta.category ??= result.category ?? meta.info?.category;
    meta.severity ??= result.severity ?? meta.info?.severity;
    const level = LEVELS[result.status];
    if (level && LEVEL_RANK[level] > LEVEL_RANK[meta.level ?? 'none']) meta.level = level;
    metas.set(id, meta);
  }
  return [...metas].sort(([a], [b]) => compareText(a, b)).map(([id, meta]) => ruleFor(id, meta));
}

function resultMessage(result: PolicyResult): string {
  const resource = resourceLabel(result.resource);
  const text = explanation(result);
  return resource ? `${resource}${renderedFrom(result)}: ${text}` : text;
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

  const ruleList = rulesOf(report);
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
