/**
 * Coverage units and what exercises them. A unit is a rule of a legacy ClusterPolicy/Policy, or a
 * whole policy of the other (CEL) kinds, identified by file, policy and rule, over every policy
 * some suite loads. Only a row Kyverno printed as `Ok` counts: a validate unit is fully covered by
 * such a row for an entry expecting `fail` and one expecting `pass`; a mutate or generate unit by
 * one for an entry with `patchedResources` or `generatedResource`.
 */
import {
  byUnitLocation,
  unitKey,
  withEntry,
  type CoverageReport,
  type CoverageUnit,
  type UntestedPolicy,
} from '../model/coverage.js';
import type { PolicyResult } from '../model/result.js';
import type { SuitePolicy } from './documents.js';
import { groupByEntry, policiesNamed, ruleNamed } from './entries.js';
import type { SuiteContents } from './suites.js';

export interface CoverageInput {
  /** The test stage's results, as Kyverno printed them (before `reviewTestRows`). */
  results: readonly PolicyResult[];
  suites: readonly SuiteContents[];
  /** `min-coverage`, when set. */
  minimum?: number;
  /** The policies given to `policies` (the apply stage), when it ran. */
  applyPolicies?: readonly { file: string; line: number; name: string }[];
}

export function computeCoverage(input: CoverageInput): CoverageReport {
  const units = new Map<string, CoverageUnit>();
  const loaded = new Set<string>();
  for (const suite of input.suites) {
    for (const document of suite.documents) {
      for (const policy of document.policies) {
        loaded.add(JSON.stringify([policy.file, policy.name]));
        for (const unit of unitsOf(policy)) {
          if (!units.has(unitKey(unit))) units.set(unitKey(unit), unit);
        }
      }
    }
  }
  for (const group of groupByEntry(input.results, input.suites)) {
    const { entry } = group;
    for (const index of group.rows) {
      const row = input.results[index]!;
      if (row.reason !== 'Ok') continue;
      const unit = unitOfRow(policiesNamed(group.document, row.policy), row.rule);
      const known = unit && units.get(unitKey(unit));
      if (!known) continue;
      if (known.type === 'validate') {
        if (entry.expected === 'fail') known.failing = true;
        if (entry.expected === 'pass') known.passing = true;
      } else if (entry.checksResource) {
        known.checked = true;
      }
    }
  }
  const untested: UntestedPolicy[] = (input.applyPolicies ?? [])
    .filter((policy) => !loaded.has(JSON.stringify([policy.file, policy.name])))
    .map((policy) => ({ file: policy.file, line: policy.line, policy: policy.name }));
  return {
    units: [...units.values()].map(withEntry).sort(byUnitLocation),
    ...(input.minimum !== undefined && { minimum: input.minimum }),
    untested: uniqueUntested(untested).sort(byUnitLocation),
  };
}

function unitsOf(policy: SuitePolicy): CoverageUnit[] {
  const base = { file: policy.file, policy: policy.name, kind: policy.kind };
  const flags = { failing: false, passing: false, checked: false };
  if (!policy.legacy) {
    return [
      {
        ...base,
        line: policy.line,
        rule: '',
        type: policy.type,
        ...flags,
        ...(policy.kinds[0] !== undefined && { matchKind: policy.kinds[0] }),
      },
    ];
  }
  return policy.rules.map((rule) => ({
    ...base,
    line: rule.line,
    rule: rule.name,
    type: rule.type,
    ...flags,
    ...(rule.kinds[0] !== undefined && { matchKind: rule.kinds[0] }),
  }));
}

/** The unit a row is about: the rule it names (autogen counts for its rule), or the CEL policy. */
function unitOfRow(
  policies: readonly SuitePolicy[],
  rule: string,
): Pick<CoverageUnit, 'file' | 'policy' | 'rule'> | undefined {
  const cel = policies.find((policy) => !policy.legacy);
  if (cel) return { file: cel.file, policy: cel.name, rule: '' };
  const found = ruleNamed(policies, rule);
  return found && { file: found.policy.file, policy: found.policy.name, rule: found.rule.name };
}

function uniqueUntested(policies: UntestedPolicy[]): UntestedPolicy[] {
  return [
    ...new Map(
      policies.map((policy) => [JSON.stringify([policy.file, policy.policy]), policy]),
    ).values(),
  ];
}
