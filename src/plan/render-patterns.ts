/**
 * How the render inputs' patterns select folders: made relative to the workspace (or a chart
 * folder), split into includes and `!` excludes, and matched against the folders that hold a
 * marker file (`Chart.yaml`, `kustomization.yaml`).
 */
import path from 'node:path';
import picomatch from 'picomatch';
import { relativePattern } from './manifests.js';

export interface Patterns {
  include: string[];
  exclude: string[];
}

/** How an input's patterns are made relative, and what they must stay inside. */
export interface PatternBase {
  input: string;
  relative: (pattern: string) => string | undefined;
  inside: string;
}

export const workspaceBase = (workspace: string, input: string): PatternBase => ({
  input,
  relative: (pattern) => relativePattern(workspace, pattern || '.'),
  inside: 'the workspace',
});

export function splitPatterns(
  given: readonly string[],
  warnings: string[],
  base: PatternBase,
): Patterns {
  const patterns: Patterns = { include: [], exclude: [] };
  for (const raw of given) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const negated = trimmed.startsWith('!');
    const body = (negated ? trimmed.slice(1) : trimmed).replace(/\/+$/, '');
    const relative = base.relative(body);
    if (relative === undefined) {
      warnings.push(`${base.input}: \`${trimmed}\` points outside ${base.inside}; ignored.`);
      continue;
    }
    (negated ? patterns.exclude : patterns.include).push(relative);
  }
  return patterns;
}

/** A pattern relative to a chart folder, normalized; undefined when it leaves the folder. */
export function insideFolder(pattern: string): string | undefined {
  const normalized = path.posix.normalize(pattern.replace(/\\/g, '/'));
  return normalized === '..' || normalized.startsWith('../') || path.posix.isAbsolute(normalized)
    ? undefined
    : normalized;
}

export const isGlob = (pattern: string): boolean => picomatch.scan(pattern).isGlob;
export const under = (folder: string, file: string): boolean =>
  folder === '' || file === folder || file.startsWith(`${folder}/`);

/** Every folder holding one of the files, and the workspace root (''). */
export function foldersOf(files: readonly string[]): Set<string> {
  const folders = new Set<string>(['']);
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      if (folders.has(dir)) break;
      folders.add(dir);
    }
  }
  return folders;
}

interface Selection {
  /** Folders that hold the marker file and match the patterns. */
  roots: string[];
  /** Literal folders that exist but hold no marker file. */
  unmarked: string[];
}

/**
 * Folders selected by folder patterns: a literal folder, or a glob matched against the folders
 * holding a marker file (or against the marker files themselves).
 */
export function selectRoots(
  patterns: Patterns,
  marked: ReadonlyMap<string, string>,
  folders: ReadonlySet<string>,
  warnings: string[],
  input: string,
): Selection {
  const selection: Selection = { roots: [], unmarked: [] };
  const excluded =
    patterns.exclude.length > 0 ? picomatch(patterns.exclude, { dot: true }) : () => false;
  const isExcluded = (folder: string): boolean =>
    excluded(folder) || excluded(`${folder}/${marked.get(folder) ?? ''}`);
  const roots = new Set<string>();
  for (const pattern of patterns.include) {
    if (!isGlob(pattern)) {
      const folder =
        marked.has(path.posix.dirname(pattern)) && !folders.has(pattern)
          ? path.posix.dirname(pattern)
          : pattern;
      if (marked.has(folder)) roots.add(folder);
      else if (folders.has(folder)) selection.unmarked.push(folder);
      else warnings.push(`${input}: \`${pattern}\` does not exist.`);
      continue;
    }
    const matches = picomatch(pattern, { dot: true });
    const before = roots.size;
    for (const [folder, marker] of marked) {
      if (matches(folder) || matches(folder === '' ? marker : `${folder}/${marker}`))
        roots.add(folder);
    }
    if (roots.size === before) warnings.push(`${input}: no folder matches \`${pattern}\`.`);
  }
  selection.roots = [...roots].filter((folder) => !isExcluded(folder)).sort();
  selection.unmarked = selection.unmarked.filter((folder) => !isExcluded(folder));
  return selection;
}
