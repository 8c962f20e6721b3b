/**
 * `--fix`: writes Kyverno's mutations into the manifest files in place, with the same edit the
 * pull request's suggested changes carry, and says what it changed and what it could not.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { editFiles } from '../files/manifest-edits.js';
import type { MutatedResource } from '../model/mutation.js';
import { escapeTerminal } from '../report/escape.js';
import { plural } from '../report/markdown.js';
import { changeDiff, planSuggestions, splitLines } from '../suggest/suggestions.js';

export interface FixOutcome {
  /** Workspace-relative files written. */
  fixed: string[];
  /** What to print, one entry per line. */
  lines: string[];
}

const makersOf = (mutations: readonly MutatedResource[]) =>
  [
    ...new Set(
      mutations.flatMap((m) => m.makers.map((x) => (x.rule ? `${x.policy}/${x.rule}` : x.policy))),
    ),
  ].join(', ');

export async function fixManifests(
  workspace: string,
  mutations: readonly MutatedResource[],
  write: (file: string, text: string) => Promise<void> = (file, text) => writeFile(file, text),
): Promise<FixOutcome> {
  const outcome: FixOutcome = { fixed: [], lines: [] };
  if (mutations.length === 0) {
    outcome.lines.push('--fix: Kyverno\u2019s policies change none of the manifests.');
    return outcome;
  }
  const { files, failed } = await editFiles(workspace, mutations);
  for (const file of files) {
    await write(path.resolve(workspace, file.path), file.after);
    outcome.fixed.push(file.path);
    const whole = [{ start: 1, end: Math.max(1, splitLines(file.before).length) }];
    const changes = planSuggestions(file.before, file.after, whole).inline;
    outcome.lines.push(
      `Fixed ${escapeTerminal(file.path)}: ${plural(changes.length, 'change')} (${escapeTerminal(makersOf(file.mutations))})`,
    );
    for (const change of changes) {
      outcome.lines.push(
        ...changeDiff(change)
          .split('\n')
          .map((line) => `  ${escapeTerminal(line)}`),
      );
    }
  }
  for (const item of failed) {
    outcome.lines.push(`Not fixed ${escapeTerminal(item.path)}: ${escapeTerminal(item.reason)}`);
  }
  const rendered = mutations.filter((m) => m.render || m.documentIndex === undefined);
  for (const mutation of rendered) {
    const from = mutation.render
      ? `a ${mutation.render.tool === 'helm' ? 'Helm render' : 'Kustomize build'}`
      : 'no document';
    outcome.lines.push(
      `Not fixed ${escapeTerminal(`${mutation.resource.kind}/${mutation.resource.name}`)} (${escapeTerminal(mutation.file)}): it comes from ${from}; change its source by hand`,
    );
  }
  return outcome;
}
