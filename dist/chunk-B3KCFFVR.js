import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-Y7JBPN7J.js";
import {
  inspectPath,
  walkFiles,
  workspaceRelative
} from "./chunk-VDQOXA3B.js";
import {
  __toESM
} from "./chunk-DUEHMRHB.js";

// src/plan/manifests.ts
var import_picomatch = __toESM(require_picomatch(), 1);
async function selectManifests(options) {
  const { workspace } = options;
  const patterns = await normalizePatterns(workspace, options.patterns);
  const warnings = [...patterns.warnings];
  if (patterns.include.length === 0) return { files: [], warnings };
  const matches = matcherOf(patterns);
  const files = /* @__PURE__ */ new Set();
  if (options.changed) {
    for (const given of options.changed) {
      const file = workspaceRelative(workspace, given);
      if (file === void 0) {
        if (matches(given)) warnings.push(`${given}: outside the workspace, not checked.`);
        continue;
      }
      if (!matches(file)) continue;
      const entry = await inspectPath(workspace, file);
      if (entry.escapesTo) warnings.push(symlinkWarning(file, entry.escapesTo));
      else if (entry.kind === "file") files.add(file);
      else if (entry.kind === "missing") {
        warnings.push(`${file}: changed, but not found in the checkout, so not checked.`);
      }
    }
  } else {
    const literal = patterns.include.filter((pattern) => !import_picomatch.default.scan(pattern).isGlob);
    for (const file of literal) {
      const entry = await inspectPath(workspace, file);
      if (entry.escapesTo) warnings.push(symlinkWarning(file, entry.escapesTo));
      else if (entry.kind === "file" && matches(file)) files.add(file);
      else if (entry.kind === "missing") warnings.push(`manifests: \`${file}\` does not exist.`);
    }
    const globs = patterns.include.filter((pattern) => import_picomatch.default.scan(pattern).isGlob);
    for (const base of walkBases(globs)) {
      const walked = await walkFiles(workspace, base);
      for (const file of walked.files) if (matches(file)) files.add(file);
      for (const link of walked.escaping) {
        if (matches(link.path)) warnings.push(symlinkWarning(link.path, link.target));
      }
    }
  }
  return { files: [...files].sort(), warnings: [...new Set(warnings)] };
}
async function manifestMatcher(workspace, given) {
  const patterns = await normalizePatterns(workspace, given);
  return patterns.include.length === 0 ? () => false : matcherOf(patterns);
}
function matcherOf(patterns) {
  const included = matcher(patterns.include);
  const excluded = matcher(patterns.exclude);
  return (file) => included(file) && !excluded(file);
}
function matcher(patterns) {
  const literal = /* @__PURE__ */ new Set();
  const globs = [];
  for (const pattern of patterns) {
    if (import_picomatch.default.scan(pattern).isGlob) globs.push(pattern);
    else literal.add(pattern);
  }
  const glob = globs.length > 0 ? (0, import_picomatch.default)(globs) : () => false;
  return (file) => literal.has(file) || glob(file);
}
function symlinkWarning(file, target) {
  return `${file}: a symlink to ${target}, outside the workspace; not checked.`;
}
async function normalizePatterns(workspace, given) {
  const result = { include: [], exclude: [], warnings: [] };
  for (const raw of given) {
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const negated = trimmed.startsWith("!");
    const body = negated ? trimmed.slice(1) : trimmed;
    const relative = relativePattern(workspace, body);
    if (relative === void 0) {
      result.warnings.push(`manifests: \`${trimmed}\` points outside the workspace; ignored.`);
      continue;
    }
    const expanded = await expandFolder(workspace, relative);
    (negated ? result.exclude : result.include).push(...expanded);
  }
  return result;
}
function relativePattern(workspace, pattern) {
  const { base, glob } = import_picomatch.default.scan(pattern.replace(/\\/g, "/"));
  const relativeBase = workspaceRelative(workspace, base === "" ? "." : base);
  if (relativeBase === void 0) return void 0;
  if (glob === "") return relativeBase;
  return relativeBase === "" ? glob : `${relativeBase}/${glob}`;
}
async function expandFolder(workspace, pattern) {
  if (import_picomatch.default.scan(pattern).isGlob) return [pattern];
  const entry = await inspectPath(workspace, pattern);
  if (entry.kind !== "directory") return [pattern];
  const prefix = pattern === "" ? "" : `${pattern}/`;
  return [`${prefix}**/*.yaml`, `${prefix}**/*.yml`];
}
function walkBases(globs) {
  const bases = [...new Set(globs.map((pattern) => import_picomatch.default.scan(pattern).base))].sort(
    (a, b) => a.length - b.length
  );
  const kept = [];
  for (const base of bases) {
    const covered = kept.some(
      (outer) => outer === "" || base === outer || base.startsWith(`${outer}/`)
    );
    if (!covered) kept.push(base);
  }
  return kept;
}

export {
  selectManifests,
  manifestMatcher,
  relativePattern
};
//# sourceMappingURL=chunk-B3KCFFVR.js.map
