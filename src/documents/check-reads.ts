/**
 * What one check reads, read once, from the start of its planning to its report; outside a check
 * every call reads afresh. In one run a test or policy file is read by the test stage's line
 * index, the coverage, the policy catalog and the deprecation check, and its path inspected by
 * several of them: on the public corpus about 1 100 reads of fewer than 400 files and 1 000
 * `realpath` calls, each a thread-pool round trip on the event loop while Kyverno runs beside it.
 * Each check starts afresh (`beginCheckReads` in `planCheck`, `endCheckReads` once its report is
 * drafted), so an edit between two checks in one process is seen. Files over 1 MB are not kept,
 * and the kept text stops growing at `KEPT_TEXT`.
 */
import { readFile, realpath } from 'node:fs/promises';

const KEPT_TEXT = 32 * 2 ** 20;
const KEPT_FILE = 2 ** 20;
const memos: Map<string, unknown>[] = [];
let keptText = 0;
let inCheck = false;

/** A memo of one check's answers, emptied when a check starts or ends. */
export function perCheck<V>(): {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
} {
  const memo = new Map<string, V>();
  memos.push(memo);
  return {
    get: (key) => (inCheck ? memo.get(key) : undefined),
    set: (key, value) => {
      if (inCheck) memo.set(key, value);
    },
    delete: (key) => memo.delete(key),
  };
}

function forget(): void {
  for (const memo of memos) memo.clear();
  keptText = 0;
}

/** A check starts: what it reads is read once, until `endCheckReads`. */
export function beginCheckReads(): void {
  forget();
  inCheck = true;
}

export function endCheckReads(): void {
  forget();
  inCheck = false;
}

const texts = perCheck<Promise<string>>();

/** The UTF-8 text of an absolute path, read once per check; rejects as `readFile` does. */
export function readText(absolute: string): Promise<string> {
  const hit = texts.get(absolute);
  if (hit) return hit;
  const reading = readFile(absolute, 'utf8');
  if (keptText < KEPT_TEXT) {
    texts.set(absolute, reading);
    reading.then(
      (text) => {
        if (text.length > KEPT_FILE) texts.delete(absolute);
        else keptText += text.length;
      },
      () => undefined,
    );
  }
  return reading;
}

const roots = perCheck<Promise<string>>();

/** The real path of a workspace (itself when it cannot be resolved), resolved once per check. */
export function realWorkspace(workspace: string): Promise<string> {
  let root = roots.get(workspace);
  if (!root) roots.set(workspace, (root = realpath(workspace).catch(() => workspace)));
  return root;
}
