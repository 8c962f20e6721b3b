import { readdirSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { toPosix } from '../documents/workspace-files.js';

/** A `kyverno-test.yaml` (or custom-named) test file found in the workspace. */
export interface LocalSuite {
  kind: 'local';
  /** Workspace-relative path of the test file, with `/` separators. */
  file: string;
  /** Absolute path of the test file. */
  path: string;
  /** Absolute path of the folder holding the test file (what `kyverno test` is given). */
  dir: string;
  /** Size of the test file in bytes. */
  size: number;
}

/** An http(s) git repository URL from the `tests` input, passed to Kyverno as is. */
export interface GitSuite {
  kind: 'git';
  url: string;
}

export type Suite = LocalSuite | GitSuite;

export interface DiscoveryOptions {
  /** Absolute path of the workspace; relative `dirs` are resolved against it. */
  workspace: string;
  /** Exact base name of test files, like Kyverno's `--file-name`. */
  fileName: string;
  /** When true, finding no suite at all is an error. */
  requireTests?: boolean;
}

/** Folders Kyverno would walk into but that never hold a project's own suites. */
const SKIPPED_FOLDERS = new Set(['.git', 'node_modules']);

export const isGitUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/**
 * Finds every test file under `dirs`, the way `kyverno test` does (recursive, lexical order,
 * hidden folders such as `.kyverno-test/` included, symlinked folders not followed) but skipping
 * `.git` and `node_modules`. Git URLs are kept as their own kind. Each file is returned once.
 */
export async function discoverSuites(
  dirs: readonly string[],
  options: DiscoveryOptions,
): Promise<Suite[]> {
  const found = new Map<string, Suite>();
  for (const entry of dirs.map((dir) => dir.trim()).filter(Boolean)) {
    if (isGitUrl(entry)) {
      found.set(entry, { kind: 'git', url: entry });
      continue;
    }
    for (const { file, size } of await findTestFiles(entry, options)) {
      if (found.has(file)) continue;
      found.set(file, {
        kind: 'local',
        file: toPosix(path.relative(options.workspace, file)),
        path: file,
        dir: path.dirname(file),
        size,
      });
    }
  }
  const suites = [...found.values()];
  if (suites.length === 0 && options.requireTests) {
    throw new Error(
      `require-tests: no test file named ${options.fileName} was found in ${describeDirs(dirs)}. ` +
        'Add a Kyverno test suite, fix the `tests` or `test-file-name` input, or set `require-tests: false`.',
    );
  }
  return suites;
}

/** One line for the log: how many suites were found, and where. */
export function describeDiscovery(
  suites: readonly Suite[],
  dirs: readonly string[],
  fileName: string,
): string {
  const local = suites.filter((suite) => suite.kind === 'local').length;
  const git = suites.length - local;
  if (suites.length === 0) {
    return `No test file named ${fileName} was found in ${describeDirs(dirs)}: \`kyverno test\` does not run.`;
  }
  const parts = [];
  if (local > 0) parts.push(`${local} ${fileName} test ${local === 1 ? 'file' : 'files'}`);
  if (git > 0) parts.push(`${git} git ${git === 1 ? 'repository' : 'repositories'}`);
  return `Found ${parts.join(' and ')} in ${describeDirs(dirs)}.`;
}

function describeDirs(dirs: readonly string[]): string {
  const listed = dirs.map((dir) => dir.trim()).filter(Boolean);
  return listed.length === 0 ? 'the workspace' : listed.map((dir) => `\`${dir}\``).join(', ');
}

interface FoundFile {
  file: string;
  size: number;
}

async function findTestFiles(entry: string, options: DiscoveryOptions): Promise<FoundFile[]> {
  const start = path.resolve(options.workspace, entry);
  let info;
  try {
    info = await stat(start);
  } catch {
    throw new Error(
      `tests: the folder \`${entry}\` does not exist (looked for ${start}). ` +
        'List folders relative to the repository root, one per line, or http(s) git URLs.',
    );
  }
  if (info.isFile()) {
    if (path.basename(start) === options.fileName) return [{ file: start, size: info.size }];
    throw new Error(
      `tests: \`${entry}\` is a file, not a folder. List the folder that holds ${options.fileName}, ` +
        'or set `test-file-name` to this file name.',
    );
  }
  const files: FoundFile[] = [];
  walk(start, options.fileName, files);
  return files;
}

/**
 * Synchronous: it runs before Kyverno can start, and one thread-pool round trip per folder
 * (about 300 on the public corpus) cost more than the listing itself.
 */
function walk(dir: string, fileName: string, files: FoundFile[]): void {
  const entries = readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walk(full, fileName, files);
    } else if (entry.name === fileName) {
      const info = statSync(full, { throwIfNoEntry: false });
      if (info?.isFile()) files.push({ file: full, size: info.size });
    }
  }
}

/** The workspace-relative test files of the local suites. */
export function localSuiteFiles(suites: readonly Suite[]): string[] {
  return suites.flatMap((suite) => (suite.kind === 'local' ? [suite.file] : []));
}
