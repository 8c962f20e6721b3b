import type { BaselineConfig } from '../inputs/config.js';
import type { Changes } from './changed-files.js';

/** Events whose payload names the commit a change is compared with. */
const BASE_EVENTS = new Set(['pull_request', 'pull_request_target', 'merge_group']);

export type BaselineDecision = { commit: string } | { commit?: undefined; reason: string };

interface BasePayload {
  pull_request?: { base?: { sha?: string } };
  merge_group?: { base_sha?: string };
}

/**
 * The commit whose results the head's are compared with: the `--baseline` ref of local mode, or
 * with `baseline: auto` the base of a pull request or merge group.
 */
export function decideBaseline(
  config: BaselineConfig,
  event: { name: string; payload: unknown },
): BaselineDecision {
  if (config.commit) return { commit: config.commit };
  if (config.mode === 'off') return { reason: 'baseline is `off`' };
  if (!BASE_EVENTS.has(event.name)) {
    return { reason: `the ${event.name} event has no base commit to compare with` };
  }
  const payload = (event.payload ?? {}) as BasePayload;
  const commit = payload.pull_request?.base?.sha ?? payload.merge_group?.base_sha;
  return commit ? { commit } : { reason: `the ${event.name} payload names no base commit` };
}

/**
 * The change set as the base commit sees it: the files the change touched there (modified, the
 * old names of renamed ones, removed ones), so the same plan picks the same files at the base.
 */
export function changesAtBase(changes: Changes): Changes {
  if (changes.everything) return changes;
  const files = [...new Set([...changes.files, ...changes.removed])].sort();
  return { ...changes, files, removed: [] };
}

/** Base path -> head path of every file the change renamed. */
export function headNames(changes: Changes): Record<string, string> {
  if (changes.everything) return {};
  return Object.fromEntries(
    Object.entries(changes.renamed ?? {}).map(([head, base]) => [base, head]),
  );
}
