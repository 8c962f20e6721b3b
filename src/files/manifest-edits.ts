/**
 * Kyverno's mutations of plain manifest files, read from the workspace and written into each
 * file's text by the editor (src/suggest/): what the suggested changes and `--fix` both start from.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MutatedResource } from '../model/mutation.js';
import type { UnsuggestedChange } from '../report/suggestions.js';
import { editManifest } from '../suggest/edit-manifest.js';

/** A manifest file's mutations, edited into its text. */
export interface EditedFile {
  path: string;
  before: string;
  after: string;
  mutations: MutatedResource[];
  /** 1-based line spans of the edited documents, to tell which resource a change belongs to. */
  documents: Map<number, { start: number; end: number }>;
}

/** Plain manifest files only: a render's object has no lines of its own to change. */
export function fileMutations(
  mutations: readonly MutatedResource[],
): Map<string, MutatedResource[]> {
  const byFile = new Map<string, MutatedResource[]>();
  for (const mutation of mutations) {
    if (mutation.render || mutation.documentIndex === undefined) continue;
    byFile.set(mutation.file, [...(byFile.get(mutation.file) ?? []), mutation]);
  }
  return byFile;
}

/** Reads and edits each file; a file or document that cannot be edited is reported, not thrown. */
export async function editFiles(
  workspace: string,
  mutations: readonly MutatedResource[],
  read: (file: string) => Promise<string> = (file) => readFile(file, 'utf8'),
): Promise<{ files: EditedFile[]; failed: UnsuggestedChange[] }> {
  const files: EditedFile[] = [];
  const failed: UnsuggestedChange[] = [];
  for (const [file, entries] of fileMutations(mutations)) {
    let before: string;
    try {
      before = await read(path.resolve(workspace, file));
    } catch (error) {
      const reason = `the file cannot be read (${(error as Error).message})`;
      failed.push({ path: file, reason, makers: entries.flatMap((entry) => entry.makers) });
      continue;
    }
    const outcome = editManifest(
      before,
      entries.map((entry) => ({
        documentIndex: entry.documentIndex!,
        patch: entry.patch,
        mutated: entry.mutated,
      })),
    );
    for (const { documentIndex, reason } of outcome.failed) {
      const entry = entries.find((candidate) => candidate.documentIndex === documentIndex);
      failed.push({
        path: file,
        reason,
        makers: entry?.makers ?? [],
        ...(entry && { resource: entry.resource }),
      });
    }
    if (outcome.edited.length > 0) {
      files.push({
        path: file,
        before,
        after: outcome.text,
        mutations: entries,
        documents: outcome.lines,
      });
    }
  }
  return { files, failed };
}
