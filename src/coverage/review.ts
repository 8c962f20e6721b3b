/**
 * What Kyverno's own counting of `kyverno test` rows lets pass although the test proves nothing
 * (kyverno/kyverno#11519, #12198, #9804):
 *
 * - a vacuous entry: every row Kyverno printed for an entry and a resource is `Excluded` (the
 *   policy produced no rule result), while the entry expects `fail` or `pass`. Kyverno counts it as
 *   passed; here it is a `fail` (expects `fail`) or a `warn` (expects `pass`), once per entry and
 *   resource however many duplicate rows Kyverno printed.
 * - a duplicate: an `Excluded` row beside an `Ok` or `Want …` row of the same entry and resource.
 *   Kyverno prints these at random (the same suite gives 0 to 5 of them from one run to the next),
 *   and the resource was evaluated: the row is left out, so the counts do not change between runs.
 * - an entry naming nothing: a policy no listed policy file defines, a rule the legacy policy does
 *   not have, a resource no resource file holds: an `error` at the entry, with the names that exist.
 * - an `Invalid Policy` row: an `error` at the policy's file and line.
 */
import type { VacuousTestsMode } from '../inputs/config.js';
import type { PolicyResult } from '../model/result.js';
import type { SuitePolicy, SuiteResource } from './documents.js';
import {
  baseRule,
  groupByEntry,
  policiesNamed,
  resourceKey,
  ruleNamed,
  type EntryRows,
} from './entries.js';
import type { SuiteContents, SuiteDocument } from './suites.js';

/** The `vacuous-tests` input. */
export type VacuousMode = VacuousTestsMode;

/** With `off`, the results unchanged: Kyverno's own counting. */
export function reviewTestRows(
  results: readonly PolicyResult[],
  suites: readonly SuiteContents[],
  mode: VacuousMode,
): PolicyResult[] {
  if (mode === 'off') return [...results];
  const replaced = new Map<number, PolicyResult | undefined>();
  const added: PolicyResult[] = [];
  for (const group of groupByEntry(results, suites)) {
    const problems = namingProblems(results, group);
    if (problems.length > 0) {
      const notFound = group.rows.filter((index) => results[index]?.reason === 'Not found');
      for (const index of notFound) {
        const row = results[index]!;
        replaced.set(index, {
          ...row,
          message: `${row.message} ${problems.map((problem) => problem.message).join(' ')}`,
        });
      }
      if (notFound.length === 0)
        added.push(...problems.map((problem) => entryError(group, problem)));
      continue;
    }
    reviewRowsByResource(results, group, mode, replaced);
  }
  added.push(...invalidPolicyErrors(results, suites));
  const reviewed = results.flatMap((result, index) => {
    if (!replaced.has(index)) return [result];
    const replacement = replaced.get(index);
    return replacement ? [replacement] : [];
  });
  return [...reviewed, ...added];
}

/** Per resource of an entry: its duplicate `Excluded` rows left out, or the entry flagged vacuous. */
function reviewRowsByResource(
  results: readonly PolicyResult[],
  group: EntryRows,
  mode: Exclude<VacuousMode, 'off'>,
  replaced: Map<number, PolicyResult | undefined>,
): void {
  const expected = group.entry.expected;
  const byResource = new Map<string, number[]>();
  for (const index of group.rows) {
    const key = resourceKey(results[index]!);
    byResource.set(key, [...(byResource.get(key) ?? []), index]);
  }
  for (const rows of byResource.values()) {
    const excluded = rows.filter((index) => results[index]?.reason === 'Excluded');
    if (excluded.length < rows.length) {
      for (const duplicate of excluded) replaced.set(duplicate, undefined);
      continue;
    }
    if (expected !== 'fail' && expected !== 'pass') continue;
    const [first, ...duplicates] = rows;
    const row = results[first!]!;
    replaced.set(first!, {
      ...row,
      status: mode === 'fail' && expected === 'fail' ? 'fail' : 'warn',
      message: vacuousMessage(row, expected, policiesNamed(group.document, group.entry.policy)),
      vacuous: true,
    });
    for (const duplicate of duplicates) replaced.set(duplicate, undefined);
  }
}

function vacuousMessage(row: PolicyResult, expected: string, policies: SuitePolicy[]): string {
  const { kind, namespace, name } = row.resource;
  const resource = `${kind} ${namespace ? `${namespace}/` : ''}${name}`;
  return (
    `Policy \`${row.policy}\` produced no result for ${resource}, so this test cannot fail: ` +
    `Kyverno prints \`Excluded\` and counts it as passed although the entry expects \`${expected}\`. ` +
    'Check the match/exclude of the rule, the kind (as `group/version/Kind`, e.g. `apps/v1/Deployment`), ' +
    `the autogen controllers (for a Pod rule on a controller) and the rule name.${shorthandHint(policies, row.rule)}`
  );
}

/** Kubectl's `Kind.group` shorthand (`Deployment.apps`) names no kind Kyverno knows. */
function shorthandHint(policies: readonly SuitePolicy[], rule: string): string {
  const found = ruleNamed(policies, rule);
  const kinds = found
    ? found.rule.kinds
    : policies.flatMap((policy) => policy.rules.flatMap((each) => each.kinds));
  const shorthand = kinds.find((kind) => /^[A-Z]\w*\.[a-z][\w.-]*$/.test(kind));
  if (!shorthand) return '';
  const [kindName, ...group] = shorthand.split('.');
  return (
    ` The policy matches \`${shorthand}\`, kubectl's shorthand, which matches nothing in Kyverno: ` +
    `write \`${group.join('.')}/<version>/${kindName}\` (e.g. \`apps/v1/Deployment\`) or \`${kindName}\`.`
  );
}

interface NamingProblem {
  reason: 'Unknown policy' | 'Unknown rule' | 'Unknown resource';
  message: string;
  resource?: string;
}

const MAX_NAMES = 20;

function names(list: readonly string[]): string {
  const unique = [...new Set(list)];
  if (unique.length === 0) return '(none)';
  const shown = unique.slice(0, MAX_NAMES).join(', ');
  return unique.length > MAX_NAMES ? `${shown} and ${unique.length - MAX_NAMES} more` : shown;
}

/** Kyverno's reasons for a resource it evaluated, which a resource file therefore holds. */
const EVALUATED = /^(Ok|Excluded|Want .+)$/;

const writtenResources = (entry: EntryRows['entry']): string[] => [
  ...entry.resources,
  ...entry.resourceSpecs.map((spec) =>
    spec.namespace ? `${spec.namespace}/${spec.name}` : spec.name,
  ),
];

/** The resources an entry names that no row of it shows Kyverno evaluating. */
function unevaluated(results: readonly PolicyResult[], group: EntryRows): string[] {
  const evaluated: SuiteResource[] = group.rows.flatMap((index) => {
    const row = results[index]!;
    const { kind, name, namespace } = row.resource;
    return EVALUATED.test(row.reason) ? [{ kind, name, namespace }] : [];
  });
  return writtenResources(group.entry).filter((written) => !holdsResource(evaluated, written));
}

const reviewed = (group: EntryRows): group is EntryRows & { document: SuiteDocument } =>
  group.document !== undefined && !group.document.incomplete && group.entry.policy !== '';

/**
 * The documents whose resource files the review reads: those with an entry naming a resource that
 * none of its rows shows evaluated. The others' files need no reading.
 */
export function documentsToRead(
  results: readonly PolicyResult[],
  suites: readonly SuiteContents[],
): SuiteDocument[] {
  const documents = groupByEntry(results, suites).flatMap((group) =>
    reviewed(group) && unevaluated(results, group).length > 0 ? [group.document] : [],
  );
  return [...new Set(documents)];
}

/** What a results entry names that its document does not load. */
function namingProblems(results: readonly PolicyResult[], group: EntryRows): NamingProblem[] {
  if (!reviewed(group)) return [];
  const { entry, document } = group;
  const problems: NamingProblem[] = [];
  const policies = policiesNamed(document, entry.policy);
  if (policies.length === 0) {
    problems.push({
      reason: 'Unknown policy',
      message:
        `No policy file of this test defines policy \`${entry.policy}\`; policies of this test: ` +
        `${names(document.policies.map(displayName))}.`,
    });
  } else if (
    entry.rule !== '' &&
    policies.every((policy) => policy.legacy) &&
    !ruleNamed(policies, entry.rule)
  ) {
    problems.push({
      reason: 'Unknown rule',
      message:
        `Policy \`${entry.policy}\` has no rule \`${baseRule(entry.rule)}\`; rules of ` +
        `${entry.policy}: ${names(policies.flatMap((policy) => policy.rules.map((rule) => rule.name)))}.`,
    });
  }
  // Resource files not read (`documentsToRead` left them) hold every resource named here.
  if (document.resources) problems.push(...unknownResources(results, group, document.resources));
  return problems;
}

/** The resources an entry names that neither its rows nor its document's resource files hold. */
function unknownResources(
  results: readonly PolicyResult[],
  group: EntryRows,
  resources: readonly SuiteResource[],
): NamingProblem[] {
  return unevaluated(results, group)
    .filter((written) => !holdsResource(resources, written))
    .map((resource) => ({
      reason: 'Unknown resource',
      resource,
      message:
        `No resource file of this test holds \`${resource}\`, so Kyverno checks this entry against ` +
        `every resource of the test instead; resources of this test: ${names(resources.map(describeResource))}.`,
    }));
}

const displayName = (policy: SuitePolicy): string =>
  policy.namespace ? `${policy.namespace}/${policy.name}` : policy.name;

const describeResource = (resource: SuiteResource): string =>
  resource.namespace ? `${resource.namespace}/${resource.name}` : resource.name;

/** `name`, `namespace/name` or Kyverno's `apiVersion/Kind/namespace/name`. */
function holdsResource(resources: readonly SuiteResource[], written: string): boolean {
  const parts = written.split('/');
  const name = parts.at(-1) ?? written;
  const namespace = parts.length >= 2 ? parts.at(-2) : undefined;
  const kind = parts.length >= 4 ? parts.at(-3) : undefined;
  // A resource without a namespace is in `default` for Kyverno; cluster-scoped keys have ''.
  const inNamespace = (resource: SuiteResource): boolean =>
    namespace === undefined || (resource.namespace || 'default') === (namespace || 'default');
  return resources.some(
    (resource) =>
      resource.name === name &&
      inNamespace(resource) &&
      (kind === undefined || resource.kind === kind),
  );
}

function entryError(group: EntryRows, problem: NamingProblem): PolicyResult {
  return {
    source: 'test',
    status: 'error',
    policy: group.entry.policy,
    rule: group.entry.rule,
    resource: {
      apiVersion: '',
      kind: problem.resource === undefined ? '' : group.entry.kind,
      namespace: '',
      name: problem.resource ?? '',
    },
    message: problem.message,
    reason: problem.reason,
    file: group.suite,
    line: group.entry.line,
    column: group.entry.column,
    suite: group.suite,
  };
}

/** One error per policy document that Kyverno skipped as invalid, at the document. */
function invalidPolicyErrors(
  results: readonly PolicyResult[],
  suites: readonly SuiteContents[],
): PolicyResult[] {
  const documents = new Map<string, SuiteDocument[]>(
    suites.map((suite) => [suite.file, suite.documents]),
  );
  const errors = new Map<string, PolicyResult>();
  for (const row of results) {
    if (row.source !== 'test' || row.reason !== 'Invalid Policy' || row.file === undefined)
      continue;
    const policy = (documents.get(row.file) ?? [])
      .flatMap((document) => policiesNamed(document, row.policy))
      .at(0);
    const at = policy
      ? { file: policy.file, line: policy.line }
      : { file: row.file, line: row.line ?? 1 };
    const key = JSON.stringify([at.file, at.line, row.policy]);
    if (errors.has(key)) continue;
    const text = row.message.trim() || 'no reason given';
    errors.set(key, {
      source: 'test',
      status: 'error',
      policy: row.policy,
      rule: '',
      resource: { apiVersion: '', kind: '', namespace: '', name: '' },
      message:
        `Kyverno skipped policy \`${row.policy}\` because it fails validation: ${text}. The cluster ` +
        'refuses such a policy too, and its tests cannot fail: fix the policy.',
      reason: 'Invalid Policy',
      ...at,
      suite: row.file,
    });
  }
  return [...errors.values()];
}
