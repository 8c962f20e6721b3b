/**
 * The base commit read from git's object store instead of a checkout: its file listing
 * (`git ls-tree`) and the contents of a few files (`git cat-file --batch`), each one process.
 */
import type { BaseCommit } from '../changes/base-tree.js';

interface TreeEntry {
  /** `100644`, `100755` (files), `120000` (symlink), `160000` (submodule). */
  mode: string;
  sha: string;
}

/** What a path is at the base commit, as a checkout of it would show it. */
export type BaseKind = 'file' | 'directory' | 'missing' | 'unsure';

const REGULAR = new Set(['100644', '100755']);

/** Every file of the base commit, by its path from the clone's top level. */
export class BaseListing {
  private readonly folders = new Set<string>();

  constructor(private readonly entries: ReadonlyMap<string, TreeEntry>) {
    for (const file of entries.keys()) {
      for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
        this.folders.add(file.slice(0, at));
      }
    }
  }

  static parse(output: string): BaseListing {
    const entries = new Map<string, TreeEntry>();
    for (const record of output.split('\0')) {
      const tab = record.indexOf('\t');
      if (tab < 0) continue;
      const [mode, , sha] = record.slice(0, tab).split(' ');
      if (mode && sha) entries.set(record.slice(tab + 1), { mode, sha });
    }
    return new BaseListing(entries);
  }

  sha(file: string): string | undefined {
    return this.entries.get(file)?.sha;
  }

  /**
   * `unsure` for a symlink or submodule at or above the path: a checkout resolves those, a
   * listing cannot tell what they lead to.
   */
  kind(file: string): BaseKind {
    const entry = this.entries.get(file);
    if (entry) return REGULAR.has(entry.mode) ? 'file' : 'unsure';
    for (let at = file.lastIndexOf('/'); at > 0; at = file.lastIndexOf('/', at - 1)) {
      const above = this.entries.get(file.slice(0, at));
      if (above) return REGULAR.has(above.mode) ? 'missing' : 'unsure';
    }
    if (file === '' || this.folders.has(file)) return 'directory';
    return 'missing';
  }

  /** The files at or below `prefix` (`''`: all of them). */
  within(prefix: string): string[] {
    return [...this.entries.keys()].filter(
      (file) => prefix === '' || file === prefix || file.startsWith(`${prefix}/`),
    );
  }
}

/** Every file of the base commit, by one `git ls-tree`. */
export async function listBaseCommit(base: BaseCommit): Promise<BaseListing | { reason: string }> {
  const listed = await base.git(['ls-tree', '-r', '-z', '--full-tree', base.sha]);
  if (listed.exitCode !== 0) return { reason: `git ls-tree failed: ${firstLine(listed.stderr)}` };
  return BaseListing.parse(listed.stdout);
}

/**
 * The contents of blobs by one `git cat-file --batch`. With `filters`, as a checkout writes them
 * (end-of-line conversion, smudge filters; the attributes are the workspace's, so the caller
 * proves they are the base commit's too); each request names the path the attributes apply to.
 */
export async function readBlobs(
  base: BaseCommit,
  requests: readonly { sha: string; path: string }[],
  options: { filters: boolean },
): Promise<Buffer[] | { reason: string }> {
  if (requests.length === 0) return [];
  if (requests.some((request) => /[\r\n]/.test(request.path))) {
    return { reason: 'a path holds a line break, which `git cat-file --batch` cannot be given' };
  }
  const input = requests
    .map((request) => (options.filters ? `${request.sha} ${request.path}` : request.sha))
    .join('\n');
  const args = ['cat-file', '--batch', ...(options.filters ? ['--filters'] : [])];
  const ran = await base.git(args, { input: `${input}\n`, bytes: true });
  const bytes = ran.stdoutBytes ?? Buffer.from(ran.stdout);
  if (ran.exitCode !== 0) return { reason: `git cat-file failed: ${firstLine(ran.stderr)}` };
  const blobs: Buffer[] = [];
  let at = 0;
  for (const request of requests) {
    const end = bytes.indexOf(0x0a, at);
    if (end < 0) return { reason: `git cat-file ended before ${request.path}` };
    const header = bytes.subarray(at, end).toString('utf8').split(' ');
    if (header[1] !== 'blob' || header[2] === undefined) {
      return { reason: `git cat-file could not read ${request.path}: ${header.join(' ')}` };
    }
    const size = Number(header[2]);
    blobs.push(Buffer.from(bytes.subarray(end + 1, end + 1 + size)));
    at = end + 1 + size + 1;
  }
  return blobs;
}

const firstLine = (text: string): string => text.trim().split('\n')[0] ?? '';
