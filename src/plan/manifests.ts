import picomatch from 'picomatch';
import { inspectPath, walkFiles, workspaceRelative } from '../documents/workspace-files.js';

export interface ManifestSelection {
  /** Workspace-relative `/` paths, sorted. */
  files: string[];
  /** Patterns or paths that were ignored, and why. */
  warnings: string[];
}

interface Patterns {
  include: string[];
  exclude: string[];
  warnings: string[];
}

/**
 * The manifest files to check: those matching the `manifests` globs (a leading `!` excludes),
 * limited to `changed` when given. Paths outside the workspace and symlinks that leave it are
 * ignored with a warning.
 */
export async function selectManifests(options: {
  workspace: string;
  patterns: readonly string[];
  /** Workspace-relative changed files; undefined means every file. */
  changed?: readonly string[];
}): Promise<ManifestSelection> {
  const { workspace } = options;
  const patterns = await normalizePatterns(workspace, options.patterns);
  const warnings = [...patterns.warnings];
  if (patterns.include.length === 0) return { files: [], warnings };
  const matches = matcherOf(patterns);

  const files = new Set<string>();
  if (options.changed) {
    for (const given of options.changed) {
      const file = workspaceRelative(workspace, given);
      if (file === undefined) {
        if (matches(given)) warnings.push(`${given}: outside the workspace, not checked.`);
        continue;
      }
      if (!matches(file)) continue;
      const entry = await inspectPath(workspace, file);
      if (entry.escapesTo) warnings.push(symlinkWarning(file, entry.escapesTo));
      else if (entry.kind === 'file') files.add(file);
      else if (entry.kind === 'missing') {
        warnings.push(`${file}: changed, but not found in the checkout, so not checked.`);
      }
    }
  } else {
    const literal = patterns.include.filter((pattern) => !picomatch.scan(pattern).isGlob);
    for (const file of literal) {
      const entry = await inspectPath(workspace, file);
      if (entry.escapesTo) warnings.push(symlinkWarning(file, entry.escapesTo));
      else if (entry.kind === 'file' && matches(file)) files.add(file);
      else if (entry.kind === 'missing') warnings.push(`manifests: \`${file}\` does not exist.`);
    }
    const globs = patterns.include.filter((pattern) => picomatch.scan(pattern).isGlob);
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

/**
 * Whether a workspace-relative file matches the `manifests` patterns, as `selectManifests` decides
 * it (a pattern naming a folder of the workspace means the YAML files below it).
 */
export async function manifestMatcher(
  workspace: string,
  given: readonly string[],
): Promise<(file: string) => boolean> {
  const patterns = await normalizePatterns(workspace, given);
  return patterns.include.length === 0 ? () => false : matcherOf(patterns);
}

function matcherOf(patterns: Patterns): (file: string) => boolean {
  const included = matcher(patterns.include);
  const excluded = matcher(patterns.exclude);
  return (file) => included(file) && !excluded(file);
}

/**
 * Matches a path against patterns: literal paths through a Set, so a detected list of thousands
 * of files costs one lookup per path, and globs through picomatch.
 */
function matcher(patterns: readonly string[]): (file: string) => boolean {
  const literal = new Set<string>();
  const globs: string[] = [];
  for (const pattern of patterns) {
    if (picomatch.scan(pattern).isGlob) globs.push(pattern);
    else literal.add(pattern);
  }
  const glob = globs.length > 0 ? picomatch(globs) : () => false;
  return (file) => literal.has(file) || glob(file);
}

function symlinkWarning(file: string, target: string): string {
  return `${file}: a symlink to ${target}, outside the workspace; not checked.`;
}

async function normalizePatterns(workspace: string, given: readonly string[]): Promise<Patterns> {
  const result: Patterns = { include: [], exclude: [], warnings: [] };
  for (const raw of given) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const negated = trimmed.startsWith('!');
    const body = negated ? trimmed.slice(1) : trimmed;
    const relative = relativePattern(workspace, body);
    if (relative === undefined) {
      result.warnings.push(`manifests: \`${trimmed}\` points outside the workspace; ignored.`);
      continue;
    }
    const expanded = await expandFolder(workspace, relative);
    (negated ? result.exclude : result.include).push(...expanded);
  }
  return result;
}

/** The pattern relative to the workspace (absolute and `./` forms allowed), if it stays inside. */
export function relativePattern(workspace: string, pattern: string): string | undefined {
  const { base, glob } = picomatch.scan(pattern.replace(/\\/g, '/'));
  const relativeBase = workspaceRelative(workspace, base === '' ? '.' : base);
  if (relativeBase === undefined) return undefined;
  if (glob === '') return relativeBase;
  return relativeBase === '' ? glob : `${relativeBase}/${glob}`;
}

/** A pattern naming a folder means the YAML files below it. */
async function expandFolder(workspace: string, pattern: string): Promise<string[]> {
  if (picomatch.scan(pattern).isGlob) return [pattern];
  const entry = await inspectPath(workspace, pattern);
  if (entry.kind !== 'directory') return [pattern];
  const prefix = pattern === '' ? '' : `${pattern}/`;
  return [`${prefix}**/*.yaml`, `${prefix}**/*.yml`];
}

/** The smallest set of folders whose walk covers every glob. */
function walkBases(globs: readonly string[]): string[] {
  const bases = [...new Set(globs.map((pattern) => picomatch.scan(pattern).base))].sort(
    (a, b) => a.length - b.length,
  );
  const kept: string[] = [];
  for (const base of bases) {
    const covered = kept.some(
      (outer) => outer === '' || base === outer || base.startsWith(`${outer}/`),
    );
    if (!covered) kept.push(base);
  }
  return kept;
}
