/**
 * The proof that a conversion behaves like the original, with the real Kyverno CLI:
 * 1. the converted suites run with `kyverno test` (one process for all of them) and every
 *    expected result of a converted policy must hold;
 * 2. `kyverno apply` runs the original and the converted policy (renamed) on every resource of
 *    the policy's suites and the extra manifests, and each resource must pass or fail alike.
 * Policies whose resources do not collide share one `kyverno apply` process.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toYaml } from './documents.js';
import { extractPolicyReports } from '../parse/policy-report/index.js';
import type { PolicyResult } from '../model/result.js';
import type { LocalSuite } from '../plan/suites.js';
import { runTestSuites } from '../run/kyverno-test.js';
import { runProcess } from '../process/run-process.js';

export type Outcome = 'pass' | 'fail' | 'error' | 'skip' | 'none';

export interface ProofSubject {
  /** Key of the policy in the migration (unique). */
  id: string;
  name: string;
  /** The original policy document and the converted one. */
  original: Record<string, unknown>;
  converted: Record<string, unknown>;
  /** Absolute paths of the resource files to compare on. */
  resourceFiles: string[];
  /** Identities (`Kind/namespace/name`) of those resources, to batch without collisions. */
  identities: string[];
}

export interface ConvertedSuite {
  /** The converted suite document, with paths relative to `dir`. */
  document: Record<string, unknown>;
  /** Absolute folder the suite must be written to. */
  dir: string;
  /** Converted policies it checks by name: the policy's id and the expected result per resource. */
  expectations: Map<string, { id: string; results: Map<string, string> }>;
  /** The original suite file, for messages. */
  origin: string;
}

export interface Comparison {
  resource: string;
  original: Outcome;
  converted: Outcome;
}

export interface ProofResult {
  /** Failed expectations per policy id: `suite: Kind/name: reason`. */
  testFailures: Map<string, string[]>;
  /** Expectations that held, per policy id. */
  testPasses: Map<string, number>;
  /** Per policy id: the resources compared. */
  comparisons: Map<string, Comparison[]>;
  /** Per policy id: why the comparison could not run. */
  applyErrors: Map<string, string>;
}

export interface ProveOptions {
  kyverno: string;
  /** A scratch folder for the converted files. */
  temp: string;
  log?: (line: string) => void;
  timeoutMs?: number;
}

export const MIGRATED_SUFFIX = '-migrated';

/** Runs the converted suites: one `kyverno test` over all of them. */
export async function runConvertedSuites(
  suites: readonly ConvertedSuite[],
  options: ProveOptions,
): Promise<Pick<ProofResult, 'testFailures' | 'testPasses'>> {
  const testFailures = new Map<string, string[]>();
  const testPasses = new Map<string, number>();
  if (suites.length === 0) return { testFailures, testPasses };
  const local: LocalSuite[] = [];
  for (const suite of suites) {
    await mkdir(suite.dir, { recursive: true });
    const file = path.join(suite.dir, 'kyverno-test.yaml');
    await writeFile(file, toYaml(suite.document));
    local.push({
      kind: 'local',
      file: path.relative(options.temp, file).split(path.sep).join('/'),
      path: file,
      dir: suite.dir,
      size: (await stat(file)).size,
    });
  }
  const run = await runTestSuites({
    kyverno: options.kyverno,
    workspace: options.temp,
    suites: local,
    fileName: 'kyverno-test.yaml',
    parallelism: 1,
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
  const bySuite = new Map(local.map((l, i) => [l.file, suites[i]!]));
  // Kyverno may print a resource twice (an `Excluded` row beside the real one): judge per resource.
  const rows = new Map<
    string,
    { owner: string; wanted: string | undefined; label: string; results: PolicyResult[] }
  >();
  for (const result of run.results) {
    const suite = bySuite.get(result.suite ?? '');
    if (!suite) continue;
    const name = result.policy.split('/').pop() ?? '';
    for (const ownerName of name ? [name] : [...suite.expectations.keys()]) {
      const expected = suite.expectations.get(ownerName);
      if (!expected) continue;
      const resource = result.resource;
      const label = resource.name
        ? `${suite.origin}: ${resource.kind}/${resource.name}`
        : suite.origin;
      const key = `${expected.id}\u0000${label}`;
      const row = rows.get(key) ?? {
        owner: expected.id,
        wanted: expected.results.get(resource.name),
        label,
        results: [],
      };
      row.results.push(result);
      rows.set(key, row);
    }
  }
  for (const row of rows.values()) {
    const failed = row.results.find((r) => r.status === 'fail' || r.status === 'error');
    const excluded = (r: PolicyResult) =>
      r.status === 'skip' && ['Excluded', 'Invalid Policy'].includes(r.reason);
    const held =
      !failed &&
      (row.results.some((r) => r.status === 'pass' || (r.status === 'skip' && !excluded(r))) ||
        row.wanted === 'skip');
    if (held) testPasses.set(row.owner, (testPasses.get(row.owner) ?? 0) + 1);
    else {
      const culprit = failed ?? row.results[0]!;
      const detail = culprit.message ? ` (${culprit.message.split('\n')[0]})` : '';
      const list = testFailures.get(row.owner) ?? [];
      list.push(`${row.label}: ${culprit.reason || culprit.status}${detail}`);
      testFailures.set(row.owner, list);
    }
  }
  return { testFailures, testPasses };
}

/**
 * Groups subjects for one `kyverno apply` each: no two policies in a group share a name, and a
 * subject joins a group only if it uses the same resource files or none of its identities is there.
 */
export function pack(subjects: readonly ProofSubject[]): ProofSubject[][] {
  const groups: { subjects: ProofSubject[]; identities: Set<string>; files: Set<string> }[] = [];
  for (const subject of subjects) {
    const fits = (g: (typeof groups)[number]) =>
      g.subjects.every((other) => other.name !== subject.name) &&
      (subject.resourceFiles.every((f) => g.files.has(f)) ||
        subject.identities.every((id) => !g.identities.has(id)));
    let group = groups.find(fits);
    if (!group) {
      group = { subjects: [], identities: new Set(), files: new Set() };
      groups.push(group);
    }
    group.subjects.push(subject);
    for (const id of subject.identities) group.identities.add(id);
    for (const file of subject.resourceFiles) group.files.add(file);
  }
  return groups.map((g) => g.subjects);
}

const resourceKey = (r: { kind?: string; namespace?: string; name?: string }) =>
  `${r.kind ?? ''}/${r.namespace ? `${r.namespace}/` : ''}${r.name ?? ''}`;

const RANK: Record<Outcome, number> = { none: 0, skip: 1, pass: 2, fail: 3, error: 4 };

/** Applies originals and conversions to their resources and compares outcomes per resource. */
export async function compareApply(
  subjects: readonly ProofSubject[],
  options: ProveOptions,
): Promise<Pick<ProofResult, 'comparisons' | 'applyErrors'>> {
  const comparisons = new Map<string, Comparison[]>();
  const applyErrors = new Map<string, string>();
  const withResources = subjects.filter((s) => s.resourceFiles.length > 0);
  let batchIndex = 0;
  const runBatch = async (batch: ProofSubject[]): Promise<void> => {
    const dir = path.join(options.temp, 'apply', String(batchIndex++));
    await mkdir(dir, { recursive: true });
    const policyFiles: string[] = [];
    for (const [i, subject] of batch.entries()) {
      const renamed = structuredClone(subject.converted) as { metadata: { name: string } };
      renamed.metadata.name = `${subject.name}${MIGRATED_SUFFIX}`;
      const original = path.join(dir, `${i}-original.yaml`);
      const converted = path.join(dir, `${i}-converted.yaml`);
      await writeFile(original, toYaml(subject.original));
      await writeFile(converted, toYaml(renamed));
      policyFiles.push(original, converted);
    }
    const files = [...new Set(batch.flatMap((s) => s.resourceFiles))];
    const args = [
      'apply',
      ...policyFiles,
      ...files.flatMap((f) => ['--resource', f]),
      '--policy-report',
      '--output-format=json',
      '--remove-color',
    ];
    const result = await runProcess(options.kyverno, args, {
      cwd: dir,
      timeoutMs: options.timeoutMs ?? 10 * 60_000,
    });
    const { reports } = extractPolicyReports(result.stdout);
    if (reports.length === 0 && result.exitCode !== 0) {
      if (batch.length > 1) {
        for (const subject of batch) await runBatch([subject]);
        return;
      }
      const reason = (result.stderr.trim() || result.stdout.trim()).split('\n').slice(-3).join(' ');
      applyErrors.set(batch[0]!.id, `kyverno apply failed: ${reason}`);
      return;
    }
    const outcomes = new Map<string, Outcome>();
    const touched = new Map<string, Set<string>>();
    for (const report of reports)
      for (const entry of report.results) {
        const policy = (entry.policy ?? '').split('/').pop() ?? '';
        for (const resource of entry.resources ?? []) {
          const key = `${policy}\u0000${resourceKey(resource)}`;
          const value = normalizeResult(entry.result);
          const previous = outcomes.get(key) ?? 'none';
          if (RANK[value] > RANK[previous]) outcomes.set(key, value);
          const base = policy.endsWith(MIGRATED_SUFFIX)
            ? policy.slice(0, -MIGRATED_SUFFIX.length)
            : policy;
          const set = touched.get(base) ?? new Set<string>();
          set.add(resourceKey(resource));
          touched.set(base, set);
        }
      }
    for (const subject of batch) {
      const own = new Set(subject.identities.map(withoutNamespace));
      const keys = [...(touched.get(subject.name) ?? [])]
        .filter((k) => own.has(withoutNamespace(k)))
        .sort();
      comparisons.set(
        subject.id,
        keys.map((resource) => ({
          resource,
          original: outcomes.get(`${subject.name}\u0000${resource}`) ?? 'none',
          converted: outcomes.get(`${subject.name}${MIGRATED_SUFFIX}\u0000${resource}`) ?? 'none',
        })),
      );
    }
  };
  for (const batch of pack(withResources)) await runBatch(batch);
  return { comparisons, applyErrors };
}

/** `Kind/ns/name` or `Kind/name` as `Kind/name`, to match report subjects to file identities. */
const withoutNamespace = (key: string) => {
  const parts = key.split('/');
  return `${parts[0]}/${parts[parts.length - 1]}`;
};

function normalizeResult(result: string | undefined): Outcome {
  switch (result) {
    case 'fail':
    case 'warn':
      return 'fail';
    case 'error':
      return 'error';
    case 'pass':
      return 'pass';
    case 'skip':
      return 'skip';
    default:
      return 'none';
  }
}

/** The decision on one converted policy, from its suites' results and its comparisons. */
export interface Verdict {
  status: 'equivalent' | 'differs';
  reason: string;
  resourcesCompared: number;
  /** Resources whose outcome differs, with both outcomes. */
  differences: Comparison[];
}

/**
 * Equivalent only when every expected result of its converted suites holds (and they gave it at
 * least one), `kyverno apply` ran, and every resource compared gives the same outcome: at least
 * one resource must be compared.
 */
export function judgeProof(
  id: string,
  inSuites: boolean,
  tests: Pick<ProofResult, 'testFailures' | 'testPasses'>,
  applied: Pick<ProofResult, 'comparisons' | 'applyErrors'>,
): Verdict {
  const failures = tests.testFailures.get(id) ?? [];
  const passes = tests.testPasses.get(id) ?? 0;
  const comparisons = applied.comparisons.get(id) ?? [];
  const differences = comparisons.filter((c) => !sameOutcome(c.original, c.converted));
  const reasons: string[] = [];
  if (failures.length > 0)
    reasons.push(
      `converted suite failed: ${failures.slice(0, 5).join('; ')}${failures.length > 5 ? ` (and ${failures.length - 5} more)` : ''}`,
    );
  if (inSuites && passes === 0 && failures.length === 0)
    reasons.push('the converted suites produced no result for it');
  const applyError = applied.applyErrors.get(id);
  if (applyError) reasons.push(applyError);
  if (differences.length > 0)
    reasons.push(
      `outcomes differ on ${differences.length} resource(s): ${differences
        .slice(0, 5)
        .map((d) => `${d.resource} original ${d.original}, converted ${d.converted}`)
        .join('; ')}`,
    );
  if (comparisons.length === 0 && !applyError)
    reasons.push('no resource to compare on: no suite names it and no --manifests were given');
  return {
    status: reasons.length === 0 ? 'equivalent' : 'differs',
    reason:
      reasons.length === 0
        ? `${passes} expected result(s) hold and ${comparisons.length} resource(s) give the same outcome.`
        : reasons.join('. '),
    resourcesCompared: comparisons.length,
    differences,
  };
}

/** Whether two outcomes count as the same: pass, skip and no result all let the resource in. */
export const sameOutcome = (a: Outcome, b: Outcome): boolean => verdictOf(a) === verdictOf(b);
const verdictOf = (o: Outcome) => (o === 'fail' ? 'fail' : o === 'error' ? 'error' : 'pass');
