/**
 * The files detection looks at: git's own listing of the tree (tracked files, and untracked ones
 * git does not ignore), never a walk of the disk, so build output, vendored caches and anything
 * `.gitignore` names are left out the way the repository's owners chose.
 */
import { runProcess, type ProcessRunner } from '../process/run-process.js';

export type TreeListing =
  | { files: string[] }
  | {
      files: [];
      /** Why git could not list the tree (not a repository, no git on PATH). */
      problem: string;
    };

/**
 * Lists the workspace with `git ls-files -z --cached --others --exclude-standard`: workspace-
 * relative `/` paths, sorted, each once. A tracked file deleted from the checkout may be listed;
 * the reader skips what it cannot read.
 */
export async function listTree(
  workspace: string,
  run: ProcessRunner = runProcess,
): Promise<TreeListing> {
  let result;
  try {
    result = await run(
      'git',
      [
        '-c',
        'core.quotePath=false',
        'ls-files',
        '-z',
        '--cached',
        '--others',
        '--exclude-standard',
      ],
      { cwd: workspace, env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' } },
    );
  } catch (error) {
    return { files: [], problem: (error as Error).message };
  }
  if (result.exitCode !== 0) {
    const detail = result.stderr.trim().split('\n')[0] ?? '';
    return { files: [], problem: `git ls-files failed: ${detail}` };
  }
  const files = [
    ...new Set(result.stdout.split('\0').filter((file) => file !== '' && !file.endsWith('/'))),
  ].sort();
  return { files };
}
