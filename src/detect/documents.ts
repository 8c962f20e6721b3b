/**
 * Cheap YAML classification for detection: each document's top-level `apiVersion` and `kind`,
 * read line by line without parsing the file. Files over the size cap, binaries with a YAML name
 * and symlinks leaving the workspace are skipped with the reason, never read whole.
 */
import { lstat, open, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../plan/workspace-files.js';

/** Files larger than this are reported and skipped (a generated dump, not a manifest). */
export const MAX_YAML_BYTES = 5 * 1024 * 1024;

export const isYamlName = (file: string): boolean => /\.ya?ml$/i.test(file);

/** One YAML document's identity; `apiVersion`/`kind` are '' when the document has none. */
export interface DocumentHead {
  apiVersion: string;
  kind: string;
  /** 1-based line of `kind:` (else of the document's start). */
  line: number;
}

export interface SkippedFile {
  file: string;
  reason: string;
}

const KEY = /^(apiVersion|kind):[ \t]*(.*)$/;
const DOCUMENT_START = /^---(?:[ \t]|$)/;

/** `"v1"`, `'v1'` or `v1 # comment` → `v1`. */
function scalar(raw: string): string {
  const text = raw.replace(/[ \t]+#.*$/, '').trim();
  const quoted = /^(["'])(.*)\1$/.exec(text);
  return quoted ? quoted[2]! : text;
}

/** The documents of a YAML text, each with its top-level apiVersion and kind (column-0 keys). */
export function documentHeads(text: string): DocumentHead[] {
  const heads: DocumentHead[] = [];
  let current: DocumentHead | undefined;
  let start = 1;
  let lineNumber = 0;
  let from = 0;
  while (from <= text.length) {
    const to = text.indexOf('\n', from);
    const end = to === -1 ? text.length : to;
    lineNumber += 1;
    const line =
      text.charCodeAt(end - 1) === 13 ? text.slice(from, end - 1) : text.slice(from, end);
    if (DOCUMENT_START.test(line) || line === '...') {
      if (current) heads.push(current);
      current = undefined;
      start = lineNumber + 1;
    } else {
      const match = line.charCodeAt(0) === 97 || line.charCodeAt(0) === 107 ? KEY.exec(line) : null;
      if (match) {
        current ??= { apiVersion: '', kind: '', line: start };
        if (match[1] === 'apiVersion') current.apiVersion = scalar(match[2]!);
        else {
          current.kind = scalar(match[2]!);
          current.line = lineNumber;
        }
      }
    }
    if (to === -1) break;
    from = to + 1;
  }
  if (current) heads.push(current);
  return heads;
}

export type ReadOutcome = { text: string } | { skipped: string };

/**
 * Reads one workspace-relative file for detection, or says why it was skipped: a symlink whose
 * target leaves the workspace, a file over `maxBytes`, a binary (a NUL byte in its first 8 KiB).
 */
export async function readForDetection(
  workspace: string,
  realWorkspace: string,
  file: string,
  maxBytes = MAX_YAML_BYTES,
): Promise<ReadOutcome | undefined> {
  const absolute = path.join(workspace, file);
  let info = await lstat(absolute).catch(() => undefined);
  if (!info) return undefined;
  if (info.isSymbolicLink()) {
    const target = await realpath(absolute).catch(() => undefined);
    if (target === undefined) return undefined;
    if (!isInside(realWorkspace, target)) {
      return { skipped: `a symlink to ${target}, outside the workspace; not followed` };
    }
    info = await lstat(target);
  }
  if (!info.isFile()) return undefined;
  if (info.size > maxBytes) {
    const mb = (info.size / 1024 / 1024).toFixed(1);
    return { skipped: `${mb} MB, over the ${maxBytes / 1024 / 1024} MB limit; not read` };
  }
  if (info.size > 64 * 1024) {
    // Sniff before reading a large file whole.
    const handle = await open(absolute, 'r');
    try {
      const head = Buffer.alloc(8192);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      if (head.subarray(0, bytesRead).includes(0)) return { skipped: BINARY };
    } finally {
      await handle.close();
    }
  }
  const bytes = await readFile(absolute).catch(() => undefined);
  if (bytes === undefined) return undefined;
  if (bytes.subarray(0, 8192).includes(0)) return { skipped: BINARY };
  return { text: bytes.toString('utf8') };
}

const BINARY = 'a binary file (it holds NUL bytes), not YAML; not read';

/** Runs `task` over `items` with at most `limit` at once, keeping the results in order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
