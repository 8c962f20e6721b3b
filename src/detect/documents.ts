/**
 * Cheap YAML classification for detection: each document's top-level `apiVersion` and `kind`,
 * read line by line without parsing the file. Files over the size cap, binaries with a YAML name
 * and symlinks leaving the workspace are skipped with the reason, never read whole.
 */
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../documents/workspace-files.js';

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

const KEY = /^(apiVersion|kind)[ \t]*:[ \t]*(.*)$/;
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

const SNIFF_BYTES = 8192;
const SHARED = Buffer.allocUnsafe(256 * 1024);

/** Reads an open file descriptor for detection; `info` is its fstat. */
function readOpen(fd: number, size: number, maxBytes: number): ReadOutcome {
  if (size > maxBytes) {
    const mb = (size / 1024 / 1024).toFixed(1);
    return { skipped: `${mb} MB, over the ${maxBytes / 1024 / 1024} MB limit; not read` };
  }
  // Most files fit the shared buffer: no allocation per file, far less garbage to collect.
  const bytes = size <= SHARED.length ? SHARED : Buffer.allocUnsafe(size);
  let read = 0;
  while (read < size) {
    const got = readSync(fd, bytes, read, size - read, read);
    if (got === 0) break;
    read += got;
    // Sniff the head first, so a large binary is not read whole.
    if (read >= SNIFF_BYTES || read === size) {
      if (bytes.subarray(0, Math.min(read, SNIFF_BYTES)).includes(0)) return { skipped: BINARY };
    }
  }
  return { text: bytes.toString('utf8', 0, read) };
}

/**
 * Reads one workspace-relative file for detection, or says why it was skipped: a symlink whose
 * target leaves the workspace, a file over `maxBytes`, a binary (a NUL byte in its first 8 KiB).
 * Undefined when it is not a readable file. Synchronous on purpose: thousands of small reads cost
 * far less than as many round trips through libuv's thread pool.
 */
export function readForDetection(
  workspace: string,
  realWorkspace: string,
  file: string,
  maxBytes = MAX_YAML_BYTES,
): ReadOutcome | undefined {
  const absolute = path.join(workspace, file);
  let fd: number;
  try {
    fd = openSync(absolute, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOOP') return undefined;
    // A symlink: followed only when its target stays inside the workspace.
    let target: string;
    try {
      target = realpathSync(absolute);
    } catch {
      return undefined;
    }
    if (!isInside(realWorkspace, target)) {
      return { skipped: `a symlink to ${target}, outside the workspace; not followed` };
    }
    try {
      fd = openSync(target, constants.O_RDONLY);
    } catch {
      return undefined;
    }
  }
  try {
    const info = fstatSync(fd);
    return info.isFile() ? readOpen(fd, info.size, maxBytes) : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

const BINARY = 'a binary file (it holds NUL bytes), not YAML; not read';
