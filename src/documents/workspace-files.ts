import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { perCheck, realWorkspace } from './check-reads.js';

/** `/`-separated form of a relative path, the way results and globs spell paths. */
export function toPosix(relative: string): string {
  return relative.split(path.sep).join('/');
}

/** True when `target` is `root` itself or lies below it (both absolute). */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Workspace-relative `/` path for a user-given path (relative to the workspace or absolute),
 * or undefined when it points outside the workspace.
 */
export function workspaceRelative(workspace: string, given: string): string | undefined {
  const absolute = path.resolve(workspace, given);
  if (!isInside(workspace, absolute)) return undefined;
  return toPosix(path.relative(workspace, absolute));
}

export type EntryKind = 'file' | 'directory' | 'missing' | 'other';

export interface SafeEntry {
  kind: EntryKind;
  /** Set when the path is, or passes through, a symlink whose target leaves the workspace. */
  escapesTo?: string;
}

const inspected = perCheck<Promise<SafeEntry>>();

/**
 * What a workspace-relative path is, refusing symlinks that lead out of the workspace; asked once
 * per check (the coverage and the policy catalog inspect the same paths).
 */
export function inspectPath(workspace: string, relative: string): Promise<SafeEntry> {
  const key = `${workspace}\0${relative}`;
  let entry = inspected.get(key);
  if (!entry) inspected.set(key, (entry = inspectUncached(workspace, relative)));
  return entry;
}

async function inspectUncached(workspace: string, relative: string): Promise<SafeEntry> {
  const absolute = path.join(workspace, relative);
  let resolved: string;
  try {
    resolved = await realpath(absolute);
  } catch {
    return { kind: 'missing' };
  }
  const root = await realWorkspace(workspace);
  if (!isInside(root, resolved)) return { kind: 'other', escapesTo: resolved };
  const info = await stat(resolved);
  return { kind: info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other' };
}

export interface WalkResult {
  /** Workspace-relative `/` paths of regular files (or symlinks to files inside the workspace). */
  files: string[];
  /** Workspace-relative symlinks that lead out of the workspace, with their targets. */
  escaping: { path: string; target: string }[];
}

/**
 * Lists the files under `start` (workspace-relative), skipping `.git`. Symlinks are followed
 * only while they stay inside the workspace; each real folder is visited once.
 */
export async function walkFiles(
  workspace: string,
  start: string,
  skipDirectory: (relative: string, name: string) => boolean = () => false,
): Promise<WalkResult> {
  const result: WalkResult = { files: [], escaping: [] };
  const root = await realWorkspace(workspace);
  const visited = new Set<string>();
  const visit = async (relative: string): Promise<void> => {
    const absolute = path.join(workspace, relative);
    const real = await realpath(absolute).catch(() => undefined);
    if (real === undefined || visited.has(real)) return;
    visited.add(real);
    const entries = await readdir(absolute, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const child = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== '.git' && !skipDirectory(child, entry.name)) await visit(child);
      } else if (entry.isFile()) {
        result.files.push(child);
      } else if (entry.isSymbolicLink()) {
        const target = await realpath(path.join(workspace, child)).catch(() => undefined);
        if (target === undefined) continue;
        if (!isInside(root, target)) {
          result.escaping.push({ path: child, target });
          continue;
        }
        const info = await lstat(target);
        if (info.isDirectory()) {
          if (!skipDirectory(child, entry.name)) await visit(child);
        } else if (info.isFile()) result.files.push(child);
      }
    }
  };
  await visit(toPosix(start) === '.' ? '' : toPosix(start));
  result.files.sort();
  return result;
}

/** A YAML file's name, as Kyverno loads them from a folder. */
export const YAML_NAME = /\.ya?ml$/i;

/** A URL (`scheme://…`) where a test file or policy path may list a remote file. */
export const isUrl = (entry: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(entry);
const yamlListings = perCheck<Promise<string[] | undefined>>();

/**
 * The YAML files Kyverno loads from a workspace-relative path: the file itself, or the YAML files
 * in the folder with hidden files and folders skipped; undefined when it is neither. Listed once
 * per check: the coverage and the policy catalog list the same suites' policies.
 */
export function kyvernoYamlFiles(
  workspace: string,
  relative: string,
): Promise<string[] | undefined> {
  const key = `${workspace}\0${relative}`;
  let listing = yamlListings.get(key);
  if (!listing) yamlListings.set(key, (listing = listYamlFiles(workspace, relative)));
  return listing;
}

async function listYamlFiles(workspace: string, relative: string): Promise<string[] | undefined> {
  const entry = await inspectPath(workspace, relative);
  if (entry.kind === 'file') return YAML_NAME.test(relative) ? [relative] : [];
  if (entry.kind !== 'directory') return undefined;
  const walked = await walkFiles(workspace, relative, (_child, name) => name.startsWith('.'));
  return walked.files.filter(
    (file) => YAML_NAME.test(file) && !path.posix.basename(file).startsWith('.'),
  );
}
