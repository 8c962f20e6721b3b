import fs from 'node:fs/promises';
import path from 'node:path';
import { listed } from './wording.js';

/**
 * The results files matched by the `merge-results` glob (relative to `cwd`, or absolute), as
 * sorted absolute paths. Folders that match are not files: they are left out, and named in the
 * error when nothing else matched.
 */
export async function resolveResultFiles(pattern: string, cwd: string): Promise<string[]> {
  // A default import: a named `glob` import would stop the whole module loading on Node 20.
  if (typeof fs.glob !== 'function') {
    throw new Error(
      `merge-results: matching \`${pattern}\` needs Node.js 22 or later (this is ${process.version}).`,
    );
  }
  const matches = new Set<string>();
  for await (const match of fs.glob(pattern, { cwd })) matches.add(path.resolve(cwd, match));
  const files: string[] = [];
  const folders: string[] = [];
  for (const match of [...matches].sort()) {
    const info = await fs.stat(match).catch(() => undefined);
    if (info?.isFile()) files.push(match);
    else if (info?.isDirectory()) folders.push(match);
  }
  if (files.length > 0) return files;
  if (folders.length > 0) {
    throw new Error(
      `merge-results: \`${pattern}\` matches only folders (${listed(folders)}), not results ` +
        `files; match the files inside them, e.g. \`${pattern.replace(/\/+$/, '')}/**/*.json\`.`,
    );
  }
  throw new Error(
    `merge-results: no file matches \`${pattern}\` in ${cwd}. Download every shard's results ` +
      '(actions/download-artifact) before this step, and make the glob match them, e.g. ' +
      '`kyverno-results/**/*.json`.',
  );
}
