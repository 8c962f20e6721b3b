import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/model/coverage.ts
function isFullyCovered(unit) {
  return unit.type === "validate" ? unit.failing && unit.passing : unit.checked;
}
function lacking(unit) {
  if (unit.type !== "validate") {
    return unit.type === "mutate" ? "no case checks its patched resource (`patchedResources`)" : "no case checks its generated resource (`generatedResource`)";
  }
  const missing = [
    ...unit.failing ? [] : ["no failing case (`result: fail`)"],
    ...unit.passing ? [] : ["no passing case (`result: pass`)"]
  ];
  return missing.join(" and ");
}
var PLACEHOLDER_RESOURCE = "REPLACE-WITH-A-RESOURCE-NAME";
function readyMadeEntry(unit) {
  const cases = unit.type === "validate" ? [...unit.failing ? [] : ["fail"], ...unit.passing ? [] : ["pass"]] : ["pass"];
  const check = unit.type === "mutate" ? ["  patchedResources: REPLACE-WITH-THE-PATCHED-RESOURCE-FILE.yaml"] : unit.type === "generate" ? ["  generatedResource: REPLACE-WITH-THE-GENERATED-RESOURCE-FILE.yaml"] : [];
  return cases.map(
    (result) => [
      `- policy: ${yamlScalar(unit.policy)}`,
      ...unit.rule ? [`  rule: ${yamlScalar(unit.rule)}`] : [],
      "  resources:",
      `    - ${PLACEHOLDER_RESOURCE}`,
      `  kind: ${yamlScalar(unit.matchKind ?? "REPLACE-WITH-THE-KIND")}`,
      ...check,
      `  result: ${result}`
    ].join("\n")
  ).join("\n");
}
function yamlScalar(value) {
  return /^[A-Za-z0-9][\w./-]*$/.test(value) ? value : JSON.stringify(value);
}
function coverageFigures(report) {
  const total = report.units.length;
  const covered = report.units.filter(isFullyCovered).length;
  const percent = total === 0 ? 100 : Math.floor(covered / total * 1e3) / 10;
  return { total, covered, percent };
}
function formatPercent(percent) {
  return percent.toFixed(1);
}
function coverageOutput(coverage) {
  return coverage ? formatPercent(coverageFigures(coverage).percent) : "";
}
var unitKey = (unit) => JSON.stringify([unit.file, unit.policy, unit.rule]);
function mergeCoverage(reports) {
  if (reports.length === 0) return void 0;
  const units = /* @__PURE__ */ new Map();
  for (const unit of reports.flatMap((report) => report.units)) {
    const known = units.get(unitKey(unit));
    units.set(
      unitKey(unit),
      known ? {
        ...known,
        failing: known.failing || unit.failing,
        passing: known.passing || unit.passing,
        checked: known.checked || unit.checked
      } : { ...unit }
    );
  }
  for (const [key, unit] of units) units.set(key, withEntry(unit));
  const tested = new Set(
    [...units.values()].map((unit) => JSON.stringify([unit.file, unit.policy]))
  );
  const untested = /* @__PURE__ */ new Map();
  for (const policy of reports.flatMap((report) => report.untested)) {
    const key = JSON.stringify([policy.file, policy.policy]);
    if (!tested.has(key)) untested.set(key, policy);
  }
  const minimum = reports.find((report) => report.minimum !== void 0)?.minimum;
  return {
    units: [...units.values()].sort(byUnitLocation),
    ...minimum !== void 0 && { minimum },
    untested: [...untested.values()].sort(byUnitLocation)
  };
}
function withEntry(unit) {
  const rest = { ...unit };
  delete rest.entry;
  return isFullyCovered(rest) ? rest : { ...rest, entry: readyMadeEntry(rest) };
}
function byUnitLocation(a, b) {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || (a.policy < b.policy ? -1 : a.policy > b.policy ? 1 : 0);
}

export {
  isFullyCovered,
  lacking,
  coverageFigures,
  formatPercent,
  coverageOutput,
  unitKey,
  mergeCoverage,
  withEntry,
  byUnitLocation
};
//# sourceMappingURL=chunk-RQPWM56H.js.map
