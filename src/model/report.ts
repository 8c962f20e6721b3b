import type { Counts, PolicyResult, SkippedDocument } from './result.js';

/** How the Kyverno CLI was obtained, for the summary. */
export interface KyvernoInfo {
  version: string;
  path: string;
  /** e.g. `tool cache`, `downloaded from <url>`, `kyverno-path input`. */
  origin: string;
}

export interface ShardInfo {
  index: number;
  total: number;
}

/**
 * The whole outcome of one run: what the JSON report file holds, and all that
 * reporters and the verdict need. `schemaVersion` changes only on breaking changes.
 */
export interface RunReport {
  schemaVersion: 1;
  kyvernoVersion: string;
  summary: Counts;
  results: PolicyResult[];
  skipped: SkippedDocument[];
  /** Problems that are not tied to one result, e.g. a mismatch in Kyverno's own counts. */
  notices: string[];
  shard?: ShardInfo;
}
