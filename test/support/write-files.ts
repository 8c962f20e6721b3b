import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `files` (text by `/`-separated path) under `root`, making the folders they need. */
export async function writeFiles(
  root: string,
  files: Readonly<Record<string, string>>,
): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
}
