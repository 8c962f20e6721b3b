/**
 * Test coverage of the policies the suites load: which units (rules of legacy policies, CEL
 * policy documents) a test case exercises for real, i.e. with a row Kyverno printed as `Ok`.
 */

/** What a unit does: a validate unit needs a failing and a passing case, the others one check. */
export type UnitType = 'validate' | 'mutate' | 'generate';

export interface CoverageUnit {
  /** Workspace-relative policy file. */
  file: string;
  /** 1-based line of the rule (legacy) or of the policy document (CEL kinds). */
  line: number;
  policy: string;
  /** The rule's name; empty for the CEL kinds, whose unit is the whole policy. */
  rule: string;
  /** The policy's kind (`ClusterPolicy`, `ValidatingPolicy`, …). */
  kind: string;
  type: UnitType;
  /** A row `Ok` whose entry expects `fail` (validate units). */
  failing: boolean;
  /** A row `Ok` whose entry expects `pass` (validate units). */
  passing: boolean;
  /** A row `Ok` whose entry has `patchedResources` or `generatedResource` (mutate, generate). */
  checked: boolean;
  /** The first kind the unit matches, as the policy writes it, for the ready-made entry. */
  matchKind?: string;
  /** For a unit not fully covered: results entries to paste (`readyMadeEntry`). */
  entry?: string;
}

/** A policy given to `policies` (the apply stage) that no suite loads. */
export interface UntestedPolicy {
  file: string;
  line: number;
  policy: string;
}

export interface CoverageReport {
  /** Every unit, sorted by file and line. */
  units: CoverageUnit[];
  /** `min-coverage`, when set: the verdict fails below it. */
  minimum?: number;
  untested: UntestedPolicy[];
}

export function isFullyCovered(unit: CoverageUnit): boolean {
  return unit.type === 'validate' ? unit.failing && unit.passing : unit.checked;
}

/** What a unit that is not fully covered lacks, as a phrase. */
export function lacking(unit: CoverageUnit): string {
  if (unit.type !== 'validate') {
    return unit.type === 'mutate'
      ? 'no case checks its patched resource (`patchedResources`)'
      : 'no case checks its generated resource (`generatedResource`)';
  }
  const missing = [
    ...(unit.failing ? [] : ['no failing case (`result: fail`)']),
    ...(unit.passing ? [] : ['no passing case (`result: pass`)']),
  ];
  return missing.join(' and ');
}

/** The placeholder resource name of a ready-made entry. */
export const PLACEHOLDER_RESOURCE = 'REPLACE-WITH-A-RESOURCE-NAME';

/**
 * Results entries to paste into a test file for what a unit lacks (Kyverno's `create test` writes
 * a schema its own `kyverno test` refuses, so the entry is written here).
 */
export function readyMadeEntry(unit: CoverageUnit): string {
  const cases =
    unit.type === 'validate'
      ? [...(unit.failing ? [] : ['fail']), ...(unit.passing ? [] : ['pass'])]
      : ['pass'];
  const check =
    unit.type === 'mutate'
      ? ['  patchedResources: REPLACE-WITH-THE-PATCHED-RESOURCE-FILE.yaml']
      : unit.type === 'generate'
        ? ['  generatedResource: REPLACE-WITH-THE-GENERATED-RESOURCE-FILE.yaml']
        : [];
  return cases
    .map((result) =>
      [
        `- policy: ${yamlScalar(unit.policy)}`,
        ...(unit.rule ? [`  rule: ${yamlScalar(unit.rule)}`] : []),
        '  resources:',
        `    - ${PLACEHOLDER_RESOURCE}`,
        `  kind: ${yamlScalar(unit.matchKind ?? 'REPLACE-WITH-THE-KIND')}`,
        ...check,
        `  result: ${result}`,
      ].join('\n'),
    )
    .join('\n');
}

/** A YAML plain scalar when safe, else double-quoted. */
function yamlScalar(value: string): string {
  return /^[A-Za-z0-9][\w./-]*$/.test(value) ? value : JSON.stringify(value);
}

export interface CoverageFigures {
  total: number;
  covered: number;
  /** Fully covered units in percent, rounded down to one decimal (100 with no unit). */
  percent: number;
}

export function coverageFigures(report: CoverageReport): CoverageFigures {
  const total = report.units.length;
  const covered = report.units.filter(isFullyCovered).length;
  // Rounded down so that a gate of 86.0 never passes 85.99.
  const percent = total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
  return { total, covered, percent };
}

/** The `coverage` output: the percentage with one decimal, e.g. `86.0`. */
export function formatPercent(percent: number): string {
  return percent.toFixed(1);
}

/** The `coverage` output: `86.0`, or '' when no local suite ran. */
export function coverageOutput(coverage: CoverageReport | undefined): string {
  return coverage ? formatPercent(coverageFigures(coverage).percent) : '';
}

export const unitKey = (unit: Pick<CoverageUnit, 'file' | 'policy' | 'rule'>): string =>
  JSON.stringify([unit.file, unit.policy, unit.rule]);

/** Merges the coverage of shards: a unit is covered when any shard covers it. */
export function mergeCoverage(reports: readonly CoverageReport[]): CoverageReport | undefined {
  if (reports.length === 0) return undefined;
  const units = new Map<string, CoverageUnit>();
  for (const unit of reports.flatMap((report) => report.units)) {
    const known = units.get(unitKey(unit));
    units.set(
      unitKey(unit),
      known
        ? {
            ...known,
            failing: known.failing || unit.failing,
            passing: known.passing || unit.passing,
            checked: known.checked || unit.checked,
          }
        : { ...unit },
    );
  }
  for (const [key, unit] of units) units.set(key, withEntry(unit));
  const tested = new Set(
    [...units.values()].map((unit) => JSON.stringify([unit.file, unit.policy])),
  );
  const untested = new Map<string, UntestedPolicy>();
  for (const policy of reports.flatMap((report) => report.untested)) {
    const key = JSON.stringify([policy.file, policy.policy]);
    if (!tested.has(key)) untested.set(key, policy);
  }
  const minimum = reports.find((report) => report.minimum !== undefined)?.minimum;
  return {
    units: [...units.values()].sort(byUnitLocation),
    ...(minimum !== undefined && { minimum }),
    untested: [...untested.values()].sort(byUnitLocation),
  };
}

/** The unit with its ready-made `entry` when it is not fully covered, without one when it is. */
export function withEntry(unit: CoverageUnit): CoverageUnit {
  const rest = { ...unit };
  delete rest.entry;
  return isFullyCovered(rest) ? rest : { ...rest, entry: readyMadeEntry(rest) };
}

export function byUnitLocation(
  a: { file: string; line: number; policy: string },
  b: { file: string; line: number; policy: string },
): number {
  return a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : a.line - b.line || (a.policy < b.policy ? -1 : a.policy > b.policy ? 1 : 0);
}
