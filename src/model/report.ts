import type { DetectionReport } from './detection.js';
import type { MutatedResource } from './mutation.js';
import type { CoverageReport } from './coverage.js';
import type { Counts, PolicyResult, SkippedDocument } from './result.js';

/** How the Kyverno CLI was obtained, for the summary. */
export interface KyvernoInfo {
  version: string;
  path: string;
  /** e.g. `tool cache`, `downloaded from <url>`, `kyverno-path input`. */
  origin: string;
}

/**
 * A Kyverno policy the run loaded, with the help text from its `policies.kyverno.io/*`
 * annotations, so reporters can describe a policy beyond its name.
 */
export interface PolicyInfo {
  name: string;
  /** For namespaced kinds (`Policy`, `Namespaced*`), when the document sets one. */
  namespace?: string;
  kind: string;
  /** `policies.kyverno.io/title` */
  title?: string;
  /** `policies.kyverno.io/category` */
  category?: string;
  /** `policies.kyverno.io/severity` */
  severity?: string;
  /** `policies.kyverno.io/description` */
  description?: string;
  /** Workspace-relative file of the policy document, with `/` separators. */
  file?: string;
  /** 1-based line of the policy document in `file`. */
  line?: number;
}

export interface ShardInfo {
  index: number;
  total: number;
}

/**
 * The whole outcome of one run: what the JSON report file holds, and all that
 * reporters and the verdict need. `schemaVersion` changes only on breaking changes.
 */
export interface RunReport {
  schemaVersion: 1;
  kyvernoVersion: string;
  summary: Counts;
  results: PolicyResult[];
  skipped: SkippedDocument[];
  /** Problems that are not tied to one result, e.g. a mismatch in Kyverno's own counts. */
  notices: string[];
  shard?: ShardInfo;
  /** The policies behind the results, sorted by file and line. Absent in older files. */
  policies?: PolicyInfo[];
  /**
   * With a baseline: results that failed at the base commit and no longer do, as the base
   * reported them. Absent when no baseline was compared.
   */
  fixed?: PolicyResult[];
  /** With a baseline: the base commit the results were compared with. */
  baseline?: { commit: string };
  /** With `migration-report`: each legacy policy's conversion to a ValidatingPolicy. */
  migration?: MigrationInfo[];
  /** Which rules and policies the suites test for real; absent when no local suite ran. */
  coverage?: CoverageReport;
  /** What Kyverno's mutations would change, one entry per changed resource; absent when none. */
  mutations?: MutatedResource[];
  /** What auto-detection found and which inputs it filled; absent when it did not run. */
  detection?: DetectionReport;
}

/** How a legacy ClusterPolicy/Policy converts to a ValidatingPolicy, proven with the Kyverno CLI. */
export interface MigrationInfo {
  /** Policy file, relative to the workspace. */
  file: string;
  line: number;
  policy: string;
  status: 'equivalent' | 'differs' | 'unsupported';
  reason: string;
  /** The converted policy as YAML, or null when it does not convert. */
  converted: string | null;
  /** Test suites (relative paths) that name the policy and were converted with it. */
  suites: string[];
  /** How many resources `kyverno apply` compared between the original and the conversion. */
  resourcesCompared: number;
}

/** The order of `RunReport.policies`: by file, then line. */
export function byPolicyLocation(a: PolicyInfo, b: PolicyInfo): number {
  const fileA = a.file ?? '';
  const fileB = b.file ?? '';
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return (a.line ?? 0) - (b.line ?? 0);
}

/**
 * Finds the policy a result names (`name` or `namespace/name`, as Kyverno reports it): the first
 * with the same namespace and name, else the first with the same name. Several files may define
 * a policy of the same name; the earliest in `policies` wins.
 */
export function policyFinder(
  policies: readonly PolicyInfo[] | undefined,
): (policy: string) => PolicyInfo | undefined {
  const exact = new Map<string, PolicyInfo>();
  const byName = new Map<string, PolicyInfo>();
  for (const info of policies ?? []) {
    const key = info.namespace ? `${info.namespace}/${info.name}` : info.name;
    if (!exact.has(key)) exact.set(key, info);
    if (!byName.has(info.name)) byName.set(info.name, info);
  }
  return (policy) => {
    if (!policy) return undefined;
    return exact.get(policy) ?? byName.get(policy.split('/').at(-1) ?? policy);
  };
}
